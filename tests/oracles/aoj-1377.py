"""Oracle for aoj-1377 (AOJ 1377, Black and White Boxes): N, then N piles of
B/W boxes (bottom first) -> the most boxes in a choice of piles that the
second player wins whoever starts.

Every subset of the piles is searched as one game: a position is the tuple of
piles and who moves; black takes a B box and everything above it, white a W
box; a player without a move loses. The choice is fair iff the player to move
loses both when black starts and when white starts. No values.
Inputs: 0..6 piles of 1..4 boxes, in varied layouts.
"""
import sys

import gamesearch


def options(position):
    piles, black = position
    mine = "B" if black else "W"
    out = []
    for i, p in enumerate(piles):
        for j, box in enumerate(p):
            if box == mine:
                rest = piles[:i] + ((p[:j],) if j else ()) + piles[i + 1:]
                out.append((tuple(sorted(rest)), not black))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    piles = ["".join(rng.choice("BW") for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(0, 6))]
    return gamesearch.layout(rng, [[len(piles)]] + [[p] for p in piles])


def solve(data):
    words = [w.decode() for w in data.split()]
    if not words:
        return ""
    piles = words[1:1 + int(words[0])]
    best = 0
    for mask in range(1 << len(piles)):
        chosen = tuple(sorted(p for i, p in enumerate(piles) if mask >> i & 1))
        if not wins((chosen, True)) and not wins((chosen, False)):
            best = max(best, sum(map(len, chosen)))
    return "%d\n" % best


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
