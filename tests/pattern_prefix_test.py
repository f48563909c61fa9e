#!/usr/bin/env python3
"""pattern on every shorter prefix of its test tables: each table of
tests/pattern_games_test.py (brute-forced from the games' moves), the fooling
tables of tests/test_pattern.cpp, and three whose runs grow or whose members are
short (Grundy's game win/lose on 0..399, 255E's Grundy values on 0..7999, HDU
4764's family on k, N <= 40, Codeforces 603C's family on k <= 22, n < 120), Codeforces 1451D's winner over d (k = 1, 3) and
1867C's score over the start set, all by brute force from the moves, are cut to a
dense sample of prefix lengths; `pattern --at` is asked every value of the full
table past the prefix, and each answer is scored right, unknown or wrong.

The test fails on any wrong answer. Excluded by construction: a table built to
follow one rule and change later (take 1 or 2, and 3 from heaps of 1000 on),
cut before the change, is answered by the rule it shows (no finder can do
better); its prefixes past the change are scored. So is 255E's win/lose table
cut before 82 (0 on 0..3, then only 1s).

It also prints, for the full tables, how many get a trusted rule (the score
that must not drop when trust is made stricter).

usage: tests/pattern_prefix_test.py BIN_DIR [--verbose] [--light]   (--light: fewer prefixes)
"""
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pattern_games_test as pg  # noqa: E402  (the games' tables, from their moves)
import pattern_root_test as pr  # noqa: E402  (Codeforces 1451D and 1867C, from their moves)


def prefix_lengths(m, light):
    """A dense sample of prefix lengths 12..m - 1: every length to 64, then steps of
    about 3% (10% with --light), and the lengths just before each change of value."""
    step = 1.4 if light else 1.06
    out, x = set(range(12, min(m, 65), 4 if light else 1)), 64.0
    while x < m:
        out.add(int(x))
        x = x * step + 1
    return sorted(v for v in out if 12 <= v < m)


def change_points(table):
    return [i for i in range(1, len(table)) if table[i] != table[i - 1]]


def past(p, m, changes):
    """The values asked past a prefix of p values: the next 1000, then 1500 spread
    evenly, and the first 3 values of each change of value beyond."""
    q = set(range(p, min(m, p + 1000)))
    if m > p + 1000:
        q.update(p + 1000 + (m - p - 1000) * i // 1500 for i in range(1500))
    for c in changes:
        if c >= p:
            q.update(range(c, min(c + 3, m)))
    return sorted(q)


def run(pattern, args, stdin):
    p = subprocess.run([pattern] + args, input=stdin.encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=300)
    if p.returncode:
        raise RuntimeError("%s: exit %d: %s" % (args[:3], p.returncode, p.stderr.decode()))
    return p.stdout.decode().split("\n")[:-1]


def grundy_outcomes(n):
    """Grundy's game (split a heap into two unequal heaps): 1 when the mover wins."""
    g = pg.heap_table(pg.grundys_game, n)
    return [1 if v else 0 for v in g]


def hdu4764(kmax, nmax):
    """HDU 4764: from 0, each player writes a number 1..k above the last; who writes
    N or more loses. f_k(N) = 1 when the first player wins, N = 1..nmax, by search."""
    fam = {}
    for k in range(1, kmax + 1):
        row = []
        for big_n in range(1, nmax + 1):
            win = [False] * big_n  # win[x]: the mover facing the last number x (x < N) wins
            for x in range(big_n - 1, -1, -1):
                win[x] = any(not win[y] for y in range(x + 1, min(x + k, big_n - 1) + 1))
            row.append(1 if win[0] else 0)
        fam[k] = row
    return fam


def single_tables():
    """(name, table, first index of a change the table is built to hide, or None)."""
    out = []
    for game in pg.games():
        if game["kind"] == "one":
            # 255E's win/lose table is 0 on 0..3, then 1 to 81: a prefix to 81 shows nothing else
            out.append((game["name"], game["table"], 82 if game["name"] == "255E, 1 = wins" else None))
    out.append(("Grundy's game, 1 = wins (0..399)", grundy_outcomes(399), None))
    out.append(("255E by its moves (0..7999)", pg.heap_table(pg.sqrt_moves, 7999), None))
    out.append(("1451D circle game, k = 1 (0..299)", [pr.circle_wins(d, 1) for d in range(300)], None))
    out.append(("1451D circle game, k = 3 (0..599)", [pr.circle_wins(d, 3) for d in range(600)], None))
    out.append(("1867C mex game, S in {0..9} (0..1023)", [pr.mex_game(m, 11) for m in range(1 << 10)], None))
    # test_pattern.cpp's fooling and periodic tables
    out.append(("take 1 or 2, and 3 from heaps of 1000 on", pg.heap_table(
        lambda h, g: [g[h - k] for k in (1, 2, 3) if k <= h and (k < 3 or h >= 1000)], 2999), 1000))
    out.append(("subtract 1, 2, 300", pg.heap_table(pg.subtraction([1, 2, 300]), 1999), 300))
    out.append(("subtract 30, 31", pg.heap_table(pg.subtraction([30, 31]), 1999), None))
    rng = random.Random(43)
    for _ in range(12):
        s = sorted(rng.sample(range(1, 9), rng.randint(1, 4)))
        out.append(("subtract %s" % s, pg.heap_table(pg.subtraction(s), 1499), None))
    for _ in range(6):
        e = set(rng.sample(range(1, 7), rng.randint(1, 3)))
        out.append(("all but %s" % sorted(e), pg.heap_table(pg.all_but(e), 899), None))
    return out


def score_single(pattern, name, table, hidden, light, verbose):
    m = len(table)
    right = unknown = wrong = 0
    first_wrong = None
    changes = change_points(table)
    for p in prefix_lengths(m, light):
        if hidden is not None and p <= hidden:
            continue
        queries = past(p, m, changes)
        answers = run(pattern, ["--at", ",".join(map(str, queries))], " ".join(map(str, table[:p])) + "\n")
        for q, a in zip(queries, answers):
            if a == "unknown":
                unknown += 1
            elif a == str(table[q]):
                right += 1
            else:
                wrong += 1
                if first_wrong is None:
                    first_wrong = "prefix 0..%d: f(%d) said %s, the truth is %s" % (p - 1, q, a, table[q])
                if verbose:
                    print("   prefix %d: f(%d) = %s, said %s" % (p, q, table[q], a))
    return right, unknown, wrong, first_wrong


def family_text(members, kmax, nlen):
    return "".join("%d: %s\n" % (k, " ".join(map(str, v[:nlen]))) for k, v in sorted(members.items()) if k <= kmax)


def score_family(pattern, name, members, first, truth, queries, light, verbose):
    """members: k -> f_k(first..); every prefix (the members k <= K, the values of
    n < first + N) asked `queries` (k, n) that lie outside it."""
    keys = sorted(members)
    nmax = len(members[keys[0]])
    right = unknown = wrong = 0
    first_wrong = None
    ks = keys[2::2] if not light else keys[2::8]
    ns = sorted(set(range(12, nmax + 1, max(1, nmax // (3 if light else 12)))) | {nmax})
    for kmax in ks:
        for nlen in ns:
            if kmax == keys[-1] and nlen == nmax:
                continue
            outside = [(k, n) for k, n in queries if k > kmax or n >= first + nlen]
            args = ["--family", "--from", str(first)]
            for k, n in outside:
                args += ["--at", "%d,%d" % (k, n)]
            answers = run(pattern, args, family_text(members, kmax, nlen))
            for (k, n), a in zip(outside, answers):
                want = truth(k, n)
                if a == "unknown":
                    unknown += 1
                elif a == str(want):
                    right += 1
                else:
                    wrong += 1
                    if first_wrong is None:
                        first_wrong = "members k <= %d, n < %d: f_%d(%d) said %s, the truth is %s" % (
                            kmax, first + nlen, k, n, a, want)
                    if verbose:
                        print("   k <= %d, n < %d: f_%d(%d) = %s, said %s" % (kmax, first + nlen, k, n, want, a))
    return right, unknown, wrong, first_wrong


def pair_tables():
    out = []
    for game in pg.games():
        if game["kind"] == "pairs":
            out.append((game["name"], game["table"]))
    return out


def score_pairs(pattern, name, table, light, verbose):
    """The top-left s x s squares of the table, asked every cell outside them."""
    m = len(table)
    right = unknown = wrong = 0
    first_wrong = None
    for s in range(12, m, 1 if m <= 50 and not light else max(2, m // (5 if light else 30))):
        rows = "".join(" ".join(map(str, row[:s])) + "\n" for row in table[:s])
        cells = [(a, b) for a in range(m) for b in range(m) if a >= s or b >= s]
        args = ["--pairs"]
        for a, b in cells:
            args += ["--at", "%d,%d" % (a, b)]
        answers = run(pattern, args, rows)
        for (a, b), ans in zip(cells, answers):
            if ans == "unknown":
                unknown += 1
            elif ans == str(table[a][b]):
                right += 1
            else:
                wrong += 1
                if first_wrong is None:
                    first_wrong = "square %d: f(%d, %d) said %s, the truth is %s" % (s, a, b, ans, table[a][b])
                if verbose:
                    print("   square %d: f(%d, %d) = %s, said %s" % (s, a, b, table[a][b], ans))
    return right, unknown, wrong, first_wrong


def families():
    out = []
    hdu = hdu4764(40, 60)
    out.append(("HDU 4764 (k, N <= 40 from the search)", {k: v[:40] for k, v in hdu.items() if k <= 30}, 1,
                lambda k, n: hdu[k][n - 1], [(k, n) for k in range(1, 41) for n in range(1, 61)]))
    rng = random.Random(4764)
    for label, (sets, rule) in sorted(pg.family_theorems().items()):
        members = {k: pg.heap_table(pg.subtraction(sets(k)), 120) for k in range(3, 23)}
        q = [(k, n) for k in range(3, 41) for n in range(0, 200, 3)] + [
            (rng.randint(3, 10 ** 6), rng.randint(0, 10 ** 18)) for _ in range(100)]
        out.append(("family: " + label, members, 0, rule, q))
    # Codeforces 603C: classes of alike members (odd k, even k), not one rule in k.
    q = [(k, n) for k in range(3, 41) for n in range(0, 200, 3)] + [
        (rng.randint(3, 10 ** 6), rng.randint(0, 10 ** 18)) for _ in range(100)]
    out.append(("family: 603C, split 2x into k heaps of x", {k: pg.lieges_table(k, 120) for k in range(3, 23)},
                0, pg.lieges_value, q))
    return out


def rule_found(pattern, table):
    out = run(pattern, [], " ".join(map(str, table)) + "\n")
    return not any(line == "no rule found" for line in out)


def main(argv):
    pattern = os.path.join(argv[1], "pattern")
    verbose = "--verbose" in argv
    light = "--light" in argv
    total = [0, 0, 0]
    failures = []
    found = 0
    tables = single_tables()
    print("%-46s %8s %8s %6s" % ("table (prefixes)", "right", "unknown", "wrong"))
    for name, table, hidden in tables:
        found += rule_found(pattern, table)
        r, u, w, fw = score_single(pattern, name, table, hidden, light, verbose)
        print("%-46s %8d %8d %6d" % (name[:46], r, u, w))
        for i, c in enumerate((r, u, w)):
            total[i] += c
        if fw:
            failures.append("%s: %s" % (name, fw))
    for name, table in pair_tables():
        r, u, w, fw = score_pairs(pattern, name, table, light, verbose)
        print("%-46s %8d %8d %6d" % (name[:46], r, u, w))
        for i, c in enumerate((r, u, w)):
            total[i] += c
        if fw:
            failures.append("%s: %s" % (name, fw))
    for name, members, first, truth, queries in families():
        r, u, w, fw = score_family(pattern, name, members, first, truth, queries, light, verbose)
        print("%-46s %8d %8d %6d" % (name[:46], r, u, w))
        for i, c in enumerate((r, u, w)):
            total[i] += c
        if fw:
            failures.append("%s: %s" % (name, fw))
    print("%-46s %8d %8d %6d" % ("all", total[0], total[1], total[2]))
    print("full tables with a trusted rule: %d of %d" % (found, len(tables)))
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
