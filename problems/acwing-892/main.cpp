// acwing-892 - AcWing 892 "台阶-Nim游戏": staircase Nim, does the first player win?
// Statement, format and limits: problems/acwing-892/README.md.
#include "nimkit/solver.hpp"
#include "nimkit/staircase.hpp"

static const char kHelp[] =
    "usage: acwing-892 < input\n"
    "AcWing 892 (staircase Nim: move stones from a step to the step below; from\n"
    "step 1 they leave). Input: n, then the stones on steps 1..n (0..2^63-1).\n"
    "One case; what follows it is not read.\n"
    "Output: Yes if the first player wins, else No.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "acwing-892", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        std::uint64_t n = in.read_uint("the number of steps");
        nimkit::StaircaseNim steps;  // folded as read: O(1) memory
        in.read_uints(n, "a number of stones", nimkit::kMaxInt64, [&steps](std::uint64_t v) { steps.add_step(v); });
        out.put(steps.mover_wins() ? "Yes\n" : "No\n");
    });
}
