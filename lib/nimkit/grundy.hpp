// nimkit/grundy.hpp - the Sprague-Grundy basics: mex, the verdict of a sum,
// Grundy tables grown on demand.
//
// mex(first, last): the least non-negative integer not in the range, O(k) time
//   and memory for k values (a value above k cannot be the mex).
// sum_mover_wins(g, heaps): the verdict of a sum of heaps of one game whose
//   table is g: the mover wins iff the xor of their values is non-zero, O(heaps).
// GrowingGrundy: g(n) for heaps as they come, from a table rebuilt at least
//   twice as large whenever a larger heap is asked for (nimkit/internal_growth.hpp).
// Theorem (Sprague-Grundy, docs/theory.md): g(position) = mex of g(options);
//   the mover loses iff g = 0; a sum of games has g = xor of the parts' g.
// Proved by: tests/test_grundy.cpp (mex, sums against P/N search over the sum
//   itself, GrowingGrundy against one whole table on random query orders).
#ifndef NIMKIT_GRUNDY_HPP
#define NIMKIT_GRUNDY_HPP

#include <cassert>
#include <cstddef>
#include <vector>

#include "nimkit/internal_growth.hpp"
// Subtraction tables lived here before 0.4.0; kept reachable so solutions that
// include grundy.hpp for them still compile.
#include "nimkit/subtraction.hpp"

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

// The sum of heaps [first, last) of one game with table g: the mover wins iff
// the xor of their Grundy values is non-zero. Every heap must be < g.size().
template <class It>
bool sum_mover_wins(const std::vector<unsigned>& g, It first, It last) {
    unsigned x = 0;
    for (; first != last; ++first) {
        assert(static_cast<std::size_t>(*first) < g.size() && "sum_mover_wins: a heap beyond the table");
        x ^= g[static_cast<std::size_t>(*first)];
    }
    return x != 0;
}

// build(n) returns the table g(0..n) of one game; g(n) for any n the caller
// has bounded (the table grows to the largest n asked for, at least doubled).
template <class Build>
class GrowingGrundy {
public:
    explicit GrowingGrundy(Build build) : table_(build) {}
    unsigned operator()(std::size_t n) { return table_.at(n); }

private:
    GrowingTable<Build> table_;
};

template <class Build>
GrowingGrundy<Build> growing_grundy(Build build) {
    return GrowingGrundy<Build>(build);
}

}  // namespace nimkit

#endif
