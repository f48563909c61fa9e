"""Oracle for acwing-893 (AcWing 893, set-Nim): k, S, n, the piles -> Yes/No.

The verdict comes from a P/N search over the piles, a move taking exactly s
stones from one pile for some s in S; no Grundy values, no xor. Inputs: S of
1..4 distinct members in 1..10 (unsorted, some larger than every pile), 1..4
piles of 1..12, in varied layouts (numbers split over lines, blank lines, CRLF).
"""
import functools
import sys


@functools.lru_cache(maxsize=None)
def wins(s, piles):
    """s: a tuple of moves; piles: a sorted tuple. True iff the player to move wins."""
    for i, a in enumerate(piles):
        for m in s:
            if m <= a and not wins(s, tuple(sorted(piles[:i] + (a - m,) + piles[i + 1:]))):
                return True
    return False


def layout(rng, lines):
    """The lines of numbers, each number apart by some whitespace, each line ended by some newline."""
    seps, ends = [" ", "  ", "\t", " \n"], ["\n", "\r\n", "\n\n", " \n"]
    return "".join(rng.choice(seps).join(map(str, line)) + rng.choice(ends) for line in lines).encode()


def generate(rng):
    s = rng.sample(range(1, 11), rng.randint(1, 4))
    piles = [rng.randint(1, 12) for _ in range(rng.randint(1, 4))]
    return layout(rng, [[len(s)], s, [len(piles)], piles])


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    k = nums[0]
    s, n = tuple(nums[1:1 + k]), nums[1 + k]
    piles = nums[2 + k:2 + k + n]
    return "Yes\n" if wins(s, tuple(sorted(piles))) else "No\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
