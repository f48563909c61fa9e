"""Oracle for hdu-2149: cases "M N" until end of input -> the winning first raises, or none.

Each raise d of 1..N is tried against hdu-2188's P/N search over the bids:
with r still to reach, a raise of at least r reaches the cost and wins at once
(overshooting allowed), a smaller one leaves r - d to the other bidder. A first
raise wins iff it reaches M or leaves a losing remainder. No modulus. Inputs:
up to 8 cases, M in 1..80, N in 1..90 (M <= N, N + 1 dividing M come up
often), in varied layouts.
"""
import importlib
import sys

import gamesearch

wins = importlib.import_module("hdu-2188").wins  # the same game: wins(r, n) with r still to reach


def raises(cost, n):
    return [d for d in range(1, n + 1) if d >= cost or not wins(cost - d, n)]


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 8)):
        n = rng.choice([1, 2, rng.randint(1, 90)])
        cost = rng.choice([1, n, n + 1, rng.randint(1, 4) * (n + 1), rng.randint(1, 80)])
        cases.append((cost, n))
    return gamesearch.layout(rng, cases)


def solve(data):
    nums = list(map(int, data.split()))
    lines = (" ".join(map(str, raises(nums[k], nums[k + 1]))) or "none" for k in range(0, len(nums), 2))
    return "".join(line + "\n" for line in lines)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
