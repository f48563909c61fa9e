"""Oracle for hdu-1524 (HDU 1524, POJ 2425): test cases until end of input, each
N, N lines "X p1 .. pX" (the out-positions of position i), queries "M p1 .. pM"
and a 0 that ends the case -> WIN/LOSE per query.

The verdict comes from graph-game's oracle: retrograde labelling of the chessmen
game itself over the multisets of positions reachable from the query (the
graphs here are acyclic, as the judge promises, so no query is drawn). No
Grundy value and no xor.
Inputs: up to 3 cases of up to 6 positions (random acyclic graphs, out-lists in
any order, now and then a repeated out-position), up to 6 queries of 1 to 4
chessmen (3 above 4 positions); sometimes a final N = 0, sometimes the last
case without its closing 0 (both read as the end).
"""
import importlib
import sys

import gamesearch

graph_game = importlib.import_module("graph-game")  # the token game's search


def generate(rng):
    lines = []
    cases = rng.randint(0, 3)
    for c in range(cases):
        n = rng.randint(1, 6)
        order = list(range(n))
        rng.shuffle(order)  # a move goes later in this order: acyclic
        lines.append([n])
        for i in range(n):
            later = order[order.index(i) + 1:]
            outs = rng.sample(later, rng.randint(0, len(later))) if later else []
            if outs and rng.random() < 0.1:
                outs.append(outs[0])
            lines.append([len(outs)] + outs)
        for _ in range(rng.randint(0, 6)):
            m = rng.randint(1, 3 if n > 4 else 4)
            lines.append([m] + [rng.randrange(n) for _ in range(m)])
        if c + 1 < cases or rng.random() < 0.8:
            lines.append([0])
    if cases and lines[-1] == [0] and rng.random() < 0.2:
        lines.append([0])  # N = 0: the end
    return gamesearch.layout(rng, lines)


def solve(data):
    nums = list(map(int, data.split()))
    at, out = 0, []
    while at < len(nums) and nums[at] != 0:
        n = nums[at]
        at += 1
        adj = []
        for _ in range(n):
            adj.append(nums[at + 1:at + 1 + nums[at]])
            at += 1 + nums[at]
        while at < len(nums) and nums[at] != 0:
            m = nums[at]
            verdict = graph_game.answer(adj, nums[at + 1:at + 1 + m], False)
            assert verdict != "DRAW"
            out.append(verdict)
            at += 1 + m
        at += 1  # the 0 that ends the case
    return "".join(line + "\n" for line in out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
