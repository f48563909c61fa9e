#!/usr/bin/env python3
"""pattern on held-out games: tables no finder was written against, each computed
here by brute force from the game's own moves, given to the command small and
asked past the table (larger keys, later indices, other cells), every answer
checked against the same brute force on the larger range and scored right,
unknown or wrong. The test fails on any wrong answer.

Families (--family, k = 1..16, n = 0..79): subtraction {k, 2k} (Grundy values
and 1 = wins), take 1..k (1 = wins), subtraction {1, k}, {k, k + 1}, {2, k};
asked k = 1..48, n = 0..399. Two heaps (--pairs, 0..23 squared, asked on 0..59
squared): take 1..3 from one heap, take 1..4 from one heap (1 = wins), the king
walking to the corner (one step left, down or both), take 1 or 2 from one heap
or 1 from both; HDU 5754's knight, win / lose / draw (48 x 48, asked on 0..119
squared). Euclid's game with piles from 0, a border of losses (0..59 squared, asked on
0..149 squared). One index (0..799, asked 800..1600): take-away where each move takes at
most 3 (4) times the last, 1 = wins.

usage: tests/pattern_heldout_test.py BIN_DIR [--verbose]
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pattern_games_test as pg  # noqa: E402  (heap_table, subtraction: the moves' own mex)


def run(pattern, args, stdin):
    p = subprocess.run([pattern] + args, input=stdin.encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    if p.returncode:
        raise RuntimeError("%s: exit %d: %s" % (args[:3], p.returncode, p.stderr.decode()))
    return p.stdout.decode().split("\n")[:-1]


def wins(table):
    return [1 if v else 0 for v in table]


def mex(s):
    m = 0
    while m in s:
        m += 1
    return m


def pair_grundy(moves, n):
    """g(a, b) on 0..n squared, moves(a, b) the positions one move reaches."""
    g = [[0] * (n + 1) for _ in range(n + 1)]
    for a in range(n + 1):
        for b in range(n + 1):
            g[a][b] = mex({g[x][y] for x, y in moves(a, b)})
    return g


def take_one_heap(t):
    return lambda a, b: [(a - d, b) for d in range(1, min(t, a) + 1)] + [(a, b - d) for d in range(1, min(t, b) + 1)]


def king(a, b):
    return [(x, y) for x, y in ((a - 1, b), (a, b - 1), (a - 1, b - 1)) if x >= 0 and y >= 0]


def knight_outcomes(n):
    """HDU 5754's knight racing to the corner: 0 the mover loses, 1 wins, 2 a draw
    (a player may steer to a square that cannot reach (0, 0)); by retrograde search."""
    f = [[2] * (n + 1) for _ in range(n + 1)]
    for s in range(2 * n + 1):
        for x in range(max(0, s - n), min(s, n) + 1):
            y = s - x
            to = [f[x - dx][y - dy] for dx, dy in ((2, 1), (1, 2)) if x >= dx and y >= dy]
            f[x][y] = 0 if s == 0 else 1 if 0 in to else 2 if not to or 2 in to else 0
    return f


def ratio_outcomes(ratio, top):
    """Take-away: the first move takes any but all, each later move at most `ratio`
    times the last; 1 when the first player wins a heap of n, n = 0..top."""
    win = [bytearray(top + 1) for _ in range(top + 1)]  # win[n][m]: the mover wins n taking at most m
    for n in range(1, top + 1):
        row, cur = win[n], 0
        for m in range(1, n + 1):
            if not cur:
                cur = 1 if m == n or not win[n - m][min(ratio * m, n - m)] else 0
            row[m] = cur
        for m in range(n + 1, top + 1):
            row[m] = cur
    return [0] + [win[n][n - 1] for n in range(1, top + 1)]


def euclid_outcomes(n):
    """Euclid's game with piles from 0 (Project Euler 325's table): take a positive
    multiple of the smaller pile from the larger; facing a pile of 0 loses. 1 = wins."""
    f = [[0] * (n + 1) for _ in range(n + 1)]
    for s in range(2 * n + 1):
        for a in range(max(1, s - n), min(s, n) + 1):
            b = s - a
            if b == 0:
                continue
            lo, hi = min(a, b), max(a, b)
            to = [(a, t) if a <= b else (t, b) for t in range(hi - lo, -1, -lo)]
            f[a][b] = 1 if any(f[x][y] == 0 for x, y in to) else 0
    return f


def one_two_or_both(a, b):
    out = [(a - d, b) for d in (1, 2) if d <= a] + [(a, b - d) for d in (1, 2) if d <= b]
    return out + ([(a - 1, b - 1)] if a and b else [])


FAMILIES = [
    ("subtraction {k, 2k}", lambda k: [k, 2 * k], False),
    ("subtraction {k, 2k}, 1 = wins", lambda k: [k, 2 * k], True),
    ("take 1..k, 1 = wins", lambda k: list(range(1, k + 1)), True),
    ("subtraction {1, k}", lambda k: sorted({1, k}), False),
    ("subtraction {k, k + 1}", lambda k: [k, k + 1], False),
    ("subtraction {2, k}", lambda k: sorted({2, k}), False),
]

PAIRS = [
    ("two heaps, take 1..3 from one", take_one_heap(3), False),
    ("two heaps, take 1..4 from one, 1 = wins", take_one_heap(4), True),
    ("king to the corner", king, False),
    ("take 1 or 2 from one heap or 1 from both", one_two_or_both, False),
]


def score(answers, truths):
    """(right, unknown, wrong, the wrong answers in words)."""
    said = [(q, want, a, "unknown" if a == "unknown" else "right" if a == str(want) else "wrong")
            for (q, want), a in zip(truths, answers)]
    count = [sum(1 for s in said if s[3] == kind) for kind in ("right", "unknown", "wrong")]
    bad = ["at %s said %s, the truth is %s" % (q, a, want) for q, want, a, kind in said if kind == "wrong"]
    return count[0], count[1], count[2], bad


def score_pairs(pattern, g, side, step):
    """The top-left side x side square of g given, every step-th row of g asked outside it."""
    text = "".join(" ".join(map(str, r[:side])) + "\n" for r in g[:side])
    truths = [((a, b), g[a][b]) for a in range(0, len(g), step) for b in range(len(g)) if a >= side or b >= side]
    args = ["--pairs"]
    for (a, b), _ in truths:
        args += ["--at", "%d,%d" % (a, b)]
    return score(run(pattern, args, text), truths)


def main(argv):
    pattern = os.path.join(argv[1], "pattern")
    verbose = "--verbose" in argv
    total = [0, 0, 0]
    failures = []
    print("%-46s %6s %8s %6s" % ("held-out game", "right", "unknown", "wrong"))
    rows = []
    for name, moves, verdict in FAMILIES:
        full = {}
        for k in range(1, 49):
            t = pg.heap_table(pg.subtraction(moves(k)), 399)
            full[k] = wins(t) if verdict else t
        text = "".join("%d: %s\n" % (k, " ".join(map(str, full[k][:80]))) for k in range(1, 17))
        truths = [((k, n), full[k][n]) for k in range(1, 49) for n in range(0, 400, 7) if k > 16 or n >= 80]
        args = ["--family"]
        for (k, n), _ in truths:
            args += ["--at", "%d,%d" % (k, n)]
        rows.append((name, score(run(pattern, args, text), truths)))
    for name, moves, verdict in PAIRS:
        g = pair_grundy(moves, 59)
        if verdict:
            g = [wins(r) for r in g]
        rows.append((name, score_pairs(pattern, g, 24, 1)))
    rows.append(("HDU 5754's knight (win / lose / draw)", score_pairs(pattern, knight_outcomes(119), 48, 3)))
    rows.append(("Euclid's game from pile 0 (a border), 1 = wins", score_pairs(pattern, euclid_outcomes(149), 60, 2)))
    for ratio in (3, 4):
        f = ratio_outcomes(ratio, 1600)
        truths = [(n, f[n]) for n in range(800, 1601)]
        answers = run(pattern, ["--at", ",".join(str(n) for n, _ in truths)], " ".join(map(str, f[:800])) + "\n")
        rows.append(("take-away, ratio %d (1 = wins)" % ratio, score(answers, truths)))
    for name, (r, u, w, bad) in rows:
        print("%-46s %6d %8d %6d" % (name[:46], r, u, w))
        for i, c in enumerate((r, u, w)):
            total[i] += c
        failures += ["%s: %s" % (name, b) for b in bad[:3]]
        if verbose:
            for b in bad:
                print("   " + b)
    print("%-46s %6d %8d %6d" % ("all", total[0], total[1], total[2]))
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
