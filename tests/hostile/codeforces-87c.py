"""codeforces-87c (Codeforces 87C Interesting Game): one number n -> least winning k or -1."""
from common import bad_tokens


def _rows():
    rows = [("n: " + name, tok + b"\n", "", r"line 1: " + pat) for name, tok, pat in bad_tokens()]
    return rows + [
        ("empty input", b"", "", r"line 1: expected the number of stones n, got end of input"),
        ("only whitespace", b" \n\r\n\t\n", "", r"line \d+: expected the number of stones n, got end of input"),
        ("n = 0", b"0\n", "", r"line 1: n is 0 \(the heap has at least 1 stone\)"),
        ("n above 10^5", b"100001\n", "", r'line 1: the number of stones n "100001" is too large \(at most 100000\)'),
        ("CRLF", b"100\r\n", "8\n", None),
        ("no final newline", b"100", "8\n", None),
        ("blank lines first", b"\n\n  6\n", "-1\n", None),
        ("UTF-8 byte-order mark first", b"\xef\xbb\xbf3\n", "2\n", None),
        ("text after n is not read", b"3\nx\n", "2\n", None),
        ("n = 1, 2: no move", b"2\n", "-1\n", None),
        ("n = 10^5", b"100000\n", None, None),
    ]


ROWS = _rows()
