"""Oracle for grundy.

Query mode: a game from the command line, positions on stdin (heap sizes, one
position per line) -> the Grundy value of each position, and with --move the
move the executable documents (the first heap whose value has the top bit of
the position's value; in it the fewest tokens removed, then no heap left before
one before two, the smaller part smallest). The values come from the mex rule
applied to WHOLE positions (multisets of heaps) with the game's moves written
out in words - no xor of heap values - and every printed move is checked to
reach a position of value 0.

Table mode (--upto N): g(0..N) by the mex rule over each heap's options (a
two-heap option worth the xor of its parts), the least period the table proves
by the Guy-Smith condition (with splits) or a window of the largest move
(without), for all-but games the arithmetic period a repeated state of the last
max E heaps proves, else an arithmetic period seen on the table, the largest
value, and the rare/common split found by trying every mask - each written here
apart from the library; rows as wide as the least multiple of a certified
period (<= 40) that holds 10 values.
"""
import sys

import gamesearch


def named_set(item):
    """The members of squares:N, primes:N, powers:B:N or fibonacci:N, by trial (not the library's way)."""
    words = item.split(":")
    n = int(words[-1])
    if words[0] == "squares":
        return [r * r for r in range(1, n + 1) if r * r <= n]
    if words[0] == "primes":
        return [p for p in range(2, n + 1) if all(p % d for d in range(2, p))]
    if words[0] == "powers":
        b, out = int(words[1]), []
        while b ** len(out) <= n:
            out.append(b ** len(out))
        return out
    fib = [1, 2]  # fibonacci: 1, 2, 3, 5, ...
    while fib[-1] + fib[-2] <= n:
        fib.append(fib[-1] + fib[-2])
    return [f for f in fib if f <= n]


def members(text):
    out = []
    for item in text.split(","):
        out += named_set(item) if ":" in item else [int(item)]
    return sorted(set(out))


def parse_game(args):
    """(kind, data) from the command line words."""
    for i, a in enumerate(args):
        if a == "--octal":
            code = args[i + 1]
            return "octal", [int(code[0])] + [int(c) for c in code[2:]]
        if a in ("--subtract", "--subtract-all-but"):
            return a[2:], members(args[i + 1])
        if a == "--grundys-game":
            return "grundy", None
    raise ValueError("no game in %r" % args)


def heap_moves(game, n):
    """What one move can leave of a heap of n, as tuples of heaps, in the
    executable's order: fewest tokens first; nothing, one heap, two heaps
    (smaller part first, smallest first)."""
    kind, data = game
    out = []
    if kind == "subtract":
        out = [(n - s,) if n > s else () for s in data if s <= n]
    elif kind == "subtract-all-but":
        out = [(n - k,) if n > k else () for k in range(1, n + 1) if k not in data]
    else:
        digits = [4] if kind == "grundy" else data
        for k, d in enumerate(digits):
            if k > n:
                break
            rest = n - k
            if d & 1 and rest == 0 and k > 0:
                out.append(())
            if d & 2 and rest > 0 and k > 0:
                out.append((rest,))
            if d & 4:
                for a in range(1, rest // 2 + 1):
                    if not (kind == "grundy" and 2 * a == rest):
                        out.append((a, rest - a))
    return out


def make_value(game):
    """value(position): the Grundy value of a sorted tuple of heaps, by the mex over its options."""
    def options(position):
        for i, h in enumerate(position):
            if i and position[i - 1] == h:
                continue
            for left in heap_moves(game, h):
                yield tuple(sorted(position[:i] + position[i + 1:] + left))
    return gamesearch.grundy_search(options)


GAMES = [["--octal", "0.77"], ["--octal", "0.07"], ["--octal", "0.137"], ["--octal", "0.6"], ["--octal", "4.7"],
         ["--octal", "0.16"], ["--octal", "0.007"], ["--grundys-game"], ["--subtract", "1,3,4"],
         ["--subtract-all-but", "2,3"]]


def args(rng):
    r = rng.random()
    if r < 0.5:
        game = rng.choice(GAMES)
    elif r < 0.7:
        game = ["--octal", rng.choice("04") + "." + "".join(rng.choice("01234567") for _ in range(rng.randint(1, 3)))]
    elif r < 0.8:
        game = ["--subtract", ",".join(str(rng.randint(1, 6)) for _ in range(rng.randint(1, 3)))]
    elif r < 0.85:  # named sets, alone or with numbers
        named = rng.choice(["squares:%d" % rng.randint(1, 60), "primes:%d" % rng.randint(2, 40),
                            "powers:%d:%d" % (rng.randint(2, 4), rng.randint(1, 80)), "fibonacci:%d" % rng.randint(1, 60)])
        extra = [str(rng.randint(1, 9))] if rng.random() < 0.3 else []
        game = [rng.choice(["--subtract", "--subtract-all-but"]), ",".join([named] + extra)]
    else:
        game = ["--subtract-all-but", ",".join(str(rng.randint(1, 6)) for _ in range(rng.randint(1, 3)))]
    if rng.random() < 0.3:  # table mode
        extra = ["--upto", str(rng.randint(0, 300))]
        extra += rng.choice([[], ["--summary"], ["--row", str(rng.randint(1, 15))]])
        return game + extra
    return game + (["--move"] if rng.random() < 0.6 else [])


def generate(rng):
    lines = [[rng.randint(0, 9) for _ in range(rng.randint(0, 3))] for _ in range(rng.randint(0, 8))]
    return gamesearch.layout(rng, lines, line_based=True)  # an empty line is skipped


def table(game, n):
    g = []
    for h in range(n + 1):
        g.append(gamesearch.mex(gamesearch.xor_of(g, left) for left in heap_moves(game, h)))
    return g


def certificate(game, g):
    """(p, n0, certified) or None: the least p, then least n0, that g proves."""
    kind, data = game
    if kind == "grundy" or kind == "subtract-all-but":
        return None
    if kind == "subtract":
        t, splits = max(data), False
    else:
        t, splits = len(data) - 1, any(d & 4 for d in data)
        while t > 0 and data[t] == 0:
            t -= 1
    size = len(g)
    for p in range(1, size):
        n0 = size - p
        while n0 > 0 and g[n0 - 1 + p] == g[n0 - 1]:
            n0 -= 1
        end = 2 * n0 + p + t if splits else max(n0, 1) + t  # agreement needed on [n0, end)
        if end <= size - p:
            return p, n0, end + p - 1
    return None


def observed_arithmetic(g):
    """(p, s, n0) or None: the least p with g(n + p) = g(n) + s, s >= 1, on the
    whole stretch from the least n0, seen over at least three periods, half the
    table and 12 heaps - what the executable reports as observed, not proved."""
    size = len(g)
    p = 1
    while 3 * p < size:
        s = g[size - 1] - g[size - 1 - p]
        if s > 0:
            n0 = size - p
            while n0 > 0 and g[n0 - 1 + p] == g[n0 - 1] + s:
                n0 -= 1
            if n0 + 3 * p <= size and 2 * n0 <= size and n0 + 12 <= size:
                return p, s, n0
        p += 1
    return None


def all_but_certificate(game, g):
    """(p, s, n0, certified) or None for an all-but game: the state before heap n
    is, for each of the heaps n - x .. n - 1 (x = max E), its value minus the
    number of values seen before n when that value first appeared at n - x or
    later, else None (dead, or no heap); the first state met again at n = m + p
    proves g(k + p) = g(k) + s for k >= m (docs/theory.md), certified by
    g(0..n-1); n0 the least start the table shows for that p and s."""
    kind, e = game
    if kind != "subtract-all-but":
        return None
    x = max(e)
    first, seen = {}, {}  # seen[state] = (n, values seen before n)
    for n in range(len(g) + 1):
        d = len(first)
        state = tuple(g[n - j] - d if n - j >= 0 and first[g[n - j]] >= n - x else None for j in range(1, x + 1))
        if state in seen:
            m, dm = seen[state]
            p, s = n - m, d - dm
            n0 = m
            while n0 > 0 and g[n0 - 1 + p] == g[n0 - 1] + s:
                n0 -= 1
            return p, s, n0, n - 1
        seen[state] = (n, d)
        if n < len(g):
            first.setdefault(g[n], n)
    return None


def row_width(words, period):
    """--row K, else the least multiple of a certified period <= 40 with 10 values or more, else 10."""
    if "--row" in words:
        return int(words[words.index("--row") + 1])
    if period and period <= 40:
        return period * -(-10 // period)
    return 10


def table_text(game, words):
    n = int(words[words.index("--upto") + 1])
    g = table(game, n)
    cert = certificate(game, g)
    arith = all_but_certificate(game, g)
    largest = max(g)
    lines = []
    if "--summary" not in words:
        row = row_width(words, cert[0] if cert else arith[0] if arith else None)
        first, width = len(str(n - n % row)), len(str(largest)) + 1
        for h in range(0, n + 1, row):
            lines.append(str(h).rjust(first) + ":" + "".join(str(v).rjust(width) for v in g[h:h + row]))
    kind, data = game
    if cert:
        p, n0, at = cert
        splits = kind in ("octal", "grundy") and any(d & 4 for d in data)
        how = ", the Guy-Smith theorem" if splits else ": a window of the largest move"
        lines.append("period %d from heap %d (certified by g(0..%d)%s); largest value %d, first at heap %d" % (
            p, n0, at, how, largest, g.index(largest)))
    elif arith:
        p, s, n0, at = arith
        lines.append("arithmetic period %d saltus %d from heap %d (certified by g(0..%d): the state of the last %d heaps "
                     "repeats); largest value %d, first at heap %d" % (p, s, n0, at, max(game[1]), largest, g.index(largest)))
    elif observed_arithmetic(g):
        p, s, n0 = observed_arithmetic(g)
        lines.append("arithmetic period %d saltus %d from heap %d (observed on g(0..%d), not proved); largest value %d, "
                     "first at heap %d" % (p, s, n0, n, largest, g.index(largest)))
    else:
        lines.append("no period certified up to %d; largest value %d, first at heap %d" % (n, largest, g.index(largest)))
    if kind in ("octal", "grundy") and largest > 0:
        top = 2
        while top <= largest:
            top *= 2
        rare = lambda m, v: bin(v & m).count("1") % 2 == 0
        best = min(range(1, top), key=lambda m: (sum(1 for v in g if rare(m, v)), m))
        last = max(h for h, v in enumerate(g) if rare(best, v))
        if 2 * last < len(g):
            count = sum(1 for v in g if rare(best, v))
            lines.append("rare/common split: mask %x, %d rare heap%s (g & %x has an even number of 1 bits), the last "
                         "at heap %d" % (best, count, "" if count == 1 else "s", best, last))
    return "".join(l + "\n" for l in lines)


def solve(data, words):
    game = parse_game(words)
    if "--upto" in words:
        return table_text(game, words)
    value = make_value(game)
    out = []
    for line in data.decode().split("\n"):
        heaps = [int(x) for x in line.split()]
        if not heaps:
            continue
        x = value(tuple(sorted(heaps)))
        text = str(x)
        if x and "--move" in words:
            single = [value((h,)) for h in heaps]
            top = 1 << (x.bit_length() - 1)
            i = next(i for i, g in enumerate(single) if g & top)
            for left in heap_moves(game, heaps[i]):
                after = heaps[:i] + heaps[i + 1:] + list(left)
                if value(tuple(sorted(after))) == 0:
                    break
            else:
                raise AssertionError("no winning move found in heap %d" % (i + 1))
            text += " move heap %d: %d ->%s" % (i + 1, heaps[i], "".join(" %d" % h for h in left) or " nothing")
        out.append(text + "\n")
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read(), sys.argv[1:]))
