"""hdu-1524 (HDU 1524, POJ 2425): cases until end of input, each N, N lines
"X p1 .. pX" (positions 0..N-1), queries "M p1 .. pM", a 0 ending the case ->
WIN/LOSE. Rows: bad tokens in a query, positions out of range in the lists and
the queries, counts larger than the data, N = 0 (the end), a case without its
closing 0, cycles and self-loops (DRAW: outside the judge's data), 10^6 chessmen."""
from common import token_solver

CASE = b"2\n1 1\n0\n"  # 0 -> 1: values 1, 0
MANY = 10**6

ROWS = token_solver(CASE + b"1 0\n", "WIN\n", b"2 0 ", 5, complete=CASE + b"1 0\n0\n") + [
    ("position above N-1 in a list", b"2\n1 2\n0\n", "", r"line 2: position 2 is not in 0\.\.1$"),
    ("position above N-1 in a query", CASE + b"1 0\n2 1 2\n0\n", "WIN\n", r"line 5: position 2 is not in 0\.\.1$"),
    ("out-position count larger than the data", b"2\n5 1\n", "", r"line 2: expected a position, got end of input$"),
    ("fewer lists than N", b"3\n1 1\n0\n", "", r"line 3: expected an out-position count, got end of input$"),
    ("chessman count larger than the data", CASE + b"3 0 1\n", "", r"line 4: expected a position, got end of input$"),
    ("N above 10^7", b"10000001\n", "", r'line 1: the number of positions "10000001" is too large \(at most 10000000\)$'),
    ("N = 0 ends the input", CASE + b"1 0\n0\n0\nnot read\n", "WIN\n", None),
    ("no closing 0 at the end", CASE + b"1 1\n2 0 0", "LOSE\nLOSE\n", None),
    ("two cases, the first without queries", CASE + b"0\n1\n0\n1 0\n2 0 0\n0\n", "LOSE\nLOSE\n", None),
    ("the judge's sample, on one line", b"4 2 1 2 0 1 3 0 1 0 2 0 2 0 4 1 1 1 2 0 0 2 0 1 2 1 1 3 0 1 3 0",
     "WIN\nWIN\nWIN\nLOSE\nWIN\n", None),
    ("a cycle: DRAW", b"2\n1 1\n1 0\n1 0\n2 0 1\n0\n", "DRAW\nDRAW\n", None),
    ("a self-loop with an exit: won by leaving", b"2\n2 0 1\n0\n1 0\n1 1\n2 0 0\n0\n", "WIN\nLOSE\nDRAW\n", None),
    ("repeated out-positions", b"2\n3 1 1 1\n0\n1 0\n0\n", "WIN\n", None),
    ("10^6 chessmen on one position", CASE + b"%d " % MANY + b"0 " * MANY + b"\n0\n", "LOSE\n", None),
    ("10^6 - 1 chessmen", CASE + b"%d " % (MANY - 1) + b"0 " * (MANY - 1) + b"\n0\n", "WIN\n", None),
]
