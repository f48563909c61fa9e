"""Oracle for acwing-893 (AcWing 893, set-Nim): k, S, n, the piles -> Yes/No.

The verdict comes from a P/N search over the piles, a move taking exactly s
stones from one pile for some s in S; no Grundy values, no xor. Inputs: S of
1..4 distinct members in 1..10 (unsorted, some larger than every pile), 1..4
piles of 1..12, in varied layouts (numbers split over lines, blank lines, CRLF).
"""
import sys

import gamesearch


def options(position):
    """position: (S as a tuple, the piles as a sorted tuple)."""
    s, piles = position
    return [(s, tuple(sorted(piles[:i] + (a - m,) + piles[i + 1:]))) for i, a in enumerate(piles) for m in s if m <= a]


wins = gamesearch.wins_search(options)


def generate(rng):
    s = rng.sample(range(1, 11), rng.randint(1, 4))
    piles = [rng.randint(1, 12) for _ in range(rng.randint(1, 4))]
    return gamesearch.layout(rng, [[len(s)], s, [len(piles)], piles])


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    k = nums[0]
    s, n = tuple(nums[1:1 + k]), nums[1 + k]
    piles = nums[2 + k:2 + k + n]
    return "Yes\n" if wins((s, tuple(sorted(piles)))) else "No\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
