// lightoj-1229 - LightOJ 1229 "Treblecross": every winning cell of a Treblecross board.
// Statement, format and limits: problems/lightoj-1229/README.md.
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/treblecross.hpp"

static const char kHelp[] =
    "usage: lightoj-1229 < input\n"
    "LightOJ 1229 Treblecross. Input: T, then T boards, each a word of . (empty)\n"
    "and X, 3 to 10000 cells, without XXX. A move puts an X into an empty cell;\n"
    "whoever makes three X in a row wins.\n"
    "Output per board: \"Case k: \" and every winning cell, ascending and 1-based,\n"
    "separated by spaces; 0 when there is none.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "lightoj-1229", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        std::string board;
        std::vector<std::size_t> cells;
        for (std::uint64_t c = 1; c <= t; ++c) {
            nimkit::read_treblecross_board(in, board);
            nimkit::treblecross_winning_cells(board, cells);
            out.put("Case ");
            out.put_uint(c);
            out.put(": ");
            if (cells.empty()) out.put('0');
            for (std::size_t i = 0; i < cells.size(); ++i) {
                if (i) out.put(' ');
                out.put_uint(cells[i]);
            }
            out.put('\n');
        }
    });
}
