// nimkit/range_game.hpp - heap games whose moves from a heap n leave one heap
// anywhere in a range [lo(n), hi(n)] (or in several ranges; a fixed list of
// heaps is a list of one-heap ranges): g(0..N) without listing the options one
// by one, and the value of a heap far past the table (to 10^18) whenever its
// ranges lie inside the table.
//
// RangeGame(ranges, n): ranges(h, out) fills `out` (cleared before each call)
//   with the ranges [lo, hi] of heaps a move from heap h may leave; a range
//   with lo > hi is empty and ignored; within the table every hi < h.
//   g(h) = mex of g over the union of h's ranges (Sprague-Grundy). The table
//   keeps, for each value v, the heaps of value v in ascending order, so "is
//   there a heap of value v in [lo, hi]" is one binary search, and g(h) costs
//   (g(h) + 1) * ranges * log n: a value is looked for until one is absent.
//   Listing the options instead costs their number, sum of (hi - lo + 1).
// value(h): from the table for h < size(), else the same mex over h's ranges,
//   which must lie inside the table (std::out_of_range otherwise). move_to(h,
//   target, to): the least heap of value `target` in h's ranges.
// Proved by: tests/test_range_game.cpp - every game on heaps <= 6 with one
//   range a heap (216832 games) and 2000 random games with up to four ranges a
//   heap (heaps <= 60) against the mex over the options listed one by one;
//   x -> [x^(1/4), x^(1/2)] (Codeforces 255E) to heap 10^6 and heaps to
//   7 * 10^11 by direct mex over the ranges, x -> [x^(1/4), x^(1/3)] to 10^18;
//   every move_to against the definition.
#ifndef NIMKIT_RANGE_GAME_HPP
#define NIMKIT_RANGE_GAME_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace nimkit {

// The heaps lo..hi a move may leave (empty when lo > hi).
typedef std::pair<std::uint64_t, std::uint64_t> HeapRange;

template <class Ranges>
class RangeGame {
public:
    // g(0..n), n < 2^32 - 1. std::invalid_argument if a range of heap h
    // reaches h or above.
    RangeGame(Ranges ranges, std::size_t n) : ranges_(ranges) {
        assert(n < 0xffffffffULL && "RangeGame: n < 2^32 - 1");
        g_.reserve(n + 1);
        for (std::size_t h = 0; h <= n; ++h) {
            scratch_.clear();
            ranges_(static_cast<std::uint64_t>(h), scratch_);
            for (std::size_t i = 0; i < scratch_.size(); ++i)
                if (scratch_[i].first <= scratch_[i].second && scratch_[i].second >= h)
                    throw std::invalid_argument("RangeGame: a move from heap " + std::to_string(h) + " leaves a heap in [" +
                                                std::to_string(scratch_[i].first) + ", " + std::to_string(scratch_[i].second) +
                                                "] (every heap left must be smaller)");
            const unsigned v = mex();
            g_.push_back(v);
            if (v >= at_.size()) at_.resize(v + 1u);
            at_[v].push_back(static_cast<std::uint32_t>(h));
        }
    }

    std::size_t size() const { return g_.size(); }
    const std::vector<unsigned>& values() const { return g_; }

    // g(h): any h < size(), or a larger h whose ranges lie below size().
    unsigned value(std::uint64_t h) {
        if (h < g_.size()) return g_[static_cast<std::size_t>(h)];
        list(h);
        return mex();
    }

    // A heap of value `target` that a move from h may leave (the least such),
    // in `to`; false if none. h as for value().
    bool move_to(std::uint64_t h, unsigned target, std::uint64_t& to) {
        list(h);
        bool found = false;
        for (std::size_t i = 0; i < scratch_.size(); ++i) {
            std::uint64_t at;
            if (first(target, scratch_[i], at) && (!found || at < to)) to = at, found = true;
        }
        return found;
    }

private:
    // h's ranges in scratch_; those of a heap past the table must lie inside it.
    void list(std::uint64_t h) {
        scratch_.clear();
        ranges_(h, scratch_);
        if (h < g_.size()) return;
        for (std::size_t i = 0; i < scratch_.size(); ++i)
            if (scratch_[i].first <= scratch_[i].second && scratch_[i].second >= g_.size())
                throw std::out_of_range("RangeGame: heap " + std::to_string(h) + " moves to [" + std::to_string(scratch_[i].first) +
                                        ", " + std::to_string(scratch_[i].second) + "], beyond the table (g(0.." +
                                        std::to_string(g_.size() - 1) + "))");
    }

    // The least heap of value v in r, in at; false if none.
    bool first(unsigned v, const HeapRange& r, std::uint64_t& at) const {
        if (v >= at_.size() || r.first > r.second) return false;
        const std::vector<std::uint32_t>& heaps = at_[v];
        const std::uint64_t lo = std::min<std::uint64_t>(r.first, 0xffffffffULL);
        const std::vector<std::uint32_t>::const_iterator it = std::lower_bound(heaps.begin(), heaps.end(), static_cast<std::uint32_t>(lo));
        if (it == heaps.end() || *it > r.second) return false;
        at = *it;
        return true;
    }

    // The mex of g over the ranges in scratch_.
    unsigned mex() const {
        for (unsigned v = 0;; ++v) {
            bool present = false;
            std::uint64_t at;
            for (std::size_t i = 0; i < scratch_.size() && !present; ++i) present = first(v, scratch_[i], at);
            if (!present) return v;
        }
    }

    Ranges ranges_;
    std::vector<unsigned> g_;
    std::vector<std::vector<std::uint32_t> > at_;  // at_[v]: the heaps of value v, ascending
    std::vector<HeapRange> scratch_;
};

// The game of a lambda, its type deduced.
template <class Ranges>
RangeGame<Ranges> range_game(Ranges ranges, std::size_t n) {
    return RangeGame<Ranges>(ranges, n);
}

}  // namespace nimkit

#endif
