"""What every nimkit script shares: the manners of the solvers on output.

run(main, name): calls main() and exits with its status. A write to standard
output that fails (a full disk, /dev/full) ends the script with one line
`name: cannot write output: <reason>` and status 1; a closed pipe (`| head`)
ends it quietly with status 1, as cat does. Never a traceback for either.
Installed next to the solvers (libexec/nimkit/); the scripts find it next to
themselves or there.
"""
import errno
import os
import sys


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
