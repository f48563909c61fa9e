"""hdu-4315 (HDU 4315): cases until end of input, each "N k" and N cells -> Alice / Bob."""
from common import BIG, token_solver

A, B = "Alice\n", "Bob\n"

ROWS = token_solver(b"3 3\n1 2 4\n2 1\n100 200\n", B + A, b"2 2\n1 ", 6) + [
    ("count larger than the data", b"2 1\n100 200\n3 2\n1 2\n", A, r"line 4: expected a cell, got end of input$"),
    ("N = 0", b"2 1\n100 200\n0 1\n", A, r"line 3: no person on the hill \(N = 0\): no king$"),
    ("k = 0", b"2 1\n100 200\n2 0\n1 2\n", A, r"line 3: the king's rank 0 is not in 1\.\.2$"),
    ("k above N", b"2 3\n1 2\n", "", r"line 1: the king's rank 3 is not in 1\.\.2$"),
    ("two persons on one cell", b"2 1\n100 200\n3 2\n4 9\n4\n", A, r"line 5: two persons on cell 4$"),
    ("a person on the hilltop", b"2 2\n0 3\n", "", r"line 2: cell 0 is the hilltop"),
    ("cut after N k", b"2 1\n100 200\n2 2", A, r"line 3: expected a cell, got end of input$"),
    ("the king first: Alice at once", b"4 1\n7 8 9 10\n", A, None),
    ("the king second, the first on cell 1: Bob", b"2 2\n1 2\n", B, None),
    ("cells out of order are sorted", b"3 3\n4 1 2\n3 2\n6 5 3\n", B + A, None),
    ("blank lines and one line", b"\n3 3 1 2 4 2 1 100 200", B + A, None),
    ("2^63-1 accepted", ("2 2\n%s 9223372036854775806\n" % BIG).encode(), B, None),
    ("10^5 persons on cells 2.. (only even steps filled)", b"100000 100000\n" + b" ".join(b"%d" % c for c in range(2, 100002)) + b"\n", B, None),
    ("99999 persons on cells 2.. (step 99999 holds 2)", b"99999 99999\n" + b" ".join(b"%d" % c for c in range(2, 100001)) + b"\n", A, None),
]
