// nimkit/internal_feature_value.hpp - the arithmetic functions and the sets
// of numbers of the rule finder (nimkit/internal_pattern_features.hpp, which
// includes this header and lists them) at one n up to 2^62: feature_value,
// atom_member and what they need; what a rule's predictions need, without the
// names and the values over a range.
//
// Cost: O(log n), the factor-based ones by prime_factors (under a millisecond
//   at 10^18). Exact for every n <= 2^62 (no intermediate value passes 2^64:
//   the triangular root and numbers by floor(sqrt(2n)), not sqrt(8n + 1)).
// Internal: nimkit/pattern_rule.hpp (a function or set rule's prediction).
// Proved by: tests/test_pattern_features.cpp ("pattern features: every function
//   and named set against a definition written in the test, on 0..5000" and
//   "... near 2^61 and 2^62 ...").
#ifndef NIMKIT_INTERNAL_FEATURE_VALUE_HPP
#define NIMKIT_INTERNAL_FEATURE_VALUE_HPP

#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimkit/internal_number_theory.hpp"
#include "nimkit/internal_root_feature.hpp"

namespace nimkit {
namespace pattern_detail {

typedef std::int64_t i64;
typedef std::uint64_t u64;

const i64 kUndefined = -0x7FFFFFFFFFFFFFFFLL;  // a function at a number where it has no value

enum FeatureId {
    feat_popcount, feat_v2, feat_v3, feat_ruler, feat_odd_part, feat_trailing_ones, feat_big_omega, feat_omega,
    feat_divisors, feat_log2, feat_log3, feat_log10, feat_sqrt, feat_cbrt, feat_root4, feat_tri_root, feat_digits3,
    feat_digits10, feat_zeckendorf, feat_count
};

inline unsigned popcount64(u64 x) {
    unsigned c = 0;
    for (; x; x &= x - 1) ++c;
    return c;
}

inline unsigned valuation(u64 n, u64 p) {
    unsigned v = 0;
    for (; n % p == 0; n /= p) ++v;
    return v;
}

inline unsigned digit_sum(u64 n, u64 b) {
    unsigned s = 0;
    for (; n; n /= b) s += static_cast<unsigned>(n % b);
    return s;
}

// Fibonacci numbers 1, 2, 3, 5, ... below 2^63.
inline const std::vector<u64>& fibonacci_list() {
    static std::vector<u64> f;
    if (f.empty())
        for (u64 a = 1, b = 2; a < (static_cast<u64>(1) << 63); ) {
            f.push_back(a);
            const u64 c = a + b;
            a = b;
            b = c;
        }
    return f;
}

// The largest k with k (k + 1) / 2 <= n, exact for every n < 2^63 (no 8n + 1,
// which wraps past 2^64 from n = 2^61): r = floor(sqrt(2n)) is k or k + 1.
inline u64 triangular_root(u64 n) {
    const u64 r = number_detail::isqrt(2 * n);
    return r * (r + 1) / 2 > n ? r - 1 : r;
}

inline unsigned zeckendorf_terms(u64 n) {
    const std::vector<u64>& f = fibonacci_list();
    unsigned t = 0;
    for (std::size_t i = f.size(); i-- > 0 && n;)
        if (f[i] <= n) n -= f[i], ++t;
    return t;
}

// What the factor-based functions and sets need of one n: Omega, omega, d(n),
// whether a prime factor repeats.
struct FactorSummary {
    std::int32_t big_omega, omega, divisors;
    bool repeated;
};

inline FactorSummary summarize(const u64* f, std::size_t count) {
    FactorSummary s = {static_cast<std::int32_t>(count), 0, 1, false};
    for (std::size_t i = 0; i < count;) {
        std::size_t j = i;
        while (j < count && f[j] == f[i]) ++j;
        ++s.omega;
        s.divisors *= static_cast<std::int32_t>(j - i + 1);
        s.repeated = s.repeated || j - i > 1;
        i = j;
    }
    return s;
}

inline i64 from_summary(int id, const FactorSummary& s) {
    return id == feat_big_omega ? s.big_omega : id == feat_omega ? s.omega : s.divisors;
}

// F(n) for one n <= 2^62.
inline i64 feature_value(int id, u64 n) {
    if (is_extra_feature(id)) return extra_feature_value(id, n);
    if (n == 0 && id != feat_popcount && id != feat_digits3 && id != feat_digits10 && id != feat_zeckendorf &&
        id != feat_trailing_ones && id != feat_sqrt && id != feat_cbrt && id != feat_root4 && id != feat_tri_root)
        return kUndefined;
    switch (id) {
    case feat_popcount: return popcount64(n);
    case feat_v2: return valuation(n, 2);
    case feat_v3: return valuation(n, 3);
    case feat_ruler: return static_cast<i64>(n & (0 - n));
    case feat_odd_part: return static_cast<i64>(n >> valuation(n, 2));
    case feat_trailing_ones: return valuation(n + 1, 2);
    case feat_big_omega: case feat_omega: case feat_divisors: {
        const std::vector<u64> f = number_detail::prime_factors(n);
        return from_summary(id, summarize(f.empty() ? 0 : &f[0], f.size()));
    }
    case feat_log2: return number_detail::ilog(n, 2);
    case feat_log3: return number_detail::ilog(n, 3);
    case feat_log10: return number_detail::ilog(n, 10);
    case feat_sqrt: return static_cast<i64>(number_detail::isqrt(n));
    case feat_cbrt: return static_cast<i64>(number_detail::iroot(n, 3));
    case feat_root4: return static_cast<i64>(number_detail::iroot(n, 4));
    case feat_tri_root: return static_cast<i64>(triangular_root(n));
    case feat_digits3: return digit_sum(n, 3);
    case feat_digits10: return digit_sum(n, 10);
    case feat_zeckendorf: return zeckendorf_terms(n);
    }
    return kUndefined;
}

// ---- Sets ----------------------------------------------------------------------

enum AtomId {
    atom_pow2, atom_pow2_odd, atom_pow4, atom_pow3, atom_square, atom_cube, atom_triangular, atom_pronic, atom_fibonacci,
    atom_fibbinary, atom_odious, atom_prime, atom_prime_power, atom_squarefree, atom_v2_odd, atom_all_ones,
    atom_special_count
};

// Residue atoms follow the special ones: n = r (mod m) for m = 2..16.
const unsigned kMostModulus = 16;

inline int residue_atom(unsigned m, unsigned r) {
    int id = atom_special_count;
    for (unsigned k = 2; k < m; ++k) id += static_cast<int>(k);
    return id + static_cast<int>(r);
}

inline void residue_of_atom(int id, unsigned& m, unsigned& r) {
    int rest = id - atom_special_count;
    for (m = 2; rest >= static_cast<int>(m); ++m) rest -= static_cast<int>(m);
    r = static_cast<unsigned>(rest);
}

inline bool is_square_number(u64 n) {
    const u64 r = number_detail::isqrt(n);
    return r * r == n;
}

inline bool is_fibonacci_number(u64 n) {
    const std::vector<u64>& f = fibonacci_list();
    for (std::size_t i = 0; i < f.size() && f[i] <= n; ++i)
        if (f[i] == n) return true;
    return false;
}

inline bool atom_from_summary(int id, const FactorSummary& s) {
    if (id == atom_prime) return s.big_omega == 1;
    if (id == atom_prime_power) return s.omega == 1;
    return !s.repeated;  // squarefree
}

// Whether n (<= 2^62) is in the set.
inline bool atom_member(int id, u64 n) {
    if (id >= atom_special_count) {
        unsigned m, r;
        residue_of_atom(id, m, r);
        return n % m == r;
    }
    switch (id) {
    case atom_pow2: return n && !(n & (n - 1));
    case atom_pow2_odd: return n && !(n & (n - 1)) && (valuation(n, 2) & 1);
    case atom_pow4: return n && !(n & (n - 1)) && !(valuation(n, 2) & 1);
    case atom_pow3: {
        if (n == 0) return false;
        while (n % 3 == 0) n /= 3;
        return n == 1;
    }
    case atom_square: return is_square_number(n);
    case atom_cube: {
        const u64 r = number_detail::iroot(n, 3);
        return r * r * r == n;
    }
    case atom_triangular: {
        const u64 k = triangular_root(n);
        return k * (k + 1) / 2 == n;
    }
    case atom_pronic: {
        const u64 k = number_detail::isqrt(n);  // k^2 <= k (k + 1) = n < (k + 1)^2
        return k * (k + 1) == n;
    }
    case atom_fibonacci: return is_fibonacci_number(n);
    case atom_fibbinary: return (n & (n >> 1)) == 0;
    case atom_odious: return popcount64(n) & 1;
    case atom_prime: case atom_prime_power: case atom_squarefree:
        if (n == 0) return false;
        {
            const std::vector<u64> f = number_detail::prime_factors(n);
            return atom_from_summary(id, summarize(f.empty() ? 0 : &f[0], f.size()));
        }
    case atom_v2_odd: return n && (valuation(n, 2) & 1);
    case atom_all_ones: return ((n + 1) & n) == 0;
    }
    return false;
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
