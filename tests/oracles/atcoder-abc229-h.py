"""Oracle for atcoder-abc229-h (AtCoder ABC229 H, Advance or Eat): N, then N
rows of '.', 'W', 'B' -> the winner, Takahashi (first, white) or Snuke.

The whole board is searched as one game: a position is the board and who
moves; Takahashi moves a white piece one cell up into an empty cell or removes
a black piece, Snuke the same with the colours swapped; a player without a
move loses. No columns, no numbers. Inputs: boards of 1..3 cells a side.
"""
import sys

import gamesearch


def options(position):
    board, white = position
    n = int(len(board) ** 0.5 + 0.5)
    mine, theirs = ("W", "B") if white else ("B", "W")
    out = []
    for i, cell in enumerate(board):
        if cell == mine and i >= n and board[i - n] == ".":
            b = list(board)
            b[i - n], b[i] = mine, "."
            out.append(("".join(b), not white))
        if cell == theirs:
            out.append((board[:i] + "." + board[i + 1:], not white))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    n = rng.randint(1, 3)
    weights = rng.choice([".WB", "..WB", ".WWBB", "WB"])
    rows = ["".join(rng.choice(weights) for _ in range(n)) for _ in range(n)]
    return gamesearch.layout(rng, [[n]] + [[r] for r in rows])


def solve(data):
    words = [w.decode() for w in data.split()]
    if not words:
        return ""
    n = int(words[0])
    return "Takahashi\n" if wins(("".join(words[1:1 + n]), True)) else "Snuke\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
