"""hdu-3595 (HDU 3595): cases "N, then N games p q" until end of input."""
from common import BIG, token_solver

ROWS = token_solver(b"1\n1 1\n", "MM\n", b"2\n3 5\n4 ", 5) + [
    ("fewer games than N", b"1\n1 1\n2\n1 1\n", "MM\n", r"line 4: expected a pile size, got end of input"),
    ("game cut in half", b"1\n5\n", "", r"line 2: expected a pile size, got end of input"),
    ("bad N", b"1\n1 1\nx\n", "MM\n", r'line 3: expected the number of games, got "x"'),
    ("N = 0", b"0\n0\n", "GG\nGG\n", None),
    ("only finished games", b"3\n0 0\n0 5\n5 0\n", "GG\n", None),
    ("2^63-1 accepted", ("2\n%s %s\n1 %s\n" % (BIG, BIG, BIG)).encode(), "MM\n", None),
    # By hand: (2^63-2, 2^63-1) has one move, to (2^63-2, 1), won by the other side in 1 step.
    ("2^63-2 and 2^63-1: 2 steps", ("1\n9223372036854775806 %s\n" % BIG).encode(), "GG\n", None),
    # By hand: (1, 1) ends in 1 step, (2, 3) in 2; the largest decides.
    ("10^5 games", b"100000\n" + b"1 1\n" * 100000, "MM\n", None),
    ("10^5 games, one longer", b"100000\n" + b"1 1\n" * 99999 + b"3 2\n", "GG\n", None),
]
