"""acwing-894 (AcWing 894, split-Nim): one case "n, piles"; piles at most 10000."""
from common import bad_tokens, token_solver

SAMPLE = b"2\n2 3\n"

ROWS = token_solver(b"", "", b"3\n2 3 ", 2) + [
    ("n: " + name, tok + b"\n2 3\n", "", r"line 1: " + pat) for name, tok, pat in bad_tokens()
] + [
    ("extra blank lines, the sample", b"\n\n" + SAMPLE.replace(b"\n", b"\n\n\n"), "Yes\n", None),
    ("CRLF, the sample", SAMPLE.replace(b"\n", b"\r\n"), "Yes\n", None),
    ("no final newline, the sample", SAMPLE.rstrip(b"\n"), "Yes\n", None),
    ("count larger than the data", b"3\n2 3\n", "", r"line 2: expected a pile size, got end of input"),
    ("pile above 10000", b"2\n3 10001\n", "", r'line 2: a pile size "10001" is too large \(at most 10000\)'),
    ("pile 10000 accepted, mirrored", b"2\n10000 10000\n", "No\n", None),
    ("pile 10000 accepted, then a 1 to take", b"3\n10000 1 10000\n", "Yes\n", None),
    ("n = 0", b"0\n", "No\n", None),
    ("piles of 0 have no move", b"3\n0 0 0\n", "No\n", None),
    ("text after the case is not read", SAMPLE + b"xyz\n", "Yes\n", None),
]
