// first-moves - HDU 1850: how many first moves win normal-play Nim?
// Statement, format and limits: problems/first-moves/README.md.
#include <vector>

#include "nimkit/cases.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: first-moves < input\n"
    "Game: Nim (count the winning moves).\n"
    "HDU 1850. Input: cases, each M then M pile sizes (0..2^63-1); a case with\n"
    "M = 0, or the end of input, ends the input.\n"
    "Output: one line per case, the number of winning first moves (0 if the\n"
    "first player loses).\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "first-moves", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<std::uint64_t> piles;
        while (nimkit::read_counted(in, piles, true, "a pile count", "a pile size")) {
            out.put_uint(nimkit::count_winning_moves(piles.begin(), piles.end()));
            out.put('\n');
        }
    });
}
