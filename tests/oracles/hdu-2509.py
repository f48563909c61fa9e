"""Oracle for hdu-2509: cases "n a1..an" until end of input -> Yes/No.

The verdict comes from a misère P/N search over the real moves: take a run of
adjacent apples from one row, which leaves the part before it and the part
after it as two rows; whoever cannot move (the other side took the last
apple) wins. No xor, no Nim. Inputs: up to 6 cases of up to 4 rows of 0..6
(many 0s and 1s), in varied layouts.
"""
import sys

import gamesearch


def options(rows):
    """rows: a sorted tuple without zeros."""
    for i, length in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        for start in range(length):
            for end in range(start + 1, length + 1):  # apples start..end-1 taken
                yield tuple(sorted(r for r in rest + (start, length - end) if r))


wins = gamesearch.wins_search(options, misere=True)  # no apple left: the mover has won


def generate(rng):
    cases = [[rng.choice([0, 1, 1, rng.randint(0, 6)]) for _ in range(rng.randint(0, 4))]
             for _ in range(rng.randint(0, 6))]
    return gamesearch.layout(rng, [[len(c)] + c for c in cases])


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 0
    while i < len(nums):
        n = nums[i]
        out.append("Yes" if wins(tuple(sorted(a for a in nums[i + 1:i + 1 + n] if a))) else "No")
        i += 1 + n
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
