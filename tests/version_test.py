#!/usr/bin/env python3
"""One version everywhere: CMakeLists.txt's project() and lib/nimkit/version.hpp
agree, and every solver's --version prints "<name> (nimkit <version>)" with exit 0.
And every solver's --help names its game: the game of each of its rows in
problems/index.tsv (its first phrase, accents dropped) appears in the help.

usage: tests/version_test.py BIN_DIR
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(bin_dir):
    cmake = re.search(r"project\(nimkit VERSION ([0-9.]+)", open(os.path.join(ROOT, "CMakeLists.txt")).read()).group(1)
    header = re.search(r'#define NIMKIT_VERSION "([0-9.]+)"',
                       open(os.path.join(ROOT, "lib", "nimkit", "version.hpp")).read()).group(1)
    failures = []
    if cmake != header:
        failures.append("CMakeLists.txt says %s, version.hpp says %s" % (cmake, header))
    solvers = sorted(d for d in os.listdir(os.path.join(ROOT, "problems"))
                     if os.path.exists(os.path.join(ROOT, "problems", d, "main.cpp")))
    for name in solvers:
        p = subprocess.run([os.path.join(bin_dir, name), "--version"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           stdin=subprocess.DEVNULL, timeout=20)
        want = "%s (nimkit %s)\n" % (name, cmake)
        if p.returncode != 0 or p.stdout.decode() != want or p.stderr:
            failures.append("%s --version: exit %d, %r (expected %r)" % (name, p.returncode, p.stdout.decode(), want))
    games = {}
    for line in open(os.path.join(ROOT, "problems", "index.tsv"), encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            judge, title, game, solver = line.rstrip("\n").split("\t")
            games.setdefault(solver, set()).add(re.split(r"[,;(]", game)[0].strip().replace("è", "e").lower())
    for name, named in sorted(games.items()):
        text = subprocess.run([os.path.join(bin_dir, name), "--help"], stdout=subprocess.PIPE).stdout.decode().lower()
        for game in sorted(named):
            if game not in text:
                failures.append("%s --help does not name its game, %s" % (name, game))
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (len(solvers) + len(games) + 1 - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
