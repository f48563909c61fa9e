"""Oracle for lightoj-1229 (LightOJ 1229 Treblecross): T, then T boards ->
"Case k: " and the winning cells, or "Case k: 0".

The same game and the same P/N search over cell strings as the UVa 10561
oracle (tests/oracles/uva-10561.py), which this module uses; only the output
differs. --by-runs: the independent theory computation for large samples.
"""
import importlib
import sys

uva = importlib.import_module("uva-10561")
generate = uva.generate  # T, then T boards: the same input


def case_lines(all_cells):
    return "".join("Case %d: %s\n" % (k, " ".join(map(str, cells)) if cells else "0")
                   for k, cells in enumerate(all_cells, 1))


def solve(data):
    return case_lines(uva.winning_cells(b) for b in uva.boards_of(data))


def solve_by_runs(data):
    boards = uva.boards_of(data)
    g = uva.run_grundy(max([len(b) for b in boards] + [0]))
    return case_lines(uva.cells_by_runs(b, g) for b in boards)


if __name__ == "__main__":
    data = sys.stdin.buffer.read()
    sys.stdout.write(solve_by_runs(data) if sys.argv[1:] == ["--by-runs"] else solve(data))
