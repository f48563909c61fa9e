"""winning-moves (HDU 2176): cases "m a1..am", a lone 0 ends."""
from common import BIG, token_solver, long_rows

ROWS = long_rows("winning-moves") + token_solver(b"3\n3 6 9\n", "Yes\n9 5\n", b"2\n3 ", 4) + [
    ("count larger than the data", b"2\n45 45\n3\n1 2\n", "No\n", r"line 4: expected a pile size, got end of input"),
    ("terminator missing", b"2\n1 1\n", "No\n", None),
    ("text after the terminator is not read", b"1\n4\n0\n-1\n", "Yes\n4 0\n", None),
    ("2^63-1 accepted", ("1 %s 0\n" % BIG).encode(), "Yes\n%s 0\n" % BIG, None),
]
