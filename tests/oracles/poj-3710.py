"""Oracle for poj-3710: cases "N, then N graphs m k and k edges a b" until end
of input -> Sally/Harry.

The verdict comes from a P/N search over the whole case played as one game: a
position is the set of edges still standing, a move deletes one edge, and every
edge no longer joined to its own graph's node 1 falls. No Grundy values, no xor,
no colon or fusion principle. Inputs: up to 4 cases of 1 to 3 graphs, at most 12
edges a case: mostly the judge's shape (a tree with polygons and parallel
edges hanging from it), some any multigraph (self-loops, parallel edges, parts
off the ground, nodes never used); varied layout (numbers split over lines,
blank lines, CRLF).
"""
import sys

import gamesearch


def judge_shape(rng, budget):
    """A tree from node 1 with polygons (>= 2 edges) touching it at one node."""
    edges, tree_nodes, n = [], [1], 1
    while budget > 0:
        at = rng.choice(tree_nodes)
        if rng.random() < 0.6 or budget < 2:
            n += 1
            edges.append((at, n))
            tree_nodes.append(n)
            budget -= 1
        else:
            length = rng.randint(2, min(budget, 5))
            ring = [at] + list(range(n + 1, n + length))
            n += length - 1
            edges += [(ring[i], ring[(i + 1) % length]) for i in range(length)]
            budget -= length
    return n, edges


def any_multigraph(rng, budget):
    n = rng.randint(1, 6)
    return n, [(rng.randint(1, n), rng.randint(1, n)) for _ in range(budget)]


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 4)):
        graphs, left = [], 12
        for _ in range(rng.randint(1, 3)):
            budget = rng.randint(0, min(left, 8))
            left -= budget
            n, edges = (judge_shape if rng.random() < 0.7 else any_multigraph)(rng, budget)
            m = n + rng.choice([0, 0, 0, 1, 3])  # sometimes nodes no edge uses
            names = [1] + rng.sample(range(2, m + 1), m - 1)  # node 1 stays the ground
            edges = [(names[a - 1], names[b - 1]) if rng.random() < 0.5 else (names[b - 1], names[a - 1])
                     for a, b in edges]
            rng.shuffle(edges)
            graphs.append((m, edges))
        cases.append(graphs)
    lines = []
    for graphs in cases:
        lines.append([len(graphs)])
        for m, edges in graphs:
            lines += [(m, len(edges))] + edges
    return gamesearch.layout(rng, lines)


def mover_wins(edges, grounds):
    """edges: a list of (u, v) over hashable nodes; grounds: a set of nodes."""
    def standing(mask):
        reach, grew = set(grounds), True
        while grew:
            grew = False
            for e, (u, v) in enumerate(edges):
                if mask >> e & 1 and (u in reach) != (v in reach):
                    reach |= {u, v}
                    grew = True
        return sum(1 << e for e, (u, v) in enumerate(edges) if mask >> e & 1 and u in reach)

    wins = gamesearch.wins_search(lambda mask: (standing(mask & ~(1 << e)) for e in range(len(edges)) if mask >> e & 1))
    return wins(standing((1 << len(edges)) - 1))


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 0
    while i < len(nums):
        graphs, edges, grounds = nums[i], [], set()
        i += 1
        for g in range(graphs):
            k = nums[i + 1]
            grounds.add((g, 1))
            edges += [((g, nums[i + 2 + 2 * e]), (g, nums[i + 3 + 2 * e])) for e in range(k)]
            i += 2 + 2 * k
        out.append("Sally" if mover_wins(edges, grounds) else "Harry")
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
