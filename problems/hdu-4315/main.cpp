// hdu-4315 - HDU 4315 "Climbing the Hill": persons climbing to the hilltop, a staircase Nim with a king.
// Statement, format and limits: problems/hdu-4315/README.md.
#include <algorithm>
#include <string>
#include <vector>

#include "nimkit/solver.hpp"
#include "nimkit/staircase.hpp"

static const char kHelp[] =
    "usage: hdu-4315 < input\n"
    "Game: staircase Nim with a king (persons climbing to the hilltop).\n"
    "HDU 4315. Input: test cases until end of input, each N k (N persons, 1 to\n"
    "2^63-1; the king is the k-th nearest to the top, 1..N), then the N cells of the\n"
    "persons (1..2^63-1, distinct, any order; the hilltop is cell 0). A move carries\n"
    "one person up, not past the person above; whoever brings the king to the top\n"
    "wins. Alice moves first.\n"
    "Output: one line per case, Alice if Alice wins, else Bob.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-4315", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<std::uint64_t> cells;
        while (!in.at_eof()) {
            const std::uint64_t n = in.read_uint("a person count", 1, nimkit::kMaxInt64, "no person on the hill (N = 0): no king");
            const std::uint64_t k = in.read_uint("the king's rank");
            if (k < 1 || k > n)
                throw nimkit::input_error(in.last_line(), "the king's rank " + std::to_string(k) + " is not in 1.." + std::to_string(n));
            cells.clear();
            in.read_uints(n, "a cell", nimkit::kMaxInt64, [&cells](std::uint64_t c) { cells.push_back(c); });
            std::sort(cells.begin(), cells.end());
            if (cells[0] == 0) throw nimkit::input_error(in.last_line(), "cell 0 is the hilltop (persons start below it)");
            for (std::size_t i = 1; i < cells.size(); ++i)
                if (cells[i] == cells[i - 1])
                    throw nimkit::input_error(in.last_line(), "two persons on cell " + std::to_string(cells[i]));
            out.put(nimkit::hill_mover_wins(cells.begin(), cells.end(), static_cast<std::size_t>(k)) ? "Alice\n" : "Bob\n");
        }
    });
}
