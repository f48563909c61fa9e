// atcoder-abc229-h - AtCoder ABC229 H "Advance or Eat": a board that is a sum of numbers, one a column.
// Statement, format and limits: problems/atcoder-abc229-h/README.md.
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/advance_or_eat.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: atcoder-abc229-h < input\n"
    "Game: Advance or Eat, a partizan board (every position a number).\n"
    "AtCoder ABC229 H. Input: N (1..8), then N rows of N cells, . (empty), W (a\n"
    "white piece, Takahashi's) or B (black, Snuke's). Takahashi, first, moves a\n"
    "white piece one cell up into an empty cell or eats a black piece; Snuke the\n"
    "same with black and white swapped. Whoever cannot move loses.\n"
    "Output: the winner, Takahashi or Snuke.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "atcoder-abc229-h", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        const std::uint64_t n = in.read_uint("the board size", 1, 8, "the board size must be at least 1, got 0");
        std::vector<std::string> rows(n);
        for (std::uint64_t r = 0; r < n; ++r) {
            in.read_token(rows[r], "a row");
            const unsigned long line = in.last_line();
            if (rows[r].find_first_not_of(".WB") != std::string::npos)
                throw nimkit::input_error(line, "a row holds only \".\", \"W\" and \"B\", got " + nimkit::quote(rows[r], rows[r].size()));
            if (rows[r].size() != n)
                throw nimkit::input_error(line, "the row " + nimkit::quote(rows[r], rows[r].size()) + " has " +
                                                    std::to_string(rows[r].size()) + " cells, but N is " + std::to_string(n));
        }
        out.put(nimkit::advance_or_eat_first_wins(rows) ? "Takahashi\n" : "Snuke\n");
    });
}
