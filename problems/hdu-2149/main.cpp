// hdu-2149 - HDU 2149 "Public Sale": raises of 1..N, the bid reaching the cost M
// wins; list Lele's winning first raises.
// Statement, format and limits: problems/hdu-2149/README.md.
#include "nimkit/bash.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-2149 < input\n"
    "Game: the Bash auction (every winning first bid).\n"
    "HDU 2149. Input: cases until end of input, each M N: the cost M (1..2^63-1)\n"
    "and the largest raise N (1..1000000; the output lists up to N numbers).\n"
    "The price starts at 0, Lele and Yueyue raise it by 1..N in turn, Lele\n"
    "first; whoever brings it to M or more wins.\n"
    "Output: one line per case, Lele's winning first raises in increasing order\n"
    "separated by spaces, or none.\n";

// With M <= N the answer has N - M + 1 numbers: 10^6 keeps a line under 7 MB.
static const std::uint64_t kMaxRaise = 1000000;

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-2149", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t cost = in.read_uint("a cost", 1, nimkit::kMaxInt64, "the cost is 0 (at least 1: the price starts at 0)");
            std::uint64_t max_raise = in.read_uint("a maximum raise", 1, kMaxRaise, "the maximum raise is 0 (a raise is at least 1)");
            nimkit::RaiseRange r = nimkit::winning_first_raises(cost, max_raise);
            if (r.empty()) out.put("none");
            for (std::uint64_t d = r.first; d <= r.last; ++d) {
                if (d != r.first) out.put(' ');
                out.put_uint(d);
            }
            out.put('\n');
        }
    });
}
