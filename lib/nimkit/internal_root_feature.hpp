// nimkit/internal_root_feature.hpp - the arithmetic functions of the rule
// finder that take parameters: R_{c,b}(n) = floor(sqrt(c * floor(n^2 / b)))
// for c = 1..8, b = 1..128 with c b not a square (b = 1: floor(n sqrt c), the
// Beatty sequence of sqrt c - sqrt 2 for c = 2), and zero2(n), the place of
// n's second 0 bit (the "second mex" of the set whose members are n's 1 bits).
// R_{2,k^2}(d) is the number of moves Codeforces 1451D's circle game lasts:
// the most x + y with k^2 (x^2 + y^2) <= d^2 is m with ceil(m^2 / 2) <= d^2 /
// k^2, that is m = floor(sqrt(2 floor(d^2 / k^2))).
// Exact for every n <= 2^62: n^2 and c floor(n^2 / b) in 128 bits, the root
// by exact 128-bit comparisons (root_wide), never a double alone.
// Internal: nimkit/internal_pattern_features.hpp names and computes them by
// id; nimkit/internal_root_rule.hpp finds a rule f(n) = h(R(n)).
// Proved by: tests/pattern_root_test.py (R against Python's exact math.isqrt
// near 2^62 through `pattern --at`; the rules against brute force of the
// games' moves).
#ifndef NIMKIT_INTERNAL_ROOT_FEATURE_HPP
#define NIMKIT_INTERNAL_ROOT_FEATURE_HPP

#include <cstdint>
#include <string>

#include "nimkit/internal_number_theory.hpp"
#include "nimkit/internal_u128.hpp"

namespace nimkit {
namespace pattern_detail {

// Ids past the plain features' (internal_pattern_features.hpp's FeatureId):
// zero2, then R_{c,b} at kRootFirst + (c - 1) kRootMostB + (b - 1).
const int kZero2Feature = 900;
const int kRootFirst = 1000;
const unsigned kRootMostC = 8, kRootMostB = 128;

inline bool is_root_feature(int id) {
    return id >= kRootFirst && id < kRootFirst + static_cast<int>(kRootMostC * kRootMostB);
}
inline bool is_extra_feature(int id) { return id == kZero2Feature || is_root_feature(id); }
inline int root_feature_id(unsigned c, unsigned b) { return kRootFirst + static_cast<int>((c - 1) * kRootMostB + (b - 1)); }
inline void root_feature_params(int id, std::uint64_t& c, std::uint64_t& b) {
    const unsigned k = static_cast<unsigned>(id - kRootFirst);
    c = k / kRootMostB + 1;
    b = k % kRootMostB + 1;
}

// floor(sqrt(x)) for a 128-bit x: the largest r < 2^64 with r^2 <= x.
inline std::uint64_t root_wide(const U128& x) {
    if (x.hi == 0) return number_detail::isqrt(x.lo);
    std::uint64_t lo = 0xFFFFFFFFu, hi = ~static_cast<std::uint64_t>(0);  // lo^2 <= x; hi^2 > x or hi the top
    if (mul_wide(hi, hi) <= x) return hi;
    while (hi - lo > 1) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (mul_wide(mid, mid) <= x)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

// R_{c,b}(n) for n <= 2^62 (c floor(n^2 / b) < 2^127).
inline std::uint64_t root_value(std::uint64_t c, std::uint64_t b, std::uint64_t n) {
    if (n < (static_cast<std::uint64_t>(1) << 30)) return number_detail::isqrt(c * (n * n / b));
    std::uint64_t rem;
    U128 x;
    mul_small(divmod(mul_wide(n, n), b, rem), c, x);
    return root_wide(x);
}

inline std::uint64_t zero2_value(std::uint64_t n) {
    const std::uint64_t once = n | (n + 1);  // the first 0 bit set
    std::uint64_t x = once + 1, v = 0;
    for (; !(x & 1); x >>= 1) ++v;
    return v;
}

inline std::int64_t extra_feature_value(int id, std::uint64_t n) {
    if (id == kZero2Feature) return static_cast<std::int64_t>(zero2_value(n));
    std::uint64_t c, b;
    root_feature_params(id, c, b);
    return static_cast<std::int64_t>(root_value(c, b, n));
}

inline std::string extra_feature_name(int id, const std::string& n) {
    if (id == kZero2Feature) return "zero2(" + n + ")";
    std::uint64_t c, b;
    root_feature_params(id, c, b);
    const std::string cs = std::to_string(c);
    if (b == 1) return "floor(" + n + "*sqrt(" + cs + "))";
    return "floor(sqrt(" + (c == 1 ? std::string() : cs + "*") + "floor(" + n + "^2/" + std::to_string(b) + ")))";
}

inline std::string extra_feature_gloss(int id) {
    if (id == kZero2Feature)
        return "zero2(n): where n's second 0 bit is (bits from 0) - the second smallest number missing from the set of "
               "n's 1 bits, its 'second mex'";
    return "";
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
