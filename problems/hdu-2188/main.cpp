// hdu-2188 - HDU 2188 "Selecting a volunteer": donations of 1..m yuan, whoever
// brings the total to n or beyond wins.
// Statement, format and limits: problems/hdu-2188/README.md.
#include "nimkit/bash.hpp"
#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-2188 < input\n"
    "Game: the Bash game, reach or exceed n.\n"
    "HDU 2188. Input: C, then C cases, each n m (both 1..2^63-1): the donors add\n"
    "1..m yuan in turn to a box starting at 0; whoever brings it to n or more wins.\n"
    "Output: one line per case, Grass if the first donor wins, else Rabbit.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-2188", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t cases = nimkit::read_case_count(in);
        for (std::uint64_t c = 0; c < cases; ++c) {
            std::uint64_t n = in.read_uint("a target amount", 1, nimkit::kMaxInt64, "the target amount is 0 (at least 1: the box starts at 0)");
            std::uint64_t m = in.read_uint("a maximum donation", 1, nimkit::kMaxInt64, "the maximum donation is 0 (a donation is at least 1)");
            out.put(nimkit::reach_mover_wins(n, m) ? "Grass\n" : "Rabbit\n");
        }
    });
}
