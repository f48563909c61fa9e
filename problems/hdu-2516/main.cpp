// hdu-2516 - HDU 2516 "取石子游戏": Fibonacci Nim on one pile (the first move
// takes any number but not all, later moves at most twice the last).
// Statement, format and limits: problems/hdu-2516/README.md.
#include "nimkit/solver.hpp"
#include "nimkit/take_away.hpp"

static const char kHelp[] =
    "usage: hdu-2516 < input\n"
    "Game: Fibonacci Nim.\n"
    "HDU 2516. Input: numbers n (1..2^63-1), one per case, until a lone 0 (or the\n"
    "end of input). A pile of n stones; the first move takes 1..n-1 of them, every\n"
    "later move 1 to twice what the previous move took; whoever takes the last\n"
    "stone wins.\n"
    "Output per n: First win if the first player wins, else Second win.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-2516", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const nimkit::TakeAway fib(2, nimkit::kMaxInt64);  // the Fibonacci numbers up to 2^63-1: 91 runs
        while (!in.at_eof()) {
            std::uint64_t n = in.read_uint("a stone count");
            if (n == 0) break;
            out.put(fib.mover_wins(n) ? "First win\n" : "Second win\n");
        }
    });
}
