"""hdu-2486 (HDU 2486 / HDU 2580): T, then T cases "n k" -> "Case i: " and the least winning first move, or lose."""
from common import BIG, token_solver

ROWS = token_solver(b"3\n16 1\n11 1\n", "Case 1: lose\nCase 2: 1\n", b"19 ", 4, complete=b"2\n16 1\n11 1\n") + [
    ("bad stone count", b"2\n16 1\nx 3\n", "Case 1: lose\n", r'line 3: expected a stone count, got "x"'),
    ("n = 1 and n <= k + 1 lose", b"3\n1 1\n2 1\n6 5\n", "Case 1: lose\nCase 2: lose\nCase 3: lose\n", None),
    ("stone count 0", b"2\n16 1\n0 3\n", "Case 1: lose\n", r"line 3: the stone count is 0 \(the pile has at least 1 stone\)"),
    ("the judge's largest case", b"1\n100000000 100000\n", "Case 1: 912\n", None),
    ("factor 0", b"2\n16 1\n5\n0\n", "Case 1: lose\n", r"line 4: the factor k is 0 \(a later move takes at least 1 stone\)"),
    ("T = 0", b"0\n", "", None),
    ("too many runs refused, prior answers kept", b"2\n32 2\n1000000000000000000 100000\n", "Case 1: 3\n",
     r"line 3: n = 1000000000000000000 with k = 100000: the losing heaps up to n take more than 2\^20 runs"),
    ("fewer cases than T", b"3\n32 2\n", "Case 1: 3\n", r"line 2: expected a stone count, got end of input"),
    ("2^63-1 with k = 1: 2^63-1 = 2^62 + ... + 1", ("1\n%s 1\n" % BIG).encode(), "Case 1: 1\n", None),
    ("bad T", b"-1\n", "", r'line 1: expected the number of cases, got negative number "-1"'),
    ("k = 2^63-1: every n loses", ("2\n%s %s\n2 %s\n" % (BIG, BIG, BIG)).encode(), "Case 1: lose\nCase 2: lose\n", None),
    ("text after the last case is not read", b"1\n34 2\n5 x\n", "Case 1: lose\n", None),
    ("many cases, k alternating", ("2000\n" + "32 2\n19 3\n" * 1000).encode(), "".join(
        "Case %d: %s\n" % (i + 1, "3" if i % 2 == 0 else "4") for i in range(2000)), None),
]
