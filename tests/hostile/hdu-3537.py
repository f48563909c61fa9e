"""hdu-3537 (HDU 3537): cases "n a1..an" until end of input (positions from 0, repeats are one head) -> Yes/No."""
from common import BIG, token_solver

# 20000 coins: each position twice (one head each), then the fault.
_pairs = b" ".join(b"%d %d" % (p, p) for p in range(10000))

ROWS = token_solver(b"1\n0\n", "No\n", b"2\n3 ", 4) + [
    ("n larger than the data", b"1\n0\n3\n1 2\n", "No\n", r"line 4: expected a coin position, got end of input"),
    ("a count without positions", b"4\n0 1 2 3\n2\n", "Yes\n", r"line 3: expected a coin position, got end of input"),
    ("bad count", b"1\n0\nx\n", "No\n", r'line 3: expected a head count, got "x"'),
    ("negative count", b"-1\n", "", r'line 1: expected a head count, got negative number "-1"'),
    ("n = 0: no head, the first player cannot move", b"0\n", "Yes\n", None),
    ("a coin listed twice is one head, not two that cancel", b"2\n0 0\n5\n0 1 2 3 3\n", "No\nYes\n", None),
    ("the same coin listed five times", b"5\n7 7 7 7 7\n", "No\n", None),
    ("2^63-1 accepted", ("4\n%s 1 %s 1\n" % (BIG, BIG)).encode(), "No\n", None),
    ("positions near 2^62 cancel", b"4\n4611686018427387905 4611686018427387904 1 0\n", "Yes\n", None),
    ("20000 positions, each twice, then a bad token", b"20000\n" + _pairs + b"\n1\nz\n", "Yes\n",
     r'line 4: expected a coin position, got "z"'),
    ("20000 positions, each twice, CRLF", (b"20000\n" + _pairs + b"\n").replace(b"\n", b"\r\n"), "Yes\n", None),
]
