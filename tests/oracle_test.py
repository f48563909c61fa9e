#!/usr/bin/env python3
"""Differential test of one solver against its brute-force oracle.

tests/oracles/<name>.py defines
  generate(rng) -> bytes   a random VALID judge input, small enough for brute force
                           (rng is a random.Random; vary sizes, edge values, layout:
                           gamesearch.layout)
  solve(data)   -> str     the judge's exact output for it, computed from the game's
                           own moves and the P/N definition only (no theorem the
                           library uses), so it is independent of the solver; the
                           search is tests/oracles/gamesearch.py's (wins_search,
                           grundy_search, mex), which an oracle imports.
and, for a program that takes arguments (grundy), optionally
  args(rng)     -> [str]   the command-line words, drawn before generate(rng);
                           then solve(data, args) is called.
The solver <bin>/<name> is run on --cases generated inputs (seeded, so a failure
is repeatable) and its stdout must equal solve() byte for byte, with exit status
0 and nothing on stderr. The first mismatch is printed with its input.

The oracles also compute the expected outputs of the hand-made samples:
  python3 tests/oracles/<name>.py < samples/<name>/2.in > samples/<name>/2.out

usage: tests/oracle_test.py [--bin DIR] [--cases N] [--seed S] NAME
"""
import argparse
import importlib.util
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORACLES = os.path.join(ROOT, "tests", "oracles")


def load(name):
    """The module tests/oracles/<name>.py; its folder goes on sys.path (as when it runs as a
    script), for the shared tests/oracles/gamesearch.py and the oracles it builds on."""
    if ORACLES not in sys.path:
        sys.path.insert(0, ORACLES)
    path = os.path.join(ORACLES, name + ".py")
    spec = importlib.util.spec_from_file_location("oracle_" + name.replace("-", "_"), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("name")
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--cases", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    opts = ap.parse_args()
    oracle = load(opts.name)
    binary = os.path.join(opts.bin, opts.name)
    for case in range(opts.cases):
        rng = random.Random(opts.seed * 1000003 + case)
        args = oracle.args(rng) if hasattr(oracle, "args") else []
        data = oracle.generate(rng)
        want = oracle.solve(data, args) if args else oracle.solve(data)
        p = subprocess.run([binary] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        got = p.stdout.decode("utf-8", "replace")
        if p.returncode != 0 or p.stderr or got != want:
            print("FAIL %s, case %d (--seed %d): exit %d, stderr %r" % (opts.name, case, opts.seed, p.returncode,
                                                                       p.stderr.decode("utf-8", "replace")[:300]))
            print("arguments: %s" % " ".join(args))
            print("input:\n" + data.decode("utf-8", "replace")[:3000])
            print("expected:\n" + want[:3000])
            print("got:\n" + got[:3000])
            return 1
    print("%s: %d random inputs, output equal to the brute-force oracle's" % (opts.name, opts.cases))
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 1 or sys.argv[1] in ("-h", "--help") and len(sys.argv) == 2:
        sys.stdout.write(__doc__.lstrip())
        sys.exit(0 if len(sys.argv) == 2 else 2)
    sys.exit(main())
