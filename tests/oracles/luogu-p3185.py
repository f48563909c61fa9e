"""Oracle for luogu-p3185: T, then T cases "n p0 .. p(n-1)" -> "i j k" (or "-1 -1 -1") and a count.

The answer comes from a P/N search over the game itself: a position is the
tuple of bean counts; a move takes a bean from bottle i and adds one to
bottles j and k, i < j <= k; no move: the mover loses. A first move wins iff
the position it leaves is lost; the answer is the first such (i, j, k) in
lexicographic order and how many there are. No bean values, no xor.
Inputs: up to 4 cases of 0 to 5 bottles, at most 2 beans in each (the last
bottle sometimes many, which only it holds on to), some all empty.
"""
import sys

import gamesearch


def moves(beans):
    n = len(beans)
    for i in range(n):
        if beans[i]:
            for j in range(i + 1, n):
                for k in range(j, n):
                    b = list(beans)
                    b[i] -= 1
                    b[j] += 1
                    b[k] += 1
                    yield (i, j, k), tuple(b)


wins = gamesearch.wins_search(lambda beans: [after for _, after in moves(beans)])


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 4)):
        n = rng.choice([0, 1, 2, 3, 4, 4, 5])
        beans = [rng.choice([0, 0, 1, 1, 2]) for _ in range(n)]
        if n and rng.random() < 0.3:
            beans[-1] = rng.randint(0, 5000)
        cases.append([[n], beans] if n else [[0]])
    head = [[len(cases)]] if cases or rng.random() < 0.5 else []
    return gamesearch.layout(rng, head + [line for c in cases for line in c])


def solve(data):
    nums = list(map(int, data.split()))
    out, at = [], 1
    for _ in range(nums[0] if nums else 0):
        n = nums[at]
        beans = list(nums[at + 1:at + 1 + n])
        at += 1 + n
        if n:
            beans[-1] = 0  # the last bottle's beans never move; dropping them keeps the search small
        winning = [move for move, after in moves(tuple(beans)) if not wins(after)]
        out.append("%d %d %d\n" % winning[0] if winning else "-1 -1 -1\n")
        out.append("%d\n" % len(winning))
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
