"""Oracle for hdu-1517 (HDU 1517 "A Multiplication Game"): numbers n until the
end of input -> "Stan wins." if the first player wins, else "Ollie wins.".

The verdict comes from a search over the products themselves: from p the
options are p*2 .. p*9; an option reaching n or more is a finished game (the
mover made it, so the opponent has lost: a position without moves), any other
is the opponent's turn at that product. No powers of 18. Inputs: up to 8
numbers n of 2..400000 (many near 18^i and 9*18^i), in varied layouts.
"""
import sys

import gamesearch

SEARCHES = {}  # n -> wins(p)


def stan_wins(n):
    if n not in SEARCHES:
        # ("done",) is the finished game: no moves, the player facing it has lost.
        SEARCHES[n] = gamesearch.wins_search(lambda p: [] if p == "done" else ["done" if p * d >= n else p * d for d in range(2, 10)])
    return SEARCHES[n](1)


def generate(rng):
    edges = [1, 9, 18, 162, 324, 2916, 5832, 52488, 104976]
    ns = [rng.choice([rng.randint(2, 400), rng.randint(2, 400000), max(2, rng.choice(edges) + rng.randint(-2, 2))])
          for _ in range(rng.randint(0, 8))]
    return gamesearch.layout(rng, [[n] for n in ns])


def solve(data):
    return "".join("Stan wins.\n" if stan_wins(int(t)) else "Ollie wins.\n" for t in data.split())


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
