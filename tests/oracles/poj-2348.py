"""Oracle for poj-2348: lines "a b" until "0 0" -> "Stan wins"/"Ollie wins".

The verdict comes from a P/N search over the game's moves: from (x, y) with
x <= y, subtract k * x (k >= 1) from y, leaving it >= 0; a pair with a 0 has
no move, so its mover lost (the other reached 0). No quotient rule.
Inputs: up to 8 games, numbers 1..60 (equal numbers, multiples and
consecutive Fibonacci numbers come up often), "0 0" at the end most times.
"""
import sys

import gamesearch


def options(pair):
    x, y = sorted(pair)
    if x == 0:
        return []
    return [tuple(sorted((x, y - k * x))) for k in range(1, y // x + 1)]


wins = gamesearch.wins_search(options)
FIBONACCI = [1, 2, 3, 5, 8, 13, 21, 34, 55]


def generate(rng):
    games = []
    for _ in range(rng.randint(0, 8)):
        kind = rng.random()
        if kind < 0.15:
            a = rng.randint(1, 60)
            games.append((a, a))
        elif kind < 0.3:
            a = rng.randint(1, 20)
            games.append((a, a * rng.randint(1, 3)))
        elif kind < 0.45:
            i = rng.randint(0, len(FIBONACCI) - 2)
            games.append((FIBONACCI[i], FIBONACCI[i + 1]))
        else:
            games.append((rng.randint(1, 60), rng.randint(1, 60)))
        if rng.random() < 0.5:
            games[-1] = games[-1][::-1]
    lines = [list(g) for g in games]
    if rng.random() < 0.85:
        lines.append([0, 0])
    return gamesearch.layout(rng, lines)


def solve(data):
    nums = list(map(int, data.split()))
    out = []
    for k in range(0, len(nums) - 1, 2):
        a, b = nums[k], nums[k + 1]
        if a == 0 and b == 0:
            break
        out.append("Stan wins\n" if wins(tuple(sorted((a, b)))) else "Ollie wins\n")
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
