"""Oracle for luogu-p2252 (Luogu P2252, Wythoff's game): a line "a b" -> 1 if
the first player wins, else 0; further pairs until end of input are answered
too. The verdict is the P/N search of poj-1067.py (the game's own moves only).
Inputs: usually one pair, sometimes a few, layouts as there.
"""
import importlib
import sys

import gamesearch

_poj = importlib.import_module("poj-1067")


def generate(rng):
    count = 1 if rng.random() < 0.7 else rng.randint(0, 4)
    return gamesearch.layout(rng, [_poj.random_pair(rng) for _ in range(count)])


solve = _poj.solve

if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
