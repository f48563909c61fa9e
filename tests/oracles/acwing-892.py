"""Oracle for acwing-892 (AcWing 892, staircase Nim): n, then the stones on
steps 1..n -> Yes if the first player wins, else No.

The verdict comes from a P/N search over the real staircase moves (carry any
positive number of stones from step i to step i-1; from step 1 they leave);
no xor. Inputs: 1..5 steps of 0..4 stones (mostly 1..4, as the judge gives;
at most 3 stones on 5 steps; often step 1 = step 3, to reach
lost positions more often), numbers spread over lines, CRLF.
"""
import functools
import sys


@functools.lru_cache(maxsize=None)
def wins(steps):
    """steps: a tuple, step 1 first. True iff the player to move wins."""
    for i, a in enumerate(steps):
        for t in range(1, a + 1):
            after = list(steps)
            after[i] -= t
            if i:
                after[i - 1] += t
            if not wins(tuple(after)):
                return True
    return False


def generate(rng):
    n = rng.randint(1, 5)
    top = 3 if n == 5 else 4
    steps = [rng.randint(0 if rng.random() < 0.1 else 1, top) for _ in range(n)]
    if n >= 3 and rng.random() < 0.4:  # more lost positions: steps 1 and 3 alike (the verdict is still searched)
        steps[0] = steps[2]
    seps = [" ", " ", "  ", "\t", "\n", "\r\n"]
    text = "%d%s" % (n, rng.choice(["\n", "\r\n", " "])) + "".join(
        "%d%s" % (a, rng.choice(seps)) for a in steps)
    return (text.rstrip() if rng.random() < 0.2 else text.rstrip(" \t") + "\n").encode()


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    return "Yes\n" if wins(tuple(nums[1:1 + nums[0]])) else "No\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
