"""luogu-p2197 (Luogu P2197): T, then T cases "n a1..an" -> Yes/No."""
from common import BIG, token_solver, long_rows


def _yes_no(rows):
    """misere-nim's long rows in this format: each of their cases has a pile > 1,
    where misère and normal play agree, so John/Brother read Yes/No."""
    return [(name, data, out.replace("John", "Yes").replace("Brother", "No"), err) for name, data, out, err in rows]


ROWS = _yes_no(long_rows("misere-nim")) + token_solver(
    b"3\n2\n1 1\n2\n1 0\n", "No\nYes\n", b"2\n3 ", 7, complete=b"2\n2\n1 1\n2\n1 0\n") + [
    ("fewer cases than T", b"3\n1 5\n", "Yes\n", r"line 2: expected a pile count, got end of input"),
    ("count larger than the data", b"2\n1 1\n4 1 1\n", "Yes\n", r"line 3: expected a pile size, got end of input"),
    ("bad pile count", b"2\n1 1\n-2\n", "Yes\n", r'line 3: expected a pile count, got negative number "-2"'),
    ("T = 0", b"0\n", "", None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("text after the last case is not read", b"1\n1 5\ngarbage\n", "Yes\n", None),
    ("zero piles, all zero, n = 0", b"3\n3\n0 0 0\n0\n\n2\n0 7\n", "No\nNo\nYes\n", None),
    ("2^63-1 accepted", ("2\n1\n%s\n2\n%s %s\n" % (BIG, BIG, BIG)).encode(), "Yes\nNo\n", None),
]
