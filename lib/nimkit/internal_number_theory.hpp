// nimkit/internal_number_theory.hpp - integer roots and logarithms, and the
// prime factors of any number up to 2^62, fast enough for a query at 10^18.
//
// isqrt, iroot(n, k), ilog(n, b): floor(sqrt n), floor(n^(1/k)), floor(log_b n)
//   in integers only (a double's root is corrected by exact products). O(log n).
// is_prime(n): Miller-Rabin with the twelve prime bases up to 37, which is
//   exact for every n < 3.3 * 10^24 (Sorenson-Webster 2015), so for all 64-bit
//   n; products modulo n in Montgomery form (mul_wide: no __int128). O(log n).
// prime_factors(n): trial division by 2..97, then Pollard's rho in Brent's form
//   with batched gcds for what is left (O(n^(1/4)) products a factor expected;
//   about 0.1 ms for a product of two primes near 10^9 here). n <= 2^62.
// Internal: the arithmetic functions of nimkit/pattern.hpp (Omega, omega, the
//   number of divisors, v_p, roots) at any n the rule finder is asked about.
// Proved by: tests/test_pattern.cpp (roots and logarithms against exact
//   products on random and edge values; is_prime against a sieve on 0..200000
//   and known primes and strong pseudoprimes to 2^62; prime_factors multiplied
//   back and each factor prime, on random numbers to 2^62 and products of two
//   primes near 2^30), tests/test_pattern_features.cpp (Omega, omega, d(n),
//   primes, prime powers near 2^61 and 2^62 against trial division).
#ifndef NIMKIT_INTERNAL_NUMBER_THEORY_HPP
#define NIMKIT_INTERNAL_NUMBER_THEORY_HPP

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <vector>

#include "nimkit/internal_u128.hpp"

namespace nimkit {
namespace number_detail {

typedef std::uint64_t u64;

// floor(sqrt(n)): the double's root, corrected by exact comparisons.
inline u64 isqrt(u64 n) {
    u64 r = static_cast<u64>(std::sqrt(static_cast<double>(n)));
    while (r > 0 && (r > 0xFFFFFFFFu || r * r > n)) --r;
    while (r < 0xFFFFFFFFu && (r + 1) * (r + 1) <= n) ++r;
    return r;
}

// Whether b^e <= n (no overflow: the product stops once it passes n).
inline bool power_at_most(u64 b, unsigned e, u64 n) {
    u64 r = 1;
    for (unsigned i = 0; i < e; ++i) {
        if (b != 0 && r > n / b) return false;
        r *= b;
    }
    return r <= n;
}

// floor(n^(1/k)), k >= 1.
inline u64 iroot(u64 n, unsigned k) {
    assert(k >= 1 && "iroot: k >= 1");
    if (k == 1 || n < 2) return n;
    if (k == 2) return isqrt(n);
    u64 r = static_cast<u64>(std::pow(static_cast<double>(n), 1.0 / k));
    while (r > 0 && !power_at_most(r, k, n)) --r;
    while (power_at_most(r + 1, k, n)) ++r;
    return r;
}

// floor(log_b(n)), n >= 1, b >= 2.
inline unsigned ilog(u64 n, u64 b) {
    assert(n >= 1 && b >= 2 && "ilog: n >= 1, b >= 2");
    unsigned e = 0;
    for (; n >= b; n /= b) ++e;
    return e;
}

// Products modulo an odd n < 2^63 in Montgomery form: x is held as x * 2^64 mod n.
class Montgomery {
public:
    explicit Montgomery(u64 n) : n_(n), inv_(n) {
        assert((n & 1) && n < (static_cast<u64>(1) << 63) && "Montgomery: odd n < 2^63");
        for (int i = 0; i < 6; ++i) inv_ *= 2 - n * inv_;  // Newton: n * inv_ = 1 mod 2^64
        one_ = (static_cast<u64>(0) - n) % n;             // 2^64 mod n
        square_ = mod_u64(mul_wide(one_, one_), n);       // 2^128 mod n
    }
    u64 to(u64 x) const { return mul(x % n_, square_); }
    u64 from(u64 x) const { return reduce(U128(0, x)); }
    u64 one() const { return one_; }
    u64 mul(u64 a, u64 b) const { return reduce(mul_wide(a, b)); }
    u64 modulus() const { return n_; }

private:
    // t * 2^-64 mod n for t < n * 2^64.
    u64 reduce(const U128& t) const {
        const u64 m = t.lo * (static_cast<u64>(0) - inv_);
        const U128 mn = mul_wide(m, n_);
        const u64 carry = t.lo + mn.lo < t.lo;  // the low words sum to 0 mod 2^64
        u64 r = t.hi + mn.hi + carry;           // < 2n < 2^64
        return r >= n_ ? r - n_ : r;
    }
    u64 n_, inv_, one_, square_;
};

inline u64 power_mod(const Montgomery& m, u64 base, u64 e) {
    u64 r = m.one(), b = m.to(base);
    for (; e; e >>= 1, b = m.mul(b, b))
        if (e & 1) r = m.mul(r, b);
    return r;
}

inline bool is_prime(u64 n) {
    static const u64 kSmall[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    if (n < 2) return false;
    for (int i = 0; i < 12; ++i)
        if (n % kSmall[i] == 0) return n == kSmall[i];
    if (n < 41 * 41) return true;
    if (n >= (static_cast<u64>(1) << 63)) {  // outside Montgomery's range: trial division would be too slow;
        assert(false && "is_prime: n < 2^63");  // the finder never asks (n <= 2^62)
        return false;
    }
    const Montgomery m(n);
    u64 d = n - 1;
    unsigned s = 0;
    while (!(d & 1)) d >>= 1, ++s;
    const u64 minus_one = m.to(n - 1);
    for (int i = 0; i < 12; ++i) {
        u64 x = power_mod(m, kSmall[i], d);
        if (x == m.one() || x == minus_one) continue;
        bool composite = true;
        for (unsigned r = 1; r < s && composite; ++r) {
            x = m.mul(x, x);
            composite = x != minus_one;
        }
        if (composite) return false;
    }
    return true;
}

inline u64 gcd(u64 a, u64 b) {
    while (b) {
        const u64 t = a % b;
        a = b;
        b = t;
    }
    return a;
}

// A factor d of the odd composite n with 1 < d < n: Brent's cycle search on
// x -> x^2 + c, the differences multiplied in batches of 128 before one gcd.
inline u64 rho_factor(u64 n) {
    const Montgomery m(n);
    for (u64 c = 1;; ++c) {
        const u64 cm = m.to(c);
        u64 y = m.to(2), x = y, q = m.one(), ys = y, g = 1;
        for (u64 r = 1; g == 1; r <<= 1) {
            x = y;
            for (u64 i = 0; i < r; ++i) y = m.mul(y, y) + cm, y = y >= n ? y - n : y;
            for (u64 k = 0; k < r && g == 1; k += 128) {
                ys = y;
                for (u64 i = 0; i < 128 && i < r - k; ++i) {
                    y = m.mul(y, y) + cm, y = y >= n ? y - n : y;
                    q = m.mul(q, x > y ? x - y : y - x);
                }
                g = gcd(m.from(q), n);
            }
        }
        if (g == n) {  // the batch overshot: step once at a time from its start
            do {
                ys = m.mul(ys, ys) + cm, ys = ys >= n ? ys - n : ys;
                g = gcd(m.from(x > ys ? x - ys : ys - x), n);
            } while (g == 1);
        }
        if (g != n) return g;
    }
}

// The prime factors of n (n >= 1, n <= 2^62), with multiplicity, ascending.
inline std::vector<u64> prime_factors(u64 n) {
    assert(n >= 1 && n <= (static_cast<u64>(1) << 62) && "prime_factors: 1 <= n <= 2^62");
    std::vector<u64> f;
    for (u64 p = 2; p < 100 && p * p <= n; ++p)
        while (n % p == 0) f.push_back(p), n /= p;
    std::vector<u64> todo;
    if (n > 1) todo.push_back(n);
    while (!todo.empty()) {
        const u64 x = todo.back();
        todo.pop_back();
        if (x < 100 * 100 || is_prime(x)) {  // no factor below 100 is left: below 10^4, x is prime
            f.push_back(x);
            continue;
        }
        const u64 d = rho_factor(x);
        todo.push_back(d);
        todo.push_back(x / d);
    }
    std::sort(f.begin(), f.end());
    return f;
}

}  // namespace number_detail
}  // namespace nimkit

#endif
