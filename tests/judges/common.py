"""What our interactive judges share: the two ends of the conversation and the
verdict.

A judge module (tests/judges/<solver>.py) plays the judge's side through a
channel: send(line) gives the solution one line, receive() returns the next
line the solution printed (without its end; None when its output is closed).
StdioChannel is the judge run as a program (by nimkit interact: it speaks on
stdout, listens on stdin); PipeChannel is a solution process driven from a
test, each reply awaited at most `timeout` seconds; ScriptChannel replays a
recorded transcript (a sample), checking the judge's lines against it.

A wrong answer raises WrongAnswer(why); the judge then tells the solution
"-1 -1" where its protocol says so. standalone(play) runs a judge as a
program: exit 0 when the solution won, else one stderr line and exit 1.
"""
import os
import random
import select
import subprocess
import sys
import time


class WrongAnswer(Exception):
    pass


def parse_ints(line, count, what):
    """count integers, separated by blanks, as the judge's reader would take them."""
    if line is None:
        raise WrongAnswer("the solution ended its output where %s was owed" % what)
    words = line.split()
    try:
        values = [int(w) for w in words]
    except ValueError:
        values = []
    if len(values) != count or len(words) != count:
        raise WrongAnswer("expected %s, got %r" % (what, line))
    return values


class StdioChannel:
    def __init__(self):
        self.out = sys.stdout

    def send(self, line):
        try:
            self.out.write(line + "\n")
            self.out.flush()
        except OSError:  # the solution is gone; what it printed decides
            pass

    def receive(self):
        line = sys.stdin.readline()
        return line.rstrip("\r\n") if line else None


class PipeChannel:
    """A solution process (Popen with stdin and stdout pipes, binary)."""

    def __init__(self, proc, timeout=10.0):
        self.proc, self.timeout, self.pending, self.closed = proc, timeout, b"", False
        self.fd = proc.stdout.fileno()

    def send(self, line):
        try:
            self.proc.stdin.write((line + "\n").encode())
            self.proc.stdin.flush()
        except OSError:
            pass

    def receive(self):
        deadline = time.monotonic() + self.timeout
        while b"\n" not in self.pending and not self.closed:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                raise WrongAnswer("no reply within %g s (a move printed but not flushed, or a hang)" % self.timeout)
            data = os.read(self.fd, 65536)
            self.closed = not data
            self.pending += data
        if not self.pending:
            return None
        line, _, self.pending = self.pending.partition(b"\n")
        return line.decode("utf-8", "replace").rstrip("\r")


class ScriptChannel:
    """A transcript replayed: the solution's lines are given; each line the judge
    sends must be the next of the judge's recorded lines."""

    def __init__(self, judge_text, solution_text):
        self.judge = judge_text.split("\n")
        self.solution = solution_text.split("\n")
        for lines, who in ((self.judge, "the judge's"), (self.solution, "the solution's")):
            if lines[-1] != "":
                raise WrongAnswer("%s part does not end with a newline" % who)
            lines.pop()

    def send(self, line):
        if not self.judge or self.judge[0] != line:
            raise WrongAnswer("the judge's next recorded line is %r, the judge said %r"
                              % (self.judge[0] if self.judge else None, line))
        self.judge.pop(0)

    def receive(self):
        return self.solution.pop(0) if self.solution else None

    def recorded(self):
        """The judge's next recorded line, parsed as integers (a scripted judge move)."""
        return [int(w) for w in self.judge[0].split()] if self.judge else None

    def finish(self):
        if self.judge:
            raise WrongAnswer("the judge's part has lines past the end of the games: %r" % self.judge[0])


def finish_output(channel):
    """After the last game the solution must end its output and print nothing more."""
    extra = channel.receive()
    if extra is not None:
        raise WrongAnswer("the solution printed %r after the last game" % extra)


def run_solution(binary, body, timeout=10.0):
    """Starts the solution, calls body(channel), then wants its output ended, exit
    status 0 and nothing on stderr. (body's result, failure or None)."""
    p = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    channel = PipeChannel(p, timeout)
    problem, result = None, None
    try:
        result = body(channel)
        finish_output(channel)
    except WrongAnswer as e:
        problem = str(e)
    try:
        p.stdin.close()
    except OSError:
        pass
    try:
        code = p.wait(timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        code = p.wait()
    err = p.stderr.read().decode("utf-8", "replace")
    if problem is None and (code != 0 or err):
        problem = "exit %d, stderr %r" % (code, err[:300])
    return result, problem


def judge_error(message):
    """The judge's own error (a bad argument): one stderr line, exit 3 - testlib's FAIL,
    which nimkit interact reports as a judge error (its exit 2), never as a wrong answer."""
    sys.stderr.write("judge error: %s (usage: %s)\n" % (message, USAGE[0] or "see --help"))
    sys.exit(3)


USAGE = [""]


def command_line(doc, strategies, what, counts, default, check):
    """The judge program's words: integers (`what` names them, `counts` allows how
    many; none: `default`, each checked by `check`, which returns what is wrong or
    None), --strategy (default perfect), --seed (default 1) as a random.Random.
    --help prints doc; anything wrong is judge_error's one line, exit 3."""
    USAGE[0] = next((l.strip()[len("usage: "):] for l in doc.split("\n") if l.strip().startswith("usage: ")), "")
    args, opts, words = sys.argv[1:], {"--strategy": "perfect", "--seed": "1"}, []
    while args:
        a = args.pop(0)
        if a in ("-h", "--help"):
            sys.stdout.write(doc.lstrip())
            sys.exit(0)
        if a in opts:
            if not args:
                judge_error("%s needs a value" % a)
            opts[a] = args.pop(0)
        elif a.startswith("-") and not a.lstrip("-").isdigit():
            judge_error("unknown option %s" % a)
        else:
            words.append(a)
    if opts["--strategy"] not in strategies:
        judge_error("--strategy %s: expected one of %s" % (opts["--strategy"], ", ".join(strategies)))
    try:
        rng = random.Random(int(opts["--seed"]))
    except ValueError:
        judge_error("--seed %s: expected an integer" % opts["--seed"])
    bad = [w for w in words if not w.lstrip("-").isdigit()]
    if bad:
        judge_error("expected integers %s, got %r" % (what, bad[0]))
    numbers = [int(w) for w in words] or list(default)
    if not counts(len(numbers)):
        judge_error("expected %s, got %d number%s" % (what, len(numbers), "" if len(numbers) == 1 else "s"))
    wrong = check(numbers)
    if wrong:
        judge_error(wrong)
    return numbers, opts["--strategy"], rng


def standalone(name, play):
    """Runs play(StdioChannel()) as a program: exit 0, or one stderr line and exit 1."""
    try:
        play(StdioChannel())
    except WrongAnswer as e:
        sys.stderr.write("%s judge: wrong answer: %s\n" % (name, e))
        sys.exit(1)
    sys.exit(0)
