// poj-2311 - POJ 2311 "Cutting Game": cut grid paper, whoever first cuts out
// a 1 x 1 piece wins. Statement, format and limits: problems/poj-2311/README.md.
#include "nimkit/cutting.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: poj-2311 < input\n"
    "Game: the cutting game on grid paper (safe cuts, two-dimensional splitting).\n"
    "POJ 2311. Input: cases until end of input, each W H: a paper of W x H cells\n"
    "(each side 2..500). A move cuts one piece along a grid line into two;\n"
    "whoever first cuts out a 1 x 1 piece wins.\n"
    "Output: one line per case, WIN if the first player wins, else LOSE.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-2311", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        nimkit::CuttingGame game;
        while (!in.at_eof()) {
            const std::uint64_t w = in.read_uint("a width", 2, nimkit::kCuttingMaxSide, "a side of 0 or 1 (sides are 2..500)");
            const std::uint64_t h = in.read_uint("a height", 2, nimkit::kCuttingMaxSide, "a side of 0 or 1 (sides are 2..500)");
            out.put(game.mover_wins(static_cast<std::size_t>(w), static_cast<std::size_t>(h)) ? "WIN\n" : "LOSE\n");
        }
    });
}
