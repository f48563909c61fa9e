"""Oracle for codeforces-1498f (Codeforces 1498F, Christmas Game): "n k", n - 1
edges, a_1 .. a_n -> one line, the i-th number 1 if Alice (moving first) wins
with the tree rooted at vertex i, else 0.

Each root's verdict comes from a P/N search over the real moves: the position
is the stone count of every vertex; a move takes 1..a_v stones from a vertex v
at least k deep to v's k-th ancestor (found by walking up the parents); no
move: the mover loses. No depth parity, no rerooting. Inputs: trees of 1..6
vertices (random labels, edges in random order and direction), k from 1 to
n + 1, at most 6 stones in all, in varied layouts.
"""
import sys

import gamesearch


def kth_ancestors(n, k, edges, root):
    """ancestor[v]: the vertex k edges above v (rooted at root), or None when v is less than k deep."""
    parent, stack = {root: None}, [root]
    while stack:
        v = stack.pop()
        for x, y in edges:
            for u, w in ((x, y), (y, x)):
                if u == v and w not in parent:
                    parent[w] = v
                    stack.append(w)
    ancestor = []
    for v in range(n):
        u = v
        for _ in range(k):
            u = parent[u]
            if u is None:
                break
        ancestor.append(u)
    return ancestor


def alice_wins(n, k, edges, stones, root):
    ancestor = kth_ancestors(n, k, edges, root)

    def options(a):
        return [tuple(a[u] - m if u == v else a[u] + m if u == ancestor[v] else a[u] for u in range(n))
                for v in range(n) if ancestor[v] is not None for m in range(1, a[v] + 1)]

    return gamesearch.wins_search(options)(tuple(stones))


def generate(rng):
    n = rng.randint(1, 6)
    label = list(range(1, n + 1))
    rng.shuffle(label)
    edges = [(label[v], label[rng.randrange(v)]) for v in range(1, n)]
    edges = [(x, y) if rng.random() < 0.5 else (y, x) for x, y in edges]
    rng.shuffle(edges)
    stones = [0] * n
    for _ in range(rng.randint(0, 6)):
        stones[rng.randrange(n)] += 1
    k = rng.choice([1, 1, 2, rng.randint(1, n + 1)])
    return gamesearch.layout(rng, [[n, k]] + [list(e) for e in edges] + [stones])


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    n, k = nums[0], nums[1]
    edges = [(nums[2 + 2 * e] - 1, nums[3 + 2 * e] - 1) for e in range(n - 1)]
    stones = nums[2 * n:3 * n]
    return " ".join("1" if alice_wins(n, k, edges, stones, r) else "0" for r in range(n)) + "\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
