#!/usr/bin/env python3
"""docs/explore.md's programs compile, run and print what the page says.

Each "<!-- program: NAME -->" is followed by a ```cpp block: compiled alone as
C++11 with -Wall -Wextra -pedantic -Werror against lib/. Each "<!-- output of
NAME -->" is followed by a ```text block: the program's whole output. A program
marked ", bundled" is also bundled by scripts/bundle and the bundle compiled
alone (no -I); "<!-- stdin of NAME: ... -->" (\\n for newlines) gives the input
for both, the ```text block after it their output. "<!-- file: PATH -->" before a
block says the block is the whole of that file of the checkout (a brute force
the page's shell commands run).

usage: tests/explore_guide_test.py [--cxx g++]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "docs", "explore.md")
FLAGS = ["-std=c++11", "-O1", "-Wall", "-Wextra", "-pedantic", "-Werror"]


def blocks(text):
    """[(marker, code)] for every <!-- ... --> followed by a fenced block."""
    return re.findall(r"<!-- (.+?) -->\n```\w*\n(.*?)```", text, re.S)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cxx", default="g++")
    opts = ap.parse_args()
    found = blocks(open(PAGE, encoding="utf-8").read())
    programs, outputs, inputs = {}, {}, {}
    failures = []
    for marker, code in found:
        m = re.match(r"program: (\S+?)(, bundled)?$", marker)
        if m:
            programs[m.group(1)] = (code, bool(m.group(2)))
            continue
        m = re.match(r"output of (\S+)$", marker)
        if m:
            outputs[m.group(1)] = (b"", code)
            continue
        m = re.match(r"stdin of (\S+): (.*)$", marker)
        if m:
            outputs[m.group(1)] = (m.group(2).encode().decode("unicode_escape").encode(), code)
            continue
        m = re.match(r"file: (\S+)$", marker)
        if m:
            path = os.path.join(ROOT, m.group(1))
            if not os.path.exists(path) or open(path, encoding="utf-8").read() != code:
                failures.append("%s: the page shows other text than the file in the checkout" % m.group(1))
            else:
                print("ok   %s (the page shows the file)" % m.group(1))
            continue
        print("FAIL unknown marker %r" % marker)
        return 1
    if len(programs) < 4:
        failures.append("%d programs on the page, expected the three explorations and a solution" % len(programs))
    with tempfile.TemporaryDirectory() as tmp:
        for name, (code, bundled) in sorted(programs.items()):
            if name not in outputs:
                failures.append("%s: no output on the page" % name)
                continue
            stdin, want = outputs[name]
            src = os.path.join(tmp, name)
            open(src, "w").write(code)
            builds = [([opts.cxx] + FLAGS + ["-I", os.path.join(ROOT, "lib"), src], "")]
            if bundled:
                bundle = os.path.join(tmp, "bundled-" + name)
                b = subprocess.run([os.path.join(ROOT, "scripts", "bundle"), "-o", bundle, src],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                if b.returncode:
                    failures.append("%s: bundle failed: %s" % (name, b.stderr.decode()))
                    continue
                builds.append(([opts.cxx] + FLAGS + [bundle], " (bundled)"))
            for cmd, what in builds:
                exe = os.path.join(tmp, "a.out")
                c = subprocess.run(cmd + ["-o", exe], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                if c.returncode:
                    failures.append("%s%s: does not compile:\n%s" % (name, what, c.stderr.decode()[:2000]))
                    continue
                r = subprocess.run([exe], input=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
                if r.returncode or r.stdout.decode() != want:
                    failures.append("%s%s: exit %d, printed\n%s\nthe page says\n%s" % (name, what, r.returncode,
                                                                                       r.stdout.decode(), want))
                else:
                    print("ok   %s%s" % (name, what))
    for f in failures:
        print("FAIL " + f)
    print("%d programs, %d failures" % (len(programs), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
