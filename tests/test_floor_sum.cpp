// floor_sum.hpp: floor sums against direct summation, Beatty sums against
// direct summation with exact integer floors, Beatty's complementary
// sequences near 10^17, and the Wythoff and Euclid sums against P-positions
// searched over the games' own moves.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/floor_sum.hpp"
#include "nimkit/wythoff.hpp"

namespace {

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

u128 as_u128(const nimkit::U128& x) { return static_cast<u128>(x.hi) << 64 | x.lo; }

i128 floor_div(i128 x, i128 m) {  // m > 0
    i128 q = x / m;
    if (x % m != 0 && x < 0) --q;
    return q;
}

i128 direct_floor_sum(i128 n, i128 m, i128 a, i128 b) {
    i128 s = 0;
    for (i128 i = 0; i < n; ++i) s += floor_div(a * i + b, m);
    return s;
}

// The largest r with r^2 <= x, by bisection on the compiler's 128-bit type.
u128 isqrt(u128 x) {
    u128 lo = 0, hi = static_cast<u128>(1) << 64;
    while (hi - lo > 1) {
        const u128 mid = (lo + hi) / 2;
        (mid <= x / mid ? lo : hi) = mid;
    }
    return lo;
}

// floor(k (p + sqrt d) / q) from the definition: the largest integer y with
// y q <= k p + k sqrt d (q > 0), i.e. y q - k p <= k sqrt d; for q < 0 the
// inequality turns.
i128 exact_floor(i128 k, i128 p, i128 d, i128 q) {
    if (k == 0) return 0;
    // candidate from the integer root, then settle by exact comparisons
    const i128 r = static_cast<i128>(isqrt(static_cast<u128>(k * k * d)));
    i128 y = q > 0 ? floor_div(k * p + r, q) : floor_div(-k * p - r - 1, -q);
    auto below = [&](i128 t) {  // t q <= k p + k sqrt d ?
        i128 lhs = t * q - k * p;  // compare lhs with k sqrt d (irrational for k >= 1)
        if (lhs < 0) return true;
        return static_cast<u128>(lhs) * static_cast<u128>(lhs) < static_cast<u128>(k * k * d);
    };
    auto holds = [&](i128 t) { return q > 0 ? below(t) : !below(t); };  // k sqrt d is irrational: never equal
    while (!holds(y)) --y;
    while (holds(y + 1)) ++y;
    return y;
}

// Numbers as 32-bit limbs, least significant first: products and comparisons
// for the widest floors (n^2 d up to 2^188), apart from the library's code.
typedef std::vector<std::uint64_t> Limbs;
Limbs limbs(u128 x) {
    Limbs l;
    for (int i = 0; i < 4; ++i, x >>= 32) l.push_back(static_cast<std::uint64_t>(x & 0xffffffffu));
    return l;
}
Limbs times(const Limbs& a, const Limbs& b) {
    Limbs r(a.size() + b.size() + 1, 0);
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = 0; j < b.size(); ++j) {
            r[i + j] += a[i] * b[j];
            for (std::size_t k = i + j; r[k] >> 32; ++k) r[k + 1] += r[k] >> 32, r[k] &= 0xffffffffu;
        }
    return r;
}
bool at_most(Limbs a, Limbs b) {
    a.resize(16, 0), b.resize(16, 0);
    for (std::size_t i = 16; i-- > 0;)
        if (a[i] != b[i]) return a[i] < b[i];
    return true;
}

bool square(i128 d) {
    const i128 r = static_cast<i128>(isqrt(static_cast<u128>(d)));
    return r * r == d;
}

}  // namespace

TEST_CASE("floor_sum: the AtCoder Library's examples, and direct summation for every n, m <= 12, a, b in [-15, 15]") {
    CHECK(nimkit::floor_sum(6, 5, 4, 3) == 13);
    CHECK(nimkit::floor_sum(4, 10, 6, 3) == 3);
    CHECK(nimkit::floor_sum(0, 1, 5, 5) == 0);
    CHECK(nimkit::floor_sum(31415, 92653, 58979, 32384) == 314095480);
    CHECK(nimkit::floor_sum(1000000000, 1000000000, 999999999, 999999999) == 499999999500000000LL);
    for (long long n = 0; n <= 12; ++n)
        for (long long m = 1; m <= 12; ++m)
            for (long long a = -15; a <= 15; ++a)
                for (long long b = -15; b <= 15; ++b) {
                    const i128 want = direct_floor_sum(n, m, a, b);
                    REQUIRE(nimkit::floor_sum(n, m, a, b) == static_cast<long long>(want));
                    if (a >= 0 && b >= 0)
                        REQUIRE(as_u128(nimkit::floor_sum_u128(static_cast<std::uint64_t>(n), static_cast<std::uint64_t>(m),
                                                               static_cast<std::uint64_t>(a), static_cast<std::uint64_t>(b))) ==
                                static_cast<u128>(want));
                }
}

TEST_CASE("floor_sum_u128: exact against direct summation for 3000 random sums (n <= 3000, m < 2^32, a, b up to 2^64 - 1), "
          "two of 2 * 10^6 terms, and the extremes n = 2^32 - 1, a = b = 2^64 - 1") {
    std::mt19937_64 rng(38);
    for (int t = 0; t < 3000; ++t) {
        const std::uint64_t n = rng() % 3001, m = 1 + rng() % (t % 3 ? 1000000000ULL : 0xffffffffULL);
        const std::uint64_t a = t % 2 ? rng() % 1000000000000000001ULL : rng(), b = t % 5 ? rng() % 1000000000000000001ULL : rng();
        u128 want = 0;
        for (std::uint64_t i = 0; i < n; ++i) want += (static_cast<u128>(a) * i + b) / m;
        REQUIRE(as_u128(nimkit::floor_sum_u128(n, m, a, b)) == want);
        // the AtCoder form agrees modulo 2^64 whenever the arguments fit a long long
        if (a < (1ULL << 63) && b < (1ULL << 63))
            REQUIRE(static_cast<std::uint64_t>(nimkit::floor_sum(static_cast<long long>(n), static_cast<long long>(m),
                                                                 static_cast<long long>(a), static_cast<long long>(b))) ==
                    static_cast<std::uint64_t>(want));
    }
    for (int t = 0; t < 2; ++t) {
        const std::uint64_t n = 2000000, m = t ? 999999937 : 4294967291ULL, a = 999999999999999989ULL + t, b = 123456789012345678ULL;
        u128 want = 0;
        for (std::uint64_t i = 0; i < n; ++i) want += (static_cast<u128>(a) * i + b) / m;
        CHECK(as_u128(nimkit::floor_sum_u128(n, m, a, b)) == want);
    }
    const std::uint64_t n = 0xffffffffULL, top = ~0ULL;  // m = 1: a n(n-1)/2 + b n, just below 2^127 + 2^96
    CHECK(as_u128(nimkit::floor_sum_u128(n, 1, top, top)) == static_cast<u128>(top) * (static_cast<u128>(n) * (n - 1) / 2) + static_cast<u128>(top) * n);
    CHECK(as_u128(nimkit::floor_sum_u128(1000000000, 1, 1000000000000000000ULL, 1000000000000000000ULL)) ==
          static_cast<u128>(1000000000000000000ULL) * (static_cast<u128>(1000000000) * 999999999 / 2 + 1000000000));
}

TEST_CASE("floor_sum: negative a and b against direct summation modulo 2^64 for 3000 random sums, and LLONG_MIN") {
    std::mt19937_64 rng(7);
    for (int t = 0; t < 3000; ++t) {
        const long long n = static_cast<long long>(rng() % 2000), m = 1 + static_cast<long long>(rng() % 0xfffffffeULL);
        const long long a = static_cast<long long>(rng() >> (rng() % 64)) * (t % 2 ? -1 : 1);
        const long long b = static_cast<long long>(rng() >> (rng() % 64)) * (t % 3 ? -1 : 1);
        REQUIRE(static_cast<std::uint64_t>(nimkit::floor_sum(n, m, a, b)) == static_cast<std::uint64_t>(direct_floor_sum(n, m, a, b)));
    }
    const long long low = -9223372036854775807LL - 1;
    CHECK(static_cast<std::uint64_t>(nimkit::floor_sum(5, 7, low, low)) == static_cast<std::uint64_t>(direct_floor_sum(5, 7, low, low)));
}

TEST_CASE("floor_times: floor(n (p + sqrt d)/q) equals the exact integer floor, 20000 random alphas and n up to 2^62") {
    std::mt19937_64 rng(5);
    int done = 0;
    while (done < 20000) {
        const std::int64_t p = static_cast<std::int64_t>(rng() % 2001) - 1000, q = static_cast<std::int64_t>(rng() % 41) - 20;
        const std::uint64_t d = 2 + rng() % (done % 2 ? 1000000 : 100);
        nimkit::QuadraticIrrational alpha;
        std::string why;
        if (q == 0 || !nimkit::quadratic_irrational(p, d, q, alpha, why)) continue;
        const std::uint64_t n = done % 3 ? rng() % 100000 : rng() >> (2 + rng() % 60);
        if (static_cast<u128>(n) * n > (static_cast<u128>(1) << 125) / alpha.d) continue;  // the test's own squares fit
        REQUIRE(as_u128(nimkit::floor_times(alpha, n)) == static_cast<u128>(exact_floor(n, alpha.p, alpha.d, alpha.q)));
        ++done;
    }
}

TEST_CASE("floor_times: floor(n sqrt d) for n up to 2^63 - 1 and d up to 2^62 - 1 (n^2 d past 2^128), x^2 <= n^2 d < (x+1)^2 "
          "in 32-bit limbs, 3000 random") {
    std::mt19937_64 rng(9);
    for (int t = 0; t < 3000; ++t) {
        const std::uint64_t n = (rng() >> 1) >> (t % 4 ? 0 : rng() % 40), d = 2 + (rng() >> 2) % ((1ULL << 62) - 2) / (t % 3 ? 1 : 1 + rng() % 1000000);
        nimkit::QuadraticIrrational alpha;
        std::string why;
        if (!nimkit::quadratic_irrational(0, d, 1, alpha, why)) continue;
        const u128 x = as_u128(nimkit::floor_times(alpha, n));
        const Limbs target = times(times(limbs(n), limbs(n)), limbs(d));
        REQUIRE(at_most(times(limbs(x), limbs(x)), target));
        REQUIRE(!at_most(times(limbs(x + 1), limbs(x + 1)), target));
    }
}

TEST_CASE("beatty_sum: direct summation of exact floors for every alpha = (p + sqrt d)/q, |p| <= 6, d <= 30, 1 <= |q| <= 6, "
          "n <= 100, and beatty_sum_mod against it for m = 1, 2, 6, 2^61 - 1, 2^64 - 1 in turn") {
    int alphas = 0;
    for (std::int64_t p = -6; p <= 6; ++p)
        for (std::uint64_t d = 2; d <= 30; ++d)
            for (std::int64_t q = -6; q <= 6; ++q) {
                nimkit::QuadraticIrrational alpha;
                std::string why;
                const bool ok = q != 0 && nimkit::quadratic_irrational(p, d, q, alpha, why);
                const bool positive = q > 0 ? p >= 0 || static_cast<std::uint64_t>(p * p) < d
                                            : p < 0 && static_cast<std::uint64_t>(p * p) > d;
                REQUIRE(ok == (q != 0 && !square(static_cast<i128>(d)) && positive));
                if (!ok) continue;
                ++alphas;
                i128 sum = 0;
                for (std::uint64_t n = 0; n <= 100; ++n) {
                    if (n) sum += exact_floor(n, p, d, q);
                    REQUIRE(as_u128(nimkit::beatty_sum(alpha, n)) == static_cast<u128>(sum));
                    const std::uint64_t moduli[] = {1, 2, 6, (1ULL << 61) - 1, ~0ULL}, m = moduli[n % 5];
                    REQUIRE(nimkit::beatty_sum_mod(alpha, n, m) == static_cast<std::uint64_t>(sum % m));
                }
            }
    CHECK(alphas > 1500);
}

TEST_CASE("quadratic_irrational from a continued fraction: phi = 1 then (1) repeating, sqrt 2 = 1 then (2), sqrt 3 = 1 then (1, 2) and 12 "
          "others equal floor(k alpha) from the convergents that bracket alpha, every k <= 300") {
    struct Cf {
        std::vector<std::uint64_t> terms;
        std::size_t start;
    };
    const Cf cases[] = {{{1, 1}, 1},       {{1, 2}, 1},        {{1, 1, 2}, 1},      {{0, 1}, 1},       {{2}, 0},
                        {{3, 1, 4}, 1},    {{0, 2, 1, 3}, 2},  {{5, 7, 1, 1, 2}, 2}, {{1, 2, 3}, 0},   {{0, 1, 5}, 0},
                        {{4, 1, 1, 1, 8}, 1}, {{2, 3, 1, 2}, 3}, {{7}, 0},           {{0, 3, 3, 9}, 1}, {{1, 1, 1, 1, 1, 3}, 4}};
    for (const Cf& cf : cases) {
        nimkit::QuadraticIrrational alpha;
        std::string why;
        REQUIRE_MESSAGE(nimkit::quadratic_irrational(cf.terms, cf.start, alpha, why), why);
        // convergents p_j / q_j of the expansion, far enough that both bracketing ones give one floor
        std::vector<i128> ps, qs;
        i128 p0 = 1, q0 = 0, p1 = 0, q1 = 1;  // p_{-1}/q_{-1}, p_{-2}/q_{-2}
        for (std::size_t i = 0; qs.size() < 60; ++i) {
            const std::uint64_t t = i < cf.terms.size() ? cf.terms[i] : cf.terms[cf.start + (i - cf.start) % (cf.terms.size() - cf.start)];
            const i128 p = t * p0 + p1, q = t * q0 + q1;
            p1 = p0, q1 = q0, p0 = p, q0 = q;
            ps.push_back(p), qs.push_back(q);
            if (q > static_cast<i128>(1) << 40) break;
        }
        const std::size_t j = ps.size() - 2;
        i128 sum = 0;
        for (i128 k = 1; k <= 300; ++k) {
            const i128 f1 = k * ps[j] / qs[j], f2 = k * ps[j + 1] / qs[j + 1];
            REQUIRE(f1 == f2);  // alpha lies strictly between the two convergents
            REQUIRE(as_u128(nimkit::floor_times(alpha, static_cast<std::uint64_t>(k))) == static_cast<u128>(f1));
            sum += f1;
        }
        CHECK(as_u128(nimkit::beatty_sum(alpha, 300)) == static_cast<u128>(sum));
    }
    nimkit::QuadraticIrrational alpha;
    std::string why;
    CHECK(!nimkit::quadratic_irrational(std::vector<std::uint64_t>{1, 2}, 2, alpha, why));
    CHECK(why == "the repeating block is empty");
    CHECK(!nimkit::quadratic_irrational(std::vector<std::uint64_t>{1, 0}, 1, alpha, why));
    CHECK(!nimkit::quadratic_irrational(0, 9, 1, alpha, why));  // sqrt 9 = 3
    CHECK(!nimkit::quadratic_irrational(-5, 5, 2, alpha, why));  // negative
}

TEST_CASE("beatty_sum: Beatty's complementary sequences near 10^17 for phi, sqrt 2 and sqrt 3 (the floors of k alpha and k "
          "beta, 1/alpha + 1/beta = 1, fill 1..N once each), and the overflow refusal") {
    struct Pair {
        nimkit::QuadraticIrrational alpha, beta;
    };
    std::string why;
    Pair pairs[3];
    pairs[0].alpha = nimkit::golden_ratio();
    REQUIRE(nimkit::quadratic_irrational(3, 5, 2, pairs[0].beta, why));  // phi^2 = (3 + sqrt 5)/2
    pairs[1].alpha = nimkit::square_root(2);
    REQUIRE(nimkit::quadratic_irrational(2, 2, 1, pairs[1].beta, why));  // 2 + sqrt 2
    pairs[2].alpha = nimkit::square_root(3);
    REQUIRE(nimkit::quadratic_irrational(3, 3, 2, pairs[2].beta, why));  // (3 + sqrt 3)/2
    const std::uint64_t ns[] = {1, 2, 7, 1000, 123456789012345ULL, 99999999999999989ULL};
    for (const Pair& pair : pairs)
        for (std::uint64_t n : ns) {
            // N = floor(n beta); the k with floor(k alpha) <= N are k <= K = floor((N + 1)/alpha)
            const u128 big = as_u128(nimkit::floor_times(pair.beta, n));
            std::uint64_t lo = 0, hi = static_cast<std::uint64_t>(big) + 1;
            while (hi - lo > 1) {
                const std::uint64_t mid = lo + (hi - lo) / 2;
                (as_u128(nimkit::floor_times(pair.alpha, mid)) <= big ? lo : hi) = mid;
            }
            const u128 total = big * (big + 1) / 2;
            CHECK(as_u128(nimkit::beatty_sum(pair.alpha, lo)) + as_u128(nimkit::beatty_sum(pair.beta, n)) == total);
            const std::uint64_t m = 998244353;
            CHECK((nimkit::beatty_sum_mod(pair.alpha, lo, m) + nimkit::beatty_sum_mod(pair.beta, n, m)) % m ==
                  static_cast<std::uint64_t>(total % m));
        }
    // phi n(n+1)/2 passes 2^128 near n = 2.05 * 10^19; n < 2^63 stays below, sqrt(2^61 + 1) does not
    const std::uint64_t top = (1ULL << 63) - 1;
    CHECK_NOTHROW(nimkit::beatty_sum(nimkit::golden_ratio(), top));
    CHECK_THROWS_AS(nimkit::beatty_sum(nimkit::square_root((1ULL << 61) + 1), top), std::overflow_error);
    CHECK(nimkit::beatty_sum_mod(nimkit::square_root((1ULL << 61) + 1), top, 1000000007) < 1000000007);
}

namespace {

// P-positions by search over the games' own moves (P iff no move reaches a P-position).
std::vector<std::vector<char> > wythoff_lost(int n) {
    std::vector<std::vector<char> > lost(n + 1, std::vector<char>(n + 1, 0));
    for (int a = 0; a <= n; ++a)
        for (int b = 0; b <= n; ++b) {
            bool win = false;
            for (int t = 1; t <= a && !win; ++t) win = lost[a - t][b] || (t <= b && lost[a - t][b - t]);
            for (int t = 1; t <= b && !win; ++t) win = lost[a][b - t];
            lost[a][b] = !win;
        }
    return lost;
}

// Euclid's game: from (a, b), a <= b, subtract a positive multiple of a from b
// (the result >= 0); who makes a number 0 wins, so (0, b) is lost for the mover.
std::vector<std::vector<char> > euclid_lost(int n) {
    std::vector<std::vector<char> > lost(n + 1, std::vector<char>(n + 1, 0));
    for (int b = 0; b <= n; ++b)
        for (int a = 0; a <= b; ++a) {
            bool win = false;
            for (int c = b - a; a > 0 && c >= 0 && !win; c -= a) win = lost[std::min(a, c)][std::max(a, c)];
            lost[a][b] = !win;
        }
    return lost;
}

}  // namespace

TEST_CASE("Wythoff and Euclid sums as Beatty sums of phi against P-positions searched over the games' moves (numbers <= 400), "
          "and the Wythoff sum against wythoff_lower for every n <= 10^6") {
    const int n = 400;
    const std::vector<std::vector<char> > w = wythoff_lost(n), e = euclid_lost(n);
    const nimkit::QuadraticIrrational phi = nimkit::golden_ratio();
    // Wythoff: the P-positions (a_k, b_k), a_k < b_k, k = 1, 2, ...; sum of a_k + b_k over k <= K = 2 S(phi, K) + K(K+1)/2
    std::uint64_t k = 0, pair_sum = 0;
    for (int a = 1; a <= n; ++a)
        for (int b = a + 1; b <= n; ++b)
            if (w[a][b]) {
                ++k;
                pair_sum += static_cast<std::uint64_t>(a + b);
                if (b < n / 2) CHECK(as_u128(nimkit::beatty_sum(phi, k)) * 2 + k * (k + 1) / 2 == pair_sum);
            }
    // Euclid: lost positions 1 <= a <= b <= N number sum over a of max(0, min(N, floor(a phi)) - a)
    for (std::uint64_t big = 1; big <= static_cast<std::uint64_t>(n); ++big) {
        std::uint64_t count = 0;
        for (std::uint64_t a = 1; a <= big; ++a)
            for (std::uint64_t b = a; b <= big; ++b) count += e[a][b];
        std::uint64_t kk = 0;  // the last a with floor(a phi) <= N
        while (nimkit::floor_times(phi, kk + 1).lo <= big) ++kk;
        const u128 formula = as_u128(nimkit::beatty_sum(phi, kk)) - kk * (kk + 1) / 2 + (big - kk - 1) * (big - kk) / 2;
        REQUIRE(formula == count);
    }
    u128 sum = 0;
    for (std::uint64_t j = 1; j <= 1000000; ++j) {
        sum += nimkit::wythoff_lower(j);
        if (j % 4999 == 0 || j == 1000000) REQUIRE(as_u128(nimkit::beatty_sum(phi, j)) == sum);
    }
}

TEST_CASE("beatty_moments: sum f, sum k f and sum f^2 (f = floor(k alpha)) against direct summation of exact floors for every "
          "alpha = (p + sqrt d)/q, |p| <= 4, d <= 20, 1 <= |q| <= 4, n <= 60, and modulo m = 1, 2, 6, 2^61 - 1, 2^64 - 1") {
    int alphas = 0;
    for (std::int64_t p = -4; p <= 4; ++p)
        for (std::uint64_t d = 2; d <= 20; ++d)
            for (std::int64_t q = -4; q <= 4; ++q) {
                nimkit::QuadraticIrrational alpha;
                std::string why;
                if (q == 0 || !nimkit::quadratic_irrational(p, d, q, alpha, why)) continue;
                ++alphas;
                u128 s0 = 0, s1 = 0, s2 = 0;
                for (std::uint64_t n = 0; n <= 60; ++n) {
                    if (n) {
                        const u128 f = static_cast<u128>(exact_floor(n, p, d, q));
                        s0 += f, s1 += n * f, s2 += f * f;
                    }
                    const nimkit::BeattyMoments got = nimkit::beatty_moments(alpha, n);
                    REQUIRE(as_u128(got.sum) == s0);
                    REQUIRE(as_u128(got.weighted) == s1);
                    REQUIRE(as_u128(got.squares) == s2);
                    const std::uint64_t moduli[] = {1, 2, 6, (1ULL << 61) - 1, ~0ULL}, m = moduli[n % 5];
                    const nimkit::BeattyMomentsMod r = nimkit::beatty_moments_mod(alpha, n, m);
                    REQUIRE(r.sum == static_cast<std::uint64_t>(s0 % m));
                    REQUIRE(r.weighted == static_cast<std::uint64_t>(s1 % m));
                    REQUIRE(r.squares == static_cast<std::uint64_t>(s2 % m));
                }
            }
    CHECK(alphas > 500);
}

TEST_CASE("beatty_moments: phi, sqrt 2, sqrt 3 and (3 + sqrt 7)/2 against direct summation to n = 2 * 10^5, the modular moments "
          "against the exact ones near 10^12, and the overflow refusal") {
    const std::int64_t forms[4][3] = {{1, 5, 2}, {0, 2, 1}, {0, 3, 1}, {3, 7, 2}};
    for (int i = 0; i < 4; ++i) {
        nimkit::QuadraticIrrational alpha;
        std::string why;
        REQUIRE(nimkit::quadratic_irrational(forms[i][0], static_cast<std::uint64_t>(forms[i][1]), forms[i][2], alpha, why));
        u128 s0 = 0, s1 = 0, s2 = 0;
        for (std::uint64_t n = 1; n <= 200000; ++n) {
            const u128 f = static_cast<u128>(exact_floor(n, forms[i][0], forms[i][1], forms[i][2]));
            s0 += f, s1 += n * f, s2 += f * f;
            if (n % 4999 == 0) {
                const nimkit::BeattyMoments got = nimkit::beatty_moments(alpha, n);
                REQUIRE((as_u128(got.sum) == s0 && as_u128(got.weighted) == s1 && as_u128(got.squares) == s2));
            }
        }
        std::mt19937_64 rng(325 + i);
        for (int t = 0; t < 200; ++t) {
            const std::uint64_t n = rng() % 1000000000000ULL, m = rng() | 1;
            const nimkit::BeattyMoments exact = nimkit::beatty_moments(alpha, n);
            const nimkit::BeattyMomentsMod r = nimkit::beatty_moments_mod(alpha, n, m);
            REQUIRE((r.sum == static_cast<std::uint64_t>(as_u128(exact.sum) % m) &&
                     r.weighted == static_cast<std::uint64_t>(as_u128(exact.weighted) % m) &&
                     r.squares == static_cast<std::uint64_t>(as_u128(exact.squares) % m)));
        }
        CHECK_THROWS_AS(nimkit::beatty_moments(alpha, 1ULL << 44), std::overflow_error);
    }
}

TEST_CASE("beatty_moments: Project Euler 325's S(N) (the sum of x + y over Euclid's lost positions 0 < x < y <= N) against "
          "the positions searched over the game's moves for every N <= 400, and the statement's S(10) = 211, S(10^4) = 230312207313") {
    // Lost with x < y iff x > y (phi - 1): x from t_y + 1 to y - 1, t_y = floor(y (phi - 1)), so
    // 2 S(N) = sum_y 3y^2 - 3y - t_y - t_y^2 - 2 y t_y.
    nimkit::QuadraticIrrational beta;
    std::string why;
    REQUIRE(nimkit::quadratic_irrational(-1, 5, 2, beta, why));
    auto pe325 = [&beta](std::uint64_t big) {
        const nimkit::BeattyMoments t = nimkit::beatty_moments(beta, big);
        const u128 n = big, squares = n * (n + 1) * (2 * n + 1) / 6, line = n * (n + 1) / 2;
        return (3 * squares - 3 * line - as_u128(t.sum) - as_u128(t.squares) - 2 * as_u128(t.weighted)) / 2;
    };
    const int n = 400;
    const std::vector<std::vector<char> > e = euclid_lost(n);
    u128 brute = 0;
    for (int y = 1; y <= n; ++y) {
        for (int x = 1; x < y; ++x)
            if (e[x][y]) brute += static_cast<u128>(x + y);
        REQUIRE(pe325(static_cast<std::uint64_t>(y)) == brute);
    }
    CHECK(pe325(10) == 211);
    CHECK(pe325(10000) == static_cast<u128>(230312207313ULL));
}
