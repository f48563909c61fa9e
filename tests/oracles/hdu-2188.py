"""Oracle for hdu-2188: C, then C cases "n m" -> Grass/Rabbit.

The verdict comes from a P/N search over the donations themselves: with r
yuan still to reach, a donation d of 1..m with d >= r reaches the target and
wins at once (overshooting allowed: it leaves 0 to reach, where the other
donor has lost); a smaller one leaves r - d to the other donor. No modulus.
Inputs: up to 8 cases, n in 1..80, m in 1..90 (m >= n and m + 1 dividing n
come up often), in varied layouts.
"""
import importlib
import sys

import gamesearch

bash = importlib.import_module("hdu-1846")  # the same input shape: C, then C cases "n m"

SEARCHES = {}  # m -> wins(r) for that m


def wins(r, m):
    """True iff the donor to move wins with r >= 1 yuan still to reach (r = 0: reached, lost)."""
    if m not in SEARCHES:
        SEARCHES[m] = gamesearch.wins_search(lambda left: [max(left - d, 0) for d in range(1, m + 1)] if left else [])
    return SEARCHES[m](r)


def generate(rng):
    return bash.generate(rng, least=1)


def solve(data):
    return bash.solve(data, wins, ("Grass", "Rabbit"))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
