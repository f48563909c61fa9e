#!/usr/bin/env python3
"""pattern against about forty games met in contests and puzzles: each game's
table computed here by brute force from its own moves (the mex rule, or a
win/lose search), the first T values given to `pattern`, then `pattern --at`
asked far past the table. Each answer is scored right (the brute force's value,
or the value a theorem gives far out), unknown, or wrong.

Far truths: brute force to M (a few times T) for every game; beyond M only where
a theorem gives the value (a period certified by the table itself - the period
theorem for splits into J heaps, or a window of the largest move -, Nim, v2 and
Omega as the moves' own definitions, Wythoff's pairs, Euclid's ratio, the king's and
the knight's tables over two features proved by prove_step_rule, ...), each said next
to the game. Rule-less tables (Grundy's game, subtract a square, 0.6,
random values) must answer `unknown` past the table.

The test fails on any wrong answer, or when fewer than 90% of the answers on the
games with a rule are right, or when the command, which takes no flag that declares
a game's bounds or states that a table is its Grundy values, prints a rule as
certified for any game's table (nimkit/pattern.hpp certifies only on that statement). It prints the score: game, answers right / unknown /
wrong.

usage: tests/pattern_games_test.py BIN_DIR [--verbose] [--light]   (--light: every other game)
"""
import math
import os
import random
import subprocess
import sys

sys.setrecursionlimit(10000)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "oracles"))
from gamesearch import mex, xor_of  # noqa: E402  (the oracles' helpers)


# ---- heap games: g(0..n) by the mex rule over each heap's options ----

def heap_table(options, n):
    """options(h, g) lists the values of h's options, given g(0..h-1)."""
    g = []
    for h in range(n + 1):
        g.append(mex(options(h, g)))
    return g


def subtraction(s):
    return lambda h, g: [g[h - x] for x in s if x <= h]


def all_but(e):
    return lambda h, g: [g[h - k] for k in range(1, h + 1) if k not in e]


def octal(code):
    digits = [int(code[0])] + [int(c) for c in code[2:]]

    def options(h, g):
        out = []
        for k, d in enumerate(digits):
            if k > h:
                break
            rest = h - k
            if d & 1 and rest == 0 and k > 0:
                out.append(0)
            if d & 2 and rest > 0 and k > 0:
                out.append(g[rest])
            if d & 4:
                out.extend(g[a] ^ g[rest - a] for a in range(1, rest // 2 + 1))
        return out
    return options


def grundys_game(h, g):
    return [g[a] ^ g[h - a] for a in range(1, (h + 1) // 2)]


def lasker(h, g):  # take any number, or split a heap into two
    return [g[h - k] for k in range(1, h + 1)] + [g[a] ^ g[h - a] for a in range(1, h // 2 + 1)]


def take_proper_divisor(h, g):  # remove d tokens, d a divisor of h with d < h
    return [g[h - d] for d in range(1, h) if h % d == 0]


def to_proper_divisor(h, g):  # the heap becomes a proper divisor of itself
    return [g[d] for d in range(1, h) if h % d == 0]


def divide_by_prime(h, g):  # the heap becomes h / p for a prime p dividing it
    out = []
    for p in range(2, h + 1):
        if h % p == 0 and all(p % q for q in range(2, int(p ** 0.5) + 1)):
            out.append(g[h // p])
    return out


def take_divisor_not_one(h, g):  # remove d tokens, d a divisor of h with 1 < d < h
    return [g[h - d] for d in range(2, h) if h % d == 0]


def take_at_most_half(h, g):  # remove k tokens, 1 <= k <= h / 2
    return [g[h - k] for k in range(1, h // 2 + 1)]


def at_most_half_truth(n):  # the moves' own recursion: g(2m) = m, g(2m + 1) = g(m) (checked on the table)
    while n % 2:
        n //= 2
    return n // 2


def divide_floor(h, g):  # the heap becomes floor(h / k) for some k >= 2
    return list({g[h // k] for k in range(2, h + 1)}) if h else []


def memory_game(n, first, later):
    """1 when the first player wins a heap of h: takes from `first`(h) at the
    first move, from `later`(h, last) afterwards; whoever takes the last wins."""
    win = {}

    def wins(h, last):
        if (h, last) not in win:
            takes = first(h) if last == 0 else later(h, last)
            win[(h, last)] = any(not wins(h - t, t) for t in takes)
        return win[(h, last)]
    for h in range(n + 1):  # bottom up, so the recursion stays shallow
        for last in range(0, h + 1):
            wins(h, last)
    return [1 if wins(h, 0) else 0 for h in range(n + 1)]


def at_most_twice_previous(n):
    return memory_game(n, lambda h: range(1, min(h, 2) + 1), lambda h, last: range(1, min(h, 2 * last) + 1))


def at_most_one_more(n):
    return memory_game(n, lambda h: range(1, min(h, 1) + 1) if h else [],
                       lambda h, last: range(1, min(h, last + 1) + 1))


def halve_or_take_one(h, g):  # take one token, or take half of an even heap
    out = [g[h - 1]] if h else []
    if h and h % 2 == 0:
        out.append(g[h // 2])
    return out


def sqrt_moves(h, g):  # 255E: a heap of h becomes x with x^2 <= h <= x^4, x < h
    lo = 0
    while lo ** 4 < h:
        lo += 1
    return [g[x] for x in range(lo, math.isqrt(h) + 1) if x < h]


def fast_sqrt_moves_table(n):
    """255E by prefix counts of each value (the values stay below 5)."""
    g, count = [], [[0] * (n + 2) for _ in range(5)]
    for h in range(n + 1):
        lo = max(0, int(round(h ** 0.25)) - 1)
        while lo ** 4 < h:
            lo += 1
        hi = min(math.isqrt(h), h - 1)
        seen = [v for v in range(5) if lo <= hi and count[v][hi + 1] - count[v][lo] > 0]
        g.append(mex(seen))
        for v in range(5):
            count[v][h + 1] = count[v][h] + (g[h] == v)
    return g


def fast_sqrt_moves_wins(n):
    """255E, 1 when the mover wins: some move x (x^2 <= h <= x^4, x < h) reaches a
    loss, by prefix counts of the losses."""
    w, losses = [], [0]
    for h in range(n + 1):
        lo = max(0, int(round(h ** 0.25)) - 1)
        while lo ** 4 < h:
            lo += 1
        hi = min(math.isqrt(h), h - 1)
        w.append(1 if lo <= hi and losses[hi + 1] - losses[lo] > 0 else 0)
        losses.append(losses[-1] + (w[-1] == 0))
    return w


def to_small_root_table(n):
    """A heap of h becomes any x < h with x^2 <= h: the window is a prefix, so
    g(h) is the mex of g(0..min(isqrt(h), h - 1)), kept as the prefixes' mex."""
    g, prefix_mex, seen = [], [], set()
    for h in range(n + 1):
        top = min(math.isqrt(h), h - 1)
        g.append(prefix_mex[top] if top >= 0 else 0)
        seen.add(g[-1])
        m = prefix_mex[-1] if prefix_mex else 0
        while m in seen:
            m += 1
        prefix_mex.append(m)
    return g


def lieges_table(k, n):
    """Codeforces 603C: take one cow from a heap, or replace a heap of 2x cows by k
    heaps of x (their Grundy values xor to g(x) for odd k, to 0 for even k)."""
    g = []
    for h in range(n + 1):
        opts = [g[h - 1]] if h else []
        if h and h % 2 == 0:
            opts.append(g[h // 2] if k % 2 else 0)
        g.append(mex(opts))
    return g


def lieges_value(k, n):
    """603C's values by the known rule (checked against lieges_table for k <= 40,
    n <= 400 before use): even k: n for n <= 2, else 1 - n mod 2; odd k: 0 1 0 1 2
    for n <= 4, then 0 at odd n and at even n 2 if g(n / 2) = 1 else 1."""
    if k % 2 == 0:
        return n if n <= 2 else 1 - n % 2
    if n <= 4:
        return [0, 1, 0, 1, 2][n]
    if n % 2:
        return 0
    return 2 if lieges_value(k, n // 2) == 1 else 1


def random_table(seed, n, top):
    rng = random.Random(seed)
    return [rng.randint(0, top) for _ in range(n + 1)]


def coin_table(moves, n):
    """One head at place x = 1..n in a coin-turning game: a move turns the head
    at x and the coins of one of moves(x) (places left of x); the row is the sum
    of its heads (Winning Ways' coin-turning theorem), so g(x) = mex over moves
    of the xor of g at the other places turned. Index 0 is the empty row."""
    g = [0]
    for x in range(1, n + 1):
        g.append(mex(xor_of(g, others) for others in moves(x)))
    return g


def ruler_table(n):
    """The Ruler game: a move turns a run of coins ending at a head x (coin_table's
    rule with moves the runs x-c+1..x), the xor over a run from prefix xors."""
    g, prefix = [0], [0]  # prefix[i] = g(1) ^ .. ^ g(i)
    for x in range(1, n + 1):
        g.append(mex(prefix[x - 1] ^ prefix[x - c] for c in range(1, x + 1)))
        prefix.append(prefix[-1] ^ g[x])
    return g


def mock_turtle_moves(x):  # turn x and up to two coins left of it
    out = [[]]
    out += [[y] for y in range(1, x)]
    out += [[y, z] for y in range(1, x) for z in range(y + 1, x)]
    return out


def verdicts(wins):
    return [1 if w else 0 for w in wins]


def fibonacci_nim(n):
    """1 when the first player wins a heap of h (first move any but all, later
    at most twice the last take), by search over (heap, most the mover may take)."""
    win = [[False] * (n + 1) for _ in range(n + 1)]  # win[h][m], m <= h
    for h in range(1, n + 1):
        for m in range(1, h + 1):
            win[h][m] = win[h][m - 1] or (m == h) or not win[h - m][min(2 * m, h - m)]
    return [0] + [1 if win[h][h - 1] else 0 for h in range(1, n + 1)]


def at_most_previous(n):
    """Take-away with ratio 1: first move any but all, later at most the last take."""
    win = [[False] * (n + 1) for _ in range(n + 1)]
    for h in range(1, n + 1):
        for m in range(1, h + 1):
            win[h][m] = win[h][m - 1] or (m == h) or not win[h - m][min(m, h - m)]
    return [0] + [1 if win[h][h - 1] else 0 for h in range(1, n + 1)]


# ---- two numbers ----

def pair_table(options, n):
    g = [[0] * (n + 1) for _ in range(n + 1)]
    for a in range(n + 1):
        for b in range(n + 1):
            g[a][b] = mex(options(a, b, g))
    return g


def wythoff_options(a, b, g):
    return ([g[x][b] for x in range(a)] + [g[a][y] for y in range(b)] +
            [g[a - d][b - d] for d in range(1, min(a, b) + 1)])


def nim2_options(a, b, g):
    return [g[x][b] for x in range(a)] + [g[a][y] for y in range(b)]


def take12_options(a, b, g):
    return [g[a - k][b] for k in (1, 2) if a >= k] + [g[a][b - k] for k in (1, 2) if b >= k]


def step_table(steps, n):
    """g(a, b) on 0..n squared for a game of steps (a, b) -> (a - da, b - db), by the mex rule."""
    g = [[0] * (n + 1) for _ in range(n + 1)]
    for a in range(n + 1):
        for b in range(n + 1):
            g[a][b] = mex([g[a - da][b - db] for da, db in steps if a >= da and b >= db])
    return g


KING = ((1, 0), (0, 1), (1, 1))
KNIGHT = ((2, 1), (1, 2))


def euclid_wins(n):
    """Euclid's game on (a + 1, b + 1): subtract a positive multiple of the smaller
    from the larger, not below 0; reaching 0 wins. 1 when the mover wins."""
    w = [[False] * (n + 1) for _ in range(n + 1)]
    for s in range(2, 2 * n + 3):
        for x in range(1, n + 2):
            y = s - x
            if not 1 <= y <= n + 1:
                continue
            hi, lo = max(x, y), min(x, y)
            win = False
            k = 1
            while hi - k * lo >= 0 and not win:
                r = hi - k * lo
                win = r == 0 or not (w[r - 1][lo - 1] if x >= y else w[lo - 1][r - 1])
                k += 1
            w[x - 1][y - 1] = win
    return [[1 if v else 0 for v in row] for row in w]


# ---- the far truths (theorems) ----

def certified_period(g, t, heaps):
    """(n0, p) the table proves (agreement on n0 <= m < J n0 + (J-1) p + t, J >= 2;
    for J = 1 on max(n0, 1) <= m < max(n0, 1) + t), or None."""
    size = len(g)
    for p in range(1, size):
        n0 = size - p
        while n0 > 0 and g[n0 - 1 + p] == g[n0 - 1]:
            n0 -= 1
        end = heaps * n0 + (heaps - 1) * p + t if heaps >= 2 else max(n0, 1) + t
        if end <= size - p:
            return n0, p
    return None


def periodic_truth(g, t, heaps):
    n0, p = certified_period(g, t, heaps)
    return lambda n: g[n] if n < len(g) else g[n0 + (n - n0) % p]


def v2(n):
    return (n & -n).bit_length() - 1


def big_omega(n):
    c, d = 0, 2
    while d * d <= n:
        while n % d == 0:
            n //= d
            c += 1
        d += 1 if d == 2 else 2
    return c + (n > 1)


def is_fibonacci(n):
    a, b = 1, 2
    while a < n:
        a, b = b, a + b
    return a == n


def floor_phi(k):
    return (k + math.isqrt(5 * k * k)) // 2


def wythoff_p(a, b):
    a, b = min(a, b), max(a, b)
    k = b - a
    return floor_phi(k) == a


def clip(x, c):
    return max(-c, min(c, x))


def king_value(a, b):  # the king walking to the corner: T[min mod 2][max mod 2]
    return [[0, 1], [3, 2]][min(a, b) % 2][max(a, b) % 2]


def knight_value(a, b):  # the knight's two moves: T[min mod 3][a - b clipped to -2..2]
    return [[0, 0, 0, 0, 0], [1, 1, 0, 1, 1], [2, 1, 1, 1, 2]][min(a, b) % 3][clip(a - b, 2) + 2]


def prove_step_rule(steps, rule, key, n=48):
    """The theorem that rule(a, b) is g(a, b) for every a, b >= 0: g is the one function
    with g(a, b) = mex of g over the steps (induction on a + b), so it is enough that
    rule satisfies that equation everywhere. Whether it does at (a, b) depends only on
    key(a, b) (the features of (a, b) and of its options, and which steps are legal);
    the equation is checked on 0..n-1 squared, every key met there, and each key of
    10^4 random points up to 10^18 must be among them."""
    met = set()
    for a in range(n):
        for b in range(n):
            opts = [rule(a - da, b - db) for da, db in steps if a >= da and b >= db]
            assert rule(a, b) == mex(opts), (a, b)
            met.add(key(a, b))
    rng = random.Random(325)
    for _ in range(10000):
        a, b = rng.randint(0, 10 ** 18), rng.randint(0, 10 ** 18)
        if rng.random() < 0.5:
            b = a + rng.randint(-5, 5) if a >= 5 else b
        assert key(a, b) in met, (a, b)
    return rule


def king_key(a, b):  # the options' min and max parities follow from these
    return (min(a, 2), min(b, 2), a % 2, b % 2, clip(a - b, 2))


def knight_key(a, b):  # the options' min mod 3 and clipped a - b follow from these
    return (min(a, 3), min(b, 3), a % 3, b % 3, clip(a - b, 4))


def euclid_win(a, b):  # positions (a + 1, b + 1)
    x, y = max(a, b) + 1, min(a, b) + 1
    if x == y:
        return 1
    t = 2 * x - y
    return 0 if t * t < 5 * y * y else 1


# ---- the games ----

def one(name, table, m, t, truth=None, far=True, ruleless=False):
    return dict(name=name, kind="one", table=table, m=m, t=t, truth=truth, far=far, ruleless=ruleless)


def games():
    rng = random.Random(7)
    g = []
    kayles = heap_table(octal("0.77"), 1200)
    dawson = heap_table(octal("0.07"), 1200)
    chess = heap_table(octal("0.137"), 1200)
    g.append(one("Bash game: take 1..4", heap_table(subtraction([1, 2, 3, 4]), 3000), 3000, 300,
                 lambda n: n % 5))
    g.append(one("subtract 1, 3, 4", heap_table(subtraction([1, 3, 4]), 3000), 3000, 300,
                 periodic_truth(heap_table(subtraction([1, 3, 4]), 3000), 4, 1)))
    s2 = heap_table(subtraction([2, 5, 7]), 3000)
    g.append(one("subtract 2, 5, 7", s2, 3000, 400, periodic_truth(s2, 7, 1)))
    s3 = heap_table(subtraction([1, 4, 9]), 3000)
    g.append(one("subtract 1, 4, 9", s3, 3000, 400, periodic_truth(s3, 9, 1)))
    pw = heap_table(subtraction([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]), 3000)
    g.append(one("subtract a power of 2 (to 1024)", pw, 3000, 1000, lambda n: n % 3))
    g.append(one("Kayles (0.77)", kayles, 1200, 600, periodic_truth(kayles, 2, 2)))
    g.append(one("Dawson's Kayles (0.07)", dawson, 1200, 600, periodic_truth(dawson, 2, 2)))
    g.append(one("Dawson's chess (0.137)", chess, 1200, 600, periodic_truth(chess, 3, 2)))
    tc = heap_table(octal("0.007"), 1200)
    g.append(one("Treblecross (0.007)", tc, 1200, 700, None, far=False))
    g.append(one("Nim", list(range(2001)), 2000, 200, lambda n: n))
    g.append(one("Lasker's Nim", heap_table(lasker, 600), 600, 200,
                 lambda n: n if n % 4 in (1, 2) else n + 1 if n % 4 == 3 else n - 1 if n else 0))
    ab1 = heap_table(all_but({1}), 600)
    g.append(one("subtract any number but 1", ab1, 600, 200, None, far=False))
    ab23 = heap_table(all_but({2, 3}), 600)
    g.append(one("subtract any number but 2 and 3", ab23, 600, 200, None, far=False))
    g.append(one("take a proper divisor's worth", heap_table(take_proper_divisor, 3000), 3000, 1000,
                 lambda n: v2(n) if n else 0))
    g.append(one("move to a proper divisor", heap_table(to_proper_divisor, 3000), 3000, 1000,
                 lambda n: big_omega(n) if n else 0))
    g.append(one("divide by a prime factor", heap_table(divide_by_prime, 2000), 2000, 800,
                 lambda n: big_omega(n) % 2 if n else 0))
    g.append(one("take one, or half of an even heap", heap_table(halve_or_take_one, 4000), 4000, 2000, None, far=False))
    # P iff n is odd or 2^j with j odd (n >= 1): from odd n every d is odd and n - d = d (n/d - 1) is even with an
    # odd factor; from 2^j m (m odd > 1) take m, from 4^j take 2^(2j-1); from 2^j, j odd, n - 2^i is 2^i times an odd
    # number > 1 or 2^(j-1): the values elsewhere are unknown here (None)
    g.append(one("subtract a divisor d, 1 < d < n", heap_table(take_divisor_not_one, 4000), 4000, 2000,
                 lambda n: None if n % 2 == 0 and not (n & (n - 1) == 0 and v2(n) % 2) else 0))
    g.append(one("subtract at most half", heap_table(take_at_most_half, 4000), 4000, 1000, at_most_half_truth))
    g.append(one("first take 1 or 2, then at most twice the last (1 = wins)", at_most_twice_previous(900), 900, 450,
                 None, far=False))
    g.append(one("take at most one more than the last (1 = wins)", at_most_one_more(900), 900, 300, None, far=False))
    g.append(one("the heap becomes floor(n/k), k >= 2", heap_table(divide_floor, 3000), 3000, 1000,
                 lambda n: n.bit_length() - 1 if n else 0))
    fn = fibonacci_nim(700)
    g.append(one("Fibonacci Nim (1 = first player wins)", fn, 700, 350, lambda n: 0 if is_fibonacci(n) else 1))
    ap = at_most_previous(700)
    g.append(one("take at most the previous take (1 = wins)", ap, 700, 350,
                 lambda n: 0 if n and n & (n - 1) == 0 else 1))
    ruler = ruler_table(1500)
    g.append(one("Ruler game, one head at x", ruler, 1500, 600, lambda n: n & -n if n else 0))
    mock = coin_table(mock_turtle_moves, 300)
    g.append(one("Mock Turtles, one head at x", mock, 300, 150, lambda n: 0 if n == 0 else
                 2 * (n - 1) + (1 - bin(n - 1).count("1") % 2)))
    g.append(one("255E: x^2 <= n <= x^4", fast_sqrt_moves_table(60000), 60000, 20000, None, far=False))
    g.append(one("255E, 1 = wins", fast_sqrt_moves_wins(60000), 60000, 20000, None, far=False))
    g.append(one("a heap of n becomes x < n with x^2 <= n", to_small_root_table(70000), 70000, 5000, None, far=False))
    g.append(one("Grundy's game (no rule known)", heap_table(grundys_game, 2000), 2000, 1000, None, far=False, ruleless=True))
    g.append(one("subtract a square (no rule known)", heap_table(lambda h, t: [t[h - k * k] for k in range(1, math.isqrt(h) + 1)], 3000),
                 3000, 1500, None, far=False, ruleless=True))
    g.append(one("0.6 (no period known)", heap_table(octal("0.6"), 1500), 1500, 750, None, far=False, ruleless=True))
    for seed in range(3):
        top = [1, 3, 20][seed]
        g.append(one("random values 0..%d, seed %d" % (top, seed), random_table(seed, 2000, top), 2000, 1000, None,
                     far=False, ruleless=True))
    # two numbers
    wy = pair_table(wythoff_options, 120)
    g.append(dict(name="Wythoff (Grundy values)", kind="pairs", table=wy, t=120,
                  truth=lambda a, b: 0 if wythoff_p(a, b) else None))
    g.append(dict(name="Wythoff (1 = first player wins)", kind="pairs",
                  table=[[0 if v == 0 else 1 for v in row] for row in wy], t=120,
                  truth=lambda a, b: 0 if wythoff_p(a, b) else 1))
    g.append(dict(name="two-heap Nim", kind="pairs", table=pair_table(nim2_options, 40), t=40, truth=lambda a, b: a ^ b))
    g.append(dict(name="two heaps of take 1 or 2", kind="pairs", table=pair_table(take12_options, 40), t=40,
                  truth=lambda a, b: (a % 3) ^ (b % 3)))
    g.append(dict(name="Euclid's game (1 = wins), piles a+1, b+1", kind="pairs", table=euclid_wins(100), t=100,
                  truth=euclid_win))
    # step games on a board (a king, a knight heading for the corner; sums of several: Grundy values)
    g.append(dict(name="king to the corner (Grundy values)", kind="pairs", table=step_table(KING, 40), t=40,
                  truth=prove_step_rule(KING, king_value, king_key)))
    g.append(dict(name="knight to the corner, 2 moves (Grundy values)", kind="pairs", table=step_table(KNIGHT, 48),
                  t=48, truth=prove_step_rule(KNIGHT, knight_value, knight_key)))
    # families
    for label, (sets, rule) in sorted(family_theorems().items()):
        members = {k: heap_table(subtraction(sets(k)), 240) for k in range(3, 23)}
        g.append(dict(name="family: " + label, kind="family", members=members, theorem=rule))
    for k in range(1, 41):
        t = lieges_table(k, 400)
        assert all(t[n] == lieges_value(k, n) for n in range(401)), k
    g.append(dict(name="family: 603C, split 2x into k heaps of x", kind="family",
                  members={k: lieges_table(k, 240) for k in range(3, 23)}, theorem=lieges_value))
    return g


def run(pattern, args, stdin):
    p = subprocess.run([pattern] + args, input=stdin.encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    if p.returncode:
        raise RuntimeError("%s: exit %d: %s" % (args, p.returncode, p.stderr.decode()))
    return p.stdout.decode().split("\n")[:-1]


def score_one(pattern, game, rng):
    t, table = game["t"], game["table"]
    queries = list(range(t, min(t + 40, game["m"] + 1)))
    queries += [rng.randint(t, game["m"]) for _ in range(40)]
    if game["far"] and game["truth"]:
        queries += [rng.randint(10 ** 5, 10 ** e) for e in range(6, 19) for _ in range(3)]
    answers = run(pattern, ["--at", ",".join(map(str, queries))], " ".join(map(str, table[:t])) + "\n")
    out = []
    for q, a in zip(queries, answers):
        want = table[q] if q <= game["m"] else game["truth"](q)
        if q <= game["m"] and game["truth"] and game["truth"](q) is not None:
            assert game["truth"](q) == table[q], (game["name"], q, game["truth"](q), table[q])  # the theorem matches the search
        out.append((q, a, want))
    return out


def score_pairs(pattern, game, rng):
    t, table = game["t"], game["table"]
    rows = "".join(" ".join(map(str, row[:t])) + "\n" for row in table[:t])
    queries = []
    for e in range(3, 19):
        for _ in range(4):
            a = rng.randint(10 ** (e - 1), 10 ** e)
            queries.append((a, rng.randint(10 ** (e - 1), 10 ** e)))
            if game["name"].startswith("Wythoff"):  # P-positions too
                k = rng.randint(10 ** (e - 2), 10 ** (e - 1))
                queries.append((floor_phi(k), floor_phi(k) + k))
            if game["name"].startswith("Euclid"):
                b = rng.randint(10 ** (e - 1), 10 ** e // 2)
                queries.append((b + rng.randint(0, b), b))
    args = []
    for a, b in queries:
        args += ["--at", "%d,%d" % (a, b)]
    answers = run(pattern, ["--pairs"] + args, rows)
    return [((a, b), ans, game["truth"](a, b)) for (a, b), ans in zip(queries, answers)]


def score_family(pattern, game, rng):
    members = game["members"]
    text = "".join("%d: %s\n" % (k, " ".join(map(str, v))) for k, v in members.items())
    queries = []
    for _ in range(60):
        k = rng.choice([rng.randint(3, 22), rng.randint(23, 300), rng.randint(300, 10 ** 6)])
        n = rng.choice([rng.randint(0, 1000), rng.randint(10 ** 6, 10 ** 18)])
        queries.append((k, n))
    args = []
    for k, n in queries:
        args += ["--at", "%d,%d" % (k, n)]
    answers = run(pattern, ["--family"] + args, text)
    out = []
    for (k, n), a in zip(queries, answers):
        out.append(((k, n), a, game["theorem"](k, n)))
    return out


def family_theorems():
    """The values of the three families by their known rules, each checked here
    against brute force for every k <= 40 and n <= 400 before it is used."""
    def moves_12k(k, n):  # 3 does not divide k: n mod 3; else period k + 1: n mod 3 below k, then 3
        if k % 3:
            return n % 3
        r = n % (k + 1)
        return 3 if r == k else r % 3

    def moves_1k(k, n):  # k odd: n mod 2; k even: period k + 1, n mod 2 below k, then 2
        if k % 2:
            return n % 2
        r = n % (k + 1)
        return 2 if r == k else r % 2

    rules = {"moves 1, 2 or k": (lambda k: [1, 2, k], moves_12k), "moves 1 or k": (lambda k: [1, k], moves_1k),
             "take 1..k": (lambda k: list(range(1, k + 1)), lambda k, n: n % (k + 1))}
    for label, (sets, rule) in rules.items():
        for k in range(3, 41):
            t = heap_table(subtraction(sets(k)), 400)
            assert all(t[n] == rule(k, n) for n in range(401)), (label, k)
    return rules


def main(argv):
    pattern = os.path.join(argv[1], "pattern")
    verbose = "--verbose" in argv
    light = "--light" in argv  # under the sanitizers: every other game (the Release run scores them all)
    rng = random.Random(2024)
    total = [0, 0, 0]
    ruled = [0, 0, 0]
    failures = []
    print("%-46s %6s %8s %6s" % ("game", "right", "unknown", "wrong"))
    for i, game in enumerate(games()):
        if light and i % 2:
            continue
        if game["kind"] == "one":
            rows = score_one(pattern, game, rng)
            said = run(pattern, [], " ".join(map(str, game["table"][:game["t"]])) + "\n")
            failures += ["%s: the command certified: %s" % (game["name"], line) for line in said if "certified" in line]
        elif game["kind"] == "pairs":
            rows = score_pairs(pattern, game, rng)
        else:
            rows = score_family(pattern, game, rng)
        right = unknown = wrong = 0
        for q, a, want in rows:
            if a == "unknown":
                unknown += 1
            elif want is not None and a == str(want):
                right += 1
            else:
                wrong += 1
                failures.append("%s at %s: said %s, the truth is %s" % (game["name"], q, a, want))
            if verbose and a != "unknown" and (want is None or a != str(want)):
                print("   wrong at %s: %s vs %s" % (q, a, want))
        known = sum(1 for q, a, want in rows if want is not None)
        print("%-46s %6d %8d %6d" % (game["name"][:46], right, unknown, wrong))
        for i, c in enumerate((right, unknown, wrong)):
            total[i] += c
            if not game.get("ruleless"):
                ruled[i] += c
        del known
    print("%-46s %6d %8d %6d" % ("all", total[0], total[1], total[2]))
    share = ruled[0] / max(1, sum(ruled))
    print("games with a rule: %.1f%% right, %.2f%% wrong" % (100 * share, 100 * ruled[2] / max(1, sum(ruled))))
    for f in failures[:40]:
        print("FAIL " + f)
    if share < 0.9:
        print("FAIL fewer than 90% right on the games with a rule")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
