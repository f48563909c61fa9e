"""Oracle for hdu-3032 (HDU 3032, Lasker's Nim): T, then T cases "N s..." -> Alice/Bob.

The verdict comes from a P/N search over the piles, a move either taking any
positive number of stones from one pile or splitting one pile into two
non-empty piles; no Grundy values, no xor. Inputs: 0..5 cases of 1..3 piles
of 1..9, in varied layouts (numbers split over lines, blank lines, CRLF).
"""
import sys

import gamesearch


def options(a):
    """What one pile of a may become: the piles that replace it."""
    return [(k,) if k else () for k in range(a)] + [(b, a - b) for b in range(1, a // 2 + 1)]


def search(options):
    """wins(piles) for the game whose pile of a may become any of options(a):
    piles is a sorted tuple of positive sizes; True iff the player to move wins."""
    def moves(piles):
        for i, a in enumerate(piles):
            rest = piles[:i] + piles[i + 1:]
            for r in options(a):
                yield tuple(sorted(rest + r))
    return gamesearch.wins_search(moves)


wins = search(options)


def generate(rng, top=9):
    """T, then T cases "N s..." of 1..3 piles of 1..top (also for tests/oracles/hdu-5795.py)."""
    cases = [[rng.randint(1, top) for _ in range(rng.randint(1, 3))] for _ in range(rng.randint(0, 5))]
    return gamesearch.layout(rng, [[len(cases)]] + [line for c in cases for line in ([len(c)], c)])


def solve(data, wins=wins, words=("Bob\n", "Alice\n")):
    """One line per case: words[1] if the first player wins (also for tests/oracles/hdu-5795.py)."""
    nums = list(map(int, data.split()))
    out, i = [], 1
    for _ in range(nums[0] if nums else 0):
        n = nums[i]
        out.append(words[wins(tuple(sorted(nums[i + 1:i + 1 + n])))])
        i += 1 + n
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
