"""Oracle for poj-1740 (POJ 1740, A New Stone Game): cases "n a1 .. an" until
a lone 0 -> 1 if Alice (moving first) wins, else 0.

The verdict comes from a P/N search over the game's own moves: pick a pile of
a stones, remove at least one from the game, keep some (0..a-1) and hand the
rest, in any amounts, to other piles that still have stones (an empty pile is
never refilled, so positions are the sorted non-empty piles). No pairing rule.
Inputs: up to 5 cases of 1..4 piles of 0..5 (5 piles: up to 3), sometimes
without the closing 0, in varied layouts.
"""
import sys

import gamesearch


def hand_out(piles, left):
    """Every way to add `left` stones to the piles (a tuple), in any amounts."""
    if not piles:
        return [()] if left == 0 else []
    return [(piles[0] + give,) + rest for give in range(left + 1) for rest in hand_out(piles[1:], left - give)]


def options(piles):
    out = set()
    for i, a in enumerate(piles):
        others = piles[:i] + piles[i + 1:]
        for given in range(a):
            for keep in range(a - given):
                for after in hand_out(others, given):
                    out.add(tuple(sorted(x for x in after + (keep,) if x)))
    return sorted(out)


wins = gamesearch.wins_search(options)


def generate(rng):
    lines = []
    for _ in range(rng.randint(0, 5)):
        n = rng.randint(1, 5)
        top = 3 if n == 5 else 5
        piles = [rng.randint(0, top) for _ in range(n)]
        if rng.random() < 0.3 and n % 2 == 0:  # a paired position now and then
            piles = piles[: n // 2] * 2
            rng.shuffle(piles)
        lines += [[n], piles]
    if rng.random() < 0.8:
        lines.append([0])
    return gamesearch.layout(rng, lines)


def solve(data):
    nums = iter(map(int, data.split()))
    out = []
    for n in nums:  # a lone 0 (or the end of input) ends the cases
        if n == 0:
            break
        piles = [next(nums) for _ in range(n)]
        out.append("1\n" if wins(tuple(sorted(a for a in piles if a))) else "0\n")
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
