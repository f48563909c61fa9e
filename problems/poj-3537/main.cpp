// poj-3537 - POJ 3537 "Crosses and Crosses": Treblecross on an empty strip.
// Statement, format and limits: problems/poj-3537/README.md.
#include <string>

#include "nimkit/solver.hpp"
#include "nimkit/treblecross.hpp"

static const char kHelp[] =
    "usage: poj-3537 < input\n"
    "Game: Treblecross on an empty strip.\n"
    "POJ 3537 Crosses and Crosses. Input: strip lengths n (3..10000) until end of\n"
    "input. Players put crosses into empty cells of a 1 x n strip; whoever makes\n"
    "three crosses in a row wins.\n"
    "Output per n: 1 if the first player wins, 2 if the second does.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-3537", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t n = in.read_uint("a strip length", nimkit::kTreblecrossMaxCells);
            if (n < nimkit::kTreblecrossMinCells)
                throw nimkit::input_error(in.last_line(), "a strip length must be at least 3 (on fewer cells nobody wins), got " +
                                                              std::to_string(n));
            out.put(nimkit::crosses_mover_wins(static_cast<std::size_t>(n)) ? "1\n" : "2\n");
        }
    });
}
