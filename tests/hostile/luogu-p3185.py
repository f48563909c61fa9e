"""luogu-p3185 (Luogu P3185, HNOI2007): T, then T cases "n p0 .. p(n-1)" -> "i j k" (or "-1 -1 -1") and a count."""
from common import BIG, token_solver

ROWS = token_solver(b"3\n4\n1 0 1 5000\n", "0 2 3\n1\n", b"3\n0 0 ", 5, complete=b"1\n4\n1 0 1 5000\n") + [
    ("the judge's sample", b"2\n4\n1 0 1 5000\n3\n0 0 1\n", "0 2 3\n1\n-1 -1 -1\n0\n", None),
    ("n above 500", b"2\n3\n0 0 1\n501\n", "-1 -1 -1\n0\n", r'line 4: the number of bottles "501" is too large \(at most 500\)$'),
    ("fewer counts than n", b"1\n4\n1 0\n", "", r"line 3: expected a bean count, got end of input$"),
    ("fewer cases than T", b"2\n3\n0 0 1\n", "-1 -1 -1\n0\n", r"line 3: expected the number of bottles, got end of input$"),
    ("T = 0", b"0\n", "", None),
    ("n = 0 and n = 1: no move", b"2\n0\n1\n99\n", "-1 -1 -1\n0\n-1 -1 -1\n0\n", None),
    ("text after the T-th case is not read", b"1\n3\n0 0 1\nx -1\n", "-1 -1 -1\n0\n", None),
    ("2^63-1 beans count by parity", ("2\n2\n%s 0\n2\n9223372036854775806 0\n" % BIG).encode(), "0 1 1\n1\n-1 -1 -1\n0\n", None),
    ("500 bottles", b"1\n500\n1" + b" 0" * 499 + b"\n", None, None),
]
