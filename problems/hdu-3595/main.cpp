// hdu-3595 - HDU 3595 "GG and MM": Every-SG sums of Euclid's game.
// Statement, format and limits: problems/hdu-3595/README.md.
#include "nimkit/every_sg.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-3595 < input\n"
    "Game: Every-SG sums of Euclid's game.\n"
    "HDU 3595. Input: test cases until end of input, each N, then N games, each\n"
    "two pile sizes p q (0..2^63-1; a game with an empty pile is finished).\n"
    "A move takes k times one pile (k >= 1) from the other; each turn the mover\n"
    "moves in every unfinished game, and whoever cannot move loses.\n"
    "Output: one line per test case, MM if the first player wins, else GG.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-3595", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t n = in.read_uint("the number of games");
            nimkit::EverySgSum sum;  // folded as we read: O(1) memory
            for (std::uint64_t i = 0; i < n; ++i) {
                std::uint64_t p = in.read_uint("a pile size");
                sum.add(nimkit::euclid_steps(p, in.read_uint("a pile size")).steps);
            }
            out.put(sum.mover_wins() ? "MM\n" : "GG\n");
        }
    });
}
