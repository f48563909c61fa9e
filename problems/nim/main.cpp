// nim - AcWing 891 / POJ 2234: does the first player win normal-play Nim?
// Statement, format and limits: problems/nim/README.md.
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: nim < input\n"
    "Normal-play Nim (AcWing 891, POJ 2234). Input: cases until end of input,\n"
    "each n (n >= 0) then n pile sizes (0..2^63-1), whitespace-separated.\n"
    "Output: one line per case, Yes if the first player wins, else No.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "nim", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t n = in.read_uint("a pile count");
            std::uint64_t x = 0;  // the nim-sum, folded as we read: O(1) memory
            in.read_uints(n, "a pile size", nimkit::kMaxInt64, [&x](std::uint64_t v) { x ^= v; });
            out.put(nimkit::normal_play_wins(x) ? "Yes\n" : "No\n");
        }
    });
}
