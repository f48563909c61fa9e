"""poj-2311 (POJ 2311 Cutting Game): cases "W H" until end of input (sides 2..500) -> WIN / LOSE."""
from common import token_solver

ROWS = token_solver(b"2 2\n4 2\n", "LOSE\nWIN\n", b"3 ", 3) + [
    ("a width without its height", b"2 2\n3\n", "LOSE\n", r"line 2: expected a height, got end of input"),
    ("side 1 refused", b"4 2\n1 5\n", "WIN\n", r"line 2: a side of 0 or 1 \(sides are 2\.\.500\)"),
    ("side 0 refused", b"4 2\n5 0\n", "WIN\n", r"line 2: a side of 0 or 1 \(sides are 2\.\.500\)"),
    ("501 refused", b"4 2\n501 2\n", "WIN\n", r'line 2: a width "501" is too large \(at most 500\)'),
    ("500 accepted, the judge's 200 too", b"500 500\n499 2\n200 200\n7 11\n", "WIN\nLOSE\nWIN\nLOSE\n", None),
    ("two cases on one line", b"2 2 4 2\n", "LOSE\nWIN\n", None),
    ("100000 cases", b"3 2\n4 2\n" * 50000, "LOSE\nWIN\n" * 50000, None),
]
