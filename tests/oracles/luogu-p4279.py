"""Oracle for luogu-p4279: T, then T cases "N a1..aN" -> John/Brother (misère Nim).

The verdict comes from a misère P/N search over Nim positions (take any
positive number from one pile; whoever cannot move, because the other side
took the last stone, wins); no xor, no rule about 1-piles. Inputs: up to 6
cases of up to 4 piles of 0..6 (many 0s and 1s), in varied layouts.
"""
import importlib
import sys

import gamesearch
from nim import options

nim_cases = importlib.import_module("luogu-p2197")  # the same input shape: T, then T cases "N a1..aN"

# wins(sorted piles): True iff the player to move wins misère Nim (no stone left: the mover has won).
wins = gamesearch.wins_search(options, misere=True)


def generate(rng):
    return nim_cases.generate(rng, lambda rng: rng.choice([0, 1, 1, rng.randint(0, 6)]))


def solve(data):
    return nim_cases.solve(data, wins, ("John", "Brother"))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
