"""Oracle for hdu-1729: test cases "N, then N boxes s c" until N = 0 -> "Case k:" and Yes/No.

The verdict comes from a P/N search over the whole case played as one game:
a position is the multiset of boxes (capacity, count); a move adds 1..c^2
stones to one box without passing its capacity; no move: the mover loses.
No Grundy values, no xor, no pivot. Inputs: up to 4 cases of 1 to 3 boxes
with capacities 0..12 (empty and full boxes come up often), 0 ending the
input most times.
"""
import sys

import gamesearch


def options(boxes):
    out = []
    for i, (s, c) in enumerate(boxes):
        for k in range(1, min(c * c, s - c) + 1):
            out.append(tuple(sorted(boxes[:i] + ((s, c + k),) + boxes[i + 1:])))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    lines = []
    for _ in range(rng.randint(0, 4)):
        boxes = []
        for _ in range(rng.randint(1, 3)):
            s = rng.randint(0, 12)
            c = rng.choice([0, s, rng.randint(0, s), rng.randint(0, s)])
            boxes.append([s, c])
        lines += [[len(boxes)]] + boxes
    if rng.random() < 0.85:
        lines.append([0])
    return gamesearch.layout(rng, lines)


def solve(data):
    nums = list(map(int, data.split()))
    out, i, k = [], 0, 0
    while i < len(nums) and nums[i] != 0:
        n = nums[i]
        boxes = tuple(sorted((nums[i + 1 + 2 * j], nums[i + 2 + 2 * j]) for j in range(n)))
        k += 1
        out.append("Case %d:\n%s\n" % (k, "Yes" if wins(boxes) else "No"))
        i += 1 + 2 * n
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
