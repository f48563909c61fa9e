"""Oracle for hdu-3595: cases "N, then N games p q" until end of input -> MM/GG.

The verdict comes from a P/N search over the simultaneous game itself: each turn
the mover makes one move (take k * one pile from the other, k >= 1) in EVERY
unfinished game; a game with an empty pile is finished; whoever cannot move loses.
No steps, no Every-SG rule. Inputs: up to 5 cases of 0 to 3 games with piles
0..7 (sometimes 4 games of 0..4); varied layout (numbers split over lines,
blank lines, CRLF).
"""
import itertools
import sys

import gamesearch


def options(game):
    x, y = game
    if x == 0 or y == 0:
        return []
    return [(x, y - k * x) for k in range(1, y // x + 1)] + [(x - k * y, y) for k in range(1, x // y + 1)]


def moves(games):
    """games: a sorted tuple of (p, q). A move moves in every unfinished game; none when all are finished."""
    if all(not options(g) for g in games):
        return
    choices = [options(g) or [g] for g in games]  # a finished game stays as it is
    for after in itertools.product(*choices):
        yield tuple(sorted(after))


wins = gamesearch.wins_search(moves)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 5)):
        if rng.random() < 0.2:
            games = [(rng.randint(0, 4), rng.randint(0, 4)) for _ in range(4)]
        else:
            games = [(rng.randint(0, 7), rng.randint(1, 7) if rng.random() < 0.9 else 0)
                     for _ in range(rng.randint(0, 3))]
        cases.append([[len(games)]] + games)
    return gamesearch.layout(rng, [line for c in cases for line in c])


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 0
    while i < len(nums):
        n = nums[i]
        games = tuple(sorted((nums[i + 1 + 2 * j], nums[i + 2 + 2 * j]) for j in range(n)))
        out.append("MM" if wins(games) else "GG")
        i += 1 + 2 * n
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
