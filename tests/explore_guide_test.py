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
Also the page's and README.md's word for how many explorations there are is the
number of its numbered sections, and the size the page states for the first
bundled program ("about N KB") is its bundle's within 10%.

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
    text = open(PAGE, encoding="utf-8").read()
    found = blocks(text)
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
        failures.append("%d programs on the page, expected the explorations and a solution" % len(programs))
    failures += check_counts(text)
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
                if name == first_bundled(text):
                    failures += check_stated_size(text, os.path.getsize(bundle))
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


WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def check_counts(page):
    """The page's "N explorations follow" and README.md's "walks through N explorations": the sections."""
    sections = len(re.findall(r"^## \d+\. ", page, re.M))
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    said = re.findall(r"(\w+) explorations follow", page, re.I) + re.findall(r"walks through (\w+) explorations", readme)
    if len(said) != 2 or any(w.lower() != WORDS.get(sections) for w in said):
        return ["%d numbered sections, but the page and README.md say %r explorations" % (sections, said)]
    print("ok   %s explorations, as the page and README.md say" % WORDS[sections])
    return []


def first_bundled(page):
    m = re.search(r"<!-- program: (\S+?), bundled -->", page)
    return m.group(1) if m else None


def check_stated_size(page, size):
    m = re.search(r"Bundled, it is one file \(about (\d+) KB\)", page)
    if not m or abs(size - int(m.group(1)) * 1024) > 0.1 * size:
        return ["the page says the bundle is %s, it is %d bytes" % ("about %s KB" % m.group(1) if m else "nothing", size)]
    print("ok   the bundle is %d bytes, about %s KB as the page says" % (size, m.group(1)))
    return []


if __name__ == "__main__":
    sys.exit(main())
