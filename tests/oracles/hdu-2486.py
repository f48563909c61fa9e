"""Oracle for hdu-2486 (HDU 2486 / HDU 2580 "A simple stone game"): T, then T
cases "n k" -> "Case i: " and the least winning first move, or "lose".

The answer comes from a search over the game's own states (heap h, the most
the mover may take m): a take t of 1..min(m, h) that empties the heap wins at
once, any other leaves (h - t, k t) to the opponent. The first move takes
1..n-1; the least t after which the opponent's state is lost is the answer.
No losing-heap sequence. Inputs: up to 7 cases, n in 1..60, k in 1..8 (and
now and then k >= n), in varied layouts.
"""
import sys

import gamesearch

SEARCHES = {}  # k -> wins((h, m)) for that k


def wins(k, h, m):
    """True iff the mover at heap h, who may take 1..m, wins (factor k)."""
    if k not in SEARCHES:
        SEARCHES[k] = gamesearch.wins_search(
            lambda s: [(0, 0) if t == s[0] else (s[0] - t, min(k * t, s[0] - t)) for t in range(1, min(s[1], s[0]) + 1)])
    return SEARCHES[k]((h, min(m, h)))


def least_first_move(n, k):
    """The least first take (1..n-1) after which the opponent loses, or None."""
    return next((t for t in range(1, n) if not wins(k, n - t, k * t)), None)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 7)):
        k = rng.choice([1, 2, 3, rng.randint(1, 8)])
        n = rng.choice([rng.randint(1, 60), rng.randint(1, k + 2)])
        if rng.random() < 0.1:
            k = rng.randint(n, 100)
        cases.append((n, k))
    head = [[len(cases)]] if cases or rng.random() < 0.5 else []
    return gamesearch.layout(rng, head + cases)


def solve(data):
    nums = [int(t) for t in data.split()]
    out = []
    for i in range(nums[0] if nums else 0):
        t = least_first_move(nums[1 + 2 * i], nums[2 + 2 * i])
        out.append("Case %d: %s\n" % (i + 1, "lose" if t is None else t))
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
