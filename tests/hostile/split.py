"""split: numbers N until end of input, --explain for the counts."""
from common import token_solver

ROWS = token_solver(b"9 8\n", "B\nA 4 4\n", b"", 2, can_cut=False) + [
    ("zero", b"9\n0\n", "B\n", r"line 2: a number of stones must be at least 1, got 0"),
    ("above 10^18", b"9\n1000000000000000001\n", "B\n", r'line 2: a number of stones "1000000000000000001" is too large \(at most 1000000000000000000\)'),
    ("10^18 accepted", b"1000000000000000000\n", "A 500000000000000000 500000000000000000\n", None),
    ("--explain on 31..1000 ascending ends in time", " ".join(map(str, range(31, 1001))).encode(), None, None, ["--explain"]),
    # the longest listing (the fuzz harness lists N <= 12 only: tests/fuzz/hooks/split.hpp)
    ("--explain lists the 5604 divisions of 30", b"30\n", None, None, ["--explain"]),
]
