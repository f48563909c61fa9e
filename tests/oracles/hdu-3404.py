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
import functools
import importlib.util
import os
import sys

WIN, LOSE = "Have a try, lxhgww.", "Don't waste your time."


@functools.lru_cache(maxsize=None)
def wins(rows, cols, mask):
    """True iff the player to move wins; bit (x-1)*cols + (y-1) is the light (x, y)."""
    bit = lambda x, y: 1 << ((x - 1) * cols + (y - 1))
    for x2 in range(1, rows + 1):
        for y2 in range(1, cols + 1):
            if not mask & bit(x2, y2):
                continue
            for x1 in range(1, x2 + 1):
                for y1 in range(1, y2 + 1):
                    corners = bit(x1, y1) | bit(x1, y2) | bit(x2, y1) | bit(x2, y2)
                    if not wins(rows, cols, mask ^ corners):
                        return True
    return False


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 5)):
        rows = rng.randint(1, 12)
        cols = rng.randint(1, 12 // rows)
        cells = [(x, y) for x in range(1, rows + 1) for y in range(1, cols + 1)]
        cases.append(rng.sample(cells, rng.randint(0, len(cells))))
    seps = [" ", "\n", " \n", "\t", "\r\n", "\n\n"]
    text = "%d%s" % (len(cases), rng.choice(seps[1:]))
    for lights in cases:
        text += "%d%s" % (len(lights), rng.choice(seps[1:]))
        text += "".join("%d%s%d%s" % (x, rng.choice(seps), y, rng.choice(seps[1:])) for x, y in lights)
    if rng.random() < 0.2:
        text = text.rstrip()
    return text.encode()


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
        out.append(WIN if wins(rows, cols, mask) else LOSE)
    return "".join(line + "\n" for line in out)


def solve_fermat(data):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "library-checker-nim_product_64.py")
    spec = importlib.util.spec_from_file_location("nim_product_oracle", path)
    product = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(product)
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
