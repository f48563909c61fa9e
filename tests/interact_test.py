#!/usr/bin/env python3
"""nimkit interact (scripts/interact) on small judge and solution programs: each
verdict (AC, WA, RE even when the judge then reports a wrong answer, TLE), a
solution that never reads, a judge that dies, the transcript, the refusals of
a bad command line (exit 2), --help, a failed write of the verdict, and the
door `nimkit interact`.

usage: tests/interact_test.py
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTERACT = os.path.join(ROOT, "scripts", "interact")
PY = sys.executable

# The judge says 3, wants 6, then says ok; anything else: -1 and status 1.
DOUBLING_JUDGE = r'''
import sys
print(3, flush=True)
if sys.stdin.readline() != "6\n":
    print(-1, flush=True)
    sys.exit(1)
print("ok", flush=True)
'''
PROGRAMS = {
    "judge.py": DOUBLING_JUDGE,
    "judge_dies.py": "import os, signal\nprint(3, flush=True)\nos.kill(os.getpid(), signal.SIGKILL)\n",
    "judge_no_newline.py": "import sys\nsys.stdout.write('3')\n",
    "double.py": "x = int(input())\nprint(2 * x, flush=True)\ninput()\n",
    "wrong.py": "x = int(input())\nprint(x + 1, flush=True)\ninput()\n",
    "abort.py": "import os\ninput()\nos.abort()\n",
    "exit5.py": "import sys\nx = int(input())\nprint(2 * x, flush=True)\ninput()\nsys.exit(5)\n",
    "sleeps.py": "import time\ninput()\ntime.sleep(60)\n",
    "never_reads.py": "pass\n",
    "never_reads_sleeps.py": "import time\ntime.sleep(60)\n",
    "no_flush.py": "import os, time\nx = int(input())\nout = os.fdopen(1, 'w', 4096)\nout.write('%d\\n' % (2 * x))\n"
                   "time.sleep(60)\n",  # buffered whatever PYTHONUNBUFFERED says
    "judge_waits.py": "import sys, time\nsys.stdin.readline()\ntime.sleep(60)\n",
    "speaks_sleeps.py": "import time\nprint(1, flush=True)\ntime.sleep(60)\n",
    "judge_fails.py": "import sys\nsys.stderr.write('judge error: bad argument\\n')\nsys.exit(3)\n",
    "reads_two.py": "x = int(input())\nprint(2 * x, flush=True)\ninput()\n",
}


def run(args, stdout=subprocess.PIPE, cwd=None):
    p = subprocess.run([PY, INTERACT] + args, stdout=stdout, stderr=subprocess.PIPE, universal_newlines=True,
                       timeout=120, cwd=cwd)
    return p.returncode, p.stdout, p.stderr


def main():
    failures, checks = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in PROGRAMS.items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)
        prog = lambda name: "%s %s" % (PY, os.path.join(tmp, name))
        log = os.path.join(tmp, "log")

        def expect(what, args, status, out, err="", transcript=None):
            checks.append(what)
            code, o, e = run(args)
            if code != status or not re.match(out + (r"\n" if out else "") + r"\Z", o) or not re.match(err + r"\Z", e):
                failures.append("%s: exit %d, stdout %r, stderr %r" % (what, code, o, e))
            if transcript is not None:
                got = open(log).read()
                if got != transcript:
                    failures.append("%s: the transcript is %r, expected %r" % (what, got, transcript))

        expect("AC", ["--log", log, prog("judge.py"), "--", prog("double.py")], 0, r"AC",
               transcript="judge> 3\nsolution> 6\njudge> ok\n"
                          "# the judge exited with status 0, the solution exited with status 0: AC\n")
        expect("WA", ["--log", log, prog("judge.py"), "--", prog("wrong.py")], 1,
               r"WA: the judge exited with status 1",
               transcript="judge> 3\nsolution> 4\njudge> -1\n"
                          "# the judge exited with status 1, the solution exited with status 0: WA\n")
        expect("RE, though the judge then says WA", [prog("judge.py"), "--", prog("abort.py")], 1,
               r"RE: the solution was killed by signal 6 \(SIGABRT\) \(the judge exited with status 1\)")
        expect("RE after the judge accepted", [prog("judge.py"), "--", prog("exit5.py")], 1,
               r"RE: the solution exited with status 5 \(the judge exited with status 0\)")
        expect("TLE, both waiting: the judge spoke last", ["--time-limit", "1", prog("judge.py"), "--",
                                                            prog("sleeps.py")], 1,
               r"TLE: the judge and the solution were still running after 1 s; the judge spoke last and waited for a reply: did the solution flush its output\?")
        expect("TLE: a reply printed, not flushed", ["--time-limit", "1", prog("judge.py"), "--", prog("no_flush.py")],
               1, r"TLE: the judge and the solution were still running after 1 s; the judge spoke last and waited for a reply: did the solution flush its output\?")
        expect("TLE: the solution spoke last, no question of flushing", ["--time-limit", "1", prog("judge_waits.py"),
                                                                        "--", prog("speaks_sleeps.py")], 1,
               r"TLE: the judge and the solution were still running after 1 s")
        expect("a judge error (exit 3): not a wrong answer, exit 2", [prog("judge_fails.py"), "--", prog("never_reads.py")],
               2, r"judge error: the judge exited with status 3 \(it could not judge: see its message\)",
               err=r"judge error: bad argument\n")
        expect("TLE, the solution alone", ["--time-limit=1.5", prog("judge_no_newline.py"), "--",
                                           prog("never_reads_sleeps.py")], 1,
               r"TLE: the solution was still running after 1\.5 s \(the judge exited with status 0\)")
        expect("a solution that never reads", [prog("judge.py"), "--", prog("never_reads.py")], 1,
               r"WA: the judge exited with status 1")
        expect("a solution that never reads and waits", ["--time-limit", "1", prog("judge.py"), "--",
                                                         prog("never_reads_sleeps.py")], 1,
               r"TLE: the judge and the solution were still running after 1 s; the judge spoke last and waited for a reply: did the solution flush its output\?")
        expect("a judge that dies", ["--log", log, prog("judge_dies.py"), "--", prog("reads_two.py")], 1,
               r"WA: the judge was killed by signal 9 \(SIGKILL\); the solution then exited with status 1",
               err=r"(?s)Traceback.*EOFError.*",
               transcript="judge> 3\nsolution> 6\n"
                          "# the judge was killed by signal 9 (SIGKILL), the solution exited with status 1: WA\n")
        expect("a last line without newline", ["--log", log, prog("judge_no_newline.py"), "--", prog("never_reads.py")],
               0, r"AC", transcript="judge> 3 (no newline at the end)\n"
                                    "# the judge exited with status 0, the solution exited with status 0: AC\n")
        expect("shell syntax, a command not found", ["/no/such/judge 2>/dev/null", "--", prog("never_reads.py")], 1,
               r"WA: the judge exited with status 127 \(command not found\?\)")
        usage = r"scripts/interact: %s \(try scripts/interact --help\)\n"
        expect("no --", [prog("judge.py"), prog("double.py")], 2, "", usage % "expected JUDGE -- SOLUTION")
        expect("two words", ["python3", "judge.py", "--", "x"], 2, "", usage % r"JUDGE is one word before --: .*")
        expect("two words after --", ["j", "--", "./a.out", "--fast"], 2, "", usage % r"SOLUTION is one word after --: .*")
        expect("no solution", ["j", "--"], 2, "", usage % "the following arguments are required: SOLUTION")
        expect("a bad time limit", ["--time-limit", "0", "j", "--", "s"], 2, "",
               usage % r"argument --time-limit: 0: must be above 0 seconds")
        expect("an unknown option", ["--bogus", "j", "--", "s"], 2, "", usage % r"unrecognized arguments: --bogus")
        expect("a missing program", [prog("judge.py"), "--", "/no/such/solution"], 2, "",
               usage % r"cannot run the solution '/no/such/solution': No such file or directory")
        expect("an unwritable log", ["--log", "/no/such/dir/log", "j", "--", "s"], 2, "",
               usage % r"--log /no/such/dir/log: No such file or directory")
        code, out, err = run(["--help"])
        if code != 0 or not out.startswith("usage: scripts/interact [--time-limit S] [--log FILE] JUDGE -- SOLUTION") or err:
            failures.append("--help: exit %d, stdout %r, stderr %r" % (code, out[:100], err))
        with open("/dev/full", "w") as full:
            code, out, err = run([prog("judge.py"), "--", prog("double.py")], stdout=full)
        if code != 1 or err != "scripts/interact: cannot write output: No space left on device\n":
            failures.append("verdict to /dev/full: exit %d, stderr %r" % (code, err))
        p = subprocess.run([PY, os.path.join(ROOT, "scripts", "nimkit"), "interact", prog("judge.py"), "--",
                            prog("double.py")], stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                           timeout=60)
        if p.returncode != 0 or p.stdout != "AC\n" or p.stderr:
            failures.append("nimkit interact: exit %d, stdout %r, stderr %r" % (p.returncode, p.stdout, p.stderr))
        p = subprocess.run([PY, os.path.join(ROOT, "scripts", "nimkit"), "interact", "--bogus", "j", "--", "s"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
        if p.returncode != 2 or p.stderr != "nimkit interact: unrecognized arguments: --bogus (try nimkit interact --help)\n":
            failures.append("nimkit interact --bogus: exit %d, stderr %r" % (p.returncode, p.stderr))
    for f in failures:
        print("FAIL " + f)
    total = len(checks) + 4  # with --help, /dev/full and the door twice
    print("%d passed, %d failed" % (total - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
