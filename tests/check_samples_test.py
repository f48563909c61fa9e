#!/usr/bin/env python3
"""scripts/check-samples reports each verdict: AC, WA (with a diff), AC under -w
for whitespace-only differences, RE for a non-zero exit, TLE past -t; the last
line counts them, and the exit status is 1 when anything failed."""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        samples, bins = os.path.join(tmp, "samples"), os.path.join(tmp, "bin")
        os.makedirs(os.path.join(samples, "echo"))
        os.makedirs(bins)
        cases = {"1": ("a b\n", "a b\n"), "2": ("a b\n", "a  b\n"), "3": ("exit\n", ""), "4": ("sleep\n", ""),
                 "5": ("a\r\n", "a\n")}
        for name, (given, expected) in cases.items():
            with open(os.path.join(samples, "echo", name + ".in"), "w", newline="") as f:
                f.write(given)
            with open(os.path.join(samples, "echo", name + ".out"), "w") as f:
                f.write(expected)
        with open(os.path.join(bins, "echo"), "w") as f:  # echoes stdin; "exit" fails, "sleep" hangs
            f.write('#!/bin/sh\nread line\ncase "$line" in exit) exit 3;; sleep) sleep 10;; esac\nprintf "%s\\n" "$line"\n')
        os.chmod(os.path.join(bins, "echo"), 0o755)
        for args, want in (([], ["AC", "WA", "RE", "TLE", "AC", "2 passed, 3 failed"]),
                           (["-w"], ["AC", "AC", "RE", "TLE", "AC", "3 passed, 2 failed"])):
            p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "check-samples"), "--bin", bins,
                                "--samples", samples, "-t", "0.5"] + args, stdout=subprocess.PIPE, universal_newlines=True)
            lines = [l for l in p.stdout.split("\n") if l and not l.startswith("     |")]
            got = [l.split()[0] for l in lines[:-1]] + [lines[-1]]
            print(" ".join(args) or "(exact)", "->", got)
            if got != want or p.returncode != 1:
                failures.append("%s: %r, exit %d" % (args, got, p.returncode))
            if not args and ("-a  b" not in p.stdout or "+a b" not in p.stdout):
                failures.append("no diff shown for WA")
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (2 - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
