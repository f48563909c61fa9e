// hdu-1517 - HDU 1517 "A Multiplication Game" (also POJ 2505, UVa 847): p starts
// at 1, the players multiply it by 2..9 in turn, whoever first makes p >= n wins.
// Statement, format and limits: problems/hdu-1517/README.md.
#include "nimkit/multiplication_game.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-1517 < input\n"
    "Game: the multiplication game, factors 2..9.\n"
    "HDU 1517. Input: numbers n (2..2^63-1), one per case, until the end of input.\n"
    "p starts at 1; Stan, then Ollie, in turn multiply p by a number of 2..9;\n"
    "whoever first makes p >= n wins.\n"
    "Output per n: \"Stan wins.\" if the first player wins, else \"Ollie wins.\".\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-1517", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            const std::uint64_t n = in.read_uint("a target n", 2, nimkit::kMaxInt64, "n is below 2 (p starts at 1, so n = 1 is reached before any move)");
            out.put(nimkit::multiplication_game_classic_mover_wins(n) ? "Stan wins.\n" : "Ollie wins.\n");
        }
    });
}
