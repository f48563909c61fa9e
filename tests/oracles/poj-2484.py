"""Oracle for poj-2484 (POJ 2484 A Funny Game): numbers n until a lone 0 ->
Alice if the first player wins, else Bob.

The verdict comes from a P/N search of the circle itself: coins 0..n-1 in a
circle, coin i next to coin i+1 (mod n); a move removes one coin, or two coins
next to each other while both are left; a gap never closes; whoever cannot
move loses. No Kayles values. Inputs: up to 8 circles of 1..12 coins, then 0.
"""
import sys

import gamesearch


def options(left):
    """left: a tuple of booleans, coin i still there."""
    n = len(left)
    for i in range(n):
        if not left[i]:
            continue
        one = left[:i] + (False,) + left[i + 1:]
        yield one
        j = (i + 1) % n
        if j != i and one[j]:
            yield tuple(False if k == j else v for k, v in enumerate(one))


wins = gamesearch.wins_search(options)


def generate(rng):
    return gamesearch.layout(rng, [rng.randint(1, 12) for _ in range(rng.randint(0, 8))] + [0])


def solve(data):
    out = []
    for t in data.split():
        n = int(t)
        if n == 0:
            break
        out.append("Alice\n" if wins((True,) * n) else "Bob\n")
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
