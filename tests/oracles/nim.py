"""Oracle for nim: cases "n a1..an" until end of input -> Yes/No.

The verdict comes from a P/N search over Nim positions (take any positive
number from one pile); no xor. Inputs: up to 6 cases of up to 4 piles of 0..6,
in varied layouts (numbers split over lines, blank lines, CRLF).
"""
import sys

import gamesearch


def options(piles):
    """piles: a sorted tuple."""
    return [tuple(sorted(piles[:i] + (left,) + piles[i + 1:])) for i, a in enumerate(piles) for left in range(a)]


wins = gamesearch.wins_search(options)  # wins(sorted piles): True iff the player to move wins (normal play)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 6)):
        piles = [rng.randint(0, 6) for _ in range(rng.randint(0, 4))]
        cases.append([len(piles)] + piles)
    return gamesearch.layout(rng, cases)


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 0
    while i < len(nums):
        n = nums[i]
        out.append("Yes" if wins(tuple(sorted(nums[i + 1:i + 1 + n]))) else "No")
        i += 1 + n
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
