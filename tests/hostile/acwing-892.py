"""acwing-892 (AcWing 892): one case, n then the stones on steps 1..n."""
from common import BIG, token_solver

STEPS = [(i * 7919 + 13) * 104729 % 10**9 + 1 for i in range(100000)]  # the judge's maximum n


def verdict(steps):
    x = 0
    for a in steps[::2]:  # steps 1, 3, 5, ...
        x ^= a
    return "Yes\n" if x else "No\n"


def long_case(steps, per_line=1000):
    lines = [b" ".join(b"%d" % a for a in steps[k:k + per_line]) for k in range(0, len(steps), per_line)]
    return b"%d\n" % len(steps) + b"\n".join(lines) + b"\n"


ROWS = token_solver(b"", "", b"3\n2 1 ", 2) + [
    ("fewer steps than n", b"3\n2 1\n", "", r"line 2: expected a number of stones, got end of input"),
    ("text after the case is not read", b"3\n2 1 3\nxyz\n", "Yes\n", None),
    ("CRLF, no final newline", b"3\r\n2 1 3", "Yes\n", None),
    ("one number per line", b"3\n\n2\n1\n3\n\n", "Yes\n", None),
    ("n = 0", b"0\n", "No\n", None),
    ("only even steps hold stones", b"2\n0 7\n", "No\n", None),
    ("2^63-1 accepted", ("3\n%s 1 %s\n" % (BIG, BIG)).encode(), "No\n", None),
    ("n = 100000, values near 10^9", long_case(STEPS), verdict(STEPS), None),
    ("n = 100000, a bad token deep in a line", long_case(STEPS[:77777] + [-5] + STEPS[77778:]), "",
     r'line 79: expected .*, got negative number "-5"'),
]
