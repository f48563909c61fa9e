"""Oracle for poj-1067 (POJ 1067 / HDU 1527, Wythoff's game): pairs "a b"
until end of input -> 1 if the first player wins, else 0.

The verdict comes from a P/N search over the game's own moves (take any
positive number from one pile, or the same positive number from both); no
golden ratio. Inputs: up to 8 pairs of piles 0..40, half of them lost
positions or one stone away from one, either order, in varied layouts
(a pair split over lines, blank lines, trailing spaces, CRLF, no final newline).
hdu-2177.py and luogu-p2252.py use lost() from here.
"""
import sys

import gamesearch


def options(piles):
    """piles: a sorted pair."""
    x, y = piles
    after = [(i, y) for i in range(x)] + [(x, j) for j in range(y)] + [(x - d, y - d) for d in range(1, x + 1)]
    return [tuple(sorted(p)) for p in after]


_wins = gamesearch.wins_search(options)


def lost(a, b):
    """True iff the player to move at piles a, b loses."""
    return not _wins(tuple(sorted((a, b))))


def cold_pairs(limit):
    return [(a, b) for a in range(limit + 1) for b in range(a, limit + 1) if lost(a, b)]


def random_pair(rng, limit=40):
    """A pair of piles <= limit: often a lost position or a near miss, either order."""
    r = rng.random()
    if r < 0.5:
        a, b = rng.choice(cold_pairs(limit))
        if r < 0.25:
            a, b = max(0, a + rng.choice((-1, 1))), b
    else:
        a, b = rng.randint(0, limit), rng.randint(0, limit)
    return (a, b) if rng.random() < 0.5 else (b, a)


def generate(rng):
    return gamesearch.layout(rng, [random_pair(rng) for _ in range(rng.randint(0, 8))])


def solve(data):
    nums = list(map(int, data.split()))
    return "".join("0\n" if lost(nums[i], nums[i + 1]) else "1\n" for i in range(0, len(nums) - 1, 2))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
