"""Oracle for acwing-892 (AcWing 892, staircase Nim): n, then the stones on
steps 1..n -> Yes if the first player wins, else No.

The verdict comes from a P/N search over the real staircase moves (carry any
positive number of stones from step i to step i-1; from step 1 they leave);
no xor. Inputs: 1..5 steps of 0..4 stones (mostly 1..4, as the judge gives;
at most 3 stones on 5 steps; often step 1 = step 3, to reach
lost positions more often), in varied layouts (numbers split over lines, CRLF).
"""
import sys

import gamesearch


def options(steps):
    """steps: a tuple, step 1 first."""
    for i, a in enumerate(steps):
        for t in range(1, a + 1):
            after = list(steps)
            after[i] -= t
            if i:
                after[i - 1] += t
            yield tuple(after)


wins = gamesearch.wins_search(options)


def generate(rng):
    n = rng.randint(1, 5)
    top = 3 if n == 5 else 4
    steps = [rng.randint(0 if rng.random() < 0.1 else 1, top) for _ in range(n)]
    if n >= 3 and rng.random() < 0.4:  # more lost positions: steps 1 and 3 alike (the verdict is still searched)
        steps[0] = steps[2]
    return gamesearch.layout(rng, [[n], steps])


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    return "Yes\n" if wins(tuple(nums[1:1 + nums[0]])) else "No\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
