"""Oracle for atcoder-agc017-d: N, then N-1 edges "x y" -> Alice/Bob.

The verdict comes from a P/N search over the game itself: a position is the
set of edges still standing (by index, so parallel edges stay two), a move
deletes one of them and every edge no longer joined to vertex 1 falls; no
edge left: the mover loses. No Grundy values, no colon principle.
Inputs: mostly trees of 1 to 11 vertices (random shapes, stalks, stars;
vertex 1 anywhere in the shape; edges in any order and direction). The
search itself plays any graph; the solver refuses what is not a tree.
"""
import sys

import gamesearch


def joined(edges, standing):
    """The edges of `standing` (indices into edges) still joined to vertex 1."""
    reached, grew = {1}, True
    while grew:
        grew = False
        for e in standing:
            x, y = edges[e]
            if (x in reached) != (y in reached):
                reached |= {x, y}
                grew = True
    return tuple(e for e in standing if edges[e][0] in reached)


def verdict(edges):
    """True iff the player to move wins; a move cuts one edge, the part away from 1 falls."""
    def options(standing):
        return [joined(edges, tuple(e for e in standing if e != cut)) for cut in standing]
    return gamesearch.wins_search(options)(joined(edges, tuple(range(len(edges)))))


def generate(rng):
    n = rng.choice([1, 2, rng.randint(2, 11), rng.randint(6, 11)])
    shape = rng.random()
    parent = []
    for v in range(2, n + 1):
        if shape < 0.15:
            parent.append(v - 1)  # a stalk
        elif shape < 0.3:
            parent.append(1)  # a star
        else:
            parent.append(rng.randint(1, v - 1))
    names = list(range(1, n + 1))
    rng.shuffle(names)  # vertex 1 of the shape is names[0], maybe not the ground
    edges = [(names[p - 1], names[v - 1]) if rng.random() < 0.5 else (names[v - 1], names[p - 1])
             for v, p in zip(range(2, n + 1), parent)]
    rng.shuffle(edges)
    return gamesearch.layout(rng, [[n]] + [list(e) for e in edges])


def solve(data):
    nums = list(map(int, data.split()))
    if not nums:
        return ""
    n = nums[0]
    edges = [(nums[1 + 2 * i], nums[2 + 2 * i]) for i in range(n - 1)]
    return "Alice\n" if verdict(edges) else "Bob\n"


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
