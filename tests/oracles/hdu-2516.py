"""Oracle for hdu-2516 (HDU 2516, Fibonacci Nim): numbers n until a lone 0 ->
"First win" if the first player wins, else "Second win".

The verdict comes from a search over the game's own states (heap h, the most
the mover may take m): a take t of 1..min(m, h) that empties the heap wins at
once, any other leaves (h - t, 2t) to the opponent; the first move is the state
(n, n - 1) (anything but all). No Fibonacci numbers. Inputs: up to 8 numbers
of 1..70 (Fibonacci numbers and their neighbours often), then 0 or not.
"""
import sys

import gamesearch

FIB_LIKE = [1, 2, 3, 5, 8, 13, 21, 34, 55]  # only to aim the inputs, never to answer


def options(state):
    """The states a take leaves; emptying the heap leaves (0, 0), which has no move."""
    h, m = state
    return [(0, 0) if t == h else (h - t, min(2 * t, h - t)) for t in range(1, min(m, h) + 1)]


wins = gamesearch.wins_search(options)


def first_wins(n):
    return wins((n, n - 1))


def generate(rng):
    ns = [rng.choice([rng.randint(1, 70), rng.choice(FIB_LIKE) + rng.randint(-1, 1)]) for _ in range(rng.randint(0, 8))]
    ns = [max(n, 1) for n in ns]
    tail = [[0]] if rng.random() < 0.8 else []
    return gamesearch.layout(rng, [[n] for n in ns] + tail)


def solve(data):
    """Answers up to the first 0 (or to the end): an input after the 0 is never read."""
    ns = [int(t) for t in data.split()] + [0]
    return "".join(("First win\n" if first_wins(n) else "Second win\n") for n in ns[:ns.index(0)])

if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
