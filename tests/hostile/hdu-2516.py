"""hdu-2516 (HDU 2516, Fibonacci Nim): numbers n until a lone 0."""
from common import BIG, token_solver

ROWS = token_solver(b"2\n13\n10000\n", "Second win\nSecond win\nFirst win\n", b"", 4,
                    complete=b"2\n13\n10000\n0\n", can_cut=False) + [
    ("terminator missing", b"2\n4\n", "Second win\nFirst win\n", None),
    ("text after the terminator is not read", b"5\n0\nxyz -1\n", "Second win\n", None),
    ("0 first", b"0\n7\n", "", None),
    ("n = 1: no first move", b"1\n0\n", "Second win\n", None),
    ("2^31 and beyond the judge", b"2147483648 2971215073 0", "First win\nSecond win\n", None),
    ("2^63-1 accepted", ("%s\n7540113804746346429\n0\n" % BIG).encode(), "First win\nSecond win\n", None),
    ("bad token after good ones", b"3\n4\n-4\n", "Second win\nFirst win\n", r'line 3: expected a stone count, got negative number "-4"'),
    ("many cases", ("8\n" * 5000 + "9\n0\n").encode(), "Second win\n" * 5000 + "First win\n", None),
]
