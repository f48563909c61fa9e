"""first-moves (HDU 1850): cases "M a1..aM", a lone 0 ends."""
from common import BIG, token_solver, long_rows

ROWS = long_rows("first-moves") + token_solver(b"3\n5 7 9\n", "1\n", b"2\n3 ", 4) + [
    ("count larger than the data", b"3\n5 7 9\n5\n1 2\n", "1\n", r"line 4: expected a pile size, got end of input"),
    ("terminator missing", b"3\n5 7 9\n2\n1 1\n", "1\n0\n", None),
    ("text after the terminator is not read", b"3\n5 7 9\n0\ngarbage\n", "1\n", None),
    ("2^63-1 accepted", ("2 %s 0\n" % BIG).encode(), "1\n", None),
]
