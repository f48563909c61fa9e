"""Oracle for codeforces-87c: n -> the least k of a winning first split, or -1 (Interesting Game).

A P/N search over the multisets of heaps themselves: a move takes one heap
and splits it into k >= 2 heaps of consecutive sizes (every top a and every k
tried and summed, no formula); who cannot move loses. The answer is the least
k whose split of n leaves a lost multiset. n <= 60 (the multisets stay few);
n up to 10^5 is the solver's and the unit tests' (against a Grundy table).
"""
import sys

import gamesearch


def splits(n):
    """Every split of n into k >= 2 consecutive heaps, as (k, parts), smallest k first."""
    out = []
    for k in range(2, n + 1):
        for a in range(k, n + 1):
            parts = list(range(a - k + 1, a + 1))
            if sum(parts) == n:
                out.append((k, parts))
    return out


def options(heaps):
    out = []
    for i, h in enumerate(heaps):
        for _, parts in splits(h):
            out.append(tuple(sorted(heaps[:i] + heaps[i + 1:] + tuple(parts))))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    n = rng.choice([1, 2, 3, 6, 100 % 61, rng.randint(1, 30), rng.randint(1, 60)])
    return gamesearch.layout(rng, [n])


def solve(data):
    n = int(data.split()[0])
    for k, parts in splits(n):
        if not wins(tuple(sorted(parts))):
            return "%d\n" % k
    return "-1\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
