// nimkit/pattern_rule.hpp - a rule of a table f(S..E), as data: its kind and
// that kind's parameters, the range it was checked on (first..last) and where
// it holds from, its status, what it predicts at n far past the table, and its
// text (a form one can code from, printed; never compared).
//
// Status: certified (a theorem makes it hold for every n: find_pattern's
//   period theorem for a declared heap game), observed (the table shows it with
//   the evidence find_pattern asks for), fits (it fits the whole table, not
//   trusted: `why` says why). A prediction is a value, "not v", or nothing
//   (unknown).
// same_rule(a, b): the same rule - the same kind and every parameter, compared
//   as numbers and sequences, not as printed text; the range checked, the
//   status, the cost and the text do not count. find_pattern's trust rule
//   (internal_pattern_trust.hpp) asks it whether the first half and the first
//   three quarters of a table show the rule the whole table shows.
// pattern_value(report, n): the table inside it; past it the value every
//   trusted rule that speaks at n gives (certified ones alone when there is
//   one), unknown when none speaks or two disagree.
// Cost: predict is O(log n) for most kinds, O(n^(1/4)) for a function of
//   Omega(n) and the other factor-based functions (Pollard's rho), O(log_b n)
//   for a base-b rule, at most 4096 changes of its window for a window rule
//   (internal_window_value.hpp); same_rule is linear in the rules' parameters.
// Proved by: tests/test_pattern.cpp - every kind's predictions against brute
//   force past the table; "pattern rule model: ..." - the status, predict and
//   same_rule of the rules found on real games' tables, same_rule against
//   rules changed one parameter at a time.
#ifndef NIMKIT_PATTERN_RULE_HPP
#define NIMKIT_PATTERN_RULE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/internal_feature_value.hpp"
#include "nimkit/internal_sequence_value.hpp"
#include "nimkit/internal_window_value.hpp"

namespace nimkit {

// M(x) = mul * x + add (affine), or the pairs (x, M(x)) seen (a map); a
// binary rule's by_index map reads the index n instead of f(n).
struct ValueMap {
    bool affine, by_index;
    std::int64_t mul, add;
    std::vector<std::pair<std::int64_t, std::int64_t> > pairs;  // sorted by x
};

// What one rule says at n: nothing, the value, or only "not that value".
struct PatternPrediction {
    enum Kind { nothing, value, not_value };
    Kind kind;
    std::int64_t v;
};

// How far a rule is believed: proved, seen with enough evidence, or only fitting the table.
enum RuleStatus { rule_certified, rule_observed, rule_fits };

struct PatternReport;

struct PatternRule {
    enum Kind { periodic, function, set, positions, runs, binary, formula, window };
    Kind kind;
    bool certified;              // a theorem (declared bounds, Grundy values) makes it hold for every n
    bool trusted;                // certified, or seen with the evidence above
    std::uint64_t first, last;   // checked on f(first..last) (certified: the table that proves it)
    std::uint64_t from;          // holds for n >= from
    std::string text;            // the rule in words, a form one can code from
    std::string note;            // what a name in the text means ("Omega(n): prime factors ...")
    std::string why;             // an untrusted rule: why not
    int cost;                    // simpler first
    // periodic: f(n) = block[(n - from) mod period] + saltus * floor((n - from) / period)
    std::uint64_t period;
    std::int64_t saltus;
    std::vector<std::int64_t> block;
    // function: f(n) = h(F(n)); h's pairs (x, h(x)) in `map`, beyond them extend(x - extend_from)
    int feature;
    ValueMap map;
    bool extended;
    SequenceRule extend;
    std::int64_t extend_from;
    // set: member iff literal1 (op) literal2 (op 0: literal1 alone, 1: and, 2: or); positions: n = starts(k)
    int atom1, atom2, op;
    bool negated1, negated2;
    std::int64_t inside, outside;
    bool has_outside;
    // runs: s_i = starts(i), v_i = values(i), f(n) = v_i + step * (n - s_i); formula: f(n) = starts(n - first)
    SequenceRule starts, values;
    std::int64_t step;
    // binary: f(base * n + r) = maps[r](f(n)) for n >= from
    unsigned base;
    std::vector<ValueMap> maps;
    // a rule about g(m) = f(m - shift) - slope * (m - shift): f(n) = g(n + shift) + slope * n;
    // first, last and from are then in m (0, 0: the rule is about f itself)
    std::int64_t shift, slope;
    // window: f(n) = mex of f(x) over window_rule.lo(n) <= x <= min(window_rule.hi(n), n - 1) (window_rule.win: 1 when
    // one is 0, else 0) for n >= from, going on from the table's runs (internal_window_value.hpp)
    WindowRule window_rule;

    RuleStatus status() const { return certified ? rule_certified : trusted ? rule_observed : rule_fits; }
    // What the rule says at n (n <= 2^62; a binary rule reads its report's table: the second form).
    PatternPrediction predict(std::uint64_t n) const;
    PatternPrediction predict(const PatternReport& t, std::uint64_t n) const;
};

struct PatternReport {
    std::uint64_t first;                 // the table is f(first..first + values.size() - 1)
    std::vector<std::int64_t> values;
    std::vector<PatternRule> rules;      // trusted, best first
    std::vector<PatternRule> untrusted;  // fit the whole table but not trusted (why)
};

namespace pattern_detail {

inline PatternRule blank_rule(PatternRule::Kind kind, u64 first, u64 last) {
    PatternRule r;
    r.kind = kind;
    r.certified = false;
    r.trusted = false;
    r.first = first;
    r.last = last;
    r.from = first;
    r.cost = 0;
    r.period = 0;
    r.saltus = 0;
    r.feature = -1;
    r.map.affine = r.map.by_index = false;
    r.map.mul = r.map.add = 0;
    r.extended = false;
    r.extend = no_sequence_rule();
    r.extend_from = 0;
    r.atom1 = r.atom2 = -1;
    r.op = 0;
    r.negated1 = r.negated2 = false;
    r.inside = r.outside = 0;
    r.has_outside = false;
    r.starts = r.values = no_sequence_rule();
    r.step = 0;
    r.base = 0;
    r.shift = r.slope = 0;
    r.window_rule.lo = r.window_rule.hi = -1;
    r.window_rule.win = false;
    r.window_rule.end = 0;
    return r;
}

inline bool map_apply(const ValueMap& m, i64 x, i64& y) {
    if (m.affine) {
        i64 t;
        return mul_ok(m.mul, x, t) && add_ok(t, m.add, y);
    }
    std::vector<std::pair<i64, i64> >::const_iterator it =
        std::lower_bound(m.pairs.begin(), m.pairs.end(), std::make_pair(x, kMinI64));
    if (it == m.pairs.end() || it->first != x) return false;
    y = it->second;
    return true;
}

inline std::string affine_text(i64 mul, i64 add, const std::string& x) {
    if (mul == 0) return std::to_string(add);
    std::string s = mul == 1 ? x : mul == -1 ? "-" + x : std::to_string(mul) + "*" + x;
    if (add) s += signed_term(add, "", false);
    return s;
}

inline std::string map_text(const ValueMap& m, const std::string& x) {
    if (m.affine) return affine_text(m.mul, m.add, x);
    std::string s = "{";
    for (std::size_t i = 0; i < m.pairs.size() && i < 16; ++i)
        s += (i ? ", " : "") + std::to_string(m.pairs[i].first) + " -> " + std::to_string(m.pairs[i].second);
    return s + (m.pairs.size() > 16 ? ", ...}[" : "}[") + x + "]";
}

// What a rule about the positions of u says: u inside, w outside (when the
// table has exactly the two values), else only "not u".
inline PatternPrediction membership(bool member, i64 inside, i64 outside, bool has_outside) {
    PatternPrediction p = {PatternPrediction::value, member ? inside : outside};
    if (!member && !has_outside) p.kind = PatternPrediction::not_value, p.v = inside;
    return p;
}

inline bool set_member(const PatternRule& r, u64 n) {
    const bool a = atom_member(r.atom1, n) != r.negated1;
    if (r.op == 0) return a;
    const bool b = atom_member(r.atom2, n) != r.negated2;
    return r.op == 1 ? (a && b) : (a || b);
}

inline std::string range_text(u64 first, u64 last) {
    return "f(" + std::to_string(first) + ".." + std::to_string(last) + ")";
}

// A periodic rule's value at n >= r.from (nothing when it overflows).
inline PatternPrediction periodic_prediction(const PatternRule& r, std::uint64_t n) {
    assert(r.period >= 1 && r.block.size() == r.period && "a periodic rule: block.size() == period >= 1");
    PatternPrediction none = {PatternPrediction::nothing, 0}, p = {PatternPrediction::value, 0};
    const u64 j = n - r.from, turns = j / r.period;
    i64 t;
    if (turns > static_cast<u64>(kMaxI64) || !mul_ok(static_cast<i64>(turns), r.saltus, t) ||
        !add_ok(r.block[static_cast<std::size_t>(j % r.period)], t, p.v))
        return none;
    return p;
}

// What r says of g at m (f itself when shift = slope = 0).
inline PatternPrediction prediction_in_view(const PatternRule& r, std::uint64_t n) {
    PatternPrediction none = {PatternPrediction::nothing, 0};
    if (n < r.from || n > (static_cast<u64>(1) << 62)) return none;
    PatternPrediction p = {PatternPrediction::value, 0};
    switch (r.kind) {
    case PatternRule::periodic:
        return periodic_prediction(r, n);
    case PatternRule::function: {
        const i64 x = feature_value(r.feature, n);
        if (x == kUndefined) return none;
        if (map_apply(r.map, x, p.v)) return p;
        if (!r.extended || x < r.extend_from || !seq_value(r.extend, static_cast<u64>(x - r.extend_from), p.v)) return none;
        return p;
    }
    case PatternRule::set:
    case PatternRule::positions: {
        bool member;
        if (r.kind == PatternRule::set) {
            member = set_member(r, n);
        } else {
            u64 k;
            i64 a;
            if (!seq_last_at_most(r.starts, static_cast<i64>(n), k) || !seq_value(r.starts, k, a)) return none;
            member = static_cast<u64>(a) == n;
        }
        return membership(member, r.inside, r.outside, r.has_outside);
    }
    case PatternRule::runs: {
        u64 i;
        i64 s, v, t;
        if (!seq_last_at_most(r.starts, static_cast<i64>(n), i) || !seq_value(r.starts, i, s) || !seq_value(r.values, i, v))
            return none;
        if (!mul_ok(r.step, static_cast<i64>(n) - s, t) || !add_ok(v, t, p.v)) return none;
        return p;
    }
    case PatternRule::formula: {
        if (!seq_value(r.starts, n - r.first, p.v)) return none;
        return p;
    }
    case PatternRule::binary:
    case PatternRule::window:
        break;  // binary reads the table: rule_prediction(r, report, n); window: window_rule_prediction
    }
    return none;
}

// The binary rule needs the table: g at the ancestor, then the maps back down.
inline PatternPrediction binary_prediction(const PatternRule& r, const PatternReport& t, u64 m) {
    assert(r.base >= 2 && r.maps.size() == r.base && "a binary rule: maps.size() == base >= 2");
    PatternPrediction none = {PatternPrediction::nothing, 0};
    std::vector<unsigned> digits;
    u64 x = m;
    while (x > r.last) {
        digits.push_back(static_cast<unsigned>(x % r.base));
        x /= r.base;
        if (x < r.from) return none;
    }
    const i64 n = static_cast<i64>(x) - r.shift;  // the ancestor's index in f
    if (n < static_cast<i64>(t.first) || static_cast<u64>(n) - t.first >= t.values.size()) return none;
    i64 v, lift;
    if (!mul_ok(r.slope, n, lift) || !sub_ok(t.values[static_cast<std::size_t>(static_cast<u64>(n) - t.first)], lift, v)) return none;
    for (std::size_t i = digits.size(); i-- > 0; x = x * r.base + digits[i]) {
        const ValueMap& m = r.maps[digits[i]];
        if (x > static_cast<u64>(kMaxI64) || !map_apply(m, m.by_index ? static_cast<i64>(x) : v, v)) return none;
    }
    PatternPrediction p = {PatternPrediction::value, v};
    return p;
}

// f(n) from what r says of g(n + shift), plus slope * n.
// A window rule goes on from the table's runs it holds (at most 4096 changes past n = 4096).
inline PatternPrediction window_rule_prediction(const PatternRule& r, u64 n) {
    PatternPrediction p = {PatternPrediction::value, 0};
    if (n < r.from || !window_detail::window_predict(r.window_rule, n, p.v)) p.kind = PatternPrediction::nothing;
    return p;
}

inline PatternPrediction from_view(const PatternRule& r, u64 n, PatternPrediction p) {
    PatternPrediction none = {PatternPrediction::nothing, 0};
    i64 lift;
    if (p.kind == PatternPrediction::nothing || !mul_ok(r.slope, static_cast<i64>(n), lift) || !add_ok(p.v, lift, p.v))
        return none;
    return p;
}

}  // namespace pattern_detail

// What rule r says at n (beyond the table; n <= 2^62); binary rules need the
// report's table: the overload below.
inline PatternPrediction rule_prediction(const PatternRule& r, std::uint64_t n) {
    using namespace pattern_detail;
    assert(r.kind != PatternRule::binary && "rule_prediction: a binary rule reads its report's table (r, t, n)");
    PatternPrediction none = {PatternPrediction::nothing, 0};
    if (n > (static_cast<u64>(1) << 62) || (r.shift < 0 && n < static_cast<u64>(-r.shift))) return none;
    if (r.kind == PatternRule::window) return window_rule_prediction(r, n);  // about f itself: no view
    return from_view(r, n, prediction_in_view(r, static_cast<u64>(static_cast<i64>(n) + r.shift)));
}

// What rule r says at n, given the report it belongs to (binary rules read the table).
inline PatternPrediction rule_prediction(const PatternRule& r, const PatternReport& t, std::uint64_t n) {
    using namespace pattern_detail;
    if (r.kind != PatternRule::binary) return rule_prediction(r, n);
    PatternPrediction none = {PatternPrediction::nothing, 0};
    if (n > (static_cast<u64>(1) << 62) || (r.shift < 0 && n < static_cast<u64>(-r.shift))) return none;
    return from_view(r, n, binary_prediction(r, t, static_cast<u64>(static_cast<i64>(n) + r.shift)));
}

inline PatternPrediction PatternRule::predict(std::uint64_t n) const { return rule_prediction(*this, n); }

inline PatternPrediction PatternRule::predict(const PatternReport& t, std::uint64_t n) const {
    return rule_prediction(*this, t, n);
}

namespace pattern_detail {

// The value the rules agree on: some rule gives it, none gives another, none
// says "not it". False (unknown) otherwise.
inline bool agreed_value(const std::vector<PatternPrediction>& said, i64& value) {
    bool have = false;
    for (std::size_t i = 0; i < said.size(); ++i)
        if (said[i].kind == PatternPrediction::value) {
            if (have && value != said[i].v) return false;
            have = true;
            value = said[i].v;
        }
    for (std::size_t i = 0; have && i < said.size(); ++i)
        if (said[i].kind == PatternPrediction::not_value && said[i].v == value) return false;
    return have;
}

}  // namespace pattern_detail

// f(n): the table's value inside it; beyond, the value the trusted rules give
// (certified rules alone when there is one), false (unknown) when none gives
// a value or two disagree.
inline bool pattern_value(const PatternReport& t, std::uint64_t n, std::int64_t& value) {
    if (n >= t.first && n - t.first < t.values.size()) return value = t.values[static_cast<std::size_t>(n - t.first)], true;
    if (n < t.first) return false;
    bool any_certified = false;
    for (std::size_t i = 0; i < t.rules.size(); ++i) any_certified = any_certified || t.rules[i].certified;
    std::vector<PatternPrediction> said;
    for (std::size_t i = 0; i < t.rules.size(); ++i)
        if (!any_certified || t.rules[i].certified) said.push_back(rule_prediction(t.rules[i], t, n));
    return pattern_detail::agreed_value(said, value);
}

namespace pattern_detail {

// mul and add mean something only in an affine map (a fit that failed leaves them).
inline bool same_map(const ValueMap& a, const ValueMap& b) {
    return a.affine == b.affine && a.by_index == b.by_index && (!a.affine || (a.mul == b.mul && a.add == b.add)) &&
           a.pairs == b.pairs;
}

// A literal of a set rule in one form for each set: "n is not even" is "n is odd".
inline std::pair<int, bool> literal_form(int atom, bool negated) {
    if (atom < atom_special_count || !negated) return std::make_pair(atom, negated);
    unsigned m, r;
    residue_of_atom(atom, m, r);
    return m == 2 ? std::make_pair(residue_atom(2, 1 - r), false) : std::make_pair(atom, negated);
}

// alpha = (p + sqrt d) / q the same number, whatever its common factor.
inline bool same_quadratic(const QuadraticIrrational& a, const QuadraticIrrational& b) {
    i64 ap, aq, bp, bq;
    u64 ad, bd;
    int as, bs;
    reduce_quadratic(a, ap, ad, aq, as);
    reduce_quadratic(b, bp, bd, bq, bs);
    return ap == bp && ad == bd && aq == bq && as == bs;
}

}  // namespace pattern_detail

// The same sequence rule: kind, start, head and that kind's parameters.
inline bool same_rule(const SequenceRule& a, const SequenceRule& b) {
    if (a.kind != b.kind || a.from != b.from || a.head != b.head) return false;
    switch (a.kind) {
    case SequenceRule::none: return true;
    case SequenceRule::periodic: return a.period == b.period && a.saltus == b.saltus && a.block == b.block;
    case SequenceRule::polynomial: return a.block == b.block;
    case SequenceRule::recurrence: return a.coef == b.coef;
    case SequenceRule::beatty:
        return pattern_detail::same_quadratic(a.alpha, b.alpha) && a.shift == b.shift && a.offset == b.offset;
    }
    return false;
}

// The same rule as data: the kind, where it holds from, the view (shift,
// slope) and every parameter of the kind - not the range it was checked on, its
// status, cost or text.
inline bool same_rule(const PatternRule& a, const PatternRule& b) {
    using namespace pattern_detail;
    if (a.kind != b.kind || a.from != b.from || a.shift != b.shift || a.slope != b.slope) return false;
    switch (a.kind) {
    case PatternRule::periodic: return a.period == b.period && a.saltus == b.saltus && a.block == b.block;
    case PatternRule::formula: return a.first == b.first && same_rule(a.starts, b.starts);
    case PatternRule::function:
        return a.feature == b.feature && same_map(a.map, b.map) && a.extended == b.extended &&
               (!a.extended || (a.extend_from == b.extend_from && same_rule(a.extend, b.extend)));
    case PatternRule::set:
        if (literal_form(a.atom1, a.negated1) != literal_form(b.atom1, b.negated1) || a.op != b.op ||
            (a.op != 0 && literal_form(a.atom2, a.negated2) != literal_form(b.atom2, b.negated2)))
            return false;
        return a.inside == b.inside && a.has_outside == b.has_outside && (!a.has_outside || a.outside == b.outside);
    case PatternRule::positions:
        return same_rule(a.starts, b.starts) && a.inside == b.inside && a.has_outside == b.has_outside &&
               (!a.has_outside || a.outside == b.outside);
    case PatternRule::runs: return a.step == b.step && same_rule(a.starts, b.starts) && same_rule(a.values, b.values);
    case PatternRule::binary: {
        if (a.base != b.base || a.maps.size() != b.maps.size()) return false;
        for (std::size_t i = 0; i < a.maps.size(); ++i)
            if (!same_map(a.maps[i], b.maps[i])) return false;
        return true;
    }
    case PatternRule::window:
        return a.window_rule.lo == b.window_rule.lo && a.window_rule.hi == b.window_rule.hi && a.window_rule.win == b.window_rule.win;
    }
    return false;
}

// The rule as a line: its text, where it was checked, what its names mean;
// for an untrusted rule, why not.
inline std::string rule_line(const PatternRule& r) {
    using namespace pattern_detail;
    if (r.certified) return r.text + " (certified by " + range_text(0, r.last) + ": the period theorem)";
    const std::string note = r.note.empty() ? "" : "; " + r.note;
    const std::string range = range_text(static_cast<u64>(static_cast<i64>(r.first) - r.shift),
                                         static_cast<u64>(static_cast<i64>(r.last) - r.shift));
    if (!r.trusted) return r.text + " (fits " + range + note + "; " + r.why + ")";
    return r.text + " (observed on " + range + note + ")";
}

}  // namespace nimkit

#endif
