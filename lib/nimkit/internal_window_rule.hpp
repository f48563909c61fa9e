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
// doubt_against_windows(report): a trusted rule that says the last run never
//   ends (a constant tail, consecutive positions) and that a window
//   fitting the table (one change past n0 is enough) contradicts at a probe
//   goes to `untrusted`: the game's own moves explain a table of few runs
//   more simply than a tail that never changes (255E's win/lose table on
//   0..497: 0s from 82 on, 1 again from 6724).
// Cost: O(len) to read the runs; then about 170 candidates, each O(62 roots)
//   a change of its window on the table, the ones that fit to 2^62.
// Internal: nimkit/pattern_sequence.hpp's find_pattern.
// Proved by: tests/test_pattern_window.cpp, tests/pattern_games_test.py (255E,
//   its win/lose table, x^2 <= n) and tests/pattern_prefix_test.py (their
//   prefixes: 0 wrong).
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

// Every window rule that fits the table from n0 <= 64 (and <= len / 4) with at
// least min_changes changes of f past n0 and reaches 2^62 in 1024 changes.
inline std::vector<PatternRule> window_fits(const Table& t, std::size_t min_changes) {
    using namespace window_detail;
    std::vector<PatternRule> fits;
    if (t.first != 0 || t.len < 24) return fits;
    WindowRule w;
    w.end = t.len;
    for (std::size_t n = 0; n < t.len; ++n)
        if (n == 0 || t.v[n] != t.v[n - 1]) {
            if (w.starts.size() == kWindowMostRuns) return fits;
            w.starts.push_back(n);
            w.values.push_back(t.v[n]);
        }
    if (w.starts.size() < min_changes + 1) return fits;
    for (int hi = 1; hi < wb_count; ++hi)
        for (int lo = 0; lo < wb_count; ++lo)
            for (int win = 0; win < 2 && bound_order(lo) < bound_order(hi); ++win) {
                const u64 from = window_holds_from(lo, hi, win != 0, w.starts, w.values, w.end, std::min<u64>(64, t.len / 4));
                std::size_t changes = 0;
                for (std::size_t k = 1; k < w.starts.size(); ++k) changes += w.starts[k] > from;
                if (from > 64 || from > t.len / 4 || changes < min_changes) continue;
                PatternRule r = blank_rule(PatternRule::window, 0, t.last());
                r.from = from;
                r.window_rule = w;
                r.window_rule.lo = lo, r.window_rule.hi = hi, r.window_rule.win = win != 0;
                r.cost = 40;
                r.text = window_text(r.window_rule, from);
                i64 far;  // a rule whose window changes more than that says too little to be read
                if (window_predict(r.window_rule, kWindowTop, far, kWindowMostStretches)) fits.push_back(r);
            }
    return fits;
}

inline void detect_window(const Table& t, std::vector<PatternRule>& out) {
    const std::vector<PatternRule> fits = window_fits(t, 3);
    if (fits.empty()) return;
    const std::vector<u64> at = probes(t.last());
    for (std::size_t i = 1; i < fits.size(); ++i)
        for (std::size_t k = 0; k < at.size(); ++k) {
            const PatternPrediction a = fits[0].predict(at[k]), b = fits[i].predict(at[k]);
            if (a.kind != b.kind || a.v != b.v) return;  // two definitions the table cannot tell apart
        }
    out.push_back(fits[0]);
}

// The game's own moves to a window are a simpler explanation of a table of
// few runs than a tail that never changes: a trusted rule that says the last
// run never ends (claims_settled) and that a window rule fitting the table
// (from n0 <= 64, one change past it is enough) contradicts at a probe past
// the table goes to `untrusted` - 255E's win/lose table, 0 on
// 0..3, 1 on 4..81, 0 on 82..6723, 1 after: read on 0..497 the 0s look final.
inline void doubt_against_windows(PatternReport& report) {
    if (report.values.empty()) return;
    const Table t = {&report.values[0], report.values.size(), report.first};
    const std::vector<PatternRule> fits = window_fits(t, 1);
    if (fits.empty()) return;
    const std::vector<u64> at = probes(t.last());
    std::vector<PatternRule> kept;
    for (std::size_t i = 0; i < report.rules.size(); ++i) {
        PatternRule r = report.rules[i];
        u64 bad = 0;
        const bool settled = claims_settled(r, report, report.values.back(), at);
        for (std::size_t j = 0; j < fits.size() && !bad && settled && r.kind != PatternRule::window; ++j)
            for (std::size_t k = 0; k < at.size() && !bad; ++k) {
                const PatternPrediction a = rule_prediction(r, report, at[k]), b = fits[j].predict(at[k]);
                if (a.kind != PatternPrediction::nothing && b.kind == PatternPrediction::value &&
                    (a.kind == PatternPrediction::value) == (a.v != b.v))
                    bad = at[k];
            }
        if (!bad) {
            kept.push_back(r);
            continue;
        }
        r.trusted = false;
        r.why = "a window of earlier values fits too and says otherwise at n = " + std::to_string(bad) + " (" +
                window_text(fits[0].window_rule, fits[0].from) + ", ...)";
        report.untrusted.push_back(r);
    }
    report.rules.swap(kept);
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
