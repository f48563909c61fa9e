"""Oracle for nim: cases "n a1..an" until end of input -> Yes/No.

The verdict comes from a P/N search over Nim positions (take any positive
number from one pile); no xor. Inputs: up to 6 cases of up to 4 piles of 0..6,
in varied layouts (numbers split over lines, blank lines, CRLF).
"""
import functools
import sys


@functools.lru_cache(maxsize=None)
def wins(piles):
    """piles: a sorted tuple. True iff the player to move wins (normal play)."""
    for i, a in enumerate(piles):
        for left in range(a):
            after = tuple(sorted(piles[:i] + (left,) + piles[i + 1:]))
            if not wins(after):
                return True
    return False


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 6)):
        piles = [rng.randint(0, 6) for _ in range(rng.randint(0, 4))]
        cases.append([len(piles)] + piles)
    seps = [" ", "\n", " \n", "\t", "\r\n", "\n\n"]
    text = "".join(rng.choice(seps).join(map(str, c)) + rng.choice(seps[1:]) for c in cases)
    return text.encode()


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 0
    while i < len(nums):
        n = nums[i]
        out.append("Yes" if wins(tuple(sorted(nums[i + 1:i + 1 + n]))) else "No")
        i += 1 + n
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
