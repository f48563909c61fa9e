"""luogu-p2148 (Luogu P2148, SDOI2009 E&D): T, then T cases "N s1 .. sN" -> YES/NO."""
from common import BIG, token_solver

MANY = 100000

ROWS = token_solver(b"3\n4\n1 2 3 1\n", "YES\n", b"6\n1 1 1 1 1 ", 5, complete=b"1\n4\n1 2 3 1\n") + [
    ("odd pile count", b"2\n4\n1 2 3 1\n3\n1 1 1\n", "YES\n", r"line 4: the pile count 3 is odd \(piles come in pairs\)$"),
    ("a pile of 0", b"2\n4\n1 2 3 1\n2\n0 5\n", "YES\n", r"line 5: a pile of 0 stones \(every pile holds at least 1\)$"),
    ("fewer piles than N", b"1\n4\n1 2\n", "", r"line 3: expected a pile size, got end of input$"),
    ("fewer cases than T", b"3\n2\n1 2\n", "YES\n", r"line 3: expected a pile count, got end of input$"),
    ("T = 0", b"0\n", "", None),
    ("N = 0: no move, NO", b"1\n0\n", "NO\n", None),
    ("text after the T-th case is not read", b"1\n2\n1 2\nx -1\n", "YES\n", None),
    ("2^63-1 piles: (2^63-1, 2^63-1) is worth 0, (2^63-1, 2) 63, (2, 2) 1",
     ("3\n2\n%s %s\n2\n%s 2\n2\n2 2\n" % (BIG, BIG, BIG)).encode(), "NO\nYES\nYES\n", None),
    ("10^5 pairs of (1, 2): even count, NO", b"1\n%d\n" % (2 * MANY) + b"1 2 " * MANY + b"\n", "NO\n", None),
    ("10^5 - 1 pairs of (1, 2): YES", b"1\n%d\n" % (2 * MANY - 2) + b"1 2 " * (MANY - 1) + b"\n", "YES\n", None),
]
