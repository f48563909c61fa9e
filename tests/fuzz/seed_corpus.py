#!/usr/bin/env python3
"""seed_corpus.py HARNESS CORPUS: writes the seed inputs of one harness (scripts/fuzz).
seed_corpus.py --library: the names of the library's harnesses (scripts/fuzz lists them).

The reader's seeds are every sample behind a first byte 0 and 1 (tests/fuzz/reader_fuzz.cpp:
the first byte picks the block size and mode).
A solver's are its samples/<name>/*.in, shaped for tests/fuzz/solver_fuzz.cpp: with a
problems/<name>/fuzz-args, the first byte picks an argument set and each "@" word takes a line
before stdin. A sample with N.args seeds every set its words fit ("@" takes any word, "@K" a
number <= K); a sample without seeds every set without "@" words. The other library harnesses'
seeds: pattern's samples (pattern-table), the samples of the interactive solvers and every
sample of at most 200 bytes (interactive-reader), three small games (misere-quotient)."""
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


# The library's harnesses (tests/fuzz/<file>_fuzz.cpp), besides one per solver.
LIBRARY_HARNESSES = ["reader", "pattern-table", "interactive-reader", "misere-quotient"]


def library_seeds(name):
    """The seeds of a library harness other than the reader: {file name: bytes}."""
    out = {}
    if name == "pattern-table":  # pattern's samples, the first byte naming the reader they were written for
        for path in sorted(glob.glob(os.path.join(ROOT, "samples", "pattern", "*.in"))):
            args_path = path[:-3] + ".args"
            args = open(args_path).read().split() if os.path.exists(args_path) else []
            mode = 1 if "--pairs" in args else 2 if "--family" in args else 0
            data = open(path, "rb").read()
            for first in range(4):  # tests/fuzz/pattern_fuzz.cpp: the first index from bits 2-3
                out["%s.%d" % (os.path.basename(path), first)] = bytes([mode + 4 * first]) + data
    elif name == "interactive-reader":  # the interactive solvers' samples, in pieces of 1..16 and 1..200 bytes
        for path in sorted(glob.glob(os.path.join(ROOT, "samples", "*", "*.in"))):
            if os.path.exists(os.path.join(ROOT, "tests", "judges", os.path.basename(os.path.dirname(path)) + ".py")) \
                    or os.path.getsize(path) <= 200:
                base = os.path.relpath(path, ROOT).replace(os.sep, "_")
                data = open(path, "rb").read()
                out[base + ".0"], out[base + ".2"], out[base + ".128"] = b"\0" + data, b"\2" + data, b"\x80" + data
    elif name == "misere-quotient":  # Nim (every smaller heap), Kayles-like splits, a heap without moves
        nim = bytes([7]) + b"".join(bytes([min(h, 3)]) + bytes(range(h - 1, max(h - 4, -1), -1)) for h in range(1, 9))
        splits = bytes([7]) + b"".join(bytes([3, (h - 1) | ((h - 2) % 16) << 4, 0x11, h - 1]) for h in range(1, 9))
        out = {"nim": nim, "splits": splits, "no-move": bytes([3, 0, 1, 0, 2, 0x11, 0x21])}
    return out


def main():
    name, corpus = sys.argv[1], sys.argv[2]
    os.makedirs(corpus, exist_ok=True)
    if name in LIBRARY_HARNESSES and name != "reader":
        for file_name, content in library_seeds(name).items():
            with open(os.path.join(corpus, file_name), "wb") as f:
                f.write(content)
        return 0
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
    if sys.argv[1:] == ["--library"]:
        print("\n".join(LIBRARY_HARNESSES))
        sys.exit(0)
    sys.exit(main())
