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
Installed next to the solvers (libexec/nimkit/); the scripts find it next to
themselves or there.
"""
import argparse
import errno
import os
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
