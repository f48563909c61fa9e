"""Oracle for pattern: how a table is read, written apart from the executable.

pattern's rules are its own (tests/test_pattern.cpp proves them against brute
force); what an oracle fixes independently is the reading: a table laid out in
any way (numbers split over lines, signs, comment lines, blank lines, CRLF, no
final newline), --from S, --pairs rows and --family members 'k: values' (or
'k : values'), and --at asked inside the table (the table's own value) or before
it (unknown). Queries past the table are the finder's and are not asked here.

args(rng) draws the shape (kind, size, keys) and the queries that fit it;
generate(rng), called next by tests/oracle_test.py, draws the values and the
layout for that shape; solve(data, words) reads the bytes with its own parser.
"""
import sys

import gamesearch

SHAPE = {}


def args(rng):
    kind = rng.choice(["one", "one", "pairs", "family"])
    first = rng.choice([0, 0, 1, 5, 10 ** 18 - 40])
    size, rows = rng.randint(0, 30), rng.randint(1, 6)
    keys = {k: rng.randint(0, size) for k in rng.sample(range(-2, 6), rng.randint(1, 4))}
    SHAPE.update(kind=kind, size=size, rows=rows, keys=keys)
    words = {"pairs": ["--pairs"], "family": ["--family"], "one": []}[kind]
    if first or rng.random() < 0.2:
        words += ["--from", str(first)] if rng.random() < 0.5 else ["--from=%d" % first]
    queries = []
    for _ in range(rng.randint(1, 5)):
        if kind == "one":
            queries.append("%d" % rng.randint(max(0, first - 3), first + max(0, size - 1)))
        elif kind == "pairs":
            queries.append("%d,%d" % tuple(rng.randint(max(0, first - 2), first + rows - 1) for _ in range(2)))
        else:
            k = rng.choice(sorted(keys))
            queries.append("%d,%d" % (k, rng.randint(max(0, first - 2), first + max(0, keys[k] - 1))))
    if kind == "one" and rng.random() < 0.5:
        words += ["--at", ",".join(queries)]
    else:
        for q in queries:
            words += ["--at", q] if rng.random() < 0.5 else ["--at=" + q]
    return words


def value(rng):
    return rng.choice([rng.randint(-3, 9), rng.randint(-10 ** 18, 10 ** 18), -2 ** 63, 2 ** 63 - 1])


def generate(rng):
    s = SHAPE
    if s["kind"] == "one":
        data = [value(rng) for _ in range(s["size"])]
        lines = []
        while data:
            k = rng.randint(1, 8)
            lines.append(data[:k])
            data = data[k:]
    elif s["kind"] == "pairs":
        lines = [[value(rng) for _ in range(s["rows"])] for _ in range(s["rows"])]
    else:
        lines = []
        for k, n in s["keys"].items():
            vals = [value(rng) for _ in range(n)]
            lines.append(["%d:" % k] + vals if rng.random() < 0.8 else [k, ":"] + vals)
    out = []
    for line in lines:
        if rng.random() < 0.15:
            out.append(["#", "a", "comment"])
        out.append(line)
    return gamesearch.layout(rng, out, line_based=True)  # a comment is a whole line


def read(data, kind):
    """The table as the format says: comment lines dropped, then numbers (rows for
    --pairs, 'k: values' members for --family)."""
    text = data.decode()
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = [l.split() for l in text.replace("\r\n", "\n").split("\n") if not l.strip().startswith("#")]
    lines = [l for l in lines if l]
    if kind == "one":
        return [int(t) for l in lines for t in l]
    if kind == "pairs":
        return [[int(t) for t in l] for l in lines]
    members = {}
    for l in lines:
        if l[0].endswith(":"):
            members[int(l[0][:-1])] = [int(t) for t in l[1:]]
        else:
            members[int(l[0])] = [int(t) for t in l[2:]]
    return members


def solve(data, words):
    kind = "pairs" if "--pairs" in words else "family" if "--family" in words else "one"
    first, queries = 0, []
    for i, w in enumerate(words):
        if w == "--from":
            first = int(words[i + 1])
        elif w.startswith("--from="):
            first = int(w[7:])
        elif w == "--at" or w.startswith("--at="):
            q = words[i + 1] if w == "--at" else w[5:]
            queries += q.split(",") if kind == "one" else [q]
    t = read(data, kind)
    out = []
    for q in queries:
        if kind == "one":
            n = int(q)
            out.append(str(t[n - first]) if first <= n < first + len(t) else "unknown")
        elif kind == "pairs":
            a, b = map(int, q.split(","))
            inside = first <= a < first + len(t) and first <= b < first + len(t)
            out.append(str(t[a - first][b - first]) if inside else "unknown")
        else:
            k, n = map(int, q.split(","))
            member = t[k]
            out.append(str(member[n - first]) if first <= n < first + len(member) else "unknown")
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(__doc__)
