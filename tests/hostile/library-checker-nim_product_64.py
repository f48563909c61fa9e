"""library-checker-nim_product_64: T, then T pairs "A B" (each 0..2^64-1)."""
import random

from common import token_solver

MAX = "18446744073709551615"  # 2^64-1, the largest factor


def _long_rows():
    """Hundreds of pairs whose products need no oracle (x (x) 1 = x, F (x) x = F x for
    x < F = 2^32), most of them 20 digits long, with a fault deep in a line."""
    rng = random.Random(64)
    pairs = []
    for i in range(400):
        x = rng.getrandbits(64) | 1 << 63 if i % 3 else rng.getrandbits(32)
        pairs.append((x, 1) if i % 2 else (1 << 32, x & 0xFFFFFFFF))
    want = "".join("%d\n" % (a * b) for a, b in pairs)
    body = " ".join("%d %d" % p for p in pairs).encode()
    data = b"%d\n" % (len(pairs) + 1) + body
    bad_line = lambda d: d.count(b"\n") + 1
    return [
        ("400 pairs on one line, then a bad token", data + b" 5 x\n", want,
         r'line %d: expected a factor, got "x"' % bad_line(data)),
        ("400 pairs on one line, then 2^64", data + b" 18446744073709551616 1\n", want,
         r'line %d: a factor "18446744073709551616" is too large' % bad_line(data)),
        ("400 pairs, one per line, CRLF", b"%d\r\n" % len(pairs) + body.replace(b" 1 ", b" 1\r\n"), want, None),
        ("400 pairs cut short", data, want, r"line 2: expected a factor, got end of input"),
    ]


ROWS = [r for r in token_solver(b"3\n5 3\n2 2\n", "15\n3\n", b"7 ", 4, complete=b"2\n5 3\n2 2\n") if r[0] != "2^63"] + [
    ("fewer pairs than T", b"3\n5 3\n", "15\n", r"line 2: expected a factor, got end of input"),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"two\n5 3\n", "", r'line 1: expected the number of cases, got "two"'),
    ("T = 2^63", b"9223372036854775808\n5 3\n", "", r'line 1: .*"9223372036854775808" is too large'),
    ("text after the T-th pair is not read", b"1\n5 3\nxyz 7\n", "15\n", None),
    ("2^63 and 2^64-1 accepted", ("3\n9223372036854775808 1\n%s 1\n%s 0\n" % (MAX, MAX)).encode(),
     "9223372036854775808\n%s\n0\n" % MAX, None),
    ("(2^64-1)^2", ("1\n%s %s\n" % (MAX, MAX)).encode(), "11290409524105353207\n", None),
    ("2^64 refused", b"2\n5 3\n1 18446744073709551616\n", "15\n",
     r'line 3: a factor "18446744073709551616" is too large \(at most 18446744073709551615\)'),
    ("zero-padded 21 digits", b"1\n000000000000000000005 000000000000000000003\n", "15\n", None),
    ("a pair split over lines", b"2\n5\n\n3\n2\t2", "15\n3\n", None),
] + _long_rows()
