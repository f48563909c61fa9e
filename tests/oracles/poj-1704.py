"""Oracle for poj-1704 (POJ 1704, Georgia and Bob): T, then T cases "N p1..pN"
(distinct cells, unsorted) -> "Georgia will win" / "Bob will win".

The verdict comes from a P/N search over the real chessmen moves (one chessman
to any cell left of it, not past the edge - cell 1 is the first - nor past
another chessman); no staircase, no xor. Inputs: up to 5 cases of 1..5
chessmen on cells 1..12, shuffled, in varied layouts.
"""
import sys

import gamesearch


def options(cells):
    """cells: a sorted tuple; a chessman moves left, not onto cell 0 nor past the one before it."""
    return [cells[:i] + (c,) + cells[i + 1:] for i, p in enumerate(cells) for c in range((cells[i - 1] if i else 0) + 1, p)]


wins = gamesearch.wins_search(options)


def generate(rng):
    cases = []
    for _ in range(rng.randint(1, 5)):
        n = rng.randint(1, 5)
        cells = rng.sample(range(1, rng.randint(n, 12) + 1), n)
        cases += [[n], cells]
    return gamesearch.layout(rng, [[len(cases) // 2]] + cases)


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 1
    for _ in range(nums[0] if nums else 0):
        n = nums[i]
        out.append("Georgia will win" if wins(tuple(sorted(nums[i + 1:i + 1 + n]))) else "Bob will win")
        i += 1 + n
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
