"""Oracle for hdu-1846: C, then C cases "n m" -> first/second (the Bash game).

The verdict comes from a P/N search over the game's moves (take 1..m stones,
never more than are left; no stone left: the mover loses); no modulus.
Inputs: up to 8 cases, n in 0..80, m in 1..90 (m >= n, m + 1 dividing n and
n = 0 come up often), in varied layouts.
"""
import sys

import gamesearch

SEARCHES = {}  # m -> wins(n) for that m


def wins(n, m):
    """True iff the player to move wins with n stones left, taking 1..m."""
    if m not in SEARCHES:
        SEARCHES[m] = gamesearch.wins_search(lambda left: [left - d for d in range(1, min(m, left) + 1)])
    return SEARCHES[m](n)


def generate(rng, least=0):
    """C, then C cases "n m" with n >= least (hdu-2188 shares this shape)."""
    cases = []
    for _ in range(rng.randint(0, 8)):
        m = rng.choice([1, 2, rng.randint(1, 90)])
        n = rng.choice([least, m, m + 1, rng.randint(1, 4) * (m + 1), rng.randint(least, 80)])
        cases.append((n, m))
    head = [[len(cases)]] if cases or rng.random() < 0.5 else []
    return gamesearch.layout(rng, head + cases)


def solve(data, rule=wins, words=("first", "second")):
    nums = list(map(int, data.split()))
    return "".join(words[0 if rule(nums[1 + 2 * k], nums[2 + 2 * k]) else 1] + "\n"
                   for k in range(nums[0] if nums else 0))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
