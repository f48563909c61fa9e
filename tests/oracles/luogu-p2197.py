"""Oracle for luogu-p2197: T, then T cases "n a1..an" -> Yes/No (normal-play Nim).

The verdict comes from the P/N search over Nim moves in the nim oracle (take
any positive number from one pile); no xor. Inputs: up to 6 cases of up to 4
piles of 0..6 (zeros often), in varied layouts (numbers split over lines,
blank lines, CRLF).
"""
import sys

import gamesearch
from nim import wins


def generate(rng, pile=lambda rng: rng.choice([0, 0, rng.randint(0, 6)])):
    """T, then T cases "n a1..an", each size drawn by pile(rng) (luogu-p4279 shares this shape)."""
    cases = [[pile(rng) for _ in range(rng.randint(0, 4))] for _ in range(rng.randint(0, 6))]
    head = [[len(cases)]] if cases or rng.random() < 0.5 else []
    return gamesearch.layout(rng, head + [line for c in cases for line in ([len(c)], c)])


def solve(data, rule=wins, words=("Yes", "No")):
    """rule(sorted tuple of the sizes) -> True iff the first player wins."""
    nums = list(map(int, data.split()))
    out, i = [], 1
    for _ in range(nums[0] if nums else 0):
        n = nums[i]
        out.append(words[0 if rule(tuple(sorted(nums[i + 1:i + 1 + n]))) else 1])
        i += 1 + n
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
