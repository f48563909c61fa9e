// hdu-1846 - HDU 1846 "Brave Game": the Bash game, take 1..m stones from one pile.
// Statement, format and limits: problems/hdu-1846/README.md.
#include "nimkit/bash.hpp"
#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-1846 < input\n"
    "Game: the Bash game.\n"
    "HDU 1846. Input: C, then C cases, each n m: n stones in one pile (0..2^63-1),\n"
    "a move takes 1..m of them (1..2^63-1), whoever takes the last stone wins.\n"
    "Output: one line per case, first if the first player wins, else second.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-1846", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t cases = nimkit::read_case_count(in);
        for (std::uint64_t c = 0; c < cases; ++c) {
            std::uint64_t n = in.read_uint("a stone count");
            std::uint64_t m = in.read_uint("a maximum take", 1, nimkit::kMaxInt64, "the maximum take is 0 (a move takes at least 1 stone)");
            out.put(nimkit::bash_mover_wins(n, m) ? "first\n" : "second\n");
        }
    });
}
