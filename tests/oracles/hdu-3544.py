"""Oracle for hdu-3544 (HDU 3544, Alice's Game: Cutcake): T, then T cases
"N, then N lines X Y" -> "Case k: Alice" or "Case k: Bob".

The verdict comes from a search of the game itself: a position is the sorted
tuple of chocolates and who moves; Alice splits some X*Y into A*Y + B*Y, Bob
into X*A + X*B; a player without a move loses. No values, no closed form.
Inputs: 0..4 cases of 1..2 chocolates of sides 1..5 or 3 of sides 1..3, in
varied layouts.
"""
import sys

import gamesearch


def options(position):
    pieces, alice = position
    out = []
    for i, (x, y) in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1:]
        side = x if alice else y
        for a in range(1, side // 2 + 1):
            cut = ((a, y), (x - a, y)) if alice else ((x, a), (x, y - a))
            out.append((tuple(sorted(rest + cut)), not alice))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    def case():
        n = rng.randint(1, 3)
        top = 5 if n <= 2 else 3  # three cakes of sides up to 5 take the search minutes
        return [(rng.randint(1, top), rng.randint(1, top)) for _ in range(n)]
    cases = [case() for _ in range(rng.randint(0, 4))]
    lines = [[len(cases)]]
    for c in cases:
        lines.append([len(c)])
        lines.extend([list(p) for p in c])
    return gamesearch.layout(rng, lines)


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 1
    for k in range(1, (nums[0] if nums else 0) + 1):
        n = nums[i]
        pieces = tuple(sorted((nums[i + 1 + 2 * j], nums[i + 2 + 2 * j]) for j in range(n)))
        out.append("Case %d: %s\n" % (k, "Alice" if wins((pieces, True)) else "Bob"))
        i += 1 + 2 * n
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
