// s-nim - HDU 1536 / HDU 1944 "S-Nim": sums of subtraction games.
// Statement, format and limits: problems/s-nim/README.md.
#include <algorithm>
#include <vector>

#include "nimkit/grundy.hpp"
#include "nimkit/subtraction.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: s-nim < input\n"
    "Game: subtraction sets, sums of heaps.\n"
    "HDU 1536. Input: test cases, each: k and the k members of S (1..2^63-1, any\n"
    "order, repeats allowed); m; then m positions, each l and l heap sizes\n"
    "(0..10000, the judge's limit). A lone 0 (or the end of input) ends the input.\n"
    "Output: one line per test case, one letter per position: W if the player\n"
    "to move wins, L if they lose.\n";

static const std::uint64_t kMaxHeap = 10000;

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "s-nim", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<std::uint64_t> s;
        std::vector<std::vector<std::size_t> > positions;
        while (!in.at_eof()) {
            std::uint64_t k = in.read_uint("the size of S");
            if (k == 0) break;
            s.clear();
            for (std::uint64_t i = 0; i < k; ++i) {
                std::uint64_t v = in.read_uint("a member of S", 1, nimkit::kMaxInt64, "a member of S is 0 (removing nothing never ends the game)");
                s.push_back(v);
            }
            std::uint64_t m = in.read_uint("the number of positions");
            positions.assign(0, std::vector<std::size_t>());
            std::size_t max_heap = 0;
            for (std::uint64_t j = 0; j < m; ++j) {
                positions.push_back(std::vector<std::size_t>());
                std::uint64_t l = in.read_uint("a heap count");
                for (std::uint64_t i = 0; i < l; ++i) {
                    std::size_t h = static_cast<std::size_t>(in.read_uint("a heap size", kMaxHeap));
                    positions.back().push_back(h);
                    max_heap = std::max(max_heap, h);
                }
            }
            std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, max_heap);
            for (std::size_t j = 0; j < positions.size(); ++j)
                out.put(nimkit::sum_mover_wins(g, positions[j].begin(), positions[j].end()) ? 'W' : 'L');
            out.put('\n');
        }
    });
}
