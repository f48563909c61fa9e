"""Oracle for hdu-2188: C, then C cases "n m" -> Grass/Rabbit.

The verdict comes from a P/N search over the donations themselves: with r
yuan still to reach, a donation d of 1..m with d >= r reaches the target and
wins at once (overshooting allowed); a smaller one leaves r - d to the other
donor. No modulus. Inputs: up to 8 cases, n in 1..80, m in 1..90 (m >= n and
m + 1 dividing n come up often), in varied layouts.
"""
import importlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
bash = importlib.import_module("hdu-1846")  # the same input shape: C, then C cases "n m"

TABLES = {}  # m -> [unused, wins with 1 still to reach, with 2, ...], grown on demand


def wins(r, m):
    """True iff the donor to move wins with r >= 1 yuan still to reach."""
    t = TABLES.setdefault(m, [False])
    while len(t) <= r:
        s = len(t)
        t.append(any(d >= s or not t[s - d] for d in range(1, m + 1)))
    return t[r]


def generate(rng):
    return bash.generate(rng, least=1)


def solve(data):
    return bash.solve(data, wins, ("Grass", "Rabbit"))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
