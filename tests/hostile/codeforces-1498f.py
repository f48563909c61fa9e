"""codeforces-1498f (Codeforces 1498F): "n k", n - 1 edges, a_1 .. a_n -> one line of n 0/1."""
from common import BIG, token_solver

SAMPLE = b"5 1\n1 2\n1 3\n5 2\n4 3\n0 3 2 4 4\n"
N = 10**5

ROWS = token_solver(b"", "", b"5 1\n1 2\n1 ", 3) + [
    ("bad stone count", SAMPLE.replace(b"0 3 2 4 4", b"0 3 x 4 4"), "", r'line 6: expected a stone count, got "x"$'),
    ("fewer stone counts than n", SAMPLE.replace(b"0 3 2 4 4", b"0 3 2 4"), "", r"line 6: expected a stone count, got end of input$"),
    ("fewer edges than n - 1", b"5 1\n1 2\n1 3\n", "", r"line 3: expected a vertex, got end of input$"),
    ("vertex above n", b"3 1\n1 2\n2 4\n", "", r"line 3: vertex 4 is not in 1\.\.3$"),
    ("vertex 0", b"3 1\n0 2\n", "", r"line 2: vertex 0 is not in 1\.\.3$"),
    ("an edge repeated: a cycle", b"3 1\n1 2\n2 1\n", "", r"line 3: edge 2 1 closes a cycle \(not a tree\)$"),
    ("a self-loop", b"3 1\n2 2\n", "", r"line 2: edge 2 2 closes a cycle"),
    ("n = 0", b"0 1\n", "", r"line 1: a tree needs a vertex \(n = 0\)$"),
    ("n above 10^6", b"1000001 1\n", "", r'line 1: the number of vertices "1000001" is too large \(at most 1000000\)$'),
    ("k = 0", b"3 0\n", "", r"line 1: the step k is 0"),
    ("n * k above the table", b"1000000 9\n", "", r"line 1: n \* k = 9000000 is above 8000000"),
    ("the sample", SAMPLE, "1 0 0 1 1\n", None),
    ("the sample, CRLF and blank lines", SAMPLE.replace(b"\n", b"\r\n\r\n"), "1 0 0 1 1\n", None),
    ("all on one line, text after it not read", SAMPLE.replace(b"\n", b" ") + b"junk", "1 0 0 1 1\n", None),
    ("one vertex", b"1 1\n7\n", "0\n", None),
    ("k >= n: no move from any root", b"3 3\n1 2\n2 3\n5 5 5\n", "0 0 0\n", None),
    ("k = 2^63-1", ("3 %s\n1 2\n2 3\n5 5 5\n" % BIG).encode(), "0 0 0\n", None),
    ("2^63-1 stones", ("3 1\n1 2\n2 3\n%s 1 %s\n" % (BIG, BIG)).encode(), "1 0 1\n", None),
    ("a path of 10^5 vertices, stones on vertex 1 only", b"%d 1\n" % N + b"".join(b"%d %d\n" % (v, v + 1) for v in range(1, N)) +
     b"1" + b" 0" * (N - 1) + b"\n", " ".join("1" if v % 2 else "0" for v in range(N)) + "\n", None),
]
