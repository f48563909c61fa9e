"""misere-nim (HDU 1907): T, then T cases "N a1..aN"."""
from common import BIG, token_solver, long_rows

ROWS = long_rows("misere-nim") + token_solver(b"3\n1 5\n2 3 3\n", "John\nBrother\n", b"2\n3 ", 5, complete=b"2\n1 5\n2 3 3\n") + [
    ("fewer cases than T", b"3\n1 5\n", "John\n", r"line 2: expected a pile count, got end of input"),
    ("count larger than the data", b"2\n1 1\n4 1 1\n", "Brother\n", r"line 3: expected a pile size, got end of input"),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("2^63-1 accepted", ("1 1 %s\n" % BIG).encode(), "John\n", None),
]
