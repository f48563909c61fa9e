#!/usr/bin/env python3
"""Hostile table for the scripts: a failed write (stdout is /dev/full) is one
stderr line and exit 1; a closed pipe (the reader gone, as `| head` does) ends
quietly - no traceback, nothing but at most one line on stderr. Then the
command-line manners (MANNERS): options anywhere, --opt=value, one line naming
an unknown option or a missing value with "(try NAME --help)", a missing file
named without Python's words, the names the scripts give themselves (run as
scripts/X, through nimkit, installed as nimkit-X), the judge-id spellings
nimkit takes, and the progress line on a terminal (a pseudo-terminal) that a
pipe never sees.

usage: tests/script_manners_test.py BUILD_DIR
"""
import os
import pty
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
S = os.path.join(ROOT, "scripts")


def rows(build):
    py = sys.executable
    nim = os.path.join(ROOT, "problems", "nim", "main.cpp")
    return [
        ("bundle", [py, os.path.join(S, "bundle"), nim], r"scripts/bundle: cannot write output: No space left on device"),
        ("bundle --help", [py, os.path.join(S, "bundle"), "--help"],
         "scripts/bundle: cannot write output: No space left on device"),
        ("check-samples", [py, os.path.join(S, "check-samples"), "--bin", os.path.join(build, "bin"), "--problem", "nim",
                           "-v"], "scripts/check-samples: cannot write output: No space left on device"),
        ("check-samples --help", [py, os.path.join(S, "check-samples"), "--help"],
         "scripts/check-samples: cannot write output: No space left on device"),
        ("bench --help", [py, os.path.join(S, "bench"), "--help"],
         "scripts/bench: cannot write output: No space left on device"),
        ("nimkit list", [py, os.path.join(S, "nimkit"), "list"], "nimkit: cannot write output: No space left on device"),
        ("nimkit --help", [py, os.path.join(S, "nimkit"), "--help"], "nimkit: cannot write output: No space left on device"),
        ("fuzz --help", [os.path.join(S, "fuzz"), "--help"], None),
    ]


def manners(build, tmp):
    """(name, argv, exit status, stdout regex or None, stderr regex or None): stderr is
    one line (or none) unless the regex spans more."""
    py = sys.executable
    bundle, check, nimkit = ([py, os.path.join(S, x)] for x in ("bundle", "check-samples", "nimkit"))
    nim = os.path.join(ROOT, "problems", "nim", "main.cpp")
    out = os.path.join(tmp, "submit.cpp")
    usage = lambda name: r" \(try %s --help\)\n\Z" % re.escape(name)
    return [
        ("bundle: options after the file", bundle + [nim, "-o", out, "-I", tmp], 0, r"\A\Z", r"\A\Z"),
        ("bundle: --keep-comments after the file", bundle + [nim, "--keep-comments"], 0, r"nimkit/nim\.hpp", r"\A\Z"),
        ("bundle: -o=OUT is not a thing, --keep-comments=x is refused", bundle + [nim, "--keep-comments=x"], 2, r"\A\Z",
         r"\Ascripts/bundle: argument --keep-comments: ignored explicit argument 'x'" + usage("scripts/bundle")),
        ("bundle: a missing file", bundle + ["no-such.cpp", "-o", out], 1, r"\A\Z",
         r"\Ascripts/bundle: no-such\.cpp: no such file\n\Z"),
        ("bundle: a folder", bundle + [tmp], 1, r"\A\Z", r"\Ascripts/bundle: .*: is a folder, not a file\n\Z"),
        ("bundle: no file", bundle, 2, r"\A\Z", r"\Ascripts/bundle: the following arguments are required: FILE" +
         usage("scripts/bundle")),
        ("bundle: -o without a value", bundle + [nim, "-o"], 2, r"\A\Z",
         r"\Ascripts/bundle: argument -o: expected one argument" + usage("scripts/bundle")),
        ("bundle: unknown option", bundle + [nim, "--fast"], 2, r"\A\Z",
         r"\Ascripts/bundle: unrecognized arguments: --fast" + usage("scripts/bundle")),
        ("bundle: -I of no folder", bundle + [nim, "-I", "/no/such"], 2, r"\A\Z",
         r"\Ascripts/bundle: -I /no/such: no such folder" + usage("scripts/bundle")),
        ("bundle --help: one usage line, lines under 100 characters", bundle + ["--help"], 0,
         r"\Ausage: scripts/bundle \[-I DIR\]\.\.\. \[--keep-comments\] \[-o OUT\] FILE\n(?!(.|\n)*usage:)(?!(.|\n)*[^\n]{100})",
         r"\A\Z"),
        ("check-samples: -t 0", check + ["-t", "0"], 2, r"\A\Z",
         r"\Ascripts/check-samples: argument -t/--timeout: 0: must be above 0 seconds" + usage("scripts/check-samples")),
        ("check-samples: -t=-1", check + ["--timeout=-1"], 2, r"\A\Z", r"must be above 0 seconds"),
        ("check-samples: -t x", check + ["-t", "x"], 2, r"\A\Z", r"expected a number of seconds, got 'x'"),
        ("check-samples --help: one usage block, lines under 100 characters", check + ["--help"], 0,
         r"\Ausage: scripts/check-samples -c CMD(?!(.|\n)*\nusage:)(?!(.|\n)*[^\n]{100})", r"\A\Z"),
        ("check-samples: failures and the count only, options after", check + ["--problem", "nim", "--bin",
                                                                                os.path.join(build, "bin")], 0,
         r"\A\d+ passed, 0 failed\n\Z", r"\A\Z"),
        ("check-samples -v: every test, in columns", check + ["--problem", "library-checker-nim_product_64", "-v",
                                                             "--bin=" + os.path.join(build, "bin")], 0,
         r"\AAC    library-checker-nim_product_64 1 +\d+\.\d{3} s", r"\A\Z"),
        ("nimkit: a judge id runs its solver", nimkit + ["hdu3032"], 0, r"\AAlice\nBob\n\Z", r"\A\Z"),
        ("nimkit: CF 1498F", nimkit + ["which", "CF 1498F"], 0, r"\Acodeforces-1498f\n\Z", None),
        ("nimkit: 1498F", nimkit + ["which", "1498F"], 0, r"\Acodeforces-1498f\n\Z", None),
        ("nimkit: CF 1498F unquoted (two words, one id)", nimkit + ["which", "CF", "1498F"], 0, r"\Acodeforces-1498f\n\Z", None),
        ("nimkit: which with three words", nimkit + ["which", "HDU", "3032", "x"], 2, None,
         r"\Animkit: which takes one judge id, e.g\. nimkit which HDU 3032 \(try nimkit --help\)\n\Z"),
        ("nimkit: AGC017D", nimkit + ["which", "AGC017D"], 0, r"\Aatcoder-agc017-d\n\Z", None),
        ("nimkit: P2197", nimkit + ["which", "P2197"], 0, r"\Aluogu-p2197\n\Z", None),
        ("nimkit: ABC278G", nimkit + ["which", "ABC278G"], 0, r"\Aatcoder-abc278-g\n\Z", None),
        ("nimkit: abc278_g (AtCoder's URL form)", nimkit + ["which", "abc278_g"], 0, r"\Aatcoder-abc278-g\n\Z", None),
        ("nimkit: HDU3032", nimkit + ["which", "HDU3032"], 0, r"\Ahdu-3032\n\Z", None),
        ("nimkit: POJ-2234", nimkit + ["which", "POJ-2234"], 0, r"\Anim\n\Z", None),
        ("nimkit: a bare number names its judges", nimkit + ["which", "1536"], 1, r"\A\Z",
         r"\Animkit: no solver for 1536 \(name its judge: HDU 1536\)\n\Z"),
        ("nimkit: an unknown solver points to which", nimkit + ["hdu9999"], 2, r"\A\Z",
         r"nimkit which ID finds one by its judge id\)" + usage("nimkit")),
        ("nimkit: the maxrss helper is no solver", nimkit + ["maxrss"], 2, r"\A\Z", r'no solver named "maxrss"'),
        ("nimkit bundle names itself", nimkit + ["bundle", nim, "--fast"], 2, r"\A\Z",
         r"\Animkit bundle: unrecognized arguments: --fast" + usage("nimkit bundle")),
        ("nimkit check names itself", nimkit + ["check", "-t", "0"], 2, r"\A\Z",
         r"\Animkit check: argument -t/--timeout" + ".*" + usage("nimkit check")),
        ("nimkit bundle: options after the file", nimkit + ["bundle", nim, "-o", out], 0, r"\A\Z", r"\A\Z"),
    ]


def check_manners(build):
    failures = 0
    env = dict(os.environ, NIMKIT_BIN=os.path.join(build, "bin"))
    env.pop("NIMKIT_PROG", None)
    with tempfile.TemporaryDirectory() as tmp:
        for name, cmd, status, out, err in manners(build, tmp):
            with open(os.path.join(ROOT, "samples", "hdu-3032", "1.in"), "rb") as stdin:
                p = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=120)
            o, e = p.stdout.decode(), p.stderr.decode()
            ok = (p.returncode == status and (out is None or re.search(out, o)) and (err is None or re.search(err, e))
                  and "Traceback" not in e and "Errno" not in e)
            if not ok:
                print("FAIL %s: exit %d, stdout %r, stderr %r" % (name, p.returncode, o[:300], e[:300]))
            failures += not ok
        failures += check_installed(build, tmp, env)
        failures += check_progress(build, env)
    return failures, len(manners(build, "/tmp")) + 2


def check_installed(build, tmp, env):
    """Installed, the scripts call themselves nimkit-bundle and nimkit-check-samples."""
    prefix = os.path.join(tmp, "prefix")
    p = subprocess.run(["cmake", "--install", build, "--prefix", prefix], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode:
        print("FAIL cmake --install: " + p.stdout.decode()[-300:])
        return 1
    env = {k: v for k, v in env.items() if k != "NIMKIT_BIN"}
    failures = 0
    for script, args, want in (("nimkit-bundle", ["--fast"], r"\Animkit-bundle: the following arguments are required"),
                               ("nimkit-check-samples", ["-t", "0"], r"\Animkit-check-samples: argument -t"),
                               ("nimkit-bundle", ["--help"], None)):
        p = subprocess.run([os.path.join(prefix, "bin", script)] + args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, env=env)
        text = p.stderr.decode() if want else p.stdout.decode()
        if not re.search(want or r"\Ausage: nimkit-bundle ", text) or "scripts/" in text:
            print("FAIL installed %s %s: %r" % (script, " ".join(args), text[:300]))
            failures += 1
    return failures


def on_terminal(cmd, env):
    """Runs cmd with stderr on a pseudo-terminal; (exit status, stdout, what the terminal got)."""
    master, slave = pty.openpty()
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=slave, env=env)
        os.close(slave)
        seen = b""
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # the terminal's other side closed
                break
            if not chunk:
                break
            seen += chunk
        p.wait()
        os.close(master)
        out.seek(0)
        return p.returncode, out.read().decode(), seen.decode("utf-8", "replace")


def check_progress(build, env):
    """check-samples and grundy (a long table, a misere quotient) show a progress line on a
    terminal and erase it; into a pipe, nothing."""
    failures = 0
    env = dict(env, NIMKIT_PROGRESS_AFTER="0")
    cmd = [sys.executable, os.path.join(S, "check-samples"), "--bin", os.path.join(build, "bin"), "--problem", "nim",
           "--problem", "s-nim"]
    code, out, seen = on_terminal(cmd, env)
    if code != 0 or not re.search(r"\rscripts/check-samples: \d+/\d+ tests, 0 failed\x1b\[K", seen) or "tests" in out:
        print("FAIL check-samples progress on a terminal: exit %d, terminal %r" % (code, seen[-300:]))
        failures += 1
    p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    if p.stderr:
        print("FAIL check-samples into a pipe wrote to stderr: %r" % p.stderr[:300])
        failures += 1
    # grundy: a long normal-play table and a misere quotient, each with its own line, erased before the answer
    grundy = os.path.join(build, "bin", "grundy")
    for cmd, line in (([grundy, "--grundys-game", "--upto", "1000000", "--summary"],
                       r"\rgrundy: g\(0\.\.1000000\): heap \d+ \(\d+%\), \d+ heaps/s, \d+ s, \d+ MiB\x1b\[K"),
                      ([grundy, "--octal", "0.07", "--misere", "--upto", "20", "--summary"],
                       r"\rgrundy: misere quotient: proving heap \d+, \d+ heaps/s, order \d+, \d+ s, \d+ MiB\x1b\[K")):
        code, out, seen = on_terminal(cmd, env)
        if code != 0 or not re.search(line, seen) or not seen.endswith("\r\x1b[K") or not out.startswith(("no period", "quotient")):
            print("FAIL %s on a terminal: exit %d, terminal %r, stdout %r" % (" ".join(cmd[1:]), code, seen[-300:], out[:100]))
            failures += 1
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        if p.stderr or p.stdout.decode() != out:
            print("FAIL %s into a pipe: stderr %r, stdout %r" % (" ".join(cmd[1:]), p.stderr[:300], p.stdout[:100]))
            failures += 1
    return failures


def main(build):
    failures, checked = check_manners(build)
    for name, cmd, line in rows(build):
        with open("/dev/full", "w") as full:
            p = subprocess.run(cmd, stdout=full, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=60)
        err = p.stderr.decode()
        ok = p.returncode == 1 and err.count("\n") == 1 and "Traceback" not in err and (line is None or err == line + "\n")
        if not ok:
            print("FAIL %s > /dev/full: exit %d, stderr %r" % (name, p.returncode, err[:400]))
        failures += not ok
        # A closed pipe: the reader closes before the script writes.
        r, w = os.pipe()
        os.close(r)
        p = subprocess.run(cmd, stdout=w, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, timeout=60)
        os.close(w)
        err = p.stderr.decode()
        ok = p.returncode in (0, 1) or p.returncode < 0
        ok = ok and "Traceback" not in err and err.count("\n") <= 1
        if not ok:
            print("FAIL %s | closed pipe: exit %d, stderr %r" % (name, p.returncode, err[:400]))
        failures += not ok
    total = 2 * len(rows(build)) + checked
    print("%d passed, %d failed" % (total - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
