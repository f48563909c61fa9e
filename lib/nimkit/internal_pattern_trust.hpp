// nimkit/internal_pattern_trust.hpp - when a rule that fits a table is
// trusted. The same rule (same_rule: kind and parameters as data) must be what
// the first half and the first three quarters of the table show too; and the
// evidence grows with the claim: a rule that says the table's last run never
// ends needs that run long against its start and the runs before it, a rule
// picked from many choices (an "and"/"or" of two sets, a view of the table)
// needs more values. A rule that says nothing a simpler trusted one does not
// say at the probes past the table adds nothing.
// Internal: find_pattern, find_pair_pattern (pattern_sequence.hpp,
// pattern_pairs.hpp) call it.
// Proved by: tests/test_pattern.cpp (fooling tables: a rule broken past the
// middle, a period that doubles, 255E's growing runs, Grundy's game), and
// tests/pattern_prefix_test.py (no answer past a prefix of 56 tables wrong).
#ifndef NIMKIT_INTERNAL_PATTERN_TRUST_HPP
#define NIMKIT_INTERNAL_PATTERN_TRUST_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/pattern_rule.hpp"

namespace nimkit {
namespace pattern_detail {

// Trusted: the rules of the whole table that the half and three-quarter tables
// show too (the same kind and parameters, as data: same_rule). The others go to
// `untrusted` with the reason.
template <class Rule>
void sort_by_trust(const std::vector<Rule>& whole, const std::vector<Rule>& half, const std::vector<Rule>& three,
                   std::vector<Rule>& trusted, std::vector<Rule>& untrusted, const std::string& not_half,
                   const std::string& not_three) {
    for (std::size_t i = 0; i < whole.size(); ++i) {
        Rule r = whole[i];
        bool in_half = false, in_three = false;
        for (std::size_t j = 0; j < half.size(); ++j) in_half = in_half || same_rule(half[j], r);
        for (std::size_t j = 0; j < three.size(); ++j) in_three = in_three || same_rule(three[j], r);
        r.trusted = in_half && in_three;
        if (!r.trusted) r.why = !in_half ? not_half : not_three;
        (r.trusted ? trusted : untrusted).push_back(r);
    }
}

// ---- Evidence that grows with the claim ----------------------------------------
// A rule that says the table's last run never ends (a constant tail, the
// positions of a value that are consecutive from some point, a function or a
// base-b rule that gives that value at every probe) claims the most a table can
// least show: the last change may be one run of many. It is trusted only when the
// last run is long against where it starts and against the runs before it - at
// least 32 values, 5 times its start, 4 times the longest run before it - and
// never when the runs before it grew: three or more record lengths (runs longer
// than every run before them), the last at least 4 times the first. 255E's runs
// of 4, 12, 66 then 6642 and the win/lose table of Grundy's game (records 3, 9,
// 23, then 1 from 54 to 269 and 0 at 270) are of that shape. Returns the length
// the last run needs (0: none is enough).
inline double settled_need(const std::vector<i64>& v, std::size_t ic) {
    std::vector<std::size_t> records;
    for (std::size_t i = 0; i < ic;) {
        std::size_t j = i + 1;
        while (j < ic && v[j] == v[i]) ++j;
        if (records.empty() || j - i > records.back()) records.push_back(j - i);
        i = j;
    }
    if (records.size() >= 3 && records.back() >= 4 * records.front()) return 0;
    const double longest = records.empty() ? 0.0 : static_cast<double>(records.back());
    return std::max(32.0, std::max(5.0 * static_cast<double>(ic), 4.0 * longest));
}

// Whether r says f(n) = c (or nothing against it) for every n past the table.
inline bool claims_settled(const PatternRule& r, const PatternReport& t, i64 c, const std::vector<u64>& at) {
    if (r.certified) return false;
    if (r.kind == PatternRule::periodic) return r.period == 1 && r.saltus == 0 && r.block[0] == c;
    if (r.kind == PatternRule::positions) {
        // consecutive: a period 1 with step 1, or a polynomial whose differences are 1, 0, ... (a_k = k + 78)
        const SequenceRule& s = r.starts;
        bool line = s.kind == SequenceRule::polynomial && s.block.size() >= 2 && s.block[1] == 1;
        for (std::size_t i = 2; line && i < s.block.size(); ++i) line = s.block[i] == 0;
        return r.inside == c && ((s.kind == SequenceRule::periodic && s.period == 1 && s.saltus == 1) || line);
    }
    if (r.kind != PatternRule::function && r.kind != PatternRule::binary) return false;
    for (std::size_t k = 0; k < at.size(); ++k) {
        const PatternPrediction p = rule_prediction(r, t, at[k]);
        if ((p.kind == PatternPrediction::value && p.v != c) || (p.kind == PatternPrediction::not_value && p.v == c)) return false;
    }
    return true;
}

// The table a rule needs by how many choices it was picked from: 24 values (a
// first half of 12) for one reading of the table; an "and"/"or" of two sets
// (about 10^4 pairs) or a view of the table (n shifted, a slope removed: five
// more readings) doubles it, both quadruple it.
inline std::size_t choices_need(const PatternRule& r) {
    std::size_t need = 24;
    if (r.kind == PatternRule::set && r.op != 0) need *= 2;
    if (r.shift != 0 || r.slope != 0) need *= 2;
    return need;
}

// The trusted rules picked from more choices than the table can tell apart, and
// those that say the last run never ends when the table has not shown it long
// enough, move to `untrusted` with the reason.
inline void doubt_settled(PatternReport& report, const std::vector<u64>& at) {
    const std::vector<i64>& v = report.values;
    const std::size_t L = v.size();
    std::size_t ic = L - 1;
    while (ic > 0 && v[ic - 1] == v[L - 1]) --ic;
    const double need = settled_need(v, ic);
    const bool settled = need > 0 && static_cast<double>(L - ic) >= need;
    std::vector<PatternRule> kept;
    for (std::size_t i = 0; i < report.rules.size(); ++i) {
        PatternRule r = report.rules[i];
        if (!r.certified && L < choices_need(r)) {
            r.trusted = false;
            r.why = "a rule picked from this many needs " + std::to_string(choices_need(r)) + " values";
            report.untrusted.push_back(r);
            continue;
        }
        if (settled || !claims_settled(r, report, v[L - 1], at)) {
            kept.push_back(r);
            continue;
        }
        r.trusted = false;
        r.why = "the table ends in a run of " + std::to_string(L - ic) + " values from n = " + std::to_string(report.first + ic) +
                ": it may be one more run (" +
                (need > 0 ? "believed after " + std::to_string(static_cast<u64>(need)) + " values)" : "the runs before it grow)");
        report.untrusted.push_back(r);
    }
    report.rules.swap(kept);
}

// Whether what r says at every probe one rule of `by` says too (the value r
// gives; for "not v", a value other than v); where r says nothing it adds nothing.
inline bool implied_by(const PatternRule& r, const std::vector<PatternRule>& by, const PatternReport& t,
                       const std::vector<u64>& at) {
    for (std::size_t j = 0; j < by.size(); ++j) {
        if (by[j].certified != r.certified) continue;
        bool same = true;
        for (std::size_t k = 0; k < at.size() && same; ++k) {
            const PatternPrediction a = rule_prediction(by[j], t, at[k]), b = rule_prediction(r, t, at[k]);
            if (b.kind == PatternPrediction::nothing) continue;
            if (b.kind == PatternPrediction::value) same = (a.kind == PatternPrediction::value && a.v == b.v);
            else same = (a.kind == PatternPrediction::value && a.v != b.v) || (a.kind == b.kind && a.v == b.v);
        }
        if (same) return true;
    }
    return false;
}

// Probe points past the table, to find rules that say the same thing.
inline std::vector<u64> probes(u64 last) {
    std::vector<u64> p;
    for (u64 k = 1; k <= 64; ++k) p.push_back(last + k);
    u64 x = 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < 192; ++i) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        const int e = 1 + i % 18;  // spread over 10^1 .. 10^18
        u64 scale = 1;
        for (int k = 0; k < e; ++k) scale *= 10;
        p.push_back(last + 1 + x % scale);
    }
    return p;
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
