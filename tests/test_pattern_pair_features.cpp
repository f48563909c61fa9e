// pattern_pair_features.hpp through find_pair_pattern: step games on two
// numbers, Grundy values by the mex rule over the game's own moves (each move
// lowers a + b), the table read on 0..23 squared (a contestant's small table)
// and every value on 0..199 squared predicted and checked against the same
// brute force; tables the kind must leave alone (a period in a and b, Wythoff's
// game, random values) do not get it.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "nimkit/pattern_pairs.hpp"

namespace {

typedef std::int64_t i64;
typedef std::vector<std::pair<int, int> > Steps;  // (da, db): (a, b) -> (a - da, b - db)

// g(a, b) on 0..n-1 squared, by a + b rising (a step may raise one number while
// it lowers the sum, as the four-move knight's do).
std::vector<std::vector<i64> > step_game(const Steps& steps, int n) {
    const int wide = 3 * n;  // a raised coordinate may leave the square: compute on a wider one
    std::vector<std::vector<i64> > g(static_cast<std::size_t>(wide), std::vector<i64>(static_cast<std::size_t>(wide), 0));
    for (int s = 0; s < 2 * wide - 1; ++s)
        for (int a = 0; a <= s; ++a) {
            const int b = s - a;
            if (a >= wide || b >= wide) continue;
            std::set<i64> seen;
            for (std::size_t k = 0; k < steps.size(); ++k) {
                const int x = a - steps[k].first, y = b - steps[k].second;
                if (x >= 0 && y >= 0 && x < wide && y < wide) seen.insert(g[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)]);
            }
            i64 m = 0;
            while (seen.count(m)) ++m;
            g[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = m;
        }
    g.resize(static_cast<std::size_t>(n));
    for (std::size_t a = 0; a < g.size(); ++a) g[a].resize(static_cast<std::size_t>(n));
    return g;
}

nimkit::PairReport read_square(const std::vector<std::vector<i64> >& g, std::size_t side) {
    std::vector<i64> cells;
    for (std::size_t a = 0; a < side; ++a)
        for (std::size_t b = 0; b < side; ++b) cells.push_back(g[a][b]);
    return nimkit::find_pair_pattern(cells, side, side);
}

bool has_features(const nimkit::PairReport& r) {
    for (std::size_t i = 0; i < r.rules.size(); ++i)
        if (r.rules[i].kind == nimkit::PairRule::features) return true;
    return false;
}

// Every value on 0..n-1 squared: the table's, else the trusted rules' (the feature rule among them).
void check_everywhere(const std::vector<std::vector<i64> >& g, const nimkit::PairReport& r) {
    REQUIRE(has_features(r));
    for (std::size_t a = 0; a < g.size(); ++a)
        for (std::size_t b = 0; b < g.size(); ++b) {
            i64 v = -1;
            REQUIRE(nimkit::pair_value(r, a, b, v));
            REQUIRE(v == g[a][b]);
        }
}

}  // namespace

TEST_CASE("pair features: the king walking to the corner, Grundy values read on 0..23 squared, right on 0..199 squared") {
    const std::vector<std::vector<i64> > g = step_game(Steps{{1, 0}, {0, 1}, {1, 1}}, 200);
    const nimkit::PairReport r = read_square(g, 24);
    check_everywhere(g, r);
    const nimkit::PairRule& k = r.rules[0];
    REQUIRE(k.kind == nimkit::PairRule::features);
    CHECK(k.text == "f(a, b) = T[min(a, b) mod 2][max(a, b) mod 2], T = [0 1; 3 2]");
    // far past the table: T[min mod 2][max mod 2], proved for every (a, b) in tests/pattern_games_test.py
    i64 v = -1;
    REQUIRE(nimkit::pair_value(r, (1ULL << 61) + 1, (1ULL << 60) + 7, v));
    CHECK(v == 2);
    REQUIRE(nimkit::pair_value(r, 1000000000000ULL, 999999999999ULL, v));
    CHECK(v == 3);
}

TEST_CASE("pair features: the knight's two moves (a-2, b-1), (a-1, b-2), Grundy values read on 0..23 squared, right on 0..199 squared") {
    const std::vector<std::vector<i64> > g = step_game(Steps{{2, 1}, {1, 2}}, 200);
    check_everywhere(g, read_square(g, 24));
}

TEST_CASE("pair features: the king with a two-square diagonal step, and steps 1 left, 1 down or 2 diagonally, read on 0..23 squared, right on 0..199 squared") {
    const std::vector<std::vector<i64> > king2 = step_game(Steps{{1, 0}, {0, 1}, {1, 1}, {2, 2}}, 200);
    check_everywhere(king2, read_square(king2, 24));
    const std::vector<std::vector<i64> > rook_bishop2 = step_game(Steps{{1, 0}, {0, 1}, {2, 2}}, 200);
    check_everywhere(rook_bishop2, read_square(rook_bishop2, 24));
}

TEST_CASE("pair features: a period in a and b, Wythoff's game and random values get no feature rule") {
    // (a mod 3) xor (b mod 3): the periodic kind says it
    const std::vector<std::vector<i64> > two_heaps = step_game(Steps{{1, 0}, {2, 0}, {0, 1}, {0, 2}}, 40);
    CHECK(!has_features(read_square(two_heaps, 40)));
    std::vector<std::vector<i64> > wythoff(40, std::vector<i64>(40, 0));
    for (std::size_t a = 0; a < 40; ++a)
        for (std::size_t b = 0; b < 40; ++b) {
            std::set<i64> seen;
            for (std::size_t x = 0; x < a; ++x) seen.insert(wythoff[x][b]);
            for (std::size_t y = 0; y < b; ++y) seen.insert(wythoff[a][y]);
            for (std::size_t d = 1; d <= a && d <= b; ++d) seen.insert(wythoff[a - d][b - d]);
            while (seen.count(wythoff[a][b])) ++wythoff[a][b];
        }
    const nimkit::PairReport w = read_square(wythoff, 40);
    CHECK(!has_features(w));
    for (std::size_t i = 0; i < w.untrusted.size(); ++i) CHECK(w.untrusted[i].kind != nimkit::PairRule::features);
    std::mt19937 rng(5);
    for (int top = 1; top <= 3; ++top) {
        std::vector<std::vector<i64> > noise(48, std::vector<i64>(48, 0));
        for (std::size_t a = 0; a < 48; ++a)
            for (std::size_t b = 0; b < 48; ++b) noise[a][b] = static_cast<i64>(rng() % static_cast<unsigned>(top + 1));
        const nimkit::PairReport n = read_square(noise, 48);
        CHECK(!has_features(n));
    }
}
