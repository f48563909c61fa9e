#!/usr/bin/env python3
"""scripts/check-samples reports each verdict: AC, WA (with a diff), AC under -w
for whitespace-only differences, RE for a non-zero exit, TLE past -t; in suite
mode only the failures unless -v; the last line counts them, and the exit
status is 1 when anything failed. With -c CMD
-d DIR it runs any command on any folder in the layouts people have (N.in/N.out,
online-judge-tools' sample-N.in/.out, *.in/*.ans), shows time and peak memory,
makes trailing spaces visible, reports an input without an expected output as
NOOUT (its output shown) and refuses a folder with no tests (exit 2)."""
import re
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def default_test_folder():
    """-c CMD without -d takes test/ in the current folder, as `oj test` does; without one it is a usage error."""
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        script = [sys.executable, os.path.join(ROOT, "scripts", "check-samples"), "-c", "cat"]
        p = subprocess.run(script, cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        if p.returncode != 2 or "test/ folder" not in p.stderr:
            failures.append("-c without -d and no test/: exit %d, %r" % (p.returncode, p.stderr))
        os.mkdir(os.path.join(tmp, "test"))
        for name, text in (("sample-1.in", "x\n"), ("sample-1.out", "x\n")):
            with open(os.path.join(tmp, "test", name), "w") as f:
                f.write(text)
        p = subprocess.run(script, cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        if p.returncode != 0 or not p.stdout.endswith("1 passed, 0 failed\n"):
            failures.append("-c without -d in a folder with test/: exit %d, %r" % (p.returncode, p.stdout[-200:]))
    return failures


def main():
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        samples, bins = os.path.join(tmp, "samples"), os.path.join(tmp, "bin")
        os.makedirs(os.path.join(samples, "echo"))
        os.makedirs(bins)
        cases = {"1": ("a b\n", "a b\n"), "2": ("a b\n", "a  b\n"), "3": ("exit\n", ""), "4": ("sleep\n", ""),
                 "5": ("a\r\n", "a\n")}
        for name, (given, expected) in cases.items():
            with open(os.path.join(samples, "echo", name + ".in"), "w", newline="") as f:
                f.write(given)
            with open(os.path.join(samples, "echo", name + ".out"), "w") as f:
                f.write(expected)
        with open(os.path.join(bins, "echo"), "w") as f:  # echoes stdin; "exit" fails, "sleep" hangs
            f.write('#!/bin/sh\nread line\ncase "$line" in exit) exit 3;; sleep) sleep 10;; esac\nprintf "%s\\n" "$line"\n')
        os.chmod(os.path.join(bins, "echo"), 0o755)
        for args, want in ((["-v"], ["AC", "WA", "RE", "TLE", "AC", "2 passed, 3 failed"]),
                           (["-w", "-v"], ["AC", "AC", "RE", "TLE", "AC", "3 passed, 2 failed"]),
                           ([], ["WA", "RE", "TLE", "2 passed, 3 failed"])):
            p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "check-samples"), "--bin", bins,
                                "--samples", samples, "-t", "0.5"] + args, stdout=subprocess.PIPE, universal_newlines=True)
            lines = [l for l in p.stdout.split("\n") if l and not l.lstrip().startswith("|")]
            got = [l.split()[0] for l in lines[:-1]] + [lines[-1]]
            print(" ".join(args) or "(exact)", "->", got)
            if got != want or p.returncode != 1:
                failures.append("%s: %r, exit %d" % (args, got, p.returncode))
            if "-w" not in args and ("-a  b" not in p.stdout or "+a b" not in p.stdout):
                failures.append("no diff shown for WA")
    failures += any_command()
    failures += default_test_folder()
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (12 - len(failures), len(failures)))
    return 1 if failures else 0


def check(args, cwd):
    p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "check-samples")] + args, cwd=cwd,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    return p.returncode, p.stdout, p.stderr


def any_command():
    """-c CMD -d DIR: the layouts, NOOUT, time and memory, visible trailing spaces, an empty folder."""
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        with open(os.path.join(tmp, "sol.py"), "w") as f:  # sums the numbers; "crash" dies of SIGSEGV
            f.write("import os, signal, sys\nt = sys.stdin.read()\n"
                    "if 'crash' in t: os.kill(os.getpid(), signal.SIGSEGV)\nprint(sum(map(int, t.split())))\n")
        layouts = {"oj": {"sample-1.in": "1 2\n", "sample-1.out": "3\n", "sample-2.in": "5\n", "sample-2.out": "5 \n",
                          "sample-10.in": "7 7\n", "sample-10.out": "14\n"},
                   "ans": {"a.in": "2 2\n", "a.ans": "4\n", "b.in": "1\n", "b.ans": "1\n"},
                   "plain": {"1.in": "4\n", "1.out": "4\n", "2.in": "9 1\n", "3.in": "crash\n", "3.out": "0\n"},
                   "empty": {"notes.txt": "no tests here\n"}}
        for folder, files in layouts.items():
            os.makedirs(os.path.join(tmp, folder))
            for name, text in files.items():
                with open(os.path.join(tmp, folder, name), "w") as f:
                    f.write(text)
        cmd = ["-c", "python3 sol.py", "-d"]
        code, out, _ = check(cmd + ["oj"], tmp)
        verdicts = [l.split()[:3] for l in out.split("\n") if re.match(r"^[A-Z]+ ", l)]
        print("oj layout ->", verdicts, "exit", code)
        if verdicts != [["AC", "oj", "sample-1"], ["WA", "oj", "sample-2"], ["AC", "oj", "sample-10"]] or code != 1:
            failures.append("oj layout: %r, exit %d" % (verdicts, code))
        if "-5 $" not in out or "+5$" not in out:
            failures.append("the trailing space of 5 is not visible in the diff:\n" + out)
        if not re.search(r"^AC +oj +sample-1 +\d+\.\d{3} s +\d+\.\d MiB$", out, re.M):
            failures.append("no time and memory on the AC line:\n" + out)
        code, out, _ = check(cmd + ["ans"], tmp)
        print("*.ans layout ->", out.strip().split("\n")[-1], "exit", code)
        if code != 0 or not out.endswith("2 passed, 0 failed\n"):
            failures.append("*.ans layout: exit %d\n%s" % (code, out))
        code, out, err = check(cmd + ["plain"], tmp)
        print("no .out and a crash ->", [l.split()[0] for l in out.split("\n") if re.match(r"^[A-Z]+ ", l)], "exit", code)
        if (code != 1 or not re.search(r"^NOOUT +plain +2 ", out, re.M) or "| 10" not in out
                or "Traceback" in out + err or "killed by signal 11" not in out):
            failures.append("missing .out / crash: exit %d\n%s%s" % (code, out, err))
        code, out, err = check(cmd + ["empty"], tmp)
        print("no tests ->", err.strip(), "exit", code)
        if code != 2 or "no tests in" not in err:
            failures.append("empty folder: exit %d, %r" % (code, err))
    return failures


if __name__ == "__main__":
    sys.exit(main())
