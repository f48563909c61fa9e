"""atcoder-agc017-d (AtCoder AGC017 D): N, then N-1 edges "x y" -> Alice/Bob.
One case: a fault anywhere leaves no answer before it."""
from common import token_solver

SAMPLE = b"5\n1 2\n2 3\n2 4\n4 5\n"
MANY = 100000


def stalk(n):
    return b"%d\n" % n + b"".join(b"%d %d\n" % (v, v + 1) for v in range(1, n))


ROWS = token_solver(b"", "", b"5\n1 2\n2 3\n2 4\n4 ", 5) + [
    ("the sample with CRLF", SAMPLE.replace(b"\n", b"\r\n"), "Alice\n", None),
    ("N = 0", b"0\n", "", r"line 1: the number of vertices is 0 \(vertex 1 is the root\)$"),
    ("N above 10^7", b"10000001\n", "", r'line 1: the number of vertices "10000001" is too large \(at most 10000000\)$'),
    ("vertex above N", b"3\n1 2\n2 4\n", "", r"line 3: vertex 4 is not in 1\.\.3$"),
    ("vertex 0", b"3\n1 2\n0 2\n", "", r"line 3: vertex 0 is not in 1\.\.3$"),
    ("fewer edges than N-1", b"5\n1 2\n2 3\n", "", r"line 3: expected a vertex, got end of input$"),
    ("N = 1: no edge, Bob", b"1\n", "Bob\n", None),
    ("N = 2: one edge, Alice", b"2\n2 1\n", "Alice\n", None),
    ("text after the N-1 edges is not read", SAMPLE + b"garbage -1\n", "Alice\n", None),
    ("the judge's second sample on one line", b"5 1 2 2 3 1 4 4 5", "Bob\n", None),
    ("not a tree: a triangle and a lone vertex", b"4\n1 2\n2 3\n3 1\n", "",
     r"line 4: the 3 edges do not form a tree on 1\.\.4 \(a cycle, a repeated edge or a loop\)$"),
    ("not a tree: a repeated edge", b"4\n1 2\n2 1\n3 4\n", "", r"line 4: the 3 edges do not form a tree on 1\.\.4"),
    ("not a tree: a loop", b"3\n1 2\n3 3\n", "", r"line 3: the 2 edges do not form a tree on 1\.\.3"),
    ("a stalk of 10^5 vertices (10^5 - 1 edges: odd)", stalk(MANY), "Alice\n", None),
    ("a stalk of 10^5 + 1 vertices (10^5 edges)", stalk(MANY + 1), "Alice\n", None),
    ("a star of 10^5 edges: 10^5 stalks of 1, even", b"%d\n" % (MANY + 1) + b"".join(b"1 %d\n" % v for v in range(2, MANY + 2)),
     "Bob\n", None),
]
