"""poj-3537 (POJ 3537 Crosses and Crosses): strip lengths n until end of input."""
from common import token_solver

ROWS = token_solver(b"3 6\n", "1\n2\n", b"", 2, can_cut=False) + [
    ("n = 2", b"3\n2\n", "1\n", r"line 2: a strip length must be at least 3 \(on fewer cells nobody wins\), got 2"),
    ("n = 1", b"1\n", "", r"line 1: a strip length must be at least 3"),
    ("n = 0", b"6 0\n", "2\n", r"line 1: a strip length must be at least 3 .*, got 0"),
    ("n = 10001", b"3\n10001\n", "1\n", r'line 2: a strip length "10001" is too large \(at most 10000\)'),
    ("n = 10000 accepted", b"10000 7866 3\n", "1\n2\n1\n", None),
    ("zero-padded", b"0006\n", "2\n", None),
    ("every n of 3..2000", " ".join(str(n) for n in range(3, 2001)).encode(), None, None),
]
