"""hdu-2188 (HDU 2188): C, then C cases "n m" -> Grass/Rabbit."""
from common import BIG, token_solver

ROWS = token_solver(b"3\n8 10\n11 10\n", "Grass\nRabbit\n", b"10 ", 4, complete=b"2\n8 10\n11 10\n") + [
    ("bad target", b"2\n8 10\n1.0 3\n", "Grass\n", r'line 3: expected a target amount, got "1\.0"'),
    ("target 0", b"2\n8 10\n0 3\n", "Grass\n", r"line 3: the target amount is 0 \(at least 1: the box starts at 0\)"),
    ("maximum donation 0", b"2\n8 10\n5 0\n", "Grass\n", r"line 3: the maximum donation is 0 \(a donation is at least 1\)"),
    ("fewer cases than C", b"3\n8 10\n", "Grass\n", r"line 2: expected a target amount, got end of input"),
    ("C = 0", b"0\n", "", None),
    ("bad C", b"C\n", "", r'line 1: expected the number of cases, got "C"'),
    ("text after the last case is not read", b"1\n11 10\nend\n", "Rabbit\n", None),
    ("m >= n wins at once, n = m + 1 loses", b"3\n1 1\n10 10\n11 10\n", "Grass\nGrass\nRabbit\n", None),
    ("2^63-1 accepted", ("2\n%s %s\n%s 9223372036854775806\n" % (BIG, BIG, BIG)).encode(), "Grass\nRabbit\n", None),
]
