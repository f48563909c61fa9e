"""Oracle for hackerrank-game-of-kyles: T, then T cases "N pins" -> WIN/LOSE.

The verdict comes from a P/N search over the pin strings themselves: a throw
knocks down one standing pin (I) or two standing pins side by side; whoever
cannot throw loses. No Grundy values. Inputs: up to 8 cases of 1..12 pins
(some all X, some all I), in varied layouts. --by-mex: the xor of Kayles values
computed by the mex definition, the independent computation of samples with
N up to 300.
"""
import re
import sys

import gamesearch


def options(pins):
    for i, p in enumerate(pins):
        if p == "I":
            yield pins[:i] + "X" + pins[i + 1:]
            if pins[i + 1:i + 2] == "I":
                yield pins[:i] + "XX" + pins[i + 2:]


wins = gamesearch.wins_search(options)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 8)):
        n = rng.randint(1, 12)
        p = rng.choice([0.0, 0.3, 0.6, 0.8, 1.0])
        cases.append([n, "".join("I" if rng.random() < p else "X" for _ in range(n))])
    return gamesearch.layout(rng, [[len(cases)]] + cases)


def pictures(data):
    tokens = data.split()
    t = int(tokens[0]) if tokens else 0
    return [tokens[2 + 2 * k].decode() for k in range(t)]


def solve(data):
    return "".join("WIN\n" if wins(p) else "LOSE\n" for p in pictures(data))


def solve_by_mex(data):
    pics = pictures(data)
    most = max([len(p) for p in pics] + [0])
    k = [0] * (most + 1)
    for n in range(1, most + 1):
        k[n] = gamesearch.mex(k[a] ^ k[n - r - a] for r in (1, 2) for a in range(n - r + 1))
    out = []
    for p in pics:
        x = 0
        for run in re.findall("I+", p):
            x ^= k[len(run)]
        out.append("WIN\n" if x else "LOSE\n")
    return "".join(out)


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve_by_mex(data) if sys.argv[1:] == ["--by-mex"] else solve(data))
