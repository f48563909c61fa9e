"""Oracle for hdu-1404: strings of 1 to 6 digits until the end of input -> Yes/No (Digital Deletions).

The verdict comes from a P/N search over the strings themselves: a move
changes one digit to a smaller digit, or erases a 0 and every digit right of
it; the empty string leaves the mover lost (the opponent erased the last
digit). No numbering, no table. Inputs: up to 12 strings; long ones have
small digits so the strings below them stay few (the search is Python's).
"""
import sys

import gamesearch


def options(s):
    out = []
    for i, c in enumerate(s):
        out.extend(s[:i] + str(d) + s[i + 1:] for d in range(int(c)))
        if c == "0":
            out.append(s[:i])
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    words = []
    for _ in range(rng.randint(0, 12)):
        length = rng.choice([1, 1, 2, 3, 4, 5, 6, 6])
        top = 9 if length <= 3 else rng.choice([1, 2, 3, 4] if length <= 5 else [1, 2, 3])
        s = "".join(str(rng.randint(0, top)) for _ in range(length))
        words.append(rng.choice([s, s, s, "0" + s[1:], s[:-1] + "0"]) if length > 1 else s)
    return gamesearch.layout(rng, words)


def solve(data):
    return "".join("Yes\n" if wins(w) else "No\n" for w in data.decode().split())


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
