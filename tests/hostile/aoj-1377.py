"""aoj-1377 (AOJ 1377, Black and White Boxes): N (0..44), then N piles of 1..40 letters B/W."""
from common import layout_rows, word_rows


def _rows():
    return word_rows(b"2\nB\n", 3, r'a pile holds only "B" and "W", got "') + layout_rows(b"4\nB\nW\nWB\nWB\n", "5\n") + [
        ("lower-case pile", b"1\nbw\n", "", r'line 2: a pile holds only "B" and "W", got "bw"'),
        ("fewer piles than N", b"3\nB\nW\n", "", r"line 3: expected a pile, got end of input"),
        ("N = 45", b"45\n", "", r'line 1: .*"45" is too large'),
        ("a pile of 41 boxes", b"1\n" + b"B" * 41 + b"\n", "", r"line 2: a pile of 41 boxes is too high \(at most 40\)"),
        ("N = 0", b"0\n", "0\n", None),
        ("text after the N-th pile is not read", b"2\nB\nW\nxyz\n", "2\n", None),
        ("no fair choice but the empty one", b"2\nB\nBB\n", "0\n", None),
        ("the finest fractions: B W^39 against W B^39 (2^-39 apart from 0, sum 0)",
         b"2\n" + b"B" + b"W" * 39 + b"\nW" + b"B" * 39 + b"\n", "80\n", None),
        ("44 piles of 40 boxes, every pile with its mirror", b"44\n" + b"".join(
            (b"B" * (k + 1) + b"W" * (39 - k) + b"\n" + b"W" * (k + 1) + b"B" * (39 - k) + b"\n") for k in range(22)), "1760\n", None),
    ]


ROWS = _rows()
