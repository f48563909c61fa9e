"""atcoder-abc265-ex (AtCoder ABC265 Ex, No-capture Lance Game): "H W", H 1..10000, W 2..30."""
from common import bad_tokens, layout_rows


def _rows():
    rows = []
    for name, tok, pat in bad_tokens():
        rows.append(("H: " + name, tok + b" 3\n", "", r"line 1: " + pat))
        rows.append(("W: " + name, b"2\n" + tok + b"\n", "", r"line 2: " + pat))
    return rows + layout_rows(b"2\n3\n", "15\n") + [
        ("W missing", b"2\n", "", r"line 1: expected the number of columns, got end of input"),
        ("H = 0", b"0 3\n", "", r"line 1: the number of rows must be at least 1, got 0"),
        ("W = 1", b"2 1\n", "", r"line 1: the number of columns must be at least 2, got 1"),
        ("W = 31", b"2 31\n", "", r'line 1: .*"31" is too large'),
        ("H = 10001", b"10001 3\n", "", r'line 1: .*"10001" is too large'),
        ("text after W is not read", b"2 3\nxyz\n", "15\n", None),
        ("W = 2: every board is 0 or *0, so lost", b"10000 2\n", "0\n", None),
    ]


ROWS = _rows()
