// hdu-5724 - HDU 5724 "Chess": chessmen jump right on rows of 20 cells.
// Statement, format and limits: problems/hdu-5724/README.md.
#include <string>

#include "nimkit/cases.hpp"
#include "nimkit/chess_rows.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-5724 < input\n"
    "Game: chessmen jumping right on rows of 20 cells (a sum of rows, a 2^20 table).\n"
    "HDU 5724. Input: T, then T boards; a board is n (the number of rows, n >= 0),\n"
    "then n rows, each m (0..20) and the columns of its m chessmen (1..20, none twice).\n"
    "A move takes a chessman to the first empty cell to its right (a step, or a jump\n"
    "over the chessmen next to it); whoever cannot move loses.\n"
    "Output: one line per board, YES if the first player (Alice) wins, else NO.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-5724", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t t = nimkit::read_case_count(in);
        if (t == 0) return;
        static const nimkit::ChessRows rows;  // 1 MB, about 2*10^7 steps, once a process (a fuzz harness runs main per input)
        for (std::uint64_t c = 0; c < t; ++c) {
            const std::uint64_t n = in.read_uint("a row count");
            unsigned x = 0;
            for (std::uint64_t r = 0; r < n; ++r) {
                const std::uint64_t m = in.read_uint("a chessman count", nimkit::kChessRowWidth);
                std::uint32_t mask = 0;
                for (std::uint64_t k = 0; k < m; ++k) {
                    const std::uint64_t col = in.read_uint("a column", 1, nimkit::kChessRowWidth, "column 0 is off the row (columns are 1..20)");
                    if (mask >> (col - 1) & 1)
                        throw nimkit::input_error(in.last_line(), "column " + std::to_string(col) + " is given twice in one row");
                    mask |= static_cast<std::uint32_t>(1) << (col - 1);
                }
                x ^= rows.grundy(mask);
            }
            out.put(x != 0 ? "YES\n" : "NO\n");
        }
    });
}
