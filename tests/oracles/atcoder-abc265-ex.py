"""Oracle for atcoder-abc265-ex (AtCoder ABC265 Ex, No-capture Lance Game):
"H W" -> how many of the (W(W-1))^H boards the first player wins, mod 998244353.

Every board is searched as one game: a position is the tuple of rows, each
(column of the first player's lance, column of the second's), and who moves;
the first player's lance moves left any distance over empty cells, the
second's right; a player without a move loses. No values, no nimbers, no
formula. Inputs: H 1..3, W 2..4 (up to 1728 boards).
"""
import itertools
import sys

import gamesearch


def options(position):
    rows, first = position
    w, rows = rows[0], rows[1:]
    out = []
    for i, (f, s) in enumerate(rows):
        if first:
            lo = s + 1 if s < f else 0
            targets = [(k, s) for k in range(lo, f)]
        else:
            hi = f - 1 if f > s else w - 1
            targets = [(f, k) for k in range(s + 1, hi + 1)]
        for t in targets:
            out.append(((w,) + rows[:i] + (t,) + rows[i + 1:], not first))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    return gamesearch.layout(rng, [[rng.randint(1, 3), rng.randint(2, 4)]])


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    h, w = nums[0], nums[1]
    rows = [(f, s) for f in range(w) for s in range(w) if f != s]
    won = sum(wins(((w,) + board, True)) for board in itertools.product(rows, repeat=h))
    return "%d\n" % (won % 998244353)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
