#!/usr/bin/env python3
"""seed_corpus.py HARNESS CORPUS: writes the seed inputs of one harness (scripts/fuzz).

The reader's seeds are every sample behind a first byte 0 and 1 (tests/fuzz/reader_fuzz.cpp:
the first byte picks the block size and mode).
A solver's are its samples/<name>/*.in, shaped for tests/fuzz/solver_fuzz.cpp: with a
problems/<name>/fuzz-args, the first byte picks an argument set and each "@" word takes a line
before stdin. A sample with N.args seeds every set its words fit ("@" takes any word, "@K" a
number <= K); a sample without seeds every set without "@" words."""
import glob
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def arg_sets(name):
    """The argument sets of problems/<name>/fuzz-args, as solver_fuzz.cpp reads them."""
    path = os.path.join(ROOT, "problems", name, "fuzz-args")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        text = f.read()
    lines = text.split("\n")[:-1] if text.endswith("\n") else text.split("\n")
    return [line.split() for line in lines if not line.startswith("#")]


def fit(words, args):
    """The lines that the "@" words of a set take to give args, or None if they cannot."""
    if len(words) != len(args):
        return None
    lines = []
    for w, a in zip(words, args):
        if w == "@" and len(a) <= 16:
            lines.append(a)
        elif w.startswith("@") and w != "@" and a.isdigit() and int(a) <= int(w[1:]):
            lines.append(a)
        elif w != a:
            return None
    return lines


def main():
    name, corpus = sys.argv[1], sys.argv[2]
    os.makedirs(corpus, exist_ok=True)
    samples = sorted(glob.glob(os.path.join(ROOT, "samples", "*" if name == "reader" else name, "*.in")))
    sets = None if name == "reader" else arg_sets(name)
    for path in samples:
        data = open(path, "rb").read()
        base = os.path.relpath(path, ROOT).replace(os.sep, "_")
        if name == "reader":  # the first byte picks the reader's block size and mode
            out = {base + ".0": b"\0" + data, base + ".1": b"\1" + data}
        elif sets is None:
            out = {base: data}
        else:
            args_path = path[:-3] + ".args"
            args = open(args_path).read().split() if os.path.exists(args_path) else None
            out = {}
            for i, words in enumerate(sets):
                lines = fit(words, args) if args is not None else (None if any(w[0] == "@" for w in words) else [])
                if lines is not None and i < 256:
                    out["%s.%d" % (base, i)] = bytes([i]) + b"".join(l.encode() + b"\n" for l in lines) + data
        for file_name, content in out.items():
            with open(os.path.join(corpus, file_name), "wb") as f:
                f.write(content)
    return 0


if __name__ == "__main__":
    sys.exit(main())
