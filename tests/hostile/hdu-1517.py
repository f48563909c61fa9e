"""hdu-1517 (HDU 1517 A Multiplication Game): numbers n until the end of input."""
from common import BIG, token_solver

ROWS = token_solver(b"162\n17\n", "Stan wins.\nOllie wins.\n", b"", 3, complete=b"162\n17\n", can_cut=False) + [
    ("n = 1 refused", b"162\n1\n", "Stan wins.\n", r"line 2: n is below 2 \(p starts at 1, so n = 1 is reached before any move\)"),
    ("n = 0 refused", b"0\n", "", r"line 1: n is below 2"),
    ("the judge's sample, one line", b"162 17 34012226", "Stan wins.\nOllie wins.\nStan wins.\n", None),
    ("interval edges", b"9 10 18 19 162 163 324 325\n",
     "Stan wins.\nOllie wins.\nOllie wins.\nStan wins.\nStan wins.\nOllie wins.\nOllie wins.\nStan wins.\n", None),
    ("2^32 - 1 and beyond the judge", b"4294967295 4294967296\n", "Stan wins.\nStan wins.\n", None),
    ("2^63-1 accepted", ("%s\n" % BIG).encode(), "Stan wins.\n", None),
    ("a bad token after answers", b"2\n3\n4.0\n", "Stan wins.\nStan wins.\n", r'line 3: expected a target n, got "4\.0"'),
    ("many cases", b"17\n" * 10000, "Ollie wins.\n" * 10000, None),
]
