"""hdu-5724 (HDU 5724 Chess): T, then T boards (n, then n rows "m c1..cm", columns 1..20) -> YES / NO."""
from common import token_solver

# 1000 rows in identical pairs (they cancel), then the fault.
_pairs = b"".join(b"3 %d %d %d\n" % (1 + i % 18, 2 + i % 18, 3 + i % 18) * 2 for i in range(500))

ROWS = token_solver(b"3\n1\n1 19\n1\n2 19 20\n", "YES\nNO\n", b"1\n3 ", 7,
                    complete=b"2\n1\n1 19\n1\n2 19 20\n") + [
    ("fewer boards than T", b"2\n1\n1 19\n", "YES\n", r"line 3: expected a row count, got end of input"),
    ("fewer rows than n", b"1\n2\n1 19\n", "", r"line 3: expected a chessman count, got end of input"),
    ("fewer columns than m", b"1\n1\n3 18 19\n", "", r"line 3: expected a column, got end of input"),
    ("21 chessmen in a row", b"2\n1\n1 19\n1\n21\n", "YES\n", r'line 5: a chessman count "21" is too large \(at most 20\)'),
    ("column 0", b"1\n1\n2 5 0\n", "", r"line 3: column 0 is off the row \(columns are 1\.\.20\)"),
    ("column 21", b"1\n1\n1 21\n", "", r'line 3: a column "21" is too large \(at most 20\)'),
    ("a column twice in one row", b"2\n1\n1 19\n1\n3 4 9 4\n", "YES\n", r"line 5: column 4 is given twice in one row"),
    ("the same column in two rows is fine", b"1\n2\n1 19\n1 19\n", "NO\n", None),
    ("T = 0", b"0\n", "", None),
    ("n = 0: no row, no move", b"1\n0\n", "NO\n", None),
    ("rows without chessmen", b"1\n3\n0\n0\n1 19\n", "YES\n", None),
    ("a full row cannot move", b"1\n1\n20 " + b" ".join(b"%d" % c for c in range(20, 0, -1)) + b"\n", "NO\n", None),
    ("text after the T-th board is not read", b"1\n1\n1 19\nzz\n", "YES\n", None),
    ("1000 rows in pairs, then a bad column", b"2\n1000\n" + _pairs + b"1\n1 x\n", "NO\n",
     r'line 1004: expected a column, got "x"'),
    ("1000 rows in pairs, CRLF", (b"1\n1000\n" + _pairs).replace(b"\n", b"\r\n"), "NO\n", None),
]
