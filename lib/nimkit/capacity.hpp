// nimkit/capacity.hpp - boxes with a capacity, a move adds at most the square of what a box holds (HDU 1729).
//
// Game: a box of capacity s holds c stones (0 <= c <= s); a move adds k
//   stones with 1 <= k <= c^2 and c + k <= s. A box with c = 0 or c = s has
//   no move. Several boxes are a Sprague-Grundy sum (xor of the values).
// Theorem (capacity_square_grundy): let q be the largest integer with
//   q + q^2 < s (q = 0 if none). Then
//     c > q:  value s - c;   c = q:  value 0;   c < q:  the value of (q, c).
//   Proof, by induction down from c = s. If c > q then c + c^2 >= s, so every
//   count c+1..s can be reached; their values are s-c-1, ..., 0, so the mex is
//   s - c. From q the reachable counts are q+1..q+q^2 (all below s), whose
//   values s-q-1 .. s-q-q^2 are all >= 1: no option of value 0, so the value
//   is 0. If c < q, then c + c^2 < q + q^2 < s, so the options are c+1..c+c^2:
//   those <= q are exactly the options of (q, c), and those > q have values
//   s - c' >= s - (q^2 - q) > 2q, above every value the box of capacity q
//   takes (at most q), so they leave the mex as it is in the box (q, c).
//   Iterating, s falls to about sqrt(s) each time: O(log log s) rounds, each a
//   32-step binary search for q: no table, any 64-bit s.
// Proved by: tests/test_capacity.cpp - the value against the mex over the
//   real moves for every s <= 400 and c <= s; the xor of two boxes against P/N
//   search of the pair for every pair with s <= 14.
#ifndef NIMKIT_CAPACITY_HPP
#define NIMKIT_CAPACITY_HPP

#include <cassert>
#include <cstdint>

namespace nimkit {

// The largest q with q + q^2 < s, or 0 if there is none (s = 0). q < 2^32, so
// q * (q + 1) never overflows.
inline std::uint64_t capacity_square_pivot(std::uint64_t s) {
    std::uint64_t lo = 0, hi = 0xFFFFFFFFull;  // q(q+1) < s holds at lo (or nothing does), fails above hi
    while (lo < hi) {
        const std::uint64_t mid = lo + (hi - lo + 1) / 2;
        if (mid * (mid + 1) < s) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

// The Grundy value of a box of capacity s holding c stones, a move adding
// 1..c^2 stones without passing s.
inline std::uint64_t capacity_square_grundy(std::uint64_t s, std::uint64_t c) {
    assert(c <= s && "capacity_square_grundy: a box holds at most its capacity");
    for (;;) {
        const std::uint64_t q = capacity_square_pivot(s);
        if (c > q) return s - c;
        if (c == q) return 0;
        s = q;
    }
}

}  // namespace nimkit

#endif
