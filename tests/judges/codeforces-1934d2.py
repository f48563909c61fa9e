#!/usr/bin/env python3
"""Our judge for Codeforces 1934 D2 "XOR Break - Game Version" (interactive).

usage: tests/judges/codeforces-1934d2.py [N...] [--strategy S] [--seed K]
       (a program for nimkit interact: one game per N, speaks on stdout,
       listens on stdin; without N: 1 7 6 1000 10^18. Out of the problem's
       limits, 1 <= N <= 10^18 and at most 1000 games, or any bad argument:
       one line "judge error: ...", exit 3)

The protocol, byte for byte: the judge sends t, then for each game n; the
solution answers first or second. A player breaks p into p1 p2 (0 < p1, p2 < p,
p1 xor p2 = p); the other side then breaks one of p1, p2, and so on. The
solution (Alice) prints its breaks as "p1 p2" - of n at the start, else of
one of the judge's last two numbers; the judge (Bob) prints its breaks of one
of Alice's last two numbers, or "0 0" when it cannot (or will not) break,
which ends the game, Alice the winner. "-1 -1" answers a break the judge
refuses, Alice's "0 0" (she cannot break: she lost), and Alice's 63rd break
when Bob can still break one of its parts - a wrong answer, exit 1 with one
stderr line. After the last game the solution's output must end.

Bob's breaks, by --strategy:
  perfect  a winning break when he has one (a part with an even number of
           bits, split into two parts with odd counts), else a break that
           makes the game long: of the larger part, leaving Alice the largest
           part with an even count (the highest bit falls by one a round)
  random   a part and a break of it drawn at random
  greedy   the larger breakable part, its lowest bit cut off
  giveup   "0 0" at random moments though he could break, else random
Every break is checked from the rules (xor, bounds), independent of nimkit.
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import (ScriptChannel, WrongAnswer, command_line, finish_output, parse_ints, run_solution,  # noqa: E402
                    standalone)

STRATEGIES = ("perfect", "random", "greedy", "giveup")
MOST_BREAKS = 63
GAMES_PER_RUN = 1000  # t <= 1000
MAX_N = 10 ** 18  # the problem's limit on n
DEFAULT_GAMES = (1, 7, 6, 1000, 10 ** 18)  # the games when none are given


def legal(p, p1, p2):
    return 0 < p1 < p and 0 < p2 < p and p1 ^ p2 == p


def breakable(p):
    return p & (p - 1) != 0


def even(p):
    return bin(p).count("1") % 2 == 0


def breaks(p):
    """Every ordered break of p (small p only)."""
    return [(x, p ^ x) for x in range(1, p) if legal(p, x, p ^ x)]


def random_break(p, rng):
    """A random break: a set bit t of p, x = 2^t plus random lower bits (so p ^ x < p)."""
    bits = [t for t in range(p.bit_length()) if p >> t & 1]
    while True:
        t = rng.choice(bits)
        x = (1 << t) | rng.getrandbits(t) if t else 1
        if legal(p, x, p ^ x):
            return (x, p ^ x) if rng.random() < 0.5 else (p ^ x, x)


def low_cut(p):
    low = p & -p
    return p ^ low, low


def stall(p):
    """The break of p whose part with an even number of bits is largest: below the
    lowest bit of p all ones (p - 1), bit 0 cleared if the count is odd. Alice,
    cutting its highest bit, then hands back a number one bit shorter than p."""
    q = p - 1
    if bin(q).count("1") % 2:
        q ^= 1
    return q, p ^ q


class Strategy:
    def __init__(self, name, rng):
        self.name, self.rng = name, rng

    def choose(self, parts):
        """Bob's break of one of `parts`, or None for 0 0."""
        options = [p for p in parts if breakable(p)]
        if not options:
            return None
        rng = self.rng
        if self.name == "giveup" and rng.random() < 0.3:
            return None
        if self.name == "greedy":
            return low_cut(max(options))
        if self.name == "perfect":
            winning = [p for p in options if even(p)]
            if winning:
                p = winning[0]
                while True:  # two parts with odd counts
                    b = random_break(p, rng)
                    if not even(b[0]):
                        return b
            return stall(max(options))
        return random_break(rng.choice(options), rng)


def play(channel, numbers, choose):
    """The games of `numbers` against the solution, t first; choose(parts) is Bob's
    break or None. Raises WrongAnswer; returns the most breaks Alice made in a game."""
    channel.send("%d" % len(numbers))
    return play_games(channel, numbers, choose)


def play_games(channel, numbers, choose):
    """play() after the line t."""
    most = 0
    for n in numbers:
        channel.send("%d" % n)
        side = channel.receive()
        if side not in ("first", "second"):
            raise WrongAnswer("game n = %d: expected first or second, got %r" % (n, side))
        parts, alice, made = [n], side == "first", 0
        while True:
            if alice:
                p1, p2 = parse_ints(channel.receive(), 2, "a break p1 p2 (game n = %d)" % n)
                if not any(legal(p, p1, p2) for p in parts):
                    channel.send("-1 -1")
                    if (p1, p2) == (0, 0):
                        raise WrongAnswer("game n = %d: the solution cannot break %s (0 0): it lost" % (n, parts))
                    raise WrongAnswer("game n = %d: %d %d breaks none of %s" % (n, p1, p2, parts))
                made += 1
                parts = [p1, p2]
                if made >= MOST_BREAKS and any(breakable(p) for p in parts):
                    channel.send("-1 -1")
                    raise WrongAnswer("game n = %d: %d breaks and the judge can still break" % (n, made))
            move = choose(parts)
            if move is None:
                channel.send("0 0")
                break
            assert any(legal(p, *move) for p in parts), (parts, move)
            channel.send("%d %d" % move)
            parts, alice = list(move), True
        most = max(most, made)
    return most


def check_transcript(judge_text, solution_text):
    """A sample: the judge's lines and the solution's replayed; every break of
    both legal, the solution the winner of every game. Raises WrongAnswer."""
    channel = ScriptChannel(judge_text, solution_text)
    t = channel.recorded()[0]
    numbers = [int(w) for w in judge_text.split("\n")[1:] if w and len(w.split()) == 1]
    if len(numbers) != t:
        raise WrongAnswer("the judge's part names %d games, t = %d" % (len(numbers), t))

    def scripted(parts):
        a, b = channel.recorded()
        if (a, b) == (0, 0):
            return None
        if not any(legal(p, a, b) for p in parts):
            raise WrongAnswer("the recorded judge's break %d %d breaks none of %s" % (a, b, parts))
        return a, b

    play(channel, numbers, scripted)
    finish_output(channel)
    channel.finish()


class Exhaustive:
    """Every sequence of Bob's choices for each n, each sequence one game: the
    games follow recorded prefixes of choices (the solver is deterministic),
    counted up like an odometer; Bob's choices at a turn are every ordered break
    of either part, and 0 0 even when he could break."""

    def __init__(self, numbers):
        self.todo = list(numbers)
        self.path = []
        self.taken, self.widths = [], []

    def next_game(self):
        """The n of the next game, or None when every sequence was played."""
        return self.todo[0] if self.todo else None

    def choose(self, parts):
        options = [b for p in parts for b in breaks(p)] + [None]
        k = self.path[len(self.taken)] if len(self.taken) < len(self.path) else 0
        self.taken.append(k)
        self.widths.append(len(options))
        return options[k]

    def game_over(self):
        taken, widths = self.taken, self.widths
        while taken and taken[-1] + 1 == widths[-1]:
            taken.pop()
            widths.pop()
        if taken:
            self.path = taken[:-1] + [taken[-1] + 1]
        else:
            self.path = []
            self.todo.pop(0)
        self.taken, self.widths = [], []


def exhaustive_runs(binary, numbers):
    """Plays every sequence of Bob's choices for each of `numbers`, in runs of
    GAMES_PER_RUN games (a run's games past the last sequence are n = 1, which
    Bob cannot break). (games, failures)."""
    ex, games, failures = Exhaustive(numbers), 0, []

    def one_run(channel):
        channel.send("%d" % GAMES_PER_RUN)
        for _ in range(GAMES_PER_RUN):
            n = ex.next_game()
            try:
                if n is None:
                    play_games(channel, [1], lambda parts: None)
                else:
                    play_games(channel, [n], ex.choose)
                    ex.game_over()
            except WrongAnswer as e:
                raise WrongAnswer("n = %s, Bob's choices %s: %s" % (n, ex.taken, e))
    while ex.next_game() is not None and not failures:
        problem = run_solution(binary, one_run)[1]
        games += GAMES_PER_RUN
        if problem:
            failures.append(problem)
    return games, failures


def run_tests(binary, light=False):
    """(what was played, failures): every sequence of Bob's choices for n < 64
    (32 light: 3583 and 389 games), every strategy on random n to 10^18 and on the longest games."""
    failures, games = [], 0
    small = 64 if not light else 32
    played, problems = exhaustive_runs(binary, range(1, small))
    games += played
    failures += problems
    rng = random.Random(1934)
    longest = [2**59 + 2**58 + 2**56 - 1, 10**18, 2**59 + 2**58, 2**60 - 2**58 - 1, 3, 1, 2]  # 58 bits: 57 breaks
    for name in STRATEGIES:
        numbers = longest + [rng.randrange(1, 10**18 + 1) for _ in range(200 if light else 993)]
        numbers += [rng.randrange(1, 1 << rng.randrange(1, 61)) for _ in range(0 if light else 1000 - len(numbers))]
        choose = Strategy(name, random.Random(rng.random())).choose
        most, problem = run_solution(binary, lambda channel: play(channel, numbers[:GAMES_PER_RUN], choose))
        games += len(numbers[:GAMES_PER_RUN])
        if problem:
            failures.append("strategy %s: %s" % (name, problem))
        elif name == "perfect" and most < 50:
            failures.append("strategy %s: the longest game took %d breaks: the long games were not long" % (name, most))
    return "%d games" % games, failures


def main():
    numbers, name, rng = command_line(__doc__, STRATEGIES, "N...", lambda count: 1 <= count <= GAMES_PER_RUN,
                                      DEFAULT_GAMES, lambda ns: next(("n = %d: outside 1 <= n <= 10^18" % n
                                                                      for n in ns if not 1 <= n <= MAX_N), None))
    strategy = Strategy(name, rng)

    def games(channel):
        play(channel, numbers, strategy.choose)
        finish_output(channel)
    standalone("codeforces-1934d2", games)


if __name__ == "__main__":
    main()
