#!/usr/bin/env python3
"""pattern on the rules with a square root or a second mex, against brute force of
the games' own moves (nimkit/internal_root_rule.hpp).

Codeforces 1451D (a token at (0, 0); a move adds k to x or to y; the token must
stay within distance d of the origin; who cannot move loses): f(d) = 1 when the
first player wins, for k = 1..4, searched position by position for every d. The
table f(0..120k - 1) is given; the answers asked are every d from 120k to 120k +
149 (the search again) and 40 values of d in 10^17..10^18 (the command asks n <= 10^18) and d = k P, k P +- 1
for P the Pell numbers with 2 P^2 +- 1 a square (the root's edges), checked against the rule
the search shows (floor(sqrt(2 floor(d^2 / k^2))) mod 2, the game's length) in
Python's exact integers - the 128-bit root in the command, not the game.

Codeforces 1867C (S a set of numbers; Alice adds x not in S, Bob then removes
y in S with y < x; it ends when Bob cannot, or after Alice's |S| + 1-th move;
the score is mex(S), Alice maximizes, Bob minimizes): the score for every S of
{0..7} (S as the bits of n), by minimax over the moves with numbers up to 10;
asked for every S of {0..9} (the minimax again) and 40 n in 10^17..10^18 (against the
rule's second 0 bit, in Python).

Fraenkel's 2-Wythoff (take any number from one heap, or k and l >= 1 from both with
|k - l| < 2): f(a, b) = 1 when the mover wins, searched from the moves on 0..999
squared; the table 0..199 squared is given (`--pairs`) and 300 random cells of 0..999
squared, every lost cell with a coordinate past 199 and the cell below each are asked
(its lost cells are the sqrt 2 Beatty pairs, internal_sequence_rule.hpp's fit).

The root's edges apart from the games: f(n) = floor(sqrt(floor(n^2 / 3))) mod 2 on
0..299, asked at n, n +- 1 for n^2 - 3 m^2 = 1 up to 10^18, where the root's argument
is a square (Python's exact roots).

Every answer must be right: the test fails on an unknown or a wrong one.
usage: tests/pattern_root_test.py BIN_DIR
"""
import math
import os
import random
import subprocess
import sys
from functools import lru_cache


def circle_wins(d, k):
    """1 when the player to move from (0, 0) wins, by the moves: rows p of (p, q) with k^2 (p^2 + q^2) <= d^2."""
    r2 = d * d
    top = 0
    while k * k * (top + 1) ** 2 <= r2:
        top += 1
    width = [-1] * (top + 2)  # width[p]: the largest q on row p
    for p in range(top + 1):
        q = 0
        while k * k * (p * p + (q + 1) ** 2) <= r2:
            q += 1
        width[p] = q
    below = []  # losing flags of row p + 1
    for p in range(top, -1, -1):
        row = [False] * (width[p] + 1)
        for q in range(width[p], -1, -1):
            win = (q + 1 <= width[p] and row[q + 1]) or (q <= width[p + 1] and below[q])
            row[q] = not win  # row holds "losing" flags
        below = row
    return 0 if below[0] else 1


def mex_game(mask, top):
    """1867C's score from the set mask (bits), numbers added up to top - 1."""
    def mex(s):
        m = 0
        while s >> m & 1:
            m += 1
        return m

    @lru_cache(None)
    def alice(s, left):
        best = -1
        for x in range(top):
            if s >> x & 1:
                continue
            t = s | (1 << x)
            if left == 1 or t & ((1 << x) - 1) == 0:
                v = mex(t)
            else:
                v = min(alice(t & ~(1 << y), left - 1) for y in range(x) if t >> y & 1)
            best = max(best, v)
        return best
    return alice(mask, bin(mask).count("1") + 1)


def pell_edges(k):
    """d = k P and k P +- 1 up to 10^18 for P with 2 P^2 +- 1 a square (1, 2, 5, 12, 29, 70, ...): where
    2 d^2 / k^2 is next to a square, the root's edge cases."""
    out, a, b = [], 1, 2
    while k * b + 1 <= 10 ** 18:
        out += [k * b - 1, k * b, k * b + 1]
        a, b = b, 2 * b + a
    return [d for d in out if d >= 10 ** 6]


def two_wythoff(n):
    """Fraenkel's 2-Wythoff: take any number from one heap, or k from one and l from the other with k, l >= 1 and
    |k - l| < 2; who cannot move loses. f(a, b) = 1 when the mover wins, a, b = 0..n - 1, by the moves: a position is
    lost iff no move reaches a lost one - per row, column and difference b - a, whether a lost position is there
    (rows of a in order: every position of a smaller a is known)."""
    row_lost, col_lost, least_a = [False] * n, [False] * n, {}
    f = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            d = b - a
            reach = row_lost[a] or col_lost[b] or least_a.get(d, n) <= a - 1 or \
                least_a.get(d + 1, n) <= a - 2 or least_a.get(d - 1, n) <= a - 1
            if not reach:  # lost: the next positions of its row, column and difference see it
                row_lost[a] = True
                col_lost[b] = True
                least_a[d] = min(least_a.get(d, n), a)
            f[a][b] = 1 if reach else 0
    return f


def ask(pattern, table, queries):
    p = subprocess.run([pattern, "--at", ",".join(map(str, queries))], input=(" ".join(map(str, table)) + "\n").encode(),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    if p.returncode:
        raise RuntimeError("pattern: exit %d: %s" % (p.returncode, p.stderr.decode()))
    return p.stdout.decode().split()


def check(pattern, name, table, truth):
    queries = sorted(truth)
    answers = ask(pattern, table, queries)
    bad = [(q, a, truth[q]) for q, a in zip(queries, answers) if a != str(truth[q])]
    print("%-44s %4d asked, %d not right%s" % (name, len(queries), len(bad), "" if not bad else
                                                ": f(%d) said %s, the truth is %s" % bad[0]))
    return not bad


def main(argv):
    pattern = os.path.join(argv[1], "pattern")
    rng = random.Random(1451)
    ok = True
    for k in range(1, 5):
        n = 120 * k
        table = [circle_wins(d, k) for d in range(n)]
        truth = {d: circle_wins(d, k) for d in range(n, n + 150)}
        for _ in range(40):
            d = rng.randrange(10 ** 17, 10 ** 18 + 1)
            truth[d] = math.isqrt(2 * (d * d // (k * k))) % 2
        for e in pell_edges(k):
            truth[e] = math.isqrt(2 * (e * e // (k * k))) % 2
        ok &= check(pattern, "1451D, k = %d: f(0..%d)" % (k, n - 1), table, truth)
    # the root's own edge: floor(n^2 / 3) a square at n^2 - 3 m^2 = 1 (2, 7, 26, ...), past 2^32 the 128-bit root
    table = [math.isqrt(n * n // 3) % 2 for n in range(300)]
    truth, a, b = {}, 1, 2
    while b + 1 <= 10 ** 18:
        for n in (b - 1, b, b + 1):
            truth[n] = math.isqrt(n * n // 3) % 2
        a, b = b, 4 * b - a
    ok &= check(pattern, "floor(sqrt(floor(n^2/3))) mod 2 (no game)", table, truth)
    # 2-Wythoff: the sqrt 2 Beatty pairs (floor(k sqrt 2), floor(k (2 + sqrt 2))) as the lost positions
    big = two_wythoff(1000)
    cells = [(rng.randrange(1000), rng.randrange(1000)) for _ in range(300)]
    cells += [(a, b) for a in range(1000) for b in range(1000) if big[a][b] == 0 and max(a, b) >= 200]
    cells += [(a + 1, b) for a, b in cells[300:] if a + 1 < 1000]
    p = subprocess.run([pattern, "--pairs"] + [x for a, b in cells for x in ("--at", "%d,%d" % (a, b))],
                       input="\n".join(" ".join(map(str, row[:200])) for row in big[:200]).encode() + b"\n",
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    bad = [(c, a) for c, a in zip(cells, p.stdout.decode().split()) if a != str(big[c[0]][c[1]])]
    print("%-44s %4d asked, %d not right%s" % ("2-Wythoff: f(0..199, 0..199)", len(cells), len(bad),
                                               "" if not bad else ": f%s said %s" % bad[0]))
    ok &= not bad and p.returncode == 0
    small = [mex_game(m, 11) for m in range(1 << 8)]
    truth = {m: mex_game(m, 11) for m in range(1 << 8, 1 << 10)}
    for _ in range(40):
        m = rng.randrange(10 ** 17, 10 ** 18 + 1)
        once = m | (m + 1)
        truth[m] = ((once + 1) & -(once + 1)).bit_length() - 1
    ok &= check(pattern, "1867C: f(S) for S in {0..7}", small, truth)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
