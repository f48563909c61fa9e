"""Oracle for hdu-3537 (HDU 3537 Daizhenyang's Coin): cases "n a1..an" until
end of input -> Yes (the first player loses) / No.

The verdict comes from a P/N search over rows of coins (a bitmask of the heads,
bit p for coin p counted from 0): a move picks a head x, turns it to tails and
flips at most two other coins left of x, each heads or tails. A coin listed
more than once is one head (the statement: the same coin may be described
twice or more). No odious numbers, no xor. Inputs: up to 6 cases of up to 7
positions in 0..9, repeats frequent, in varied layouts. --big: the answer by
the xor of odious numbers, for samples with positions the search cannot reach.
"""
import sys

import gamesearch


def options(row):
    for x in range(row.bit_length()):
        if not row >> x & 1:
            continue
        base = row ^ (1 << x)
        yield base
        for y in range(x):
            yield base ^ (1 << y)
            for z in range(y):
                yield base ^ (1 << y) ^ (1 << z)


wins = gamesearch.wins_search(options)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 6)):
        pool = [rng.randint(0, 9) for _ in range(rng.randint(1, 4))]
        heads = [rng.choice(pool + [rng.randint(0, 9)]) for _ in range(rng.randint(0, 7))]
        cases.append([len(heads)] + heads if heads or rng.random() < 0.5 else [0])
    return gamesearch.layout(rng, cases)


def cases(data):
    nums = list(map(int, data.split()))
    i = 0
    while i < len(nums):
        n = nums[i]
        yield nums[i + 1:i + 1 + n]
        i += 1 + n


def solve(data):
    out = []
    for heads in cases(data):
        row = 0
        for a in heads:
            row |= 1 << a
        out.append("No" if wins(row) else "Yes")
    return "".join(line + "\n" for line in out)


def solve_big(data):
    """Mock Turtles' theorem: coin p (from 0) is worth the odious one of 2p, 2p+1."""
    out = []
    for heads in cases(data):
        x = 0
        for a in set(heads):
            x ^= 2 * a + (0 if bin(a).count("1") % 2 else 1)
        out.append("Yes" if x == 0 else "No")
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve_big(data) if sys.argv[1:] == ["--big"] else solve(data))
