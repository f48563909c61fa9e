// CGSuite's plain-text notation: printing canonical forms and reading them back.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "nimkit/game_notation.hpp"

using nimkit::GameId;

namespace {
std::string round(nimkit::GameNotation& n, const std::string& in) { return n.text(n.parse(in)); }
}  // namespace

TEST_CASE("Notation: the shorthands print as CGSuite writes them and read back to their definitions") {
    nimkit::GameStore s;
    nimkit::GameNotation n(s);
    CHECK(round(n, "0") == "0");
    CHECK(round(n, "{|}") == "0");
    CHECK(round(n, "*0") == "0");
    CHECK(round(n, "*1") == "*");
    CHECK(round(n, "{0|0}") == "*");
    CHECK(round(n, "{0,*|0,*}") == "*2");
    CHECK(round(n, "{0|}") == "1");
    CHECK(round(n, "{|0}") == "-1");
    CHECK(round(n, "{0|1}") == "1/2");
    CHECK(round(n, "6/4") == "3/2");
    CHECK(round(n, "-5/4") == "-5/4");
    CHECK(round(n, "{0|*}") == "^");
    CHECK(round(n, "{*|0}") == "v");
    CHECK(round(n, "{0,*|0}") == "^*");
    CHECK(round(n, "v*") == "v*");
    CHECK(round(n, "^ + ^") == "^^");
    CHECK(round(n, "vv") == "v2");
    CHECK(round(n, "^3") == "^3");
    CHECK(round(n, "{0|^*}") == "^^");
    CHECK(round(n, "{1|1}") == "1*");
    CHECK(round(n, "1/2 + ^ + *") == "1/2^*");
    CHECK(round(n, "{1|-1}") == "+-1");
    CHECK(round(n, "{1,*|-1,*}") == "+-1");  // * is dominated on both sides
    CHECK(round(n, "+-{1*,{2|0}}").substr(0, 3) == "+-{");
    CHECK(n.parse(round(n, "+-{1*,{2|0}}")) == n.parse("{1*,{2|0}|-1*,{0|-2}}"));
    CHECK(round(n, "1+-1") == "{2|0}");
    CHECK(round(n, "{{3|2}|1}") == "{3|2||1}");
    CHECK(round(n, "{3|2||1}") == "{3|2||1}");
    CHECK(round(n, "{1||0|-1}") == "{1||0|-1}");
    CHECK(round(n, "{0||0|-2}") == "Tiny(2)");
    CHECK(round(n, "Tiny(1/2)") == "Tiny(1/2)");
    CHECK(round(n, "{2|0||0}") == "Miny(2)");
    CHECK(round(n, "-Tiny(2)") == "Miny(2)");
    CHECK(round(n, "-{0|*}") == "v");
    CHECK(n.parse("{3|2||1}") == n.parse("{{3|2}|1}"));
    CHECK(n.parse("{3|2||1|0}") == n.parse("{{3|2}|{1|0}}"));
    CHECK(n.parse(" { 0 , * | 0 } ") == n.parse("^*"));
}

TEST_CASE("Notation: every game stored after 300 random sums of random games prints and reads back to the same id") {
    nimkit::GameStore s;
    nimkit::GameNotation n(s);
    std::vector<GameId> pool;
    pool.push_back(s.zero());
    std::mt19937 rng(9);
    for (int i = 0; i < 200; ++i) {  // random games of birthday <= 4 from earlier ones
        std::vector<GameId> l, r;
        std::size_t nl = rng() % 3, nr = rng() % 3;
        for (std::size_t k = 0; k < nl; ++k) l.push_back(pool[rng() % pool.size()]);
        for (std::size_t k = 0; k < nr; ++k) r.push_back(pool[rng() % pool.size()]);
        GameId g = s.make(l, r);
        if (s.birthday(g) <= 4) pool.push_back(g);
    }
    for (int i = 0; i < 300; ++i) s.add(pool[rng() % pool.size()], pool[rng() % pool.size()]);
    std::size_t size = s.size();
    int braces = 0;
    for (GameId g = 0; g < size; ++g) {
        std::string t = n.text(g);
        CHECK_MESSAGE(n.parse(t) == g, t);
        braces += t[0] == '{';
    }
    CHECK(braces > 50);
}

TEST_CASE("Notation: x + n.^ + *k is recognised for |n| <= 5, k <= 5, x in {0, 1, -3/2}") {
    nimkit::GameStore s;
    nimkit::GameNotation n(s);
    const nimkit::Dyadic xs[] = {nimkit::Dyadic(0), nimkit::Dyadic(1), nimkit::Dyadic::fraction(-3, 1)};
    for (const nimkit::Dyadic& x : xs)
        for (long long u = -5; u <= 5; ++u)
            for (std::uint64_t k = 0; k <= 5; ++k) {
                nimkit::NusValue v;
                GameId g = n.nus(x, u, k);
                REQUIRE(n.as_nus(g, v));
                CHECK(v.x == x);
                CHECK(v.ups == u);
                CHECK(v.star == k);
                CHECK(n.parse(n.text(g)) == g);
            }
}

TEST_CASE("Notation: malformed text is refused with the column and the fault") {
    nimkit::GameStore s;
    nimkit::GameNotation n(s);
    const char* bad[] = {"", "{", "{0|", "{0}", "}", "1/3", "x", "{0|1}}", "{0,|1}", "{1|2|3}", "Tiny(1", "*x", "1 +", "{0||1||2}", "99999999999999999999"};
    for (const char* b : bad) CHECK_THROWS_AS(n.parse(b), std::invalid_argument);
    try {
        n.parse("{0|1/3}");
    } catch (const std::invalid_argument& e) {
        CHECK(std::string(e.what()) == "column 6: the denominator is not a power of 2 (only dyadic fractions are game values)");
    }
}
