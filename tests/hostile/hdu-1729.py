"""hdu-1729 (HDU 1729): test cases "N, then N boxes s c" until N = 0 -> "Case k:" and Yes/No."""
from common import BIG, token_solver

SAMPLE = b"3\n2 0\n3 3\n6 2\n2\n6 3\n6 3\n0\n"
MANY = 100000

ROWS = token_solver(b"3\n2 0\n3 3\n6 2\n", "Case 1:\nYes\n", b"2\n6 3\n6 ", 7, complete=b"3\n2 0\n3 3\n6 2\n0\n") + [
    ("the judge's sample", SAMPLE, "Case 1:\nYes\nCase 2:\nNo\n", None),
    ("N = 0 ends the input; text after it is not read", b"1\n6 2\n0\ngarbage -1\n", "Case 1:\nYes\n", None),
    ("terminator missing", b"1\n6 2\n1\n7 2\n", "Case 1:\nYes\nCase 2:\nNo\n", None),
    ("stones above the capacity", b"1\n6 2\n2\n6 3\n3 4\n", "Case 1:\nYes\n",
     r"line 5: a box holds 4 stones, above its capacity 3$"),
    ("fewer boxes than N", b"3\n6 2\n", "", r"line 2: expected a capacity, got end of input$"),
    ("a box cut after its capacity", b"1\n6", "", r"line 2: expected a stone count, got end of input$"),
    ("empty and full boxes have no move", b"3\n0 0\n5 0\n5 5\n0\n", "Case 1:\nNo\n", None),
    # The pivot of 2^63-1 is 3037000499 (q + q^2 < 2^63-1 <= (q+1) + (q+1)^2): lost there, won just above.
    ("2^63-1 capacities", ("2\n%s 1\n%s %s\n1\n%s 3037000499\n1\n%s 3037000500\n0\n" % (BIG, BIG, BIG, BIG, BIG)).encode(),
     "Case 1:\nNo\nCase 2:\nNo\nCase 3:\nYes\n", None),
    ("10^5 boxes", b"%d\n" % MANY + b"6 2\n" * MANY + b"0\n", "Case 1:\nNo\n", None),
    ("10^5 cases", b"1\n6 2\n" * MANY + b"0\n", "".join("Case %d:\nYes\n" % k for k in range(1, MANY + 1)), None),
]
