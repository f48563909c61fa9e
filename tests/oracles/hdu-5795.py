"""Oracle for hdu-5795 (HDU 5795, take or split in three): T, then T cases "n s..."
-> "First player wins." / "Second player wins.".

The verdict comes from a P/N search over the piles, a move either taking any
positive number of candies from one pile or splitting one pile into three
non-empty piles; no Grundy values, no xor. Inputs: 0..5 cases of 1..3 piles
of 1..10, in varied layouts (numbers split over lines, blank lines, CRLF). The
search, the layouts and the case format are those of tests/oracles/hdu-3032.py.
"""
import importlib
import sys

lasker = importlib.import_module("hdu-3032")


def options(a):
    """What one pile of a may become: the piles that replace it."""
    takes = [(k,) if k else () for k in range(a)]
    return takes + [(x, y, a - x - y) for x in range(1, a) for y in range(x, a) if a - x - y >= y]


wins = lasker.search(options)


def generate(rng):
    return lasker.generate(rng, top=10)


def solve(data):
    return lasker.solve(data, wins, ("Second player wins.\n", "First player wins.\n"))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
