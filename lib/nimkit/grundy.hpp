// nimkit/grundy.hpp - mex, and Grundy tables of subtraction games.
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
// Proved by: tests/test_grundy.cpp, against mex brute force and against P/N
//   search over sums, for random sets in 1..8 and heaps up to 12.
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

// Sprague-Grundy: the sum of heaps [first, last) of one game with table g is
// won by the mover iff the xor of their Grundy values is non-zero.
template <class It>
bool sum_wins(const std::vector<unsigned>& g, It first, It last) {
    unsigned x = 0;
    for (; first != last; ++first) x ^= g[static_cast<std::size_t>(*first)];
    return x != 0;
}

}  // namespace nimkit

#endif
