// nim - AcWing 891 / POJ 2234: does the first player win normal-play Nim?
// Statement, format and limits: problems/nim/README.md.
#include "nimkit/cases.hpp"
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
            const std::uint64_t x = nimkit::read_xor_case(in, nimkit::NimHeap());  // folded as read: O(1) memory
            out.put(nimkit::nim_mover_wins(x) ? "Yes\n" : "No\n");
        }
    });
}
