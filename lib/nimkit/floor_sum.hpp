// nimkit/floor_sum.hpp - sums of floors: floor((a i + b) / m) over i in [0, n)
// (the AtCoder Library's floor_sum, same name, arguments and limits), and
// Beatty sums floor(k alpha) over k = 1..n for a quadratic irrational alpha
// (the golden ratio, sqrt(d), any (p + sqrt d) / q, a periodic continued
// fraction), exactly and modulo m; and the weighted Beatty sums sum k floor(k
// alpha) and sum floor(k alpha)^2 (beatty_moments: Project Euler 325's sums).
//
// floor_sum(n, m, a, b): long long, as the AtCoder Library defines it:
//   0 <= n < 2^32, 1 <= m < 2^32, any a, b (negative ones too); the sum
//   modulo 2^64 (exact whenever it fits a long long). O(log m).
// floor_sum_u128(n, m, a, b): the same sum exactly, for unsigned a, b < 2^64
//   (then it is below 2^128: a n(n-1)/2 < 2^127 and b n < 2^96). O(log m).
// Theorem (the reciprocity step): for 0 <= a, b < m, counting the lattice
//   points (i, y), 0 <= i < n, 1 <= y <= (a i + b) / m, by rows instead of
//   columns gives sum_{i<n} floor((a i + b)/m) = sum_{j<n'} floor((m j + b')/a)
//   with a n + b = n' m + b', 0 <= b' < m; a, b >= m first give a n(n-1)/2
//   floor(a/m) + n floor(b/m). m and a shrink as in Euclid's algorithm.
// Beatty sums: S(alpha, n) = sum_{k=1}^{n} floor(k alpha), alpha > 0 irrational.
//   With a = floor(alpha) and m = floor(n (alpha - a)),
//     S(alpha, n) = a n(n+1)/2 + n m - S(1 / (alpha - a), m)
//   (the lattice points under y = (alpha - a) x in [1, n] x [1, m], counted by
//   columns and by rows; none lies on the line, alpha being irrational), and
//   1 / (alpha - a) is the next complete quotient of alpha's continued
//   fraction: n falls at least as fast as in Euclid's algorithm, O(log n)
//   steps. alpha = (p + sqrt d) / q with q | d - p^2 keeps that form exactly
//   (p' = a q - p, q' = (d - p'^2) / q), and floor(n alpha) is computed in
//   integers: floor((n p + floor(n sqrt d)) / q), n sqrt d by an exact integer
//   square root of n^2 d (256-bit comparisons). No floating point anywhere.
//   Wythoff's cold positions (floor(k phi), floor(k phi) + k) and Euclid's
//   game (a <= b lost iff b < phi a) make their sums Beatty sums of phi.
// Weighted Beatty sums: with beta = alpha - a, m = floor(n beta) and
//   c_j = floor(j / beta) (j <= m, strictly increasing, below n), floor(k
//   beta) = #{j : c_j < k}; summing k, 1 and the square of that count over
//   k = 1..n gives sum k floor(k beta), sum floor(k beta) and its squares from
//   the moments of c (one complete quotient down), as at beatty_moments_in.
//   O(log n) steps, each a few products in the ring.
// Proved by: tests/test_floor_sum.cpp - floor_sum against direct summation for
//   every n, m <= 12 and a, b in [-15, 15], and random sums with a, b up to
//   10^18 (n <= 3000), ACL's own examples; floor(n alpha) against an exact
//   __int128 square root; beatty_sum against direct summation with exact
//   integer arithmetic for alpha = (p + sqrt d)/q over every small p, d, q and
//   n <= 300, against Wythoff's a_k to 10^6 and Fibonacci identities near
//   10^18, beatty_sum_mod against beatty_sum modulo m; Wythoff and Euclid sums
//   against P-positions found by search over the games' own moves.
#ifndef NIMKIT_FLOOR_SUM_HPP
#define NIMKIT_FLOOR_SUM_HPP

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/internal_floor_times.hpp"
#include "nimkit/internal_u128.hpp"

namespace nimkit {

// sum_{i=0}^{n-1} floor((a i + b) / m), exactly: n < 2^32, 1 <= m < 2^32.
inline U128 floor_sum_u128(std::uint64_t n, std::uint64_t m, std::uint64_t a, std::uint64_t b) {
    assert(n < (1ULL << 32) && m >= 1 && m < (1ULL << 32) && "floor_sum_u128: n < 2^32, 1 <= m < 2^32");
    U128 sum;
    for (;;) {
        if (a >= m) {
            sum += mul_wide(n * (n - 1) / 2, a / m);  // n = 0: 0 * anything
            a %= m;
        }
        if (b >= m) {
            sum += mul_wide(n, b / m);
            b %= m;
        }
        const std::uint64_t top = a * n + b;  // a, b < m < 2^32 and n < 2^32: no overflow
        if (top < m) return sum;
        n = top / m;  // <= the old n, so below 2^32 still
        b = top % m;
        std::swap(a, m);
    }
}

// The AtCoder Library's floor_sum: 0 <= n < 2^32, 1 <= m < 2^32, any a, b; the
// sum modulo 2^64 (exact when it fits). Negative a (b) is a mod m minus a
// multiple of m, whose share n(n-1)/2 (n) times that multiple is subtracted.
inline long long floor_sum(long long n, long long m, long long a, long long b) {
    assert(n >= 0 && n < (1LL << 32) && m >= 1 && m < (1LL << 32) && "floor_sum: 0 <= n < 2^32, 1 <= m < 2^32");
    const std::uint64_t un = static_cast<std::uint64_t>(n), um = static_cast<std::uint64_t>(m);
    U128 sum;  // modulo 2^128; its low word is the answer modulo 2^64
    std::uint64_t ua = static_cast<std::uint64_t>(a), ub = static_cast<std::uint64_t>(b);
    if (a < 0) {
        const std::uint64_t mag = 0 - ua, r = mag % um;  // |a|, exact even for LLONG_MIN
        ua = r ? um - r : 0;
        sum -= mul_wide(un * (un - 1) / 2, (ua + mag) / um);
    }
    if (b < 0) {
        const std::uint64_t mag = 0 - ub, r = mag % um;
        ub = r ? um - r : 0;
        sum -= mul_wide(un, (ub + mag) / um);
    }
    sum += floor_sum_u128(un, um, ua, ub);
    return static_cast<long long>(sum.lo);
}

// ---- Beatty sums of quadratic irrationals ----------------------------------

// QuadraticIrrational and floor_times are in nimkit/internal_floor_times.hpp
// (a rule's exact Beatty terms need them without the sums).

// alpha = (p + sqrt(d)) / q, checked: false with the reason when d is a square
// or below 2, d >= 2^62, q = 0, |p| or |q| >= 2^62, or alpha <= 0. When q does
// not divide d - p^2 the form is scaled by |q| (p |q|, d q^2, q |q|), which
// must stay in range.
inline bool quadratic_irrational(std::int64_t p, std::uint64_t d, std::int64_t q, QuadraticIrrational& alpha, std::string& why) {
    using namespace floor_sum_detail;
    if (d < 2 || d >= static_cast<std::uint64_t>(kLimit)) return fail(why, "d must be in 2..2^62-1");
    if (is_square(d)) return fail(why, "d = " + std::to_string(d) + " is a perfect square: alpha would be rational");
    if (q == 0) return fail(why, "q must not be 0");
    if (magnitude(p) >= static_cast<std::uint64_t>(kLimit) || magnitude(q) >= static_cast<std::uint64_t>(kLimit))
        return fail(why, "|p| and |q| must be below 2^62");
    const U128 p2 = mul_wide(magnitude(p), magnitude(p));
    const bool root_wins = p2 < U128(d);  // |p| < sqrt d
    if (!(q > 0 ? p >= 0 || root_wins : p < 0 && !root_wins)) return fail(why, "alpha must be positive");
    U128 rest = U128(d) - p2;  // d - p^2, two's complement
    const std::uint64_t mq = magnitude(q);
    if (mod_u64(rest.is_negative() ? negate(rest) : rest, mq) != 0) {
        const U128 dq = mul_wide(d, mq * mq);
        if (mq >= (1ULL << 31) || dq.hi || dq.lo >= static_cast<std::uint64_t>(kLimit) ||
            magnitude(p) >= static_cast<std::uint64_t>(kLimit) / mq || mq * mq >= static_cast<std::uint64_t>(kLimit))
            return fail(why, "q does not divide d - p^2 and the scaled form (p|q| + sqrt(d q^2)) / (q|q|) leaves the range");
        p *= static_cast<std::int64_t>(mq);
        d = dq.lo;
        q *= static_cast<std::int64_t>(mq);
    }
    alpha.p = p;
    alpha.d = d;
    alpha.q = q;
    return true;
}

// alpha = [t0; t1, ..., t_{s-1}, (t_s, ..., t_last)]: terms t (t0 >= 0, the
// others >= 1), the block from index s = period_start repeating forever. The
// block y = [t_s; ..., t_last, y] solves q y^2 + (q' - p) y - p' = 0 (p/q, p'/q'
// the block's last two convergents); the prefix is a Moebius map of y.
// False with the reason when a number leaves the range of QuadraticIrrational.
inline bool quadratic_irrational(const std::vector<std::uint64_t>& terms, std::size_t period_start,
                                 QuadraticIrrational& alpha, std::string& why) {
    using namespace floor_sum_detail;
    if (period_start >= terms.size()) return fail(why, "the repeating block is empty");
    for (std::size_t i = 1; i < terms.size(); ++i)
        if (terms[i] == 0) return fail(why, "terms after the first must be at least 1");
    const std::uint64_t cap = 1ULL << 31;  // keeps every product below 2^62
    // [[a, b], [c, e]] = the product of [[t, 1], [1, 0]] over terms [from, to).
    struct Matrix {
        std::uint64_t a, b, c, e;
    };
    Matrix block = {1, 0, 0, 1}, prefix = {1, 0, 0, 1};
    for (std::size_t i = 0; i < terms.size(); ++i) {
        Matrix& m = i < period_start ? prefix : block;
        if (terms[i] >= cap || m.a >= cap || m.c >= cap) return fail(why, "the convergents pass 2^31");
        const Matrix next = {m.a * terms[i] + m.b, m.a, m.c * terms[i] + m.e, m.c};
        if (next.a >= cap || next.c >= cap) return fail(why, "the convergents pass 2^31");
        m = next;
    }
    // y = (u + sqrt D) / v
    const std::int64_t u = static_cast<std::int64_t>(block.a) - static_cast<std::int64_t>(block.e);
    const U128 big_d = mul_wide(magnitude(u), magnitude(u)) + mul_wide(4 * block.b, block.c);
    if (big_d.hi || big_d.lo >= static_cast<std::uint64_t>(kLimit)) return fail(why, "the discriminant passes 2^62");
    const std::int64_t v = 2 * static_cast<std::int64_t>(block.c);
    if (period_start == 0) return quadratic_irrational(u, big_d.lo, v, alpha, why);
    // alpha = (A y + A') / (B y + B') = (X + Y sqrt D) / Z, Y = v (A B' - A' B) = +-v.
    const std::int64_t A = static_cast<std::int64_t>(prefix.a), A1 = static_cast<std::int64_t>(prefix.b),
                       B = static_cast<std::int64_t>(prefix.c), B1 = static_cast<std::int64_t>(prefix.e);
    std::int64_t n1, d1, x, z;
    if (!small(from_signed(A) * from_signed(u) + from_signed(A1) * from_signed(v), n1) ||
        !small(from_signed(B) * from_signed(u) + from_signed(B1) * from_signed(v), d1) ||
        !small(from_signed(n1) * from_signed(d1) - from_signed(A) * from_signed(B) * U128(big_d.lo), x) ||
        !small(from_signed(d1) * from_signed(d1) - from_signed(B) * from_signed(B) * U128(big_d.lo), z))
        return fail(why, "a number passes 2^62 while the prefix is applied");
    const bool plus = A * B1 - A1 * B > 0;
    const U128 dd = mul_wide(static_cast<std::uint64_t>(v) * static_cast<std::uint64_t>(v), big_d.lo);
    if (dd.hi || dd.lo >= static_cast<std::uint64_t>(kLimit)) return fail(why, "the discriminant passes 2^62");
    return plus ? quadratic_irrational(x, dd.lo, z, alpha, why) : quadratic_irrational(-x, dd.lo, -z, alpha, why);
}

inline QuadraticIrrational golden_ratio() {
    QuadraticIrrational phi = {1, 5, 2};
    return phi;
}

// sqrt(d), d >= 2 not a perfect square, d < 2^62.
inline QuadraticIrrational square_root(std::uint64_t d) {
    assert(d >= 2 && d < (1ULL << 62) && !floor_sum_detail::is_square(d) && "square_root: d is not a perfect square");
    QuadraticIrrational r = {0, d, 1};
    return r;
}

namespace floor_sum_detail {

// 1 / (alpha - a), a = floor(alpha): p' = a q - p, q' = (d - p'^2) / q.
inline QuadraticIrrational next_quotient(const QuadraticIrrational& alpha, std::uint64_t a) {
    QuadraticIrrational r = alpha;
    const U128 p = times(alpha.q, a) - from_signed(alpha.p);
    if (!small(p, r.p)) throw std::overflow_error("beatty_sum: a complete quotient of alpha passes 2^62");
    const U128 rest = U128(alpha.d) - mul_wide(magnitude(r.p), magnitude(r.p));
    std::uint64_t rem;
    const U128 quot = divmod(rest.is_negative() ? negate(rest) : rest, magnitude(alpha.q), rem);
    assert(rem == 0 && "beatty_sum: q divides d - p^2 at every step");
    const bool negative = rest.is_negative() != (alpha.q < 0);
    if (!small(negative ? negate(quot) : quot, r.q) || r.q == 0)
        throw std::overflow_error("beatty_sum: a complete quotient of alpha passes 2^62");
    return r;
}

// S(alpha, n) in a ring (see the header): the terms a n(n+1)/2 + n m with
// alternating signs, one complete quotient of alpha each.
template <class Ring>
typename Ring::Value beatty_sum_in(const Ring& ring, QuadraticIrrational alpha, std::uint64_t n) {
    typename Ring::Value total = ring.from(static_cast<std::uint64_t>(0));
    for (bool plus = true; n > 0; plus = !plus) {
        const std::uint64_t a = floor_times(alpha, 1).lo;  // alpha < 2^63
        const std::uint64_t m = (floor_times(alpha, n) - mul_wide(a, n)).lo;  // floor(n (alpha - a)) < n
        const typename Ring::Value triangle = ring.mul(ring.from(n % 2 ? n : n / 2), ring.from(n % 2 ? (n + 1) / 2 : n + 1));
        const typename Ring::Value term = ring.add(ring.mul(ring.from(a), triangle), ring.mul(ring.from(n), ring.from(m)));
        total = plus ? ring.add(total, term) : ring.sub(total, term);
        if (m == 0) break;
        alpha = next_quotient(alpha, a);
        n = m;
    }
    return total;
}

}  // namespace floor_sum_detail

// sum_{k=1}^{n} floor(k alpha), exactly: n < 2^63; std::overflow_error when
// (floor(n alpha) + 1)(n + 1) >= 2^129 (the sum, below alpha n(n+1)/2, may
// not fit 128 bits: use beatty_sum_mod) or a complete quotient of alpha
// leaves the range.
inline U128 beatty_sum(const QuadraticIrrational& alpha, std::uint64_t n) {
    assert(n < (1ULL << 63) && "beatty_sum: n < 2^63");
    const U128 f = floor_times(alpha, n) + U128(1);
    floor_sum_detail::Wide bound;  // (f) (n + 1)
    bound.add(mul_wide(f.lo, n + 1), 0);
    bound.add(mul_wide(f.hi, n + 1), 1);
    if (bound.w[3] || bound.w[2] > 1) throw std::overflow_error("beatty_sum: the sum may pass 2^128 (use beatty_sum_mod)");
    return floor_sum_detail::beatty_sum_in(WrapRing(), alpha, n);
}

// The same sum modulo m, 1 <= m < 2^64, for any n < 2^63.
inline std::uint64_t beatty_sum_mod(const QuadraticIrrational& alpha, std::uint64_t n, std::uint64_t m) {
    assert(n < (1ULL << 63) && m >= 1 && "beatty_sum_mod: n < 2^63, m >= 1");
    ModRing ring = {m};
    return floor_sum_detail::beatty_sum_in(ring, alpha, n);
}

// ---- Weighted Beatty sums: sum k floor(k alpha) and sum floor(k alpha)^2 -----

// For f_k = floor(k alpha), k = 1..n: the three moments sum f_k, sum k f_k and
// sum f_k^2 (Project Euler 325's sums over Euclid's game), exactly or modulo m.
template <class Value>
struct BeattyMomentsOf {
    Value sum;       // sum_{k=1}^{n} f_k
    Value weighted;  // sum_{k=1}^{n} k f_k
    Value squares;   // sum_{k=1}^{n} f_k^2
};
typedef BeattyMomentsOf<U128> BeattyMoments;
typedef BeattyMomentsOf<std::uint64_t> BeattyMomentsMod;

namespace floor_sum_detail {

// x y / d in a ring, for the integer x y / d (d in {2, 6}, x y divisible by d):
// the factors are divided before reduction.
template <class Ring>
typename Ring::Value product_over(const Ring& ring, std::uint64_t x, std::uint64_t y, std::uint64_t z, std::uint64_t d) {
    std::uint64_t f[3] = {x, y, z};
    for (std::uint64_t p = 2; p <= 3; ++p)
        if (d % p == 0)
            for (int i = 0; i < 3; ++i)
                if (f[i] % p == 0) {
                    f[i] /= p;
                    break;
                }
    return ring.mul(ring.mul(ring.from(f[0]), ring.from(f[1])), ring.from(f[2]));
}

// The moments in a ring. With a = floor(alpha), beta = alpha - a, m = floor(n
// beta), t_k = floor(k beta) and c_j = floor(j / beta) (j = 1..m, strictly
// increasing, all below n): t_k counts the j with c_j < k, so with U the
// moments of c (by the same recursion, one complete quotient down) and
// Q = sum x(x+1)/2 in place of the sum of squares (no halving in a ring):
//   T0 = n m - U0,  T1 = m n(n+1)/2 - UQ,  TQ = n m(m+1)/2 - U1
// (TQ from sum_k t_k^2 = sum_{j,j'} (n - c_max(j,j')) = m^2 n - 2 U1 + U0), and
// with f_k = a k + t_k:
//   F0 = a n(n+1)/2 + T0,  F1 = a n(n+1)(2n+1)/6 + T1,
//   FQ = sum_k ak(ak+1)/2 + a T1 + TQ;  sum f^2 = 2 FQ - F0.
template <class Ring>
BeattyMomentsOf<typename Ring::Value> beatty_moments_in(const Ring& ring, QuadraticIrrational alpha, std::uint64_t n) {
    typedef typename Ring::Value V;
    std::vector<std::uint64_t> as, ns;  // a and n at each level, down to m = 0
    for (;;) {
        const std::uint64_t a = floor_times(alpha, 1).lo;
        as.push_back(a);
        ns.push_back(n);
        const std::uint64_t m = n ? (floor_times(alpha, n) - mul_wide(a, n)).lo : 0;
        if (m == 0) break;
        alpha = next_quotient(alpha, a);
        n = m;
    }
    const V zero = ring.from(static_cast<std::uint64_t>(0));
    V u0 = zero, u1 = zero, uq = zero;  // the moments one level down (m = 0: none)
    std::uint64_t m = 0;
    for (std::size_t level = as.size(); level-- > 0;) {
        const std::uint64_t a = as[level], k = ns[level];
        const V vn = ring.from(k), vm = ring.from(m), va = ring.from(a);
        const V tri_n = product_over(ring, k, k + 1, 1, 2), tri_m = product_over(ring, m, m + 1, 1, 2);
        const V squares_n = product_over(ring, k, k + 1, 2 * k + 1, 6);
        const V t0 = ring.sub(ring.mul(vn, vm), u0);
        const V t1 = ring.sub(ring.mul(vm, tri_n), uq);
        const V tq = ring.sub(ring.mul(vn, tri_m), u1);
        // sum_k ak(ak+1)/2 = (a^2 S2 + a S1)/2: for even a, (a/2)(a S2 + S1); for odd
        // a, a((a-1)/2 S2 + n(n+1)(n+2)/6), as S2 + S1 = n(n+1)(n+2)/3.
        const V lead = a % 2 == 0 ? ring.mul(ring.from(a / 2), ring.add(ring.mul(va, squares_n), tri_n))
                                  : ring.mul(va, ring.add(ring.mul(ring.from((a - 1) / 2), squares_n),
                                                          product_over(ring, k, k + 1, k + 2, 6)));
        u0 = ring.add(ring.mul(va, tri_n), t0);
        u1 = ring.add(ring.mul(va, squares_n), t1);
        uq = ring.add(ring.add(lead, ring.mul(va, t1)), tq);
        m = k;
    }
    BeattyMomentsOf<V> r = {u0, u1, ring.sub(ring.add(uq, uq), u0)};
    return r;
}

}  // namespace floor_sum_detail

// The three moments of floor(k alpha), k = 1..n, exactly: n < 2^63;
// std::overflow_error when max(n, floor(n alpha) + 1)^2 (n + 1) >= 2^128 (a
// moment may not fit: use beatty_moments_mod) or a complete quotient of alpha
// leaves the range. O(log n) steps.
inline BeattyMoments beatty_moments(const QuadraticIrrational& alpha, std::uint64_t n) {
    assert(n < (1ULL << 63) && "beatty_moments: n < 2^63");
    const U128 f = floor_times(alpha, n) + U128(1);
    const U128 big = U128(n) < f ? f : U128(n);
    bool fits = big.hi == 0;
    U128 sq, bound;
    if (fits) {
        sq = mul_wide(big.lo, big.lo);
        fits = mul_small(sq, n + 1, bound);
    }
    if (!fits) throw std::overflow_error("beatty_moments: a moment may pass 2^128 (use beatty_moments_mod)");
    return floor_sum_detail::beatty_moments_in(WrapRing(), alpha, n);
}

// The same moments modulo m, 1 <= m < 2^64, for any n < 2^63.
inline BeattyMomentsMod beatty_moments_mod(const QuadraticIrrational& alpha, std::uint64_t n, std::uint64_t m) {
    assert(n < (1ULL << 63) && m >= 1 && "beatty_moments_mod: n < 2^63, m >= 1");
    ModRing ring = {m};
    return floor_sum_detail::beatty_moments_in(ring, alpha, n);
}

}  // namespace nimkit

#endif
