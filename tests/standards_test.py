#!/usr/bin/env python3
"""Every header of lib/nimkit/ and every solver's main.cpp compile warning-free with
-Wall -Wextra -pedantic -Werror as C++11, C++17 and C++20, with g++ and clang++ (when
present): one translation unit holds them all (each main.cpp inside a namespace of its own,
the headers' include guards keeping one copy), checked with -fsyntax-only - six compiler
runs where a run per solver and standard took 250. The bundles themselves are compiled and
run on the samples as g++ C++11 -O2 by tests/bundle_test.py.

usage: tests/standards_test.py [--keep FILE]   (ctest `standards`; --keep writes the unit)
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def unit_text():
    mains = sorted(glob.glob(os.path.join(ROOT, "problems", "*", "main.cpp")))
    system = set()
    for m in mains:
        with open(m, encoding="utf-8") as f:
            system.update(l.strip() for l in f if l.startswith("#include <"))
    # System headers first and every library header next, all at global scope: a main.cpp's
    # own #include lines inside its namespace are then no-ops (include guards).
    lines = sorted(system)
    lines += ['#include "nimkit/%s"' % os.path.basename(h)
              for h in sorted(glob.glob(os.path.join(ROOT, "lib", "nimkit", "*.hpp")))]
    for m in mains:
        name = os.path.basename(os.path.dirname(m)).replace("-", "_")
        lines += ["namespace unity_%s {" % name, '#include "%s"' % m, "}  // namespace unity_%s" % name]
    return "\n".join(lines) + "\n", len(mains)


def main(argv):
    text, count = unit_text()
    if "--keep" in argv:
        with open(argv[argv.index("--keep") + 1], "w", encoding="utf-8") as f:
            f.write(text)
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        unit = os.path.join(tmp, "all_solvers.cpp")
        with open(unit, "w", encoding="utf-8") as f:
            f.write(text)
        for cxx in (c for c in ("g++", "clang++") if shutil.which(c)):
            for std in ("c++11", "c++17", "c++20"):
                cmd = [cxx, "-std=" + std, "-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only",
                       "-I", os.path.join(ROOT, "lib"), unit]
                p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                if p.returncode:
                    failures.append("%s -std=%s:\n%s" % (cxx, std, p.stdout.decode(errors="replace")[:4000]))
                else:
                    print("%s -std=%s: %d solvers and every header, no diagnostic" % (cxx, std, count))
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
