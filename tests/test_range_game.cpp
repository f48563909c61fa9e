// range_game.hpp: tables of games whose moves leave a heap in a range against
// the mex over the options listed one by one, exhaustively on small heaps;
// values far past the table against the direct mex over the ranges.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

#include "nimkit/range_game.hpp"

namespace {

typedef std::uint64_t u64;
typedef std::vector<nimkit::HeapRange> Ranges;

// The mex of g over every heap of the ranges, one by one.
unsigned direct_mex(const std::vector<unsigned>& g, const Ranges& r) {
    u64 options = 0;
    for (const nimkit::HeapRange& x : r) options += x.first <= x.second ? x.second - x.first + 1 : 0;
    std::vector<char> seen(options + 2, 0);  // the mex is at most the number of options
    for (const nimkit::HeapRange& x : r)
        for (u64 y = x.first; y <= x.second && x.first <= x.second; ++y)
            if (g[y] < seen.size()) seen[g[y]] = 1;
    unsigned v = 0;
    while (seen[v]) ++v;
    return v;
}

u64 root(u64 x, int k) {  // floor(x^(1/k)), exactly
    u64 r = static_cast<u64>(std::pow(static_cast<double>(x), 1.0 / k));
    auto power = [k](u64 b) {  // b^k, saturated
        long double p = 1;
        for (int i = 0; i < k; ++i) p *= b;
        return p;
    };
    while (r > 0 && power(r) > x) --r;
    while (power(r + 1) <= x) ++r;
    return r;
}

u64 root_up(u64 x, int k) {  // ceil(x^(1/k))
    const u64 r = root(x, k);
    long double p = 1;
    for (int i = 0; i < k; ++i) p *= r;
    return p == x ? r : r + 1;
}

// Codeforces 255E: from x to any y with x^(1/4) <= y <= x^(1/2), y < x.
struct Furlo {
    int top;  // 2: square root; 3: cube root
    void operator()(u64 x, Ranges& out) const {
        const u64 hi = std::min(root(x, top), x ? x - 1 : 0);
        if (x > 0) out.push_back(nimkit::HeapRange(root_up(x, 4), hi));
    }
};

}  // namespace

TEST_CASE("RangeGame: every game on heaps 0..6 with one range a heap (216832 games) against the mex over the options "
          "listed one by one, and every move_to") {
    // heap h's range: one of the h(h+1)/2 ranges [lo, hi] in 0..h-1, or none (choice 0)
    std::vector<Ranges> choices[7];
    for (u64 h = 0; h <= 6; ++h) {
        choices[h].push_back(Ranges());
        for (u64 lo = 0; lo < h; ++lo)
            for (u64 hi = lo; hi < h; ++hi) choices[h].push_back(Ranges(1, nimkit::HeapRange(lo, hi)));
    }
    std::vector<std::size_t> pick(7, 0);
    std::size_t games = 0;
    for (;;) {
        auto ranges = [&](u64 h, Ranges& out) { out = choices[h][pick[h]]; };
        nimkit::RangeGame<decltype(ranges)> game(ranges, 6);
        std::vector<unsigned> g;
        for (u64 h = 0; h <= 6; ++h) g.push_back(direct_mex(g, choices[h][pick[h]]));
        REQUIRE(game.values() == g);
        for (u64 h = 0; h <= 6; ++h)
            for (unsigned t = 0; t <= 3; ++t) {
                u64 to = 99;
                const Ranges& r = choices[h][pick[h]];
                u64 least = 99;
                for (u64 y = r.empty() ? 1 : r[0].first; !r.empty() && y <= r[0].second; ++y)
                    if (g[y] == t && least == 99) least = y;
                REQUIRE(game.move_to(h, t, to) == (least != 99));
                if (least != 99) REQUIRE(to == least);
            }
        ++games;
        std::size_t i = 1;
        while (i <= 6 && ++pick[i] == choices[i].size()) pick[i++] = 0;
        if (i > 6) break;
    }
    CHECK(games == 216832);
}

TEST_CASE("RangeGame: 2000 random games, heaps <= 60, up to four ranges a heap (some empty, some single heaps), against "
          "the direct mex, and a range reaching its own heap refused") {
    std::mt19937_64 rng(255);
    for (int t = 0; t < 2000; ++t) {
        const std::size_t n = rng() % 61;
        std::vector<Ranges> table(n + 1);
        for (u64 h = 1; h <= n; ++h)
            for (u64 k = rng() % 5; k > 0; --k) {
                const u64 a = rng() % h, b = rng() % h;
                table[h].push_back(k == 4 ? nimkit::HeapRange(b + 1, b) : k == 3 ? nimkit::HeapRange(a, a)
                                                                              : nimkit::HeapRange(std::min(a, b), std::max(a, b)));
            }
        auto ranges = [&](u64 h, Ranges& out) { out = table[h]; };
        nimkit::RangeGame<decltype(ranges)> game(ranges, n);
        std::vector<unsigned> g;
        for (u64 h = 0; h <= n; ++h) g.push_back(direct_mex(g, table[h]));
        REQUIRE(game.values() == g);
    }
    auto bad = [](u64 h, Ranges& out) { out.push_back(nimkit::HeapRange(0, h == 5 ? 5 : 0)); };
    CHECK_THROWS_AS(nimkit::range_game(bad, 10), std::invalid_argument);
}

TEST_CASE("RangeGame: x -> [x^(1/4), x^(1/2)] (Codeforces 255E) to heap 10^6 against the direct mex, heaps to 7.7 * 10^11 "
          "through the table, x -> [x^(1/4), x^(1/3)] to 10^18, and heaps beyond the table refused") {
    const Furlo square = {2};
    nimkit::RangeGame<Furlo> game(square, 1000000);
    std::vector<unsigned> g;
    for (u64 x = 0; x <= 1000000; ++x) {
        Ranges r;
        square(x, r);
        g.push_back(direct_mex(g, r));
    }
    REQUIRE(game.values() == g);
    std::mt19937_64 rng(11);
    for (int t = 0; t < 40; ++t) {
        const u64 x = t < 3 ? 777777777777ULL - t : 1000001 + rng() % 777777777777ULL;
        Ranges r;
        square(x, r);
        CHECK(game.value(x) == direct_mex(g, r));
        u64 to = 0;
        REQUIRE(game.move_to(x, 0, to) == (game.value(x) != 0));
        if (game.value(x)) CHECK((g[to] == 0 && to >= r[0].first && to <= r[0].second));
    }
    CHECK_THROWS_AS(game.value(1000002000001ULL), std::out_of_range);  // sqrt = 1000001: past the table
    const Furlo cube = {3};
    nimkit::RangeGame<Furlo> deep(cube, 1000000);
    const u64 far[] = {1000000000000000000ULL, 999999999999999999ULL, 123456789012345678ULL, 1ULL << 59};
    for (u64 x : far) {
        Ranges r;
        cube(x, r);
        CHECK(deep.value(x) == direct_mex(deep.values(), r));
    }
}
