"""hdu-2177 (HDU 2177): pairs "a b" until "0 0"."""
from common import BIG, token_solver

ROWS = token_solver(b"5 8\n4 7\n", "1\n4 7\n3 5\n0\n", b"2 ", 3, complete=b"5 8\n4 7\n0 0\n") + [
    ("terminator missing", b"1 2\n2 2\n", "0\n1\n0 0\n1 2\n", None),
    ("text after the terminator is not read", b"4 7\n0 0\n-1 x\n", "0\n", None),
    ("0 b is a position, not the end", b"0 3\n0 0\n", "1\n0 0\n", None),
    ("a lone 0 is not the terminator", b"4 7\n0", "0\n", r"line 2: expected a pile size, got end of input"),
    ("piles in either order", b"8 5\n0 0\n", "1\n4 7\n3 5\n", None),
    ("kind 3 repeats the move of kind 1", b"5 7\n0 0\n", "1\n3 5\n4 7\n3 5\n", None),
    ("the judge's limit", b"1000000 1000000\n0 0\n", "1\n0 0\n", None),
    ("2^63-1 accepted", ("%s %s\n0 0\n" % (BIG, BIG)).encode(), "1\n0 0\n5700357409661599242 %s\n" % BIG, None),
]
