"""Oracle for hdu-1730 (HDU 1730, Northcott Game): cases until end of input,
each "n m" and n rows "T J" -> "I WIN!" if Tom (black, moving first) wins,
else "BAD LUCK!".

The verdict comes from the real partizan game, labelled backwards (retrograde
analysis, graph-game's, since a piece may retreat and come back: the game has
cycles): a position is the rows' (black, white) columns and who moves; Tom
slides a black piece, Jerry a white one, along its row to an empty cell, not
over the other piece nor off the board; no move: the mover loses. A draw
would be printed as "DRAW" (the solver never prints it). No gaps, no xor.
Inputs: up to 5 cases of 0..3 rows on 2..5 columns (2 rows: up to 7; 1 row:
up to 12), in varied layouts.
"""
import importlib
import sys

import gamesearch

graph_game = importlib.import_module("graph-game")  # retrograde(starts, options)

LABELS = {}  # (rows, m) -> label(position) over every board of that shape


def options(m, position):
    """position: (rows, white_to_move), rows a tuple of (black, white) columns 1..m."""
    rows, white = position
    out = []
    for i, (b, w) in enumerate(rows):
        mine, other = (w, b) if white else (b, w)
        lo, hi = (1, other - 1) if mine < other else (other + 1, m)
        for c in range(lo, hi + 1):
            if c != mine:
                row = (b, c) if white else (c, w)
                out.append((rows[:i] + (row,) + rows[i + 1:], not white))
    return out


def every_board(n, m):
    boards = [()]
    for _ in range(n):
        boards = [r + ((b, w),) for r in boards for b in range(1, m + 1) for w in range(1, m + 1) if b != w]
    return [(r, side) for r in boards for side in (False, True)]


def tom_wins(m, rows):
    key = (len(rows), m)
    if key not in LABELS:
        LABELS[key] = graph_game.retrograde(every_board(len(rows), m), lambda p: options(m, p))
    return LABELS[key]((tuple(rows), False))


def generate(rng):
    lines = []
    for _ in range(rng.randint(0, 5)):
        n = rng.choice([0, 1, 1, 2, 2, 3])
        m = rng.randint(2, {0: 6, 1: 12, 2: 7, 3: 5}[n])
        lines.append([n, m])
        for _ in range(n):
            lines.append(rng.sample(range(1, m + 1), 2))
    return gamesearch.layout(rng, lines)


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 0
    while i < len(nums):
        n, m = nums[i], nums[i + 1]
        rows = [(nums[i + 2 + 2 * r], nums[i + 3 + 2 * r]) for r in range(n)]
        i += 2 + 2 * n
        out.append({"W": "I WIN!", "L": "BAD LUCK!", "D": "DRAW"}[tom_wins(m, rows)])
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
