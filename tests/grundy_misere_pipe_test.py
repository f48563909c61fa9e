#!/usr/bin/env python3
"""grundy's misère analysis as a pipe sees it (issue 42: `grundy --octal 0.137 --misere
--upto 100` printed a relations line thousands of characters long and grew to 2 GiB).

Relations: by default at most 20 of them, then ", ... and N more (--all shows every one)";
with --all every one, the first 20 the same; a quotient with 20 or fewer prints them all and
no note (octal 0.07 to heaps 30, 14 and 9). Memory: octal 0.137 to heap 100 under --max-memory
32 and 64 stops (exit 3, the bound named on stderr) with the process's peak resident memory
within the bound plus what the program holds before the construction starts (its peak on a
quotient of 9 heaps) and 4 MiB: the construction sizes its trials and proofs from the
bound, it does not only stop after passing it. Under ASan (its shadow memory and quarantine
are no part of the bound) the memory part is skipped.

usage: tests/grundy_misere_pipe_test.py BIN_DIR
"""
import os
import re
import subprocess
import sys
import tempfile

CUT = re.compile(r"^relations: (.*), \.\.\. and (\d+) more \(--all shows every one\)$", re.M)


def run(grundy, args):
    """stdout, stderr, exit status and peak resident memory (bytes) of one run, stdin empty."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        p = subprocess.Popen([grundy] + args, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return out.read().decode(), err.read().decode(), p.returncode, usage.ru_maxrss * 1024


def relations(text):
    line = [l for l in text.split("\n") if l.startswith("relations:")]
    assert len(line) == 1, text[:300]
    return line[0][len("relations: "):].split(", ")


def main(bin_dir):
    grundy = os.path.join(bin_dir, "grundy")
    failures = []
    out, err, status, _ = run(grundy, ["--octal", "0.07", "--misere", "--upto", "30"])
    cut = CUT.search(out)
    everything, err_all, status_all, _ = run(grundy, ["--octal", "0.07", "--misere", "--upto", "30", "--all"])
    full = relations(everything)
    if status or status_all or err or err_all:
        failures.append("0.07 to 30: exit %d / %d, stderr %r %r" % (status, status_all, err, err_all))
    elif not cut or len(cut.group(1).split(", ")) != 20 or 20 + int(cut.group(2)) != len(full) \
            or cut.group(1).split(", ") != full[:20] or "more (--all" in everything:
        failures.append("0.07 to 30: relations not cut to 20 with the rest counted, or --all not every one: %r"
                        % [l for l in out.split("\n") if l.startswith("relations")])
    for upto in ("9", "14"):  # 20 or fewer: all of them, no note
        a, _, _, _ = run(grundy, ["--octal", "0.07", "--misere", "--upto", upto])
        b, _, _, _ = run(grundy, ["--octal", "0.07", "--misere", "--upto", upto, "--all"])
        if a != b or "more (--all" in a or len(relations(a)) > 20:
            failures.append("0.07 to %s: a short list changed by the cut: %r" % (upto, a[:300]))
    _, _, _, base = run(grundy, ["--octal", "0.07", "--misere", "--upto", "9"])
    with open(grundy, "rb") as f:
        sanitized = b"__asan_init" in f.read()
    for mib in () if sanitized else (32, 64):
        _, err, status, peak = run(grundy, ["--octal", "0.137", "--misere", "--upto", "100", "--max-memory", str(mib)])
        if status != 3 or not err.startswith("grundy: stopped at heap"):
            failures.append("0.137 --max-memory %d: exit %d, stderr %r" % (mib, status, err))
        if peak > (mib << 20) + base + (4 << 20):
            failures.append("0.137 --max-memory %d: peak resident %.1f MiB, over the bound + %.1f MiB + 4 MiB"
                            % (mib, peak / 2**20, base / 2**20))
        print("0.137 --max-memory %d: %s; peak %.1f MiB (the program alone %.1f MiB)"
              % (mib, err.strip(), peak / 2**20, base / 2**20))
    for f in failures:
        print("FAIL " + f)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
