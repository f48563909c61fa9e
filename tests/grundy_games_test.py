#!/usr/bin/env python3
"""grundy --turning and --take-away against searches written here from the rules
in words.

Coin turning: a row of coins is the set of its heads; a move turns a head at x
to tail and also turns (any:K) up to K-1 other coins left of x, anywhere, or
(run:L) the coins x-c+1..x-1 of a run of c <= L coins ending at x; the player
who cannot move loses. Every row of up to 10 coins is searched as a whole
position (no Grundy theory): the executable's value must be 0 exactly for the
lost rows, and its --move must be legal and reach a lost row. The --upto table
must be the mex over single-head rows.
Take-away with ratio R: state (heap, most the mover may take); the first move
takes 1..n-1, later ones at most R times the last. The executable's 0/1 for
every heap 1..150 (R = 1..5) must be the search's, and its take must leave a
lost state; --upto must list exactly the lost heaps.

usage: tests/grundy_games_test.py BIN_DIR
"""
import functools
import itertools
import os
import subprocess
import sys

sys.setrecursionlimit(100000)


def run(grundy, args, stdin=""):
    p = subprocess.run([grundy] + args, input=stdin.encode(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert p.returncode == 0, (args, p.stderr)
    return p.stdout.decode()


def coin_moves(kind, limit, heads):
    """Rows reachable in one move (rows as frozensets of head positions)."""
    out = []
    for x in heads:
        if kind == "any":
            for k in range(0, limit):
                for others in itertools.combinations(range(1, x), k):
                    out.append(heads.symmetric_difference({x, *others}))
        else:
            c = 1
            while x - c + 1 >= 1 and (limit == 0 or c <= limit):
                out.append(heads.symmetric_difference(set(range(x - c + 1, x + 1))))
                c += 1
    return out


def check_coins(grundy, kind, limit, size):
    failures = []
    rule = "%s:%d" % (kind, limit) if limit else kind

    @functools.lru_cache(maxsize=None)
    def wins(heads):
        return any(not wins(frozenset(h)) for h in coin_moves(kind, limit, heads))

    @functools.lru_cache(maxsize=None)
    def g1(x):  # the value of one head by the mex rule over whole rows
        seen = set()
        for row in coin_moves(kind, limit, frozenset({x})):
            v = 0
            for y in row:
                v ^= g1(y)
            seen.add(v)
        m = 0
        while m in seen:
            m += 1
        return m

    rows = [frozenset(h for h in range(1, size + 1) if mask >> (h - 1) & 1) for mask in range(1 << size)]
    text = "".join(" ".join(map(str, sorted(r))) + "\n" if r else "[]\n" for r in rows)
    out = run(grundy, ["--turning", rule, "--move"], text).splitlines()
    for row, line in zip(rows, out):
        words = line.split()
        if (words[0] == "0") == wins(row):
            failures.append("%s %s: value %s, but the search says %s" % (rule, sorted(row), words[0],
                                                                      "win" if wins(row) else "loss"))
            break
        if words[0] != "0":
            turned = set()
            for w in words[3:]:
                a, _, b = w.partition("..")
                turned |= set(range(int(a), int(b) + 1)) if b else {int(a)}
            after = row.symmetric_difference(turned)
            if after not in [frozenset(m) for m in coin_moves(kind, limit, row)] or wins(after):
                failures.append("%s %s: move %s is illegal or does not win" % (rule, sorted(row), words[3:]))
                break
    table = run(grundy, ["--turning", rule, "--upto", "20"])
    values = [int(v) for line in table.splitlines() if ":" in line[:4] for v in line.split(":")[1].split()]
    if values != [g1(x) for x in range(1, 21)]:
        failures.append("%s --upto 20: %s, the mex gives %s" % (rule, values, [g1(x) for x in range(1, 21)]))
    return failures


def check_take_away(grundy, ratio):
    failures = []

    @functools.lru_cache(maxsize=None)
    def wins(h, m):  # heap h, the mover may take 1..m
        return any(not wins(h - t, ratio * t) for t in range(1, min(h, m) + 1))

    first = lambda n: any(not wins(n - t, ratio * t) for t in range(1, n))
    heaps = range(1, 151)
    out = run(grundy, ["--take-away", str(ratio), "--move"], "".join("%d\n" % n for n in heaps)).splitlines()
    for n, line in zip(heaps, out):
        words = line.split()
        if (words[0] == "1") != first(n):
            failures.append("R=%d heap %d: %s, the search says %s" % (ratio, n, words[0], first(n)))
            break
        if words[0] == "1":
            t = int(words[3])
            if not 1 <= t < n or wins(n - t, ratio * t):
                failures.append("R=%d heap %d: take %d does not win" % (ratio, n, t))
                break
    listed = run(grundy, ["--take-away", str(ratio), "--upto", "150"]).splitlines()[0].split(":")[1].split()
    if [int(h) for h in listed] != [n for n in heaps if not first(n)]:
        failures.append("R=%d --upto 150 lists %s" % (ratio, listed))
    return failures


def main(bin_dir):
    grundy = os.path.join(bin_dir, "grundy")
    failures, checks = [], 0
    for kind, limit, size in (("any", 1, 10), ("any", 2, 10), ("any", 3, 10), ("any", 4, 9), ("run", 1, 10),
                              ("run", 2, 10), ("run", 3, 10), ("run", 0, 10)):
        failures += check_coins(grundy, kind, limit, size)
        checks += 1
    for ratio in range(1, 6):
        failures += check_take_away(grundy, ratio)
        checks += 1
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (checks - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
