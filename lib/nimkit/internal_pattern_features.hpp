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
// The functions and sets at one n (feature_value, atom_member) are in
//   nimkit/internal_feature_value.hpp, which a rule's predictions include
//   alone; here their names and their values over a range.
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

#include "nimkit/internal_feature_value.hpp"
#include "nimkit/internal_number_theory.hpp"
#include "nimkit/internal_root_feature.hpp"

namespace nimkit {
namespace pattern_detail {

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

inline bool factor_based(int id) { return id == feat_big_omega || id == feat_omega || id == feat_divisors; }

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

inline int atom_count() { return residue_atom(kMostModulus + 1, 0); }

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

inline bool atom_factor_based(int id) { return id == atom_prime || id == atom_prime_power || id == atom_squarefree; }

}  // namespace pattern_detail
}  // namespace nimkit

#endif
