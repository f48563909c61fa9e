// nimkit/grundy.hpp - mex, Grundy tables of subtraction games, tables grown on demand.
//
// Theorem (Sprague-Grundy): g(position) = mex { g(option) }; the mover loses iff
//   g = 0; a sum of games has g = xor of the parts' g. So a sum of subtraction
//   heaps is lost for the mover iff the xor of their table entries is 0.
// mex: O(k) time and memory for k values (values above k cannot be the mex).
// subtraction_grundy_table: g(0..max_heap) for "remove exactly s beads, s in S",
//   O(max_heap * |S|) time, O(max_heap + |S|) memory; g(n) <= |S|.
//   sum_wins: the verdict of a sum of heaps, O(heaps). S may be
//   unsorted and repeat; members above max_heap never apply; 0 is not allowed
//   (a move that removes nothing would never end the game).
// all_but_grundy_table: g(0..n) for "remove any number of beads but those in E"
//   (E finite), O(n * |E|^2).
// fibonacci_moves: 1, 2, 3, 5, 8, ... up to a bound (F(1) = 1, F(2) = 2: the
//   subtraction set of HDU 1848), O(log bound).
// GrowingGrundy: g(n) for heaps as they come, from a table rebuilt at least
//   twice as large whenever a larger heap is asked for: a stream of heaps costs
//   at most 4 tables for the largest heap (tables of linear or higher cost),
//   and a small input never pays for a large table.
// Proved by: tests/test_grundy.cpp, against mex brute force and against P/N
//   search over sums, for random sets in 1..8 and heaps up to 12; the
//   Fibonacci set against its recurrence and P/N search over every position of
//   <= 3 heaps <= 40; GrowingGrundy against one whole table on random query orders.
#ifndef NIMKIT_GRUNDY_HPP
#define NIMKIT_GRUNDY_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimkit {

// The least non-negative integer not among [first, last).
template <class It>
unsigned mex(It first, It last) {
    std::vector<char> seen(static_cast<std::size_t>(last - first) + 1, 0);
    for (; first != last; ++first)
        if (static_cast<std::size_t>(*first) < seen.size()) seen[static_cast<std::size_t>(*first)] = 1;
    unsigned m = 0;
    while (seen[m]) ++m;
    return m;
}

inline std::vector<unsigned> subtraction_grundy_table(const std::vector<std::uint64_t>& moves, std::size_t max_heap) {
    std::vector<std::size_t> s;  // the distinct members that can ever apply
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (moves[i] >= 1 && moves[i] <= max_heap) s.push_back(static_cast<std::size_t>(moves[i]));
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    std::vector<unsigned> g(max_heap + 1, 0);
    // stamp[v] == n marks value v as seen while computing g(n): no clearing per n.
    std::vector<std::size_t> stamp(s.size() + 2, static_cast<std::size_t>(-1));
    for (std::size_t n = 0; n <= max_heap; ++n) {
        for (std::size_t i = 0; i < s.size(); ++i)
            if (s[i] <= n && g[n - s[i]] < stamp.size()) stamp[g[n - s[i]]] = n;
        unsigned m = 0;
        while (stamp[m] == n) ++m;
        g[n] = m;
    }
    return g;
}

// "Subtract anything but E": g(0..n) for the game whose moves remove any k >= 1
// tokens except the members of the finite set E (0 in E is ignored). The
// options of heap m are every earlier heap but the |E| heaps m - e, so its mex
// is the least value v whose earlier heaps are all excluded: the least value
// not seen yet, or a value of an excluded heap whose every occurrence is
// excluded. O(n * |E|^2) time with counts per value, O(n) memory.
inline std::vector<unsigned> all_but_grundy_table(const std::vector<std::uint64_t>& excluded, std::size_t n) {
    std::vector<std::size_t> e;
    for (std::size_t i = 0; i < excluded.size(); ++i)
        if (excluded[i] >= 1 && excluded[i] <= n) e.push_back(static_cast<std::size_t>(excluded[i]));
    std::sort(e.begin(), e.end());
    e.erase(std::unique(e.begin(), e.end()), e.end());
    std::vector<unsigned> g(n + 1, 0);
    std::vector<std::size_t> count(1, 0);  // count[v]: heaps m' < m with g(m') = v
    unsigned unseen = 0;                   // the least value with count 0
    for (std::size_t m = 0; m <= n; ++m) {
        unsigned best = unseen;
        for (std::size_t i = 0; i < e.size() && e[i] <= m; ++i) {
            const unsigned v = g[m - e[i]];
            std::size_t excluded_v = 0;  // excluded heaps of value v
            for (std::size_t j = 0; j < e.size() && e[j] <= m; ++j) excluded_v += g[m - e[j]] == v;
            if (v < best && count[v] == excluded_v) best = v;
        }
        g[m] = best;
        if (best + 1u >= count.size()) count.resize(best + 2u, 0);
        ++count[best];
        while (count[unseen]) {
            ++unseen;
            if (unseen >= count.size()) count.resize(unseen + 1u, 0);
        }
    }
    return g;
}

// Sprague-Grundy: the sum of heaps [first, last) of one game with table g is
// won by the mover iff the xor of their Grundy values is non-zero.
template <class It>
bool sum_wins(const std::vector<unsigned>& g, It first, It last) {
    unsigned x = 0;
    for (; first != last; ++first) x ^= g[static_cast<std::size_t>(*first)];
    return x != 0;
}

// The Fibonacci numbers 1, 2, 3, 5, 8, ... that are <= max (none for max = 0).
inline std::vector<std::uint64_t> fibonacci_moves(std::uint64_t max) {
    std::vector<std::uint64_t> f;
    // F(0) = 1 makes the recurrence start F(1) = 1, F(2) = 2, with 1 once.
    for (std::uint64_t prev = 1, a = 1; a <= max;) {
        f.push_back(a);
        if (prev > max - a) break;  // the next, a + prev, is above max (maybe above 2^64)
        std::uint64_t next = a + prev;
        prev = a;
        a = next;
    }
    return f;
}

// build(n) returns the table g(0..n) of one game; g(n) for any n the caller
// has bounded (the table grows to the largest n asked for, at most doubled).
template <class Build>
class GrowingGrundy {
public:
    explicit GrowingGrundy(Build build) : build_(build) {}
    unsigned operator()(std::size_t n) {
        if (n >= g_.size()) g_ = build_(std::max(n, 2 * g_.size()));
        return g_[n];
    }

private:
    Build build_;
    std::vector<unsigned> g_;
};

template <class Build>
GrowingGrundy<Build> growing_grundy(Build build) {
    return GrowingGrundy<Build>(build);
}

// The table builder of a subtraction game, for GrowingGrundy.
struct SubtractionTable {
    std::vector<std::uint64_t> moves;
    std::vector<unsigned> operator()(std::size_t max_heap) const { return subtraction_grundy_table(moves, max_heap); }
};

}  // namespace nimkit

#endif
