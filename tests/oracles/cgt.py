"""Oracle for cgt --outcome and --equal: lines of sums of explicit games (braces, birthday <= 3)
and small ruleset positions (Domineering boards of <= 6 cells, Blue-Red Hackenbush stalks of
<= 5 edges, Toads and Frogs rows of <= 6 cells, cakes to 3x3, Snort and Col maps of <= 4 cells).

The answer comes from minimax on the joint position only: the player to move wins iff some move
in some component leaves a sum the other player, to move, loses; no move loses. G = H is
answered by the joint search of G + (-H) (a second-player win), -H built from the moves: braces
with sides swapped and negated, the board transposed, the stalk's colours swapped, the row
mirrored with toads and frogs exchanged, the cake turned, the map's colours swapped. No
canonical form, no value.
"""
import functools
import sys


def brace_game(rng, day):
    """A random explicit game born by `day`, as (text, (left options, right options))."""
    if day == 0 or rng.random() < 0.2:
        return "{|}", ((), ())
    sides = []
    for _ in range(2):
        opts = [brace_game(rng, day - 1) for _ in range(rng.choice([0, 1, 1, 2, 2, 3]))]
        sides.append(opts)
    text = "{" + ",".join(t for t, _ in sides[0]) + "|" + ",".join(t for t, _ in sides[1]) + "}"
    return text, (tuple(g for _, g in sides[0]), tuple(g for _, g in sides[1]))


def board(rng):
    r, c = rng.choice([(1, 2), (2, 1), (2, 2), (2, 3), (3, 2), (1, 4), (3, 1), (1, 5), (2, 2)])
    return tuple("".join(rng.choice("...#") for _ in range(c)) for _ in range(r))


def component(rng):
    """(text for cgt, its state, its negative's state) - a state is (kind, data)."""
    kind = rng.choice(["braces", "braces", "domineering", "hackenbush", "toads", "cutcake", "map"])
    if kind == "map":
        kind = rng.choice(["snort", "col"])
    if kind == "braces":
        text, g = brace_game(rng, 3)
        return text, ("braces", g), ("braces", negate(g))
    if kind == "domineering":
        b = board(rng)
        return "domineering:" + "/".join(b), ("dom", b), ("dom", tuple("".join(col) for col in zip(*b)))
    if kind == "hackenbush":
        s = "".join(rng.choice("LR") for _ in range(rng.randint(0, 5)))
        if not s:
            return "0", ("braces", ((), ())), ("braces", ((), ()))
        return "hackenbush:" + s, ("hack", s), ("hack", s.translate(str.maketrans("LR", "RL")))
    if kind in ("snort", "col"):
        r, c = rng.choice([(1, 2), (1, 3), (1, 4), (2, 2), (2, 1)])
        b = tuple("".join(rng.choice("....#LR") for _ in range(c)) for _ in range(r))
        swapped = tuple(row.translate(str.maketrans("LR", "RL")) for row in b)
        return kind + ":" + "/".join(b), (kind, b), (kind, swapped)
    if kind == "toads":
        s = "".join(rng.choice("TF..") for _ in range(rng.randint(1, 6)))
        return "toads:" + s, ("toads", s), ("toads", s[::-1].translate(str.maketrans("TF", "FT")))
    w, h = rng.randint(1, 3), rng.randint(1, 3)
    return "cutcake:%dx%d" % (w, h), ("cake", (w, h)), ("cake", (h, w))


def negate(g):
    left, right = g
    return tuple(negate(o) for o in right), tuple(negate(o) for o in left)


def moves(state, left):
    kind, d = state
    out = []
    if kind == "braces":
        out = [("braces", o) for o in d[0 if left else 1]]
    elif kind == "dom":
        rows = [list(r) for r in d]
        dr, dc = (1, 0) if left else (0, 1)
        for i in range(len(rows)):
            for j in range(len(rows[0])):
                i2, j2 = i + dr, j + dc
                if i2 < len(rows) and j2 < len(rows[0]) and rows[i][j] == "." and rows[i2][j2] == ".":
                    nxt = [r[:] for r in rows]
                    nxt[i][j] = nxt[i2][j2] = "#"
                    out.append(("dom", tuple("".join(r) for r in nxt)))
    elif kind == "hack":
        mine = "L" if left else "R"
        out = [("hack", d[:k]) for k in range(len(d)) if d[k] == mine]
    elif kind in ("snort", "col"):
        mine, theirs = ("L", "R") if left else ("R", "L")
        banned = theirs if kind == "snort" else mine
        for i in range(len(d)):
            for j in range(len(d[0])):
                near = [d[a][b] for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
                        if 0 <= a < len(d) and 0 <= b < len(d[0])]
                if d[i][j] == "." and banned not in near:
                    rows = [list(r) for r in d]
                    rows[i][j] = mine
                    out.append((kind, tuple("".join(r) for r in rows)))
    elif kind == "toads":
        mine, theirs, step = ("T", "F", 1) if left else ("F", "T", -1)
        for i, c in enumerate(d):
            if c != mine:
                continue
            to = i + step
            if 0 <= to < len(d) and d[to] == theirs:
                to += step
            if 0 <= to < len(d) and d[to] == ".":
                row = list(d)
                row[i], row[to] = ".", mine
                out.append(("toads", "".join(row)))
    else:
        w, h = d
        if left:  # vertical cuts split the width: a sum of two cakes
            out = [("sum", (("cake", (a, h)), ("cake", (w - a, h)))) for a in range(1, w)]
        else:
            out = [("sum", (("cake", (w, a)), ("cake", (w, h - a)))) for a in range(1, h)]
    return out


def flatten(states):
    flat = []
    for s in states:
        if s[0] == "sum":
            flat.extend(flatten(s[1]))
        else:
            flat.append(s)
    return tuple(sorted(flat, key=repr))


@functools.lru_cache(maxsize=None)
def mover_wins(position, left):
    for k, comp in enumerate(position):
        for nxt in moves(comp, left):
            after = flatten(position[:k] + (nxt,) + position[k + 1:])
            if not mover_wins(after, not left):
                return True
    return False


def outcome(states):
    pos = flatten(states)
    lf, rf = mover_wins(pos, True), mover_wins(pos, False)
    return "N" if lf and rf else "L" if lf else "R" if rf else "P"


MODE = ["--outcome"]  # the mode args() drew last; generate() writes lines for it


def args(rng):
    MODE[0] = rng.choice(["--outcome", "--equal"])
    return [MODE[0]]


def generate(rng):
    mode = MODE[0]
    text = []
    for _ in range(rng.randint(1, 5)):
        parts = [component(rng) for _ in range(rng.randint(1, 3))]
        if mode == "--equal":
            k = rng.randint(1, len(parts))
            if rng.random() < 0.3:  # H as G written again: often equal
                text.append(" + ".join(p[0] for p in parts) + " = " + " + ".join(p[0] for p in reversed(parts)))
            else:
                text.append(" + ".join(p[0] for p in parts[:k]) + " = " + (" + ".join(p[0] for p in parts[k:]) or "0"))
        else:
            text.append(" + ".join(p[0] for p in parts))
    return ("\n".join(text) + "\n").encode()


def solve(data, argv=("--outcome",)):
    """Answers re-derived from the text: each component parsed back into a state."""
    out = []
    for line in data.decode().splitlines():
        if "=" in line:
            g, h = line.split("=")
            states = [parse(c) for c in g.split(" + ") if c.strip()]
            states += [negate_state(parse(c)) for c in h.split(" + ") if c.strip() and c.strip() != "0"]
            out.append("yes" if outcome(states) == "P" else "no")
        else:
            out.append(outcome([parse(c) for c in line.split(" + ")]))
    return "".join(x + "\n" for x in out)


def parse_braces(text, i):
    """The explicit game written at text[i] ('{' ... '}'), and the index after it."""
    assert text[i] == "{"
    i += 1
    sides, cur = [[], []], 0
    while text[i] != "}":
        if text[i] == "|":
            cur, i = 1, i + 1
        elif text[i] == ",":
            i += 1
        else:
            g, i = parse_braces(text, i)
            sides[cur].append(g)
    return (tuple(sides[0]), tuple(sides[1])), i + 1


def parse(c):
    c = c.strip()
    if c == "0":
        return ("braces", ((), ()))
    if c.startswith("{"):
        return ("braces", parse_braces(c, 0)[0])
    kind, _, rest = c.partition(":")
    if kind == "domineering":
        return ("dom", tuple(rest.split("/")))
    if kind == "hackenbush":
        return ("hack", rest)
    if kind == "toads":
        return ("toads", rest)
    if kind in ("snort", "col"):
        return (kind, tuple(rest.split("/")))
    w, h = rest.split("x")
    return ("cake", (int(w), int(h)))


def negate_state(s):
    kind, d = s
    if kind == "braces":
        return ("braces", negate(d))
    if kind == "dom":
        return ("dom", tuple("".join(col) for col in zip(*d)))
    if kind == "hack":
        return ("hack", d.translate(str.maketrans("LR", "RL")))
    if kind == "toads":
        return ("toads", d[::-1].translate(str.maketrans("TF", "FT")))
    if kind in ("snort", "col"):  # the colours swapped
        return (kind, tuple(row.translate(str.maketrans("LR", "RL")) for row in d))
    return ("cake", (d[1], d[0]))


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read(), sys.argv[1:] or ("--outcome",)))
