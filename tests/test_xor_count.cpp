// xor_count.hpp: counts of positions by the xor of their values against
// enumeration of the tuples and multisets themselves, against repeated
// squaring of a direct xor convolution for k up to 10^18, and against a
// dynamic programme in 128 bits near 2^128.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

#include "nimkit/subtraction.hpp"
#include "nimkit/xor_count.hpp"

namespace {

__extension__ typedef unsigned __int128 u128;
typedef std::vector<std::uint64_t> Counts;

u128 as_u128(const nimkit::U128& x) { return static_cast<u128>(x.hi) << 64 | x.lo; }

// Kayles in words: knock down one pin or two adjacent ones from a row.
std::vector<unsigned> kayles(std::size_t n) {
    std::vector<unsigned> g(n + 1, 0);
    for (std::size_t m = 1; m <= n; ++m) {
        std::vector<char> seen(2 * m + 2, 0);
        for (std::size_t k = 1; k <= 2 && k <= m; ++k)
            for (std::size_t left = 0; left + k <= m; ++left) seen[g[left] ^ g[m - k - left]] = 1;
        while (seen[g[m]]) ++g[m];
    }
    return g;
}

// Every tuple (ordered) or non-decreasing tuple (multiset) of k heaps in [lo, hi], counted by xor.
std::vector<u128> enumerate(const std::vector<unsigned>& g, std::size_t lo, std::size_t hi, std::size_t k, bool multiset, std::size_t v) {
    std::vector<u128> c(v, 0);
    std::vector<std::size_t> h(k, lo);
    if (lo > hi) {
        if (k == 0) c[0] = 1;
        return c;
    }
    for (;;) {
        unsigned x = 0;
        for (std::size_t i = 0; i < k; ++i) x ^= g[h[i]];
        REQUIRE(x < v);
        ++c[x];
        std::size_t i = 0;
        while (i < k && h[i] == hi) ++i;
        if (i == k) break;
        ++h[i];
        for (std::size_t j = 0; j < i; ++j) h[j] = multiset ? h[i] : lo;  // multisets: h[0] >= h[1] >= ... (any one order)
    }
    return c;
}

std::size_t width_of(const std::vector<unsigned>& g, std::size_t lo, std::size_t hi) {
    std::size_t w = 1;
    for (std::size_t h = lo; h <= hi && lo <= hi; ++h)
        while (w <= g[h]) w *= 2;
    return w;
}

const std::uint64_t kModuli[] = {1, 2, 3, 4, 6, 7, 8, 12, 1000000007, 998244353ULL * 4, 1ULL << 32, (1ULL << 61) - 1,
                                 1ULL << 63, (1ULL << 63) + 6, ~0ULL, ~0ULL - 1};

}  // namespace

TEST_CASE("xor_tuples and xor_multisets: every range [lo, hi] of Kayles' g(0..11) and of 40 random tables of 10 heaps "
          "(values < 8), k <= 4, every xor: enumeration, exactly and modulo 16 moduli") {
    std::mt19937_64 rng(4);
    std::vector<std::vector<unsigned> > tables(1, kayles(11));
    for (int t = 0; t < 40; ++t) {
        std::vector<unsigned> g(10);
        for (unsigned& x : g) x = static_cast<unsigned>(rng() % (t % 4 ? 8 : 2));
        tables.push_back(g);
    }
    for (const std::vector<unsigned>& g : tables)
        for (std::size_t lo = 0; lo < g.size(); ++lo)
            for (std::size_t hi = lo; hi < g.size(); ++hi) {
                const Counts counts = nimkit::value_counts(g, lo, hi);
                const std::size_t v = width_of(g, lo, hi);
                for (std::size_t k = 0; k <= 4; ++k)
                    for (int multiset = 0; multiset < 2; ++multiset) {
                        if (k == 4 && hi - lo > 6 && (lo + hi) % 3) continue;  // the largest enumerations: a third of them
                        const std::vector<u128> want = enumerate(g, lo, hi, k, multiset, v);
                        const std::vector<nimkit::U128> exact = multiset ? nimkit::xor_multisets(counts, k) : nimkit::xor_tuples(counts, k);
                        REQUIRE(exact.size() == v);
                        for (std::size_t x = 0; x < v; ++x) REQUIRE(as_u128(exact[x]) == want[x]);
                        const std::uint64_t m = kModuli[(lo * 7 + hi * 3 + k) % 16];
                        const std::vector<std::uint64_t> mod = multiset ? nimkit::xor_multisets_mod(counts, k, m) : nimkit::xor_tuples_mod(counts, k, m);
                        for (std::size_t x = 0; x < v; ++x) REQUIRE(mod[x] == static_cast<std::uint64_t>(want[x] % m));
                    }
            }
}

TEST_CASE("xor_tuples_mod: k up to 10^18 against repeated squaring of a direct xor convolution modulo m, 300 random count "
          "vectors (values < 16, counts up to 10^18), 16 moduli") {
    std::mt19937_64 rng(18);
    for (int t = 0; t < 300; ++t) {
        const std::uint64_t m = kModuli[t % 16];
        Counts counts(1 + rng() % 16);
        for (std::uint64_t& c : counts) c = t % 3 ? rng() % 1000 : rng() % 1000000000000000000ULL;
        if (t % 7 == 0) counts.back() = 0;
        std::size_t v = 1;
        for (std::size_t i = 0; i < counts.size(); ++i)
            if (counts[i])
                while (v <= i) v *= 2;
        const std::uint64_t k = t % 2 ? rng() % 1000000000000000001ULL : rng() % 50;
        // direct: result = counts^{*k} by squaring, each product sum_{a ^ b = x} p[a] q[b] modulo m
        auto conv = [&](const std::vector<u128>& p, const std::vector<u128>& q) {
            std::vector<u128> r(v, 0);
            for (std::size_t a = 0; a < v; ++a)
                for (std::size_t b = 0; b < v; ++b) r[a ^ b] = (r[a ^ b] + p[a] * q[b] % m) % m;
            return r;
        };
        std::vector<u128> result(v, 0), base(v, 0);
        result[0] = 1 % m;
        for (std::size_t i = 0; i < counts.size() && i < v; ++i) base[i] = counts[i] % m;
        for (std::uint64_t e = k; e; e >>= 1, base = conv(base, base))
            if (e & 1) result = conv(result, base);
        const std::vector<std::uint64_t> got = nimkit::xor_tuples_mod(counts, k, m);
        REQUIRE(got.size() == v);
        for (std::size_t x = 0; x < v; ++x) REQUIRE(got[x] == static_cast<std::uint64_t>(result[x]));
    }
}

TEST_CASE("xor_tuples and xor_multisets exactly near 2^128 (counts past 2^126 too) against a 128-bit dynamic programme over "
          "the heaps' values, and std::overflow_error at 2^128") {
    // tuples: counts {1, 1}: 2^127 tuples of 127 heaps, half of each xor; counts {3, 2, 2, 1} to k = 42 (8^42 = 2^126)
    // and counts above 2^(128 - r), r = log2 V, that the transform modulo 2^128 alone cannot give: (2^32 - 1)^4 tuples
    std::vector<Counts> cases = {{1, 1}, {3, 2, 2, 1}, {0, 0, 0, 5}, {1ULL << 40, 3, (1ULL << 40) + 17},
                                 {(1ULL << 32) - 2, 1}, {(1ULL << 32) - 4, 1, 1, 1}};
    const std::uint64_t ks[] = {127, 42, 55, 3, 4, 4};
    for (std::size_t c = 0; c < cases.size(); ++c) {
        const Counts& counts = cases[c];
        std::vector<u128> dp(4, 0);
        dp[0] = 1;
        for (std::uint64_t step = 0; step < ks[c]; ++step) {
            std::vector<u128> next(4, 0);
            for (std::size_t x = 0; x < 4; ++x)
                for (std::size_t v = 0; v < counts.size(); ++v) next[x ^ v] += dp[x] * counts[v];
            dp = next;
        }
        const std::vector<nimkit::U128> got = nimkit::xor_tuples(counts, ks[c]);
        for (std::size_t x = 0; x < got.size(); ++x) CHECK(as_u128(got[x]) == dp[x]);
        if (c >= 4) CHECK((dp[0] >> 126) != 0);  // above 2^(128 - r) indeed
    }
    CHECK_THROWS_AS(nimkit::xor_tuples(Counts{1, 1}, 128), std::overflow_error);
    CHECK_THROWS_AS(nimkit::xor_tuples(Counts{3, 2, 2, 1}, 43), std::overflow_error);
    CHECK(nimkit::xor_tuples(Counts{1}, 1000000000000000000ULL)[0] == nimkit::U128(1));  // one heap kind, value 0
    // multisets: classes v with c_v heaps, j_v picked from class v in C(c_v + j_v - 1, j_v) ways
    auto multichoose = [](u128 c, u128 j) {  // j <= 3, exact in 128 bits for c < 2^40
        u128 r = 1;
        for (u128 i = 0; i < j; ++i) r = r * (c + i) / (i + 1);  // r * (c + i) is divisible by i + 1
        return r;
    };
    const Counts counts = {1ULL << 40, (1ULL << 40) - 5, 12345, (1ULL << 39) + 1};
    for (std::uint64_t k = 0; k <= 3; ++k) {
        std::vector<std::vector<u128> > dp(k + 1, std::vector<u128>(4, 0));  // dp[j][x]: j heaps so far
        dp[0][0] = 1;
        for (std::size_t v = 0; v < counts.size(); ++v) {
            std::vector<std::vector<u128> > next(k + 1, std::vector<u128>(4, 0));
            for (std::uint64_t j = 0; j <= k; ++j)
                for (std::size_t x = 0; x < 4; ++x)
                    for (std::uint64_t take = 0; j + take <= k; ++take)
                        next[j + take][x ^ (take % 2 ? v : 0)] += dp[j][x] * multichoose(counts[v], take);
            dp = next;
        }
        const std::vector<nimkit::U128> got = nimkit::xor_multisets(counts, k);
        for (std::size_t x = 0; x < 4; ++x) CHECK(as_u128(got[x]) == dp[k][x]);
        const std::vector<std::uint64_t> mod = nimkit::xor_multisets_mod(counts, k, 1000000007);
        for (std::size_t x = 0; x < 4; ++x) CHECK(mod[x] == static_cast<std::uint64_t>(dp[k][x] % 1000000007));
    }
    CHECK_THROWS_AS(nimkit::xor_multisets(Counts{1ULL << 62}, 3), std::overflow_error);  // about 2^183 / 6
    CHECK_THROWS_AS(nimkit::xor_multisets(Counts{1ULL << 30, 1ULL << 30}, 5), std::overflow_error);  // about 2^148
}

TEST_CASE("value_counts_periodic: equals value_counts over the table written out, 2000 random ranges of random periodic "
          "tables, and ranges near 2^64") {
    std::mt19937_64 rng(2);
    for (int t = 0; t < 2000; ++t) {
        const std::size_t start = rng() % 6, period = 1 + rng() % 7;
        std::vector<unsigned> g(start + period);
        for (unsigned& x : g) x = static_cast<unsigned>(rng() % 5);
        std::vector<unsigned> full(200);
        for (std::size_t h = 0; h < full.size(); ++h) full[h] = h < start ? g[h] : g[start + (h - start) % period];
        const std::uint64_t lo = rng() % 200, hi = rng() % 200;
        Counts want = lo <= hi ? nimkit::value_counts(full, lo, hi) : Counts();
        Counts got = nimkit::value_counts_periodic(g, start, period, lo, hi);
        want.resize(5, 0), got.resize(5, 0);
        REQUIRE(got == want);
    }
    const std::vector<unsigned> g = {0, 1, 1, 2};  // g(0) = 0, then 1 1 2 repeating
    const Counts c = nimkit::value_counts_periodic(g, 1, 3, 0, ~0ULL);  // heaps 1..2^64-1: (2^64 - 1) / 3 periods exactly
    CHECK(c == Counts{1, 2 * (~0ULL / 3), ~0ULL / 3});
}
