// hdu-1848 - HDU 1848 "Fibonacci again and again": three piles, a move takes a Fibonacci number of stones.
// Statement, format and limits: problems/hdu-1848/README.md.
#include "nimkit/grundy.hpp"
#include "nimkit/subtraction.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-1848 < input\n"
    "Game: Fibonacci subtraction (take a Fibonacci number of stones).\n"
    "HDU 1848. Input: cases of three pile sizes m n p (0..1000000); the case\n"
    "0 0 0 (or the end of input) ends the input.\n"
    "A move takes 1, 2, 3, 5, 8, 13, ... stones (a Fibonacci number) from one\n"
    "pile; who takes the last stone wins.\n"
    "Output: one line per case, Fibo if the first player wins, else Nacci.\n";

// The Grundy table costs max pile x 30 steps (30 Fibonacci numbers <= 10^6)
// and 4 bytes per pile size: 10^6 keeps it cheap.
static const std::uint64_t kMaxPile = 1000000;

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-1848", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        nimkit::SubtractionTable fibonacci = {nimkit::fibonacci_moves(kMaxPile)};
        nimkit::GrowingGrundy<nimkit::SubtractionTable> g(fibonacci);
        while (!in.at_eof()) {
            std::uint64_t pile[3];
            for (int i = 0; i < 3; ++i) pile[i] = in.read_uint("a pile size", kMaxPile);
            if (pile[0] == 0 && pile[1] == 0 && pile[2] == 0) break;  // "0 5 0" is a position, not the end
            unsigned x = 0;
            for (int i = 0; i < 3; ++i) x ^= g(static_cast<std::size_t>(pile[i]));
            out.put(nimkit::nim_mover_wins(x) ? "Fibo\n" : "Nacci\n");
        }
    });
}
