// Dyadic rationals and the simplest number, against plain integer arithmetic and the birthday tree.
#include <doctest/doctest.h>

#include <map>
#include <vector>

#include "nimkit/dyadic.hpp"

using nimkit::Dyadic;

namespace {
// x in sixteenths -> Dyadic
Dyadic six(std::int64_t x) { return Dyadic::fraction(x, 4); }
}  // namespace

TEST_CASE("Dyadic +, -, <, floor, str equal integer arithmetic in sixteenths, every pair in [-5, 5]") {
    for (std::int64_t x = -80; x <= 80; ++x) {
        Dyadic a = six(x);
        CHECK(a.floor_value() == (x >= 0 ? x / 16 : -((-x + 15) / 16)));
        CHECK(a.numerator() * (16 / a.denominator()) == x);
        for (std::int64_t y = -80; y <= 80; ++y) {
            Dyadic b = six(y);
            CHECK((a + b) == six(x + y));
            CHECK((a - b) == six(x - y));
            CHECK((a < b) == (x < y));
            CHECK((a == b) == (x == y));
        }
    }
    CHECK(six(-20).str() == "-5/4");
    CHECK(six(24).str() == "3/2");
    CHECK(six(32).str() == "2");
    CHECK(six(-8).half() == six(-4));
    CHECK(six(-4).twice() == six(-8));
}

TEST_CASE("Dyadic refuses out-of-range results with std::overflow_error, never wraps") {
    Dyadic big((std::int64_t(1) << 62) - 1);
    CHECK_THROWS_AS(big + Dyadic(1), std::overflow_error);
    CHECK_THROWS_AS(-big - Dyadic(1), std::overflow_error);
    CHECK_THROWS_AS(Dyadic(std::int64_t(1) << 62), std::overflow_error);
    CHECK_THROWS_AS(Dyadic::fraction(1, 63), std::overflow_error);
    CHECK_THROWS_AS(Dyadic::fraction(1, 62).half(), std::overflow_error);
    CHECK_THROWS_AS(Dyadic::fraction(1, 62) + Dyadic(1), std::overflow_error);
    CHECK_THROWS_AS(big.twice(), std::overflow_error);
    CHECK((big - big) == Dyadic(0));
    CHECK(Dyadic::fraction(1, 62) < Dyadic::fraction(1, 61));
    CHECK(-big < Dyadic::fraction(-1, 62));
}

TEST_CASE("simplest_between equals the earliest-born number between the bounds, the birthday tree to day 7") {
    // the tree of numbers born by day 7, in sixteenths... day 7 needs 1/64: use 64ths
    std::map<std::int64_t, int> born;  // value in 64ths -> birthday
    born[0] = 0;
    for (int day = 1; day <= 7; ++day) {
        std::vector<std::int64_t> old;
        for (auto& e : born) old.push_back(e.first);
        std::vector<std::int64_t> fresh;
        fresh.push_back(old.front() - 64);
        fresh.push_back(old.back() + 64);
        for (std::size_t i = 0; i + 1 < old.size(); ++i) fresh.push_back((old[i] + old[i + 1]) / 2);
        for (std::int64_t v : fresh) born.insert(std::make_pair(v, day));
    }
    auto d = [](std::int64_t v) { return Dyadic::fraction(v, 6); };
    std::vector<std::int64_t> bounds;
    for (std::int64_t v = -6 * 64; v <= 6 * 64; v += 8) bounds.push_back(v);
    for (std::int64_t lo : bounds)
        for (std::int64_t hi : bounds) {
            if (lo >= hi) continue;
            std::int64_t best = 0;
            int best_day = 99;
            for (auto& e : born)
                if (lo < e.first && e.first < hi && e.second < best_day) best = e.first, best_day = e.second;
            if (best_day == 99) continue;  // nothing born by day 7 fits (not reached on this grid)
            CHECK(nimkit::simplest_between(true, d(lo), true, d(hi)) == d(best));
        }
    CHECK(nimkit::simplest_between(false, Dyadic(), false, Dyadic()) == Dyadic(0));
    CHECK(nimkit::simplest_between(true, Dyadic(3), false, Dyadic()) == Dyadic(4));
    CHECK(nimkit::simplest_between(true, Dyadic(-3), false, Dyadic()) == Dyadic(0));
    CHECK(nimkit::simplest_between(false, Dyadic(), true, Dyadic(0)) == Dyadic(-1));
    CHECK(nimkit::simplest_between(false, Dyadic(), true, Dyadic::fraction(-1, 1)) == Dyadic(-1));
    CHECK(nimkit::simplest_between(true, Dyadic::fraction(1, 1), true, Dyadic::fraction(3, 1)) == Dyadic(1));
    CHECK(nimkit::simplest_between(true, Dyadic(1), true, Dyadic(2)) == Dyadic::fraction(3, 1));
    CHECK_THROWS_AS(nimkit::simplest_between(true, Dyadic(1), true, Dyadic(1)), std::invalid_argument);
}
