// codeforces-87c - Codeforces 87C "Interesting Game": one heap of n stones; a
// move splits a heap into k >= 2 heaps of consecutive sizes; who cannot move
// loses. Print the least k of a winning first split, or -1.
// Statement, format and limits: problems/codeforces-87c/README.md.
#include <vector>

#include "nimkit/consecutive_split.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: codeforces-87c < input\n"
    "Game: split a heap into k >= 2 heaps of consecutive sizes.\n"
    "Codeforces 87C. Input: n (1..10^5), one heap of n stones.\n"
    "A move splits one heap into heaps a > a-1 > ... > a-k+1 > 0, k >= 2; the\n"
    "player who cannot move loses. Serozha moves first.\n"
    "Output: the least k of a first split that wins for Serozha, or -1 if Gena wins.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "codeforces-87c", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t n = in.read_uint("the number of stones n", 1, 100000, "n is 0 (the heap has at least 1 stone)");
        const std::vector<unsigned> g = nimkit::consecutive_split_table(static_cast<std::size_t>(n));
        const std::uint64_t k = nimkit::consecutive_split_least_winning(g, static_cast<std::size_t>(n));
        out.put(k ? std::to_string(k) + "\n" : std::string("-1\n"));
    });
}
