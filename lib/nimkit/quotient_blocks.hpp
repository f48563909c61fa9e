// nimkit/quotient_blocks.hpp - the blocks of equal quotient floor(n / i): the
// i of a range split into maximal runs [l, r] on which n / i is constant, as
// sums over "split n into i equal parts" (heap splitting into M parts, the
// divisor summatory function) need them.
//
// Theorem: for 1 <= i <= n and q = floor(n / i), the largest j with
//   floor(n / j) = q is floor(n / q): j q <= n iff j <= n / q. So the block
//   starting at l ends at r = floor(n / floor(n / l)), and the quotients
//   take fewer than 2 sqrt(n) values: i <= sqrt n gives at most sqrt n
//   blocks, and for i > sqrt n, q < sqrt n. Past n the quotient is 0.
// Cost: O(sqrt n) blocks (at most 2 sqrt(n) + 1 for a range inside [1, n],
//   one more for the part past n), one division each.
// Proved by: tests/test_quotient_blocks.cpp - against floor(n / i) computed
//   for every i: every n <= 2000 and every range [lo, hi] with hi <= n + 3
//   for n <= 60 (blocks cover the range in order, each constant and
//   maximal); the count bound; the divisor summatory function to 10^6 and
//   near 2^64 - 1 without overflow.
#ifndef NIMKIT_QUOTIENT_BLOCKS_HPP
#define NIMKIT_QUOTIENT_BLOCKS_HPP

#include <cassert>
#include <cstdint>
#include <vector>

namespace nimkit {

// One block: floor(n / i) = q for every i in [l, r].
struct QuotientBlock {
    std::uint64_t l, r, q;
};

// Calls f(l, r, q) for the maximal blocks of i in [lo, hi] (1 <= lo <= hi)
// on which q = floor(n / i) is constant, in increasing order of i; for i > n
// one last block with q = 0.
template <class F>
void for_each_quotient_block(std::uint64_t n, std::uint64_t lo, std::uint64_t hi, F f) {
    assert(lo >= 1 && lo <= hi && "for_each_quotient_block: 1 <= lo <= hi");
    for (std::uint64_t l = lo;;) {
        const std::uint64_t q = n / l;
        const std::uint64_t end = q == 0 ? hi : n / q;  // the last i with n / i = q
        const std::uint64_t r = end < hi ? end : hi;
        f(l, r, q);
        if (r == hi) return;
        l = r + 1;
    }
}

// The blocks of i in [1, n].
template <class F>
void for_each_quotient_block(std::uint64_t n, F f) {
    if (n >= 1) for_each_quotient_block(n, 1, n, f);
}

// The same blocks as a list.
inline std::vector<QuotientBlock> quotient_blocks(std::uint64_t n, std::uint64_t lo, std::uint64_t hi) {
    std::vector<QuotientBlock> blocks;
    for_each_quotient_block(n, lo, hi, [&blocks](std::uint64_t l, std::uint64_t r, std::uint64_t q) {
        QuotientBlock b = {l, r, q};
        blocks.push_back(b);
    });
    return blocks;
}

inline std::vector<QuotientBlock> quotient_blocks(std::uint64_t n) {
    return n ? quotient_blocks(n, 1, n) : std::vector<QuotientBlock>();
}

}  // namespace nimkit

#endif
