// nimkit/tree_staircase.hpp - staircase Nim on a tree, step k, for every root (Codeforces 1498F).
//
// Game: a tree with a_v stones on vertex v, rooted at r. A move takes any
//   positive number of stones from a vertex of depth >= k and puts them on its
//   k-th ancestor (the vertex k edges nearer the root). Whoever cannot move
//   loses.
// Theorem: the mover wins iff the xor of a_v over the vertices v with
//   floor(depth(v) / k) odd is not 0. Proof: call floor(depth / k) the step of a
//   vertex; a move carries stones from a vertex on step s >= 1 to one on step
//   s-1, and the vertices of step 0 never move. The odd steps are Nim heaps: a
//   move from an odd step is a Nim move on them; stones the other side carries
//   from an even step onto a vertex u of an odd step can at once be carried on
//   from u to u's k-th ancestor (an even step), which restores every odd heap.
//   Stones only go up, so the game is finite; with every odd heap 0 after each
//   of its moves, the xor player always has an answer and so moves last.
// Every root at once (rerooting): with residues mod 2k, down[v][j] = the xor of
//   a_u over u below v (rooted at vertex 0) with depth(u) - depth(v) = j mod 2k;
//   a child c shifts by one: down[v][j+1] takes down[c][j]. Going down, all[c] =
//   down[c] ^ (all[v] without c's part, shifted by one), c's part in all[v]
//   being down[c] shifted by one. The answer of root v is the xor of
//   all[v][j] over j in k..2k-1. O(n k) time, n * 2k words of memory (one table,
//   overwritten from down to all in breadth-first order); k >= n leaves no move.
// Proved by: tests/test_tree_staircase.cpp - the per-root rule against P/N
//   search over the real moves (k-th ancestors found by walking up) on every
//   labelled tree of <= 5 vertices, every root, every k < n, every stone
//   vector of 0..2 per vertex (and trees of 6 vertices with 0..1 stones); the
//   rerooting against the per-root rule for every root of every labelled tree
//   of <= 7 vertices and of random trees of up to 300 vertices (paths, stars,
//   k up to 25 and above n).
#ifndef NIMKIT_TREE_STAIRCASE_HPP
#define NIMKIT_TREE_STAIRCASE_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace nimkit {

typedef std::pair<std::uint32_t, std::uint32_t> TreeEdge;  // two vertices, 0-based

namespace tree_staircase_detail {

// The tree's breadth-first order from `root` and each vertex's parent (the
// root's parent is itself). The n - 1 edges must form a tree (asserted: every
// vertex reached).
inline void bfs(std::size_t n, const std::vector<TreeEdge>& edges, std::size_t root,
                std::vector<std::uint32_t>& order, std::vector<std::uint32_t>& parent) {
    assert(root < n && edges.size() + 1 == n && "tree_staircase: n - 1 edges and a root among 0..n-1");
    std::vector<std::uint32_t> first(n + 1, 0), head(2 * edges.size());
    for (std::size_t e = 0; e < edges.size(); ++e) {
        assert(edges[e].first < n && edges[e].second < n && "tree_staircase: edge ends in 0..n-1");
        ++first[edges[e].first + 1];
        ++first[edges[e].second + 1];
    }
    for (std::size_t v = 0; v < n; ++v) first[v + 1] += first[v];
    std::vector<std::uint32_t> fill(first.begin(), first.end() - 1);
    for (std::size_t e = 0; e < edges.size(); ++e) {
        head[fill[edges[e].first]++] = edges[e].second;
        head[fill[edges[e].second]++] = edges[e].first;
    }
    order.assign(1, static_cast<std::uint32_t>(root));
    parent.assign(n, static_cast<std::uint32_t>(n));
    parent[root] = static_cast<std::uint32_t>(root);
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::uint32_t j = first[order[i]]; j < first[order[i] + 1]; ++j)
            if (parent[head[j]] == n) {
                parent[head[j]] = order[i];
                order.push_back(head[j]);
            }
    assert(order.size() == n && "tree_staircase: the edges do not connect every vertex");
}

}  // namespace tree_staircase_detail

// The xor of a_v over the vertices on odd steps (floor(depth / k) odd) with
// the tree rooted at `root`. O(n).
inline std::uint64_t tree_staircase_nim_sum(std::size_t n, std::uint64_t k, const std::vector<TreeEdge>& edges,
                                            const std::vector<std::uint64_t>& a, std::size_t root) {
    assert(k >= 1 && a.size() == n && "tree_staircase_nim_sum: k >= 1 and a stone count per vertex");
    std::vector<std::uint32_t> order, parent;
    tree_staircase_detail::bfs(n, edges, root, order, parent);
    std::vector<std::uint64_t> depth(n, 0);
    std::uint64_t x = 0;
    for (std::size_t i = 1; i < n; ++i) {
        depth[order[i]] = depth[parent[order[i]]] + 1;
        if (depth[order[i]] / k % 2 == 1) x ^= a[order[i]];
    }
    return x;
}

// True iff the player to move wins with the tree rooted at `root`.
inline bool tree_staircase_mover_wins(std::size_t n, std::uint64_t k, const std::vector<TreeEdge>& edges,
                                      const std::vector<std::uint64_t>& a, std::size_t root) {
    return tree_staircase_nim_sum(n, k, edges, a, root) != 0;
}

// For every root r (0-based), 1 iff the player to move wins with the tree
// rooted at r (Codeforces 1498F: Alice). O(n * min(k, n)) time and memory.
inline std::vector<char> tree_staircase_every_root(std::size_t n, std::uint64_t k, const std::vector<TreeEdge>& edges,
                                                   const std::vector<std::uint64_t>& a) {
    assert(k >= 1 && a.size() == n && n >= 1 && "tree_staircase_every_root: k >= 1 and a stone count per vertex");
    std::vector<char> wins(n, 0);
    if (k >= n) return wins;  // every depth is below k: no move from any root
    const std::size_t m = 2 * static_cast<std::size_t>(k);  // residues of depth mod 2k
    std::vector<std::uint32_t> order, parent;
    tree_staircase_detail::bfs(n, edges, 0, order, parent);
    std::vector<std::uint64_t> t(n * m, 0);  // down[v], then all[v], at t[v * m ..]
    for (std::size_t v = 0; v < n; ++v) t[v * m] = a[v];
    for (std::size_t i = n; i-- > 1;) {  // children before parents: down[]
        const std::uint64_t* c = &t[order[i] * m];
        std::uint64_t* p = &t[parent[order[i]] * m];
        for (std::size_t j = 0; j < m; ++j) p[(j + 1) % m] ^= c[j];
    }
    std::vector<std::uint64_t> outside(m);
    for (std::size_t i = 1; i < n; ++i) {  // parents before children: all[]
        std::uint64_t* c = &t[order[i] * m];
        const std::uint64_t* p = &t[parent[order[i]] * m];
        for (std::size_t j = 0; j < m; ++j) outside[j] = p[j] ^ c[(j + m - 1) % m];
        for (std::size_t j = 0; j < m; ++j) c[j] ^= outside[(j + m - 1) % m];
    }
    for (std::size_t v = 0; v < n; ++v) {
        std::uint64_t x = 0;
        for (std::size_t j = static_cast<std::size_t>(k); j < m; ++j) x ^= t[v * m + j];
        wins[v] = x != 0;
    }
    return wins;
}

}  // namespace nimkit

#endif
