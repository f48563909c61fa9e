// poj-3710 - POJ 3710 "Christmas Game": sums of Green Hackenbush graphs.
// Statement, format and limits: problems/poj-3710/README.md.
#include <string>
#include <vector>

#include "nimkit/hackenbush.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: poj-3710 < input\n"
    "Game: Green Hackenbush.\n"
    "POJ 3710. Input: test cases until end of input, each N, then N graphs,\n"
    "each: m k (nodes, edges), then k edges a b with a, b in 1..m; node 1 is on\n"
    "the ground. Any multigraph: parallel edges, loops a a, cycles of any shape;\n"
    "m up to 2^63-1, and edges not joined to node 1 count for nothing.\n"
    "Output: one line per test case, Sally if the first player wins Green\n"
    "Hackenbush on the N graphs, else Harry.\n";

static std::uint64_t read_node(nimkit::Reader& in, std::uint64_t m) {
    std::uint64_t v = in.read_uint("a node");
    if (v == 0 || v > m)
        throw nimkit::input_error(in.last_line(), "node " + std::to_string(v) + " is not in 1.." + std::to_string(m));
    return v;
}

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-3710", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<nimkit::HackenbushEdge> edges;
        while (!in.at_eof()) {
            std::uint64_t graphs = in.read_uint("the number of graphs"), x = 0;
            for (std::uint64_t g = 0; g < graphs; ++g) {
                std::uint64_t m = in.read_uint("a node count");
                std::uint64_t k = in.read_uint("an edge count");
                edges.clear();
                for (std::uint64_t e = 0; e < k; ++e) {
                    std::uint64_t a = read_node(in, m);
                    edges.push_back(nimkit::HackenbushEdge(a, read_node(in, m)));
                }
                x ^= nimkit::green_hackenbush(edges, 1);  // Sprague-Grundy: the graphs are a sum
            }
            out.put(x ? "Sally\n" : "Harry\n");
        }
    });
}
