"""atcoder-abc229-h (AtCoder ABC229 H, Advance or Eat): N (1..8), then N rows of N cells . W B."""
from common import layout_rows, word_rows


def _rows():
    return word_rows(b"2\nWB\n", 3, r'a row holds only ".", "W" and "B", got "') + layout_rows(b"2\nBB\nWW\n", "Snuke\n") + [
        ("lower-case row", b"1\nw\n", "", r'line 2: a row holds only ".", "W" and "B", got "w"'),
        ("row shorter than N", b"2\nW.\nB\n", "", r'line 3: the row "B" has 1 cells, but N is 2'),
        ("fewer rows than N", b"3\n...\n", "", r"line 2: expected a row, got end of input"),
        ("N = 0", b"0\n", "", r"line 1: the board size must be at least 1, got 0"),
        ("N = 9", b"9\n", "", r'line 1: .*"9" is too large'),
        ("text after the last row is not read", b"1\nB\nxyz\n", "Takahashi\n", None),
        ("an empty board: Takahashi cannot move", b"3\n...\n...\n...\n", "Snuke\n", None),
        ("8x8 of white pieces: none can move, nothing to eat", b"8\n" + b"WWWWWWWW\n" * 8, "Snuke\n", None),
        # A column B......W (and B.....WW) alone is won by Takahashi whoever starts (the oracle's
        # search of that one column): a positive number, and so is a sum of eight.
        ("8x8, white at the bottom, black at the top", b"8\n" + b"BBBBBBBB\n" + b"........\n" * 6 + b"WWWWWWWW\n",
         "Takahashi\n", None),
        ("8x8, one more white piece", b"8\n" + b"BBBBBBBB\n" + b"........\n" * 5 + b"W.......\n" + b"WWWWWWWW\n",
         "Takahashi\n", None),
    ]


ROWS = _rows()
