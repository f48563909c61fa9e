#!/usr/bin/env python3
"""Bundle a solver, compile the bundle ALONE (no -I, in an empty directory) with
-Wall -Wextra -pedantic -Werror as C++11, C++17 and C++20 with g++ (and clang++
when present), and run every build on every sample of the problem.
Also: the bundle is the same on a second run and names no absolute path.

usage: tests/bundle_test.py PROBLEM   (CTest runs it once per problems/<name>)
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(problem):
    source = os.path.join(ROOT, "problems", problem, "main.cpp")
    bundle = [sys.executable, os.path.join(ROOT, "scripts", "bundle"), source]
    text = subprocess.run(bundle, check=True, stdout=subprocess.PIPE).stdout.decode()
    failures = []
    if subprocess.run(bundle, check=True, stdout=subprocess.PIPE).stdout.decode() != text:
        failures.append("bundle differs between two runs")
    for word in (ROOT, os.path.expanduser("~"), "/usr/", "/home/"):
        if word in text:
            failures.append("bundle names the path %r" % word)
    print("%s: bundle is %d bytes" % (problem, len(text.encode())))
    compilers = [c for c in ("g++", "clang++") if shutil.which(c)]
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "submit.cpp"), "w") as f:
            f.write(text)
        for cxx in compilers:
            for std in ("c++11", "c++17", "c++20"):
                out_dir = os.path.join(tmp, cxx + std)
                os.mkdir(out_dir)
                cmd = [cxx, "-std=" + std, "-O2", "-Wall", "-Wextra", "-pedantic", "-Werror",
                       "submit.cpp", "-o", os.path.join(out_dir, problem)]
                p = subprocess.run(cmd, cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                if p.returncode:
                    failures.append("%s failed:\n%s" % (" ".join(cmd), p.stdout.decode()[:3000]))
                    continue
                check = [sys.executable, os.path.join(ROOT, "scripts", "check-samples"),
                         "--bin", out_dir, "--problem", problem]
                p = subprocess.run(check, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                last = p.stdout.decode().strip().split("\n")[-1]
                print("%s -std=%s: compiled alone, samples: %s" % (cxx, std, last))
                if p.returncode:
                    failures.append("%s -std=%s on the samples:\n%s" % (cxx, std, p.stdout.decode()))
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


def errors():
    """A missing header and an include cycle are refused with a clear message, exit 1."""
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        files = {"missing.cpp": '#include "nope.hpp"\n', "a.hpp": '#include "b.hpp"\n',
                 "b.hpp": '#include "a.hpp"\n', "cycle.cpp": '#include "a.hpp"\n'}
        for name, body in files.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(body)
        for main, want in (("missing.cpp", 'header "nope.hpp" not found'),
                           ("cycle.cpp", "include cycle: ")):
            p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bundle"), os.path.join(tmp, main)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            err = p.stderr.decode()
            print("%s -> exit %d, %s" % (main, p.returncode, err.strip()))
            if p.returncode != 1 or want not in err or p.stdout:
                failures.append(main)
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--errors"]:
        sys.exit(errors())
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
