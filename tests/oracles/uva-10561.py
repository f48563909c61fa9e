"""Oracle for uva-10561 (UVa 10561 Treblecross): N, then N boards -> WINNING
and the winning cells, or LOSING and an empty line.

The winning cells come from a P/N search over the cell strings themselves: a
move fills an empty cell, a move that makes XXX wins at once (the board it
leaves has no move for the opponent, who has lost), otherwise a move wins iff
it leaves a board the opponent loses. No dead zones, no Grundy values.
Inputs: up to 6 boards of 3..15 cells without XXX (some empty, some crowded
with X.X / XX), in varied layouts (blank lines, CRLF, tabs).

solve_by_runs is NOT the oracle: it is the independent computation of the
samples too large for search (boards of 200 and 10000 cells), straight from the
theory as the problem states it, in Python: the run recurrence
g(L) = mex{g(i-2) ^ g(L-i-3)}, dead zones of radius 2, immediate wins first.
"""
import sys

import gamesearch


def options(board):
    """The boards one move leaves; none once XXX stands (the player to move has lost)."""
    if "XXX" in board:
        return []
    return [board[:c] + "X" + board[c + 1:] for c, v in enumerate(board) if v == "."]


wins = gamesearch.wins_search(options)  # True iff the player to move on `board` wins


def winning_cells(board):
    """The 1-based cells whose move wins, ascending, by search."""
    return tuple(c + 1 for c, v in enumerate(board) if v == "." and not wins(board[:c] + "X" + board[c + 1:]))


def random_board(rng, lo=3, hi=15):
    while True:
        n = rng.randint(lo, hi)
        p = rng.choice([0.0, 0.1, 0.25, 0.4, 0.6])
        board = "".join("X" if rng.random() < p else "." for _ in range(n))
        if "XXX" not in board:
            return board


def generate(rng):
    """N, then N boards (also for tests/oracles/lightoj-1229.py)."""
    boards = [random_board(rng) for _ in range(rng.randint(0, 6))]
    return gamesearch.layout(rng, [len(boards)] + boards)


def boards_of(data):
    tokens = data.split()
    if not tokens:
        return []
    return [t.decode() for t in tokens[1:1 + int(tokens[0])]]


def answer(cells):
    return ("WINNING\n" + " ".join(map(str, cells)) + "\n") if cells else "LOSING\n\n"


def solve(data):
    return "".join(answer(winning_cells(b)) for b in boards_of(data))


def run_grundy(most):
    g = [0] * (most + 1)
    at = lambda k: g[k] if k > 0 else 0
    for n in range(1, most + 1):
        g[n] = gamesearch.mex(at(i - 2) ^ at(n - i - 3) for i in range(n))
    return g


def cells_by_runs(board, g):
    n = len(board)
    now = [c + 1 for c in range(n) if board[c] == "." and "XXX" in board[max(0, c - 2):c] + "X" + board[c + 1:c + 3]]
    if now:
        return now
    free = [all(board[d] == "." for d in range(max(0, c - 2), min(n, c + 3))) for c in range(n)]
    runs, c = [], 0
    while c < n:
        if free[c]:
            s = c
            while c < n and free[c]:
                c += 1
            runs.append((s, c - s))
        else:
            c += 1
    x = 0
    for _, length in runs:
        x ^= g[length]
    at = lambda k: g[k] if k > 0 else 0
    return [s + i + 1 for s, length in runs for i in range(length)
            if x ^ g[length] ^ at(i - 2) ^ at(length - i - 3) == 0]


def solve_by_runs(data, format_answer=answer):
    boards = boards_of(data)
    g = run_grundy(max([len(b) for b in boards] + [0]))
    return "".join(format_answer(cells_by_runs(b, g)) for b in boards)


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve_by_runs(data) if sys.argv[1:] == ["--by-runs"] else solve(data))
