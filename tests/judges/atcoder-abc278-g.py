#!/usr/bin/env python3
"""Our judge for AtCoder ABC 278 G "Generalized Subtraction Game" (interactive).

usage: tests/judges/atcoder-abc278-g.py [N L R] [--strategy S] [--seed K]
       (a program for nimkit interact: speaks on stdout, listens on stdin;
       without N L R: 10 2 3. Out of the problem's limits, 1 <= L <= R <=
       N <= 2000, or any bad argument: one line "judge error: ...", exit 3)

The protocol, byte for byte: the judge sends "N L R"; the solution answers
First or Second; then the players alternate, the solution's move "x y"
(remove cards x..x+y-1: all on the table, L <= y <= R), the judge's move
"a b". The judge sends "0 0" when it cannot move (the solution won; the
judge then waits for the solution's output to end: nothing more may come),
and "-1 -1" after a move it refuses, or after the solution's "0 0" (it had
no move: it lost) - a wrong answer, exit 1 with one stderr line.

The judge's own moves, by --strategy:
  perfect  a winning move whenever it has one, by the Grundy values of runs
           (the mex over the rules, computed here when N*N*(R-L+1) <= 10^6,
           else random), else a random move
  random   uniform over every legal move
  greedy   the longest block it may take, at the left end of the longest run
  first    the leftmost place, the shortest block
Every move is checked against the row the judge keeps, independent of nimkit.
"""
import bisect
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (ScriptChannel, WrongAnswer, command_line, finish_output, parse_ints, run_solution,  # noqa: E402
                    standalone)

STRATEGIES = ("perfect", "random", "greedy", "first")
MAX_N = 2000  # the problem's limits: 1 <= L <= R <= N <= 2000
DEFAULT_GAME = (10, 2, 3)  # N L R when none are given


class Row:
    """Cards 1..n; runs kept as sorted [first, length] lists."""

    def __init__(self, n, lo, hi):
        self.n, self.lo, self.hi = n, lo, hi
        self.runs = [[1, n]] if n else []

    def find(self, x, y):
        """The index of the run holding cards x..x+y-1, or None."""
        i = bisect.bisect_right(self.runs, [x, float("inf")]) - 1
        if i >= 0 and self.runs[i][0] <= x and x + y <= self.runs[i][0] + self.runs[i][1]:
            return i
        return None

    def legal(self, x, y):
        return self.lo <= y <= self.hi and 1 <= x and self.find(x, y) is not None

    def remove(self, x, y):
        i = self.find(x, y)
        first, length = self.runs[i]
        parts = [[first, x - first], [x + y, first + length - x - y]]
        self.runs[i:i + 1] = [p for p in parts if p[1] > 0]

    def count(self, s):
        """The number of moves in a run of s cards: s - y + 1 places for each y."""
        top = min(self.hi, s)
        return 0 if top < self.lo else (top - self.lo + 1) * (s + 1) - (self.lo + top) * (top - self.lo + 1) // 2

    def moves(self):
        """Every legal move, in order (small rows only)."""
        return [(f + a, y) for f, s in self.runs for y in range(self.lo, min(self.hi, s) + 1) for a in range(s - y + 1)]

    def random_move(self, rng):
        weights = [self.count(s) for _, s in self.runs]
        if not any(weights):
            return None
        f, s = rng.choices(self.runs, weights)[0]
        ys = list(range(self.lo, min(self.hi, s) + 1))
        y = rng.choices(ys, [s - y + 1 for y in ys])[0]
        return f + rng.randrange(s - y + 1), y


def grundy_table(n, lo, hi):
    """g(0..n) of one run, by the mex over its options from the rules."""
    g = [0] * (n + 1)
    for s in range(1, n + 1):
        seen = set()
        for y in range(lo, min(hi, s) + 1):
            for a in range((s - y) // 2 + 1):
                seen.add(g[a] ^ g[s - y - a])
        v = 0
        while v in seen:
            v += 1
        g[s] = v
    return g


class Strategy:
    def __init__(self, name, rng, n, lo, hi):
        self.name, self.rng = name, rng
        affordable = n * n * (min(hi, n) - lo + 1) <= 10**6
        self.g = grundy_table(n, lo, hi) if name == "perfect" and affordable else None

    def choose(self, row):
        if not any(s >= row.lo for _, s in row.runs):
            return None
        if self.name == "first":
            f = next(f for f, s in row.runs if s >= row.lo)
            return f, row.lo
        if self.name == "greedy":
            f, s = max(row.runs, key=lambda r: (r[1], -r[0]))
            return f, min(row.hi, s)
        if self.g is not None:
            x = 0
            for _, s in row.runs:
                x ^= self.g[s]
            for f, s in row.runs if x else []:
                for y in range(row.lo, min(row.hi, s) + 1):
                    for a in range(s - y + 1):
                        if self.g[a] ^ self.g[s - y - a] == x ^ self.g[s]:
                            return f + a, y
        return row.random_move(self.rng)


def play(channel, n, lo, hi, choose):
    """One game against the solution; choose(row) is the judge's move or None.
    Raises WrongAnswer; returns the number of moves the solution made."""
    row = Row(n, lo, hi)
    channel.send("%d %d %d" % (n, lo, hi))
    side = channel.receive()
    if side not in ("First", "Second"):
        raise WrongAnswer("expected First or Second, got %r" % side)
    ours, made = side == "Second", 0
    while True:
        if not ours:
            x, y = parse_ints(channel.receive(), 2, "a move x y")
            if (x, y) == (0, 0) or not row.legal(x, y):
                channel.send("-1 -1")
                if (x, y) == (0, 0):
                    raise WrongAnswer("the solution has no move left (0 0): it lost")
                raise WrongAnswer("the solution's move %d %d is not legal (cards on the table: %s)" % (x, y, row.runs))
            row.remove(x, y)
            made += 1
        move = choose(row)
        if move is None:
            channel.send("0 0")
            return made
        row.remove(*move)
        channel.send("%d %d" % move)
        ours = False


def check_transcript(judge_text, solution_text):
    """A sample: the judge's lines and the solution's replayed; every move of both
    legal, the solution the winner. Raises WrongAnswer."""
    channel = ScriptChannel(judge_text, solution_text)
    n, lo, hi = channel.recorded()

    def scripted(row):
        a, b = channel.recorded()
        if (a, b) == (0, 0):
            if row.moves():
                raise WrongAnswer("the recorded judge says 0 0 with a move left")
            return None
        if not row.legal(a, b):
            raise WrongAnswer("the recorded judge's move %d %d is not legal" % (a, b))
        return a, b

    play(channel, n, lo, hi, scripted)
    finish_output(channel)
    channel.finish()


def game(binary, n, lo, hi, choose):
    """One game with a fresh solution process; returns a failure or None."""
    problem = run_solution(binary, lambda channel: play(channel, n, lo, hi, choose))[1]
    return None if problem is None else "N L R = %d %d %d: %s" % (n, lo, hi, problem)


def exhaustive(binary, n, lo, hi):
    """Every sequence of judge moves, one game each (the solver is deterministic:
    each game follows a recorded prefix of choices, then the first choice; the
    next prefix is the last one counted up like an odometer). (games, failure)."""
    path, games = [], 0
    while True:
        taken, widths = [], []

        def choose(row):
            moves = row.moves()
            if not moves:
                return None
            k = path[len(taken)] if len(taken) < len(path) else 0
            taken.append(k)
            widths.append(len(moves))
            return moves[k]

        problem = game(binary, n, lo, hi, choose)
        games += 1
        if problem:
            return games, "%s (judge choices %s)" % (problem, taken)
        while taken and taken[-1] + 1 == widths[-1]:
            taken.pop()
            widths.pop()
        if not taken:
            return games, None
        path = taken[:-1] + [taken[-1] + 1]


def run_tests(binary, light=False):
    """(what was played, failures): every judge strategy over every small N L R
    (every judge move sequence for N <= 7), random ones to N = 2000."""
    failures, played = [], 0
    small = 7 if not light else 5
    enough = 3  # failures before giving up: a hanging solver costs a timeout a game
    for n in range(1, small + 1):
        for lo in range(1, n + 1):
            for hi in range(lo, n + 1):
                if len(failures) >= enough:
                    return "%d games (stopped after %d failures)" % (played, enough), failures
                games, problem = exhaustive(binary, n, lo, hi)
                played += games
                if problem:
                    failures.append(problem)
    rng = random.Random(278)
    plans = {(n, lo, min(n, hi)) for n in range(small + 1, 13) for lo in (1, 2, 3) for hi in (lo, lo + 1, n)}
    plans |= {(2000, 1, 1), (2000, 2, 2), (1999, 2, 2), (2000, 7, 7), (2000, 1, 2000), (1500, 4, 9), (777, 3, 3),
              (2000, 1999, 2000), (1, 1, 1), (2000, 2000, 2000), (1024, 511, 511), (999, 1, 1), (1000, 1, 1)}
    for _ in range(0 if light else 20):
        n = rng.randrange(13, 400)
        lo = 1 + rng.randrange(min(n, 40))
        plans.add((n, lo, min(n, lo + rng.choice((0, 0, 1, 2, n)))))
    for n, lo, hi in sorted(plans):
        for name in STRATEGIES:
            if len(failures) >= enough:
                return "%d games (stopped after %d failures)" % (played, enough), failures
            strategy = Strategy(name, random.Random(rng.random()), n, lo, hi)
            problem = game(binary, n, lo, hi, strategy.choose)
            played += 1
            if problem:
                failures.append("%s (strategy %s)" % (problem, name))
    return "%d games" % played, failures


def main():
    (n, lo, hi), name, rng = command_line(__doc__, STRATEGIES, "N L R", lambda count: count == 3, DEFAULT_GAME,
                                          lambda g: None if 1 <= g[1] <= g[2] <= g[0] <= MAX_N else
                                          "N L R = %d %d %d: outside 1 <= L <= R <= N <= %d" % (g[0], g[1], g[2], MAX_N))
    strategy = Strategy(name, rng, n, lo, hi)

    def one(channel):
        play(channel, n, lo, hi, strategy.choose)
        finish_output(channel)
    standalone("atcoder-abc278-g", one)


if __name__ == "__main__":
    main()
