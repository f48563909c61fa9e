// internal_window_rule.hpp's window rules f(n) = mex of f over a window of
// earlier heaps: games whose move takes a heap of n to any y < n in a window,
// their tables computed here from the moves' own inequalities (y^2 <= n <= y^4,
// Codeforces 255E; y^2 <= n), Grundy values by the mex rule and win/lose by
// "some move reaches a loss"; the rule read on a table and every later n of a
// range answered right. Tables without such a rule (subtract a square,
// random runs) give no window rule.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "nimkit/pattern.hpp"

namespace {

typedef std::int64_t i64;
typedef std::uint64_t u64;

// g(0..top) of the game "a heap of n becomes y, y < n, y^2 <= n, and n <= y^4
// when quartic": the mex of g over the moves (grundy), else 1 when a move
// reaches a 0 (win / lose).
std::vector<i64> window_game_table(u64 top, bool quartic, bool grundy) {
    std::vector<i64> g(top + 1, 0);
    for (u64 n = 0; n <= top; ++n) {
        std::set<i64> seen;
        for (u64 y = 0; y * y <= n && y < n; ++y)
            if (!quartic || n <= y * y * y * y) seen.insert(g[y]);
        if (!grundy) {
            g[n] = seen.count(0) ? 1 : 0;
            continue;
        }
        i64 m = 0;
        while (seen.count(m)) ++m;
        g[n] = m;
    }
    return g;
}

std::vector<i64> window_head(const std::vector<i64>& g, std::size_t len) {
    return std::vector<i64>(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(len));
}

const nimkit::PatternRule* trusted_window(const nimkit::PatternReport& r) {
    for (const nimkit::PatternRule& x : r.rules)
        if (x.kind == nimkit::PatternRule::window) return &x;
    return nullptr;
}

}  // namespace

// (y^2 <= n's win/lose table is 0 then 1s: no changes to read a window from.)
TEST_CASE("pattern window: 255E (y^2 <= n <= y^4) Grundy and win/lose, y^2 <= n Grundy, read on 0..19999, every n in 20000..200000 right") {
    const u64 top = 200000, len = 20000;
    for (int game = 0; game < 3; ++game) {
        const bool quartic = game < 2, grundy = game != 1;
        CAPTURE(game);
        const std::vector<i64> g = window_game_table(top, quartic, grundy);
        const nimkit::PatternReport r = nimkit::find_pattern(window_head(g, len));
        const nimkit::PatternRule* w = trusted_window(r);
        REQUIRE(w != nullptr);
        CHECK(w->status() == nimkit::rule_observed);
        CHECK(w->window_rule.win == !grundy);
        std::size_t wrong = 0, unknown = 0;
        for (u64 n = len; n <= top; ++n) {
            i64 v;
            const nimkit::PatternPrediction p = w->predict(n);
            if (!nimkit::pattern_value(r, n, v) || p.kind != nimkit::PatternPrediction::value) ++unknown;
            else if (v != g[static_cast<std::size_t>(n)] || p.v != v) ++wrong;
        }
        CHECK(wrong == 0);
        CHECK(unknown == 0);
    }
}

TEST_CASE("pattern window: every prefix of 12..4000 values of 255E's Grundy table answers 4000..60000 right or unknown, never wrong") {
    const u64 top = 60000;
    const std::vector<i64> g = window_game_table(top, true, true);
    std::size_t wrong = 0, right = 0;
    for (std::size_t len = 12; len <= 4000; len += len < 200 ? 1 : len / 20) {
        const nimkit::PatternReport r = nimkit::find_pattern(window_head(g, len));
        for (u64 n = 4000; n <= top; n += 97) {
            i64 v;
            if (nimkit::pattern_value(r, n, v)) (v == g[static_cast<std::size_t>(n)] ? right : wrong) += 1;
        }
    }
    CHECK(wrong == 0);
    CHECK(right > 0);
}

TEST_CASE("pattern window: no window rule on subtract a square (0..2999), random runs, or a constant tail") {
    std::vector<i64> square(3000, 0);
    for (std::size_t n = 0; n < square.size(); ++n) {
        std::set<i64> seen;
        for (std::size_t k = 1; k * k <= n; ++k) seen.insert(square[n - k * k]);
        while (seen.count(square[n])) ++square[n];
    }
    std::mt19937_64 rng(255);
    std::vector<i64> runs;
    while (runs.size() < 5000) runs.insert(runs.end(), 1 + rng() % 400, static_cast<i64>(rng() % 3));
    std::vector<i64> tail(500, 1);
    tail[0] = tail[3] = tail[9] = 0;
    for (const std::vector<i64>* t : {&square, &runs, &tail}) {
        const nimkit::PatternReport r = nimkit::find_pattern(*t, 0, nimkit::undeclared_bounds(), 1u << nimkit::PatternRule::window);
        CHECK(r.rules.empty());
    }
}

TEST_CASE("pattern window: the bounds against their definitions on 0..200000, and lo <= min(hi, n - 1) for every ordered pair past its last empty window, on 1..65536 and 10^4 random n to 2^62") {
    using namespace nimkit::window_detail;
    std::size_t bad = 0;
    for (u64 n = 0; n <= 200000; ++n) {
        u64 r4 = 0, r3 = 0, r2 = 0;
        while ((r4 + 1) * (r4 + 1) * (r4 + 1) * (r4 + 1) <= n) ++r4;
        while ((r3 + 1) * (r3 + 1) * (r3 + 1) <= n) ++r3;
        while ((r2 + 1) * (r2 + 1) <= n) ++r2;
        const u64 want[] = {0, r4, r4 + (r4 * r4 * r4 * r4 < n), r3, r3 + (r3 * r3 * r3 < n), r2, r2 + (r2 * r2 < n),
                            n / 4, (n + 3) / 4, n / 3, (n + 2) / 3, n / 2, (n + 1) / 2, n ? n - 1 : 0};
        for (int id = 0; id < wb_count; ++id) bad += bound_value(id, n) != want[id];
    }
    CHECK(bad == 0);
    std::mt19937_64 rng(4096);
    std::size_t checked = 0;
    for (u64 k = 1; k <= 65536 + 10000; ++k) {
        const u64 n = k <= 65536 ? k : 65537 + rng() % (static_cast<u64>(1) << 62);
        for (int hi = 1; hi < wb_count; ++hi)
            for (int lo = 0; lo < wb_count; ++lo)
                if (bound_order(lo) < bound_order(hi) && n > last_empty(lo, hi))
                    bad += bound_value(lo, n) > window_top(hi, n), ++checked;
    }
    CHECK(bad == 0);
    CHECK(checked > 5000000);
}
