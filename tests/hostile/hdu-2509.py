"""hdu-2509 (HDU 2509): cases "n a1..an" until end of input -> Yes/No.
Same shape as nim; nim's long rows have a group > 1 in every case, where the
misère verdict is Nim's, so they apply as they are."""
from common import BIG, token_solver, long_rows

ROWS = long_rows("nim") + token_solver(b"2\n2 2\n1\n3\n", "No\nYes\n", b"2\n3 ", 6) + [
    ("count larger than the data", b"1 1\n5 1 2 3\n", "No\n", r"line 2: expected a group size, got end of input"),
    ("bad group count", b"1 3\nn\n", "Yes\n", r'line 2: expected a group count, got "n"'),
    ("zero groups are empty; n = 0", b"3 0 0 1\n0\n2 0 0\n", "No\nYes\nYes\n", None),
    ("all ones invert Nim", b"2 1 1\n1 1\n3 1 1 1\n", "Yes\nNo\nNo\n", None),
    ("2^63-1 accepted", ("1 %s\n2 %s %s\n" % (BIG, BIG, BIG)).encode(), "Yes\nNo\n", None),
]
