// poj-1704 - POJ 1704 "Georgia and Bob": chessmen moving left in a row, a staircase Nim.
// Statement, format and limits: problems/poj-1704/README.md.
#include <set>
#include <string>

#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/staircase.hpp"

static const char kHelp[] =
    "usage: poj-1704 < input\n"
    "Game: staircase Nim (chessmen moving left on a strip).\n"
    "POJ 1704. Input: T, then T cases, each N then the N cells of the chessmen\n"
    "(1..2^63-1, distinct, any order).\n"
    "Output: one line per case, \"Georgia will win\" if the first player (Georgia)\n"
    "wins, else \"Bob will win\".\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-1704", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        std::set<std::uint64_t> cells;  // sorted, as the rule needs; a repeat is found as it is read
        for (std::uint64_t c = 0; c < t; ++c) {
            std::uint64_t n = in.read_uint("a chessman count");
            cells.clear();
            for (std::uint64_t i = 0; i < n; ++i) {
                std::uint64_t p = in.read_uint("a cell", 1, nimkit::kMaxInt64, "cell 0 is off the board (cells are numbered from 1)");
                if (!cells.insert(p).second)
                    throw nimkit::input_error(in.last_line(), "two chessmen on cell " + std::to_string(p));
            }
            out.put(nimkit::chessmen_mover_wins(cells.begin(), cells.end()) ? "Georgia will win\n" : "Bob will win\n");
        }
    });
}
