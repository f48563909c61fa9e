"""hdu-2897 (HDU 2897): cases "n p q" until the end of input -> WIN / LOST."""
from common import BIG, token_solver

ROWS = token_solver(b"7 2 4\n6 2 4\n", "LOST\nWIN\n", b"7 2 ", 3) + [
    ("q below p", b"7 2 4\n5 3 2\n", "LOST\n", r"line 2: the largest take q = 2 is below the least take p = 3"),
    ("n = 1 < p: the only move takes the last coin", b"1 2 4\n", "LOST\n", None),
    ("coin count 0", b"6 2 4\n0 2 4\n", "WIN\n", r"line 2: the coin count is 0 \(the pile has at least 1 coin\)"),
    ("p = q = 1: parity", b"4 1 1\n5 1 1\n", "WIN\nLOST\n", None),
    ("least take 0", b"6 2 4\n5\n0 4\n", "WIN\n", r"line 3: the least take p is 0 \(a move takes at least 1 coin\)"),
    ("a case cut after n p", b"7 2 4\n9 1", "LOST\n", r"line 2: expected the largest take q, got end of input"),
    ("p + q past 2^63-1", ("%s %s %s\n%s 1 %s\n" % (BIG, BIG, BIG, BIG, BIG)).encode(), "LOST\nWIN\n", None),
    ("q = 2^63", b"7 2 9223372036854775808\n", "", r'line 1: "9223372036854775808" is too large'),
    ("many cases", b"7 2 4\n6 2 4\n" * 3000, "LOST\nWIN\n" * 3000, None),
]
