// pattern_classes.hpp: the knight of HDU 5754 racing to the corner (moves
// (a - 2, b - 1) and (a - 1, b - 2); reaching (0, 0) wins; a player may steer
// to a square that cannot reach it: a draw), win / lose / draw by retrograde
// search from the moves here, each class's rule read on 48 x 48 and every
// answer checked on 0..119 squared.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "nimkit/pattern_border.hpp"
#include "nimkit/pattern_classes.hpp"

namespace {

typedef std::int64_t i64;

// 0: the mover loses, 1: the mover wins, 2: a draw.
std::vector<std::vector<i64> > knight(std::size_t n) {
    std::vector<std::vector<i64> > f(n, std::vector<i64>(n, 2));
    for (std::size_t s = 0; s < 2 * n; ++s)
        for (std::size_t x = 0; x <= s && x < n; ++x) {
            const std::size_t y = s - x;
            if (y >= n) continue;
            if (x == 0 && y == 0) {
                f[x][y] = 0;
                continue;
            }
            std::vector<i64> to;
            if (x >= 2 && y >= 1) to.push_back(f[x - 2][y - 1]);
            if (x >= 1 && y >= 2) to.push_back(f[x - 1][y - 2]);
            i64 v = to.empty() ? 2 : 0;
            for (std::size_t i = 0; i < to.size(); ++i)
                if (to[i] == 0) v = 1;
                else if (to[i] == 2 && v != 1) v = 2;
            f[x][y] = v;
        }
    return f;
}

}  // namespace

TEST_CASE("value classes: HDU 5754's knight, win / lose / draw read on 0..47 squared, right on 0..119 squared") {
    const std::vector<std::vector<i64> > f = knight(120);
    std::vector<i64> cells;
    for (std::size_t a = 0; a < 48; ++a)
        for (std::size_t b = 0; b < 48; ++b) cells.push_back(f[a][b]);
    const nimkit::ClassReport r = nimkit::find_pair_classes(cells, 48, 48);
    REQUIRE(r.found);
    CHECK(r.rest == 2);
    for (std::size_t a = 0; a < 120; ++a)
        for (std::size_t b = 0; b < 120; ++b) {
            i64 v = -1;
            REQUIRE(nimkit::pair_class_value(r, a, b, v));
            REQUIRE(v == f[a][b]);
        }
}

TEST_CASE("value classes: two values, or seven, are not split") {
    std::vector<i64> two, seven;
    for (i64 n = 0; n < 200; ++n) two.push_back(n % 2), seven.push_back(n % 7);
    CHECK(!nimkit::find_value_classes(two).found);
    CHECK(!nimkit::find_value_classes(seven).found);
}

namespace {

// Euclid's game with piles from 0: take a positive multiple of the smaller pile
// from the larger; the mover facing a pile of 0 loses. 1 when the mover wins.
std::vector<std::vector<i64> > euclid(std::size_t n) {
    std::vector<std::vector<i64> > f(n, std::vector<i64>(n, 0));
    for (std::size_t s = 0; s < 2 * n; ++s)
        for (std::size_t a = 0; a <= s && a < n; ++a) {
            const std::size_t b = s - a;
            if (b >= n || a == 0 || b == 0) continue;
            const std::size_t lo = std::min(a, b), hi = std::max(a, b);
            i64 v = 0;
            for (std::size_t t = hi - lo;; t -= lo) {
                if (!(a <= b ? f[a][t] : f[t][b])) v = 1;
                if (t < lo) break;
            }
            f[a][b] = v;
        }
    return f;
}

}  // namespace

TEST_CASE("border: Euclid's game with piles from 0 (a border of losses), read on 0..59 squared, right on 0..199 squared") {
    const std::vector<std::vector<i64> > f = euclid(200);
    std::vector<i64> cells;
    for (std::size_t a = 0; a < 60; ++a)
        for (std::size_t b = 0; b < 60; ++b) cells.push_back(f[a][b]);
    const nimkit::BorderReport r = nimkit::find_border_pattern(cells, 60, 60);
    REQUIRE(r.found);
    CHECK(r.border == 0);
    for (std::size_t a = 0; a < 200; ++a)
        for (std::size_t b = 0; b < 200; ++b) {
            i64 v = -1;
            REQUIRE(nimkit::border_value(r, a, b, v));
            REQUIRE(v == f[a][b]);
        }
}
