"""Oracle for hdu-2897 (HDU 2897): cases "n p q" until the end of input ->
WIN if the first player wins, else LOST.

The verdict comes from a P/N search over the game's own moves: with r coins
left, a move takes p..q of them but never more than r, or all r when r < p;
whoever takes the last coin loses, so the player facing r = 0 has won (in
search terms, 0 is a position without moves that counts as a win: misere).
No modulus. Inputs: up to 8 cases, p <= q <= 12, n in 1..90 (n < p and n
near multiples of p + q come up often), in varied layouts.
"""
import sys

import gamesearch

SEARCHES = {}  # (p, q) -> wins(r)


def wins(n, p, q):
    """True iff the player to move wins with n coins left."""
    if (p, q) not in SEARCHES:
        SEARCHES[(p, q)] = gamesearch.wins_search(
            lambda r: [0] if 0 < r < p else [r - d for d in range(p, min(q, r) + 1)], misere=True)
    return SEARCHES[(p, q)](n)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 8)):
        q = rng.randint(1, 12)
        p = rng.choice([1, q, rng.randint(1, q)])
        n = rng.choice([rng.randint(1, 90), rng.randint(1, p), rng.randint(0, 5) * (p + q) + rng.randint(1, p + 1)])
        cases.append((n, p, q))
    return gamesearch.layout(rng, cases)


def solve(data):
    nums = [int(t) for t in data.split()]
    return "".join("WIN\n" if wins(*nums[k:k + 3]) else "LOST\n" for k in range(0, len(nums), 3))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
