#!/usr/bin/env python3
"""scripts/fuzz: --help prints the usage and the harness list (exit 0); no
argument, an unknown harness or a bad count print them on stderr and exit 2 -
all before anything is built (no build-fuzz/ appears)."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    failures = []
    before = os.path.exists(os.path.join(ROOT, "build-fuzz"))
    fuzz = os.path.join(ROOT, "scripts", "fuzz")
    for args, code, stream in ((["--help"], 0, "stdout"), ([], 2, "stderr"), (["no-such-harness"], 2, "stderr"),
                               (["reader", "ten"], 2, "stderr")):
        p = subprocess.run([fuzz] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                           timeout=30)
        text = getattr(p, stream)
        ok = p.returncode == code and text.startswith(("usage: scripts/fuzz", "scripts/fuzz: no harness")) \
            and "Harnesses: reader " in text and " nim " in text
        print("scripts/fuzz %s -> exit %d%s" % (" ".join(args), p.returncode, "" if ok else " FAIL"))
        if not ok:
            failures.append("%s: exit %d, %s %r" % (args, p.returncode, stream, text[:300]))
    if not before and os.path.exists(os.path.join(ROOT, "build-fuzz")):
        failures.append("build-fuzz/ was created")
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
