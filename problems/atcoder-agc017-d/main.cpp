// atcoder-agc017-d - AtCoder AGC017 D "Game on Tree": Green Hackenbush on a tree grounded at vertex 1.
// Statement, format and limits: problems/atcoder-agc017-d/README.md.
#include <string>

#include "nimkit/hackenbush.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: atcoder-agc017-d < input\n"
    "Game: Green Hackenbush on a tree.\n"
    "AtCoder AGC017 D. Input: N (1..10^7 vertices), then N-1 edges x y with\n"
    "x, y in 1..N forming a tree. A move removes one edge and the part no longer\n"
    "joined to vertex 1; who cannot move loses. Alice moves first.\n"
    "Output: Alice if the first player wins, else Bob.\n";

// 16 bytes a vertex: 160 MB at the bound.
static const std::uint64_t kMaxVertices = 10000000;

static std::size_t read_vertex(nimkit::Reader& in, std::uint64_t n) {
    std::uint64_t v = in.read_uint("a vertex");
    if (v == 0 || v > n)
        throw nimkit::input_error(in.last_line(), "vertex " + std::to_string(v) + " is not in 1.." + std::to_string(n));
    return static_cast<std::size_t>(v - 1);  // vertices 0..N-1, the root 0
}

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "atcoder-agc017-d", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        const std::uint64_t n = in.read_uint("the number of vertices", 1, kMaxVertices, "the number of vertices is 0 (vertex 1 is the root)");
        nimkit::HackenbushTree tree(static_cast<std::size_t>(n));  // folded as read: no edge list
        for (std::uint64_t e = 1; e < n; ++e) {
            std::size_t x = read_vertex(in, n);
            tree.add_edge(x, read_vertex(in, n));
        }
        std::uint64_t value = 0;
        if (!tree.value(0, value))
            throw nimkit::input_error(in.last_line(), "the " + std::to_string(n - 1) + " edges do not form a tree on 1.." + std::to_string(n) +
                                                          " (a cycle, a repeated edge or a loop)");
        out.put(value ? "Alice\n" : "Bob\n");
    });
}
