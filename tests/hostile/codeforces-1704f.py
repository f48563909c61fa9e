"""codeforces-1704f (Codeforces 1704F, Colouring Game): t, then t cases "n" and a word of n letters R/B."""
from common import token_solver, word_rows


def dawson(n):
    """Grundy values of Dawson's Kayles (0.07: remove two adjacent tokens) by the mex rule, 0..n."""
    g = [0] * (n + 1)
    for m in range(2, n + 1):
        seen = {g[a] ^ g[m - 2 - a] for a in range(m - 1)}
        v = 0
        while v in seen:
            v += 1
        g[m] = v
    return g


def _rows():
    rows = token_solver(b"3\n3\nBRB\n6\nRBRBRB\n", "Bob\nAlice\n", b"", 6, complete=b"2\n3\nBRB\n6\nRBRBRB\n")
    rows += word_rows(b"2\n2\nRR\n3\n", 5, r'a row holds only "R" and "B", got "', "Alice\n")
    g = dawson(200)
    long_alternating = (b"RB" * 250000)
    return rows + [
        ("lower-case row", b"1\n3\nrbr\n", "", r'line 3: a row holds only "R" and "B", got "rbr"'),
        ("white cells are not input", b"1\n3\nRWB\n", "", r'line 3: a row holds only "R" and "B", got "RWB"'),
        ("row shorter than n", b"2\n2\nRR\n4\nRBR\n", "Alice\n", r'line 5: the row "RBR" has 3 cells, but n is 4'),
        ("row longer than n", b"1\n2\nRBR\n", "", r'line 3: the row "RBR" has 3 cells, but n is 2'),
        ("n = 1", b"1\n1\nR\n", "", r"line 2: a cell count must be at least 2, got 1"),
        ("n = 0", b"1\n0\n\n", "", r"line 2: a cell count must be at least 2, got 0"),
        ("row missing", b"1\n3\n", "", r"line 2: expected a row of cells, got end of input"),
        ("fewer cases than t", b"3\n2\nBB\n", "Bob\n", r"line 3: expected a cell count, got end of input"),
        ("t = 0", b"0\n", "", None),
        ("text after the t-th case is not read", b"1\n2\nRB\n5\nabc\n", "Alice\n", None),
        ("n and row on one line", b"2 2 RB 4 RBBR\n", "Alice\nBob\n", None),
        ("more red than blue, however placed", b"1\n7\nBRBRBRR\n", "Alice\n", None),
        ("runs of 54 and 88 cells (one period apart past the pre-period): equal values, Bob",
         b"1\n142\n" + b"RB" * 27 + b"BR" * 44 + b"\n", "Bob\n" if g[54] == g[88] else "Alice\n", None),
        ("n = 5*10^5 alternating", b"1\n500000\n" + long_alternating + b"\n",
         "Alice\n" if g[53 + (500000 - 53) % 34] else "Bob\n", None),
    ]


ROWS = _rows()
