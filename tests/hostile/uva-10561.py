"""uva-10561 (UVa 10561 Treblecross): N, then N boards (words of . and X)."""
import re

from common import bad_tokens


def board_rows(answer):
    """Rows for a Treblecross solver whose answer to a list of boards is answer(boards)."""
    ok = [".....", "X.."]  # WINNING 3, then LOSING
    good = b"2\n.....\nX..\n"
    rows = []
    for name, tok, pat in bad_tokens():
        rows.append(("count: " + name, tok + b"\n.....\n", "", r"line 1: " + pat))
        rows.append(("board: " + name, b"2\n.....\n" + tok + b"\n", answer(ok[:1]),
                     r'line 3: a board holds only "\." and "X", got "'))
    big = b"." * 10000
    return rows + [
        ("lower-case x", b"2\n.....\n..x..\n", answer(ok[:1]), r'line 3: a board holds only "\." and "X", got "\.\.x\.\."'),
        ("O for X", b"1\nX.O\n", "", r'line 2: a board holds only "\." and "X", got "X\.O"'),
        ("board holds XXX", b"2\n.....\n..XXX..\n", answer(ok[:1]), r'line 3: the board "\.\.XXX\.\." already holds XXX'),
        ("board is XXX", b"1\nXXX\n", "", r'line 2: the board "XXX" already holds XXX'),
        ("board of 2 cells", b"2\n.....\n..\n", answer(ok[:1]), r'line 3: a board has at least 3 cells, got "\.\."'),
        ("board of 1 cell", b"1\nX\n", "", r'line 2: a board has at least 3 cells, got "X"'),
        ("board of 10001 cells", b"2\n.....\n" + big + b".\n", answer(ok[:1]),
         r"line 3: a board of 10001 cells is too long \(at most 10000\)"),
        ("board of 10^6 cells", b"1\n" + b"." * 10**6 + b"\n", "", r"line 2: a board of 1000000 cells is too long"),
        ("board of 10000 cells accepted", b"1\n" + big + b"\n", answer([big.decode()]), None),
        ("fewer boards than N", b"3\n.....\nX..\n", answer(ok), r"line 3: expected a board, got end of input"),
        ("N = 2^63-1", b"9223372036854775807\n.....\n", answer(ok[:1]), r"line 2: expected a board, got end of input"),
        ("N only", b"1\n", "", r"line 1: expected a board, got end of input"),
        ("N = 0", b"0\n", "", None),
        ("text after the last board is not read", good + b"garbage XXX -1\n", answer(ok), None),
        ("empty input", b"", "", None),
        ("only whitespace", b" \n\r\n\t\n\n", "", None),
        ("extra blank lines", b"\n\n" + good.replace(b"\n", b"\n\n\n"), answer(ok), None),
        ("CRLF", good.replace(b"\n", b"\r\n"), answer(ok), None),
        ("tabs and one line", good.replace(b"\n", b"\t"), answer(ok), None),
        ("no final newline", good.rstrip(b"\n"), answer(ok), None),
        ("smallest boards", b"4\n...\nX..\nX.X\n.XX\n", answer(["...", "X..", "X.X", ".XX"]), None),
    ]


def answer(boards):
    """The known answers of the boards these rows use."""
    known = {".....": "WINNING\n3\n", "X..": "LOSING\n\n", "...": "WINNING\n1 2 3\n", "X.X": "WINNING\n2\n",
             ".XX": "WINNING\n1\n", "." * 10000: "WINNING\n1835 2027 2239 2519 3312 3459 6542 6689 7482 7762 7974 8166\n"}
    return "".join(known[b] for b in boards)


ROWS = board_rows(answer)
