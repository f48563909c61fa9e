"""luogu-p2252 (Luogu P2252): a pair "a b"; further pairs until end of input are answered too."""
from common import BIG, token_solver

ROWS = token_solver(b"8 4\n", "1\n", b"4 ", 2) + [
    ("one number only", b"8", "", r"line 1: expected a pile size, got end of input"),
    ("the double-precision trap", b"165580140 267914295\n", "0\n", None),
    ("the judge's limit", b"1000000000 0\n", "1\n", None),
    ("2^63-1 accepted", ("5700357409661599242 %s\n" % BIG).encode(), "0\n", None),
]
