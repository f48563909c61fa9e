// Wythoff's game, proved against P/N search over its own moves and against the
// mex construction of the cold pairs; exact floor(k*phi) at the double-precision
// traps and up to 2^63.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "nimkit/wythoff.hpp"

typedef std::pair<std::uint64_t, std::uint64_t> Pair;

// lost[a][b] for a, b <= n: the mover loses iff no move (take from pile a,
// from pile b, or the same from both) reaches a lost position. Every move
// lowers a, or keeps a and lowers b, so this order sees the options first.
static std::vector<std::vector<char> > wythoff_lost_table(std::uint64_t n) {
    std::vector<std::vector<char> > lost(n + 1, std::vector<char>(n + 1, 0));
    for (std::uint64_t a = 0; a <= n; ++a)
        for (std::uint64_t b = 0; b <= n; ++b) {
            bool wins = false;
            for (std::uint64_t x = 0; x < a && !wins; ++x) wins = lost[x][b];
            for (std::uint64_t y = 0; y < b && !wins; ++y) wins = lost[a][y];
            for (std::uint64_t d = 1; d <= a && d <= b && !wins; ++d) wins = lost[a - d][b - d];
            lost[a][b] = !wins;
        }
    return lost;
}

// The cold pairs from their definition: a_k = the least number not yet among
// a_0..a_{k-1}, b_0..b_{k-1}; b_k = a_k + k.
struct Construction {
    std::vector<std::uint64_t> a, partner;
    explicit Construction(std::uint64_t kmax) {
        std::vector<char> used(3 * kmax + 3, 0);
        partner.assign(used.size(), 0);
        std::uint64_t mex = 0;
        for (std::uint64_t k = 0; k <= kmax; ++k) {
            while (used[mex]) ++mex;
            a.push_back(mex);
            used[mex] = used[mex + k] = 1;
            partner[mex] = mex + k;
            partner[mex + k] = mex;
        }
    }
};

static const Construction& construction() {
    static const Construction c(1000000);
    return c;
}

// floor(k*phi) = m iff m < k*phi < m + 1 iff (2m - k)^2 < 5k^2 < (2m + 2 - k)^2:
// the spec's exact form, in the compiler's 128-bit integers (k < 8.2e18).
__extension__ typedef unsigned __int128 u128;
static bool is_floor_k_phi(std::uint64_t m, std::uint64_t k) {
    const u128 lo = 2 * m - k, hi = lo + 2, five = static_cast<u128>(5) * k * k;
    return lo * lo < five && five < hi * hi;
}

TEST_CASE("mul_wide equals the compiler's 128-bit product, edge values and 100000 random pairs") {
    std::vector<std::uint64_t> v = {0, 1, 2, 3, 0xffffffffULL, 0x100000000ULL, 0x100000001ULL, 1ULL << 62,
                                    (1ULL << 63) - 1, 1ULL << 63, 0xfffffffffffffffeULL, 0xffffffffffffffffULL};
    std::mt19937_64 rng(7);
    for (int i = 0; i < 100000; ++i) v.push_back(rng() >> (rng() % 64));
    for (std::size_t i = 0; i < v.size(); ++i) {
        const std::uint64_t x = v[i], y = v[(i * 7 + 3) % v.size()];
        const u128 p = static_cast<u128>(x) * y;
        const nimkit::U128 w = nimkit::mul_wide(x, y);
        REQUIRE(w.hi == static_cast<std::uint64_t>(p >> 64));
        REQUIRE(w.lo == static_cast<std::uint64_t>(p));
    }
}

TEST_CASE("Wythoff: wythoff_cold equals P/N search over the real moves, every a, b <= 300 (oracle: P/N definition)") {
    const std::uint64_t n = 300;
    std::vector<std::vector<char> > lost = wythoff_lost_table(n);
    int cold = 0;
    for (std::uint64_t a = 0; a <= n; ++a)
        for (std::uint64_t b = 0; b <= n; ++b) {
            REQUIRE(nimkit::wythoff_cold(a, b) == (lost[a][b] != 0));
            if (a <= b) {
                CHECK(nimkit::wythoff_cold(a, b) == (nimkit::wythoff_lower(b - a) == a));
                cold += lost[a][b];
            }
        }
    CHECK(cold == 1 + 114);  // (0, 0) and the pairs with b_k <= 300 (b_114 = 298)
}

TEST_CASE("Wythoff: floor(k*phi) equals the mex construction a_k, and the partner of x, every k, x <= 10^6 (oracle: mex definition)") {
    const Construction& c = construction();
    for (std::uint64_t k = 0; k < c.a.size(); ++k) {
        const std::uint64_t ak = c.a[k];
        REQUIRE(nimkit::floor_div_phi(k) == ak - k);
        REQUIRE(nimkit::wythoff_lower(k) == ak);
        REQUIRE(nimkit::wythoff_cold(ak, ak + k));
        REQUIRE(nimkit::wythoff_cold(ak + k, ak));
        REQUIRE_FALSE(nimkit::wythoff_cold(ak + 1, ak + 1 + k));
        if (ak > 0) REQUIRE_FALSE(nimkit::wythoff_cold(ak - 1, ak - 1 + k));
        if (k > 0) REQUIRE_FALSE(nimkit::wythoff_cold(ak, ak + k - 1));
    }
    for (std::uint64_t x = 0; x <= 1000000; ++x) REQUIRE(nimkit::wythoff_partner(x) == c.partner[x]);
}

TEST_CASE("Wythoff: floor(F_n * phi) = F_(n+1) - (1 if n even) for every Fibonacci number up to 2^63 (oracle: Binet, F_n*phi - F_(n+1) = -psi^n)") {
    // The closest calls there are: k*phi lies within psi^n of an integer.
    std::uint64_t f = 1, g = 1;  // F_n, F_(n+1), n = 1
    for (int n = 1; f < (1ULL << 63); ++n) {
        INFO("n = " << n << ", F_n = " << f);
        CHECK(nimkit::wythoff_lower(f) == g - (n % 2 == 0));
        if (f < 8000000000000000000ULL) CHECK(is_floor_k_phi(nimkit::wythoff_lower(f), f));
        const std::uint64_t h = f + g;
        f = g;
        g = h;
    }
}

TEST_CASE("Wythoff: the 14 double-precision traps of POJ 1067 below 1e9, and the spec's required positions") {
    const std::uint64_t traps[] = {102334155, 141422324, 180510493, 204668310, 219598662, 243756479, 267914296,
                                   282844648, 307002465, 321932817, 336863169, 346090634, 361020986, 370248451};
    for (std::uint64_t k : traps) {
        INFO("k = " << k);
        const std::uint64_t m = nimkit::wythoff_lower(k);
        CHECK(is_floor_k_phi(m, k));
        CHECK(nimkit::wythoff_cold(m, m + k));
        CHECK_FALSE(nimkit::wythoff_cold(m + 1, m + 1 + k));  // where the double formula lands
    }
    CHECK(nimkit::wythoff_lower(102334155) == 165580140);
    CHECK(nimkit::wythoff_lower(267914296) == 433494436);
    CHECK(nimkit::wythoff_cold(165580140, 267914295));
    CHECK(nimkit::wythoff_cold(267914295, 165580140));
    CHECK_FALSE(nimkit::wythoff_cold(165580141, 267914296));
    CHECK(nimkit::wythoff_cold(433494436, 701408732));
    CHECK(nimkit::wythoff_cold(0, 0));
    CHECK_FALSE(nimkit::wythoff_cold(0, 5));
    CHECK_FALSE(nimkit::wythoff_cold(7, 7));
    CHECK(nimkit::wythoff_cold(2, 1));
    CHECK_FALSE(nimkit::wythoff_cold(8, 4));
    CHECK(nimkit::wythoff_cold(4, 7));
}

TEST_CASE("Wythoff near 10^18 and up to 2^63-1: floor(k*phi) against (2m-k)^2 < 5k^2 < (2m+2-k)^2 in 128 bits, cold pairs, partners") {
    std::vector<std::uint64_t> ks;
    for (std::uint64_t d = 0; d <= 4000; ++d) ks.push_back(1000000000000000000ULL - 2000 + d);
    std::mt19937_64 rng(11);
    for (int i = 0; i < 20000; ++i) ks.push_back(rng() % 8000000000000000000ULL);
    const std::uint64_t max_k = 3523014627193176565ULL;  // the largest k with b_k <= 2^63-1 (Python)
    for (std::uint64_t k : ks) {
        const std::uint64_t m = nimkit::wythoff_lower(k);
        REQUIRE(is_floor_k_phi(m, k));
        if (k > max_k) continue;
        REQUIRE(m + k <= nimkit::kWythoffMaxPile);
        REQUIRE(nimkit::wythoff_cold(m, m + k));
        REQUIRE_FALSE(nimkit::wythoff_cold(m - 1, m - 1 + k));
        REQUIRE_FALSE(nimkit::wythoff_cold(m + 1, m + 1 + k));
        REQUIRE(nimkit::wythoff_partner(m) == m + k);
        REQUIRE(nimkit::wythoff_partner(m + k) == m);
    }
    CHECK(nimkit::wythoff_lower(max_k) + max_k <= nimkit::kWythoffMaxPile);
    CHECK(nimkit::wythoff_lower(max_k + 1) + max_k + 1 > nimkit::kWythoffMaxPile);
    // Computed independently in Python: (k + isqrt(5 k^2)) // 2.
    CHECK(nimkit::wythoff_lower(9223372036854775807ULL) == 14923729446516375049ULL);
    CHECK(nimkit::wythoff_lower(1000000000000000000ULL) == 1618033988749894848ULL);
    CHECK(nimkit::wythoff_lower(3000000000000000000ULL) == 4854101966249684544ULL);
    CHECK(nimkit::wythoff_lower(4611686018427387904ULL) == 7461864723258187525ULL);
    CHECK(nimkit::wythoff_lower(8000000000000000000ULL) == 12944271909999158785ULL);
    CHECK(nimkit::floor_div_phi(9223372036854775808ULL) == 5700357409661599242ULL);
    // The largest piles: 2^63-1 is hot against any partner but its own.
    const std::uint64_t top = nimkit::kWythoffMaxPile, p = nimkit::wythoff_partner(top);
    CHECK(p < top);
    CHECK(nimkit::wythoff_cold(p, top));
    CHECK_FALSE(nimkit::wythoff_cold(top, top));
    CHECK_FALSE(nimkit::wythoff_cold(0, top));
}

// The brute force's winning moves, in HDU 2177's order: the same from both
// piles (d = 1..s), then the smaller pile, then (if s != t) the larger pile;
// each move to a lost position, the piles it leaves sorted.
static std::vector<Pair> brute_winning_moves(const std::vector<std::vector<char> >& lost, std::uint64_t s, std::uint64_t t) {
    std::vector<Pair> out;
    for (std::uint64_t d = 1; d <= s; ++d)
        if (lost[s - d][t - d]) out.push_back(Pair(s - d, t - d));
    for (std::uint64_t x = 0; x < s; ++x)
        if (lost[x][t]) out.push_back(Pair(x, t));
    if (s != t)
        for (std::uint64_t y = 0; y < t; ++y)
            if (lost[s][y]) out.push_back(Pair(std::min(s, y), std::max(s, y)));
    return out;
}

static std::vector<Pair> winning_moves(std::uint64_t a, std::uint64_t b) {
    std::vector<Pair> out;
    nimkit::for_each_wythoff_winning_move(a, b, [&out](const nimkit::WythoffMove& m) { out.push_back(Pair(m.x, m.y)); });
    return out;
}

TEST_CASE("HDU 2177: the winning moves equal the brute force's list of moves to P-positions, in order with repeats, every a <= b <= 150 (oracle: P/N search)") {
    const std::uint64_t n = 150;
    std::vector<std::vector<char> > lost = wythoff_lost_table(n);
    int repeats = 0;
    for (std::uint64_t a = 0; a <= n; ++a)
        for (std::uint64_t b = a; b <= n; ++b) {
            INFO(a << " " << b);
            std::vector<Pair> want = brute_winning_moves(lost, a, b), got = winning_moves(a, b);
            REQUIRE(got == want);
            CHECK(winning_moves(b, a) == want);  // either order of the piles
            repeats += got.size() == 3 && got[0] == got[2];
        }
    CHECK(repeats > 0);
}

TEST_CASE("HDU 2177: the official sample, 5 7 reports 3 5 twice, 0 b and 2 2") {
    CHECK(winning_moves(1, 2).empty());
    CHECK(winning_moves(5, 8) == std::vector<Pair>{Pair(4, 7), Pair(3, 5)});
    CHECK(winning_moves(4, 7).empty());
    CHECK(winning_moves(2, 2) == std::vector<Pair>{Pair(0, 0), Pair(1, 2)});
    CHECK(winning_moves(5, 7) == std::vector<Pair>{Pair(3, 5), Pair(4, 7), Pair(3, 5)});
    CHECK(winning_moves(0, 9) == std::vector<Pair>{Pair(0, 0)});
    CHECK(winning_moves(0, 0).empty());
}

TEST_CASE("Wythoff winning moves near 2^63: each is a legal move of its kind to a cold position, none from a cold one") {
    std::mt19937_64 rng(5);
    for (int i = 0; i < 20000; ++i) {
        std::uint64_t s = rng() >> 1, t = rng() >> 1;
        if (i % 4 == 0) t = s + (rng() >> 40);  // close piles: the equal-removal move is live
        if (t > nimkit::kWythoffMaxPile) t = nimkit::kWythoffMaxPile;
        if (s > t) std::swap(s, t);
        std::vector<Pair> got = winning_moves(s, t);
        CHECK(got.empty() == nimkit::wythoff_cold(s, t));
        for (const Pair& m : got) {
            REQUIRE(m.first <= m.second);
            REQUIRE(nimkit::wythoff_cold(m.first, m.second));
            const bool both = t - s == m.second - m.first && m.first < s;
            const bool one = (m.second == t && m.first < s) || (m.first == s && m.second < t) ||
                             (m.second == s && m.first < t);
            REQUIRE((both || one));
        }
    }
}
