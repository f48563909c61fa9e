"""hdu-3544 (HDU 3544, Alice's Game: Cutcake): T, then T cases "N, then N lines X Y"; sides 1..2^32."""
from common import token_solver

ROWS = token_solver(b"3\n1\n2 1\n1\n1 1\n", "Case 1: Alice\nCase 2: Bob\n", b"1\n3 ", 7,
                    complete=b"2\n1\n2 1\n1\n1 1\n") + [
    ("fewer cases than T", b"3\n1\n2 1\n", "Case 1: Alice\n", r"line 3: expected a chocolate count, got end of input"),
    ("count larger than the data", b"2\n1\n2 1\n2\n1 1\n", "Case 1: Alice\n", r"line 5: expected a side, got end of input"),
    ("a side of 0", b"2\n1\n2 1\n1\n0 1\n", "Case 1: Alice\n", r"line 5: a side must be at least 1, got 0"),
    ("a side above 2^32", b"1\n1\n4294967297 1\n", "", r'line 3: .*"4294967297" is too large'),
    ("2^32 accepted: worth 2^32 - 1", b"2\n1\n4294967296 1\n2\n4294967296 1\n1 4294967296\n", "Case 1: Alice\nCase 2: Bob\n", None),
    ("the judge's largest: 10^9 x 1 against 1 x 999999999 is worth 1", b"1\n2\n1000000000 1\n1 999999999\n",
     "Case 1: Alice\n", None),
    ("T = 0", b"0\n", "", None),
    ("N = 0: nothing to cut, Bob", b"1\n0\n", "Case 1: Bob\n", None),
    ("bad T", b"two\n", "", r'line 1: expected the number of cases, got "two"'),
    ("text after the T-th case is not read", b"1\n1\n2 1\nxyz\n", "Case 1: Alice\n", None),
    ("100 chocolates of 10^9 x 10^9 (each worth 0)", b"1\n100\n" + b"1000000000 1000000000\n" * 100, "Case 1: Bob\n", None),
]
