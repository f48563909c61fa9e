#!/usr/bin/env python3
"""Bundle a solver and compile the bundle ALONE (no -I, in an empty directory) with
-Wall -Wextra -pedantic -Werror: built as g++ C++11 -O2 (what judges compile) and run
on every sample of the problem (a tool's, which no judge takes, is only read by g++ as
C++11: -fsyntax-only). Every header and solver at every standard with both compilers
(clang++ C++20 included) is tests/standards_test.py's (one translation unit: the bundle
is the same code, its comments and spaces dropped, its tokens unchanged:
tests/bundle_sizes_test.py). Also: the bundle is the same on a second run and names no
absolute path.

usage: tests/bundle_test.py PROBLEM   (CTest runs it once per problems/<name>)
       tests/bundle_test.py --errors | --own-solution
"""
import os
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
    # Codeforces' limit on a submission, the tightest we know, for every solver a judge takes
    # (those of problems/index.tsv); the shell tools (grundy, kayles, split, graph-game) are
    # bundled and compiled too, but no judge asks for them.
    judged = {l.rstrip("\n").split("\t")[3] for l in open(os.path.join(ROOT, "problems", "index.tsv"), encoding="utf-8")
              if l.strip() and not l.startswith("#")}
    if problem in judged and len(text.encode()) >= 65536:
        failures.append("bundle is %d bytes, not under 64 KB" % len(text.encode()))
    kept = subprocess.run(bundle[:2] + ["--keep-comments"] + bundle[2:], check=True, stdout=subprocess.PIPE).stdout
    depth, commented = 0, 0  # comment lines inside inlined headers (between their ---- markers)
    for line in text.split("\n"):
        if line.startswith("// ---- end of "):
            depth -= 1
        elif line.startswith("// ---- "):
            depth += 1
        elif depth > 1 and line.lstrip().startswith(("//", "/*")):
            commented += 1
    if commented or len(kept) <= len(text.encode()):
        failures.append("%d comment lines of headers kept (or --keep-comments keeps none)" % commented)
    # g++ C++11 at -O2: judges' standard and level, and its flow warnings (-Wmaybe-uninitialized,
    # -Warray-bounds) need the optimiser. clang++ C++20 reads the same tokens in standards_test.py
    # (here it was 1.2 s of each bundle's 5 s). A tool's bundle (grundy, pattern, cgt, ...: no
    # judge asks for one) is only read, as C++11 by g++: its -O2 build took 28 s of CPU for grundy
    # alone, and its samples are the solver's.
    runs = [("g++", "c++11", problem in judged)]
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "submit.cpp"), "w") as f:
            f.write(text)
        for cxx, std, full in runs:
            cmd = [cxx, "-std=" + std, "-Wall", "-Wextra", "-pedantic", "-Werror", "submit.cpp"]
            cmd += ["-O2", "-o", os.path.join(tmp, problem)] if full else ["-fsyntax-only"]
            p = subprocess.run(cmd, cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if p.returncode:
                failures.append("%s failed:\n%s" % (" ".join(cmd), p.stdout.decode()[:3000]))
                continue
            if not full:
                print("%s -std=%s: checked alone (-fsyntax-only), no diagnostic" % (cxx, std))
                continue
            check = [sys.executable, os.path.join(ROOT, "scripts", "check-samples"),
                     "--bin", tmp, "--problem", problem]
            p = subprocess.run(check, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            last = p.stdout.decode().strip().split("\n")[-1]
            print("%s -std=%s -O2: compiled alone, samples: %s" % (cxx, std, last))
            if p.returncode:
                failures.append("%s -std=%s on the samples:\n%s" % (cxx, std, p.stdout.decode()))
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


def errors():
    """A missing header, a mistyped <nimkit/...> header and an include cycle are
    refused with a clear message, exit 1, nothing on stdout."""
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        files = {"missing.cpp": '#include "nope.hpp"\n', "a.hpp": '#include "b.hpp"\n',
                 "b.hpp": '#include "a.hpp"\n', "cycle.cpp": '#include "a.hpp"\n',
                 "typo.cpp": "#include <vector>\n#include <nimkit/nimm.hpp>\n"}
        for name, body in files.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(body)
        for main, want in (("missing.cpp", 'header "nope.hpp" not found'),
                           ("cycle.cpp", "include cycle: "),
                           ("typo.cpp", "<nimkit/nimm.hpp> is not a nimkit header (did you mean <nimkit/nim.hpp>?)")):
            p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bundle"), os.path.join(tmp, main)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            err = p.stderr.decode()
            print("%s -> exit %d, %s" % (main, p.returncode, err.strip()))
            if p.returncode != 1 or want not in err or p.stdout or tmp in err:
                failures.append(main)
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


OWN_SOLUTION = """// A contestant's own solution, outside the repository.
#include <bits/stdc++.h>
#include <nimkit/nim.hpp>
#include "nimkit/grundy.hpp"
#include "mine.hpp"
#include <helpers/extra.hpp>
int main() {
    std::vector<std::uint64_t> piles;
    std::uint64_t a;
    while (std::scanf("%llu", reinterpret_cast<unsigned long long*>(&a)) == 1) piles.push_back(a);
    std::vector<std::uint64_t> s = {1, 2};
    std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 10);
    std::printf("%s %u %d %d\\n", nimkit::nim_mover_wins(nimkit::nim_sum(piles.begin(), piles.end())) ? "Yes" : "No",
                g[4], mine(), extra());
}
"""


def own_solution():
    """A solution outside the repository using every include form - <nimkit/...>,
    "nimkit/...", a header next to it, and <...> found in a -I folder - is bundled,
    names no path of this machine, compiles ALONE as C++11 and runs."""
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        os.makedirs(os.path.join(tmp, "sol"))
        os.makedirs(os.path.join(tmp, "inc", "helpers"))
        files = {"sol/main.cpp": OWN_SOLUTION,
                 "sol/mine.hpp": "#pragma once\ninline int mine() { return 7; }\n",
                 "inc/helpers/extra.hpp": "#ifndef EXTRA\n#define EXTRA\n#include <cstdio>\ninline int extra() { return 9; }\n#endif\n"}
        for name, body in files.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(body)
        for args in (["-I", os.path.join(tmp, "inc")], ["-I" + os.path.join(tmp, "inc")]):
            p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bundle")] + args +
                               [os.path.join(tmp, "sol", "main.cpp")], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               cwd=tmp)
            text = p.stdout.decode()
            if p.returncode != 0:
                failures.append("bundle %s: exit %d: %s" % (args, p.returncode, p.stderr.decode()))
                continue
            for word in (tmp, ROOT, "/tmp", "/home", "/root", "/usr"):
                if word in text:
                    failures.append("the bundle names the path %r" % word)
            if "#include <nimkit" in text or '#include "' in text:
                failures.append("an include was left unexpanded")
            with tempfile.TemporaryDirectory() as alone:
                with open(os.path.join(alone, "submit.cpp"), "w") as f:
                    f.write(text)
                c = subprocess.run(["g++", "-std=c++11", "-Wall", "-Wextra", "-pedantic", "-Werror", "submit.cpp",
                                    "-o", "submit"], cwd=alone, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
                if c.returncode:
                    failures.append("the bundle does not compile alone:\n" + c.stdout.decode()[:2000])
                    continue
                r = subprocess.run([os.path.join(alone, "submit")], input=b"3 5 7", stdout=subprocess.PIPE)
                print("own solution bundled with %s: compiled alone as C++11, printed %r" % (args[0][:2], r.stdout))
                if r.stdout != b"Yes 1 7 9\n":
                    failures.append("the bundled solution printed %r, expected 'Yes 1 7 9'" % r.stdout)
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--errors"]:
        sys.exit(errors())
    if sys.argv[1:] == ["--own-solution"]:
        sys.exit(own_solution())
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
