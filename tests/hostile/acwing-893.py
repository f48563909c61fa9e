"""acwing-893 (AcWing 893, set-Nim): one case "k, S, n, piles"; piles at most 100000."""
from common import BIG, bad_tokens, token_solver

SAMPLE = b"2\n2 5\n3\n2 4 7\n"


def _bad_elsewhere():
    """The bad tokens where k, a member of S and n are owed (the pile rows come from token_solver)."""
    rows = []
    for name, tok, pat in bad_tokens():
        rows.append(("k: " + name, tok + b"\n2 5\n", "", r"line 1: " + pat))
        rows.append(("member of S: " + name, b"2\n2 " + tok + b"\n3\n2 4 7\n", "", r"line 2: " + pat))
        rows.append(("n: " + name, b"2\n2 5\n" + tok + b"\n2 4 7\n", "", r"line 3: " + pat))
    return rows


ROWS = token_solver(b"", "", b"2\n2 5\n3\n2 4 ", 4) + _bad_elsewhere() + [
    ("extra blank lines, the sample", b"\n\n" + SAMPLE.replace(b"\n", b"\n\n\n"), "Yes\n", None),
    ("CRLF, the sample", SAMPLE.replace(b"\n", b"\r\n"), "Yes\n", None),
    ("no final newline, the sample", SAMPLE.rstrip(b"\n"), "Yes\n", None),
    ("all on one line", SAMPLE.replace(b"\n", b" "), "Yes\n", None),
    ("a member of S is 0", b"2\n5 0\n3\n2 4 7\n", "", r"line 2: a member of S is 0 \(removing nothing never ends the game\)"),
    ("S larger than the data", b"5\n1 2\n", "", r"line 2: expected a member of S, got end of input"),
    ("count larger than the data", b"2\n2 5\n5\n2 4 7\n", "", r"line 4: expected a pile size, got end of input"),
    ("n missing", b"2\n2 5\n", "", r"line 2: expected a pile count, got end of input"),
    ("pile above 100000", b"2\n2 5\n2\n2 100001\n", "", r'line 4: a pile size "100001" is too large \(at most 100000\)'),
    ("pile 100000 accepted", b"1\n1\n2\n100000 3\n", "Yes\n", None),
    ("S unsorted, repeated, members above every pile and 2^63-1", ("5\n5 %s 2 5 100\n3\n2 4 7\n" % BIG).encode(), "Yes\n", None),
    ("k = 0: no move at all", b"0\n2\n3 4\n", "No\n", None),
    ("n = 0", b"1\n1\n0\n", "No\n", None),
    ("pile 0", b"1\n2\n2\n0 2\n", "Yes\n", None),
    ("text after the case is not read", SAMPLE + b"xyz -1\n", "Yes\n", None),
]
