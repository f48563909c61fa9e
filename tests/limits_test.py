#!/usr/bin/env python3
"""Every numeric bound a solver's --help states must also be in its README.

For each problems/<name>/ with main.cpp and README.md: the help text is the
kHelp string of main.cpp (its literals joined). Its bounds are
  ranges     lo..hi, lo to hi               (0..2^63-1, 3 to 10000)
  upper      at most N, up to N, <= N        (up to 10^18, N <= 1000)
  lower      at least N, >= N                (n >= 0, at least 1)
  defaults   default N                       (default 1048576)
with numbers written as digits, 10^k, 2^k, 2^k-1, 2^k+1 or 1eK, compared as
values (2^63-1 = 9223372036854775807, 10^18 = 1000000000000000000).
The README agrees when it states each upper bound as an upper bound (..N,
to N, <= N, < N+1, up to N, at most N), each lower bound as a lower bound
(N.., N to, N <=, N <, at least N, >= N) and each default as a default
(default N, or a few words after "default": "default: the puzzle's 12").
A README states a value so anywhere for it to count (not checked: that it is
said of the same quantity), so a lower bound of 0 or 1 is rarely missed.

Prints one line per problem that disagrees, naming each bound the README
lacks, then "N passed, N failed"; exit status 1 on any failure.

usage: tests/limits_test.py [--root DIR] [-v] [NAME]...
  --root DIR   the tree to read (default: this repository)
  -v           also a line for each problem that agrees, with its bounds
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# A number: digits, or a power (2^63, 10^18) maybe -/+ a constant (2^63-1), or 1e18;
# not part of a word or name (hdu-1846), a decimal (1.5) or a longer power.
NUMBER = re.compile(r"(?<![\w^-])(?<!\d\.)(\d+)(?:e(\d+)|\s?\^\s?(\d+)(?:\s?([-+])\s?(\d+))?)?(?![\w^]|\.\d)")
UPPER_BEFORE = re.compile(r"(?:\.\.|\bto|<=|\bup to|\bat most)\s?$")  # ..N, to N, <= N, up to N, at most N
BELOW_BEFORE = re.compile(r"(?<![<>])<\s?$")  # < N: N - 1 is the largest
LOWER_BEFORE = re.compile(r"(?:\bat least|>=)\s?$")  # at least N, >= N
LOWER_AFTER = re.compile(r"\s?(?:\.\.|to\b|<)")  # N.., N to, N <= x, N < x
DEFAULT_BEFORE = re.compile(r"\bdefault:?\s?$")  # default N
NEAR_DEFAULT = re.compile(r"\bdefault\b[^.;()]{0,30}$")  # default: the puzzle's 12


def value(m):
    base, ten, power, sign, term = m.groups()
    if ten:
        return int(base) * 10 ** int(ten)
    v = int(base) ** int(power) if power else int(base)
    if term:
        v += int(term) if sign == "+" else -int(term)
    return v


def flat(text):
    """The text on one line, single spaces, no Markdown code quotes."""
    return " ".join(text.replace("`", "").split())


def help_text(source):
    """The kHelp string of a main.cpp (its literals, plain or raw, joined), or None."""
    m = re.search(r'\bkHelp\b[^=;"]*=\s*((?:\s*(?:R"([^(\s]*)\(.*?\)\2"|"(?:\\.|[^"\\])*"))+)', source, re.S)
    if not m:
        return None
    parts = []
    for raw_tag, raw, plain in re.findall(r'R"([^(\s]*)\((.*?)\)\1"|"((?:\\.|[^"\\])*)"', m.group(1), re.S):
        if raw_tag or raw:
            parts.append(raw)
        else:
            parts.append(re.sub(r"\\(.)", lambda e: {"n": "\n", "t": "\t"}.get(e.group(1), e.group(1)), plain))
    return "".join(parts)


def bounds(text, strict=True):
    """[(kind, value, written, words)] for each number of text in the place of a bound: kind
    "upper", "lower" or "default"; written: the number as written; words: the text around it.
    Not strict (a README): a default may be a few words after the word."""
    text = flat(text)
    out = []
    for m in NUMBER.finditer(text):
        v, before, after = value(m), text[:m.start()], text[m.end():]
        words = " ".join(text[max(0, m.start() - 16):m.end() + 12].split(" ")[1:-1]) or m.group(0)
        if UPPER_BEFORE.search(before):
            out.append(("upper", v, m.group(0), words))
        if BELOW_BEFORE.search(before):
            out.append(("upper", v - 1, m.group(0) + " - 1", words))
        if LOWER_BEFORE.search(before) or LOWER_AFTER.match(after):
            out.append(("lower", v, m.group(0), words))
        if DEFAULT_BEFORE.search(before) or not strict and NEAR_DEFAULT.search(before):
            out.append(("default", v, m.group(0), words))
    return out


def readme_bounds(text):
    """{kind: the values the README states so}."""
    found = {"upper": set(), "lower": set(), "default": set()}
    for kind, v, _, _ in bounds(text, strict=False):
        found[kind].add(v)
    return found


def check(root, name):
    """(ok, line): whether problems/<name>/README.md states every bound of the help text."""
    folder = os.path.join(root, "problems", name)
    with open(os.path.join(folder, "main.cpp"), encoding="utf-8") as f:
        text = help_text(f.read())
    if text is None:
        return False, "FAIL %s: no kHelp string in main.cpp" % name
    with open(os.path.join(folder, "README.md"), encoding="utf-8") as f:
        readme = readme_bounds(f.read())
    stated = bounds(text)
    missing = []
    for kind, v, written, words in stated:
        if v not in readme[kind]:
            what = {"upper": "as an upper bound", "lower": "as a lower bound", "default": "as a default"}[kind]
            missing.append("the help says \"...%s...\"; README.md does not give %s %s" % (words, written, what))
    if missing:
        return False, "FAIL %s: %s" % (name, "; ".join(missing))
    return True, "ok %s: %s" % (name, ", ".join(sorted(set("%s %s" % (k, w) for k, _, w, _ in stated))) or "no bounds in the help")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("names", nargs="*", metavar="NAME")
    ap.add_argument("--root", default=ROOT)
    ap.add_argument("-v", action="store_true", dest="verbose")
    opts = ap.parse_args()
    problems = os.path.join(opts.root, "problems")
    names = opts.names or sorted(n for n in os.listdir(problems)
                                 if all(os.path.exists(os.path.join(problems, n, f)) for f in ("main.cpp", "README.md")))
    passed = failed = 0
    for name in names:
        ok, line = check(opts.root, name)
        if ok:
            passed += 1
        else:
            failed += 1
        if not ok or opts.verbose:
            print(line)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed or not names else 0


if __name__ == "__main__":
    sys.exit(main())
