#!/usr/bin/env python3
"""`pattern`'s "give at least N values to decide it", checked on games' real tables.

For each game (its table by brute force from its own moves, pattern_games_test.py's
generators) the first L values, too few to trust its rule, go to `pattern`; every
`not trusted` line that says "give at least N values" is then checked with the
game's real values:
- the game's rule (a true one: the brute force to 4 N agrees with it): on the
  first N real values it is printed as trusted and `--at` answers N..4N-1 right;
  on the first N - 1 it is still `not trusted` (N is the least);
- a rule the game breaks later (the divisor game's win/lose "period 2 from 513"
  on 2001 values: 2048 = 2^11 breaks it): on the first N real values it is gone -
  decided the other way.
Games: subtract 1, 3 or 4 at 40 values (issue 42's example), subtract 2, 5 or 7
at 90, take any but 2 at 20, 0.33 at 20, Lasker's Nim at 24, Kayles at 150,
Dawson's Kayles (0.07) at 200, the divisor game (subtract d, d | n, 1 < d < n)
at 2001.

usage: tests/pattern_decide_test.py BIN_DIR
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pattern_games_test as pg  # noqa: E402  (the games' tables, from their moves)

GIVE = re.compile(r"^not trusted: (.*) \(fits f\(0\.\.\d+\).*; give at least (\d+) values to decide it\)$")


def run(pattern, args, table):
    p = subprocess.run([pattern] + args, input=(" ".join(map(str, table)) + "\n").encode(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    if p.returncode:
        raise RuntimeError("pattern %s: exit %d: %s" % (" ".join(args)[:40], p.returncode, p.stderr.decode()))
    return p.stdout.decode().split("\n")[:-1]


def trusted(lines, text, n):
    return (text + " (observed on f(0..%d)" % (n - 1)) in "\n".join(l for l in lines if not l.startswith("not trusted"))


def untrusted(lines, text):
    return any(l.startswith("not trusted: " + text + " (fits") for l in lines)


def check(pattern, name, table, short, true_rule):
    """The lines of `pattern` on table[:short] that say how many values decide; each checked. Failures."""
    failures, said = [], 0
    for line in run(pattern, [], table[:short]):
        m = GIVE.match(line)
        if not m:
            continue
        said += 1
        text, n = m.group(1), int(m.group(2))
        if n > (len(table) // 4 if true_rule else len(table)):
            failures.append("%s: N = %d past the brute force's table" % (name, n))
            continue
        full = run(pattern, [], table[:n])
        if true_rule:
            at = list(range(n, 4 * n))
            answers = run(pattern, ["--at", ",".join(map(str, at))], table[:n])
            wrong = sum(a != str(table[k]) for a, k in zip(answers, at))
            if not trusted(full, text, n) or wrong:
                failures.append("%s: %d values do not decide %s (%d answers past them wrong)" % (name, n, text, wrong))
            if not untrusted(run(pattern, [], table[:n - 1]), text):
                failures.append("%s: %d values already decide %s: N is not the least" % (name, n - 1, text))
        elif trusted(full, text, n) or untrusted(full, text):
            failures.append("%s: %d values of a table that breaks %s still list it" % (name, n, text))
        print("%-34s %5d values: %s: give at least %d" % (name, short, text[:60], n))
    if said == 0:
        failures.append("%s: no rule said how many values decide it" % name)
    return failures


def divisor_wins(n):
    """1 when the player to move wins: subtract d, d | h, 1 < d < h (docs/explore.md's game), by search."""
    divisors = [[] for _ in range(n + 1)]
    for d in range(2, n + 1):
        for h in range(2 * d, n + 1, d):
            divisors[h].append(d)
    wins = []
    for h in range(n + 1):
        wins.append(1 if any(not wins[h - d] for d in divisors[h]) else 0)
    return wins


def main(argv):
    pattern = os.path.join(argv[1], "pattern")
    games = [
        ("subtract 1, 3 or 4", pg.heap_table(pg.subtraction([1, 3, 4]), 400), 40, True),
        ("subtract 2, 5 or 7", pg.heap_table(pg.subtraction([2, 5, 7]), 600), 90, True),
        ("take any but 2", pg.heap_table(pg.all_but([2]), 400), 20, True),
        ("0.33", pg.heap_table(pg.octal("0.33"), 400), 20, True),
        ("Lasker's Nim", pg.heap_table(pg.lasker, 400), 24, True),
        ("Kayles (0.77)", pg.heap_table(pg.octal("0.77"), 1200), 150, True),
        ("Dawson's Kayles (0.07)", pg.heap_table(pg.octal("0.07"), 1300), 200, True),
        ("the divisor game (win/lose)", divisor_wins(2700), 2001, False),
    ]
    failures = []
    for name, table, short, true_rule in games:
        failures += check(pattern, name, table, short, true_rule)
    for f in failures:
        print("FAIL " + f)
    print("%d games, %d failures" % (len(games), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
