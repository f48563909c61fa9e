"""hdu-5795 (HDU 5795, take or split in three): T, then T cases "n s1..sn"; sizes up to 2^63-1."""
import importlib

from common import BIG, token_solver


def split_three(x):
    """g of take-or-split-in-three (the contest's editorial), to compute the answers of the long rows."""
    return x + 1 if x % 8 == 7 else x - 1 if x % 8 == 0 and x else x


FIRST, SECOND = "First player wins.\n", "Second player wins.\n"

ROWS = importlib.import_module("hdu-3032").long_rows(split_three, SECOND, FIRST) + token_solver(
    b"3\n1 5\n2 4 4\n", FIRST + SECOND, b"2\n3 ", 5, complete=b"2\n1 5\n2 4 4\n") + [
    ("fewer cases than T", b"3\n1 5\n", FIRST, r"line 2: expected a pile count, got end of input"),
    ("count larger than the data", b"2\n1 1\n4 1 1\n", FIRST, r"line 3: expected a pile size, got end of input"),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("text after the T-th case is not read", b"1\n1 5\nxyz\n", FIRST, None),
    ("10^9 - 1 gives 10^9: {10^9 - 1, 10^9 + 1, 1} is lost", b"1\n3 999999999 1000000001 1\n", SECOND, None),
    ("2^63-1 accepted", ("2\n1 %s\n2 %s %s\n" % (BIG, BIG, BIG)).encode(), FIRST + SECOND, None),
    ("N = 0 and piles of 0", b"2\n0\n3 0 0 0\n", SECOND + SECOND, None),
]
