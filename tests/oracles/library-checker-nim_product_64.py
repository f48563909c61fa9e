"""Oracle for library-checker-nim_product_64: T, then T pairs "A B" -> A (x) B per line.

solve() takes every product from the definition alone,
    a (x) b = mex { (a' (x) b) ^ (a (x) b') ^ (a' (x) b') : a' < a, b' < b },
tabulated for a, b < 64 (generate() keeps to that range: 0, 1, 63 and the
Fermat 2-powers 2, 4, 16 with their neighbours come up often). Layouts vary:
pairs split over lines, blank lines, tabs, CRLF, no final newline.

With --fermat, any 64-bit factors are multiplied by Conway's two rules for a
Fermat 2-power F = 2^(2^k) (F (x) x = F x for x < F, F (x) F = 3F/2), splitting
each factor at F into halves and multiplying all four pairs of halves: not the
library's method (logarithms, Karatsuba). The samples with large values got
their answers that way:
    python3 tests/oracles/library-checker-nim_product_64.py --fermat < N.in > N.out
"""
import functools
import sys

import gamesearch

LIMIT = 64


@functools.lru_cache(maxsize=None)
def mex_table():
    t = [[0] * LIMIT for _ in range(LIMIT)]
    for a in range(LIMIT):
        row = t[a]
        for b in range(LIMIT):
            row[b] = gamesearch.mex(tx[b] ^ row[y] ^ tx[y] for tx in t[:a] for y in range(b))
    return t


@functools.lru_cache(maxsize=None)
def fermat_product(a, b, half=32):
    """a (x) b for a, b < 2^(2 half), split at F = 2^half."""
    if a < 2 or b < 2:
        return a * b
    f = 1 << half
    a1, a0, b1, b0 = a >> half, a & (f - 1), b >> half, b & (f - 1)
    high = fermat_product(a1, b1, half // 2)
    # (a1 F + a0)(b1 F + b0) with F (x) F = F + F/2 (+ is xor):
    # (a1 b1 + a1 b0 + a0 b1) F + a0 b0 + a1 b1 (x) F/2
    top = high ^ fermat_product(a1, b0, half // 2) ^ fermat_product(a0, b1, half // 2)
    return (top << half) ^ fermat_product(a0, b0, half // 2) ^ fermat_product(high, f >> 1, half // 2)


def generate(rng):
    special = [0, 1, 2, 3, 4, 5, 15, 16, 17, 31, 32, 63]
    pick = lambda: rng.choice(special) if rng.random() < 0.3 else rng.randrange(LIMIT)
    pairs = [(pick(), pick()) for _ in range(rng.randint(1, 12))]
    return gamesearch.layout(rng, [[len(pairs)]] + pairs)


def solve(data, product=None):
    nums = list(map(int, data.split()))
    if product is None:
        table = mex_table()
        product = lambda a, b: table[a][b]
    t = nums[0] if nums else 0
    return "".join("%d\n" % product(nums[1 + 2 * i], nums[2 + 2 * i]) for i in range(t))


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve(data, fermat_product) if sys.argv[1:] == ["--fermat"] else solve(data))
