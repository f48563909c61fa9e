// nimkit/internal_pattern_compete.hpp - when a table is too short to decide: where the
// rules that fit it part past it, so that a contestant knows which values to
// compute next (15 values of a board game fit a period, a function of n and a
// set at once; f(18) tells which).
//
// fit_partings(t, fits, most): the first n past t's table (up to `most` values
//   past it) where the fits that give a value at n give two different ones,
//   the fits grouped by the value they give there (one that gives none there
//   joins every group); then the same inside each group of two or more, up
//   to 4 partings: the values that decide between them. A group that does
//   not part up to `most` is a parting with parts false (the same answers,
//   whichever is right).
// parting_lines(t, shown, most): the `pattern` command's lines for the first
//   `shown` untrusted fits it lists, when no rule is trusted: "deciding:
//   f(39) = 0 by fit 2; = 1 by fit 1 (40 values tell them apart)", the fits
//   numbered in the order printed; none for fits that do not part.
// Internal: nimkit/pattern_report.hpp prints them.
// Cost: most x (fits) predictions, O(log n) each for most kinds.
// Proved by: tests/pattern_decide_test.py (short tables of games brute-forced
//   from their moves: the fits in a group whose value is not the game's are
//   gone from the fits of the table one value longer, and all are still there
//   one value shorter).
#ifndef NIMKIT_INTERNAL_PATTERN_COMPETE_HPP
#define NIMKIT_INTERNAL_PATTERN_COMPETE_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/pattern_rule.hpp"

namespace nimkit {

struct RuleParting {
    std::uint64_t at;                                // the first n where the group's fits give two values
    bool parts;                                      // false: they agree up to the last n looked at (at)
    std::vector<std::int64_t> values;                // ascending
    std::vector<std::vector<std::size_t> > by_value; // the fits (indices) giving each value
    std::vector<std::size_t> silent;                 // the fits giving none there: they stay in every group
};

inline std::vector<RuleParting> fit_partings(const PatternReport& t, const std::vector<PatternRule>& fits,
                                             std::uint64_t most) {
    std::vector<RuleParting> out;
    const std::uint64_t end = t.first + t.values.size();
    std::vector<std::pair<std::uint64_t, std::vector<std::size_t> > > work;  // (scan from, group)
    std::vector<std::size_t> all;
    for (std::size_t i = 0; i < fits.size(); ++i) all.push_back(i);
    if (all.size() >= 2) work.push_back(std::make_pair(end, all));
    while (!work.empty() && out.size() < 4) {
        const std::uint64_t from = work.front().first;
        const std::vector<std::size_t> group = work.front().second;
        work.erase(work.begin());
        RuleParting p;
        p.parts = false;
        p.at = end + most - 1;
        for (std::uint64_t n = from; n < end + most && !p.parts; ++n) {
            std::vector<std::pair<std::int64_t, std::size_t> > said;
            std::vector<std::size_t> silent;
            for (std::size_t g = 0; g < group.size(); ++g) {
                const PatternPrediction x = fits[group[g]].predict(t, n);
                if (x.kind == PatternPrediction::value)
                    said.push_back(std::make_pair(x.v, group[g]));
                else
                    silent.push_back(group[g]);
            }
            std::sort(said.begin(), said.end());
            if (said.empty() || said.front().first == said.back().first) continue;
            p.parts = true;
            p.at = n;
            for (std::size_t i = 0; i < said.size(); ++i) {
                if (p.values.empty() || p.values.back() != said[i].first) {
                    p.values.push_back(said[i].first);
                    p.by_value.push_back(std::vector<std::size_t>());
                }
                p.by_value.back().push_back(said[i].second);
            }
            p.silent = silent;
        }
        if (!p.parts) p.by_value.push_back(group);
        out.push_back(p);
        for (std::size_t v = 0; p.parts && v < p.by_value.size(); ++v) {
            std::vector<std::size_t> next(p.by_value[v]);
            next.insert(next.end(), p.silent.begin(), p.silent.end());
            if (next.size() >= 2) work.push_back(std::make_pair(p.at + 1, next));
        }
    }
    return out;
}

namespace pattern_detail {

inline std::string fit_numbers(const std::vector<std::size_t>& g) {
    std::vector<std::size_t> s(g);
    std::sort(s.begin(), s.end());
    std::string text = s.size() == 1 ? "fit " : "fits ";
    for (std::size_t i = 0; i < s.size(); ++i) text += (i ? ", " : "") + std::to_string(s[i] + 1);
    return text;
}

}  // namespace pattern_detail

// The "deciding:" lines for t's first `shown` untrusted fits (none when a rule is trusted).
inline std::vector<std::string> parting_lines(const PatternReport& t, std::size_t shown, std::uint64_t most) {
    using namespace pattern_detail;
    std::vector<std::string> lines;
    if (!t.rules.empty()) return lines;
    const std::vector<PatternRule> fits(t.untrusted.begin(),
                                        t.untrusted.begin() + static_cast<std::ptrdiff_t>(std::min(shown, t.untrusted.size())));
    const std::vector<RuleParting> ps = fit_partings(t, fits, most);
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const RuleParting& p = ps[i];
        if (!p.parts) continue;
        std::string s = "deciding: f(" + std::to_string(p.at) + ")";
        for (std::size_t v = 0; v < p.values.size(); ++v)
            s += (v ? "; = " : " = ") + std::to_string(p.values[v]) + " by " + fit_numbers(p.by_value[v]);
        if (!p.silent.empty()) s += "; " + fit_numbers(p.silent) + " unknown there";
        s += " (" + std::to_string(p.at - t.first + 1) + " values tell them apart)";
        lines.push_back(s);
    }
    return lines;
}

}  // namespace nimkit

#endif
