"""luogu-p4279 (Luogu P4279 / BZOJ 1022): T, then T cases "N a1..aN" -> John/Brother.
Same format and words as misere-nim, so its long rows apply as they are."""
from common import BIG, token_solver, long_rows

ROWS = long_rows("misere-nim") + token_solver(
    b"3\n3\n3 5 1\n1\n1\n", "John\nBrother\n", b"2\n3 ", 7, complete=b"2\n3\n3 5 1\n1\n1\n") + [
    ("fewer cases than T", b"3\n1 5\n", "John\n", r"line 2: expected a pile count, got end of input"),
    ("count larger than the data", b"2\n1 1\n4 1 1\n", "Brother\n", r"line 3: expected a pile size, got end of input"),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("text after the last case is not read", b"1\n1 5\ngarbage\n", "John\n", None),
    ("zero piles: 0 1 loses, 0 1 1 wins, no stones wins", b"4\n2\n0 1\n3\n0 1 1\n2\n0 0\n0\n", "Brother\nJohn\nJohn\nJohn\n",
     None),
    ("2^63-1 accepted", ("2\n1\n%s\n2\n%s %s\n" % (BIG, BIG, BIG)).encode(), "John\nBrother\n", None),
]
