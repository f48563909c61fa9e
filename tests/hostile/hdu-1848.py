"""hdu-1848 (HDU 1848): cases "m n p" until "0 0 0"; piles at most 10^6."""
from common import token_solver

ROWS = token_solver(b"1 1 1\n1 4 1\n", "Fibo\nNacci\n", b"2 3 ", 3, complete=b"1 1 1\n1 4 1\n0 0 0\n") + [
    ("0 5 0 is a position, not the end", b"0 5 0\n1 1 1\n5 0 0\n0 0 0\n", "Fibo\nFibo\nFibo\n", None),
    ("terminator missing", b"1 1 1\n1 4 1\n", "Fibo\nNacci\n", None),
    ("text after the terminator is not read", b"1 1 1\n0 0 0\ngarbage -1\n", "Fibo\n", None),
    ("a case over two lines", b"1 4\n1\n0\n0 0\n", "Nacci\n", None),
    ("pile above 10^6", b"1 1 1\n1 1000001 1\n", "Fibo\n", r'line 2: a pile size "1000001" is too large \(at most 1000000\)'),
    ("10^6 accepted, mirrored", b"1000000 1000000 0\n0 0 0\n", "Nacci\n", None),
    ("a case cut after one pile", b"1 1 1\n7\n", "Fibo\n", r"line 2: expected a pile size, got end of input"),
]
