"""hdu-1730 (HDU 1730): cases until end of input, each "n m" and n rows "T J" -> I WIN! / BAD LUCK!"""
from common import BIG, token_solver

W, L = "I WIN!\n", "BAD LUCK!\n"

ROWS = token_solver(b"1 6\n1 3\n1 6\n2 1\n", W + L, b"2 6\n4 5\n1 ", 7) + [
    ("row count larger than the data", b"1 6\n1 3\n3 6\n4 5\n1 2\n", W, r"line 5: expected Tom's column, got end of input$"),
    ("cut inside a row", b"1 6\n1 3\n1 6\n4", W, r"line 4: expected Jerry's column, got end of input$"),
    ("column above m", b"1 6\n1 3\n1 6\n2 7\n", W, r"line 4: column 7 is not in 1\.\.6$"),
    ("column 0", b"1 6\n0 3\n", "", r"line 2: column 0 is not in 1\.\.6$"),
    ("both pieces on one column", b"1 6\n1 3\n2 6\n4 5\n3 3\n", W, r"line 5: both pieces on column 3$"),
    ("m = 1", b"1 1\n1 1\n", "", r"line 1: a board needs at least 2 columns"),
    ("m = 0", b"0 0\n", "", r"line 1: a board needs at least 2 columns"),
    ("n = 0: Tom cannot move", b"0 5\n1 3\n1 3\n", L + W, None),
    ("blank lines between cases, as the judge warns", b"1 6\n1 3\n\n\n\n1 6\n2 1\n\n", W + L, None),
    ("white left of black, pieces at the walls", b"2 9\n9 1\n1 9\n", L, None),
    ("the judge's sample", b"3 6\n4 5\n1 2\n1 2\n3 6\n4 5\n1 3\n1 2\n", L + W, None),
    ("2^63-1 columns", ("2 %s\n1 %s\n%s 1\n1 %s\n%s 1\n" % (BIG, BIG, BIG, BIG, BIG)).encode(), L + W, None),
    ("99999 rows of gap 1 (odd count)", b"99999 100\n" + b"50 52\n" * 99999, W, None),
    ("10^5 rows of gap 1 (even count)", b"100000 100\n" + b"50 52\n" * 99999 + b"52 50\n", L, None),
]
