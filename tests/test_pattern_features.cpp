// internal_pattern_features.hpp: every arithmetic function and named set the
// rule finder tries, against a definition written here (loops over bits and
// digits, binary searches with 128-bit products, trial division), on 0..5000
// and near 2^61 and 2^62 (windows there, and the squares, cubes, triangular and
// pronic numbers, powers and Fibonacci numbers near them, with their
// neighbours); the range versions equal to the value at each n; and rules on
// triangular and pronic numbers predicting right at 2^61 and 2^62.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_pattern_features.hpp"
#include "nimkit/pattern.hpp"
#include "sanitized.hpp"

namespace {

typedef std::int64_t i64;
typedef std::uint64_t u64;
__extension__ typedef unsigned __int128 u128;

namespace pd = nimkit::pattern_detail;

const u64 kTwo61 = static_cast<u64>(1) << 61, kTwo62 = static_cast<u64>(1) << 62;

// ---- definitions ------------------------------------------------------------------

unsigned bits_set(u64 n) {
    unsigned c = 0;
    for (int b = 0; b < 64; ++b) c += static_cast<unsigned>(n >> b & 1);
    return c;
}

unsigned times_divides(u64 n, u64 p) {  // n >= 1
    unsigned v = 0;
    while (n % p == 0) n /= p, ++v;
    return v;
}

// The largest r with r^k <= n (binary search, products in 128 bits, capped).
u64 root_def(u64 n, unsigned k) {
    u64 lo = 0, hi = static_cast<u64>(1) << 32;
    while (lo < hi) {
        const u64 mid = lo + (hi - lo + 1) / 2;
        u128 p = 1;
        bool over = false;
        for (unsigned i = 0; i < k && !over; ++i) {
            p *= mid;
            over = p > static_cast<u128>(n);
        }
        if (over) hi = mid - 1;
        else lo = mid;
    }
    return lo;
}

// The largest k with k (k + 1) / 2 <= n.
u64 tri_root_def(u64 n) {
    u64 lo = 0, hi = static_cast<u64>(1) << 33;
    while (lo < hi) {
        const u64 mid = lo + (hi - lo + 1) / 2;
        if (static_cast<u128>(mid) * (mid + 1) / 2 <= n) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

unsigned log_def(u64 n, u64 b) {  // n >= 1: the largest e with b^e <= n
    unsigned e = 0;
    for (u128 p = b; p <= n; p *= b) ++e;
    return e;
}

unsigned digit_sum_def(u64 n, u64 b) {
    unsigned s = 0;
    while (n) s += static_cast<unsigned>(n % b), n /= b;
    return s;
}

std::vector<u64> fibonacci_def() {  // 1, 2, 3, 5, ... up to 2^63
    std::vector<u64> f = {1, 2};
    while (f.back() < (static_cast<u64>(1) << 62)) f.push_back(f[f.size() - 1] + f[f.size() - 2]);
    return f;
}

unsigned zeckendorf_def(u64 n) {  // the greedy sum of non-consecutive Fibonacci numbers
    const std::vector<u64> f = fibonacci_def();
    unsigned t = 0;
    for (std::size_t i = f.size(); i-- > 0;)
        if (f[i] <= n) n -= f[i], ++t;
    return t;
}

// The primes below 2^20, by a sieve.
const std::vector<u64>& small_primes() {
    static std::vector<u64> p;
    if (p.empty()) {
        std::vector<bool> composite(1 << 20, false);
        for (u64 i = 2; i < (1u << 20); ++i)
            if (!composite[i]) {
                p.push_back(i);
                for (u64 j = i * i; j < (1u << 20); j += i) composite[j] = true;
            }
    }
    return p;
}

// The prime factorization, when the test can be sure of it: the primes
// 2^61 - 1 and 2^31 - 1 divided out, then trial division by every prime below
// 2^20; a cofactor left below 2^40 is then 1 or a prime; above, the test does
// not know its factors (false).
struct Factors {
    std::vector<std::pair<u64, unsigned> > pf;  // (p, e)
};

bool factor_def(u64 n, Factors& out) {
    out.pf.clear();
    std::vector<u64> divisors = {(static_cast<u64>(1) << 61) - 1, (static_cast<u64>(1) << 31) - 1};
    divisors.insert(divisors.end(), small_primes().begin(), small_primes().end());
    for (u64 p : divisors) {
        if (p < (1u << 20) && p * p > n) break;
        if (n % p != 0) continue;
        unsigned e = 0;
        while (n % p == 0) n /= p, ++e;
        out.pf.push_back(std::make_pair(p, e));
    }
    if (n == 1) return true;
    if (n >= (static_cast<u64>(1) << 40)) return false;
    out.pf.push_back(std::make_pair(n, 1u));
    return true;
}

// F(n) by definition (kUndefined at n = 0 for the functions 0 has no value of).
i64 feature_def(int id, u64 n, const Factors* f) {
    const bool zero_ok = id == pd::feat_popcount || id == pd::feat_digits3 || id == pd::feat_digits10 ||
                         id == pd::feat_zeckendorf || id == pd::feat_trailing_ones || id == pd::feat_sqrt ||
                         id == pd::feat_cbrt || id == pd::feat_root4 || id == pd::feat_tri_root;
    if (n == 0 && !zero_ok) return pd::kUndefined;
    switch (id) {
    case pd::feat_popcount: return bits_set(n);
    case pd::feat_v2: return times_divides(n, 2);
    case pd::feat_v3: return times_divides(n, 3);
    case pd::feat_ruler: return static_cast<i64>(static_cast<u64>(1) << times_divides(n, 2));
    case pd::feat_odd_part: {
        u64 m = n;
        while (m % 2 == 0) m /= 2;
        return static_cast<i64>(m);
    }
    case pd::feat_trailing_ones: {
        unsigned c = 0;
        while (n >> c & 1) ++c;
        return c;
    }
    case pd::feat_big_omega: case pd::feat_omega: case pd::feat_divisors: {
        i64 big = 0, small = 0, d = 1;
        for (const auto& pe : f->pf) big += pe.second, ++small, d *= pe.second + 1;
        return id == pd::feat_big_omega ? big : id == pd::feat_omega ? small : d;
    }
    case pd::feat_log2: return log_def(n, 2);
    case pd::feat_log3: return log_def(n, 3);
    case pd::feat_log10: return log_def(n, 10);
    case pd::feat_sqrt: return static_cast<i64>(root_def(n, 2));
    case pd::feat_cbrt: return static_cast<i64>(root_def(n, 3));
    case pd::feat_root4: return static_cast<i64>(root_def(n, 4));
    case pd::feat_tri_root: return static_cast<i64>(tri_root_def(n));
    case pd::feat_digits3: return digit_sum_def(n, 3);
    case pd::feat_digits10: return digit_sum_def(n, 10);
    case pd::feat_zeckendorf: return zeckendorf_def(n);
    }
    return -1;
}

bool is_power_def(u64 n, u64 b, int parity) {  // n = b^j, j >= 0 (parity 1: j odd, 0: j even, -1: any)
    u128 p = 1;
    for (int j = 0; p <= n; ++j, p *= b)
        if (p == n) return parity < 0 || j % 2 == parity;
    return false;
}

bool atom_def(int id, u64 n, const Factors* f) {
    if (id >= pd::atom_special_count) {
        unsigned m, r;
        pd::residue_of_atom(id, m, r);
        return n % m == r;
    }
    switch (id) {
    case pd::atom_pow2: return is_power_def(n, 2, -1);
    case pd::atom_pow2_odd: return is_power_def(n, 2, 1);
    case pd::atom_pow4: return is_power_def(n, 4, -1);
    case pd::atom_pow3: return is_power_def(n, 3, -1);
    case pd::atom_square: {
        const u64 r = root_def(n, 2);
        return static_cast<u128>(r) * r == n;
    }
    case pd::atom_cube: {
        const u64 r = root_def(n, 3);
        return static_cast<u128>(r) * r * r == n;
    }
    case pd::atom_triangular: {
        const u64 k = tri_root_def(n);
        return static_cast<u128>(k) * (k + 1) / 2 == n;
    }
    case pd::atom_pronic: {
        const u64 k = root_def(n, 2);
        return static_cast<u128>(k) * (k + 1) == n;
    }
    case pd::atom_fibonacci: {
        for (u64 x : fibonacci_def())
            if (x == n) return true;
        return false;
    }
    case pd::atom_fibbinary: {
        for (int b = 0; b < 63; ++b)
            if ((n >> b & 1) && (n >> (b + 1) & 1)) return false;
        return true;
    }
    case pd::atom_odious: return bits_set(n) % 2 == 1;
    case pd::atom_prime: return n > 0 && f->pf.size() == 1 && f->pf[0].second == 1;
    case pd::atom_prime_power: return n > 0 && f->pf.size() == 1;
    case pd::atom_squarefree: {
        if (n == 0) return false;
        for (const auto& pe : f->pf)
            if (pe.second > 1) return false;
        return true;
    }
    case pd::atom_v2_odd: return n > 0 && times_divides(n, 2) % 2 == 1;
    case pd::atom_all_ones: return is_power_def(n + 1, 2, -1);
    }
    return false;
}

bool factor_based_feature(int id) {
    return id == pd::feat_big_omega || id == pd::feat_omega || id == pd::feat_divisors;
}

bool factor_based_atom(int id) {
    return id == pd::atom_prime || id == pd::atom_prime_power || id == pd::atom_squarefree;
}

// Every feature and set at n against its definition; the factor-based ones only
// where the test knows n's factors. Returns how many checks ran.
std::size_t check_at(u64 n) {
    Factors f;
    const bool known = n > 0 && factor_def(n, f);
    std::size_t checks = 0;
    for (int id = 0; id < pd::feat_count; ++id) {
        if (factor_based_feature(id) && !known && n > 0) continue;
        INFO("feature " << pd::feature_name(id) << " at n = " << n);
        CHECK(pd::feature_value(id, n) == feature_def(id, n, &f));
        ++checks;
    }
    for (int id = 0; id < pd::atom_count(); ++id) {
        if (factor_based_atom(id) && !known && n > 0) continue;
        INFO("set '" << pd::atom_name(id, false) << "' at n = " << n);
        CHECK(pd::atom_member(id, n) == atom_def(id, n, &f));
        ++checks;
    }
    return checks;
}

// The numbers near 2^61 and 2^62 (up to 2^62) the test looks at.
std::vector<u64> large_numbers() {
    std::vector<u64> v;
    for (u64 c : {kTwo61, kTwo62})
        for (u64 d = 0; d <= 300; ++d) {
            if (c + d <= kTwo62) v.push_back(c + d);
            v.push_back(c - 1 - d);
        }
    // squares, cubes, fourth powers, triangular and pronic numbers around 2^61 and 2^62, and neighbours
    for (u64 c : {kTwo61, kTwo62}) {
        const u64 s = root_def(c, 2), q = root_def(c, 3), r4 = root_def(c, 4), t = tri_root_def(c);
        for (u64 k = s - 3; k <= s + 1; ++k)
            for (u64 x : {k * k, k * (k + 1)})
                for (u64 y : {x - 1, x, x + 1}) v.push_back(y);
        for (u64 k = q - 2; k <= q + 1; ++k)
            for (u64 y : {k * k * k - 1, k * k * k, k * k * k + 1}) v.push_back(y);
        for (u64 k = r4 - 2; k <= r4 + 1; ++k)
            for (u64 y : {k * k * k * k - 1, k * k * k * k, k * k * k * k + 1}) v.push_back(y);
        for (u64 k = t - 3; k <= t + 2; ++k)
            for (u64 y : {k * (k + 1) / 2 - 1, k * (k + 1) / 2, k * (k + 1) / 2 + 1}) v.push_back(y);
    }
    for (u64 p = 1; p <= kTwo62 / 3; p *= 3) v.push_back(p * 3), v.push_back(p * 3 - 1), v.push_back(p * 3 + 1);
    for (u64 p = 1; p <= kTwo62 / 10; p *= 10) v.push_back(p * 10), v.push_back(p * 10 - 1);
    for (int j = 55; j <= 62; ++j) {
        const u64 p = static_cast<u64>(1) << j;
        v.push_back(p), v.push_back(p - 1), v.push_back(p + 1);
    }
    for (u64 x : fibonacci_def())
        if (x > (static_cast<u64>(1) << 55) && x + 1 <= kTwo62) v.push_back(x - 1), v.push_back(x), v.push_back(x + 1);
    const u64 m31 = (static_cast<u64>(1) << 31) - 1;
    v.push_back(kTwo61 - 1);                        // a prime
    v.push_back(m31 * m31);                         // a prime squared near 2^62
    v.push_back(2 * (kTwo61 - 1));                  // 2 times a prime
    v.push_back(m31 * m31 - 2 * m31);               // (2^31 - 1)(2^31 - 3)
    std::vector<u64> kept;
    for (u64 x : v)
        if (x <= kTwo62) kept.push_back(x);
    return kept;
}

}  // namespace

TEST_CASE("pattern features: every function and named set against a definition written in the test, on 0..5000 (under the sanitizers 0..1000)") {
    const u64 last = nimkit_test::kSanitized ? 1000 : 5000;
    std::size_t checks = 0;
    for (u64 n = 0; n <= last; ++n) checks += check_at(n);
    CHECK(checks == (last + 1) * static_cast<std::size_t>(pd::feat_count + pd::atom_count()));
}

TEST_CASE("pattern features: every function and named set against its definition near 2^61 and 2^62 (600 numbers each side, "
          "squares, cubes, fourth powers, triangular and pronic numbers, powers of 2, 3, 10 and Fibonacci numbers there and "
          "their neighbours) - the factor-based ones where trial division to 2^20 settles n's factors") {
    const std::vector<u64> v = large_numbers();
    std::size_t checks = 0, factored = 0;
    for (u64 n : v) {
        Factors f;
        factored += factor_def(n, f);
        checks += check_at(n);
    }
    CHECK(v.size() > 1200);
    CHECK(factored > 300);
    // the values that wrapped before: 8n + 1 and 4n + 1 pass 2^64 from 2^61 and 2^62 on
    CHECK_FALSE(pd::atom_member(pd::atom_triangular, kTwo61));
    CHECK_FALSE(pd::atom_member(pd::atom_pronic, kTwo62));
    CHECK(pd::feature_value(pd::feat_tri_root, kTwo61) == static_cast<i64>(tri_root_def(kTwo61)));
    CHECK(checks > 1500 * 100);
}

TEST_CASE("pattern features: over a range (0..5000, then 400 numbers ending at 2^62 and 400 from 2^61 - 200) every function "
          "equals its value at each n, and the factor summaries give Omega, omega, d(n), primes, prime powers, squarefree "
          "as the one-n functions do") {
    const u64 firsts[] = {0, kTwo62 - 399, kTwo61 - 200};
    const std::size_t counts[] = {5001, 400, 400};
    for (int c = 0; c < 3; ++c) {
        const u64 first = firsts[c];
        const std::size_t count = counts[c];
        for (int id = 0; id < pd::feat_count; ++id) {
            std::vector<i64> out;
            pd::range_feature(id, first, count, out);
            REQUIRE(out.size() == count);
            for (std::size_t i = 0; i < count; ++i) {
                INFO(pd::feature_name(id) << " at " << first + i);
                CHECK(out[i] == pd::feature_value(id, first + i));
            }
        }
        std::vector<pd::FactorSummary> s;
        REQUIRE(pd::range_factors(first, count, s));
        for (std::size_t i = 0; i < count; ++i) {
            const u64 n = first + i;
            if (n == 0) continue;
            for (int id : {pd::feat_big_omega, pd::feat_omega, pd::feat_divisors})
                CHECK(pd::from_summary(id, s[i]) == pd::feature_value(id, n));
            for (int id : {pd::atom_prime, pd::atom_prime_power, pd::atom_squarefree})
                CHECK(pd::atom_from_summary(id, s[i]) == pd::atom_member(id, n));
        }
    }
}

TEST_CASE("pattern features: rules read from tables written from the definitions (f = 0 on triangular numbers else 1, "
          "the same on pronic numbers, f = the triangular root, each on 0..3000) predict right at 2^61, 2^62 and the "
          "triangular and pronic numbers there") {
    std::vector<i64> tri, pro, root;
    for (u64 n = 0; n <= 3000; ++n) {
        tri.push_back(atom_def(pd::atom_triangular, n, nullptr) ? 0 : 1);
        pro.push_back(atom_def(pd::atom_pronic, n, nullptr) ? 0 : 1);
        root.push_back(static_cast<i64>(tri_root_def(n)));
    }
    const nimkit::PatternReport rt = nimkit::find_pattern(tri), rp = nimkit::find_pattern(pro), rr = nimkit::find_pattern(root);
    std::vector<u64> at = {kTwo61, kTwo61 + 1, kTwo62, kTwo62 - 1};
    for (u64 c : {kTwo61, kTwo62}) {
        const u64 t = tri_root_def(c), s = root_def(c, 2);
        for (u64 x : {t * (t + 1) / 2, t * (t + 1) / 2 + 1, (t - 1) * t / 2, s * (s + 1), s * (s + 1) - 1, (s - 1) * s})
            at.push_back(x);
    }
    std::size_t answered = 0, asked = 0;
    for (u64 n : at) {
        if (n > kTwo62) continue;  // past the promise
        ++asked;
        i64 v;
        INFO("n = " << n);
        if (nimkit::pattern_value(rt, n, v)) {
            CHECK(v == (atom_def(pd::atom_triangular, n, nullptr) ? 0 : 1));
            ++answered;
        }
        if (nimkit::pattern_value(rp, n, v)) {
            CHECK(v == (atom_def(pd::atom_pronic, n, nullptr) ? 0 : 1));
            ++answered;
        }
        if (nimkit::pattern_value(rr, n, v)) {
            CHECK(v == static_cast<i64>(tri_root_def(n)));
            ++answered;
        }
    }
    CHECK(asked >= 14);
    CHECK(answered == 3 * asked);
}
