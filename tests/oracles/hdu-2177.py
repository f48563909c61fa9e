"""Oracle for hdu-2177 (HDU 2177, Wythoff's game with the winning moves):
pairs "a b" (a <= b) until "0 0" -> 0, or 1 and a line "x y" (x <= y) per
winning move.

The moves come from the P/N search of poj-1067.py (the game's own moves
only): every move to a lost position, listed in the spec's order - the same
taken from both piles (d = 1..a), then pile a reduced (x = 0..a-1), then, if
a != b, pile b reduced (y = 0..b-1), the piles left printed sorted; a move of
the last kind that leaves the same piles as one of the first is listed again.
Inputs: up to 8 pairs a <= b <= 60 (lost positions, near misses, 0 b, a = b),
then 0 0, in varied layouts.
"""
import importlib
import sys

import gamesearch

_poj = importlib.import_module("poj-1067")
lost = _poj.lost


def winning_moves(a, b):
    moves = [(a - d, b - d) for d in range(1, a + 1) if lost(a - d, b - d)]
    moves += [(x, b) for x in range(a) if lost(x, b)]
    if a != b:
        moves += [tuple(sorted((a, y))) for y in range(b) if lost(a, y)]
    return moves


def generate(rng):
    pairs = []
    for _ in range(rng.randint(0, 8)):
        r = rng.random()
        if r < 0.15:
            a = b = rng.randint(1, 60)
        elif r < 0.25:
            a, b = 0, rng.randint(1, 60)
        else:
            a, b = sorted(_poj.random_pair(rng, 60))
        pairs.append((a, b))
    return gamesearch.layout(rng, pairs + [(0, 0)])


def solve(data):
    nums = list(map(int, data.split()))
    out = []
    for i in range(0, len(nums) - 1, 2):
        a, b = nums[i], nums[i + 1]
        if a == 0 and b == 0:
            break
        moves = winning_moves(a, b)
        out.append("1" if moves else "0")
        out += ["%d %d" % m for m in moves]
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
