"""Oracle for hdu-5724 (HDU 5724 Chess): T, then T boards (n, then n rows "m c1..cm") -> YES / NO.

The verdict comes from a P/N search over the whole board: a position is the
multiset of rows (a sorted tuple of rows, each the sorted tuple of its
columns); a move takes one chessman of one row and walks it right over the
chessmen next to it to the first empty cell (columns 1..20; none: no move).
No Grundy values, no xor. Inputs: up to 5 boards of up to 3 rows whose
chessmen sit in the last 4 to 8 columns (so the search stays small), in
varied layouts. --rows: each row's Grundy value by the mex rule over the same
moves, xored (the Sprague-Grundy sum), for samples with rows of any columns.
"""
import sys

import gamesearch

WIDTH = 20


def row_moves(row):
    for k, c in enumerate(row):
        to, nxt = c + 1, k + 1
        while nxt < len(row) and row[nxt] == to:
            to, nxt = to + 1, nxt + 1
        if to <= WIDTH:
            yield tuple(sorted(row[:k] + row[k + 1:] + (to,)))


def board_options(board):
    for r, row in enumerate(board):
        for after in row_moves(row):
            yield tuple(sorted(board[:r] + (after,) + board[r + 1:]))


wins = gamesearch.wins_search(board_options)
row_value = gamesearch.grundy_search(lambda row: list(row_moves(row)))


def generate(rng):
    boards = []
    for _ in range(rng.randint(0, 5)):
        rows = rng.randint(0, 3)
        low = WIDTH + 1 - (8 if rows <= 2 else 5) if rng.random() < 0.7 else WIDTH - 3
        boards.append([sorted(rng.sample(range(low, WIDTH + 1), rng.randint(0, WIDTH + 1 - low)))
                       for _ in range(rows)])
    lines = [[len(boards)]]
    for b in boards:
        lines.append([len(b)])
        lines.extend([[len(row)] + (rng.sample(row, len(row)) if rng.random() < 0.3 else row) for row in b])
    return gamesearch.layout(rng, lines)


def boards(data):
    nums = list(map(int, data.split()))
    i, out = 1, []
    for _ in range(nums[0] if nums else 0):
        n, i = nums[i], i + 1
        rows = []
        for _ in range(n):
            m = nums[i]
            rows.append(tuple(sorted(nums[i + 1:i + 1 + m])))
            i += 1 + m
        out.append(tuple(sorted(rows)))
    return out


def solve(data, by_rows=False):
    out = []
    for b in boards(data):
        if by_rows:
            x = 0
            for row in b:
                x ^= row_value(row)
            first = x != 0
        else:
            first = wins(b)
        out.append("YES" if first else "NO")
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read(), by_rows=sys.argv[1:] == ["--rows"]))
