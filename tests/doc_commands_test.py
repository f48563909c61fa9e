#!/usr/bin/env python3
"""Every shell command the documents show runs, and prints what they say it prints.

Documents: README.md, docs/*.md, docs/api/*.md, problems/*/README.md. In each,
fenced blocks are read in order:
  ```console (or a block with no language whose lines start with "$ "):
      each "$ command" runs (a line ending in "\\" continues it); the lines after
      it, up to the next "$ " line, are its output as a terminal shows it
      (stdout and stderr merged), compared line by line (trailing blanks
      ignored; a line "..." alone stands for any number of lines), and it must
      exit 0 unless the block declares otherwise (below). A command with no
      output shown must exit 0 and print nothing.
  ```sh / ```bash: every line (comments and blank lines aside; "\\" continues a
      line) is a command that must exit 0; its output is not compared.
  <!-- program: NAME --> before a ```cpp block (docs/explore.md's convention):
      the block is written to the file NAME, for the commands after it.
  <!-- doc-test: skip: REASON --> on the line before a fence: the block is not
      run, and is counted and listed as skipped with its reason.
  <!-- doc-test: status N --> on the line before a fence: every command of the
      block must exit N (a command shown failing: `status 1`, a bad command
      line: `status 2`); `status N1 N2 ...`: one status a command, in order.
Other blocks (```cpp, ```text, ```cmake, signatures) are not shell.

Each document runs in a fresh folder holding links to the checkout's top-level
entries (lib, scripts, samples, problems, docs, tests, ...), `build` linked to
the build tree under test, the files of tests/doc_fixtures/ copied in, `nimkit`
on PATH (scripts/nimkit, solvers from the build tree), NIMKIT set to the
checkout, and HOME a fresh folder: commands need nothing of this machine's.

Also (when no document is named): every link from these documents to a file
of the checkout exists, with its #anchor a heading there, and docs/theory.md's
contents list each of its headings.

usage: tests/doc_commands_test.py BUILD_DIR [DOC.md ...]
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "tests", "doc_fixtures")
FENCE = re.compile(r"^(\s*)```\s*([\w+-]*)\s*$")
SKIP = re.compile(r"^<!--\s*doc-test:\s*skip:\s*(.+?)\s*-->$")
STATUS = re.compile(r"^<!--\s*doc-test:\s*status((?:\s+\d+)+)\s*-->$")
PROGRAM = re.compile(r"^<!--\s*program:\s*(\S+?)(,.*)?\s*-->$")
TIMEOUT = 300


def documents():
    docs = ["README.md"] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))) + \
        sorted(glob.glob(os.path.join(ROOT, "docs", "api", "*.md"))) + \
        sorted(glob.glob(os.path.join(ROOT, "problems", "*", "README.md")))
    return [os.path.relpath(os.path.join(ROOT, d), ROOT) for d in docs]


def blocks(text):
    """(line number, language, lines, marker) for every fenced block; marker is the
    comment line just before the fence (or "")."""
    lines, found, i = text.split("\n"), [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, lang = len(m.group(1)), m.group(2)
        j = i + 1
        while j < len(lines) and not re.match(r"^\s*```\s*$", lines[j]):
            j += 1
        body = [l[indent:] if l[:indent].strip() == "" else l for l in lines[i + 1:j]]
        k = i - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        marker = lines[k].strip() if k >= 0 and lines[k].strip().startswith("<!--") else ""
        found.append((i + 1, lang, body, marker))
        i = j + 1
    return found


def joined(lines):
    """Lines with trailing-backslash continuations joined."""
    out, cur = [], None
    for line in lines:
        cur = line if cur is None else cur[:-1] + "\n" + line
        if not cur.endswith("\\"):
            out.append(cur)
            cur = None
    if cur is not None:
        out.append(cur)
    return out


def console_steps(body):
    """(command, expected output lines) for a console block."""
    steps = []
    for line in joined(body):
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
    return steps


def sh_steps(body):
    steps = []
    for line in joined(body):
        if line.strip() and not line.lstrip().startswith("#"):
            steps.append((line, None))
    return steps


def matches(expected, actual):
    """expected lines (with "..." wildcards) against actual lines, trailing blanks ignored."""
    expected = [l.rstrip() for l in expected]
    actual = [l.rstrip() for l in actual]
    while expected and not expected[-1]:
        expected.pop()
    while actual and not actual[-1]:
        actual.pop()

    def go(i, j):
        if i == len(expected):
            return j == len(actual)
        if expected[i] == "...":
            return any(go(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and expected[i] == actual[j] and go(i + 1, j + 1)
    return go(0, 0)


def workspace(tmp, build):
    work = os.path.join(tmp, "work")
    os.mkdir(work)
    for entry in os.listdir(ROOT):
        if entry in (".git", "build") or entry.startswith("build-"):
            continue
        os.symlink(os.path.join(ROOT, entry), os.path.join(work, entry))
    os.symlink(os.path.abspath(build), os.path.join(work, "build"))
    if os.path.isdir(FIXTURES):
        for entry in os.listdir(FIXTURES):
            src, dst = os.path.join(FIXTURES, entry), os.path.join(work, entry)
            if os.path.lexists(dst):
                sys.exit("doc_commands_test: the fixture %s has the name of a top-level entry" % entry)
            (shutil.copytree if os.path.isdir(src) else shutil.copy)(src, dst)
    path_dir = os.path.join(tmp, "path")
    os.mkdir(path_dir)
    os.symlink(os.path.join(ROOT, "scripts", "nimkit"), os.path.join(path_dir, "nimkit"))
    home = os.path.join(tmp, "home")
    os.mkdir(home)
    env = dict(os.environ, PATH=path_dir + os.pathsep + os.environ.get("PATH", ""), HOME=home, NIMKIT=ROOT,
               NIMKIT_BIN=os.path.join(os.path.abspath(build), "bin"), TERM="dumb")
    env.pop("NIMKIT_PROG", None)
    return work, env


def run_document(doc, build):
    """(commands run, skipped [(where, reason)], failures [text])."""
    text = open(os.path.join(ROOT, doc), encoding="utf-8").read()
    ran, skipped, failures = 0, [], []
    todo = []
    for line, lang, body, marker in blocks(text):
        where = "%s:%d" % (doc, line)
        program = PROGRAM.match(marker)
        if program and lang == "cpp":
            todo.append(("file", program.group(1), "\n".join(body) + "\n", where))
            continue
        console = lang in ("console", "shell-session") or (lang == "" and any(l.startswith("$ ") for l in body))
        shell = lang in ("sh", "bash", "shell")
        if not (console or shell):
            continue
        skip = SKIP.match(marker)
        if skip:
            skipped.append((where, skip.group(1)))
            continue
        steps = console_steps(body) if console else sh_steps(body)
        if console and shell is False and not steps:
            continue
        status = STATUS.match(marker)
        if marker.startswith("<!-- doc-test:") and not status:
            failures.append("%s: the marker %s is neither `skip: REASON` nor `status N ...`" % (where, marker))
            continue
        codes = [int(c) for c in status.group(1).split()] if status else [0]
        if len(codes) == 1:
            codes = codes * len(steps)
        if len(codes) != len(steps):
            failures.append("%s: the marker gives %d statuses for %d commands" % (where, len(codes), len(steps)))
            continue
        for (command, expected), code in zip(steps, codes):
            todo.append(("run", command, (expected, code), where))
    if not any(kind == "run" for kind, _, _, _ in todo):
        return 0, skipped, failures
    with tempfile.TemporaryDirectory() as tmp:
        work, env = workspace(tmp, build)
        for kind, what, expected, where in todo:
            if kind == "file":
                with open(os.path.join(work, what), "w") as f:
                    f.write(expected)
                continue
            expected, status = expected
            ran += 1
            try:
                p = subprocess.run(["bash", "-o", "pipefail", "-c", what], cwd=work, env=env, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                failures.append("%s: `%s` ran past %d s" % (where, what, TIMEOUT))
                continue
            out = p.stdout.decode("utf-8", "replace")
            shown = out.split("\n")
            if expected is None or not expected:
                if p.returncode != status or (expected is not None and out.strip()):
                    failures.append("%s: `%s` exited %d, not %d%s:\n%s" % (where, what, p.returncode, status,
                                                                             "" if expected is None else " (no output shown)",
                                                                             out[-1500:]))
            elif not matches(expected, shown):
                failures.append("%s: `%s` printed (exit %d):\n%s\n--- the document shows:\n%s" % (
                    where, what, p.returncode, out[-2000:], "\n".join(expected)))
            elif p.returncode != status:
                failures.append("%s: `%s` printed what the document shows, then exited %d, not %d%s" % (
                    where, what, p.returncode, status,
                    "" if status else " (a block whose commands fail declares it: <!-- doc-test: status N -->)"))
    return ran, skipped, failures


def anchors(path):
    """GitHub's anchors of a Markdown file's headings: lowercase, punctuation
    other than '-' dropped, blanks as '-', repeats numbered."""
    seen, found = {}, set()
    in_fence = False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        m = None if in_fence else re.match(r"^#{1,6} (.+?)\s*$", line)
        if m:
            a = re.sub(r"[^\w\- ]", "", m.group(1).lower()).replace(" ", "-")
            n = seen.get(a, 0)
            seen[a] = n + 1
            found.add(a if n == 0 else "%s-%d" % (a, n))
    return found


def check_links(docs):
    """Every link from a document to a file of the checkout names one that exists,
    and its #anchor a heading there; docs/theory.md's contents list every heading."""
    failures, count = [], 0
    for doc in docs:
        path = os.path.join(ROOT, doc)
        text = re.sub(r"```.*?```", "", open(path, encoding="utf-8").read(), flags=re.S)
        text = re.sub(r"`[^`\n]*`", "", text)  # code spans: operator[](n) is no link
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"^[a-z]+:", target):
                continue
            file_part, _, anchor = target.partition("#")
            dest = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            count += 1
            if not os.path.exists(dest):
                failures.append("%s: the link %s names no file" % (doc, target))
            elif anchor and dest.endswith(".md") and anchor not in anchors(dest):
                failures.append("%s: the link %s names no heading of %s" % (doc, target, os.path.relpath(dest, ROOT)))
    theory = os.path.join(ROOT, "docs", "theory.md")
    text = open(theory, encoding="utf-8").read()
    listed = set(re.findall(r"^ *- \[[^\]]+\]\(#([^)]+)\)$", text, re.M))
    missing = anchors(theory) - listed - {"contents", "the-theory-nimkit-rests-on"}
    if missing:
        failures.append("docs/theory.md: its contents miss %s" % ", ".join(sorted(missing)))
    return count, failures


# The checker on documents written for it: (the document, how many failures it must give).
SELF_TESTS = [
    ("```console\n$ echo shown\nshown\n```\n", 0),
    ("```console\n$ echo shown; exit 1\nshown\n```\n", 1),                              # shown text, then a failure
    ("<!-- doc-test: status 1 -->\n```console\n$ echo shown; exit 1\nshown\n```\n", 0),  # declared
    ("<!-- doc-test: status 1 -->\n```console\n$ echo shown\nshown\n```\n", 1),          # declared, but exits 0
    ("<!-- doc-test: status 1 -->\n```console\n$ echo shown; exit 2\nshown\n```\n", 1),  # another status
    ("<!-- doc-test: status 0 2 -->\n```console\n$ echo a\na\n$ exit 2\n```\n", 0),     # one a command
    ("<!-- doc-test: status 0 2 -->\n```console\n$ echo a\na\n```\n", 1),                # counts differ
    ("```sh\ntrue\nfalse\n```\n", 1),
    ("<!-- doc-test: status 3 -->\n```sh\nexit 3\n```\n", 0),
    ("<!-- doc-test: stauts 1 -->\n```console\n$ exit 1\n```\n", 1),                       # a misspelt marker
]


def self_test(build):
    """The checker's own verdicts on SELF_TESTS; a list of what went wrong."""
    wrong = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, (text, want) in enumerate(SELF_TESTS):
            doc = os.path.join(tmp, "self-test-%d.md" % i)
            with open(doc, "w") as f:
                f.write(text)
            _, _, failures = run_document(doc, build)
            if len(failures) != want:
                wrong.append("the checker itself on\n%s gave %d failures, not %d: %s" % (text, len(failures), want, failures))
    return wrong


def main(argv):
    if not argv:
        sys.exit(__doc__)
    build, docs = argv[0], argv[1:] or documents()
    if not os.path.isdir(os.path.join(build, "bin")):
        sys.exit("doc_commands_test: %s has no bin/ (build first)" % build)
    total_ran, total_skipped, total_failed = 0, [], self_test(build)
    print("the checker on %d documents written for it: %d wrong" % (len(SELF_TESTS), len(total_failed)))
    for doc in docs:
        ran, skipped, failures = run_document(os.path.relpath(os.path.abspath(doc), ROOT) if os.path.exists(doc) else doc,
                                              build)
        total_ran += ran
        total_skipped += skipped
        total_failed += failures
        if ran or skipped:
            print("%-40s %3d commands run, %d blocks skipped, %d failed" % (doc, ran, len(skipped), len(failures)))
    if not argv[1:]:
        links, failures = check_links(docs + ["problems/README.md"])
        total_failed += failures
        print("%d links to files of the checkout checked, %d broken" % (links, len(failures)))
    for where, reason in total_skipped:
        print("skipped %s: %s" % (where, reason))
    for f in total_failed:
        print("FAIL " + f)
    print("%d commands run, %d blocks skipped, %d failed" % (total_ran, len(total_skipped), len(total_failed)))
    return 1 if total_failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
