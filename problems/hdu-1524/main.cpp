// hdu-1524 - HDU 1524 / POJ 2425 "A Chess Game": chessmen on an acyclic graph.
// Statement, format and limits: problems/hdu-1524/README.md.
#include <string>
#include <utility>
#include <vector>

#include "nimkit/graph_game.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-1524 < input\n"
    "Game: chessmen on a directed acyclic graph (sums of Grundy values).\n"
    "HDU 1524, POJ 2425. Input: test cases until end of input, each N (positions\n"
    "0..N-1, up to 10^7), then N lines, line i: X and the X out-positions of\n"
    "position i; then queries, each M p1 .. pM (M chessmen on those positions,\n"
    "repeats allowed), and a line 0 that ends the test case. A move takes one\n"
    "chessman along one edge; whoever cannot move loses. N = 0 ends the input.\n"
    "Output: one line per query, WIN if the first player wins, else LOSE (DRAW if\n"
    "the graph has a cycle and play can go on forever: not in the judge's data).\n";

static std::uint32_t read_position(nimkit::Reader& in, std::uint64_t n) {
    const std::uint64_t p = in.read_uint("a position");
    if (p >= n) throw nimkit::input_error(in.last_line(), "position " + std::to_string(p) + " is not in 0.." + std::to_string(n - 1));
    return static_cast<std::uint32_t>(p);
}

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-1524", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<std::uint32_t> chessmen;
        while (!in.at_eof()) {
            const std::uint64_t n = in.read_uint("the number of positions", 10000000);
            if (n == 0) break;
            nimkit::Digraph g;
            for (std::uint64_t i = 0; i < n; ++i) {
                const std::uint64_t x = in.read_uint("an out-position count", 0xfffffffeu - g.head.size());
                for (std::uint64_t j = 0; j < x; ++j) g.head.push_back(read_position(in, n));
                g.first.push_back(static_cast<std::uint32_t>(g.head.size()));
            }
            nimkit::TokenGame game(std::move(g));
            // Queries up to the 0 that ends the case (end of input in its place is taken as it).
            while (!in.at_eof()) {
                const std::uint64_t m = in.read_uint("a chessman count");
                if (m == 0) break;
                chessmen.clear();
                for (std::uint64_t i = 0; i < m; ++i) chessmen.push_back(read_position(in, n));
                out.put(nimkit::outcome_word(game.outcome(chessmen.begin(), chessmen.end())));
                out.put('\n');
            }
        }
    });
}
