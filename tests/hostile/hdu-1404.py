"""hdu-1404 (HDU 1404 Digital Deletions): strings of 1 to 6 digits until the end of input -> Yes/No."""
from common import bad_tokens

WANT = r'line %d: expected a string of 1 to 6 digits, got "'


def _rows():
    rows = []
    for name, tok, _ in bad_tokens():
        if tok.isdigit() and len(tok) <= 6:
            continue
        rows.append(("bad string: " + name, b"0\n1\n" + tok + b"\n", "Yes\nNo\n", WANT % 3))
    return rows + [
        ("seven digits", b"20\n1234567\n", "No\n", WANT % 2 + r'1234567"$'),
        ("a letter inside", b"0\n12a4\n", "Yes\n", WANT % 2 + r'12a4"$'),
        ("a sign", b"-1\n", "", WANT % 1 + r'-1"$'),
        ("empty input", b"", "", None),
        ("only whitespace", b" \n\r\n\t\n\n", "", None),
        ("the judge's sample, CRLF", b"0\r\n00\r\n1\r\n20\r\n", "Yes\nYes\nNo\nNo\n", None),
        ("no final newline", b"0\n00\n1\n20", "Yes\nYes\nNo\nNo\n", None),
        ("on one line", b"0 00 1 20", "Yes\nYes\nNo\nNo\n", None),
        ("UTF-8 byte-order mark first", b"\xef\xbb\xbf20\n", "No\n", None),
        ("leading zeros win at once", b"0\n000000\n099999\n", "Yes\nYes\nYes\n", None),
        ("six digits", b"999999\n111111\n", None, None),
        ("every string of 4 digits", b"".join(b"%04d\n" % i for i in range(10000)), None, None),
    ]


ROWS = _rows()
