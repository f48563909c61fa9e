"""graph-game: "n m", m edges "u v" (vertices 1..n), then queries "k v1 .. vk"
until end of input -> WIN/LOSE/DRAW (--move: and the move; --values: every
vertex's value first). Rows: bad tokens in a query, vertices out of range in
edges and queries, counts larger than the data, self-loops, n = 0, the limits
on n and m, 10^6 tokens on one vertex."""
from common import BIG, token_solver

PATH = b"3 2\n1 2\n2 3\n"  # 1 -> 2 -> 3: values 0, 1, 0
LOOP = b"3 3\n1 1\n1 2\n2 3\n"  # 1 also loops: infinite, K = {1}
MANY = 10**6

ROWS = token_solver(PATH + b"1 2\n", "WIN\n", b"2 1 ", 5) + [
    ("edge from vertex 0", b"3 2\n0 2\n2 3\n1 1\n", "", r"line 2: vertex 0 is not in 1\.\.3$"),
    ("edge to a vertex above n", b"3 2\n1 2\n2 4\n1 1\n", "", r"line 3: vertex 4 is not in 1\.\.3$"),
    ("edge to 2^63-1", ("3 1\n1 %s\n" % BIG).encode(), "", r"line 2: vertex %s is not in 1\.\.3$" % BIG),
    ("query on a vertex above n", PATH + b"1 2\n2 1 4\n", "WIN\n", r"line 5: vertex 4 is not in 1\.\.3$"),
    ("query on vertex 0", PATH + b"1 2\n1 0\n", "WIN\n", r"line 5: vertex 0 is not in 1\.\.3$"),
    ("more edges than the data", b"3 5\n1 2\n2 3\n", "", r"line 3: expected a vertex, got end of input$"),
    ("edge cut in half", b"3 2\n1 2\n2\n", "", r"line 3: expected a vertex, got end of input$"),
    ("no edge count", b"3\n", "", r"line 1: expected the number of edges, got end of input$"),
    ("more tokens than the data", PATH + b"1 2\n5 1 2\n", "WIN\n", r"line 5: expected a vertex, got end of input$"),
    ("token count 2^63-1", PATH + b"1 2\n" + BIG.encode() + b" 1\n", "WIN\n", r"line 5: expected a vertex, got end of input$"),
    ("token count 2^63", PATH + b"9223372036854775808 1\n", "",
     r'line 4: a token count "9223372036854775808" is too large'),
    ("n above 10^7", b"10000001 0\n", "", r'line 1: the number of vertices "10000001" is too large \(at most 10000000\)$'),
    ("m above 10^8", b"2 100000001\n", "", r'line 1: the number of edges "100000001" is too large \(at most 100000000\)$'),
    ("n = 10^7 and no edge", b"10000000 0\n1 10000000\n", "LOSE\n", None),
    ("n = 0: only empty queries", b"0 0\n0\n0\n", "LOSE\nLOSE\n", None),
    ("n = 0: a token", b"0 0\n0\n1 1\n", "LOSE\n", r"line 3: vertex 1: the graph has no vertices$"),
    ("n = 0: an edge", b"0 1\n1 1\n", "", r"line 2: vertex 1: the graph has no vertices$"),
    ("n = 0 --values", b"0 0\n", "", None, ["--values"]),
    ("no query", PATH, "", None),
    ("no query --values", PATH, "1: 0\n2: 1\n3: 0\n", None, ["--values"]),
    ("values, then a query cut short", PATH + b"2 1\n", "1: 0\n2: 1\n3: 0\n", r"line 4: expected a vertex, got end of input$",
     ["--values"]),
    ("k = 0 is lost", PATH + b"0\n", "LOSE\n", None),
    ("self-loop alone draws", b"1 1\n1 1\n1 1\n3 1 1 1\n", "DRAW\nDRAW\n", None),
    ("self-loop: the loop keeps the draw", b"1 1\n1 1\n1 1\n", "DRAW token 1: 1 -> 1\n", None, ["--move"]),
    ("self-loop with an exit: infinite, K = {1}", LOOP + b"1 1\n2 1 2\n2 1 3\n", "DRAW\nWIN\nDRAW\n", None),
    ("self-loop with an exit --move --values", LOOP + b"2 1 2\n2 1 3\n",
     "1: inf {1}\n2: 1\n3: 0\nWIN token 1: 1 -> 2\nDRAW token 1: 1 -> 1\n", None, ["--move", "--values"]),
    ("parallel edges count once", b"2 3\n1 2\n1 2\n1 2\n1 1\n", "WIN\n", None),
    ("10^6 tokens on one vertex of value 1", PATH + b"%d " % MANY + b"2 " * MANY + b"\n", "LOSE\n", None),
    ("10^6 - 1 tokens on one vertex, --move", PATH + b"%d " % (MANY - 1) + b"2 " * (MANY - 1) + b"\n",
     "WIN token 1: 2 -> 3\n", None, ["--move"]),
    ("10^6 tokens on a self-loop, --move", LOOP + b"%d " % MANY + b"1 " * MANY + b"\n", "DRAW token 1: 1 -> 1\n", None,
     ["--move"]),
    ("10^6 tokens, the last one bad", PATH + b"%d " % MANY + b"2 " * (MANY - 1) + b"4\n", "",
     r"line 4: vertex 4 is not in 1\.\.3$"),
    ("text where m is owed", b"3 x\n", "", r'line 1: expected the number of edges, got "x"$'),
    ("text where n is owed", b"-3 2\n", "", r'line 1: expected the number of vertices, got negative number "-3"$'),
]
