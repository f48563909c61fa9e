"""Oracle for poj-2311 (POJ 2311 Cutting Game): cases "W H" until end of input -> WIN / LOSE.

The verdict comes from a P/N search over the real game: a position is the
multiset of pieces (a sorted tuple of (short side, long side)); a move cuts one
piece along a grid line into two. A cut that leaves a 1 x 1 piece ends the game
and the cutter wins: it leads to END, a position without moves, lost for the
player to move. No safe-cut reduction, no Grundy value. Inputs: up to 8 cases,
W and H in 2..7, in varied layouts. --table: the answer by the Grundy table of
safe cuts, for samples the search cannot reach.
"""
import sys

import gamesearch

END = ()


def piece(a, b):
    return (a, b) if a <= b else (b, a)


def options(pieces):
    for k, (a, b) in enumerate(pieces):
        rest = pieces[:k] + pieces[k + 1:]
        for side, other in ((a, b), (b, a)):
            for i in range(1, side):
                p, q = piece(i, other), piece(side - i, other)
                if p == (1, 1) or q == (1, 1):
                    yield END
                else:
                    yield tuple(sorted(rest + (p, q)))


wins = gamesearch.wins_search(options)


def generate(rng):
    cases = [(rng.randint(2, 7), rng.randint(2, 7)) for _ in range(rng.randint(0, 8))]
    return gamesearch.layout(rng, cases)


def table(n):
    g = [[0] * (n + 1) for _ in range(n + 1)]
    for w in range(2, n + 1):
        for h in range(2, n + 1):
            if h > w:
                continue
            opts = [g[i][h] ^ g[w - i][h] for i in range(2, w - 1)] + [g[w][j] ^ g[w][h - j] for j in range(2, h - 1)]
            g[w][h] = g[h][w] = gamesearch.mex(opts)
    return g


def solve(data, by_table=False):
    nums = list(map(int, data.split()))
    pairs = list(zip(nums[0::2], nums[1::2]))
    if by_table:
        g = table(max([max(p) for p in pairs] + [2]))
        first_wins = [g[w][h] != 0 for w, h in pairs]
    else:
        first_wins = [wins((piece(w, h),)) for w, h in pairs]
    return "".join("WIN\n" if f else "LOSE\n" for f in first_wins)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read(), by_table=sys.argv[1:] == ["--table"]))
