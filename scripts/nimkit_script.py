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
Installed next to the solvers (libexec/nimkit/); the scripts find it next to
themselves or there.
"""
import argparse
import errno
import os
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


def run(main, name):
    sys.stdout = _Guarded(sys.stdout)
    try:
        status = main()
        sys.stdout.flush()
    except OutputError as e:
        err = e.args[0]
        _silence_stdout()
        if err.errno != errno.EPIPE:
            sys.stderr.write("%s: cannot write output: %s\n" % (name, err.strerror or err))
        sys.exit(1)
    except KeyboardInterrupt:
        _silence_stdout()
        sys.exit(130)
    sys.exit(status)
