// nimkit/partitions.hpp - partitions of n counted by the nim-sum of their parts.
//
// PartitionsByNimSum(n): count(s, x) = the number of partitions of s (0 <= s <= n)
//   whose parts xor to x. DP over part sizes k = 1..n: adding one more part k
//   maps (sum, xor) to (sum + k, xor ^ k); taking k in increasing order counts
//   each multiset once. O(n^2 * W) time and O(n * W) memory, W = the least
//   power of two above n (1024 for n <= 1000: about 0.5e9 additions, 16 MB).
// Counts are exact in 128 bits: p(n) < 2^128 for n <= 1000 (p(1000) ~ 2.4e31);
//   U128 (nimkit/internal_u128.hpp) is plain C++, so it compiles on any judge.
// Proved by: tests/test_split.cpp - against plain enumeration for n <= 40 and
//   the known p(100) = 190569292, p(1000) = 24061467864032622473692149727991.
#ifndef NIMKIT_PARTITIONS_HPP
#define NIMKIT_PARTITIONS_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_u128.hpp"

namespace nimkit {

// The least power of two above n: every nim-sum of parts of n is below it.
inline std::size_t nim_sum_width(std::size_t n) {
    std::size_t w = 1;
    while (w <= n) w *= 2;
    return w;
}

// Partitions of every s <= n counted by nim-sum: count(s, x), and total(s) = p(s).
class PartitionsByNimSum {
public:
    explicit PartitionsByNimSum(std::size_t n) : n_(n), w_(nim_sum_width(n)), c_((n + 1) * w_) {
        assert(n <= 1000 && "PartitionsByNimSum: n is at most 1000 (counts in 128 bits)");
        c_[0] = U128(1);  // the empty partition of 0
        for (std::size_t k = 1; k <= n; ++k)
            for (std::size_t s = k; s <= n; ++s) {
                U128* to = &c_[s * w_];
                const U128* from = &c_[(s - k) * w_];
                const std::size_t used = nim_sum_width(s - k);  // nim-sums of s - k stay below it
                for (std::size_t x = 0; x < used; ++x) to[x ^ k] += from[x];
            }
    }
    std::size_t limit() const { return n_; }  // the largest s counted
    const U128& count(std::size_t s, std::size_t x) const {
        assert(s <= n_ && x < w_ && "PartitionsByNimSum::count: s is at most limit(), x below nim_sum_width(limit())");
        return c_[s * w_ + x];
    }
    U128 total(std::size_t s) const {
        assert(s <= n_ && "PartitionsByNimSum::total: s is at most limit()");
        U128 all;
        for (std::size_t x = 0; x < nim_sum_width(s); ++x) all += count(s, x);
        return all;
    }

private:
    std::size_t n_, w_;
    std::vector<U128> c_;
};

// Calls f(parts) for every partition of n, parts non-increasing, in reverse
// lexicographic order: n, then n-1 1, n-2 2, n-2 1 1, ... , 1 1 ... 1.
template <class F>
void for_each_partition(std::size_t n, F f) {
    std::vector<std::size_t> parts;
    struct Rec {
        static void go(std::size_t left, std::size_t largest, std::vector<std::size_t>& parts, F& f) {
            if (left == 0) {
                f(static_cast<const std::vector<std::size_t>&>(parts));
                return;
            }
            for (std::size_t k = left < largest ? left : largest; k >= 1; --k) {
                parts.push_back(k);
                go(left - k, k, parts, f);
                parts.pop_back();
            }
        }
    };
    Rec::go(n, n, parts, f);
}

}  // namespace nimkit

#endif
