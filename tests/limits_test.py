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
(N.., N to, N <=, N <, at least N, >= N) and each default anywhere.

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
# not part of a word, a decimal (1.5) or a longer power.
NUMBER = re.compile(r"(?<![\w^])(?<!\d\.)(\d+)(?:e(\d+)|\s?\^\s?(\d+)(?:\s?([-+])\s?(\d+))?)?(?![\w^]|\.\d)")
UPPER_BEFORE = re.compile(r"(?:\.\.|\bto|<=|\bup to|\bat most)\s?$")
LOWER_BEFORE = re.compile(r"(?:\bat least|>=)\s?$")
LOWER_AFTER = re.compile(r"\s?(?:\.\.|to\b|<)")
RANGE_GAP = re.compile(r"\s?(?:\.\.|to)\s?$")


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


def help_bounds(text):
    """[(kind, value, words)], kind "upper", "lower" or "default"; words: the text that states it."""
    text = flat(text)
    numbers = list(NUMBER.finditer(text))
    out = []
    for i, m in enumerate(numbers):
        before = text[:m.start()]
        if i > 0 and RANGE_GAP.search(before) and numbers[i - 1].end() <= m.start() and \
                re.fullmatch(r"\s?(?:\.\.|to)\s?", text[numbers[i - 1].end():m.start()]):
            words = text[numbers[i - 1].start():m.end()]
            out.append(("lower", value(numbers[i - 1]), words))
            out.append(("upper", value(m), words))
        elif re.search(r"(?:\bat most|\bup to|<=)\s?$", before):
            out.append(("upper", value(m), text[max(0, m.start() - 8):m.end()].split(None, 1)[-1]))
        elif LOWER_BEFORE.search(before):
            out.append(("lower", value(m), text[max(0, m.start() - 9):m.end()].split(None, 1)[-1]))
        elif re.search(r"\bdefault:?\s?$", before):
            out.append(("default", value(m), "default " + m.group(0)))
    return out


def readme_bounds(text):
    """{"upper": values stated as upper bounds, "lower": as lower bounds, "default": every number}."""
    text = flat(text)
    found = {"upper": set(), "lower": set(), "default": set()}
    for m in NUMBER.finditer(text):
        v, before, after = value(m), text[:m.start()], text[m.end():m.end() + 4]
        found["default"].add(v)
        if UPPER_BEFORE.search(before):
            found["upper"].add(v)
        if re.search(r"(?<![<>])<\s?$", before):  # x < N: N - 1 is the largest
            found["upper"].add(v - 1)
        if LOWER_BEFORE.search(before) or LOWER_AFTER.match(after):
            found["lower"].add(v)
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
    bounds = help_bounds(text)
    missing = []
    for kind, v, words in bounds:
        if v not in readme[kind]:
            what = {"upper": "as an upper bound", "lower": "as a lower bound", "default": "at all"}[kind]
            missing.append("help says \"%s\", README.md does not give %d %s" % (words, v, what))
    if missing:
        return False, "FAIL %s: %s" % (name, "; ".join(missing))
    return True, "ok %s: %s" % (name, ", ".join(sorted(set(w for _, _, w in bounds))) or "no bounds in the help")


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
