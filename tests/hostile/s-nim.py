"""s-nim (HDU 1536): k and S, m, m positions; a lone 0 ends."""
from common import BIG, token_solver

ROWS = token_solver(b"2 2 5\n1\n2 5 12\n", "L\n", b"1 3\n1\n2 ", 6) + [
    ("a member of S is 0", b"2 2 5\n1\n2 5 12\n2 0 1\n", "L\n", r"line 4: a member of S is 0"),
    ("heap above 10000", b"1 1\n1\n1 10001\n", "", r'line 3: a heap size "10001" is too large \(at most 10000\)'),
    ("fewer positions than m", b"1 1\n3\n1 1\n1 2\n", "", r"line 4: expected a heap count, got end of input"),
    ("k larger than S", b"5 1 2", "", r"line 1: expected a member of S, got end of input"),
    ("terminator missing", b"1 1\n1\n1 1\n", "W\n", None),
    ("text after the terminator is not read", b"1 1\n1\n1 2\n0\nxyz", "L\n", None),
    ("heap 10000 and huge members", ("2 %s 10000\n1\n2 10000 0\n" % BIG).encode(), "W\n", None),
]
