"""hdu-2149 (HDU 2149): cases "M N" until end of input -> winning first raises or none."""
from common import BIG, token_solver

ROWS = token_solver(b"4 2\n3 2\n", "1\nnone\n", b"3 ", 3) + [
    ("bad cost", b"4 2\nM 2\n", "1\n", r'line 2: expected a cost, got "M"'),
    ("cost 0", b"4 2\n0 2\n", "1\n", r"line 2: the cost is 0 \(at least 1: the price starts at 0\)"),
    ("maximum raise 0", b"4 2\n3\n0\n", "1\n", r"line 3: the maximum raise is 0 \(a raise is at least 1\)"),
    ("maximum raise 10^6 accepted", b"1000000 1000000\n1000001 1000000\n", "1000000\nnone\n", None),
    ("maximum raise 10^6 + 1 refused", b"4 2\n5 1000001\n", "1\n",
     r'line 2: a maximum raise "1000001" is too large \(at most 1000000\)'),
    ("M <= N lists every raise from M to N", b"3 5\n1 1\n", "3 4 5\n1\n", None),
    ("cost 2^63-1 accepted", ("%s 1\n%s 1000000\n" % (BIG, BIG)).encode(),
     "1\n%d\n" % (int(BIG) % 1000001), None),
]
