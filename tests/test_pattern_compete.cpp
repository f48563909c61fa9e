// internal_pattern_compete.hpp's partings: on short tables of games searched
// here from their moves (subtract 1 or 3: the mex of g(n - 1), g(n - 3);
// Fibonacci Nim: the first move takes 1..n-1, each later one at most twice
// the last), every "f(N) decides" is checked against the fits' own
// predictions: each fit of a group gives that group's value at N, a silent
// one none, and no two of the group's fits (silent ones included) give
// different values at any n between the table's end and N.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "nimkit/internal_pattern_compete.hpp"
#include "nimkit/pattern.hpp"

namespace {

typedef std::int64_t i64;

std::vector<i64> subtract_1_or_3(std::size_t top) {
    std::vector<i64> g;
    for (std::size_t n = 0; n <= top; ++n) {
        bool seen[3] = {false, false, false};
        if (n >= 1) seen[g[n - 1]] = true;
        if (n >= 3) seen[g[n - 3]] = true;
        i64 m = 0;
        while (seen[m]) ++m;
        g.push_back(m);
    }
    return g;
}

// Whether the mover wins h tokens taking at most `most` (memo by (h, most)).
bool mover_wins(std::size_t h, std::size_t most, std::map<std::pair<std::size_t, std::size_t>, bool>& memo) {
    if (most > h) most = h;
    const std::pair<std::size_t, std::size_t> key(h, most);
    std::map<std::pair<std::size_t, std::size_t>, bool>::const_iterator it = memo.find(key);
    if (it != memo.end()) return it->second;
    bool win = false;
    for (std::size_t k = 1; k <= most && !win; ++k) win = !mover_wins(h - k, 2 * k, memo);
    memo[key] = win;
    return win;
}

std::vector<i64> fibonacci_nim(std::size_t top) {
    std::map<std::pair<std::size_t, std::size_t>, bool> memo;
    std::vector<i64> f;
    for (std::size_t n = 0; n <= top; ++n) f.push_back(n >= 2 && mover_wins(n, n - 1, memo) ? 1 : 0);
    return f;
}

// The partings of the first `length` values' fits, each against the fits' predictions; how many parted.
std::size_t check_partings(const std::vector<i64>& game, std::size_t length) {
    const std::vector<i64> table(game.begin(), game.begin() + static_cast<std::ptrdiff_t>(length));
    const nimkit::PatternReport r = nimkit::find_pattern(table);
    REQUIRE(r.rules.empty());
    const std::vector<nimkit::PatternRule> fits(r.untrusted.begin(),
                                                r.untrusted.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(5, r.untrusted.size())));
    const std::vector<nimkit::RuleParting> ps = nimkit::fit_partings(r, fits, 4 * length + 64);
    std::size_t parted = 0;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const nimkit::RuleParting& p = ps[i];
        if (!p.parts) continue;
        ++parted;
        CHECK(p.values.size() >= 2);
        std::vector<std::size_t> group(p.silent);
        for (std::size_t v = 0; v < p.values.size(); ++v)
            for (std::size_t j = 0; j < p.by_value[v].size(); ++j) {
                const nimkit::PatternPrediction x = fits[p.by_value[v][j]].predict(r, p.at);
                CHECK((x.kind == nimkit::PatternPrediction::value && x.v == p.values[v]));
                group.push_back(p.by_value[v][j]);
            }
        for (std::size_t j = 0; j < p.silent.size(); ++j)
            CHECK(fits[p.silent[j]].predict(r, p.at).kind != nimkit::PatternPrediction::value);
        // before N the group's fits never give two values (the first parting of the whole list only:
        // a later one is inside a group that parted earlier, from that n on)
        if (i == 0)
            for (std::uint64_t n = length; n < p.at; ++n) {
                bool have = false;
                i64 seen = 0;
                for (std::size_t j = 0; j < group.size(); ++j) {
                    const nimkit::PatternPrediction x = fits[group[j]].predict(r, n);
                    if (x.kind != nimkit::PatternPrediction::value) continue;
                    CHECK((!have || x.v == seen));
                    have = true, seen = x.v;
                }
            }
        MESSAGE("f(" << p.at << ") = " << game[static_cast<std::size_t>(p.at)] << " decides between " << group.size()
                     << " fits of " << length << " values");
    }
    return parted;
}

}  // namespace

TEST_CASE("pattern partings: subtract 1 or 3 on 14, 20, 22 values and Fibonacci Nim on 22, searched to 200") {
    const std::vector<i64> s13 = subtract_1_or_3(200), fib = fibonacci_nim(200);
    CHECK(s13[15] == 1);  // the search itself: g(15) = mex(g(14), g(12)) = mex(0, 0)
    CHECK(check_partings(s13, 14) >= 1);
    CHECK(check_partings(s13, 20) >= 1);
    CHECK(check_partings(s13, 22) >= 1);
    CHECK(check_partings(fib, 22) >= 1);
}
