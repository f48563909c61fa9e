"""Oracle for hdu-3404: T, then T cases "n" and n lights "x y" -> a verdict per case.

solve() plays the game itself: a P/N search over sets of lights, where a move
picks an on light (x2, y2) and 1 <= x1 <= x2, 1 <= y1 <= y2 and toggles each
distinct corner of that rectangle once; the player who cannot move loses. No nim
product, no xor. Inputs: up to 5 cases of distinct lights on boards of at most
12 cells (3x4, 4x3, 2x6, 6x2, 1x12, 12x1, ...), in varied layouts.

With --fermat, a case is won iff the xor of x (x) y over its lights is non-zero,
the products taken by the --fermat rules of library-checker-nim_product_64.py:
how the samples with large coordinates got their answers.
"""
import importlib
import sys

import gamesearch

WIN, LOSE = "Have a try, lxhgww.", "Don't waste your time."


def options(board):
    """board: (rows, cols, mask); bit (x-1)*cols + (y-1) of mask is the light (x, y)."""
    rows, cols, mask = board
    bit = lambda x, y: 1 << ((x - 1) * cols + (y - 1))
    for x2 in range(1, rows + 1):
        for y2 in range(1, cols + 1):
            if not mask & bit(x2, y2):
                continue
            for x1 in range(1, x2 + 1):
                for y1 in range(1, y2 + 1):
                    yield rows, cols, mask ^ (bit(x1, y1) | bit(x1, y2) | bit(x2, y1) | bit(x2, y2))


wins = gamesearch.wins_search(options)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 5)):
        rows = rng.randint(1, 12)
        cols = rng.randint(1, 12 // rows)
        cells = [(x, y) for x in range(1, rows + 1) for y in range(1, cols + 1)]
        cases.append(rng.sample(cells, rng.randint(0, len(cells))))
    return gamesearch.layout(rng, [[len(cases)]] + [line for lights in cases for line in [[len(lights)]] + lights])


def cases(data):
    nums = list(map(int, data.split()))
    i = 1
    for _ in range(nums[0] if nums else 0):
        n = nums[i]
        yield [(nums[i + 1 + 2 * k], nums[i + 2 + 2 * k]) for k in range(n)]
        i += 1 + 2 * n


def solve(data):
    out = []
    for lights in cases(data):
        rows = max([x for x, _ in lights] or [1])
        cols = max([y for _, y in lights] or [1])
        mask = sum(1 << ((x - 1) * cols + (y - 1)) for x, y in lights)
        out.append(WIN if wins((rows, cols, mask)) else LOSE)
    return "".join(line + "\n" for line in out)


def solve_fermat(data):
    product = importlib.import_module("library-checker-nim_product_64")
    out = []
    for lights in cases(data):
        x = 0
        for a, b in lights:
            x ^= product.fermat_product(a, b)
        out.append(WIN if x else LOSE)
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve_fermat(data) if sys.argv[1:] == ["--fermat"] else solve(data))
