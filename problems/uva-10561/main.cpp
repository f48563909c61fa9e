// uva-10561 - UVa 10561 "Treblecross": every winning cell of a Treblecross board.
// Statement, format and limits: problems/uva-10561/README.md.
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/treblecross.hpp"

static const char kHelp[] =
    "usage: uva-10561 < input\n"
    "UVa 10561 Treblecross. Input: N, then N boards, each a word of . (empty) and\n"
    "X, 3 to 10000 cells, without XXX. A move puts an X into an empty cell; whoever\n"
    "makes three X in a row wins.\n"
    "Output per board: WINNING and a line of every winning cell, ascending and\n"
    "1-based; or LOSING and an empty line.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "uva-10561", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in, "the number of boards");
        std::string board;
        std::vector<std::size_t> cells;
        for (std::uint64_t c = 0; c < t; ++c) {
            nimkit::read_treblecross_board(in, board);
            nimkit::treblecross_winning_cells(board, cells);
            out.put(cells.empty() ? "LOSING\n" : "WINNING\n");
            for (std::size_t i = 0; i < cells.size(); ++i) {
                if (i) out.put(' ');
                out.put_uint(cells[i]);
            }
            out.put('\n');
        }
    });
}
