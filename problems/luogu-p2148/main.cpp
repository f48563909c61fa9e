// luogu-p2148 - Luogu P2148 "[SDOI2009] E&D": pairs of piles, a move discards one pile and splits the other.
// Statement, format and limits: problems/luogu-p2148/README.md.
#include <string>

#include "nimkit/cases.hpp"
#include "nimkit/pair_split.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: luogu-p2148 < input\n"
    "Game: E&D, discard one pile of a pair and split the other.\n"
    "Luogu P2148 (SDOI2009). Input: T, then T cases, each N (an even number of\n"
    "piles, piles 2k-1 and 2k a pair), then N pile sizes (1..2^63-1). A move\n"
    "removes one pile of a pair and splits the other into two non-empty piles,\n"
    "which become the pair; who cannot move loses.\n"
    "Output: one line per case, YES if the first player (E) wins, else NO.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "luogu-p2148", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t cases = nimkit::read_case_count(in);
        for (std::uint64_t t = 0; t < cases; ++t) {
            const std::uint64_t n = in.read_uint("a pile count");
            if (n % 2)
                throw nimkit::input_error(in.last_line(), "the pile count " + std::to_string(n) + " is odd (piles come in pairs)");
            unsigned x = 0;  // Sprague-Grundy: the pairs are a sum
            for (std::uint64_t i = 0; i < n; i += 2) {
                const std::uint64_t a = in.read_uint("a pile size", 1, nimkit::kMaxInt64, "a pile of 0 stones (every pile holds at least 1)");
                x ^= nimkit::pair_split_grundy(a, in.read_uint("a pile size", 1, nimkit::kMaxInt64, "a pile of 0 stones (every pile holds at least 1)"));
            }
            out.put(x ? "YES\n" : "NO\n");
        }
    });
}
