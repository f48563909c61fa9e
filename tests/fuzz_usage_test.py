#!/usr/bin/env python3
"""scripts/fuzz: --help prints the usage and the harness list (exit 0); no
argument, an unknown harness, a bad count, and --all without a positive SECONDS
(or with a bad JOBS) print them on stderr and exit 2 - all before anything is
built (no build-fuzz/ appears); the usage lists the library's harnesses (reader,
pattern-table, interactive-reader, misere-quotient). Every problems/*/fuzz-args is
well formed (as tests/fuzz/solver_fuzz.cpp reads it), and tests/fuzz/seed_corpus.py
gives every harness seeds."""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "fuzz"))
import seed_corpus  # noqa: E402


def usage_failures():
    failures = []
    fuzz = os.path.join(ROOT, "scripts", "fuzz")
    for args, code, stream in ((["--help"], 0, "stdout"), ([], 2, "stderr"), (["no-such-harness"], 2, "stderr"),
                               (["reader", "ten"], 2, "stderr"), (["--all"], 2, "stderr"), (["--all", "ten"], 2, "stderr"),
                               (["--all", "0"], 2, "stderr"), (["--all", "60", "0"], 2, "stderr"),
                               (["--all", "60", "2", "nim"], 2, "stderr")):
        p = subprocess.run([fuzz] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                           timeout=30)
        text = getattr(p, stream)
        ok = p.returncode == code and text.startswith(("usage: scripts/fuzz", "scripts/fuzz: no harness")) \
            and "Harnesses: reader " in text and " nim " in text and "--all SECONDS" in text \
            and all(" %s " % h in text for h in seed_corpus.LIBRARY_HARNESSES[1:])
        print("scripts/fuzz %s -> exit %d%s" % (" ".join(args), p.returncode, "" if ok else " FAIL"))
        if not ok:
            failures.append("%s: exit %d, %s %r" % (args, p.returncode, stream, text[:300]))
    return failures


def args_failures():
    """Each set: options and values, "@" or "@N"; at least one set; a solver with sets gets seeds."""
    failures = []
    names = sorted(n for n in os.listdir(os.path.join(ROOT, "problems"))
                   if os.path.exists(os.path.join(ROOT, "problems", n, "main.cpp")))
    for name in names + seed_corpus.LIBRARY_HARNESSES:
        sets = None if name in seed_corpus.LIBRARY_HARNESSES else seed_corpus.arg_sets(name)
        if sets is not None:
            bad = [w for words in sets for w in words
                   if w.startswith("@") and w != "@" and not w[1:].isdigit()]
            if not sets or bad:
                failures.append("problems/%s/fuzz-args: %s" % (name, "no set" if not sets else "bad words %s" % bad))
            elif len(sets) > 256:
                failures.append("problems/%s/fuzz-args: more sets than a byte picks" % name)
        with tempfile.TemporaryDirectory() as corpus:
            subprocess.run([sys.executable, os.path.join(ROOT, "tests", "fuzz", "seed_corpus.py"), name, corpus],
                           check=True)
            seeds = os.listdir(corpus)
            if not seeds:
                failures.append("%s: no seeds" % name)
            if sets is not None:
                for s in seeds:
                    first = open(os.path.join(corpus, s), "rb").read()[:1]
                    if not first or first[0] >= len(sets):
                        failures.append("%s: seed %s picks no set" % (name, s))
    print("fuzz-args and seeds of %d harnesses checked" % (len(names) + len(seed_corpus.LIBRARY_HARNESSES)))
    return failures


def main():
    before = os.path.exists(os.path.join(ROOT, "build-fuzz"))
    failures = usage_failures() + args_failures()
    if not before and os.path.exists(os.path.join(ROOT, "build-fuzz")):
        failures.append("build-fuzz/ was created")
    for f in failures:
        print("FAIL " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
