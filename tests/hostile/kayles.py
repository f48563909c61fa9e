"""kayles: one board per line, row lengths (<= 10^18) or a pin picture."""
from common import bad_tokens

LINE_BASED = True


def _rows():
    rows = []
    for name, tok, pat in bad_tokens():
        if name == "escape":
            pat = r"unbalanced brackets"
        rows.append((name, b"12\n[2,9]\n3 " + tok + b"\n", "0\n1 [9]\n", r"line 3: " + pat.replace("expected .*", "expected a row length")))
    return rows + [
        ("10^18 accepted", b"1000000000000000000\n", "1 [1,999999999999999997]\n", None),
        ("10^18 + 1", b"12\n1000000000000000001\n", "0\n", r'line 2: a row length "1000000000000000001" is too large'),
        ("unbalanced [", b"12\n[2,9\n", "0\n", r'line 2: unbalanced brackets in "\[2,9"'),
        ("unbalanced ]", b"12\n2,9]\n", "0\n", r"line 2: unbalanced brackets"),
        ("nested brackets", b"[[2]]\n", "", r"line 1: unbalanced brackets"),
        ("two pictures on a line", b"IXI IIX\n", "", r"line 1: expected one pin picture per line"),
        ("lower-case picture", b"12\nixi\n", "0\n", r'line 2: a pin picture has only I \(standing\) and X \(down\); "ixi" has "i" at column 1'),
        ("mistyped picture", b"IXII\nIXIY\n", "1 3 4\n", r'line 2: a pin picture has only I \(standing\) and X \(down\); "IXIY" has "Y" at column 4'),
        ("picture with a blank inside", b"IX\tIY\n", "", r'line 1: a pin picture has only I .* has "\\x09" at column 3'),
        ("empty input", b"", "", None),
        ("only whitespace", b" \n\t\r\n\n", "", None),
        ("extra blank lines", b"\n\n12\n\n\n[2,9]\n\n", "0\n1 [9]\n", None),
        ("CRLF", b"12\r\nIXIIIIIIIIIII\r\n", "0\n1 4\n", None),
        ("no final newline", b"12\n[2,9]", "0\n1 [9]\n", None),
        ("UTF-8 byte-order mark first", b"\xef\xbb\xbf12\n[2,9]\n", "0\n1 [9]\n", None),
        ("empty board, misere", b"[]\n0\nXXX\n", "1\n1\n1\n", None),
        ("10^6 pins", b"I" * 10**6 + b"\n", "1 2 3\n", None),
    ]


ROWS = _rows()
