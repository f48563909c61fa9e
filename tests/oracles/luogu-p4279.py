"""Oracle for luogu-p4279: T, then T cases "N a1..aN" -> John/Brother (misère Nim).

The verdict comes from a misère P/N search over Nim positions (take any
positive number from one pile; whoever cannot move, because the other side
took the last stone, wins); no xor, no rule about 1-piles. Inputs: up to 6
cases of up to 4 piles of 0..6 (many 0s and 1s), in varied layouts.
"""
import functools
import importlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
nim_cases = importlib.import_module("luogu-p2197")  # the same input shape: T, then T cases "N a1..aN"


@functools.lru_cache(maxsize=None)
def wins(piles):
    """piles: a sorted tuple. True iff the player to move wins misère Nim."""
    piles = tuple(p for p in piles if p)
    if not piles:
        return True
    return any(not wins(tuple(sorted(piles[:i] + (left,) + piles[i + 1:])))
               for i, a in enumerate(piles) for left in range(a))


def generate(rng):
    return nim_cases.generate(rng, lambda rng: rng.choice([0, 1, 1, rng.randint(0, 6)]))


def solve(data):
    return nim_cases.solve(data, wins, ("John", "Brother"))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
