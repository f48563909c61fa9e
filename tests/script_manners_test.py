#!/usr/bin/env python3
"""Hostile table for the scripts: a failed write (stdout is /dev/full) is one
stderr line and exit 1; a closed pipe (the reader gone, as `| head` does) ends
quietly - no traceback, nothing but at most one line on stderr.

usage: tests/script_manners_test.py BUILD_DIR
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
S = os.path.join(ROOT, "scripts")


def rows(build):
    py = sys.executable
    nim = os.path.join(ROOT, "problems", "nim", "main.cpp")
    return [
        ("bundle", [py, os.path.join(S, "bundle"), nim], r"bundle: cannot write output: No space left on device"),
        ("bundle --help", [py, os.path.join(S, "bundle"), "--help"], "bundle: cannot write output: No space left on device"),
        ("check-samples", [py, os.path.join(S, "check-samples"), "--bin", os.path.join(build, "bin"), "--problem", "nim"],
         "check-samples: cannot write output: No space left on device"),
        ("check-samples --help", [py, os.path.join(S, "check-samples"), "--help"],
         "check-samples: cannot write output: No space left on device"),
        ("bench --help", [py, os.path.join(S, "bench"), "--help"], "bench: cannot write output: No space left on device"),
        ("nimkit list", [py, os.path.join(S, "nimkit"), "list"], "nimkit: cannot write output: No space left on device"),
        ("nimkit --help", [py, os.path.join(S, "nimkit"), "--help"], "nimkit: cannot write output: No space left on device"),
        ("fuzz --help", [os.path.join(S, "fuzz"), "--help"], None),
    ]


def main(build):
    failures = 0
    for name, cmd, line in rows(build):
        with open("/dev/full", "w") as full:
            p = subprocess.run(cmd, stdout=full, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=60)
        err = p.stderr.decode()
        ok = p.returncode == 1 and err.count("\n") == 1 and "Traceback" not in err and (line is None or err == line + "\n")
        if not ok:
            print("FAIL %s > /dev/full: exit %d, stderr %r" % (name, p.returncode, err[:400]))
        failures += not ok
        # A closed pipe: the reader closes before the script writes.
        r, w = os.pipe()
        os.close(r)
        p = subprocess.run(cmd, stdout=w, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=60)
        os.close(w)
        err = p.stderr.decode()
        ok = p.returncode in (0, 1) or p.returncode < 0
        ok = ok and "Traceback" not in err and err.count("\n") <= 1
        if not ok:
            print("FAIL %s | closed pipe: exit %d, stderr %r" % (name, p.returncode, err[:400]))
        failures += not ok
    total = 2 * len(rows(build))
    print("%d passed, %d failed" % (total - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
