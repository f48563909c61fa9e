// codeforces-1498f - Codeforces 1498F "Christmas Game": staircase Nim on a tree with step k, every root.
// Statement, format and limits: problems/codeforces-1498f/README.md.
#include <string>
#include <vector>

#include "nimkit/solver.hpp"
#include "nimkit/tree_staircase.hpp"

static const char kHelp[] =
    "usage: codeforces-1498f < input\n"
    "Game: staircase Nim on a tree (stones move to the k-th ancestor), every root.\n"
    "Codeforces 1498F. Input: n k (n vertices, 1..1000000; k at least 1, up to\n"
    "2^63-1; when k < n, n * k at most 8000000), then n - 1 edges x y (vertices\n"
    "1..n, forming a tree), then a_1 .. a_n (stones on each vertex, 0..2^63-1).\n"
    "A move takes stones from a vertex of depth >= k to its k-th ancestor; whoever\n"
    "cannot move loses. Alice moves first.\n"
    "Output: one line of n numbers, the i-th 1 if Alice wins with the tree rooted\n"
    "at vertex i, else 0.\n";

static const std::uint64_t kMaxVertices = 1000000, kMaxTable = 8000000;

// Union-find over the vertices, so an edge that closes a cycle is found as it is read.
static std::uint32_t find(std::vector<std::uint32_t>& up, std::uint32_t v) {
    while (up[v] != v) v = up[v] = up[up[v]];
    return v;
}

static std::uint32_t read_vertex(nimkit::Reader& in, std::uint64_t n) {
    const std::uint64_t v = in.read_uint("a vertex");
    if (v < 1 || v > n) throw nimkit::input_error(in.last_line(), "vertex " + std::to_string(v) + " is not in 1.." + std::to_string(n));
    return static_cast<std::uint32_t>(v - 1);
}

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "codeforces-1498f", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        const std::uint64_t n = in.read_uint("the number of vertices", 1, kMaxVertices, "a tree needs a vertex (n = 0)");
        const std::uint64_t k = in.read_uint("the step k", 1, nimkit::kMaxInt64, "the step k is 0 (stones must move up)");
        if (k < n && n * k > kMaxTable)
            throw nimkit::input_error(in.last_line(), "n * k = " + std::to_string(n * k) + " is above " + std::to_string(kMaxTable) +
                                                          " (the table takes 16 bytes a pair)");
        std::vector<nimkit::TreeEdge> edges;
        std::vector<std::uint32_t> up(n);
        for (std::uint32_t v = 0; v < n; ++v) up[v] = v;
        for (std::uint64_t e = 0; e + 1 < n; ++e) {
            const std::uint32_t x = read_vertex(in, n), y = read_vertex(in, n);
            const std::uint32_t rx = find(up, x), ry = find(up, y);
            if (rx == ry)
                throw nimkit::input_error(in.last_line(), "edge " + std::to_string(x + 1) + " " + std::to_string(y + 1) + " closes a cycle (not a tree)");
            up[rx] = ry;
            edges.push_back(nimkit::TreeEdge(x, y));
        }
        std::vector<std::uint64_t> a;
        in.read_uints(n, "a stone count", nimkit::kMaxInt64, [&a](std::uint64_t v) { a.push_back(v); });
        const std::vector<char> wins = nimkit::tree_staircase_every_root(n, k, edges, a);
        for (std::size_t v = 0; v < n; ++v) {
            if (v) out.put(' ');
            out.put(wins[v] ? '1' : '0');
        }
        out.put('\n');
    });
}
