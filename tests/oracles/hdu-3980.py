"""Oracle for hdu-3980 (HDU 3980 Paint Chain): T, then T cases "n m" ->
"Case #k: aekdycoin" (the first player wins) or "Case #k: abcdxyzk".

The verdict comes from a P/N search over the real circle: a position is the
set of painted beads (a bitmask of n bits), a move paints m consecutive beads,
counted around the circle, none of them painted yet. No row, no octal code,
no Grundy value. Inputs: up to 8 cases, n in 0..13, m in 1..15 (m > n and
m = n come up), in varied layouts. --table: the answer by the mex table of
the row game 0.0..07 after the first move, for samples the search cannot reach.
"""
import sys

import gamesearch

SEARCHES = {}  # (n, m) -> wins(painted)


def wins(n, m):
    if (n, m) not in SEARCHES:
        windows = [sum(1 << ((s + i) % n) for i in range(m)) for s in range(n)] if m <= n else []
        SEARCHES[n, m] = gamesearch.wins_search(lambda p: [p | w for w in windows if not p & w])
    return SEARCHES[n, m](0)


def generate(rng):
    cases = []
    for _ in range(rng.randint(0, 8)):
        n = rng.randint(0, 13)
        m = rng.choice([1, 2, 3, n if n else 1, n + 1, rng.randint(1, 15)])
        cases.append((n, m))
    head = [[len(cases)]] if cases or rng.random() < 0.5 else []
    return gamesearch.layout(rng, head + cases)


def row_table(m, size):
    g = [0] * (size + 1)
    for r in range(m, size + 1):
        g[r] = gamesearch.mex(g[a] ^ g[r - m - a] for a in range(r - m + 1))
    return g


def first_wins_by_table(n, m):
    return m <= n and row_table(m, n - m)[n - m] == 0


def solve(data, rule=wins):
    nums = list(map(int, data.split()))
    return "".join("Case #%d: %s\n" % (k + 1, "aekdycoin" if rule(nums[1 + 2 * k], nums[2 + 2 * k]) else "abcdxyzk")
                   for k in range(nums[0] if nums else 0))


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve(data, first_wins_by_table) if sys.argv[1:] == ["--table"] else solve(data))
