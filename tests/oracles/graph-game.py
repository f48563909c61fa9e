"""Oracle for graph-game: "n m", m edges "u v", then queries "k v1 .. vk" until
end of input -> WIN, LOSE or DRAW per query (--move, --values: see below).

The verdict comes from the token game itself, labelled backwards (retrograde
analysis) over the positions reachable from the query: a position is a multiset
of token vertices; a move slides one token along one edge; a position without a
move is lost, one with a move to a lost position is won, one whose moves all
reach won positions is lost, and every position never labelled so is drawn
(play can avoid both ends forever). No Grundy value and no sum rule.
--move: after WIN or DRAW, the first move (tokens in query order, each token's
edges in input order) whose position is lost, resp. drawn, for the other player,
as "token i: u -> v".
--values: a vertex's value is the heap size h for which a token on it beside a
Nim heap of h (a move also takes any number from the heap) is lost for the
player to move, searched the same way over h = 0..out-degree; "inf" when no h
is, with the set of its followers' finite values.
Inputs: up to 7 vertices, loops and parallel edges often (a third of the graphs
acyclic), up to 8 queries of up to 4 tokens (3 above 5 vertices), sometimes no
vertex, no edge or no query.
"""
import sys
from collections import defaultdict

import gamesearch


def retrograde(starts, options):
    """label(position) -> 'W', 'L' or 'D' for every position reachable from starts."""
    succ, todo = {}, list(starts)
    while todo:
        s = todo.pop()
        if s not in succ:
            succ[s] = list(options(s))
            todo.extend(succ[s])
    preds = defaultdict(list)
    for s, after in succ.items():
        for t in after:
            preds[t].append(s)
    left = {s: len(after) for s, after in succ.items()}  # moves not yet known to reach a won position
    result = {s: "L" for s, after in succ.items() if not after}
    queue = list(result)
    for t in queue:
        for p in preds[t]:
            if p in result:
                continue
            if result[t] == "L":
                result[p] = "W"
            else:
                left[p] -= 1
                if left[p]:
                    continue
                result[p] = "L"
            queue.append(p)
    return lambda s: result.get(s, "D")


def token_moves(adj, position):
    """Every position one move away (a sorted tuple of token vertices)."""
    for i, v in enumerate(position):
        if i == 0 or position[i - 1] != v:
            for w in adj[v]:
                yield tuple(sorted(position[:i] + (w,) + position[i + 1:]))


def answer(adj, tokens, with_move):
    start = tuple(sorted(tokens))
    label = retrograde([start], lambda p: token_moves(adj, p))
    verdict = {"W": "WIN", "L": "LOSE", "D": "DRAW"}[label(start)]
    if not with_move or verdict == "LOSE":
        return verdict
    wanted = "L" if verdict == "WIN" else "D"
    for i, v in enumerate(tokens):
        for w in adj[v]:
            if label(tuple(sorted(tokens[:i] + [w] + tokens[i + 1:]))) == wanted:
                return "%s token %d: %d -> %d" % (verdict, i + 1, v + 1, w + 1)
    raise AssertionError("no move keeps a %s" % verdict)


def values(adj):
    """Each vertex's line: the heap size beside which a token on it loses, else inf and the followers' values."""
    top = max([len(a) for a in adj] + [0])

    def heap_moves(state):
        v, h = state
        return [(w, h) for w in adj[v]] + [(v, x) for x in range(h)]

    label = retrograde([(v, top) for v in range(len(adj))], heap_moves)
    value = [next((h for h in range(len(adj[v]) + 1) if label((v, h)) == "L"), None) for v in range(len(adj))]
    lines = []
    for v in range(len(adj)):
        if value[v] is not None:
            lines.append("%d: %d" % (v + 1, value[v]))
        else:
            k = sorted({value[w] for w in adj[v] if value[w] is not None})
            lines.append("%d: inf {%s}" % (v + 1, ",".join(map(str, k))))
    return "".join(line + "\n" for line in lines)


def args(rng):
    return rng.choice([[], [], ["--move"], ["--move"], ["--values"], ["--move", "--values"]])


def random_graph(rng, n, acyclic=False):
    """Edges (u, v), 0-based: some loops, some parallel edges, some 2-cycles; or
    with acyclic, only edges to lower vertices."""
    edges = []
    for _ in range(rng.randint(0, 2 * n + 2) if n > acyclic else 0):
        u = rng.randrange(1 if acyclic else 0, n)
        kind = rng.random()
        if acyclic:
            v = rng.randrange(u)
        else:
            v = u if kind < 0.1 else edges[-1][0] if kind < 0.25 and edges else rng.randrange(n)
        edges.append((u, v))
        if rng.random() < 0.1:
            edges.append((u, v))  # parallel
    return edges


def generate(rng):
    if rng.random() < 0.03:
        return b""
    n = rng.choice([0, 1, 2, 3, 4, 5, 6, 7, rng.randint(1, 7)])
    edges = random_graph(rng, n, rng.random() < 0.3)
    lines = [[n, len(edges)]] + [[u + 1, v + 1] for u, v in edges]
    for _ in range(rng.randint(0, 8)):
        k = rng.choice([0, 1, 1, 2, 2, 3, 3, 4]) if n else 0
        k = min(k, 3) if n > 5 else k
        lines.append([k] + [rng.randrange(n) + 1 for _ in range(k)])
    return gamesearch.layout(rng, lines)


def solve(data, argv=()):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    n, m = nums[0], nums[1]
    adj = [[] for _ in range(n)]
    for e in range(m):
        adj[nums[2 + 2 * e] - 1].append(nums[3 + 2 * e] - 1)
    out = values(adj) if "--values" in argv else ""
    at = 2 + 2 * m
    while at < len(nums):
        k = nums[at]
        tokens = [t - 1 for t in nums[at + 1:at + 1 + k]]
        at += 1 + k
        out += answer(adj, tokens, "--move" in argv) + "\n"
    return out


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read(), sys.argv[1:]))
