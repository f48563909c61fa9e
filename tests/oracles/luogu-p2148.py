"""Oracle for luogu-p2148: T, then T cases "N s1 .. sN" (pairs 2k-1, 2k) -> YES/NO.

The verdict comes from a P/N search over the whole case played as one game:
a position is the multiset of pairs; a move picks a pair, removes one pile and
splits the other (x >= 2) into two non-empty piles that become the pair; no
move (every pile 1): the mover loses. No Grundy values, no bit rule.
Inputs: up to 5 cases of 1 to 3 pairs with piles 1..9 (pairs of 1s, equal
pairs, powers of two come up often); N = 0 sometimes.
"""
import sys

import gamesearch


def options(pairs):
    out = []
    for i, (a, b) in enumerate(pairs):
        rest = pairs[:i] + pairs[i + 1:]
        for x in {a, b}:
            for y in range(1, x // 2 + 1):
                out.append(tuple(sorted(rest + ((y, x - y),))))
    return out


wins = gamesearch.wins_search(options)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 5)):
        piles = []
        for _ in range(rng.choice([0, 1, 2, 2, 3, 3])):
            kind = rng.random()
            if kind < 0.2:
                piles += [1, 1]
            elif kind < 0.35:
                a = rng.randint(1, 9)
                piles += [a, a]
            elif kind < 0.5:
                piles += [rng.choice([1, 2, 4, 8]), rng.choice([1, 2, 4, 8])]
            else:
                piles += [rng.randint(1, 9), rng.randint(1, 9)]
        cases.append([[len(piles)], piles] if piles else [[0]])
    head = [[len(cases)]] if cases or rng.random() < 0.5 else []
    return gamesearch.layout(rng, head + [line for c in cases for line in c])


def solve(data):
    nums = list(map(int, data.split()))
    out, i = [], 1
    for _ in range(nums[0] if nums else 0):
        n = nums[i]
        piles = nums[i + 1:i + 1 + n]
        pairs = tuple(sorted(tuple(sorted(piles[k:k + 2])) for k in range(0, n, 2)))
        out.append("YES\n" if wins(pairs) else "NO\n")
        i += 1 + n
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
