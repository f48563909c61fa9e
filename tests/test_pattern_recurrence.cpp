// internal_sequence_rule.hpp's lagged sums a_k = a_{k-1} + a_{k-j}: take-away
// where the first move takes any but all and each later move at most r times
// the last one (r = 3, 4), win / lose by search over (heap, most) from the
// moves here; the rule read on heaps 0..999, every heap 1000..2499 answered
// right.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "nimkit/pattern.hpp"

namespace {

typedef std::int64_t i64;

// 1 when the first player wins a heap of n (first move: 1..n-1), n = 0..top.
std::vector<i64> ratio_outcomes(std::size_t ratio, std::size_t top) {
    // win[n * (top + 1) + m]: the mover wins a heap of n taking at most m
    std::vector<char> win((top + 1) * (top + 1), 0);
    for (std::size_t n = 1; n <= top; ++n) {
        char cur = 0;
        for (std::size_t m = 1; m <= top; ++m) {
            if (!cur && m <= n) {
                const std::size_t rest = n - m;
                cur = m == n || !win[rest * (top + 1) + std::min(ratio * m, rest)];
            }
            win[n * (top + 1) + m] = cur;
        }
    }
    std::vector<i64> f(top + 1, 0);
    for (std::size_t n = 1; n <= top; ++n) f[n] = win[n * (top + 1) + n - 1];
    return f;
}

}  // namespace

TEST_CASE("lagged sums: take-away with ratio 3 and 4, read on heaps 0..999, right on 1000..2499") {
    for (std::size_t ratio = 3; ratio <= 4; ++ratio) {
        const std::vector<i64> f = ratio_outcomes(ratio, 2499);
        const nimkit::PatternReport r = nimkit::find_pattern(std::vector<i64>(f.begin(), f.begin() + 1000));
        REQUIRE(!r.rules.empty());
        CHECK(r.rules[0].text.find(ratio == 3 ? "a_(k-1) + a_(k-4)" : "a_(k-1) + a_(k-6)") != std::string::npos);
        for (std::size_t n = 1000; n < f.size(); ++n) {
            i64 v = -1;
            REQUIRE(nimkit::pattern_value(r, n, v));
            REQUIRE(v == f[n]);
        }
    }
}
