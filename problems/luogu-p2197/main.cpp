// luogu-p2197 - Luogu P2197 "Nim template": T cases of normal-play Nim, Yes/No.
// Statement, format and limits: problems/luogu-p2197/README.md.
#include "nimkit/cases.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: luogu-p2197 < input\n"
    "Luogu P2197, normal-play Nim. Input: T, then T cases, each n (n >= 0) then\n"
    "n pile sizes (0..2^63-1), whitespace-separated.\n"
    "Output: one line per case, Yes if the first player wins, else No.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "luogu-p2197", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        for (std::uint64_t c = 0; c < t; ++c) {
            const std::uint64_t x = nimkit::read_xor_case(in, nimkit::NimHeap());  // folded as read: O(1) memory
            out.put(nimkit::nim_mover_wins(x) ? "Yes\n" : "No\n");
        }
    });
}
