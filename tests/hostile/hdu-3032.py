"""hdu-3032 (HDU 3032, Lasker's Nim): T, then T cases "N s1..sN"; sizes up to 2^63-1."""
from common import BIG, token_solver


def lasker(x):
    """Lasker's Nim g (Winning Ways), to compute the answers of the long rows."""
    return x + 1 if x % 4 == 3 else x - 1 if x % 4 == 0 and x else x


def long_rows(g, lose, win):
    """Cases of 1000 piles over lines of 100, so the fast path (numbers taken 64
    bytes at a time) reads most of the input and meets the fault deep inside a
    line. Answers from the closed form g; the line of the fault counted in the bytes.
    Shared with tests/hostile/hdu-5795.py."""
    piles = [(i * 7919 + 13) * 104729 % 10**9 + 1 for i in range(1000)]
    piles[77] = 9 * 10**18 + 3  # 19 digits: too long for the fast path
    piles[500] = 2**31 - 1
    piles[600] = int(BIG)

    def answer(ps):
        x = 0
        for p in ps:
            x ^= g(p)
        return win if x else lose

    def case(ps, per_line=100):
        lines = [b" ".join(b"%d" % a for a in ps[k:k + per_line]) for k in range(0, len(ps), per_line)]
        return b"%d\n" % len(ps) + b"\n".join(lines) + b"\n"

    def row(name, data, out, bad, pattern):
        line = data[:data.rindex(bad)].count(b"\n") + 1
        return (name, data, out, r"line %d: %s" % (line, pattern))

    long_case = b"2\n" + case(piles)
    padded = b"1\n100\n" + b" ".join(b"000000000000000000000%d" % a for a in piles[:100]) + b"\n"
    return [
        row("long case then a bad token", long_case + b"2\n3 x\n", answer(piles), b"x", r'expected a pile size, got "x"'),
        row("long case then 2^63", long_case + b"2\n3 9223372036854775808\n", answer(piles), b"9223372036854775808",
            r'"9223372036854775808" is too large'),
        row("long case, CRLF", (long_case + b"2\n3 x\n").replace(b"\n", b"\r\n"), answer(piles), b"x",
            r'expected a pile size, got "x"$'),
        row("long case, tabs and blank lines", b"2\n" + case(piles).replace(b" ", b"\t").replace(b"\n", b"\n\n") + b"2 3\t\t-1",
            answer(piles), b"-1", r'expected a pile size, got negative number "-1"'),
        row("bad token in the middle of a long line", b"1\n1000\n" + b" ".join(b"%d" % a for a in piles[:60]) + b" 0x10 5\n",
            "", b"0x10", r'expected a pile size, got "0x10"'),
        ("long case cut short", b"1\n" + case(piles)[:2000], "", r"line \d+: expected a pile size, got end of input"),
        ("long zero-padded numbers", padded, answer(piles[:100]), None),
        ("500 short cases", b"500\n" + b"".join(case([i, i + 1, 3]) for i in range(500)),
         "".join(answer([i, i + 1, 3]) for i in range(500)), None),
    ]


ROWS = long_rows(lasker, "Bob\n", "Alice\n") + token_solver(b"3\n1 5\n2 3 3\n", "Alice\nBob\n", b"2\n3 ", 5,
                                                             complete=b"2\n1 5\n2 3 3\n") + [
    ("fewer cases than T", b"3\n1 5\n", "Alice\n", r"line 2: expected a pile count, got end of input"),
    ("count larger than the data", b"2\n1 1\n4 1 1\n", "Alice\n", r"line 3: expected a pile size, got end of input"),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("text after the T-th case is not read", b"1\n1 5\nxyz\n", "Alice\n", None),
    ("2^31-1 gives 2^31: {2^31-1, 2^31+1, 1} is lost", b"1\n3 2147483647 2147483649 1\n", "Bob\n", None),
    ("2^63-1 accepted", ("2\n1 %s\n2 %s %s\n" % (BIG, BIG, BIG)).encode(), "Alice\nBob\n", None),
    ("N = 0 and piles of 0", b"2\n0\n3 0 0 0\n", "Bob\nBob\n", None),
]
