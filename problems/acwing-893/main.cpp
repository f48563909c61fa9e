// acwing-893 - AcWing 893 "Set-Nim": a move removes exactly s stones from one pile, s from a set S.
// Statement, format and limits: problems/acwing-893/README.md.
#include "nimkit/grundy.hpp"
#include "nimkit/subtraction.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: acwing-893 < input\n"
    "Game: a subtraction set game (Nim where a move takes s stones, s in S).\n"
    "AcWing 893. Input: k, the k members of S (1..2^63-1, any order, repeats\n"
    "allowed), n, then n pile sizes (0..100000); one test case.\n"
    "A move removes exactly s stones from one pile, s in S; who cannot move loses.\n"
    "Output: Yes if the first player wins, else No.\n";

// The Grundy table costs max pile x |S| steps: 10^5 keeps it cheap for any S
// a small input can hold (10^7 steps at the judge's |S| <= 100).
static const std::uint64_t kMaxPile = 100000;

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "acwing-893", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        nimkit::SubtractionTable s;
        std::uint64_t k = in.read_uint("the size of S");
        for (std::uint64_t i = 0; i < k; ++i) {
            std::uint64_t v = in.read_uint("a member of S", 1, nimkit::kMaxInt64, "a member of S is 0 (removing nothing never ends the game)");
            s.moves.push_back(v);
        }
        nimkit::GrowingGrundy<nimkit::SubtractionTable> g(s);
        std::uint64_t n = in.read_uint("a pile count"), x = 0;
        in.read_uints(n, "a pile size", kMaxPile, [&](std::uint64_t h) { x ^= g(static_cast<std::size_t>(h)); });
        out.put(nimkit::nim_mover_wins(x) ? "Yes\n" : "No\n");
    });
}
