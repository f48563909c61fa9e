"""hdu-1846 (HDU 1846): C, then C cases "n m" -> first/second."""
from common import BIG, token_solver

ROWS = token_solver(b"3\n23 2\n4 3\n", "first\nsecond\n", b"10 ", 4, complete=b"2\n23 2\n4 3\n") + [
    ("bad stone count", b"2\n23 2\nx 3\n", "first\n", r'line 3: expected a stone count, got "x"'),
    ("maximum take 0", b"2\n23 2\n5\n0\n", "first\n", r"line 4: the maximum take is 0 \(a move takes at least 1 stone\)"),
    ("fewer cases than C", b"3\n23 2\n", "first\n", r"line 2: expected a stone count, got end of input"),
    ("C = 0", b"0\n", "", None),
    ("bad C", b"-1\n", "", r'line 1: expected the number of cases, got negative number "-1"'),
    ("text after the last case is not read", b"1\n4 3\n5 x\n", "second\n", None),
    ("n = 0 loses; m >= n wins", b"3\n0 5\n5 5\n5 1000\n", "second\nfirst\nfirst\n", None),
    ("2^63-1 accepted", ("2\n%s %s\n%s 9223372036854775806\n" % (BIG, BIG, BIG)).encode(), "first\nsecond\n", None),
]
