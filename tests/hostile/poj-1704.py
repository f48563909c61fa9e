"""poj-1704 (POJ 1704): T, then T cases "N p1..pN"."""
from common import BIG, token_solver

G, B = "Georgia will win\n", "Bob will win\n"

ROWS = token_solver(b"3\n1\n5\n2\n3 4\n", G + B, b"2\n3 ", 7, complete=b"2\n1\n5\n2\n3 4\n") + [
    ("fewer cases than T", b"3\n1\n5\n", G, r"line 3: expected a chessman count, got end of input"),
    ("count larger than the data", b"2\n1\n5\n3\n1 2\n", G, r"line 5: expected a cell, got end of input"),
    ("two chessmen on one cell", b"2\n1\n5\n3\n4 9\n4\n", G, r"line 6: two chessmen on cell 4$"),
    ("cell 0", b"1\n2\n3 0\n", "", r"line 3: cell 0 is off the board"),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("text after the last case is not read", b"1\n1\n2\nxyz", G, None),
    ("N = 0: Georgia cannot move", b"1\n0\n", B, None),
    ("unsorted cells", b"2\n3\n17 1 5\n3\n3 1 2\n", G + B, None),
    ("N = 1 on cell 1 and on the judge's last cell", b"2\n1\n1\n1\n10000\n", B + G, None),
    ("2^63-1 accepted", ("1\n2\n%s 1\n" % BIG).encode(), G, None),
]
