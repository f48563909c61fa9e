#!/usr/bin/env python3
"""No process left behind: every script that starts programs (check-samples,
interact, bench, fuzz, and nimkit's check and interact, which run them) ends
them all - the program, and what it started in turn - on Ctrl-C typed on a
terminal (a pseudo-terminal: the terminal sends SIGINT to the script's process
group), on SIGTERM sent to the script alone, at its time limit and at its own
end; it returns within a second of the signal with status 130 (Ctrl-C) or 143
(SIGTERM) and no traceback. The program that is left to end spins
(`while 1: pass`) after writing its process id to a file, so the test knows
whom to look for. bench and fuzz first run `cmake`: a cmake that spins, put
first on PATH, stands for a long build.

usage: tests/process_groups_test.py
"""
import os
import pty
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
S = os.path.join(ROOT, "scripts")
PY = sys.executable
SPIN = "import os, sys\nopen(sys.argv[1] + '.tmp', 'w').write(str(os.getpid()))\n" \
       "os.rename(sys.argv[1] + '.tmp', sys.argv[1])\nwhile 1: pass\n"
GRACE = 1.0  # seconds from the signal to the script's exit


def running(pid):
    """Alive and not a zombie (an orphan's zombie waits for init to reap it)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_for(paths, proc_alive, limit=60.0):
    """The pids written to paths, once all are written (None if the script ended first)."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if all(os.path.exists(p) for p in paths):
            return [int(open(p).read()) for p in paths]
        if not proc_alive():
            return None
        time.sleep(0.05)
    return None


def left(pids):
    """The pids still running a moment after the script's exit."""
    time.sleep(0.2)
    return [p for p in pids if running(p)]


def under_terminal(argv, env, pidfiles):
    """Runs argv on a pseudo-terminal, types Ctrl-C once the spinners run:
    (exit status, seconds from Ctrl-C to exit, output, spinners' pids)."""
    pid, fd = pty.fork()
    if pid == 0:
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    out = []
    ended = []

    def alive():
        if not ended:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                ended.append(status)
        return not ended

    spinners = wait_for(pidfiles, alive)
    time.sleep(0.3)  # the script is now waiting on them
    start = time.monotonic()
    os.write(fd, b"\x03")
    while True:
        try:
            data = os.read(fd, 4096)
        except OSError:
            break
        if not data:
            break
        out.append(data)
    if not ended:
        ended.append(os.waitpid(pid, 0)[1])
    seconds = time.monotonic() - start
    os.close(fd)
    return os.waitstatus_to_exitcode(ended[0]), seconds, b"".join(out).decode("utf-8", "replace"), spinners or []


def with_signal(argv, env, pidfiles, signum=signal.SIGTERM):
    """Runs argv (stdout and stderr to pipes), sends signum to it alone once the spinners run."""
    p = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    spinners = wait_for(pidfiles, lambda: p.poll() is None)
    time.sleep(0.3)
    start = time.monotonic()
    p.send_signal(signum)
    try:
        out = p.communicate(timeout=30)[0]
    except subprocess.TimeoutExpired:
        p.kill()
        out = p.communicate()[0]
    return p.returncode, time.monotonic() - start, out.decode("utf-8", "replace"), spinners or []


def main():
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        spin = os.path.join(tmp, "spin.py")
        with open(spin, "w") as f:
            f.write(SPIN)
        tests = os.path.join(tmp, "tests")
        os.mkdir(tests)
        for name in ("1.in", "1.out"):
            with open(os.path.join(tests, name), "w") as f:
                f.write("1\n")
        fake = os.path.join(tmp, "bin")
        os.mkdir(fake)
        with open(os.path.join(fake, "cmake"), "w") as f:
            f.write("#!/bin/sh\nexec %s %s %s\n" % (PY, spin, os.path.join(tmp, "cmake.pid")))
        os.chmod(os.path.join(fake, "cmake"), 0o755)
        env = dict(os.environ)
        env.pop("NIMKIT_PROG", None)
        fake_env = dict(env, PATH=fake + os.pathsep + env.get("PATH", ""))

        def pidfile(name):
            path = os.path.join(tmp, name + ".pid")
            if os.path.exists(path):
                os.remove(path)
            return path

        def spinner(name):
            return "%s %s %s" % (PY, spin, pidfile(name))

        # (name, argv, environment, pid files the run's programs write)
        cases = []
        for tool in ([PY, os.path.join(S, "check-samples")], [PY, os.path.join(S, "nimkit"), "check"]):
            cases.append(("%s -c SPIN -t 30" % " ".join(os.path.basename(w) for w in tool[1:]),
                          lambda tool=tool: tool + ["-c", spinner("solution"), "-d", tests, "-t", "30"], env,
                          ["solution"]))
            # the shell runs the spinner as its child: the group, not the shell alone, must go
            cases.append(("%s -c 'SPIN; true'" % " ".join(os.path.basename(w) for w in tool[1:]),
                          lambda tool=tool: tool + ["-c", spinner("solution") + "; true", "-d", tests, "-t", "30"],
                          env, ["solution"]))
        for tool in ([PY, os.path.join(S, "interact")], [PY, os.path.join(S, "nimkit"), "interact"]):
            cases.append(("%s SPIN -- SPIN" % " ".join(os.path.basename(w) for w in tool[1:]),
                          lambda tool=tool: tool + ["--time-limit", "30", spinner("judge"), "--", spinner("solution")],
                          env, ["judge", "solution"]))
        cases.append(("bench (cmake spins)", lambda: [PY, os.path.join(S, "bench"), "--build", tmp], fake_env,
                      ["cmake"]))
        cases.append(("fuzz reader (cmake spins)", lambda: [os.path.join(S, "fuzz"), "reader"], fake_env, ["cmake"]))

        for name, argv, case_env, spinners in cases:
            for how, runner, want in (("Ctrl-C on a terminal", under_terminal, 130),
                                      ("SIGTERM", with_signal, 143)):
                paths = [os.path.join(tmp, s + ".pid") for s in spinners]
                for path in paths:
                    if os.path.exists(path):
                        os.remove(path)
                args = argv()
                status, seconds, out, pids = runner(args, case_env, paths)
                alive = left(pids)
                problems = []
                if len(pids) != len(spinners):
                    problems.append("the programs never started: %r" % out[-300:])
                if status != want:
                    problems.append("exit %d, expected %d" % (status, want))
                if seconds > GRACE:
                    problems.append("%.2f s to exit" % seconds)
                if "Traceback" in out:
                    problems.append("a traceback: %r" % out[-300:])
                if alive:
                    problems.append("left running: %s" % alive)
                for pid in alive:
                    os.kill(pid, signal.SIGKILL)
                print("%-40s %-22s exit %3d in %.2f s%s" % (name, how, status, seconds,
                                                              "" if not problems else " FAIL: " + "; ".join(problems)))
                if problems:
                    failures.append("%s, %s: %s" % (name, how, "; ".join(problems)))

        # At a time limit and at the script's own end.
        ends = [
            ("check-samples -t 3: TLE, the spinner ended", lambda: [
                PY, os.path.join(S, "check-samples"), "-c", spinner("solution") + "; true", "-d", tests, "-t", "3"],
             1, "TLE", ["solution"]),
            ("interact --time-limit 3: TLE, both ended", lambda: [
                PY, os.path.join(S, "interact"), "--time-limit", "3", spinner("judge"), "--", spinner("solution")],
             1, "TLE", ["judge", "solution"]),
            ("check-samples: AC, the background spinner it left ended", lambda: [
                PY, os.path.join(S, "check-samples"), "-c", "%s & while [ ! -e %s ]; do sleep 0.05; done; echo 1" % (
                    spinner("solution"), os.path.join(tmp, "solution.pid")), "-d", tests, "-t", "30"],
             0, "1 passed, 0 failed", ["solution"]),
        ]
        for name, args, want, text, spinners in ends:
            start = time.monotonic()
            p = subprocess.run(args(), env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60,
                               universal_newlines=True)
            seconds = time.monotonic() - start
            pids = [int(open(os.path.join(tmp, s + ".pid")).read()) for s in spinners
                    if os.path.exists(os.path.join(tmp, s + ".pid"))]
            alive = left(pids)
            problems = []
            if p.returncode != want or text not in p.stdout:
                problems.append("exit %d: %r" % (p.returncode, p.stdout[-300:]))
            if len(pids) != len(spinners):
                problems.append("the programs never started")
            if alive:
                problems.append("left running: %s" % alive)
            if seconds > 30:  # a hang (a loaded machine stretches the 3 s limit's run past 5 s)
                problems.append("%.1f s" % seconds)
            for pid in alive:
                os.kill(pid, signal.SIGKILL)
            print("%-62s %.2f s%s" % (name, seconds, "" if not problems else " FAIL: " + "; ".join(problems)))
            if problems:
                failures.append("%s: %s" % (name, "; ".join(problems)))
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
