// nimkit/hackenbush.hpp - Green Hackenbush: the Grundy value of a grounded multigraph.
//
// Game: a graph with one vertex on the ground; a move deletes one edge, and
//   whatever is no longer connected to the ground disappears. Normal play.
// Theorems (Winning Ways, Berlekamp, Conway & Guy, ch. 7):
//   Colon principle: a tree's value is the xor over the root's children c of
//   (value of the subtree at c) + 1; so a stalk of n edges is worth n.
//   Fusion principle: the vertices of any cycle may be fused into one vertex,
//   its edges becoming loops, each worth 1. Fusing every cycle leaves each
//   2-edge-connected part (what stays together when the bridges are cut) as
//   one vertex with one loop per edge of the part - worth (its edges mod 2) -
//   and the bridges as a tree, valued by the colon principle. An odd cycle is
//   one pendant edge, an even one nothing; k parallel edges are a cycle of
//   two vertices (k mod 2), a self-loop a cycle of one (1).
// green_hackenbush(edges, ground): any multigraph, vertices any 64-bit labels;
//   edges not connected to the ground count for nothing. One depth-first
//   search (bridges by low links) with its own stack, so no recursion: O(k log k)
//   time for k edges (the labels are sorted), O(k) memory.
// Proved by: tests/test_hackenbush.cpp - the value equals the mex over edge
//   deletions for every connected multigraph of <= 7 edges (19022, loops and
//   parallel edges), every tree of <= 9 edges, every graph of POJ 3710's shape
//   of <= 9 edges (3971); the xor of two graphs against P/N search of both;
//   a stalk 10^6 deep.
// HackenbushTree, green_hackenbush_tree(edges, n, root, value): the fast path
//   for a tree on the vertices 0..n-1 (AtCoder AGC017 D): peel leaves other
//   than the root, each adding (its value + 1) into its one remaining
//   neighbour (colon principle). A leaf's neighbour is the xor of its
//   neighbours' indices, so no adjacency list is built and edges are folded
//   as they are read: O(n) time, 16 bytes a vertex, no sort, no stack.
//   The edges form a tree iff n - 1 leaves are peeled (each peel uses up one
//   edge; a loop or a cycle is never peeled); otherwise it returns false and
//   the caller falls back on green_hackenbush. Proved by: the same file -
//   equal to the mex over edge deletions for every tree of <= 9 edges
//   grounded at each vertex; false for every connected multigraph of <= 6
//   edges that is not a tree and for graphs with unused vertices.
#ifndef NIMKIT_HACKENBUSH_HPP
#define NIMKIT_HACKENBUSH_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace nimkit {

typedef std::pair<std::uint64_t, std::uint64_t> HackenbushEdge;

// The graph by vertex index (the labels sorted): edge e joins a[e] and b[e];
// incident[first[v]..first[v + 1]) are the edges at v but loops.
// value[v]: the value of what hangs below v within the search tree, v's
// 2-edge-connected part fused into its top vertex. It starts as v's loops.
struct InternalHackenbushGraph {
    std::vector<std::uint64_t> label, value;
    std::vector<std::size_t> a, b, first, incident;
    std::size_t index_of(std::uint64_t v) const {
        return static_cast<std::size_t>(std::lower_bound(label.begin(), label.end(), v) - label.begin());
    }
};

inline void internal_hackenbush_graph(const std::vector<HackenbushEdge>& edges, std::uint64_t ground, InternalHackenbushGraph& g) {
    std::vector<std::uint64_t>& label = g.label;
    label.assign(1, ground);
    for (std::size_t e = 0; e < edges.size(); ++e) {
        label.push_back(edges[e].first);
        label.push_back(edges[e].second);
    }
    std::sort(label.begin(), label.end());
    label.erase(std::unique(label.begin(), label.end()), label.end());
    const std::size_t n = label.size(), k = edges.size();
    std::vector<std::size_t>& a = g.a, &b = g.b, &first = g.first;
    a.resize(k), b.resize(k), first.assign(n + 1, 0), g.value.assign(n, 0);
    for (std::size_t e = 0; e < k; ++e) {
        a[e] = g.index_of(edges[e].first);
        b[e] = g.index_of(edges[e].second);
        if (a[e] == b[e]) {
            g.value[a[e]] ^= 1;
        } else {
            ++first[a[e] + 1];
            ++first[b[e] + 1];
        }
    }
    for (std::size_t v = 0; v < n; ++v) first[v + 1] += first[v];
    std::vector<std::size_t> next(first.begin(), first.end() - 1);
    g.incident.resize(first[n]);
    for (std::size_t e = 0; e < k; ++e)
        if (a[e] != b[e]) {
            g.incident[next[a[e]]++] = e;
            g.incident[next[b[e]]++] = e;
        }
}

inline std::uint64_t green_hackenbush(const std::vector<HackenbushEdge>& edges, std::uint64_t ground) {
    InternalHackenbushGraph g;
    internal_hackenbush_graph(edges, ground, g);
    const std::vector<std::size_t>& a = g.a, &b = g.b, &first = g.first, &incident = g.incident;
    std::vector<std::uint64_t>& value = g.value;
    const std::size_t n = g.label.size(), none = edges.size();
    // Depth-first search from the ground; order[v] = 0 until v is reached.
    std::vector<std::size_t> order(n, 0), low(n), up_edge(n), stack;
    const std::size_t root = g.index_of(ground);
    std::size_t reached = 0;
    std::vector<std::size_t> next(first.begin(), first.end() - 1);
    order[root] = low[root] = ++reached;
    up_edge[root] = none;
    stack.push_back(root);
    while (!stack.empty()) {
        const std::size_t v = stack.back();
        if (next[v] < first[v + 1]) {
            const std::size_t e = incident[next[v]++];
            if (e == up_edge[v]) continue;  // by id, not by vertex: a parallel edge is a cycle
            const std::size_t w = a[e] == v ? b[e] : a[e];
            if (!order[w]) {
                order[w] = low[w] = ++reached;
                up_edge[w] = e;
                stack.push_back(w);
            } else if (order[w] < order[v]) {  // an edge back up: inside v's part, a loop
                low[v] = std::min(low[v], order[w]);
                value[v] ^= 1;
            }  // else the same back edge seen from its upper end: counted from below
            continue;
        }
        stack.pop_back();
        if (stack.empty()) break;
        const std::size_t p = stack.back();
        low[p] = std::min(low[p], low[v]);
        // A bridge hangs v's part from p (colon principle); any other edge to p
        // joins v's part to p's, and is one more loop there (fusion principle).
        value[p] ^= low[v] > order[p] ? value[v] + 1 : value[v] ^ 1;
    }
    return value[root];
}

// Green Hackenbush on a tree, folded one edge at a time as it is read
// (vertices 0..n-1, n < 2^32): no edge list, 16 bytes a vertex.
class HackenbushTree {
public:
    explicit HackenbushTree(std::size_t n) : vertex_(n), edges_(0) {
        assert(n >= 1 && n <= 0xFFFFFFFFu && "HackenbushTree: 1 to 2^32-1 vertices");
    }
    void add_edge(std::size_t a, std::size_t b) {
        assert(a < vertex_.size() && b < vertex_.size() && "HackenbushTree: an edge between two of the n vertices");
        ++vertex_[a].degree;
        ++vertex_[b].degree;
        vertex_[a].others ^= static_cast<std::uint32_t>(b);
        vertex_[b].others ^= static_cast<std::uint32_t>(a);
        ++edges_;
    }
    // True (and `value` set to the Grundy value with `root` on the ground)
    // iff the edges added form a tree spanning all n vertices; false if not
    // (a cycle, a loop, parallel edges, a part away from the root), `value`
    // left as it was. Uses up the fold: call it once.
    bool value(std::size_t root, std::uint64_t& value) {
        const std::size_t n = vertex_.size();
        assert(root < n && "HackenbushTree: the root is one of the n vertices");
        if (edges_ + 1 != n) return false;  // also keeps every degree below 2^32
        std::size_t peeled = 0;
        for (std::size_t i = 0; i < n; ++i)  // peel i if it is a leaf, then its neighbour if that became one, ...
            for (std::size_t v = i; v != root && vertex_[v].degree == 1; ++peeled) {
                Vertex& leaf = vertex_[v];
                const std::size_t p = leaf.others;
                Vertex& up = vertex_[p];
                up.below ^= leaf.below + 1;
                up.others ^= static_cast<std::uint32_t>(v);
                --up.degree;
                leaf.degree = 0;
                v = p;
            }
        if (peeled + 1 != n) return false;
        value = vertex_[root].below;
        return true;
    }

private:
    struct Vertex {
        std::uint64_t below;   // the value of what hangs below, grown as children are peeled
        std::uint32_t degree;  // edges still standing
        std::uint32_t others;  // xor of the neighbours still standing: a leaf's one neighbour
        Vertex() : below(0), degree(0), others(0) {}
    };
    std::vector<Vertex> vertex_;
    std::uint64_t edges_;
};

// The same from an edge list over 0..n-1 (1 <= n < 2^32); a vertex >= n gives false.
inline bool green_hackenbush_tree(const std::vector<HackenbushEdge>& edges, std::size_t n, std::size_t root,
                                  std::uint64_t& value) {
    if (edges.size() + 1 != n) return false;
    HackenbushTree tree(n);
    for (std::size_t e = 0; e < edges.size(); ++e) {
        if (edges[e].first >= n || edges[e].second >= n) return false;
        tree.add_edge(static_cast<std::size_t>(edges[e].first), static_cast<std::size_t>(edges[e].second));
    }
    return tree.value(root, value);
}

}  // namespace nimkit

#endif
