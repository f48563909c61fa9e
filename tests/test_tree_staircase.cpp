// Staircase Nim on a tree with step k (Codeforces 1498F): the per-root rule
// against P/N search over the real moves, and the rerooting against the rule
// root by root.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <unordered_map>
#include <vector>

#include "nimkit/tree_staircase.hpp"
#include "sanitized.hpp"

using nimkit::TreeEdge;

namespace {

// Every labelled tree on n vertices, from its Pruefer sequence (n >= 2).
template <class F>
void for_each_tree(std::size_t n, F f) {
    if (n == 1) {
        f(std::vector<TreeEdge>());
        return;
    }
    std::vector<std::uint32_t> code(n - 2, 0);
    for (;;) {
        std::vector<std::uint32_t> degree(n, 1);
        for (std::size_t i = 0; i < code.size(); ++i) ++degree[code[i]];
        std::vector<TreeEdge> edges;
        for (std::size_t i = 0; i < code.size(); ++i) {
            std::uint32_t leaf = 0;
            while (degree[leaf] != 1) ++leaf;
            edges.push_back(TreeEdge(leaf, code[i]));
            --degree[leaf];
            --degree[code[i]];
        }
        std::uint32_t u = 0;
        while (degree[u] != 1) ++u;
        std::uint32_t v = u + 1;
        while (degree[v] != 1) ++v;
        edges.push_back(TreeEdge(u, v));
        f(edges);
        std::size_t i = 0;
        while (i < code.size() && code[i] == n - 1) code[i++] = 0;
        if (i == code.size()) break;
        ++code[i];
    }
}

// The real game on one rooted tree: ancestor[v] is v's k-th ancestor, or n
// when v is less than k deep (no move from it). States pack a_v in 4 bits each.
struct TreeGame {
    std::vector<std::uint32_t> ancestor;
    std::unordered_map<std::uint64_t, bool> memo;

    TreeGame(std::size_t n, std::uint64_t k, const std::vector<TreeEdge>& edges, std::size_t root) : ancestor(n, n) {
        std::vector<std::uint32_t> parent(n, n);  // found by walking from the root, no library code
        std::vector<std::uint32_t> stack(1, root);
        parent[root] = root;
        while (!stack.empty()) {
            std::uint32_t v = stack.back();
            stack.pop_back();
            for (std::size_t e = 0; e < edges.size(); ++e) {
                std::uint32_t w = edges[e].first == v ? edges[e].second : edges[e].second == v ? edges[e].first : n;
                if (w != n && parent[w] == n) {
                    parent[w] = v;
                    stack.push_back(w);
                }
            }
        }
        for (std::size_t v = 0; v < n; ++v) {
            std::uint32_t u = v;
            std::uint64_t up = 0;
            while (up < k && u != root) u = parent[u], ++up;
            if (up == k) ancestor[v] = u;
        }
    }
    static std::uint64_t at(std::uint64_t s, std::size_t v) { return s >> (4 * v) & 15; }
    bool wins(std::uint64_t s) {
        std::unordered_map<std::uint64_t, bool>::iterator it = memo.find(s);
        if (it != memo.end()) return it->second;
        bool w = false;
        for (std::size_t v = 0; v < ancestor.size() && !w; ++v) {
            if (ancestor[v] == ancestor.size()) continue;
            for (std::uint64_t m = 1; m <= at(s, v) && !w; ++m)
                w = !wins(s - (m << (4 * v)) + (m << (4 * ancestor[v])));
        }
        memo[s] = w;
        return w;
    }
};

void check_by_search(std::size_t n, std::uint64_t most, long& checked) {
    for_each_tree(n, [&](const std::vector<TreeEdge>& edges) {
        for (std::size_t root = 0; root < n; ++root)
            for (std::uint64_t k = 1; k < n; ++k) {
                TreeGame game(n, k, edges, root);
                std::vector<std::uint64_t> a(n, 0);
                for (;;) {
                    std::uint64_t s = 0;
                    for (std::size_t v = 0; v < n; ++v) s |= a[v] << (4 * v);
                    const bool wins = nimkit::tree_staircase_mover_wins(n, k, edges, a, root);
                    CHECK(wins == game.wins(s));
                    ++checked;
                    std::size_t i = 0;
                    while (i < n && a[i] == most) a[i++] = 0;
                    if (i == n) break;
                    ++a[i];
                }
            }
    });
}

void check_every_root(std::size_t n, std::uint64_t k, const std::vector<TreeEdge>& edges, const std::vector<std::uint64_t>& a) {
    std::vector<char> all = nimkit::tree_staircase_every_root(n, k, edges, a);
    REQUIRE(all.size() == n);
    for (std::size_t r = 0; r < n; ++r) CHECK((all[r] != 0) == nimkit::tree_staircase_mover_wins(n, k, edges, a, r));
}

}  // namespace

TEST_CASE("Tree staircase: mover wins iff the xor over vertices with floor(depth/k) odd != 0, every labelled tree of <= 5 vertices with 0..2 stones a vertex and of 6 vertices with 0..1, every root, every k < n (oracle: P/N search over moves to the k-th ancestor, under the sanitizers the "
          "trees of <= 5 vertices)") {
    long checked = 0;
    for (std::size_t n = 1; n <= 5; ++n) check_by_search(n, 2, checked);
    if (!nimkit_test::kSanitized) check_by_search(6, 1, checked);
    // trees (n^(n-2)) x roots x k values x stone vectors
    CHECK(checked == 0 + 1 * 2 * 1 * 9 + 3 * 3 * 2 * 27 + 16 * 4 * 3 * 81 + 125 * 5 * 4 * 243 +
                         (nimkit_test::kSanitized ? 0 : 1296L * 6 * 5 * 64));
}

TEST_CASE("Tree staircase: tree_staircase_every_root equals the per-root rule, every labelled tree of <= 7 vertices (k = 1..n, random stones) and random trees of up to 300 vertices (k up to 25 and above n)") {
    std::mt19937_64 rng(1498);
    for (std::size_t n = 1; n <= 7; ++n)
        for_each_tree(n, [&](const std::vector<TreeEdge>& edges) {
            for (std::uint64_t k = 1; k <= n; ++k) {
                std::vector<std::uint64_t> a(n);
                for (std::size_t v = 0; v < n; ++v) a[v] = rng() % 4;
                check_every_root(n, k, edges, a);
            }
        });
    for (int round = 0; round < 300; ++round) {
        const std::size_t n = 1 + rng() % 300;
        std::vector<TreeEdge> edges;
        for (std::uint32_t v = 1; v < n; ++v) {
            const std::uint32_t shape = round % 3;  // random parents, a path, a star
            const std::uint32_t p = shape == 0 ? static_cast<std::uint32_t>(rng() % v) : shape == 1 ? v - 1 : 0;
            edges.push_back(rng() % 2 ? TreeEdge(p, v) : TreeEdge(v, p));
        }
        std::vector<std::uint64_t> a(n);
        for (std::size_t v = 0; v < n; ++v) a[v] = rng() % 3 == 0 ? rng() >> 1 : rng() % 8;
        check_every_root(n, 1 + rng() % 25, edges, a);
    }
}

TEST_CASE("Tree staircase: Codeforces 1498F's sample, k >= n, 2^63-1 stones") {
    std::vector<TreeEdge> edges = {TreeEdge(0, 1), TreeEdge(0, 2), TreeEdge(4, 1), TreeEdge(3, 2)};
    std::vector<std::uint64_t> a = {0, 3, 2, 4, 4};
    CHECK(nimkit::tree_staircase_every_root(5, 1, edges, a) == std::vector<char>{1, 0, 0, 1, 1});
    CHECK(nimkit::tree_staircase_nim_sum(5, 1, edges, a, 0) == (3 ^ 2));
    CHECK(nimkit::tree_staircase_every_root(5, 5, edges, a) == std::vector<char>(5, 0));
    std::vector<TreeEdge> path = {TreeEdge(0, 1), TreeEdge(1, 2)};
    std::vector<std::uint64_t> big = {9223372036854775807ULL, 1, 9223372036854775807ULL};
    CHECK(nimkit::tree_staircase_every_root(3, 1, path, big) == std::vector<char>{1, 0, 1});
}
