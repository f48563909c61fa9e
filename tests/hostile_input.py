#!/usr/bin/env python3
"""Hostile input, table-driven, for every solver in --bin.

Each solver's table is tests/hostile/<solver>.py (ROWS; row builders in
tests/hostile/common.py). Each row: a name, the stdin bytes, the stdout we owe
(answers of every complete case before the fault), and the stderr line we
expect (None: must be empty and the exit status 0). A faulty row must exit 1
with exactly one stderr line "<solver>: line <N>: <message>" matching the
pattern. No row may hang.

On top of the table, for every solver: --help prints the format, an unknown
option is a usage error (exit 2) named in one line with "(try NAME --help)", a
word such as input.txt is refused with the hint "NAME < input.txt", writing to /dev/full is "cannot write
output" (exit 1), and every sample input is cut: at every byte of its first
FULL_CUTS bytes, then at every CUT_STRIDE-th byte and on both sides of every line
end within the first LINE_CUTS bytes (a long sample's body repeats what its first
bytes already try; with --light, 12 bytes and then about 16 more, at least 5
apart; a table with WHOLE_INPUT = True, whose answer depends on the whole input,
is cut at its first 8 bytes and about 24 more, and each cut must only end
cleanly; a table's QUERY_OPTIONS, options that only ask questions of what the
whole input gave (pattern's --at), make a sample whose input and other
arguments repeat an earlier sample's not cut again): the output must be a prefix (in whole lines) of the sample's answer
(for a cut inside a token: must extend the output of the cut just before that
token), the exit status 0 or 1, and a status of 1 must come with exactly one
well-formed stderr line.

With --batch DIR (the sanitizer build) the rows and the command line run the
solver's executable as above, and each sample's cuts - the same cuts - run in one
process of DIR/<solver>, the solver's code linked into tests/batch/runner.cpp:
one process start and one LeakSanitizer scan at its exit instead of thousands;
the process must end with status 0 and nothing on stderr (no sanitizer report,
no leak).

usage: tests/hostile_input.py [--bin DIR] [--light] [--batch DIR] [--solver NAME]...
"""
import argparse
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLES = os.path.join(ROOT, "tests", "hostile")


def load_table(solver):
    """The module tests/hostile/<solver>.py, or None."""
    path = os.path.join(TABLES, solver + ".py")
    if not os.path.exists(path):
        return None
    sys.path.insert(0, TABLES)
    spec = importlib.util.spec_from_file_location("hostile_" + solver.replace("-", "_"), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(binary, data, args=(), env=None):
    try:
        p = subprocess.run([binary] + list(args), input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=20,
                           env=env)
    except subprocess.TimeoutExpired:
        return None
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def run_batch(runner, inputs):
    """Runs the solver's main on each (args, stdin bytes) in one process of its batch
    runner (tests/batch/runner.cpp); a list of (status, stdout, stderr) per input, and
    a problem of the process itself (a crash, a hang, a leak found at exit) or None.
    After a crash or a hang the list is short: its length names the input."""
    with tempfile.NamedTemporaryFile(prefix="nimkit-batch-") as batch:
        for args, data in inputs:
            batch.write(b"%d\n" % len(args) + b"".join(a.encode() + b"\n" for a in args) + b"%d\n" % len(data) + data)
        batch.flush()
        try:
            p = subprocess.run([runner, batch.name], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=60 + 20 * len(inputs))
        except subprocess.TimeoutExpired:
            return [], "the batch runner hangs"
    results, out, at = [], p.stdout, 0
    while at < len(out):
        nl = out.index(b"\n", at)
        status, n_out, n_err = (int(w) for w in out[at:nl].split())
        body = out[nl + 1:nl + 1 + n_out + n_err]
        results.append((status, body[:n_out].decode("utf-8", "replace"), body[n_out:].decode("utf-8", "replace")))
        at = nl + 1 + n_out + n_err
    problem = None
    if p.returncode != 0 or p.stderr or len(results) != len(inputs):
        problem = "the batch runner: exit %d after %d of %d inputs, stderr %r" % (
            p.returncode, len(results), len(inputs), p.stderr.decode("utf-8", "replace")[-1500:])
    return results, problem


def check_row(solver, binary, row):
    """row: (name, stdin, stdout owed or None for any, stderr pattern or None[, arguments[, status]]).
    Status 2 (a bad command line): the pattern matches the whole stderr line after "<solver>: ".
    Status 1 (bad input, the default) or 3 (a construction stopped by a bound): one stderr line."""
    name, data, want_out, want_err = row[:4]
    status = row[5] if len(row) > 5 else 1
    got = run(binary, data, row[4] if len(row) > 4 else ())
    if got is None:
        return "hangs"
    code, out, err = got
    if status == 2:
        if code != 2 or out or not re.match(r"^%s: %s\n$" % (re.escape(solver), want_err), err):
            return "exit %d, stdout %r, stderr %r; expected exit 2 and %r" % (code, out[:100], err[:300], want_err)
        return None
    if want_out is not None and out != want_out:
        return "stdout %r, expected %r" % (out[:200], want_out[:200])
    if want_err is None:
        if code != 0 or err:
            return "exit %d, stderr %r; expected success" % (code, err[:300])
        return None
    lines = err.split("\n")
    if code != status:
        return "exit %d, expected %d (stderr %r)" % (code, status, err[:300])
    if len(lines) != 2 or lines[1] != "":
        return "stderr is not exactly one line: %r" % err[:300]
    line_pat, _, message_pat = want_err.partition(": ")
    head = re.match(r"^%s: %s: " % (re.escape(solver), line_pat), lines[0])
    if not head or not re.search(message_pat, lines[0][head.end():]):
        return "stderr %r does not match %r" % (lines[0][:300], want_err)
    return None


def sample_args(path_in):
    """The words of X.args next to X.in (a sample's command line), or none."""
    args = path_in[:-3] + ".args"
    return open(args).read().split() if os.path.exists(args) else []


FULL_CUTS = 256     # every byte of a sample's first FULL_CUTS bytes
CUT_STRIDE = 13     # then every CUT_STRIDE-th byte
LINE_CUTS = 4096    # and every line end within the first LINE_CUTS bytes


def cut_points(data, light=False):
    """Where to cut a sample of these bytes: see the module comment."""
    full, stride, lines = (12, max(5, len(data) // 16), 0) if light else (FULL_CUTS, CUT_STRIDE, LINE_CUTS)
    points = set(range(min(len(data), full) + 1))
    points.update(range(full, len(data) + 1, stride))
    for k in range(full, min(len(data), lines)):
        if data[k:k + 1] == b"\n":
            points.update((k, k + 1))
    points.add(len(data))
    return sorted(points)


def without_queries(args, query_options):
    """args without each of query_options and the word after it."""
    kept, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a in query_options:
            skip = True
        else:
            kept.append(a)
    return kept


def check_cuts(solver, binary, samples, line_based, light=False, whole_input=False, runner=None, query_options=()):
    """Cut every sample at every byte; see the module comment. A whole-input tool
    (its table's WHOLE_INPUT: the answer depends on all of it, as pattern's rules
    do) is cut at fewer places, and each cut must only end cleanly. With `runner`
    (a batch runner) each sample's cuts run in one process of it. A sample that
    differs from an earlier one only by query_options (and their words) is not cut:
    its cuts would run the same work on the same prefixes and only ask more of it."""
    problems = []
    cut_already = set()  # (input, arguments without the queries) of the samples cut
    folder = os.path.join(samples, solver)
    for f in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if not f.endswith(".in"):
            continue
        args = sample_args(os.path.join(folder, f))
        if any(a == "--explain" or a == "--play" for a in args):
            continue  # outputs that are not one line per case
        data = open(os.path.join(folder, f), "rb").read()
        if query_options:
            key = (data, tuple(without_queries(args, query_options)))
            if key in cut_already:
                continue
            cut_already.add(key)
        full = open(os.path.join(folder, f[:-3] + ".out")).read()
        before = ""  # the output for the last cut between tokens
        points = cut_points(data, light) if not whole_input else sorted(set(range(min(len(data), 8) + 1)) | set(
            range(8, len(data) + 1, max(5, len(data) // 24))) | {len(data)})  # each cut is a whole run of the finder
        if runner:
            results, problem = run_batch(runner, [(args, data[:k]) for k in points])
            if problem:
                problems.append("%s: %s" % (f, problem))
        else:
            results = [run(binary, data[:k], args) for k in points]
        for k, got in zip(points, results):
            if got is None:
                problems.append("%s cut at %d: hangs" % (f, k))
                continue
            code, out, err = got
            # A cut inside a token leaves a shorter number, a valid input whose last
            # case may be answered differently; the cases before must still be.
            if line_based:  # a case is a line: only a cut after "\n" falls between cases
                inside = 0 < k < len(data) and data[k - 1:k] != b"\n"
            else:
                inside = 0 < k < len(data) and not data[k - 1:k].isspace() and not data[k:k + 1].isspace()
            ok = (whole_input or (out.startswith(before) if inside else full.startswith(out))) and (out == "" or out.endswith("\n"))
            if not inside:
                before = out
            ok = ok and (code == 0 and err == "" or code == 1 and re.match(r"^%s: line \d+: [^\n]+\n$" % re.escape(solver), err))
            if not ok:
                problems.append("%s cut at %d: exit %d, stdout %r, stderr %r" % (f, k, code, out[:100], err[:200]))
    return problems


def check_command_line(solver, binary, samples):
    """--help, an unknown option, a file named as an argument, and output to /dev/full; a list of failures."""
    problems = []
    h = subprocess.run([binary, "--help"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    u = subprocess.run([binary, "--bogus"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if h.returncode != 0 or not h.stdout.startswith(b"usage: ") or h.stderr:
        problems.append("--help: exit %d" % h.returncode)
    if u.returncode != 2 or u.stderr != ('%s: unknown option "--bogus" (try %s --help)\n' % (solver, solver)).encode():
        problems.append("--bogus: exit %d, stderr %r" % (u.returncode, u.stderr))
    # A file named as an argument, as if the solver read it: refused with the way to give it.
    w = subprocess.run([binary, "input.txt"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    want_w = '%s: unexpected argument "input.txt": %s reads stdin (%s < input.txt) (try %s --help)\n' % ((solver,) * 4)
    if w.returncode != 2 or not w.stderr.startswith(want_w.split(" (try ")[0].encode()) or w.stderr.count(b"\n") != 1 \
            or not w.stderr.endswith(b" (try %s --help)\n" % solver.encode()) or w.stdout:
        problems.append("input.txt as an argument: exit %d, stderr %r" % (w.returncode, w.stderr))
    want = re.compile(r"^%s: cannot write output: [^\n]+\n$" % re.escape(solver))
    first = os.path.join(samples, solver, "1.in")
    with open(first, "rb") as stdin, open("/dev/full", "wb") as full:
        f = subprocess.run([binary] + sample_args(first), stdin=stdin, stdout=full, stderr=subprocess.PIPE, timeout=20)
    with open("/dev/full", "wb") as full:
        g = subprocess.run([binary, "--help"], stdin=subprocess.DEVNULL, stdout=full, stderr=subprocess.PIPE)
    for what, p in (("samples/%s/1.in > /dev/full" % solver, f), ("--help > /dev/full", g)):
        if p.returncode != 1 or not want.match(p.stderr.decode("utf-8", "replace")):
            problems.append("%s: exit %d, stderr %r" % (what, p.returncode, p.stderr))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--samples", default=os.path.join(ROOT, "samples"))
    ap.add_argument("--solver", action="append", help="only this solver (repeatable)")
    ap.add_argument("--light", action="store_true", help="fewer cuts (a quick look)")
    ap.add_argument("--batch", metavar="DIR",
                    help="run each sample's cuts in one process of DIR/<solver>, its batch runner (the sanitizer build)")
    opts = ap.parse_args()
    passed = failed = 0
    solvers = opts.solver or sorted(d for d in os.listdir(os.path.join(ROOT, "problems")))
    for solver in solvers:
        binary = os.path.join(opts.bin, solver)
        table = load_table(solver)
        if table is None:
            print("FAIL %s: no hostile-input table (add %s.py to %s)" % (solver, solver, TABLES))
            failed += 1
            continue
        for row in table.ROWS:
            problem = check_row(solver, binary, row)
            if problem:
                print("FAIL %s / %s: %s" % (solver, row[0], problem))
                failed += 1
            else:
                passed += 1
        problems = check_command_line(solver, binary, opts.samples)
        problems += check_cuts(solver, binary, opts.samples, getattr(table, "LINE_BASED", False), opts.light,
                               getattr(table, "WHOLE_INPUT", False), opts.batch and os.path.join(opts.batch, solver),
                               getattr(table, "QUERY_OPTIONS", ()))
        for p in problems:
            print("FAIL %s / %s" % (solver, p))
        failed += len(problems)
        passed += not problems
        print("%-12s %d rows, the command line, /dev/full and the cuts of every sample checked" % (solver, len(table.ROWS)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
