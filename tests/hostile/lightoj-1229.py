"""lightoj-1229 (LightOJ 1229 Treblecross): T, then T boards; the rows of uva-10561."""
import importlib

uva = importlib.import_module("uva-10561")

_cells = {".....": "3", "X..": "0", "...": "1 2 3", "X.X": "2", ".XX": "1",
          "." * 10000: "1835 2027 2239 2519 3312 3459 6542 6689 7482 7762 7974 8166"}


def answer(boards):
    return "".join("Case %d: %s\n" % (k, _cells[b]) for k, b in enumerate(boards, 1))


ROWS = uva.board_rows(answer) + [
    ("boards on one line", b"2 ..... x\n", "Case 1: 3\n", r'line 1: a board holds only "\." and "X", got "x"'),
]
