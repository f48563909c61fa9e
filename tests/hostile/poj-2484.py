"""poj-2484 (POJ 2484 A Funny Game): numbers n until a lone 0."""
from common import BIG, token_solver

ROWS = token_solver(b"1\n2\n3\n", "Alice\nAlice\nBob\n", b"", 4, complete=b"1\n2\n3\n0\n", can_cut=False) + [
    ("terminator missing", b"1\n3\n", "Alice\nBob\n", None),
    ("text after the terminator is not read", b"2\n0\nxyz -1\n", "Alice\n", None),
    ("0 first", b"0\n5\n", "", None),
    ("2^63-1 accepted", ("%s\n0\n" % BIG).encode(), "Bob\n", None),
    ("10^6 and beyond", b"1000000 1000001 4 0", "Bob\nBob\nBob\n", None),
    ("many cases", ("1\n2\n" + "3\n" * 5000 + "0\n").encode(), "Alice\nAlice\n" + "Bob\n" * 5000, None),
]
