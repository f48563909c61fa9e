"""Oracle for acwing-894 (AcWing 894, split-Nim): n, the piles -> Yes/No.

The verdict comes from a P/N search over the piles, a move replacing one pile
by two piles each strictly smaller (zeros allowed, so zeros are dropped); no
Grundy values, no xor. Inputs: 1..3 piles of 1..5 or 1..4 piles of 1..4, in
varied layouts (numbers split over lines, blank lines, CRLF).
"""
import sys

import gamesearch


def options(piles):
    """piles: a sorted tuple of positive sizes."""
    for i, a in enumerate(piles):
        if i and piles[i - 1] == a:
            continue  # the same pile again gives the same positions
        rest = piles[:i] + piles[i + 1:]
        for x in range(a):
            for y in range(x + 1):
                yield tuple(sorted(rest + tuple(v for v in (x, y) if v)))


wins = gamesearch.wins_search(options)


def generate(rng):
    top, most = rng.choice([(5, 3), (4, 4)])
    piles = [rng.randint(1, top) for _ in range(rng.randint(1, most))]
    return gamesearch.layout(rng, [[len(piles)], piles])


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    piles = nums[1:1 + nums[0]]
    return "Yes\n" if wins(tuple(sorted(p for p in piles if p))) else "No\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
