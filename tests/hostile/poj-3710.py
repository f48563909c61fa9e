"""poj-3710 (POJ 3710): cases "N, then N graphs m k and k edges a b" until end of input."""
from common import BIG, token_solver


def graphs(*gs):
    """One case of the graphs gs, each (m, [(a, b), ...])."""
    out = [b"%d\n" % len(gs)]
    for m, edges in gs:
        out.append(b"%d %d\n" % (m, len(edges)))
        out += [b"%d %d\n" % e for e in edges]
    return b"".join(out)


def stalk(n, ground_last):
    """A stalk of n edges on nodes 1..n+1 whose far end is node 1 when ground_last:
    the search from node 1 then walks the labels downwards, n deep."""
    names = [1] + list(range(n + 1, 1, -1)) if ground_last else list(range(1, n + 2))
    return (n + 1, [(names[i], names[i + 1]) for i in range(n)])


N = 200000
ROWS = token_solver(b"1\n2 1\n1 2\n", "Sally\n", b"1\n3 2\n1 2\n2 ", 7) + [
    ("node 0", b"1\n2 1\n1 2\n1\n2 1\n1 0\n", "Sally\n", r"line 6: node 0 is not in 1\.\.2"),
    ("node above m", b"1\n2 1\n1 2\n1\n2 1\n3 1\n", "Sally\n", r"line 6: node 3 is not in 1\.\.2"),
    ("node 2^63-1 above m", ("1\n5 1\n1 %s\n" % BIG).encode(), "", r"line 3: node %s is not in 1\.\.5" % BIG),
    ("m = 0 with an edge", b"1\n0 1\n1 1\n", "", r"line 3: node 1 is not in 1\.\.0"),
    ("fewer edges than k", b"1\n3 3\n1 2\n2 3\n", "", r"line 4: expected a node, got end of input"),
    ("edge cut in half", b"1\n3 1\n1", "", r"line 3: expected a node, got end of input"),
    ("fewer graphs than N", b"2\n2 1\n1 2\n", "", r"line 3: expected a node count, got end of input"),
    ("k missing", b"1\n2 1\n1 2\n1\n5", "Sally\n", r"line 5: expected an edge count, got end of input"),
    ("bad N", b"1\n2 1\n1 2\nthree\n", "Sally\n", r'line 4: expected the number of graphs, got "three"'),
    ("bad m", b"1\n-2 1\n", "", r'line 2: expected a node count, got negative number "-2"'),
    ("N = 0", b"0\n0\n", "Harry\nHarry\n", None),
    ("m = 0, k = 0", b"1\n0 0\n", "Harry\n", None),
    ("no edges", b"1\n5 0\n", "Harry\n", None),
    ("self-loop", b"1\n1 1\n1 1\n", "Sally\n", None),
    ("edges off the ground only", graphs((4, [(2, 3), (3, 4)])), "Harry\n", None),
    ("nodes 2^63-1 when m = 2^63-1", ("1\n%s 3\n1 %s\n%s 5\n5 1\n" % (BIG, BIG, BIG)).encode(), "Sally\n", None),
    ("three and four parallel edges", graphs((2, [(1, 2)] * 3)) + graphs((2, [(2, 1)] * 4)), "Sally\nHarry\n", None),
    # By hand: a stalk of n is worth n (colon principle); a cycle of L through the ground L mod 2 (fusion).
    ("a stalk of 2*10^5 edges, 2*10^5 deep", graphs(stalk(N, True)), "Sally\n", None),
    ("two stalks of 2*10^5 edges", graphs(stalk(N, True), stalk(N, False)), "Harry\n", None),
    ("a cycle of 2*10^5 + 1 edges", graphs((N + 1, [(v, v % (N + 1) + 1) for v in range(1, N + 2)])), "Sally\n", None),
    ("a cycle of 2*10^5 edges", graphs((N, [(v, v % N + 1) for v in range(1, N + 1)])), "Harry\n", None),
]
