"""hdu-3980 (HDU 3980 Paint Chain): T, then T cases "n m" -> "Case #k: aekdycoin" / "Case #k: abcdxyzk"."""
from common import BIG, token_solver

A, B = "aekdycoin", "abcdxyzk"

ROWS = token_solver(b"3\n3 1\n4 2\n", "Case #1: %s\nCase #2: %s\n" % (A, B), b"2 ", 4,
                    complete=b"2\n3 1\n4 2\n") + [
    ("paint length 0", b"2\n3 1\n5 0\n", "Case #1: %s\n" % A, r"line 3: the paint length is 0 \(a move paints at least 1 bead\)"),
    ("fewer cases than T", b"3\n3 1\n", "Case #1: %s\n" % A, r"line 2: expected a bead count, got end of input"),
    ("a case without m", b"2\n3 1\n4\n", "Case #1: %s\n" % A, r"line 3: expected a paint length, got end of input"),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"-2\n", "", r'line 1: expected the number of cases, got negative number "-2"'),
    ("text after the T-th case is not read", b"1\n4 2\nxyz\n", "Case #1: %s\n" % B, None),
    ("n = 0 and m > n: no move", b"3\n0 1\n5 6\n6 6\n", "Case #1: %s\nCase #2: %s\nCase #3: %s\n" % (B, B, A), None),
    ("10000 beads, the table's edge", b"2\n10000 2\n9003 2\n", "Case #1: %s\nCase #2: %s\n" % (B, A), None),
    ("10001 beads with m <= n refused", b"2\n3 1\n10001 3\n", "Case #1: %s\n" % A,
     r"line 3: a circle of 10001 beads is beyond the table \(at most 10000 when m <= n\)"),
    ("2^63-1 beads with m > n: no move", ("1\n9223372036854775806 %s\n" % BIG).encode(), "Case #1: %s\n" % B, None),
    ("2^63-1 beads, m = 1 refused", ("1\n%s 1\n" % BIG).encode(), "", r"line 2: a circle of 9223372036854775807 beads is beyond the table"),
    ("1000 cases of the judge's largest", b"1000\n" + b"1000 7\n" * 1000,
     "".join("Case #%d: %s\n" % (k, B) for k in range(1, 1001)), None),
]
