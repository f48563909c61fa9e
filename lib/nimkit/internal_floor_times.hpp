// nimkit/internal_floor_times.hpp - a quadratic irrational alpha = (p +
// sqrt d) / q and floor(n alpha), exactly (floor_times): what a rule's exact
// Beatty terms need, without the sums of nimkit/floor_sum.hpp.
//
// floor(n alpha) is computed in integers: floor((n p + floor(n sqrt d)) / q),
//   n sqrt d by an exact integer square root of n^2 d (256-bit comparisons).
//   No floating point but the first estimate of a root, corrected exactly.
// Internal: nimkit/floor_sum.hpp includes it (QuadraticIrrational and
//   floor_times are documented there, docs/api/floor_sum.md), and so do the
//   sequence rules' terms (nimkit/internal_sequence_value.hpp), so that a
//   rule's predictions bundle without the sums.
// Proved by: tests/test_floor_sum.cpp ("floor_times: floor(n (p + sqrt d)/q)
//   equals the exact integer floor, ..." and "floor_times: floor(n sqrt d) for n
//   up to 2^63 - 1 ...").
#ifndef NIMKIT_INTERNAL_FLOOR_TIMES_HPP
#define NIMKIT_INTERNAL_FLOOR_TIMES_HPP

#include <cassert>
#include <cmath>
#include <cstdint>
#include <string>

#include "nimkit/internal_u128.hpp"

namespace nimkit {

// alpha = (p + sqrt(d)) / q: d >= 2 not a perfect square, d < 2^62, q != 0,
// |p|, |q| < 2^62, q divides d - p^2, alpha > 0. Build it with
// quadratic_irrational (which checks all that), golden_ratio or square_root.
struct QuadraticIrrational {
    std::int64_t p;
    std::uint64_t d;
    std::int64_t q;
};

namespace floor_sum_detail {

const std::int64_t kLimit = 1LL << 62;

inline U128 from_signed(std::int64_t x) {
    return x < 0 ? negate(U128(0 - static_cast<std::uint64_t>(x))) : U128(static_cast<std::uint64_t>(x));
}
inline std::uint64_t magnitude(std::int64_t x) { return x < 0 ? 0 - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x); }
inline U128 times(std::int64_t x, std::uint64_t y) {  // x * y, two's complement
    const U128 p = mul_wide(magnitude(x), y);
    return x < 0 ? negate(p) : p;
}
// |x| < 2^62 as a two's complement 128-bit number: stored in out.
inline bool small(const U128& x, std::int64_t& out) {
    const U128 mag = x.is_negative() ? negate(x) : x;
    if (mag.hi || mag.lo >= static_cast<std::uint64_t>(kLimit)) return false;
    out = x.is_negative() ? -static_cast<std::int64_t>(mag.lo) : static_cast<std::int64_t>(mag.lo);
    return true;
}
// floor(x / q), x two's complement, q >= 1.
inline U128 floor_div(const U128& x, std::uint64_t q) {
    std::uint64_t r;
    if (!x.is_negative()) return divmod(x, q, r);
    const U128 down = divmod(negate(x), q, r);
    return negate(down + U128(r != 0));
}

// Four 64-bit limbs, least significant first: x^2 and n^2 d compared exactly.
struct Wide {
    std::uint64_t w[4];
    Wide() { w[0] = w[1] = w[2] = w[3] = 0; }
    void add(const U128& v, int at) {  // += v * 2^(64 at)
        std::uint64_t carry = 0;
        for (int i = at; i < 4; ++i) {
            const std::uint64_t part = i == at ? v.lo : i == at + 1 ? v.hi : 0;
            const std::uint64_t s = w[i] + part;
            const std::uint64_t c1 = s < part;
            w[i] = s + carry;
            carry = c1 + (w[i] < s);
            if (i > at && !carry) break;
        }
    }
    bool operator<=(const Wide& o) const {
        for (int i = 3; i >= 0; --i)
            if (w[i] != o.w[i]) return w[i] < o.w[i];
        return true;
    }
};

// floor(n sqrt(d)) for n < 2^63, d < 2^62: the largest x with x^2 <= n^2 d.
// Below 2^128 (x < 2^64): a double's estimate, one Newton step (its error,
// under 2^12, becomes under 1) and a final step by one. Above: x < 2^95 bit by
// bit from the top, the squares compared in 256 bits.
inline U128 floor_sqrt_product(std::uint64_t n, std::uint64_t d) {
    const U128 n2 = mul_wide(n, n);
    Wide target;
    target.add(mul_wide(n2.lo, d), 0);
    target.add(mul_wide(n2.hi, d), 1);
    if (!target.w[2] && !target.w[3]) {
        const U128 t(target.w[1], target.w[0]);
        const double guess = std::sqrt(static_cast<double>(t.hi) * 18446744073709551616.0 + static_cast<double>(t.lo));
        std::uint64_t x = guess >= 18446744073709551615.0 ? ~0ULL : static_cast<std::uint64_t>(guess);
        if (x) {
            std::uint64_t rem;
            const U128 step = (divmod(t, x, rem) + U128(x)) >> 1;
            x = step.hi ? ~0ULL : step.lo;
        }
        while (!(mul_wide(x, x) <= t)) --x;
        while (x != ~0ULL && mul_wide(x + 1, x + 1) <= t) ++x;
        return U128(x);
    }
    U128 x;
    for (int bit = 94; bit >= 0; --bit) {
        const U128 y = x + (U128(1) << static_cast<unsigned>(bit));
        Wide sq;  // y^2, y = h 2^64 + l with h < 2^31
        sq.add(mul_wide(y.lo, y.lo), 0);
        const U128 cross = mul_wide(y.hi, y.lo);
        sq.add(cross, 1);
        sq.add(cross, 1);
        sq.add(U128(y.hi * y.hi), 2);
        if (sq <= target) x = y;
    }
    return x;
}

inline bool fail(std::string& why, const std::string& what) {
    why = what;
    return false;
}

inline bool is_square(std::uint64_t d) {
    const U128 r = floor_sqrt_product(1, d);
    return mul_wide(r.lo, r.lo) == U128(d);
}

}  // namespace floor_sum_detail

// floor(n alpha), exactly: n < 2^63. Below 2^126.
inline U128 floor_times(const QuadraticIrrational& alpha, std::uint64_t n) {
    using namespace floor_sum_detail;
    assert(n < (1ULL << 63) && "floor_times: n < 2^63");
    // n alpha = (n p + n sqrt d) / q, and n sqrt d is never an integer (n >= 1):
    // for q > 0 its floor may replace it; for q < 0, -n sqrt d has floor
    // -floor(n sqrt d) - 1.
    const U128 root = n ? floor_sqrt_product(n, alpha.d) : U128();
    const U128 top = times(alpha.p, n) + root;
    if (alpha.q > 0) return floor_div(top, static_cast<std::uint64_t>(alpha.q));
    if (n == 0) return U128();
    return floor_div(negate(top) - U128(1), magnitude(alpha.q));
}

}  // namespace nimkit

#endif
