// luogu-p4279 - Luogu P4279 / BZOJ 1022 [SHOI2008] "Little John's game": misère Nim.
// Statement, format and limits: problems/luogu-p4279/README.md.
#include "nimkit/cases.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: luogu-p4279 < input\n"
    "Game: misere Nim.\n"
    "Luogu P4279 (BZOJ 1022), misere Nim. Input: T, then T cases, each N (N >= 0)\n"
    "then N pile sizes (0..2^63-1), whitespace-separated.\n"
    "Output: one line per case, John if the first player wins (whoever takes\n"
    "the last stone loses), else Brother.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "luogu-p4279", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        for (std::uint64_t c = 0; c < t; ++c) {
            std::uint64_t n = in.read_uint("a pile count");
            nimkit::MisereNimSum sum;  // folded as we read: O(1) memory
            in.read_uints(n, "a pile size", nimkit::kMaxInt64, [&sum](std::uint64_t v) { sum.add(v); });
            out.put(sum.mover_wins() ? "John\n" : "Brother\n");
        }
    });
}
