"""poj-1740 (POJ 1740): cases "n a1 .. an" until a lone 0 -> 1 / 0."""
from common import BIG, token_solver

ROWS = token_solver(b"3\n2 1 3\n2\n1 1\n", "1\n0\n", b"2\n4 ", 6, complete=b"3\n2 1 3\n2\n1 1\n0\n") + [
    ("count larger than the data", b"2\n1 1\n3\n1 2\n", "0\n", r"line 4: expected a pile size, got end of input$"),
    ("a lone 0 ends the input", b"2\n1 1\n0\nnot read\n", "0\n", None),
    ("no closing 0", b"1\n4\n2\n3 3", "1\n0\n", None),
    ("empty piles are dead (odd n, paired piles)", b"3\n5 0 5\n1\n0\n0\n", "0\n0\n", None),
    ("one pile", b"1\n1\n0\n", "1\n", None),
    ("the judge's sample on one line", b"3 2 1 3 2 1 1 0", "1\n0\n", None),
    ("2^63-1 accepted", ("3\n%s 1 %s\n2\n%s %s\n0\n" % (BIG, BIG, BIG, BIG)).encode(), "1\n0\n", None),
    ("10^5 piles paired off", b"100000\n" + b" ".join(b"%d" % (i // 2) for i in range(2, 100002)) + b"\n0\n", "0\n", None),
    ("10^5 piles, one pair broken", b"100000\n" + b" ".join(b"%d" % (i // 2) for i in range(2, 100001)) + b" 7\n0\n", "1\n", None),
]
