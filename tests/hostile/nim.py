"""nim: cases "n a1..an" until end of input."""
from common import BIG, token_solver, long_rows

ROWS = long_rows("nim") + token_solver(b"1 5\n2 3 3\n", "Yes\nNo\n", b"2\n3 ", 4) + [
    ("count larger than the data", b"1 1\n5 1 2 3\n", "Yes\n", r"line 2: expected a pile size, got end of input"),
    ("2^63-1 accepted", ("1 %s\n" % BIG).encode(), "Yes\n", None),
    ("n = 0", b"0\n0\n", "No\nNo\n", None),
]
