#!/usr/bin/env python3
"""Hostile input, table-driven, for every solver in --bin.

Each row: a name, the stdin bytes, the stdout we owe (answers of every complete
case before the fault), and the stderr line we expect (None: must be empty and
the exit status 0). A faulty row must exit 1 with exactly one stderr line
"<solver>: line <N>: <message>" matching the pattern. No row may hang.

On top of the table, every sample input is cut at every byte: the output must
be a prefix (in whole lines) of the sample's answer (for a cut inside a token:
must extend the output of the cut just before that token), the exit status 0 or 1,
and a status of 1 must come with exactly one well-formed stderr line.
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIG = "9223372036854775807"  # 2^63-1


def bad_tokens():
    """The tokens no solver accepts where a number is owed, and the message pattern each gets."""
    return [
        ("non-number", b"x", r'expected .*, got "x"'),
        ("negative", b"-5", r'expected .*, got negative number "-5"'),
        ("plus sign", b"+5", r'expected .*, got "\+5"'),
        ("decimal", b"1.5", r'expected .*, got "1\.5"'),
        ("exponent", b"1e9", r'expected .*, got "1e9"'),
        ("hex", b"0x10", r'expected .*, got "0x10"'),
        ("2^63", b"9223372036854775808", r'"9223372036854775808" is too large'),
        ("2^64", b"18446744073709551616", r'"18446744073709551616" is too large'),
        ("far above", b"9" * 40, r'"9{40}" is too large'),
        ("10^6 digits", b"1" * 10**6, r'\.\.\." \(1000000 characters\) is too large'),
        ("NUL byte", b"\x00", r'got "\\x00"'),
        ("NUL inside", b"1\x002", r'got "1\\x002"'),
        ("control byte", b"\x01", r'got "\\x01"'),
        ("escape", b"\x1b[31m", r'got "\\x1b\[31m"'),
        ("utf-8", "五".encode(), r'got "\\xe4\\xba\\x94"'),
    ]


def token_solver(prefix, prefix_out, lead, line, complete=None, can_cut=True):
    """Rows for a solver whose input is whitespace-separated integers.

    prefix: complete cases (answered by prefix_out); lead: the start of a case
    that owes a number next, which sits on line `line`. complete: a whole valid
    input with the same answers (default: prefix itself). can_cut: the format
    has cases of several numbers, so input can end inside one."""
    complete = prefix if complete is None else complete
    rows = []
    for name, tok, pat in bad_tokens():
        rows.append((name, prefix + lead + tok + b"\n", prefix_out, r"line %d: %s" % (line, pat)))
    rows.append(("bad token with CRLF", prefix.replace(b"\n", b"\r\n") + lead + b"x\r\n", prefix_out,
                 r'line %d: expected .*, got "x"$' % line))
    if can_cut:
        rows.append(("cut short", prefix + lead, prefix_out, r"line \d+: expected .*, got end of input"))
    rows.append(("empty input", b"", "", None))
    rows.append(("only whitespace", b" \n\r\n\t\n\n", "", None))
    rows.append(("extra blank lines", b"\n\n" + complete.replace(b"\n", b"\n\n\n"), prefix_out, None))
    rows.append(("CRLF", complete.replace(b"\n", b"\r\n"), prefix_out, None))
    rows.append(("no final newline", complete.rstrip(b"\n"), prefix_out, None))
    return rows


def long_rows(solver):
    """Rows whose cases run over many lines of long numbers, so the fast path
    (numbers taken 64 bytes at a time) reads most of the input and meets the
    fault deep inside a line. Answers come from the rules, computed here; the
    line owed is counted in the bytes."""
    piles = [(i * 7919 + 13) * 104729 % 10**9 for i in range(300)]
    piles[77] = 9 * 10**18  # 19 digits: too long for the fast path
    piles[150] = 0

    def answer(ps):
        x = 0
        for a in ps:
            x ^= a
        return {
            "nim": "Yes\n" if x else "No\n",
            "first-moves": "%d\n" % sum(1 for a in ps if a ^ x < a),
            "winning-moves": "Yes\n" + "".join("%d %d\n" % (a, a ^ x) for a in ps if a ^ x < a) if x else "No\n",
            "misere-nim": "John\n" if x else "Brother\n",  # some pile > 1: as in normal play
        }[solver]

    def case(ps, per_line=100):
        lines = [b" ".join(b"%d" % a for a in ps[k:k + per_line]) for k in range(0, len(ps), per_line)]
        return b"%d\n" % len(ps) + b"\n".join(lines) + b"\n"

    def row(name, data, out, bad, pattern):
        """The fault is the last occurrence of `bad`; its line is counted here."""
        line = data[:data.rindex(bad)].count(b"\n") + 1
        return (name, data, out, r"line %d: %s" % (line, pattern))

    two = b"2\n" if solver == "misere-nim" else b""  # T: this case and one more
    one = b"1\n" if solver == "misere-nim" else b""
    long_case = two + case(piles)
    padded = b"100\n" + b" ".join(b"000000000000000000000%d" % a for a in piles[:100]) + b"\n"  # 21 digits and more
    return [
        row("long case then a bad token", long_case + b"2\n3 x\n", answer(piles), b"x", r'expected .*, got "x"'),
        row("long case then 2^63", long_case + b"2\n3 9223372036854775808\n", answer(piles), b"9223372036854775808",
            r'"9223372036854775808" is too large'),
        row("long case, CRLF", (long_case + b"2\n3 x\n").replace(b"\n", b"\r\n"), answer(piles), b"x",
            r'expected .*, got "x"$'),
        row("long case, tabs and blank lines", two + case(piles).replace(b" ", b"\t").replace(b"\n", b"\n\n") + b"2 3\t\t-1",
            answer(piles), b"-1", r'expected .*, got negative number "-1"'),
        row("bad token in the middle of a long line", one + b"300\n" + b" ".join(b"%d" % a for a in piles[:60]) + b" 0x10 5\n",
            "", b"0x10", r'expected .*, got "0x10"'),
        ("long case cut short", one + case(piles)[:800], "", r"line \d+: expected .*, got end of input"),
        ("long zero-padded numbers", one + padded, answer(piles[:100]), None),
        ("many short cases", b"%d\n" % 500 * (solver == "misere-nim") + b"".join(case([i, i + 1, 3]) for i in range(500)),
         "".join(answer([i, i + 1, 3]) for i in range(500)), None),
    ]


def kayles_rows():
    """kayles reads one board per line: row lengths (<= 10^18) or a pin picture."""
    rows = []
    for name, tok, pat in bad_tokens():
        if name == "escape":
            pat = r"unbalanced brackets"
        rows.append((name, b"12\n[2,9]\n3 " + tok + b"\n", "0\n1 [9]\n", r"line 3: " + pat.replace("expected .*", "expected a row length")))
    return rows + [
        ("10^18 accepted", b"1000000000000000000\n", "1 [1,999999999999999997]\n", None),
        ("10^18 + 1", b"12\n1000000000000000001\n", "0\n", r'line 2: a row length "1000000000000000001" is too large'),
        ("unbalanced [", b"12\n[2,9\n", "0\n", r'line 2: unbalanced brackets in "\[2,9"'),
        ("unbalanced ]", b"12\n2,9]\n", "0\n", r"line 2: unbalanced brackets"),
        ("nested brackets", b"[[2]]\n", "", r"line 1: unbalanced brackets"),
        ("two pictures on a line", b"IXI IIX\n", "", r"line 1: expected one pin picture per line"),
        ("lower-case picture", b"12\nixi\n", "0\n", r'line 2: expected a row length, got "ixi"'),
        ("empty input", b"", "", None),
        ("only whitespace", b" \n\t\r\n\n", "", None),
        ("extra blank lines", b"\n\n12\n\n\n[2,9]\n\n", "0\n1 [9]\n", None),
        ("CRLF", b"12\r\nIXIIIIIIIIIII\r\n", "0\n1 4\n", None),
        ("no final newline", b"12\n[2,9]", "0\n1 [9]\n", None),
        ("empty board, misere", b"[]\n0\nXXX\n", "1\n1\n1\n", None),
        ("10^6 pins", b"I" * 10**6 + b"\n", "1 2 3\n", None),
    ]


TABLES = {
    "split": token_solver(b"9 8\n", "B\nA 4 4\n", b"", 2, can_cut=False) + [
        ("zero", b"9\n0\n", "B\n", r"line 2: a number of stones must be at least 1, got 0"),
        ("above 10^18", b"9\n1000000000000000001\n", "B\n", r'line 2: a number of stones "1000000000000000001" is too large \(at most 1000000000000000000\)'),
        ("10^18 accepted", b"1000000000000000000\n", "A 500000000000000000 500000000000000000\n", None),
        ("--explain on 31..1000 ascending ends in time", " ".join(map(str, range(31, 1001))).encode(), None, None, ["--explain"]),
    ],
    "kayles": kayles_rows(),
    "nim": long_rows("nim") + token_solver(b"1 5\n2 3 3\n", "Yes\nNo\n", b"2\n3 ", 4) + [
        ("count larger than the data", b"1 1\n5 1 2 3\n", "Yes\n", r"line 2: expected a pile size, got end of input"),
        ("2^63-1 accepted", ("1 %s\n" % BIG).encode(), "Yes\n", None),
        ("n = 0", b"0\n0\n", "No\nNo\n", None),
    ],
    "first-moves": long_rows("first-moves") + token_solver(b"3\n5 7 9\n", "1\n", b"2\n3 ", 4) + [
        ("count larger than the data", b"3\n5 7 9\n5\n1 2\n", "1\n", r"line 4: expected a pile size, got end of input"),
        ("terminator missing", b"3\n5 7 9\n2\n1 1\n", "1\n0\n", None),
        ("text after the terminator is not read", b"3\n5 7 9\n0\ngarbage\n", "1\n", None),
        ("2^63-1 accepted", ("2 %s 0\n" % BIG).encode(), "1\n", None),
    ],
    "winning-moves": long_rows("winning-moves") + token_solver(b"3\n3 6 9\n", "Yes\n9 5\n", b"2\n3 ", 4) + [
        ("count larger than the data", b"2\n45 45\n3\n1 2\n", "No\n", r"line 4: expected a pile size, got end of input"),
        ("terminator missing", b"2\n1 1\n", "No\n", None),
        ("text after the terminator is not read", b"1\n4\n0\n-1\n", "Yes\n4 0\n", None),
        ("2^63-1 accepted", ("1 %s 0\n" % BIG).encode(), "Yes\n%s 0\n" % BIG, None),
    ],
    "misere-nim": long_rows("misere-nim") + token_solver(b"3\n1 5\n2 3 3\n", "John\nBrother\n", b"2\n3 ", 5, complete=b"2\n1 5\n2 3 3\n") + [
        ("fewer cases than T", b"3\n1 5\n", "John\n", r"line 2: expected a pile count, got end of input"),
        ("count larger than the data", b"2\n1 1\n4 1 1\n", "Brother\n", r"line 3: expected a pile size, got end of input"),
        ("T = 0", b"0\n", "", None),
        ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
        ("2^63-1 accepted", ("1 1 %s\n" % BIG).encode(), "John\n", None),
    ],
    "s-nim": token_solver(b"2 2 5\n1\n2 5 12\n", "L\n", b"1 3\n1\n2 ", 6) + [
        ("a member of S is 0", b"2 2 5\n1\n2 5 12\n2 0 1\n", "L\n", r"line 4: a member of S is 0"),
        ("heap above 10000", b"1 1\n1\n1 10001\n", "", r'line 3: a heap size "10001" is too large \(at most 10000\)'),
        ("fewer positions than m", b"1 1\n3\n1 1\n1 2\n", "", r"line 4: expected a heap count, got end of input"),
        ("k larger than S", b"5 1 2", "", r"line 1: expected a member of S, got end of input"),
        ("terminator missing", b"1 1\n1\n1 1\n", "W\n", None),
        ("text after the terminator is not read", b"1 1\n1\n1 2\n0\nxyz", "L\n", None),
        ("heap 10000 and huge members", ("2 %s 10000\n1\n2 10000 0\n" % BIG).encode(), "W\n", None),
    ],
}


def run(binary, data, args=()):
    try:
        p = subprocess.run([binary] + list(args), input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=20)
    except subprocess.TimeoutExpired:
        return None
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def check_row(solver, binary, row):
    """row: (name, stdin, stdout owed or None for any, stderr pattern or None[, arguments])."""
    name, data, want_out, want_err = row[:4]
    got = run(binary, data, row[4] if len(row) > 4 else ())
    if got is None:
        return "hangs"
    code, out, err = got
    if want_out is not None and out != want_out:
        return "stdout %r, expected %r" % (out[:200], want_out[:200])
    if want_err is None:
        if code != 0 or err:
            return "exit %d, stderr %r; expected success" % (code, err[:300])
        return None
    lines = err.split("\n")
    if code != 1:
        return "exit %d, expected 1 (stderr %r)" % (code, err[:300])
    if len(lines) != 2 or lines[1] != "":
        return "stderr is not exactly one line: %r" % err[:300]
    line_pat, _, message_pat = want_err.partition(": ")
    head = re.match(r"^%s: %s: " % (re.escape(solver), line_pat), lines[0])
    if not head or not re.search(message_pat, lines[0][head.end():]):
        return "stderr %r does not match %r" % (lines[0][:300], want_err)
    return None


LINE_BASED = {"kayles"}  # a case is a line: only a cut after "\n" falls between cases


def check_cuts(solver, binary, samples):
    """Cut every sample at every byte; see the module comment."""
    problems = []
    folder = os.path.join(samples, solver)
    for f in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if not f.endswith(".in") or os.path.exists(os.path.join(folder, f[:-3] + ".args")):
            continue
        data = open(os.path.join(folder, f), "rb").read()
        full = open(os.path.join(folder, f[:-3] + ".out")).read()
        before = ""  # the output for the last cut between tokens
        for k in range(len(data) + 1):
            got = run(binary, data[:k])
            if got is None:
                problems.append("%s cut at %d: hangs" % (f, k))
                continue
            code, out, err = got
            # A cut inside a token leaves a shorter number, a valid input whose last
            # case may be answered differently; the cases before must still be.
            if solver in LINE_BASED:
                inside = 0 < k < len(data) and data[k - 1:k] != b"\n"
            else:
                inside = 0 < k < len(data) and not data[k - 1:k].isspace() and not data[k:k + 1].isspace()
            ok = (out.startswith(before) if inside else full.startswith(out)) and (out == "" or out.endswith("\n"))
            if not inside:
                before = out
            ok = ok and (code == 0 and err == "" or code == 1 and re.match(r"^%s: line \d+: [^\n]+\n$" % re.escape(solver), err))
            if not ok:
                problems.append("%s cut at %d: exit %d, stdout %r, stderr %r" % (f, k, code, out[:100], err[:200]))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--samples", default=os.path.join(ROOT, "samples"))
    ap.add_argument("--solver", action="append", help="only this solver (repeatable)")
    opts = ap.parse_args()
    passed = failed = 0
    solvers = opts.solver or sorted(d for d in os.listdir(os.path.join(ROOT, "problems")))
    for solver in solvers:
        binary = os.path.join(opts.bin, solver)
        if solver not in TABLES:
            print("FAIL %s: no hostile-input table (add one to %s)" % (solver, __file__))
            failed += 1
            continue
        for row in TABLES[solver]:
            problem = check_row(solver, binary, row)
            if problem:
                print("FAIL %s / %s: %s" % (solver, row[0], problem))
                failed += 1
            else:
                passed += 1
        # The command line: --help prints the format; an unknown option is a usage error (2).
        h = subprocess.run([binary, "--help"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        u = subprocess.run([binary, "--bogus"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if h.returncode != 0 or not h.stdout.startswith(b"usage: ") or h.stderr:
            print("FAIL %s --help: exit %d" % (solver, h.returncode))
            failed += 1
        elif u.returncode != 2 or u.stderr.count(b"\n") != 1 or not u.stderr.startswith(solver.encode() + b": "):
            print("FAIL %s --bogus: exit %d, stderr %r" % (solver, u.returncode, u.stderr))
            failed += 1
        else:
            passed += 1
        problems = check_cuts(solver, binary, opts.samples)
        for p in problems:
            print("FAIL %s / %s" % (solver, p))
        failed += len(problems)
        passed += not problems
        print("%-12s %d rows + every cut of every sample checked" % (solver, len(TABLES[solver])))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
