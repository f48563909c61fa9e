"""hdu-3404: T, then T cases "n" and n lights "x y" (coordinates 1..2^64-1, no light twice)."""
from common import token_solver

WIN, LOSE = "Have a try, lxhgww.\n", "Don't waste your time.\n"
MAX = "18446744073709551615"  # 2^64-1, the largest coordinate

# Lights on a diagonal pair (x, y), (y, x) cancel: x (x) y = y (x) x. 300 pairs over
# 600 lines, then the fault.
_long = b"".join(b"%d %d\n%d %d\n" % (i, 10000 - i, 10000 - i, i) for i in range(1, 301))

ROWS = [r for r in token_solver(b"3\n1\n1 1\n2\n1 2\n2 1\n", WIN + LOSE, b"1\n3 ", 8,
                                complete=b"2\n1\n1 1\n2\n1 2\n2 1\n") if r[0] != "2^63"] + [
    ("fewer cases than T", b"3\n1\n1 1\n", WIN, r"line 3: expected a light count, got end of input"),
    ("n larger than the data", b"2\n1\n1 1\n3\n1 2\n2 1\n", WIN, r"line 6: expected a row, got end of input"),
    ("a light without its column", b"1\n1\n5\n", "", r"line 3: expected a column, got end of input"),
    ("T = 0", b"0\n", "", None),
    ("n = 0: no light on, the first player cannot move", b"1\n0\n", LOSE, None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("bad n", b"1\n-1\n", "", r'line 2: expected a light count, got negative number "-1"'),
    ("row 0", b"2\n1\n1 1\n1\n0 5\n", WIN, r"line 5: a row 0 is off the board \(they start at 1\)"),
    ("column 0", b"1\n1\n5 0\n", "", r"line 3: a column 0 is off the board"),
    ("a light given twice", b"2\n1\n1 1\n3\n1 2\n2 1\n1 2\n", WIN, r"line 7: the light \(1, 2\) is given twice"),
    ("the same light in two cases is fine", b"2\n1\n3 4\n1\n3 4\n", WIN + WIN, None),
    ("text after the T-th case is not read", b"1\n1\n1 1\nxyz\n", WIN, None),
    ("2^64-1 accepted", ("2\n1\n%s %s\n2\n%s 1\n1 %s\n" % (MAX, MAX, MAX, MAX)).encode(), WIN + LOSE, None),
    ("2^64 refused", b"1\n1\n1 18446744073709551616\n", "",
     r'line 3: a column "18446744073709551616" is too large \(at most 18446744073709551615\)'),
    ("600 lights, then a bad token", b"2\n600\n" + _long + b"1\n7 x\n", LOSE, r'line 604: expected a column, got "x"'),
    ("600 lights, CRLF", (b"1\n600\n" + _long).replace(b"\n", b"\r\n"), LOSE, None),
]
