"""poj-1067 (POJ 1067 / HDU 1527): pairs "a b" until end of input."""
from common import BIG, token_solver

ROWS = token_solver(b"2 1\n8 4\n", "0\n1\n", b"4 ", 3) + [
    ("a pair cut in half", b"2 1\n8", "0\n", r"line 2: expected a pile size, got end of input"),
    ("trailing spaces and tabs", b"2 1   \n8 4 \t\n", "0\n1\n", None),
    ("a pair over two lines", b"2\n1\n", "0\n", None),
    ("the judge's limit", b"1000000000 1000000000\n618033988 999999999\n", "1\n0\n", None),
    ("the double-precision trap", b"165580140 267914295\n267914295 165580140\n165580141 267914296\n", "0\n0\n1\n", None),
    ("2^63-1 accepted", ("%s %s\n0 %s\n5700357409661599242 %s\n" % (BIG, BIG, BIG, BIG)).encode(), "1\n1\n0\n", None),
]
