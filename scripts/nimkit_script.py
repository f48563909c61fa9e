"""What every nimkit script shares: the manners of the solvers.

prog(name): what the script calls itself - `nimkit bundle` when the nimkit
command ran it, `nimkit-bundle` installed, `scripts/bundle` in the repository.
ArgumentParser(prog=...): argparse whose errors are one line
`prog: message (try prog --help)`, exit 2, as the solvers' are; options may
come anywhere, as `-o OUT`, `--opt value` or `--opt=value`.
run(main, name): calls main() and exits with its status. A write to standard
output that fails (a full disk, /dev/full) ends the script with one line
`name: cannot write output: <reason>` and status 1; a closed pipe (`| head`)
ends it quietly with status 1, as cat does. Never a traceback for either.
Popen, run_process: subprocess's, each child in its own process group (a new
session: Ctrl-C on the terminal reaches the script alone). Under run(), Ctrl-C
(SIGINT), SIGTERM and SIGHUP end every child's whole group, then the script,
at once, with status 128 + the signal (130, 143, 129) and no traceback; the
script's own exit ends them too. ended(p) ends what a finished child left
running in its group (a background grandchild holding a pipe).
Names (one name everywhere): solver_named(word) is the solver a word names - a
solver's own name (hdu-3032) or any spelling of a judge id the index lists
(hdu3032, "HDU 3032", CF 1498F) - or None; nimkit, bundle, check-samples and
interact all take either.
Installed next to the solvers (libexec/nimkit/); the scripts find it next to
themselves or there.
"""
import argparse
import errno
import os
import re
import signal
import subprocess
import sys


def prog(name):
    """The script's name as its user typed it: see the module's text."""
    if os.environ.get("NIMKIT_PROG"):
        return os.environ["NIMKIT_PROG"]
    invoked = os.path.basename(sys.argv[0])
    return invoked if invoked.startswith("nimkit-") else "scripts/" + name


class ArgumentParser(argparse.ArgumentParser):
    """argparse with one-line errors and status 2."""

    def error(self, message):
        sys.stderr.write("%s: %s (try %s --help)\n" % (self.prog, message, self.prog))
        sys.exit(2)


def positive_number(text):
    """An argparse type: a number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a number of seconds, got %r" % text)
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("%s: must be above 0 seconds" % text)
    return value


class OutputError(Exception):
    pass


class _Guarded:
    """sys.stdout whose failed writes raise OutputError."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text):
        try:
            return self._stream.write(text)
        except OSError as e:
            raise OutputError(e)

    def flush(self):
        try:
            self._stream.flush()
        except OSError as e:
            raise OutputError(e)

    def __getattr__(self, attr):
        return getattr(self._stream, attr)


def _silence_stdout():
    """Nothing more reaches the broken stdout, not even the interpreter's last flush."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


_children = []  # the Popen objects whose groups are still to be ended
_spawning = []  # a signal that came while a child was being started: handled once it is listed
_ENDING = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)


def _kill_group(p):
    try:
        os.killpg(p.pid, signal.SIGKILL)
    except OSError:
        pass


def end_children():
    """SIGKILL to the group of every child started here and not yet ended."""
    for p in list(_children):
        _kill_group(p)  # no wait: the main thread may be inside p.wait() under this signal
    del _children[:]


def ended(p):
    """p has exited: end whatever it left in its group, and forget it."""
    _kill_group(p)
    if p in _children:
        _children.remove(p)


class Popen(subprocess.Popen):
    """subprocess.Popen whose child leads its own process group (see the module's text)."""

    def __init__(self, *args, **kwargs):
        kwargs["start_new_session"] = True
        _spawning.append(None)
        try:
            super().__init__(*args, **kwargs)
            _children.append(self)
        finally:
            _spawning.pop()
        if _spawning == [] and _pending:
            _on_signal(_pending[0], None)


def run_process(argv, check=False, timeout=None, input=None, **kwargs):
    """subprocess.run through Popen above; what the child left in its group ends with it."""
    with Popen(argv, **kwargs) as p:
        try:
            out, err = p.communicate(input, timeout=timeout)
        finally:
            _kill_group(p)
            p.wait()
            ended(p)
    if check and p.returncode:
        raise subprocess.CalledProcessError(p.returncode, argv, out, err)
    return subprocess.CompletedProcess(argv, p.returncode, out, err)


_pending = []


def _on_signal(signum, frame):
    if _spawning:  # the child is forked but not listed yet: end it once it is
        _pending.append(signum)
        return
    end_children()
    try:
        sys.stdout.flush()
    except Exception:  # a broken or busy stdout: the status still tells
        pass
    os._exit(128 + signum)


def run(main, name):
    for signum in _ENDING:
        if signal.getsignal(signum) != signal.SIG_IGN:  # ignored (nohup, a background job): stays so
            signal.signal(signum, _on_signal)
    sys.stdout = _Guarded(sys.stdout)
    try:
        status = main()
        sys.stdout.flush()
    except OutputError as e:
        err = e.args[0]
        _silence_stdout()
        if err.errno != errno.EPIPE:
            sys.stderr.write("%s: cannot write output: %s\n" % (name, err.strerror or err))
        status = 1
    except KeyboardInterrupt:  # SIGINT was ignored, yet someone raised it
        _silence_stdout()
        status = 130
    finally:
        end_children()
    sys.exit(status)


ROOT = os.path.dirname(os.path.dirname(os.path.realpath(os.path.abspath(__file__))))
if os.path.basename(ROOT) == "libexec":  # installed: PREFIX/libexec/nimkit/nimkit_script.py
    ROOT = os.path.dirname(ROOT)


def share(*parts):
    """A file of the repository (problems/index.tsv, samples/...) or of an install (share/nimkit/...)."""
    repo = os.path.join(ROOT, *parts)
    installed = os.path.join(ROOT, "share", "nimkit", *parts[1:] if parts[0] == "problems" else parts)
    return repo if os.path.exists(repo) or not os.path.exists(installed) else installed


def index_rows():
    """problems/index.tsv: (judge ids, title, game, solver) rows."""
    with open(share("problems", "index.tsv"), encoding="utf-8") as f:
        return [line.rstrip("\n").split("\t") for line in f if line.strip() and not line.startswith("#")]


def key(judge_id):
    """HDU 3032, hdu3032, HDU-3032, hdu_3032 and 1498/F are one spelling each."""
    return re.sub(r"[\s_\-/.]+", "", judge_id).lower()


# Short names people give judges: CF 1498F, LG P2197, HDOJ 3032.
JUDGE_ALIASES = {"codeforces": ["cf"], "luogu": ["lg"], "hdu": ["hdoj"], "lightoj": ["loj"],
                 "hackerrank": ["hr"], "librarychecker": ["yosupo"]}


def spellings(judge_id):
    """Every key that names judge_id ("Codeforces 1498F"): the whole id, the
    judge's short names with the problem, and the problem alone when it holds a
    letter (1498F, AGC017D, P2197 - a bare number is ambiguous across judges)."""
    judge, _, problem = judge_id.strip().rpartition(" ") if judge_id.strip().startswith("Library Checker") \
        else judge_id.strip().partition(" ")
    names = {key(judge_id)}
    for short in JUDGE_ALIASES.get(key(judge), []):
        names.add(short + key(problem))
    if re.search(r"[A-Za-z]", problem):
        names.add(key(problem))
    return names


def find_solvers(judge_id):
    """The solvers of the judge problems judge_id names (any spelling)."""
    want = key(judge_id)
    return sorted(set(r[3] for r in index_rows() if any(want in spellings(j) for j in r[0].split(","))))


def solver_names():
    """Every solver: problems/<name>/main.cpp of the repository, the samples' folders of an install."""
    names = set(r[3] for r in index_rows())
    for folder in (os.path.join(ROOT, "problems"), share("samples")):
        if os.path.isdir(folder):
            names.update(d for d in os.listdir(folder) if os.path.isdir(os.path.join(folder, d)))
    return names


def solver_named(word):
    """The solver word names (its name or a judge id), or None."""
    if word in solver_names():
        return word
    found = find_solvers(word) if word.strip() else []
    return found[0] if len(found) == 1 else None
