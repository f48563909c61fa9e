"""Oracle for poj-3537 (POJ 3537 Crosses and Crosses): strip lengths n until
end of input -> 1 if the first player wins, else 2.

The verdict comes from a P/N search over the strip's cell strings from the
empty strip (a move fills an empty cell; making XXX wins at once), the UVa
10561 oracle's search (tests/oracles/uva-10561.py). Inputs: up to 6 lengths in
3..18, in varied layouts. --by-runs: g(n) != 0 by the run recurrence, the
independent computation of the samples with n up to 10000.
"""
import importlib
import sys

import gamesearch

uva = importlib.import_module("uva-10561")


def generate(rng):
    return gamesearch.layout(rng, [[rng.randint(3, 18) for _ in range(rng.randint(0, 6))]])


def solve(data):
    return "".join("1\n" if uva.wins("." * int(t)) else "2\n" for t in data.split())


def solve_by_runs(data):
    ns = [int(t) for t in data.split()]
    g = uva.run_grundy(max(ns + [0]))
    return "".join("1\n" if g[n] else "2\n" for n in ns)


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve_by_runs(data) if sys.argv[1:] == ["--by-runs"] else solve(data))
