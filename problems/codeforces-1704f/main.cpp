// codeforces-1704f - Codeforces 1704F "Colouring Game": whiten two adjacent cells, one of your colour.
// Statement, format and limits: problems/codeforces-1704f/README.md.
#include <cstdint>
#include <string>

#include "nimkit/cases.hpp"
#include "nimkit/colouring_game.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: codeforces-1704f < input\n"
    "Game: partizan colouring (then Dawson's Kayles on alternating runs).\n"
    "Codeforces 1704F. Input: t, then t cases, each n (at least 2) and a word of n\n"
    "letters R (red) and B (blue). Alice, first, paints two adjacent cells white,\n"
    "at least one of them red; Bob likewise with at least one blue. Whoever\n"
    "cannot move loses.\n"
    "Output: one line per case, the winner: Alice or Bob.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "codeforces-1704f", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t t = nimkit::read_case_count(in);
        std::string row;
        for (std::uint64_t c = 0; c < t; ++c) {
            const std::uint64_t n = in.read_uint("a cell count");
            if (n < 2) throw nimkit::input_error(in.last_line(), "a cell count must be at least 2, got " + std::to_string(n));
            in.read_token(row, "a row of cells");
            const unsigned long line = in.last_line();
            if (row.find_first_not_of("RB") != std::string::npos)
                throw nimkit::input_error(line, "a row holds only \"R\" and \"B\", got " + nimkit::quote(row, row.size()));
            if (row.size() != n)
                throw nimkit::input_error(line, "the row " + nimkit::quote(row, row.size()) + " has " + std::to_string(row.size()) +
                                                    " cells, but n is " + std::to_string(n));
            out.put(nimkit::colouring_game_first_wins(row) ? "Alice\n" : "Bob\n");
        }
    });
}
