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
