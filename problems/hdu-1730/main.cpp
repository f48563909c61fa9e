// hdu-1730 - HDU 1730 "Northcott Game": a black and a white piece in each row, Nim on the gaps.
// Statement, format and limits: problems/hdu-1730/README.md.
#include <string>

#include "nimkit/northcott.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-1730 < input\n"
    "Game: Northcott's game (Nim on the gaps between two pieces in each row).\n"
    "HDU 1730. Input: test cases until end of input, each n m (n rows, 0 to\n"
    "2^63-1; m columns, 2..2^63-1), then n rows T J: the columns (1..m, distinct)\n"
    "of Tom's black piece and Jerry's white piece. Tom moves first; a move slides\n"
    "one's own piece along its row to an empty cell, not over the other piece;\n"
    "whoever cannot move loses.\n"
    "Output: one line per case, I WIN! if Tom wins, else BAD LUCK!\n";

static std::uint64_t read_column(nimkit::Reader& in, const char* what, std::uint64_t m) {
    const std::uint64_t c = in.read_uint(what);
    if (c < 1 || c > m)
        throw nimkit::input_error(in.last_line(), "column " + std::to_string(c) + " is not in 1.." + std::to_string(m));
    return c;
}

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-1730", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            const std::uint64_t n = in.read_uint("a row count");
            const std::uint64_t m = in.read_uint("a column count", 2, nimkit::kMaxInt64, "a board needs at least 2 columns (two pieces a row)");
            nimkit::NorthcottBoard board;
            for (std::uint64_t i = 0; i < n; ++i) {
                const std::uint64_t t = read_column(in, "Tom's column", m);
                const std::uint64_t j = read_column(in, "Jerry's column", m);
                if (t == j) throw nimkit::input_error(in.last_line(), "both pieces on column " + std::to_string(t));
                board.add_row(t, j);
            }
            out.put(board.mover_wins() ? "I WIN!\n" : "BAD LUCK!\n");
        }
    });
}
