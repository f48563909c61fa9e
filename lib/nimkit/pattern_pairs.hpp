// nimkit/pattern_pairs.hpp - rules of a table of two numbers f(a, b): a sum of
// its first row and column (xor or +), a function of a + b, |a - b|, min or max
// (h read by find_pattern), periodic in a and in b, the positions of a value
// as pairs {a_k, b_k} each number in one (Wythoff's shape), each row's
// positions of a value one interval [lo(a), hi(a)) (a wedge: Euclid's game), or
// a small table over two features (pattern_pair_features.hpp: the king's
// T[min mod 2][max mod 2]).
// Trusted as one-number rules are: the same rule (same_rule, as data) on the
// top-left quarter and 3/4 square. pair_value(report, a, b): the table inside
// it, past it what the trusted rules agree on.
// Cost: O(rows * cols) per kind, plus find_pattern on the derived sequences.
// Proved by: tests/test_pattern.cpp (Wythoff's game, Euclid's game, sums of
// two heaps, searched from the moves; predictions against brute force past the
// table), tests/test_pattern_pair_features.cpp (the feature tables: step games
// by their moves) and tests/pattern_prefix_test.py (7 two-number tables cut to
// prefixes).
#ifndef NIMKIT_PATTERN_PAIRS_HPP
#define NIMKIT_PATTERN_PAIRS_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_sequence_rule.hpp"
#include "nimkit/pattern_pair_features.hpp"
#include "nimkit/pattern_sequence.hpp"

namespace nimkit {

struct PairRule {
    enum Kind { sum, line, periodic, pairs, intervals, features };
    Kind kind;
    bool trusted;
    std::string text, why;
    int cost;
    int op;                            // sum: 0 xor, 1 plus; line: 0 a + b, 1 |a - b|, 2 min, 3 max
    std::int64_t base;                 // sum: f(S, S)
    std::vector<PatternReport> parts;  // sum: f(a, S) by a, f(S, b) by b; line: h; intervals: lo, hi
    std::uint64_t a0, p, b0, q;        // periodic: f(a, b) = f(a', b'), a' = a0 + (a - a0) mod p, the same in b
    SequenceRule lower, upper;         // pairs: the u-positions {a_k, b_k}
    std::int64_t inside, outside;      // pairs, intervals: u inside, w outside (has_outside)
    bool has_outside, symmetric;       // intervals: rows read for b <= a only (f symmetric)
    PairFeatureFit fit;                // features: f(a, b) = T[F1(a, b)][F2(a, b)] (pattern_pair_features.hpp)
};

struct PairReport {
    std::uint64_t first;               // f(first + i, first + j) = values[i * cols + j]
    std::size_t rows, cols;
    std::vector<std::int64_t> values;
    std::vector<PairRule> rules, untrusted;
};

// The same rule as data: the kind and its parameters (not the parts'
// reports, read on the whole table only, nor the status, cost or text).
inline bool same_rule(const PairRule& a, const PairRule& b) {
    if (a.kind != b.kind || a.inside != b.inside || a.has_outside != b.has_outside || (a.has_outside && a.outside != b.outside))
        return false;
    switch (a.kind) {
    case PairRule::sum: return a.op == b.op && a.base == b.base;
    case PairRule::line: return a.op == b.op;
    case PairRule::periodic: return a.a0 == b.a0 && a.p == b.p && a.b0 == b.b0 && a.q == b.q;
    case PairRule::pairs: return same_rule(a.lower, b.lower) && same_rule(a.upper, b.upper);
    case PairRule::intervals: return a.symmetric == b.symmetric;
    case PairRule::features: return same_fit(a.fit, b.fit);
    }
    return false;
}

namespace pattern_detail {

struct PairView {
    const i64* v;
    std::size_t stride, rows, cols;
    u64 first;
    i64 at(std::size_t a, std::size_t b) const { return v[a * stride + b]; }
};


inline PairRule blank_pair_rule(PairRule::Kind kind) {
    PairRule r;
    r.kind = kind;
    r.trusted = false;
    r.cost = 0;
    r.op = 0;
    r.base = 0;
    r.a0 = r.p = r.b0 = r.q = 0;
    r.lower = r.upper = no_sequence_rule();
    r.inside = r.outside = 0;
    r.has_outside = r.symmetric = false;
    r.fit.f1 = r.fit.f2 = 0;
    r.fit.first = 0;
    return r;
}

inline PatternReport line_report(const std::vector<i64>& v, u64 first, bool full) {
    if (!full) {
        PatternReport r;
        r.first = first;
        return r;
    }
    return find_pattern(v, first);
}

}  // namespace pattern_detail

// The first cell (a, b), row by row, where f(a, b) is not f(a, S) xor f(S, b)
// xor f(S, S) (op 0; op 1: + and -), as offsets into the table; false if none:
// the table is that sum. O(rows * cols). (explore.hpp's sum_in_disguise reads it too.)
template <class At>
bool sum_breaks_at(At f, std::size_t rows, std::size_t cols, int op, std::size_t& a, std::size_t& b) {
    using namespace pattern_detail;
    assert(rows >= 1 && cols >= 1 && (op == 0 || op == 1) && "sum_breaks_at: a table of one cell at least, op 0 or 1");
    const i64 base = static_cast<i64>(f(0, 0));
    for (a = 0; a < rows; ++a)
        for (b = 0; b < cols; ++b) {
            const i64 x = static_cast<i64>(f(a, 0)), y = static_cast<i64>(f(0, b));
            i64 want = 0;
            const bool fits = op == 0 ? (want = x ^ y ^ base, true) : add_ok(x, y, want) && sub_ok(want, base, want);
            if (!fits || static_cast<i64>(f(a, b)) != want) return true;
        }
    return false;
}

namespace pattern_detail {

inline void detect_pair_sum(const PairView& t, bool full, std::vector<PairRule>& out) {
    if (t.rows < 6 || t.cols < 6) return;
    for (int op = 0; op < 2; ++op) {
        std::size_t fa, fb;
        const i64 base = t.at(0, 0);
        if (sum_breaks_at([&t](std::size_t a, std::size_t b) { return t.at(a, b); }, t.rows, t.cols, op, fa, fb)) continue;
        PairRule r = blank_pair_rule(PairRule::sum);
        r.op = op;
        r.base = base;
        r.cost = 10 + op;
        const std::string s = std::to_string(t.first);
        r.text = "f(a, b) = f(a, " + s + ")" + (op ? " + " : " xor ") + "f(" + s + ", b)";
        if (base) r.text += (op ? " - " : " xor ") + std::string("f(") + s + ", " + s + ")";
        if (full) {
            std::vector<i64> column, row;
            for (std::size_t a = 0; a < t.rows; ++a) column.push_back(t.at(a, 0));
            for (std::size_t b = 0; b < t.cols; ++b) row.push_back(t.at(0, b));
            r.parts.push_back(find_pattern(column, t.first));
            r.parts.push_back(find_pattern(row, t.first));
        }
        out.push_back(r);
        return;  // xor first: a table that is both (only constants) needs one
    }
}

inline i64 line_of(int op, i64 a, i64 b) {
    switch (op) {
    case 0: return a + b;
    case 1: return a > b ? a - b : b - a;
    case 2: return std::min(a, b);
    }
    return std::max(a, b);
}

inline void detect_pair_lines(const PairView& t, bool full, std::vector<PairRule>& out) {
    if (t.rows < 6 || t.cols < 6) return;
    static const char* const kLine[] = {"a + b", "|a - b|", "min(a, b)", "max(a, b)"};
    for (int op = 0; op < 4; ++op) {
        const i64 S = static_cast<i64>(t.first);
        const i64 lo = op == 0 ? 2 * S : op == 1 ? 0 : S;
        const i64 hi = line_of(op, S + static_cast<i64>(t.rows) - 1, S + static_cast<i64>(t.cols) - 1);
        std::vector<i64> h(static_cast<std::size_t>(std::max<i64>(hi, op == 1 ? static_cast<i64>(std::max(t.rows, t.cols)) - 1 : hi) - lo + 1), 0);
        std::vector<char> seen(h.size(), 0);
        bool ok = true;
        for (std::size_t a = 0; a < t.rows && ok; ++a)
            for (std::size_t b = 0; b < t.cols && ok; ++b) {
                const std::size_t k = static_cast<std::size_t>(line_of(op, S + static_cast<i64>(a), S + static_cast<i64>(b)) - lo);
                if (k >= h.size()) continue;
                if (seen[k] && h[k] != t.at(a, b)) ok = false;
                seen[k] = 1, h[k] = t.at(a, b);
            }
        std::size_t known = 0;
        while (known < h.size() && seen[known]) ++known;
        h.resize(known);
        bool constant = true;
        for (std::size_t k = 1; k < h.size(); ++k) constant = constant && h[k] == h[0];
        if (!ok || constant || h.size() < 6) continue;
        PairRule r = blank_pair_rule(PairRule::line);
        r.op = op;
        r.cost = 20 + op;
        r.text = std::string("f(a, b) = h(") + kLine[op] + ")";
        r.parts.push_back(line_report(h, static_cast<u64>(lo), full));
        out.push_back(r);
    }
}

// The least period (and start) of a sequence of symbols, seen three times.
inline bool symbol_period(const std::vector<i64>& ids, std::size_t& start, std::size_t& p) {
    const Table t = {&ids[0], ids.size(), 0};
    i64 s = 0;
    return ids.size() >= 12 && least_period(t, start, p, s) && s == 0;
}

inline void detect_pair_periodic(const PairView& t, std::vector<PairRule>& out) {
    if (t.rows < 12 || t.cols < 12) return;
    std::vector<i64> row_id, col_id;
    std::vector<std::vector<i64> > seen;
    for (int axis = 0; axis < 2; ++axis) {
        seen.clear();
        const std::size_t count = axis == 0 ? t.rows : t.cols, len = axis == 0 ? t.cols : t.rows;
        for (std::size_t i = 0; i < count; ++i) {
            std::vector<i64> line(len);
            for (std::size_t j = 0; j < len; ++j) line[j] = axis == 0 ? t.at(i, j) : t.at(j, i);
            std::size_t id = 0;
            while (id < seen.size() && seen[id] != line) ++id;
            if (id == seen.size()) {
                if (seen.size() > 256) return;  // too many distinct rows: no short period
                seen.push_back(line);
            }
            (axis == 0 ? row_id : col_id).push_back(static_cast<i64>(id));
        }
    }
    std::size_t a0 = 0, p = 0, b0 = 0, q = 0;
    if (!symbol_period(row_id, a0, p) || !symbol_period(col_id, b0, q) || (p == 1 && q == 1)) return;
    PairRule r = blank_pair_rule(PairRule::periodic);
    r.a0 = t.first + a0;
    r.p = p;
    r.b0 = t.first + b0;
    r.q = q;
    r.cost = 15 + static_cast<int>(std::min<std::size_t>(p * q, 100));
    r.text = "f(a, b) = f(a', b'): period " + std::to_string(p) + " in a from a = " + std::to_string(r.a0) + ", period " +
             std::to_string(q) + " in b from b = " + std::to_string(r.b0) + " (a' = a for a < " + std::to_string(r.a0 + p) +
             ", else a0 + (a - a0) mod p; b' the same; the table's values)";
    out.push_back(r);
}

// The value u whose positions the pair and interval kinds describe: 0, or the
// smaller of exactly two values (then w is the other).
inline bool pair_target(const PairView& t, i64& u, i64& w, bool& two) {
    std::vector<i64> distinct;
    bool zero = false;
    for (std::size_t a = 0; a < t.rows; ++a)
        for (std::size_t b = 0; b < t.cols; ++b) {
            zero = zero || t.at(a, b) == 0;
            if (distinct.size() <= 2 && std::find(distinct.begin(), distinct.end(), t.at(a, b)) == distinct.end())
                distinct.push_back(t.at(a, b));
        }
    two = distinct.size() == 2;
    if (!two && !zero) return false;
    u = two ? std::min(distinct[0], distinct[1]) : 0;
    w = two ? std::max(distinct[0], distinct[1]) : 0;
    return true;
}

inline void detect_pair_positions(const PairView& t, std::vector<PairRule>& out) {
    i64 u, w;
    bool two;
    if (!pair_target(t, u, w, two)) return;
    const std::size_t n = std::min(t.rows, t.cols);
    std::vector<char> used(n, 0);
    std::vector<i64> lower, upper;
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = a; b < n; ++b) {
            if ((t.at(a, b) == u) != (t.at(b, a) == u)) return;  // not symmetric
            if (t.at(a, b) != u) continue;
            if (used[a] || used[b]) return;  // a number in two positions: not this shape
            used[a] = used[b] = 1;
            lower.push_back(static_cast<i64>(t.first + a));
            upper.push_back(static_cast<i64>(t.first + b));
        }
    if (lower.size() < 8) return;
    PairRule r = blank_pair_rule(PairRule::pairs);
    r.lower = fit_sequence(lower, 8);
    r.upper = fit_sequence(upper, 8);
    if (r.lower.kind == SequenceRule::none || r.upper.kind == SequenceRule::none) return;
    // the next pair must lie outside the square (else the table would show it)
    i64 nl, nu;
    const i64 top = static_cast<i64>(t.first + n - 1);
    if (seq_value(r.lower, lower.size(), nl) && seq_value(r.upper, lower.size(), nu) && nl <= top && nu <= top) return;
    r.inside = u;
    r.outside = w;
    r.has_outside = two;
    r.cost = 30;
    r.text = "f(a, b) = " + std::to_string(u) + " iff {a, b} = {a_k, b_k} for some k >= 0, " + seq_text(r.lower) + ", " +
             seq_text(r.upper, "b");
    if (two) r.text += "; else " + std::to_string(w);
    out.push_back(r);
}

inline void detect_pair_intervals(const PairView& t, bool full, std::vector<PairRule>& out) {
    i64 u, w;
    bool two;
    if (t.rows < 12 || t.cols < 12 || !pair_target(t, u, w, two)) return;
    bool symmetric = t.rows == t.cols;
    for (std::size_t a = 0; a < t.rows && symmetric; ++a)
        for (std::size_t b = 0; b < a && symmetric; ++b) symmetric = t.at(a, b) == t.at(b, a);
    std::vector<i64> lo, hi;
    std::size_t uncut = t.rows;  // rows before the first whose interval runs into the table's edge
    for (std::size_t a = 0; a < t.rows; ++a) {
        const std::size_t limit = symmetric ? a + 1 : t.cols;  // b < limit
        std::size_t first = limit, last = limit;
        for (std::size_t b = 0; b < limit; ++b)
            if (t.at(a, b) == u) {
                if (first == limit) first = b;
                else if (last != limit && last + 1 != b) return;  // two stretches: not an interval
                last = b;
            }
        const bool empty = first == limit;
        // an empty row is [limit, limit) under the diagonal, else [S, S) (b < 2a: row 0)
        const std::size_t from = empty ? (symmetric ? limit : 0) : first, to = empty ? from : last + 1;
        if (!symmetric && !empty && to == limit && uncut == t.rows) uncut = a;  // its end lies past the table
        lo.push_back(static_cast<i64>(t.first + from));
        hi.push_back(static_cast<i64>(t.first + to));
    }
    // the rows past the first cut one say no more than the table itself: the rules read the rows before it
    if (uncut < 12) return;
    lo.resize(uncut);
    hi.resize(uncut);
    std::size_t wide = 0;  // rows whose interval has 3 values or more: else the positions are points (pairs, lines)
    for (std::size_t a = 0; a < lo.size(); ++a) wide += hi[a] - lo[a] >= 3;
    if (4 * wide < lo.size()) return;
    bool lo_constant = true, hi_constant = true;
    for (std::size_t a = 1; a < lo.size(); ++a) lo_constant = lo_constant && lo[a] == lo[0], hi_constant = hi_constant && hi[a] == hi[0];
    if (lo_constant && hi_constant) return;
    PairRule r = blank_pair_rule(PairRule::intervals);
    r.symmetric = symmetric;
    r.inside = u;
    r.outside = w;
    r.has_outside = two;
    r.cost = 40;
    r.text = "f(a, b) = " + std::to_string(u) + " iff lo(a) <= b < hi(a)" +
             (symmetric ? " for b <= a (f is symmetric: f(a, b) = f(b, a))" : "") + (two ? "; else " + std::to_string(w) : "");
    r.parts.push_back(line_report(lo, t.first, full));
    r.parts.push_back(line_report(hi, t.first, full));
    out.push_back(r);
}

inline void detect_pair_features(const PairView& t, std::vector<PairRule>& out) {
    PairRule r = blank_pair_rule(PairRule::features);
    if (!fit_pair_features([&t](std::size_t a, std::size_t b) { return t.at(a, b); }, t.rows, t.cols, t.first, r.fit)) return;
    r.cost = 25 + static_cast<int>(r.fit.cells.size());
    r.text = pair_feature_text(r.fit);
    out.push_back(r);
}

inline void detect_pairs_all(const PairView& t, bool full, std::vector<PairRule>& out) {
    detect_pair_sum(t, full, out);
    detect_pair_periodic(t, out);
    detect_pair_lines(t, full, out);
    detect_pair_positions(t, out);
    detect_pair_intervals(t, full, out);
    detect_pair_features(t, out);
}

}  // namespace pattern_detail

// What rule r says at (a, b) beyond the table.
inline PatternPrediction pair_rule_prediction(const PairRule& r, const PairReport& t, std::uint64_t a, std::uint64_t b) {
    using namespace pattern_detail;
    PatternPrediction none = {PatternPrediction::nothing, 0}, p = {PatternPrediction::value, 0};
    std::int64_t x, y;
    switch (r.kind) {
    case PairRule::sum:
        if (!pattern_value(r.parts[0], a, x) || !pattern_value(r.parts[1], b, y)) return none;
        if (r.op == 0) return p.v = x ^ y ^ r.base, p;
        if (!add_ok(x, y, p.v) || !sub_ok(p.v, r.base, p.v)) return none;
        return p;
    case PairRule::line: {
        if (a > (static_cast<u64>(1) << 61) || b > (static_cast<u64>(1) << 61)) return none;
        const i64 k = line_of(r.op, static_cast<i64>(a), static_cast<i64>(b));
        if (k < 0 || !pattern_value(r.parts[0], static_cast<u64>(k), p.v)) return none;
        return p;
    }
    case PairRule::periodic: {
        if (a < t.first || b < t.first) return none;
        const u64 ra = a < r.a0 ? a : r.a0 + (a - r.a0) % r.p, rb = b < r.b0 ? b : r.b0 + (b - r.b0) % r.q;
        if (ra - t.first >= t.rows || rb - t.first >= t.cols) return none;
        return p.v = t.values[static_cast<std::size_t>((ra - t.first) * t.cols + (rb - t.first))], p;
    }
    case PairRule::pairs: {
        const u64 lo = std::min(a, b), hi = std::max(a, b);
        u64 k;
        i64 l, h;
        bool member = false;
        if (lo > (static_cast<u64>(1) << 62) || hi > (static_cast<u64>(1) << 62)) return none;
        if (seq_last_at_most(r.lower, static_cast<i64>(lo), k) && seq_value(r.lower, k, l) && static_cast<u64>(l) == lo) {
            if (!seq_value(r.upper, k, h)) return none;
            member = static_cast<u64>(h) == hi;
        } else if (!seq_last_at_most(r.lower, static_cast<i64>(lo), k) && lo >= t.first) {
            // below the first lower term: no pair
        }
        return membership(member, r.inside, r.outside, r.has_outside);
    }
    case PairRule::intervals: {
        const u64 row = r.symmetric ? std::max(a, b) : a, col = r.symmetric ? std::min(a, b) : b;
        if (!pattern_value(r.parts[0], row, x) || !pattern_value(r.parts[1], row, y)) return none;
        return membership(static_cast<i64>(col) >= x && static_cast<i64>(col) < y, r.inside, r.outside, r.has_outside);
    }
    case PairRule::features:
        if (!pair_feature_value(r.fit, a, b, p.v)) return none;
        return p;
    }
    return none;
}

// f(a, b): the table's value inside it, else what the trusted rules agree on.
inline bool pair_value(const PairReport& t, std::uint64_t a, std::uint64_t b, std::int64_t& value) {
    if (a >= t.first && b >= t.first && a - t.first < t.rows && b - t.first < t.cols)
        return value = t.values[static_cast<std::size_t>((a - t.first) * t.cols + (b - t.first))], true;
    if (a < t.first || b < t.first) return false;
    std::vector<PatternPrediction> said;
    for (std::size_t i = 0; i < t.rules.size(); ++i) said.push_back(pair_rule_prediction(t.rules[i], t, a, b));
    return pattern_detail::agreed_value(said, value);
}

// The rules of the table f(first + i, first + j) = values[i * cols + j]: a sum
// of its first row and column (xor or +), a function of a + b, |a - b|,
// min or max (h, read by find_pattern), periodic in a and in b, the positions
// of u as pairs {a_k, b_k} each number in one (Wythoff's shape: sequence
// rules for a_k and b_k, Beatty sequences included), or each row's positions
// of u an interval [lo(a), hi(a)) (lo and hi read by find_pattern: a wedge under
// a line b < alpha a), or T[F1(a, b)][F2(a, b)] over two features. Trusted as in find_pattern: the same rule on the top-left
// half and three-quarter squares. O(rows * cols) per kind, plus find_pattern
// on the derived sequences.
inline PairReport find_pair_pattern(const std::vector<std::int64_t>& values, std::size_t rows, std::size_t cols,
                                    std::uint64_t first = 0) {
    using namespace pattern_detail;
    assert(values.size() == rows * cols && "find_pair_pattern: rows * cols values");
    PairReport report;
    report.first = first;
    report.rows = rows;
    report.cols = cols;
    report.values = values;
    if (rows == 0 || cols == 0) return report;
    std::vector<PairRule> whole, half, three;
    const PairView all = {&values[0], cols, rows, cols, first};
    detect_pairs_all(all, true, whole);
    const PairView h = {&values[0], cols, rows / 2, cols / 2, first}, q = {&values[0], cols, rows - rows / 4, cols - cols / 4, first};
    detect_pairs_all(h, false, half);
    detect_pairs_all(q, false, three);
    sort_by_trust(whole, half, three, report.rules, report.untrusted, "not what the top-left quarter of the table shows",
                  "not what its top-left 3/4 square shows");
    std::stable_sort(report.rules.begin(), report.rules.end(), [](const PairRule& a, const PairRule& b) { return a.cost < b.cost; });
    return report;
}

}  // namespace nimkit

#endif
