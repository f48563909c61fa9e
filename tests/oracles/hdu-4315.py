"""Oracle for hdu-4315 (HDU 4315, Climbing the Hill): cases until end of input,
each "N k" and N cells -> "Alice" if the first player wins, else "Bob".

The verdict comes from a P/N search over the real climbs: a position is the
cells top-first (0 is the hilltop, where any number may stand) and the king's
index; a move carries one person not at the top up to any cell below the
person above (to the top too when that one is there, or none is above); once
the king is at the top the game is over and the player to move has lost. No
gaps, no staircase. Inputs: up to 5 cases of 1..6 persons on cells 1..11
(mostly increasing as the judge gives them, sometimes shuffled), every king.
"""
import sys

import gamesearch


def options(position):
    cells, king = position
    if cells[king] == 0:
        return []
    out = []
    for j, p in enumerate(cells):
        if p:
            lowest = 0 if j == 0 or cells[j - 1] == 0 else cells[j - 1] + 1
            out.extend((cells[:j] + (c,) + cells[j + 1:], king) for c in range(lowest, p))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    lines = []
    for _ in range(rng.randint(0, 5)):
        n = rng.randint(1, 6)
        cells = sorted(rng.sample(range(1, rng.randint(n, 11) + 1), n))
        if rng.random() < 0.2:
            rng.shuffle(cells)
        lines += [[n, rng.choice([1, min(2, n), n, rng.randint(1, n)])], cells]
    return gamesearch.layout(rng, lines)


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 0
    while i < len(nums):
        n, k = nums[i], nums[i + 1]
        out.append("Alice" if wins((tuple(sorted(nums[i + 2:i + 2 + n])), k - 1)) else "Bob")
        i += 2 + n
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
