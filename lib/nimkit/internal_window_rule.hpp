// nimkit/internal_window_rule.hpp - the detector of window rules: f(n) = mex
// of f(x) over lo(n) <= x <= min(hi(n), n - 1), or 1 when one of them is 0 (a
// win/lose table) - a game whose move takes n to any x in a window, like
// Codeforces 255E (internal_window_value.hpp: the bounds and the values).
// detect_window(t, out): on a table from 0 of at most 256 runs, every pair
//   (lo, hi) with lo of a lower order than hi, both readings; a pair fits when
//   it holds from some n0 <= 64 (and n0 <= len / 4) with at least 3 changes
//   of f past n0 that it explains, and that reaches n = 2^62 in at most 1024
//   changes of its window (predictions stay cheap). The claim is a definition from the start,
//   so one fit is reported only when every pair that fits says the same at
//   the probes past the table (the first 64 and 192 spread to 10^18); two
//   that part somewhere give nothing. Trust is find_pattern's: the same rule
//   (pair, reading, n0) on the first half and three quarters.
// Cost: O(len) to read the runs; then about 170 candidates, each O(62 roots)
//   a change of its window on the table, the ones that fit to 2^62.
// Internal: nimkit/pattern_sequence.hpp's find_pattern.
// Proved by: tests/test_pattern_window.cpp, tests/pattern_games_test.py (255E)
//   and tests/pattern_prefix_test.py (255E's prefixes: 0 wrong).
#ifndef NIMKIT_INTERNAL_WINDOW_RULE_HPP
#define NIMKIT_INTERNAL_WINDOW_RULE_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_pattern_detect.hpp"
#include "nimkit/internal_pattern_trust.hpp"
#include "nimkit/internal_window_value.hpp"
#include "nimkit/pattern_rule.hpp"

namespace nimkit {
namespace pattern_detail {

const std::size_t kWindowMostRuns = 256, kWindowMostStretches = 1024;

inline std::string window_text(const WindowRule& w, u64 from) {
    const std::string range = window_detail::bound_text(w.lo) + " <= x <= " + window_detail::bound_text(w.hi) + ", x < n";
    const std::string tail = " for n >= " + std::to_string(from);
    if (w.win) return "f(n) = 1 if f(x) = 0 for some x with " + range + ", else 0" + tail;
    return "f(n) = mex{f(x) : " + range + "}" + tail;
}

inline void detect_window(const Table& t, std::vector<PatternRule>& out) {
    using namespace window_detail;
    if (t.first != 0 || t.len < 24) return;
    WindowRule w;
    w.end = t.len;
    for (std::size_t n = 0; n < t.len; ++n)
        if (n == 0 || t.v[n] != t.v[n - 1]) {
            if (w.starts.size() == kWindowMostRuns) return;
            w.starts.push_back(n);
            w.values.push_back(t.v[n]);
        }
    if (w.starts.size() < 4) return;
    std::vector<PatternRule> fits;
    for (int hi = 1; hi < wb_count; ++hi)
        for (int lo = 0; lo < wb_count; ++lo)
            for (int win = 0; win < 2 && bound_order(lo) < bound_order(hi); ++win) {
                const u64 from = window_holds_from(lo, hi, win != 0, w.starts, w.values, w.end);
                std::size_t changes = 0;
                for (std::size_t k = 1; k < w.starts.size(); ++k) changes += w.starts[k] > from;
                if (from > 64 || from > t.len / 4 || changes < 3) continue;
                PatternRule r = blank_rule(PatternRule::window, 0, t.last());
                r.from = from;
                r.window_rule = w;
                r.window_rule.lo = lo, r.window_rule.hi = hi, r.window_rule.win = win != 0;
                r.cost = 40;
                r.text = window_text(r.window_rule, from);
                i64 far;  // a rule whose window changes more than that says too little to be read
                if (window_predict(r.window_rule, kWindowTop, far, kWindowMostStretches)) fits.push_back(r);
            }
    if (fits.empty()) return;
    const std::vector<u64> at = probes(t.last());
    for (std::size_t i = 1; i < fits.size(); ++i)
        for (std::size_t k = 0; k < at.size(); ++k) {
            const PatternPrediction a = fits[0].predict(at[k]), b = fits[i].predict(at[k]);
            if (a.kind != b.kind || a.v != b.v) return;  // two definitions the table cannot tell apart
        }
    out.push_back(fits[0]);
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
