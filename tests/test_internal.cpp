// The internal helpers every header shares: the 128-bit type, the mex with
// stamps, the growth rule of tables grown by doubling.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "nimkit/grundy.hpp"
#include "nimkit/internal_growth.hpp"
#include "nimkit/internal_mex.hpp"
#include "nimkit/internal_u128.hpp"

TEST_CASE("U128: <= and == agree with the compiler's 128-bit type on 100000 random pairs of products") {
    __extension__ typedef unsigned __int128 u128;
    std::mt19937_64 rng(11);
    for (int i = 0; i < 100000; ++i) {
        const std::uint64_t a = rng() >> (rng() % 64), b = rng() >> (rng() % 64), c = rng() >> (rng() % 64),
                            d = i % 7 ? rng() >> (rng() % 64) : b;
        const nimkit::U128 x = nimkit::mul_wide(a, b), y = nimkit::mul_wide(i % 7 ? c : a, d);
        const u128 px = static_cast<u128>(a) * b, py = static_cast<u128>(i % 7 ? c : a) * d;
        REQUIRE((x <= y) == (px <= py));
        REQUIRE((x == y) == (px == py));
    }
}

TEST_CASE("MexStamps: the mex of random sets of values 0..40 equals mex() over a plain list, 100000 rounds, "
          "each round a new set") {
    nimkit::MexStamps seen;
    std::mt19937 rng(3);
    for (int round = 0; round < 100000; ++round, seen.next()) {
        std::vector<unsigned> values(rng() % 12);
        for (unsigned& v : values) {
            v = rng() % 41;
            seen.mark(v);
        }
        REQUIRE(seen.mex() == nimkit::mex(values.begin(), values.end()));
        for (unsigned v = 0; v <= 41; ++v)
            REQUIRE(seen.marked(v) == (std::find(values.begin(), values.end(), v) != values.end()));
    }
}

TEST_CASE("grown_size: at least the index asked for plus one, else double, never past the cap") {
    CHECK(nimkit::grown_size(0, 0) == 1);
    CHECK(nimkit::grown_size(0, 5) == 6);
    CHECK(nimkit::grown_size(10, 3) == 20);
    CHECK(nimkit::grown_size(10, 30) == 31);
    CHECK(nimkit::grown_size(10, 12, 15) == 15);
    CHECK(nimkit::grown_size(10, 14, 15) == 15);
    const std::size_t huge = static_cast<std::size_t>(-1) / 2 + 7;
    CHECK(nimkit::grown_size(huge, 5) == static_cast<std::size_t>(-1));  // no overflow when doubling
}

TEST_CASE("U128 arithmetic modulo 2^128 (+, -, *, shifts, <, negate), div_wide, divmod, mod_u64, mul_mod and mul_small equal the "
          "compiler's 128-bit type, edge values and 200000 random ones") {
    __extension__ typedef unsigned __int128 u128;
    std::mt19937_64 rng(128);
    const std::uint64_t edges[] = {0, 1, 2, 3, 0xffffffffULL, 0x100000000ULL, 0x7fffffffffffffffULL, 0x8000000000000000ULL,
                                   0xfffffffffffffffeULL, 0xffffffffffffffffULL};
    auto pick = [&](int i) { return i % 3 == 0 ? edges[rng() % 10] : rng() >> (rng() % 64); };
    auto as = [](const nimkit::U128& x) { return static_cast<u128>(x.hi) << 64 | x.lo; };
    for (int i = 0; i < 200000; ++i) {
        const nimkit::U128 x(pick(i), pick(i + 1)), y(pick(i + 2), pick(i));
        const u128 a = as(x), b = as(y);
        REQUIRE(as(x + y) == a + b);
        REQUIRE(as(x - y) == a - b);
        REQUIRE(as(x * y) == a * b);
        REQUIRE(as(nimkit::negate(x)) == 0 - a);
        REQUIRE((x < y) == (a < b));
        REQUIRE((x != y) == (a != b));
        REQUIRE(x.is_negative() == (a >> 127 != 0));
        const unsigned s = static_cast<unsigned>(rng() % 128);
        REQUIRE(as(x << s) == a << s);
        REQUIRE(as(x >> s) == a >> s);
        std::uint64_t d = pick(i + 1);
        if (d == 0) d = 1;
        std::uint64_t r = 0;
        REQUIRE(as(nimkit::divmod(x, d, r)) == a / d);
        REQUIRE(r == static_cast<std::uint64_t>(a % d));
        REQUIRE(nimkit::mod_u64(x, d) == static_cast<std::uint64_t>(a % d));
        const std::uint64_t hi = x.hi % d;  // div_wide needs a quotient below 2^64
        const u128 w = static_cast<u128>(hi) << 64 | x.lo;
        REQUIRE(nimkit::div_wide(hi, x.lo, d, r) == static_cast<std::uint64_t>(w / d));
        REQUIRE(r == static_cast<std::uint64_t>(w % d));
        REQUIRE(nimkit::mul_mod(x.lo, y.lo, d) == static_cast<std::uint64_t>(static_cast<u128>(x.lo) * y.lo % d));
        // mul_small: x * y.lo in full, false exactly when it passes 128 bits (x * y / y != x modulo 2^128)
        nimkit::U128 m;
        const bool fits = nimkit::mul_small(x, y.lo, m);
        const u128 product = a * y.lo;
        REQUIRE(fits == (y.lo == 0 || product / y.lo == a));
        if (fits) REQUIRE(as(m) == product);
    }
}

TEST_CASE("ModRing and WrapRing: add, sub, mul and ring_power equal the compiler's arithmetic modulo m (m = 1, 2, 3, 2^32 + 15, "
          "2^63, 2^64 - 1 and random) and modulo 2^128, 20000 random pairs each") {
    __extension__ typedef unsigned __int128 u128;
    std::mt19937_64 rng(64);
    const std::uint64_t moduli[] = {1, 2, 3, 0x10000000fULL, 0x8000000000000000ULL, ~0ULL, 0, 0};
    for (std::uint64_t m0 : moduli) {
        const nimkit::ModRing ring = {m0 ? m0 : 1 + (rng() >> 1)};
        const std::uint64_t m = ring.m;
        for (int i = 0; i < 20000; ++i) {
            const std::uint64_t x = rng() % m, y = i % 5 ? rng() % m : m - 1;
            REQUIRE(ring.add(x, y) == static_cast<std::uint64_t>((static_cast<u128>(x) + y) % m));
            REQUIRE(ring.sub(x, y) == static_cast<std::uint64_t>((static_cast<u128>(x) + m - y) % m));
            REQUIRE(ring.mul(x, y) == static_cast<std::uint64_t>(static_cast<u128>(x) * y % m));
            const std::uint64_t k = rng() % 70;
            u128 p = 1 % m;
            for (std::uint64_t j = 0; j < k; ++j) p = p * x % m;
            REQUIRE(nimkit::ring_power(ring, x, k) == static_cast<std::uint64_t>(p));
        }
    }
    const nimkit::WrapRing wrap = nimkit::WrapRing();
    for (int i = 0; i < 20000; ++i) {
        const nimkit::U128 x(rng(), rng());
        const std::uint64_t k = rng() % 300;
        u128 p = 1, a = static_cast<u128>(x.hi) << 64 | x.lo;
        for (std::uint64_t j = 0; j < k; ++j) p *= a;
        const nimkit::U128 got = nimkit::ring_power(wrap, x, k);
        REQUIRE((static_cast<u128>(got.hi) << 64 | got.lo) == p);
    }
}
