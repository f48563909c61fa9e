#!/usr/bin/env python3
"""An interactive solver against our judge for its problem, over pipes.

tests/judges/<name>.py is the judge: it plays the judge's side of the exact
protocol, checks every move of the solution from the rules alone, and has
strategies of its own (perfect, random, greedy, ...). For the solver NAME:
  1. run_tests(binary, light): every judge strategy; every sequence of judge
     moves on the small cases; random and extreme ones up to the limits;
  2. every sample samples/NAME/K.in (the judge's lines) with K.out (the
     solution's lines) is a transcript the judge's rules accept - every move of
     both sides legal, the solution the winner - checked without the solver
     (check-samples shows the solver prints K.out when K.in is its input);
  3. end to end: scripts/interact runs the judge program, once per strategy,
     against build/bin/NAME: the verdict AC, exit 0, and the --log transcript
     is again a game the judge's rules accept;
  4. where MinGW is installed (x86_64-w64-mingw32-g++, Debian's
     g++-mingw-w64-x86-64), the bundle compiles for Windows as C++11 with
     -Wall -Wextra -pedantic -Werror: the reader's _read path, as Codeforces
     builds it (said, and skipped, when it is not installed).

usage: tests/interactive_test.py [--bin DIR] [--light] NAME
"""
import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JUDGES = os.path.join(ROOT, "tests", "judges")

# The judge programs run end to end: the arguments of each (a game per line).
END_TO_END = {
    "atcoder-abc278-g": [["7", "2", "3"], ["2000", "2", "2"], ["12", "1", "12"], ["9", "3", "3"]],
    "codeforces-1934d2": [["1", "3", "13", "777777770001", "1000000000000000000", "936748722493063167"]],
}


def load(name):
    sys.path.insert(0, JUDGES)
    spec = importlib.util.spec_from_file_location("judge_" + name.replace("-", "_"), os.path.join(JUDGES, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def transcript(log):
    """The judge's and the solution's lines of a --log file, as two texts."""
    judge, solution = [], []
    for line in log.split("\n"):
        if line.startswith("judge> "):
            judge.append(line[7:] + "\n")
        elif line.startswith("solution> "):
            solution.append(line[10:] + "\n")
    return "".join(judge), "".join(solution)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("name")
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--light", action="store_true", help="fewer games (the sanitizer build)")
    opts = ap.parse_args()
    judge = load(opts.name)
    binary = os.path.join(opts.bin, opts.name)
    failures = []

    played, problems = judge.run_tests(binary, opts.light)
    failures += problems
    print("%s: %s against the judge's strategies %s" % (opts.name, played, ", ".join(judge.STRATEGIES)))

    folder = os.path.join(ROOT, "samples", opts.name)
    samples = sorted(f[:-3] for f in os.listdir(folder) if f.endswith(".in"))
    for stem in samples:
        try:
            judge.check_transcript(open(os.path.join(folder, stem + ".in")).read(),
                                   open(os.path.join(folder, stem + ".out")).read())
        except judge.WrongAnswer as e:
            failures.append("samples/%s/%s: not a game the solution wins: %s" % (opts.name, stem, e))
    print("%s: %d sample transcripts replayed by the judge's rules" % (opts.name, len(samples)))

    interact = os.path.join(ROOT, "scripts", "interact")
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "log")
        runs = 0
        for args in END_TO_END[opts.name]:
            for strategy in judge.STRATEGIES:
                if failures:  # each failure may cost the time limit
                    break
                command = " ".join([sys.executable, os.path.join(JUDGES, opts.name + ".py")] + args +
                                   ["--strategy", strategy, "--seed", str(runs)])
                p = subprocess.run([sys.executable, interact, "--time-limit", "30", "--log", log, command, "--", binary],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
                runs += 1
                if p.returncode != 0 or p.stdout != "AC\n" or p.stderr:
                    failures.append("nimkit interact %r -- %s: exit %d, %r, stderr %r"
                                    % (command, opts.name, p.returncode, p.stdout, p.stderr[-300:]))
                    continue
                try:
                    judge.check_transcript(*transcript(open(log).read()))
                except judge.WrongAnswer as e:
                    failures.append("the transcript of %r: %s" % (command, e))
        print("%s: %d runs through nimkit interact, transcripts replayed" % (opts.name, runs))

    mingw = shutil.which("x86_64-w64-mingw32-g++")
    if mingw:
        with tempfile.TemporaryDirectory() as tmp:
            bundle = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bundle"),
                                     os.path.join(ROOT, "problems", opts.name, "main.cpp")], stdout=subprocess.PIPE, check=True)
            with open(os.path.join(tmp, "submit.cpp"), "wb") as f:
                f.write(bundle.stdout)
            p = subprocess.run([mingw, "-std=c++11", "-O2", "-Wall", "-Wextra", "-pedantic", "-Werror", "submit.cpp",
                                "-o", "submit.exe"], cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            if p.returncode:
                failures.append("the bundle does not compile with MinGW:\n" + p.stdout.decode()[:2000])
        print("%s: the bundle compiled for Windows with %s" % (opts.name, mingw))
    else:
        print("%s: no MinGW (x86_64-w64-mingw32-g++): the Windows build is not checked here" % opts.name)

    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (4 - min(4, len(failures)), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
