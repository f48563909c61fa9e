"""hackerrank-game-of-kyles: T, then T cases "N" and a word of N letters I/X."""
from common import bad_tokens, token_solver


def _rows():
    rows = token_solver(b"3\n4\nIXXI\n4\nXIIX\n", "LOSE\nWIN\n", b"", 6, complete=b"2\n4\nIXXI\n4\nXIIX\n")
    for name, tok, pat in bad_tokens():
        rows.append(("T: " + name, tok + b"\n", "", r"line 1: " + pat))
        if name != "10^6 digits":
            rows.append(("row: " + name, b"2\n1\nI\n3\n" + tok + b"\n", "WIN\n", r'line 5: a row of pins holds only "I" and "X", got "'))
    return rows + [
        ("row of digits", b"1\n3\n111\n", "", r'line 3: a row of pins holds only "I" and "X", got "111"'),
        ("lower-case row", b"1\n3\nixi\n", "", r'line 3: a row of pins holds only "I" and "X", got "ixi"'),
        ("row shorter than N", b"2\n1\nI\n4\nIXI\n", "WIN\n", r'line 5: the row "IXI" has 3 pins, but N is 4'),
        ("row longer than N", b"1\n2\nIXI\n", "", r'line 3: the row "IXI" has 3 pins, but N is 2'),
        ("row split in two", b"1\n4\nII II\n", "", r'line 3: the row "II" has 2 pins, but N is 4'),
        ("N = 0", b"1\n0\n\n", "", r"line 2: a pin count must be at least 1, got 0"),
        ("row missing", b"1\n3\n", "", r"line 2: expected a row of pins, got end of input"),
        ("fewer cases than T", b"3\n1\nI\n", "WIN\n", r"line 3: expected a pin count, got end of input"),
        ("T = 0", b"0\n", "", None),
        ("text after the T-th case is not read", b"1\n1\nX\n5\nabc\n", "LOSE\n", None),
        ("N and row on one line", b"2 3 III 4 IIXI\n", "WIN\nWIN\n", None),
        ("all knocked down", b"1\n3\nXXX\n", "LOSE\n", None),
        ("N = 300", b"1\n300\n" + b"I" * 149 + b"XX" + b"I" * 149 + b"\n", "LOSE\n", None),
        ("N = 10^6", b"1\n1000000\n" + b"I" * 10**6 + b"\n", "WIN\n", None),
    ]


ROWS = _rows()
