"""Oracle for poj-1067 (POJ 1067 / HDU 1527, Wythoff's game): pairs "a b"
until end of input -> 1 if the first player wins, else 0.

The verdict comes from a P/N search over the game's own moves (take any
positive number from one pile, or the same positive number from both); no
golden ratio. Inputs: up to 8 pairs of piles 0..LIMIT, half of them lost
positions or one stone away from one, either order, in varied layouts
(a pair split over lines, blank lines, trailing spaces, CRLF, no final newline).
hdu-2177.py and luogu-p2252.py use lost() from here.
"""
import sys

LIMIT = 64
_lost = None


def lost(a, b):
    """True iff the player to move at piles a, b (both <= LIMIT) loses."""
    global _lost
    if _lost is None:
        t = [[False] * (LIMIT + 1) for _ in range(LIMIT + 1)]
        for x in range(LIMIT + 1):  # every move lowers x, or keeps x and lowers y
            for y in range(LIMIT + 1):
                wins = (any(t[i][y] for i in range(x)) or any(t[x][j] for j in range(y))
                        or any(t[x - d][y - d] for d in range(1, min(x, y) + 1)))
                t[x][y] = not wins
        _lost = t
    return _lost[a][b]


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


def layout(rng, pairs):
    """The pairs as text: mostly one per line, sometimes split or joined."""
    out = []
    for a, b in pairs:
        sep = rng.choice([" ", " ", "  ", "\t", "\n", " \r\n"])
        end = rng.choice(["\n", "\n", " \n", "\r\n", "\n\n", " "])
        out.append("%d%s%d%s" % (a, sep, b, end))
    text = "".join(out)
    if rng.random() < 0.2:
        text = text.rstrip()
    return text.encode()


def generate(rng):
    return layout(rng, [random_pair(rng) for _ in range(rng.randint(0, 8))])


def solve(data):
    nums = list(map(int, data.split()))
    return "".join("0\n" if lost(nums[i], nums[i + 1]) else "1\n" for i in range(0, len(nums) - 1, 2))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
