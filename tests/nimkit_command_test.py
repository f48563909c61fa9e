#!/usr/bin/env python3
"""The nimkit command, from the build tree and from an install (cmake --install
into a temporary prefix): a solver run by name, list, which (any spacing and
case), solvers, bundle, check (suite mode on the installed samples), --version,
and the refusals (unknown solver or command: exit 2; unknown judge id: exit 1).
Also: problems/index.tsv holds exactly the rows of problems/README.md's judge table and
the ids and solvers of README.md's judge list.

usage: tests/nimkit_command_test.py BUILD_DIR
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE = os.path.join(ROOT, "samples", "hdu-3032", "1.in")


def run(cmd, env=None, stdin=None):
    with open(stdin or os.devnull, "rb") as f:
        p = subprocess.run(cmd, stdin=f, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, timeout=120)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def check_door(nimkit, env, where, failures):
    def expect(args, status, out=None, err=None, stdin=None):
        code, o, e = run([sys.executable, nimkit] + args, env, stdin)
        ok = code == status and (out is None or re.search(out, o, re.M)) and (err is None or re.search(err, e))
        if not ok:
            failures.append("%s: nimkit %s -> exit %d, stdout %r, stderr %r" % (where, " ".join(args), code, o[:300],
                                                                                 e[:300]))
    expect(["hdu-3032"], 0, out=r"\AAlice\nBob\n\Z", stdin=SAMPLE)
    expect(["grundy", "--octal", ".77", "--upto", "200", "--summary"], 0, out=r"^period 12 from heap 71")
    expect(["list"], 0, out=r"^HDU 3032 +hdu-3032 ")
    for spelling in ("HDU 3032", "hdu3032", "HDU-3032", " hdu  3032 ", "Hdu_3032"):
        expect(["which", spelling], 0, out=r"\Ahdu-3032\n\Z")
    expect(["which", "POJ 2960"], 0, out=r"\As-nim\n\Z")
    expect(["which", "HDU 9999"], 1, err=r"^nimkit: no solver for HDU 9999")
    expect(["solvers"], 0, out=r"^kayles$")
    expect(["bundle", os.path.join(ROOT, "problems", "nim", "main.cpp")], 0, out=r"^int main")
    expect(["check", "--problem", "hdu-3032"], 0, out=r"^\d+ passed, 0 failed$")
    expect(["--version"], 0, out=r"\Animkit \d+\.\d+\.\d+\n\Z")
    expect(["--help"], 0, out=r"^usage: nimkit SOLVER")
    expect(["no-such-solver"], 2, err=r'^nimkit: no solver named "no-such-solver"')
    expect(["--bogus"], 2, err=r"^nimkit: unknown option --bogus")
    expect([], 2, err=r"^nimkit: name a solver")


def main(build):
    failures = []
    table = re.findall(r"^\| (.+?) \| (.+?) \| (.+?) \| \[`([\w-]+)`\]\(\4/README\.md\)",
                       open(os.path.join(ROOT, "problems", "README.md"), encoding="utf-8").read(), re.M)
    index = [tuple(l.rstrip("\n").split("\t")) for l in open(os.path.join(ROOT, "problems", "index.tsv"),
                                                              encoding="utf-8") if l.strip() and l[0] != "#"]
    if table != index:
        failures.append("problems/README.md's judge table and problems/index.tsv differ")
    # README.md's list: "- **Judge**: id `solver`, id `solver`" lines between the markers.
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    listed = text[text.find("<!-- judge list -->"):text.find("<!-- end of judge list -->")]
    pairs, judge = set(), None
    for line in listed.splitlines()[1:]:
        m = re.match(r"- \*\*(.+?)\*\*:(.*)$", line)
        if m:
            judge, line = m.group(1), m.group(2)
        pairs.update(("%s %s" % (judge, i.strip()), s) for i, s in re.findall(r"([^,`]+) `([\w-]+)`", line))
    want = set((i, row[3]) for row in index for i in row[0].split(", "))
    if not pairs or pairs != want:
        failures.append("README.md's judge list and problems/index.tsv differ: %s" % sorted(pairs ^ want)[:6])
    for judge, title, game, solver in index:
        if not os.path.exists(os.path.join(ROOT, "problems", solver, "main.cpp")):
            failures.append("index row %s names no solver %s" % (judge, solver))
    env = dict(os.environ, NIMKIT_BIN=os.path.join(build, "bin"))
    check_door(os.path.join(ROOT, "scripts", "nimkit"), env, "build tree", failures)
    with tempfile.TemporaryDirectory() as tmp:
        prefix = os.path.join(tmp, "prefix")
        p = subprocess.run(["cmake", "--install", build, "--prefix", prefix], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT)
        if p.returncode:
            failures.append("cmake --install failed: " + p.stdout.decode()[-500:])
        else:
            env = {k: v for k, v in os.environ.items() if k != "NIMKIT_BIN"}
            check_door(os.path.join(prefix, "bin", "nimkit"), env, "install", failures)
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (2 - min(2, len(failures)), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
