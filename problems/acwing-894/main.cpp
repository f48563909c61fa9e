// acwing-894 - AcWing 894 "Split-Nim": a move replaces a pile by two strictly smaller piles.
// Statement, format and limits: problems/acwing-894/README.md.
#include "nimkit/grundy.hpp"
#include "nimkit/heap_splitting.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: acwing-894 < input\n"
    "Game: split into two smaller piles (split-Nim).\n"
    "AcWing 894. Input: n, then n pile sizes (0..10000); one test case.\n"
    "A move replaces one pile by two piles, each strictly smaller (0 allowed);\n"
    "who cannot move loses.\n"
    "Output: Yes if the first player wins, else No.\n";

// The Grundy table costs max pile^2 / 2 steps: 10^4 keeps it under 0.1 s.
static const std::uint64_t kMaxPile = 10000;

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "acwing-894", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        nimkit::GrowingGrundy<std::vector<unsigned> (*)(std::size_t)> g(&nimkit::split_nim_grundy_table);
        std::uint64_t n = in.read_uint("a pile count"), x = 0;
        in.read_uints(n, "a pile size", kMaxPile, [&](std::uint64_t a) { x ^= g(static_cast<std::size_t>(a)); });
        out.put(nimkit::nim_mover_wins(x) ? "Yes\n" : "No\n");
    });
}
