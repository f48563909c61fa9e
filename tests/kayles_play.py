#!/usr/bin/env python3
"""kayles --play, end to end through stdin, as a scripted person would play it.

Each game is replayed from its transcript ("You knock ..." / "I knock ...")
and checked with exhaustive search (tests/kayles_moves.py's oracle): every
machine move is legal and, whenever the machine had a winning move, reaches a
lost position; "You are a dead man." comes exactly when the person is first to
move in a lost position; the winner named at the end is the right one. From
the person's lost start (the 12-coin puzzle) the machine must win.

usage: tests/kayles_play.py BINARY
"""
import os
import random
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kayles_moves import wins  # noqa: E402  (the oracle: P/N search over row multisets)


def rows(pins):
    return tuple(sorted(len(r) for r in pins.split("X") if r))


def play(binary, args, lines):
    p = subprocess.run([binary, "--play"] + args, input="".join(l + "\n" for l in lines),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def check_game(binary, args, start, misere, person_first, lines, must_finish=True):
    code, out, err = play(binary, args, lines)
    problems = []
    if code != 0 or err:
        return ["exit %d, stderr %r" % (code, err)]
    pins = list(start)
    person = person_first
    warned = False
    for line in out.split("\n"):
        if line.startswith("You are a dead man."):
            if warned or not person or wins(rows("".join(pins)), misere):
                problems.append("dead-man line at the wrong moment, board %s" % "".join(pins))
            if line != "You are a dead man. (This position is lost: whatever you play, I have a winning reply.)":
                problems.append("the dead-man line does not say what it means: %r" % line)
            warned = True
        m = re.match(r"^(?:Your move: )*(?:Not a move: .*\n)?(You|I) knock pins? (\d+)(?: and (\d+))?\.$", line)
        if not m:
            continue
        who, a, b = m.group(1), int(m.group(2)), m.group(3)
        knocked = [a] + ([int(b)] if b else [])
        if (who == "You") != person:
            problems.append("%s moved out of turn" % who)
        before = rows("".join(pins))
        for k in knocked:
            if not 1 <= k <= len(pins) or pins[k - 1] != "I":
                problems.append("%s knocked pin %d, not standing" % (who, k))
            else:
                pins[k - 1] = "X"
        if person and not warned and not wins(before, misere):
            problems.append("no dead-man line on the person's first lost position %s" % (before,))
        if who == "I" and wins(before, misere) and wins(rows("".join(pins)), misere):
            problems.append("machine missed the win from %s" % (before,))
        person = not person
    if must_finish:
        if "".join(pins).count("I"):
            problems.append("game did not finish")
        else:
            person_won = person == misere  # the player to move at the end wins in misère play
            said = "You win." in out
            if said != person_won or ("I win." in out) == person_won:
                problems.append("wrong winner announced")
    return problems, out


def terminal_answers(binary):
    """On a terminal (a pseudo-terminal here) the machine answers each move as it
    is typed, without waiting for more input."""
    import pty
    import select
    master, slave = pty.openpty()
    p = subprocess.Popen([binary, "--play", "--normal", "IXIIIIIIIIIII"], stdin=slave, stdout=slave, stderr=slave)
    os.close(slave)
    seen = b""

    def read_until(word, seconds=10):
        nonlocal seen
        deadline = time.time() + seconds
        while word not in seen and time.time() < deadline:
            ready, _, _ = select.select([master], [], [], 0.1)
            if ready:
                try:
                    seen += os.read(master, 4096)
                except OSError:
                    break
        return word in seen

    ok = read_until(b"Your move: ")
    os.write(master, b"6\n")
    ok = ok and read_until(b"I knock")
    p.kill()
    p.wait()
    os.close(master)
    return ok


def terminal_layout(binary):
    """Boards of 40 and 99 pins on a terminal: every line fits 80 columns, and
    each pin number stands right under its pin (its last digit in the pin's
    column). Returns a list of problems."""
    import pty
    problems = []
    for n in (40, 99):
        picture = "IX" * (n // 2) + "I" * (n % 2)
        master, slave = pty.openpty()
        p = subprocess.Popen([binary, "--play", picture], stdin=slave, stdout=slave, stderr=slave)
        os.close(slave)
        seen, deadline = b"", time.time() + 10
        while b"Your move: " not in seen and time.time() < deadline:
            try:
                seen += os.read(master, 65536)
            except OSError:
                break
        p.kill()
        p.wait()
        os.close(master)
        lines = seen.decode().replace("\r\n", "\n").split("\n")
        wide = [l for l in lines if len(l) > 80]
        if wide:
            problems.append("%d pins: a line of %d columns" % (n, len(wide[0])))
        shown = {}  # pin number -> the character drawn above it
        for above, below in zip(lines, lines[1:]):
            if set(above) <= set(" I.") and "I" in above and set(below) <= set(" 0123456789"):
                for m in re.finditer(r"\d+", below):
                    col = m.end() - 1
                    shown[int(m.group())] = above[col] if col < len(above) else "?"
        if sorted(shown) != list(range(1, n + 1)) or any(shown[k] != ("I" if k % 2 else ".") for k in shown):
            problems.append("%d pins: numbers not under their pins: %r" % (n, lines[:12]))
    return problems


def main(binary):
    failures, games = [], 0
    cycle = [str(i) for i in range(1, 14)] * 14
    scenarios = [
        ([], "I" * 12, True, True),                           # the puzzle's 12 coins: the person is lost
        (["--normal", "IXIIIIIIIIIII", "--machine-first"], "IXIIIIIIIIIII", False, False),  # Rip's position
        (["--normal", "13"], "I" * 13, False, True),
        (["[2,9]"], "IIXIIIIIIIII", True, True),
        (["--machine-first", "12"], "I" * 12, True, False),
    ]
    for args, start, misere, person_first in scenarios:
        problems, out = check_game(binary, args, start, misere, person_first, cycle)
        games += 1
        failures += ["%s: %s" % (" ".join(args) or "(default)", p) for p in problems]
        if args == [] and "I win." not in out:
            failures.append("the machine did not win from the person's lost start")
        if args == [] and out.count("You are a dead man.") != 1:
            failures.append("the dead-man line was not said once")
    rng = random.Random(5)
    for g in range(40):  # random people, junk included
        args, start, misere, person_first = scenarios[g % len(scenarios)]
        junk = ["abc", "0", "6 8", "99", "", "1 2 3", "-1", "3,4"]
        lines = [rng.choice(junk) if rng.random() < 0.2 else str(rng.randint(1, len(start))) for _ in range(400)]
        lines += cycle
        problems, _ = check_game(binary, args, start, misere, person_first, lines)
        games += 1
        failures += ["random game %d: %s" % (g, p) for p in problems]
    # End of input mid-game ends cleanly.
    problems, out = check_game(binary, [], "I" * 12, True, True, ["5"], must_finish=False)
    games += 1
    if "End of input" not in out:
        failures.append("end of input mid-game: no clean end")
    failures += problems
    for word in ("q", "quit", "  quit "):  # q or quit ends the game at once, and --help says so
        problems, out = check_game(binary, [], "I" * 12, True, True, ["5", word, "7"], must_finish=False)
        games += 1
        if "You quit: the game is left unfinished." not in out or "You knock pin 7" in out or problems:
            failures.append("%r did not end the game: %s" % (word, problems or out[-200:]))
    games += 1
    if b"q or quit" not in subprocess.run([binary, "--help"], stdout=subprocess.PIPE).stdout:
        failures.append("kayles --help does not say that q or quit ends a game")
    for args in (["--play", "100"], ["--play", "I" * 100], ["--play", "1", "2"], ["--machine-first"], ["7"]):
        p = subprocess.run([binary] + args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        games += 1
        if p.returncode != 2 or not p.stderr.startswith(b"kayles: "):
            failures.append("usage error %s: exit %d" % (args, p.returncode))
    games += 1
    failures += terminal_layout(binary)
    games += 1
    if not terminal_answers(binary):
        failures.append("on a terminal the machine did not answer a typed move")
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (games - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
