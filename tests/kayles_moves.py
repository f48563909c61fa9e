#!/usr/bin/env python3
"""Every winning move the kayles executable prints is legal and leads to a lost
board, checked by exhaustive P/N search (oracle written here, independently):
every board of total <= 25 coins and every pin picture of <= 10 pins, in misère
and normal play. For 300 random boards with rows up to 10^18, where no search
reaches, the printed move must be legal and the board after it must be answered 0.
The line parser's fast and general paths must answer 3000 random boards alike.

usage: tests/kayles_moves.py BINARY
"""
import random
import subprocess
import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


def options(board):
    out = set()
    for i, n in enumerate(board):
        rest = board[:i] + board[i + 1:]
        for removed in (1, 2):
            for a in range(0, n - removed + 1):
                out.add(tuple(sorted(x for x in rest + (a, n - removed - a) if x)))
    return out


@lru_cache(None)
def wins(board, misere):
    opts = options(board)
    if not opts and not board:
        return misere  # no coin left: in misère the mover has already won
    return any(not wins(o, misere) for o in opts)


def boards(total, largest=None):
    largest = total if largest is None else largest
    yield ()
    for p in range(min(total, largest), 0, -1):
        for rest in boards(total - p, p):
            yield (p,) + rest


def run(binary, lines, misere):
    args = [binary] + ([] if misere else ["--normal"])
    out = subprocess.run(args, input="\n".join(lines) + "\n", stdout=subprocess.PIPE, check=True, universal_newlines=True).stdout
    return out.split("\n")[:-1]


def parse_rows(text):
    inner = text.strip("[]")
    return tuple(sorted(int(x) for x in inner.split(",") if x))


def legal(before, after):
    """after comes from before by replacing one row n with parts of total n-1 or n-2."""
    b, a = list(before), list(after)
    for x in list(b):
        if x in a:
            a.remove(x)
            b.remove(x)
    return len(b) == 1 and len(a) <= 2 and b[0] - sum(a) in (1, 2)


def main(binary):
    failures = []
    checked = 0
    for misere in (True, False):
        mode = "misere" if misere else "normal"
        all_boards = sorted(set(tuple(sorted(b)) for b in boards(25)))
        lines = ["[" + ",".join(map(str, sorted(b))) + "]" for b in all_boards]
        for board, answer in zip(all_boards, run(binary, lines, misere)):
            checked += 1
            w = wins(board, misere)
            if answer == "0":
                ok = not w
            elif answer == "1":
                ok = w and not board and misere
            else:
                verdict, after = answer.split(" ", 1)
                after = parse_rows(after)
                ok = verdict == "1" and w and legal(board, after) and not wins(after, misere)
            if not ok:
                failures.append("%s %s -> %r" % (mode, list(board), answer))
        pictures = ["".join("I" if m >> i & 1 else "X" for i in range(n)) for n in range(1, 11) for m in range(1 << n)]
        for pic, answer in zip(pictures, run(binary, pictures, misere)):
            checked += 1
            rows = tuple(sorted(len(r) for r in pic.split("X") if r))
            w = wins(rows, misere)
            words = answer.split()
            if words == ["0"]:
                ok = not w
            elif words == ["1"]:
                ok = w and not rows and misere
            else:
                pins = [int(x) for x in words[1:]]
                after = list(pic)
                ok = words[0] == "1" and 1 <= len(pins) <= 2 and pins == list(range(pins[0], pins[0] + len(pins)))
                for p in pins:
                    ok = ok and 1 <= p <= len(pic) and after[p - 1] == "I"
                    if ok:
                        after[p - 1] = "X"
                after_rows = tuple(sorted(len(r) for r in "".join(after).split("X") if r))
                ok = ok and w and not wins(after_rows, misere)
            if not ok:
                failures.append("%s %s -> %r" % (mode, pic, answer))
        rng = random.Random(7)
        big = [tuple(sorted(rng.choice([rng.randint(1, 30), rng.randint(1, 10**18)]) for _ in range(rng.randint(1, 10))))
               for _ in range(300)]
        answers = run(binary, ["[" + ",".join(map(str, b)) + "]" for b in big], misere)
        afters = []
        for board, answer in zip(big, answers):
            if answer != "0":
                after = parse_rows(answer.split(" ", 1)[1])
                if not legal(board, after):
                    failures.append("%s %s -> %r is not a legal move" % (mode, list(board), answer))
                afters.append(after)
        for after, answer in zip(afters, run(binary, ["[" + ",".join(map(str, a)) + "]" for a in afters], misere)):
            checked += 1
            if answer != "0":
                failures.append("%s: the board after a winning move, %s, is not lost: %r" % (mode, list(after), answer))
        # The line parser's fast path (plain digits in brackets, 8 at a time) and
        # its general path (taken for numbers of more than 19 characters) are
        # twins: the same boards zero-padded to 25 digits, spaced out, or
        # unbracketed must get byte-identical answers.
        twins = [[rng.choice([rng.randint(0, 99), rng.randint(1, 10**18), 10**18, 10**17, 99999999, 100000000])
                  for _ in range(rng.randint(0, 12))] for _ in range(3000)]
        fast = run(binary, ["[" + ",".join(map(str, b)) + "]" for b in twins], misere)
        padded = run(binary, [" [ " + " ,".join("%025d" % x for x in b) + " ] " for b in twins], misere)
        loose = run(binary, ["\t".join(map(str, b)) or "[]" for b in twins], misere)
        for b, x, y, z in zip(twins, fast, padded, loose):
            checked += 1
            if not x == y == z:
                failures.append("%s %s: fast path %r, general path %r, unbracketed %r" % (mode, b, x, y, z))
    for f in failures[:50]:
        print("FAIL " + f)
    print("%d passed, %d failed" % (checked - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
