"""Oracle for hdu-1848 (HDU 1848): lines "m n p" until "0 0 0" -> Fibo/Nacci.

The verdict comes from a P/N search over the three piles, a move taking a
Fibonacci number of stones (1, 2, 3, 5, 8, ..., built here by F(k) = F(k-1) +
F(k-2) from 1, 2) from one pile; no Grundy values, no xor. Inputs: 0..6 cases
of piles 1..30 (sometimes a 0 pile, as in "0 5 0", which does not end the
input), in varied layouts (blank lines, CRLF, extra spaces).
"""
import sys

import gamesearch

FIB = [1, 2]
while FIB[-1] < 100:
    FIB.append(FIB[-1] + FIB[-2])


def options(piles):
    """piles: a sorted tuple."""
    return [tuple(sorted(piles[:i] + (a - f,) + piles[i + 1:])) for i, a in enumerate(piles) for f in FIB if f <= a]


wins = gamesearch.wins_search(options)


def generate(rng):
    cases = [[rng.randint(0 if rng.random() < 0.1 else 1, 30) for _ in range(3)] for _ in range(rng.randint(0, 6))]
    cases = [c for c in cases if any(c)]  # only the terminator is 0 0 0
    return gamesearch.layout(rng, cases + [[0, 0, 0]])


def solve(data):
    nums = list(map(int, data.split()))
    out = []
    for i in range(0, len(nums) - 2, 3):
        if nums[i:i + 3] == [0, 0, 0]:
            break
        out.append("Fibo\n" if wins(tuple(sorted(nums[i:i + 3]))) else "Nacci\n")
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
