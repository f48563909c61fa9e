// nimkit/internal_pattern_features.hpp - the arithmetic functions and the sets
// of numbers the rule finder (nimkit/pattern.hpp) tries, at one n up to 10^18
// and over a whole range at once.
//
// Functions (feature_value): popcount, v2, v3, 2^v2 (the ruler), the odd part,
//   v2(n + 1) (trailing 1 bits), Omega (prime factors with multiplicity),
//   omega (distinct primes), d(n) (divisors), floor(log2 n), floor(log3 n),
//   floor(log10 n), floor(sqrt n), floor(cbrt n), floor(n^(1/4)), the
//   triangular root floor((sqrt(8n + 1) - 1) / 2), digit sums in base 3 and 10,
//   the number of terms of n's Zeckendorf sum. Undefined at n = 0 (kUndefined)
//   where the function is (v2, logs, Omega, ...). With parameters (ids past
//   these: internal_root_feature.hpp): floor(sqrt(c floor(n^2 / b))), zero2(n).
// Sets (atom_member): powers of 2, of 2 with an odd exponent, of 4, of 3;
//   squares, cubes, triangular numbers, pronic numbers k(k + 1), Fibonacci
//   numbers (1, 2, 3, 5, ...), numbers without two adjacent 1 bits, odious
//   numbers (odd popcount), primes, prime powers, squarefree numbers, n with
//   v2(n) odd, 2^j - 1; and n = r (mod m) for 2 <= m <= 16.
// Cost: one n: O(log n), the factor-based ones by prime_factors (under a
//   millisecond at 10^18); a range of L numbers ending at E <= 4 * 10^6 by a
//   sieve of smallest prime factors, O(E + L log E).
// Exact for every n <= 2^62 (no intermediate value passes 2^64: the triangular
//   root and numbers by floor(sqrt(2n)), not sqrt(8n + 1)).
// Internal: nimkit/pattern.hpp. Proved by: tests/test_pattern_features.cpp
//   (every function and set against a definition written in the test on 0..5000
//   and on the numbers near 2^61 and 2^62 and on squares, cubes, triangular and
//   pronic numbers, powers and Fibonacci numbers there; the ranges equal to the
//   value at each n; rules on the triangular and pronic numbers predict
//   right at 2^61 and 2^62).
#ifndef NIMKIT_INTERNAL_PATTERN_FEATURES_HPP
#define NIMKIT_INTERNAL_PATTERN_FEATURES_HPP

#include <cstddef>
#include <cstdint>
#include <string>
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

// The name as a rule prints it, with n the argument.
inline std::string feature_name(int id, const std::string& n = "n") {
    if (is_extra_feature(id)) return extra_feature_name(id, n);
    switch (id) {
    case feat_popcount: return "popcount(" + n + ")";
    case feat_v2: return "v2(" + n + ")";
    case feat_v3: return "v3(" + n + ")";
    case feat_ruler: return "2^v2(" + n + ")";
    case feat_odd_part: return "oddpart(" + n + ")";
    case feat_trailing_ones: return "v2(" + n + " + 1)";
    case feat_big_omega: return "Omega(" + n + ")";
    case feat_omega: return "omega(" + n + ")";
    case feat_divisors: return "d(" + n + ")";
    case feat_log2: return "floor(log2(" + n + "))";
    case feat_log3: return "floor(log3(" + n + "))";
    case feat_log10: return "floor(log10(" + n + "))";
    case feat_sqrt: return "floor(sqrt(" + n + "))";
    case feat_cbrt: return "floor(cbrt(" + n + "))";
    case feat_root4: return "floor(" + n + "^(1/4))";
    case feat_tri_root: return "floor((sqrt(8" + n + " + 1) - 1)/2)";
    case feat_digits3: return "digitsum3(" + n + ")";
    case feat_digits10: return "digitsum10(" + n + ")";
    case feat_zeckendorf: return "zeckendorf(" + n + ")";
    }
    return "?";
}

// What a reader needs to code the less common names.
inline std::string feature_gloss(int id) {
    if (is_extra_feature(id)) return extra_feature_gloss(id);
    switch (id) {
    case feat_v2: case feat_ruler: case feat_trailing_ones: return "v2(n): how many times 2 divides n";
    case feat_v3: return "v3(n): how many times 3 divides n";
    case feat_odd_part: return "oddpart(n): n without its factors 2";
    case feat_big_omega: return "Omega(n): prime factors counted with multiplicity";
    case feat_omega: return "omega(n): distinct prime factors";
    case feat_divisors: return "d(n): the number of divisors";
    case feat_digits3: return "digitsum3(n): the sum of n's base-3 digits";
    case feat_digits10: return "digitsum10(n): the sum of n's decimal digits";
    case feat_zeckendorf: return "zeckendorf(n): the number of Fibonacci numbers in n's Zeckendorf sum";
    }
    return "";
}

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

// Smallest prime factors of 0..n (n <= 4 * 10^6), for the factor-based functions over a range.
inline std::vector<std::uint32_t> smallest_prime_factors(u64 n) {
    std::vector<std::uint32_t> spf(static_cast<std::size_t>(n) + 1, 0);
    for (u64 i = 2; i <= n; ++i)
        if (spf[static_cast<std::size_t>(i)] == 0)
            for (u64 j = i; j <= n; j += i)
                if (spf[static_cast<std::size_t>(j)] == 0) spf[static_cast<std::size_t>(j)] = static_cast<std::uint32_t>(i);
    return spf;
}

const u64 kSieveLimit = 4000000;

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

// The summaries of every n in [first, first + count): from a sieve when the
// range ends below kSieveLimit, else one by one (count <= 20000), else none
// (false: the factor-based functions are not tried on such a table). n = 0
// gets a summary that nothing reads.
inline bool range_factors(u64 first, std::size_t count, std::vector<FactorSummary>& out) {
    out.assign(count, FactorSummary());
    if (count == 0) return true;
    const u64 last = first + count - 1;
    u64 f[64];
    if (last < kSieveLimit) {
        const std::vector<std::uint32_t> spf = smallest_prime_factors(last);
        for (std::size_t i = 0; i < count; ++i) {
            std::size_t c = 0;
            for (u64 n = first + i; n > 1; n /= spf[static_cast<std::size_t>(n)]) f[c++] = spf[static_cast<std::size_t>(n)];
            out[i] = summarize(f, c);
        }
        return true;
    }
    if (count > 20000 || last > (static_cast<u64>(1) << 62)) return false;
    for (std::size_t i = 0; i < count; ++i)
        if (first + i > 0) {
            const std::vector<u64> p = number_detail::prime_factors(first + i);
            out[i] = summarize(p.empty() ? 0 : &p[0], p.size());
        }
    return true;
}

inline i64 from_summary(int id, const FactorSummary& s) {
    return id == feat_big_omega ? s.big_omega : id == feat_omega ? s.omega : s.divisors;
}

inline bool factor_based(int id) { return id == feat_big_omega || id == feat_omega || id == feat_divisors; }

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

// The floor functions step up at known places: F(n) = r until n reaches next_step(r).
inline bool monotone_feature(int id) {
    return id == feat_log2 || id == feat_log3 || id == feat_log10 || id == feat_sqrt || id == feat_cbrt ||
           id == feat_root4 || id == feat_tri_root;
}

// The least n with F(n) > r for a monotone F (saturating at 2^64 - 1).
inline u64 next_step(int id, i64 r) {
    const u64 x = static_cast<u64>(r) + 1;
    const u64 top = ~static_cast<u64>(0);
    switch (id) {
    case feat_log2: return x >= 64 ? top : static_cast<u64>(1) << x;
    case feat_log3: case feat_log10: {
        const u64 b = id == feat_log3 ? 3 : 10;
        u64 v = 1;
        for (u64 i = 0; i < x; ++i) {
            if (v > top / b) return top;
            v *= b;
        }
        return v;
    }
    case feat_sqrt: return x > 0xFFFFFFFFu ? top : x * x;
    case feat_cbrt: return x > 2642245 ? top : x * x * x;
    case feat_root4: return x > 65535 ? top : x * x * x * x;
    case feat_tri_root: return x > 0xFFFFFFFFu ? top : x * (x + 1) / 2;
    }
    return top;
}

// F over [first, first + count): the floor functions stepped, the others one by one.
inline void range_feature(int id, u64 first, std::size_t count, std::vector<i64>& out) {
    out.resize(count);
    if (!monotone_feature(id)) {
        for (std::size_t i = 0; i < count; ++i) out[i] = feature_value(id, first + i);
        return;
    }
    std::size_t i = 0;
    if (first == 0 && id <= feat_log10 && count > 0) out[i++] = kUndefined;  // logs of 0
    if (i == count) return;
    i64 r = feature_value(id, first + i);
    u64 next = next_step(id, r);
    for (; i < count; ++i) {
        while (first + i >= next) next = next_step(id, ++r);
        out[i] = r;
    }
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

inline int atom_count() { return residue_atom(kMostModulus + 1, 0); }

inline void residue_of_atom(int id, unsigned& m, unsigned& r) {
    int rest = id - atom_special_count;
    for (m = 2; rest >= static_cast<int>(m); ++m) rest -= static_cast<int>(m);
    r = static_cast<unsigned>(rest);
}

inline std::string atom_name(int id, bool negated) {
    if (id >= atom_special_count) {
        unsigned m, r;
        residue_of_atom(id, m, r);
        if (m == 2) return r == (negated ? 0u : 1u) ? "n is odd" : "n is even";
        return std::string("n ") + (negated ? "!= " : "= ") + std::to_string(r) + " (mod " + std::to_string(m) + ")";
    }
    static const char* const kName[] = {"a power of 2 (2^j, j >= 0)", "2^j with j odd", "a power of 4 (4^j, j >= 0)",
                                        "a power of 3 (3^j, j >= 0)", "a perfect square", "a perfect cube",
                                        "a triangular number j(j+1)/2", "a pronic number j(j+1)",
                                        "a Fibonacci number (1, 2, 3, 5, 8, ...)", "without two adjacent 1 bits",
                                        "odious (an odd number of 1 bits)", "a prime", "a prime power p^j (j >= 1)",
                                        "squarefree", "2^j times an odd number with j odd", "2^j - 1 (all 1 bits)"};
    return std::string("n is ") + (negated ? "not " : "") + kName[id];
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

inline bool atom_factor_based(int id) { return id == atom_prime || id == atom_prime_power || id == atom_squarefree; }

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
