"""Oracle for codeforces-1704f (Codeforces 1704F, Colouring Game): t, then t
cases "n, then a word of n letters R/B" -> the winner, Alice or Bob.

The verdict comes from a search of the game itself: a position is the row
(R, B or W for white) and who moves; Alice whitens two adjacent cells of which
at least one is red, Bob two of which at least one is blue; a player without a
move loses. No counts, no Grundy values. Inputs: 0..5 rows of 2..9 cells, some
alternating, in varied layouts.
"""
import sys

import gamesearch


def options(position):
    row, alice = position
    mine = "R" if alice else "B"
    out = []
    for i in range(len(row) - 1):
        if mine in row[i:i + 2]:
            out.append((row[:i] + "WW" + row[i + 2:], not alice))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    def row():
        n = rng.randint(2, 9)
        if rng.random() < 0.3:  # alternating runs, where the Grundy values matter
            s = "".join("RB"[(i + rng.randint(0, 1) * (rng.random() < 0.2)) % 2] for i in range(n))
            return s
        return "".join(rng.choice("RB") for _ in range(n))
    rows = [row() for _ in range(rng.randint(0, 5))]
    return gamesearch.layout(rng, [[len(rows)]] + [line for r in rows for line in ([len(r)], [r])])


def solve(data):
    words = data.split()
    out = []
    for k in range(int(words[0]) if words else 0):
        out.append("Alice\n" if wins((words[2 + 2 * k].decode(), True)) else "Bob\n")
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
