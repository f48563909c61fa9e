// nimkit/pattern.hpp - the rule finder: from a table of values f(S..E) (a game's
// Grundy values, 0/1 verdicts, anything) to the rules it follows, as data that
// predicts f(n) far past the table - or says `unknown`.
//
// find_pattern(values, S, bounds) returns the rules that fit the WHOLE table,
//   simplest first, each with its kind and parameters, the range it was checked
//   on, its status and its text; pattern_value(report, n) is the table's value
//   inside it and otherwise the value every trusted rule that speaks at n gives
//   (two that disagree: unknown). Kinds:
//   periodic   f(n + p) = f(n) + s for n >= n0 (s = 0: a period; p = 1: a
//              constant or a line), the least p, then the least n0;
//   function   f(n) = h(F(n)) for n >= n0, F an arithmetic function (Omega,
//              v2, popcount, floor(sqrt n), ...: internal_pattern_features.hpp)
//              and h learned from the table, extended by a sequence rule
//              (affine, periodic) to F's values the table has not shown;
//   set        f(n) = u iff n is in a set - one of the named sets, its
//              complement, or an "and"/"or" of two (n odd or 2^j with j odd) -
//              from n0 on; else w when the table has exactly two values u < w
//              (else only "f(n) != u" is known outside the set); u = 0 when 0
//              is a value, so for Grundy values the set is the P-positions;
//   positions  f(n) = u iff n = a_k for some k, a_k a sequence rule
//              (internal_sequence_rule.hpp: squares, 2^k - 1, Fibonacci
//              numbers, floor(k phi), arithmetic with a period);
//   runs       f(n) = v_i + t (n - s_i) for s_i <= n < s_(i+1): runs (t = 0:
//              constant runs) whose starts s_i and values v_i follow sequence
//              rules (triangular numbers, squares, 2^i, i^4, ...);
//   binary     f(b n + r) = M_r(f(n)) for n >= n0, b = 2, 3, 4, each M_r
//              affine or a map on the values seen (popcount, v2, the Ruler
//              sequence, Thue-Morse, tables whose period doubles as they grow).
// Trust. A rule is TRUSTED only when the same rule, same parameters, is also
//   what the finder reads on the first half and on the first three quarters of
//   the table: a period seen three times in the first half, a rule whose
//   parameters grow with the table (a period that doubles) is no rule. The
//   evidence grows with the claim: a rule that says the last run never ends (a
//   constant tail, consecutive positions, a function constant past the table)
//   needs that run 32 values long, 5 times its start, 4 times any earlier run,
//   and is never trusted after runs that grew (1, 2, 5, 40, ...: it may be one
//   more run); an "and"/"or" of two sets or a view (n - 1, n + 1, a slope
//   removed) needs 48 values, both 96; a family's rule is fitted on the members
//   that show a period and must give every value of every member. Fits that are
//   not trusted are listed apart with the reason.
//   With HeapBounds declared (the game's moves take at most t tokens and leave
//   at most J heaps, sizes free: nimkit/octal.hpp's period theorem) AND the
//   caller's statement that the table is the game's Grundy values g(0), g(1), ...
//   (declared_bounds(t, J, grundy_from_heap_0)), a period the table proves is
//   CERTIFIED and then alone answers past the table. Without that statement
//   nothing is certified: the theorem pairs a split's options by the xor of the
//   parts' Grundy values, which a verdict table of a game that splits heaps
//   does not have (0.4's 0/1 outcomes show a period 4 from heap 2 on f(0..12),
//   false at 14). Every other rule is `observed`: a table alone proves nothing
//   past itself.
// Cost: find_pattern on L values is O(L log L) for most kinds (the least
//   period of every tail at once by a Z-function; the sets' "and"/"or" pruned
//   by counts before they are compared word by word); 10^5 values in about
//   0.2 s, 10^6 in 2 to 3 s here, about 200 bytes a value while it runs
//   (scripts/bench --pattern). pattern_value is O(log n) for most rules; a rule
//   on Omega(n) factors n (Pollard's rho: 19 us near 10^18 on average, 0.3 ms
//   for a product of two primes near 10^9).
// Proved by: tests/test_pattern.cpp - every kind against tables built by brute
//   force from real games' own moves (subtraction and all-but games, Lasker's
//   Nim, the divisor games (Omega, v2, "n odd or 2^j with j odd"), the Ruler
//   game, Fibonacci Nim and other take-away games, floor(n/k), take one or
//   halve, take at most half, Euclid's game, Wythoff, Nim, families of
//   subtraction games), predictions checked against brute force past the table;
//   fooling tables (a rule broken past the middle, a period that doubles, two
//   rules that agree on the table and part later, a period seen three times only
//   in three quarters, 255E's growing runs, random tables, Grundy's game) answer
//   `unknown` or right, never wrong; a bug planted in each kind fails a test.
//   tests/pattern_games_test.py scores the command on 41 games' tables (Mock
//   Turtles among them); tests/pattern_prefix_test.py cuts those tables and
//   more (Grundy's game win/lose, 255E, HDU 4764's family) to their prefixes:
//   no answer past a prefix wrong. tests/test_pattern_certificate.cpp: verdict
//   tables of 0.4, 0.6021, 0.622, 0.4132 (searched from the moves) certified
//   nothing under any bounds; their Grundy tables, stated so, certified true
//   past the table. Theory: docs/theory.md, "Finding rules".
#ifndef NIMKIT_PATTERN_HPP
#define NIMKIT_PATTERN_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "nimkit/internal_pattern_features.hpp"
#include "nimkit/internal_sequence_rule.hpp"
#include "nimkit/octal.hpp"

namespace nimkit {

// The bounds a caller declares for the period theorem: no move removes more
// than most_taken tokens or leaves more than most_heaps heaps; free_sizes: the
// heaps left are not constrained (no "parts must differ") and which moves
// exist does not depend on the heap size otherwise; grundy_values: the table is
// the game's Grundy values g(0), g(1), ... (not verdicts, not anything else).
// Only all four let find_pattern certify. A false declaration makes a false
// certificate.
struct HeapBounds {
    bool declared;
    std::size_t most_taken, most_heaps;
    bool free_sizes;
    bool grundy_values;
};

// What the caller states the table holds: grundy_from_heap_0 (the game's Grundy
// values from heap 0) is the one statement the period theorem can use.
enum TableValues { values_not_stated, grundy_from_heap_0 };

inline HeapBounds undeclared_bounds() {
    HeapBounds b = {false, 0, 0, false, false};
    return b;
}

inline HeapBounds declared_bounds(std::size_t most_taken, std::size_t most_heaps,
                                  TableValues values = values_not_stated) {
    HeapBounds b = {true, most_taken, most_heaps, true, values == grundy_from_heap_0};
    return b;
}

// M(x) = mul * x + add (affine), or the pairs (x, M(x)) seen (a map); a
// binary rule's by_index map reads the index n instead of f(n).
struct ValueMap {
    bool affine, by_index;
    std::int64_t mul, add;
    std::vector<std::pair<std::int64_t, std::int64_t> > pairs;  // sorted by x
};

struct PatternRule {
    enum Kind { periodic, function, set, positions, runs, binary, formula };
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
};

// What one rule says at n: nothing, the value, or only "not that value".
struct PatternPrediction {
    enum Kind { nothing, value, not_value };
    Kind kind;
    std::int64_t v;
};

struct PairRule;

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

// An affine M through every pair, if there is one (at least 3 distinct x).
inline bool fit_affine(const std::vector<std::pair<i64, i64> >& pairs, ValueMap& m) {
    if (pairs.size() < 3) return false;
    i64 dx, dy;
    if (!sub_ok(pairs[1].first, pairs[0].first, dx) || !sub_ok(pairs[1].second, pairs[0].second, dy) || dx == 0 ||
        (dx == -1 && dy == kMinI64) || dy % dx != 0)
        return false;
    m.affine = true;
    m.mul = dy / dx;
    i64 t;
    if (!mul_ok(m.mul, pairs[0].first, t) || !sub_ok(pairs[0].second, t, m.add)) return false;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        i64 y;
        if (!map_apply(m, pairs[i].first, y) || y != pairs[i].second) return m.affine = false, false;
    }
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

}  // namespace pattern_detail

namespace pattern_detail {

// What r says of g at m (f itself when shift = slope = 0).
inline PatternPrediction prediction_in_view(const PatternRule& r, std::uint64_t n) {
    PatternPrediction none = {PatternPrediction::nothing, 0};
    if (n < r.from || n > (static_cast<u64>(1) << 62)) return none;
    PatternPrediction p = {PatternPrediction::value, 0};
    switch (r.kind) {
    case PatternRule::periodic: {
        const u64 j = n - r.from, turns = j / r.period;
        i64 t;
        if (turns > static_cast<u64>(kMaxI64) || !mul_ok(static_cast<i64>(turns), r.saltus, t) ||
            !add_ok(r.block[static_cast<std::size_t>(j % r.period)], t, p.v))
            return none;
        return p;
    }
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
        break;  // it reads the table: rule_prediction(r, report, n)
    }
    return none;
}

// The binary rule needs the table: g at the ancestor, then the maps back down.
inline PatternPrediction binary_prediction(const PatternRule& r, const PatternReport& t, u64 m) {
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
    PatternPrediction none = {PatternPrediction::nothing, 0};
    if (n > (static_cast<u64>(1) << 62) || (r.shift < 0 && n < static_cast<u64>(-r.shift))) return none;
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

// ---- The detectors: each reads v[0..len) = f(first..first + len - 1) --------------

struct Table {
    const i64* v;
    std::size_t len;
    u64 first;
    u64 last() const { return first + len - 1; }
};

// The least p (then the least n0) with f(n + p) = f(n) + s on the whole tail,
// seen three times, n0 within the first half and 12 values before the end.
inline bool least_period(const Table& t, std::size_t& start, std::size_t& p, i64& s) {
    const std::size_t L = t.len;
    const std::vector<std::size_t> starts = tail_starts(t.v, L);
    for (p = 1; 3 * p <= L; ++p) {
        if (!sub_ok(t.v[L - 1], t.v[L - 1 - p], s)) continue;
        const std::size_t i0 = starts[p];
        if (i0 + 3 * p <= L && 2 * i0 <= L && i0 + 12 <= L) return start = i0, true;
    }
    return false;
}

inline std::string periodic_text(const PatternRule& r) {
    const std::string n0 = std::to_string(r.from), shifted = r.from ? "(n - " + n0 + ")" : "n";
    const std::string tail = r.from > r.first ? " for n >= " + n0 : "";
    if (r.period == 1) return "f(n) = " + (r.saltus ? polynomial_text(std::vector<i64>{r.block[0], r.saltus}, r.from, "n")
                                                   : std::to_string(r.block[0])) + tail;
    std::string s = r.saltus ? "arithmetic period " + std::to_string(r.period) + ", saltus " + std::to_string(r.saltus)
                             : "period " + std::to_string(r.period);
    s += " from n = " + n0 + ": f(n) = ";
    if (r.period <= 60)
        s += "[" + list_text(r.block, 60) + "][" + shifted + " mod " + std::to_string(r.period) + "]";
    else
        s += "f(" + n0 + " + " + shifted + " mod " + std::to_string(r.period) + ")";
    if (r.saltus) s += signed_term(r.saltus, "floor(" + shifted + "/" + std::to_string(r.period) + ")", false);
    return s;
}

inline PatternRule make_periodic(const Table& t, std::size_t i0, std::size_t p, i64 s) {
    PatternRule r = blank_rule(PatternRule::periodic, t.first, t.last());
    r.from = t.first + i0;
    r.period = p;
    r.saltus = s;
    r.block.assign(t.v + i0, t.v + i0 + p);
    r.cost = 10 + static_cast<int>(std::min<std::size_t>(p, 60)) / 6 + (s ? 1 : 0);
    r.text = periodic_text(r);
    return r;
}

// Runs (steps of s) before n0: lengths that grow make a constant (or linear)
// tail suspect - it may be one more run.
inline bool runs_grow_before(const Table& t, std::size_t i0, i64 s) {
    std::vector<std::size_t> lengths;
    for (std::size_t i = 0; i < i0;) {
        std::size_t j = i + 1;
        while (j < i0 && difference_or(t.v[j], t.v[j - 1], s ^ 1) == s) ++j;
        lengths.push_back(j - i);
        i = j;
    }
    return lengths.size() >= 2 && lengths.back() >= 2 && lengths.back() > lengths.front();
}

inline void detect_periodic(const Table& t, std::vector<PatternRule>& out, std::vector<PatternRule>& suspect) {
    std::size_t i0 = 0, p = 0;
    i64 s = 0;
    if (!least_period(t, i0, p, s)) return;
    PatternRule r = make_periodic(t, i0, p, s);
    if (p == 1 && i0 > 0 && runs_grow_before(t, i0, s)) {
        r.why = "the runs before n = " + std::to_string(r.from) + " grow: the tail may be one more run";
        suspect.push_back(r);
        return;
    }
    out.push_back(r);
}

// The value map of F over the tail where it is consistent: f(n) = h(F(n)) for
// every n >= from. Returns false if no tail of at least 3/4 of the table is.
inline bool consistent_map(const Table& t, const i64* F, std::size_t& start,
                           std::vector<std::pair<i64, i64> >& pairs) {
    const std::size_t L = t.len;
    i64 lo = kMaxI64, hi = kMinI64;
    for (std::size_t i = 0; i < L; ++i)
        if (F[i] != kUndefined) lo = std::min(lo, F[i]), hi = std::max(hi, F[i]);
    if (lo > hi) return false;
    const bool dense = static_cast<u64>(hi - lo) <= 4 * static_cast<u64>(L) + 64;
    std::vector<i64> image;
    std::vector<char> seen;
    std::unordered_map<i64, i64> sparse;
    if (dense) image.assign(static_cast<std::size_t>(hi - lo + 1), 0), seen.assign(image.size(), 0);
    start = 0;
    for (std::size_t i = L; i-- > 0;) {
        if (F[i] == kUndefined) {
            start = i + 1;
            break;
        }
        if (dense) {
            const std::size_t k = static_cast<std::size_t>(F[i] - lo);
            if (seen[k] && image[k] != t.v[i]) {
                start = i + 1;
                break;
            }
            seen[k] = 1, image[k] = t.v[i];
        } else {
            std::pair<std::unordered_map<i64, i64>::iterator, bool> in = sparse.insert(std::make_pair(F[i], t.v[i]));
            if (!in.second && in.first->second != t.v[i]) {
                start = i + 1;
                break;
            }
        }
    }
    if (4 * start > L) return false;
    pairs.clear();
    if (dense) {
        for (std::size_t k = 0; k < seen.size(); ++k)
            if (seen[k]) pairs.push_back(std::make_pair(lo + static_cast<i64>(k), image[k]));
    } else {
        for (std::unordered_map<i64, i64>::const_iterator it = sparse.begin(); it != sparse.end(); ++it) pairs.push_back(*it);
        std::sort(pairs.begin(), pairs.end());
    }
    return true;
}

inline std::string exceptions_text(const Table& t, std::size_t start) {
    if (start == 0) return "";
    return " for n >= " + std::to_string(t.first + start);
}

inline void detect_function(const Table& t, int id, const i64* F, std::vector<PatternRule>& out) {
    std::size_t start;
    std::vector<std::pair<i64, i64> > pairs;
    if (!consistent_map(t, F, start, pairs) || pairs.size() < 2) return;
    const std::size_t used = t.len - start;
    PatternRule r = blank_rule(PatternRule::function, t.first, t.last());
    r.feature = id;
    r.from = t.first + start;
    r.cost = 20;
    // h: affine through every pair, or a map on F's values, extended by a sequence rule when they are consecutive
    std::string h;
    if (fit_affine(pairs, r.map)) {
        if (r.map.mul == 0) return;  // constant: the periodic kind says it
        h = affine_text(r.map.mul, r.map.add, feature_name(id));
    } else {
        if (pairs.size() * 4 > used) return;  // too few n for each value of F: any table would fit
        // the values F takes in the second half must not all map to one value (a constant tail says that)
        std::vector<i64> late;
        for (std::size_t i = t.len / 2; i < t.len && late.size() < 2; ++i)
            if (F[i] != kUndefined && std::find(late.begin(), late.end(), t.v[i]) == late.end()) late.push_back(t.v[i]);
        if (late.size() < 2) return;
        r.map.pairs = pairs;
        bool consecutive = true;
        for (std::size_t i = 1; i < pairs.size() && consecutive; ++i) consecutive = pairs[i].first == pairs[i - 1].first + 1;
        if (consecutive) {
            std::vector<i64> ys;
            for (std::size_t i = 0; i < pairs.size(); ++i) ys.push_back(pairs[i].second);
            r.extend = fit_sequence(ys, 6);
            if (r.extend.kind != SequenceRule::none) {  // the rule gives every pair again: it alone is kept
                r.extended = true;
                r.extend_from = pairs[0].first;
                r.map.pairs.clear();
            }
        }
        if (r.extended && pairs[0].first == 0 && r.extend.kind == SequenceRule::periodic && r.extend.from == 0 &&
            r.extend.saltus == 0) {
            h = "[" + list_text(r.extend.block) + "][" + feature_name(id) + " mod " + std::to_string(r.extend.period) + "]";
        } else if (r.extended) {
            const std::string x = pairs[0].first ? "(x - " + std::to_string(pairs[0].first) + ")" : "x";
            std::string rule = seq_text(r.extend, "h", "x");
            if (pairs[0].first) {  // seq_text wrote h_x in the shifted index: say so
                rule = seq_text(r.extend, "h", "k") + " with k = x - " + std::to_string(pairs[0].first);
            }
            h = "h(" + feature_name(id) + "), " + rule + " for x >= " + std::to_string(pairs[0].first);
            r.cost += 5;
        } else {
            h = map_text(r.map, feature_name(id));
            r.cost += 10;
        }
    }
    r.text = "f(n) = " + h + exceptions_text(t, start);
    r.note = feature_gloss(id);
    std::vector<i64> images;  // a map onto two values says a set: the set kind says it better
    for (std::size_t i = 0; i < pairs.size() && images.size() <= 2; ++i)
        if (std::find(images.begin(), images.end(), pairs[i].second) == images.end()) images.push_back(pairs[i].second);
    if (images.size() <= 2 && !r.map.affine) r.cost += 20;
    out.push_back(r);
}

// Bitsets over the table's range.
typedef std::vector<u64> Bits;

inline bool bit(const Bits& b, std::size_t i) { return b[i >> 6] >> (i & 63) & 1; }

struct SetTarget {
    Bits z;          // n with f(n) = u
    std::size_t count;
    i64 u, w;
    bool two;        // exactly two values: w elsewhere
};

inline std::string literal_text(int atom, bool negated) { return atom_name(atom, negated); }

inline std::string set_text(const PatternRule& r) {
    std::string s = "f(n) = " + std::to_string(r.inside) + " iff ";
    std::string a = literal_text(r.atom1, r.negated1);
    if (r.op != 0) {
        std::string b = literal_text(r.atom2, r.negated2);
        if (b.compare(0, 5, "n is ") == 0 && a.compare(0, 5, "n is ") == 0) b = b.substr(5);  // "n is odd or 2^j ..."
        a += (r.op == 1 ? " and " : " or ") + b;
    }
    s += a;
    if (r.from > r.first) s += ", for n >= " + std::to_string(r.from);
    if (r.has_outside) s += "; else " + std::to_string(r.outside);
    return s;
}

// The number of i < limit where x and y differ.
inline std::size_t differ_below(const Bits& x, const Bits& y, std::size_t limit) {
    std::size_t c = 0;
    for (std::size_t i = 0; i < limit; ++i) c += bit(x, i) != bit(y, i);
    return c;
}

// A set seen well enough to be a rule: 4 members and 3 non-members from start
// on, 2 of the members past the first quarter (a finite set is no rule).
inline bool enough_members(const Bits& z, std::size_t start, std::size_t L) {
    std::size_t in = 0, late = 0;
    for (std::size_t i = start; i < L; ++i) in += bit(z, i), late += bit(z, i) && 4 * i >= L;
    return in >= 4 && L - start - in >= 3 && late >= 2;
}

inline void detect_sets(const Table& t, const SetTarget& target, const std::vector<Bits>& atoms,
                        const std::vector<char>& usable, std::vector<PatternRule>& out) {
    const std::size_t L = t.len, words = (L + 63) / 64;
    const u64 tail_mask = L % 64 ? (static_cast<u64>(1) << (L % 64)) - 1 : ~static_cast<u64>(0);
    const Bits& z = target.z;
    PatternRule base = blank_rule(PatternRule::set, t.first, t.last());
    base.inside = target.u;
    base.outside = target.w;
    base.has_outside = target.two;
    // one literal, or an "and" / "or" of two (not two residues: a period says
    // that), from n0 on (n0 within the first quarter): the last point where the
    // words differ, scanning from the end
    if (!enough_members(z, 0, L)) return;
    // On the last three quarters (from a word boundary) a rule holds exactly, so counts must fit:
    // a literal of an "or" has at most z's members there, of an "and" at least, alone exactly.
    const std::size_t w0 = (L / 4 + 63) / 64, span = L > w0 * 64 ? L - w0 * 64 : 0;
    std::vector<std::size_t> count(atoms.size(), 0);
    std::size_t zc = 0;
    for (std::size_t w = w0; w < words; ++w) zc += popcount64(z[w] & (w + 1 == words ? tail_mask : ~static_cast<u64>(0)));
    for (std::size_t a = 0; a < atoms.size(); ++a)
        for (std::size_t w = w0; w < words; ++w) count[a] += popcount64(atoms[a][w] & (w + 1 == words ? tail_mask : ~static_cast<u64>(0)));
    for (std::size_t a = 0; a < atoms.size(); ++a) {
        if (!usable[a]) continue;
        for (std::size_t b = a; b < atoms.size(); ++b) {
            if (!usable[b] || (b > a && static_cast<int>(a) >= atom_special_count && static_cast<int>(b) >= atom_special_count))
                continue;
            for (int form = 0; form < (b == a ? 2 : 8); ++form) {
                const bool na = form & 1, nb = form & 2, orr = form & 4;
                const std::size_t ca = na ? span - count[a] : count[a], cb = nb ? span - count[b] : count[b];
                if (b == a ? ca != zc : orr ? (ca > zc || cb > zc) : (ca < zc || cb < zc)) continue;
                std::size_t w = words, start = 0;
                while (w-- > 0) {
                    const u64 m = w + 1 == words ? tail_mask : ~static_cast<u64>(0);
                    const u64 x = na ? ~atoms[a][w] : atoms[a][w], y = nb ? ~atoms[b][w] : atoms[b][w];
                    const u64 diff = ((b == a ? x : orr ? (x | y) : (x & y)) ^ z[w]) & m;
                    if (diff) {
                        std::size_t top = 63;
                        while (!(diff >> top & 1)) --top;
                        start = w * 64 + top + 1;
                        break;
                    }
                }
                if (4 * start > L || !enough_members(z, start, L)) continue;
                PatternRule r = base;
                r.from = t.first + start;
                if (b == a) {
                    r.atom1 = static_cast<int>(a);
                    r.negated1 = na;
                    r.cost = target.two ? 25 : 65;
                } else {
                    // each literal matters: the pair differs from either literal alone on 3 points of the first half
                    Bits la(words), lb(words);
                    for (std::size_t v = 0; v < words; ++v) la[v] = na ? ~atoms[a][v] : atoms[a][v], lb[v] = nb ? ~atoms[b][v] : atoms[b][v];
                    if (differ_below(la, z, L / 2) < 3 || differ_below(lb, z, L / 2) < 3) continue;
                    // the special set first in the text when the other is a residue ("n is odd or ...")
                    const bool swap = static_cast<int>(a) < atom_special_count && static_cast<int>(b) >= atom_special_count;
                    r.atom1 = static_cast<int>(swap ? b : a);
                    r.negated1 = swap ? nb : na;
                    r.atom2 = static_cast<int>(swap ? a : b);
                    r.negated2 = swap ? na : nb;
                    r.op = orr ? 2 : 1;
                    r.cost = target.two ? 35 : 75;
                }
                r.text = set_text(r);
                out.push_back(r);
            }
        }
    }
}

inline void detect_positions(const Table& t, const SetTarget& target, std::vector<PatternRule>& out) {
    std::vector<i64> a;
    for (std::size_t i = 0; i < t.len; ++i)
        if (bit(target.z, i)) a.push_back(static_cast<i64>(t.first + i));
    if (a.size() < 8) return;
    PatternRule r = blank_rule(PatternRule::positions, t.first, t.last());
    r.starts = fit_sequence(a, 8);
    if (r.starts.kind == SequenceRule::none) return;
    i64 next;
    if (seq_value(r.starts, a.size(), next) && next <= static_cast<i64>(t.last())) return;  // a member the table lacks
    if (r.starts.kind == SequenceRule::periodic && r.starts.saltus <= 0) return;
    r.inside = target.u;
    r.outside = target.w;
    r.has_outside = target.two;
    r.from = t.first;
    r.cost = target.two ? 30 : 70;
    r.text = "f(n) = " + std::to_string(r.inside) + " iff n = a_k for some k >= 0, " + seq_text(r.starts);
    if (r.has_outside) r.text += "; else " + std::to_string(r.outside);
    out.push_back(r);
}

inline void detect_runs(const Table& t, i64 step, std::vector<PatternRule>& out) {
    std::vector<i64> starts, values;
    for (std::size_t i = 0; i < t.len; ++i)
        if (i == 0 || difference_or(t.v[i], t.v[i - 1], step ^ 1) != step) starts.push_back(static_cast<i64>(t.first + i)), values.push_back(t.v[i]);
    if (starts.size() < 6 || starts.size() * 4 > t.len) return;
    PatternRule r = blank_rule(PatternRule::runs, t.first, t.last());
    r.step = step;
    r.starts = fit_sequence(starts, 6);
    if (r.starts.kind == SequenceRule::none) return;
    if (r.starts.kind == SequenceRule::periodic) return;  // runs of periodic lengths: the periodic kind
    i64 next;
    if (!seq_value(r.starts, starts.size(), next) || next <= static_cast<i64>(t.last())) return;
    for (std::size_t i = 1; i < starts.size(); ++i)
        if (starts[i] <= starts[i - 1]) return;
    r.values = fit_sequence(values, 6);
    if (r.values.kind == SequenceRule::none) return;
    r.cost = 40;
    const std::string run = step ? "f(n) = v_i" + signed_term(step, "(n - s_i)", false) : "f(n) = v_i";
    r.text = "runs: " + run + " for s_i <= n < s_(i+1), " + seq_text(r.starts, "s", "i") + ", " + seq_text(r.values, "v", "i");
    out.push_back(r);
}

// The table itself a polynomial (degree 2..4), a recurrence or floor(n alpha)
// with alpha a quadratic irrational (periods are the periodic kind's).
inline void detect_formula(const Table& t, std::vector<PatternRule>& out) {
    const std::vector<i64> a(t.v, t.v + t.len);
    SequenceRule s = fit_polynomial(a);
    if (s.kind == SequenceRule::none) s = fit_recurrence(a);
    if (s.kind == SequenceRule::none) s = fit_beatty(a);
    if (s.kind == SequenceRule::none) return;
    PatternRule r = blank_rule(PatternRule::formula, t.first, t.last());
    r.starts = s;
    r.cost = 15;
    r.text = t.first ? seq_text(s, "f", "k") + " with k = n - " + std::to_string(t.first) : seq_text(s, "f", "n", true);
    out.push_back(r);
}

inline void detect_binary(const Table& t, unsigned b, std::vector<PatternRule>& out) {
    const u64 first = t.first, last = t.last();
    if (last / b < first + 16) return;
    const u64 top = last / b;  // the largest parent with a child b n + r in range for some r
    std::vector<ValueMap> maps(b);
    u64 from = first;
    for (unsigned k = 0; k < b; ++k) {
        // f(b n + k) as a function of f(n) (A) or affine in n (B), for every n >= its start
        std::unordered_map<i64, i64> seen;
        u64 from_a = first, from_b = first;
        bool have_b = false;
        i64 beta = 0, gamma = 0;
        std::vector<std::pair<u64, i64> > tail;  // (n, f(b n + k)) from the top, for B
        for (u64 n = top + 1; n-- > first;) {
            const u64 child = b * n + k;
            if (child > last || child < first || (n == 0 && k == 0)) {
                if (n == 0) break;
                continue;
            }
            const i64 x = t.v[static_cast<std::size_t>(n - first)], y = t.v[static_cast<std::size_t>(child - first)];
            if (from_a == first) {
                std::pair<std::unordered_map<i64, i64>::iterator, bool> in = seen.insert(std::make_pair(x, y));
                if (!in.second && in.first->second != y) from_a = n + 1;
            }
            if (from_b == first) {
                tail.push_back(std::make_pair(n, y));
                if (tail.size() == 2) {
                    const i64 dn = static_cast<i64>(tail[0].first - tail[1].first);  // parents below 2^62
                    i64 dy, t0;
                    have_b = dn != 0 && sub_ok(tail[0].second, tail[1].second, dy) && dy % dn == 0;
                    if (have_b) beta = dy / dn;
                    have_b = have_b && mul_ok(beta, static_cast<i64>(tail[0].first), t0) && sub_ok(tail[0].second, t0, gamma);
                    if (!have_b) from_b = n + 1;
                } else if (tail.size() > 2) {
                    i64 at, want;
                    if (!mul_ok(beta, static_cast<i64>(n), at) || !add_ok(at, gamma, want) || y != want) from_b = n + 1;
                }
            }
            if ((from_a != first && from_b != first) || n == 0) break;
        }
        ValueMap m;
        m.affine = false;
        m.mul = m.add = 0;
        m.by_index = have_b && from_b < from_a && beta != 0;
        if (m.by_index) {
            m.affine = true;
            m.mul = beta;
            m.add = gamma;
        }
        from = std::max(from, m.by_index ? from_b : from_a);
        maps[k] = m;
    }
    if (top < from + 16 || 2 * (from - first) > top - first) return;
    PatternRule r = blank_rule(PatternRule::binary, t.first, t.last());
    r.base = b;
    r.from = from;
    r.cost = 45;
    bool all_constant = true, all_identity = true;
    std::string text;
    for (unsigned k = 0; k < b; ++k) {
        ValueMap& m = maps[k];
        if (!m.by_index) {  // the pairs (f(n), f(b n + k)) for n >= from
            std::unordered_map<i64, i64> pairs;
            for (u64 n = from; n <= top; ++n) {
                const u64 child = b * n + k;
                if (child <= last && (n > 0 || k > 0)) pairs[t.v[static_cast<std::size_t>(n - first)]] = t.v[static_cast<std::size_t>(child - first)];
            }
            m.pairs.assign(pairs.begin(), pairs.end());
            std::sort(m.pairs.begin(), m.pairs.end());
            if (m.pairs.empty()) return;
            bool one_image = true;  // every f(n) goes to the same value: a constant, whatever the map
            for (std::size_t i = 1; i < m.pairs.size(); ++i) one_image = one_image && m.pairs[i].second == m.pairs[0].second;
            if (one_image) {
                m.affine = true;
                m.mul = 0;
                m.add = m.pairs[0].second;
            } else {
                fit_affine(m.pairs, m);
            }
            if (!m.affine && 4 * m.pairs.size() > top - from + 1) return;  // a map on too many values: any table fits
            if (m.affine) m.pairs.clear();
        }
        all_constant = all_constant && m.affine && m.mul == 0;
        all_identity = all_identity && m.affine && !m.by_index && m.mul == 1 && m.add == 0;
        const std::string child = "f(" + std::to_string(b) + "n" + (k ? " + " + std::to_string(k) : "") + ")";
        text += (k ? ", " : "") + child + " = " + map_text(m, m.by_index ? "n" : "f(n)");
    }
    if (all_constant || all_identity) return;
    r.maps = maps;
    r.text = text + (from > first ? " for n >= " + std::to_string(from) : "");
    out.push_back(r);
}

// All the detectors on one table (a prefix of the caller's): the rules that fit it.
struct Precomputed {
    std::vector<std::vector<i64> > features;  // per feature id, over the whole table (empty: not tried)
    std::vector<Bits> atoms;                  // per atom, over the whole table
};

// The kinds that read n itself (functions of n, sets of n, f(2n) from f(n)):
// also run on the views of the table with n shifted or a slope removed.
inline void detect_indexed(const Table& t, const Precomputed& pre, bool with_positions, std::vector<PatternRule>& out) {
    for (int id = 0; id < feat_count; ++id)
        if (!pre.features[static_cast<std::size_t>(id)].empty()) {
            detect_function(t, id, &pre.features[static_cast<std::size_t>(id)][0], out);
        }
    // the set of the least value (0 when present): u, and w when there are exactly two values
    std::vector<i64> distinct;
    for (std::size_t i = 0; i < t.len && distinct.size() <= 2; ++i)
        if (std::find(distinct.begin(), distinct.end(), t.v[i]) == distinct.end()) distinct.push_back(t.v[i]);
    bool zero = false;
    for (std::size_t i = 0; i < t.len && !zero; ++i) zero = t.v[i] == 0;
    if (distinct.size() == 2 || zero) {
        SetTarget target;
        target.two = distinct.size() == 2;
        target.u = target.two ? std::min(distinct[0], distinct[1]) : 0;
        target.w = target.two ? std::max(distinct[0], distinct[1]) : 0;
        const std::size_t words = (t.len + 63) / 64;
        target.z.assign(words, 0);
        target.count = 0;
        for (std::size_t i = 0; i < t.len; ++i)
            if (t.v[i] == target.u) target.z[i >> 6] |= static_cast<u64>(1) << (i & 63), ++target.count;
        std::vector<Bits> atoms(pre.atoms.size());
        std::vector<char> usable(pre.atoms.size(), 0);
        for (std::size_t a = 0; a < atoms.size(); ++a) {
            atoms[a].assign(pre.atoms[a].begin(), pre.atoms[a].begin() + static_cast<std::ptrdiff_t>(words));
            if (t.len % 64) atoms[a][words - 1] &= (static_cast<u64>(1) << (t.len % 64)) - 1;
            std::size_t members = 0;
            for (std::size_t w = 0; w < words; ++w) members += popcount64(atoms[a][w]);
            usable[a] = members >= 3 && t.len - members >= 3;
        }
        if (target.count >= 1) {
            detect_sets(t, target, atoms, usable, out);
            if (with_positions) detect_positions(t, target, out);
        }
    }
    for (unsigned b = 2; b <= 4; ++b) detect_binary(t, b, out);
}

inline void detect_all(const Table& t, const Precomputed& pre, std::vector<PatternRule>& out,
                       std::vector<PatternRule>& suspect) {
    detect_periodic(t, out, suspect);
    detect_formula(t, out);
    detect_indexed(t, pre, true, out);
    detect_runs(t, 0, out);
    // piecewise arithmetic: the most common non-zero step, if it is most steps
    std::unordered_map<i64, std::size_t> steps;
    for (std::size_t i = 1; i < t.len; ++i) {
        i64 d;
        if (sub_ok(t.v[i], t.v[i - 1], d)) ++steps[d];
    }
    i64 best = 0;
    std::size_t most = 0;
    for (std::unordered_map<i64, std::size_t>::const_iterator it = steps.begin(); it != steps.end(); ++it)
        if (it->first != 0 && (it->second > most || (it->second == most && it->first < best))) best = it->first, most = it->second;
    if (most * 2 > t.len) detect_runs(t, best, out);
}

inline Precomputed precompute(const std::vector<i64>& values, u64 first) {
    Precomputed pre;
    const std::size_t L = values.size();
    pre.features.assign(feat_count, std::vector<i64>());
    const u64 last = first + L - 1;
    if (last > (static_cast<u64>(1) << 62)) return pre;
    // the factor-based functions from a sieve (or one by one on short tables)
    std::vector<FactorSummary> factors;
    const bool have_factors = range_factors(first, L, factors);
    for (int id = 0; id < feat_count; ++id) {
        if (factor_based(id) && !have_factors) continue;
        std::vector<i64>& F = pre.features[static_cast<std::size_t>(id)];
        if (!factor_based(id)) {
            range_feature(id, first, L, F);
            continue;
        }
        F.resize(L);
        for (std::size_t i = 0; i < L; ++i) F[i] = first + i == 0 ? kUndefined : from_summary(id, factors[i]);
    }
    const std::size_t words = (L + 63) / 64;
    pre.atoms.assign(static_cast<std::size_t>(atom_count()), Bits(words, 0));
    for (unsigned m = 2; m <= kMostModulus; ++m)
        for (unsigned r = 0; r < m; ++r) {
            Bits& b = pre.atoms[static_cast<std::size_t>(residue_atom(m, r))];
            for (std::size_t i = static_cast<std::size_t>((r + m - first % m) % m); i < L; i += m) b[i >> 6] |= static_cast<u64>(1) << (i & 63);
        }
    for (int a = 0; a < atom_special_count; ++a) {
        if (atom_factor_based(a) && !have_factors) continue;
        Bits& b = pre.atoms[static_cast<std::size_t>(a)];
        for (std::size_t i = 0; i < L; ++i) {
            const u64 n = first + i;
            const bool in = atom_factor_based(a) ? (n > 0 && atom_from_summary(a, factors[i])) : atom_member(a, n);
            if (in) b[i >> 6] |= static_cast<u64>(1) << (i & 63);
        }
    }
    return pre;
}

// Everything that defines a rule: its text, and what the text shortens (the
// whole of a value map, the whole head of a sequence rule).
inline std::string full_list(const std::vector<std::pair<i64, i64> >& pairs) {
    std::string s;
    for (std::size_t i = 0; i < pairs.size(); ++i) s += " " + std::to_string(pairs[i].first) + ">" + std::to_string(pairs[i].second);
    return s;
}

inline std::string rule_key(const PatternRule& r) {
    std::string k = r.text + "|" + full_list(r.map.pairs);
    for (std::size_t i = 0; i < r.maps.size(); ++i) k += "|" + full_list(r.maps[i].pairs);
    k += "|" + list_text(r.starts.head, static_cast<std::size_t>(-1)) + "|" + list_text(r.values.head, static_cast<std::size_t>(-1));
    return k + "|" + list_text(r.extend.head, static_cast<std::size_t>(-1));
}

inline std::string rule_key(const PairRule& r);  // below, with PairRule

// Trusted: the rules of the whole table that the half and three-quarter tables
// show too (the same kind and parameters: rule_key). The others go to
// `untrusted` with the reason.
template <class Rule>
void sort_by_trust(const std::vector<Rule>& whole, const std::vector<Rule>& half, const std::vector<Rule>& three,
                   std::vector<Rule>& trusted, std::vector<Rule>& untrusted, const std::string& not_half,
                   const std::string& not_three) {
    for (std::size_t i = 0; i < whole.size(); ++i) {
        Rule r = whole[i];
        bool in_half = false, in_three = false;
        const std::string key = rule_key(r);
        for (std::size_t j = 0; j < half.size(); ++j) in_half = in_half || rule_key(half[j]) == key;
        for (std::size_t j = 0; j < three.size(); ++j) in_three = in_three || rule_key(three[j]) == key;
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
    if (r.kind == PatternRule::positions)
        return r.inside == c && r.starts.kind == SequenceRule::periodic && r.starts.period == 1 && r.starts.saltus == 1;
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

// "g(n - 1)", "2*n + g(n)": how f reads a rule about g.
inline std::string view_text(const PatternRule& r, const std::string& inner) {
    std::string g = "g(n" + (r.shift ? signed_term(r.shift, "", false) : std::string()) + ")";
    std::string s = "f(n) = " + (r.slope ? affine_text(r.slope, 0, "n") + " + " + g : g) + ", where ";
    std::string text = inner;  // the rule about g: its f( become g(
    for (std::size_t at = text.find("f("); at != std::string::npos; at = text.find("f(", at + 2)) text[at] = 'g';
    return s + text;
}

// The table read with n shifted by one either way (a rule for n - 1: coins
// numbered from 1, Mock Turtles' odious numbers), and with the slope a of its
// ends removed (g(n) = f(n) - a n: f(n) = 2n + a 0/1 rule), for the kinds that
// read n itself. Each view's rules are trusted as the table's are.
inline void detect_views(const std::vector<i64>& values, u64 first, PatternReport& report) {
    const std::size_t size = values.size();
    i64 slope = 0;
    if (size >= 24) {
        const double a = (static_cast<double>(values[size - 1]) - static_cast<double>(values[0])) / static_cast<double>(size - 1);
        if (a > -1e6 && a < 1e6) slope = static_cast<i64>(a < 0 ? a - 0.5 : a + 0.5);
    }
    const i64 views[][2] = {{-1, 0}, {1, 0}, {0, slope}, {-1, slope}, {1, slope}};
    for (std::size_t k = 0; k < 5; ++k) {
        const i64 shift = views[k][0], a = views[k][1];
        if (k >= 2 && a == 0) continue;
        const std::size_t skip = shift < 0 && first == 0 ? 1 : 0;  // g(-1) is no index: start at n = 1
        std::vector<i64> g(size - skip);
        bool ok = true;
        for (std::size_t i = 0; i < g.size() && ok; ++i) {
            i64 t;
            ok = mul_ok(a, static_cast<i64>(first + skip + i), t) && sub_ok(values[skip + i], t, g[i]);
        }
        if (!ok || g.size() < 24) continue;
        const u64 at = static_cast<u64>(static_cast<i64>(first + skip) + shift);
        const std::size_t L = g.size();
        const Precomputed pre = precompute(g, at);
        std::vector<PatternRule> whole, half, three, trusted, untrusted;
        const Table all = {&g[0], L, at}, h = {&g[0], L / 2, at}, q = {&g[0], L - L / 4, at};
        detect_indexed(all, pre, false, whole);
        if (h.len >= 12) detect_indexed(h, pre, false, half);
        detect_indexed(q, pre, false, three);
        sort_by_trust(whole, half, three, trusted, untrusted, "not what the first half of the table shows",
                      "not what the first three quarters show");
        for (std::size_t i = 0; i < trusted.size() + untrusted.size(); ++i) {
            PatternRule r = i < trusted.size() ? trusted[i] : untrusted[i - trusted.size()];
            r.shift = shift;
            r.slope = a;
            r.text = view_text(r, r.text);
            r.cost += 10;
            (r.trusted ? report.rules : report.untrusted).push_back(r);
        }
    }
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

// Which kinds find_pattern reports: bit 1 << PatternRule::Kind (all by default;
// a test of one kind asks for it alone).
const unsigned kAllPatternKinds = 0x7F;

// The rules of the table f(first..first + values.size() - 1): see the header.
// O(L log L) typically; values.size() may be 0.
inline PatternReport find_pattern(const std::vector<std::int64_t>& values, std::uint64_t first = 0,
                                  const HeapBounds& bounds = undeclared_bounds(), unsigned kinds = kAllPatternKinds) {
    using namespace pattern_detail;
    PatternReport report;
    report.first = first;
    report.values = values;
    const std::size_t L = values.size();
    if (L == 0) return report;
    // certified: the period theorem for a declared heap game, the table its Grundy
    // values from heap 0 (on any other table, e.g. verdicts, the theorem says nothing)
    if (bounds.declared && bounds.free_sizes && bounds.grundy_values && first == 0) {
        const Period c = certify_period_heaps(values, bounds.most_taken, bounds.most_heaps);
        if (c.found) {
            PatternRule r = blank_rule(PatternRule::periodic, 0, c.certified);
            r.certified = r.trusted = true;
            r.from = c.start;
            r.period = c.period;
            r.block.assign(values.begin() + static_cast<std::ptrdiff_t>(c.start),
                           values.begin() + static_cast<std::ptrdiff_t>(c.start + c.period));
            r.cost = 0;
            r.text = periodic_text(r);
            report.rules.push_back(r);
        }
    }
    if (L < 12) return report;
    const Precomputed pre = precompute(values, first);
    std::vector<PatternRule> whole, suspect, half, three, ignored;
    const Table all = {&values[0], L, first};
    detect_all(all, pre, whole, suspect);
    const Table h = {&values[0], L / 2, first}, q = {&values[0], L - L / 4, first};
    if (h.len >= 12) detect_all(h, pre, half, ignored);
    detect_all(q, pre, three, ignored);
    sort_by_trust(whole, half, three, report.rules, report.untrusted,
                  "not what the first half of the table shows (" + range_text(first, first + L / 2 - 1) + ")",
                  "not what the first three quarters show (" + range_text(first, first + L - L / 4 - 1) + ")");
    report.untrusted.insert(report.untrusted.end(), suspect.begin(), suspect.end());
    detect_views(values, first, report);
    for (int pass = 0; pass < 2; ++pass) {  // the kinds asked for
        std::vector<PatternRule>& list = pass ? report.untrusted : report.rules;
        std::vector<PatternRule> asked;
        for (std::size_t i = 0; i < list.size(); ++i)
            if (kinds >> list[i].kind & 1) asked.push_back(list[i]);
        list.swap(asked);
    }
    std::stable_sort(report.rules.begin(), report.rules.end(),
                     [](const PatternRule& a, const PatternRule& b) { return a.cost < b.cost; });
    // a rule that says nothing a simpler trusted one does not say at every probe
    // adds nothing to the list; nor does a fit that is not trusted
    const std::vector<u64> at = probes(first + L - 1);
    doubt_settled(report, at);
    std::vector<PatternRule> kept, doubted;
    for (std::size_t i = 0; i < report.rules.size(); ++i)
        if (!implied_by(report.rules[i], kept, report, at)) kept.push_back(report.rules[i]);
    for (std::size_t i = 0; i < report.untrusted.size(); ++i)
        if (!implied_by(report.untrusted[i], kept, report, at)) doubted.push_back(report.untrusted[i]);
    report.untrusted = doubted;
    report.rules = kept;
    return report;
}

// ---- Two numbers: f(a, b) -----------------------------------------------------

struct PairRule {
    enum Kind { sum, line, periodic, pairs, intervals };
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
};

struct PairReport {
    std::uint64_t first;               // f(first + i, first + j) = values[i * cols + j]
    std::size_t rows, cols;
    std::vector<std::int64_t> values;
    std::vector<PairRule> rules, untrusted;
};

namespace pattern_detail {

struct PairView {
    const i64* v;
    std::size_t stride, rows, cols;
    u64 first;
    i64 at(std::size_t a, std::size_t b) const { return v[a * stride + b]; }
};

inline std::string rule_key(const PairRule& r) {
    return r.text + "|" + list_text(r.lower.head, static_cast<std::size_t>(-1)) + "|" +
           list_text(r.upper.head, static_cast<std::size_t>(-1));
}

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

inline void detect_pairs_all(const PairView& t, bool full, std::vector<PairRule>& out) {
    detect_pair_sum(t, full, out);
    detect_pair_periodic(t, out);
    detect_pair_lines(t, full, out);
    detect_pair_positions(t, out);
    detect_pair_intervals(t, full, out);
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
// a line b < alpha a). Trusted as in find_pattern: the same rule on the top-left
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

// ---- Families: f_k(n), one table for each parameter k --------------------------

// Each class k = residue (mod modulus): period p(k) = pa k + pb from n0(k) =
// na k + nb, saltus s(k) = sa k + sb; within f_k(S .. n0 + p - 1), the values
// are head(n - S) except the last `tail` ones, which are tail_values (counted
// from the end); head is known where the members show it and beyond by
// head_rule.
struct FamilyClass {
    std::int64_t residue;
    std::int64_t pa, pb, na, nb, sa, sb;
    std::size_t tail;
    std::vector<std::int64_t> head;  // head(x) for the x the members show
    SequenceRule head_rule;          // beyond them (fit_sequence: seen three times)
    std::vector<std::int64_t> tail_values;
};

struct FamilyReport {
    std::uint64_t first;
    std::vector<std::int64_t> keys;         // k of each member, as given
    std::vector<PatternReport> members;     // find_pattern of each member
    bool found;                             // a rule across k
    std::int64_t modulus;
    std::vector<FamilyClass> classes;       // one per residue 0..modulus-1
    std::vector<std::string> text;          // the family rule in words, one line per class
};

namespace pattern_detail {

inline i64 mod_floor(i64 a, i64 m) {
    const i64 r = a % m;
    return r < 0 ? r + m : r;
}

// y = alpha k + beta through every (k, y), integers.
inline bool affine_in_k(const std::vector<i64>& k, const std::vector<i64>& y, i64& alpha, i64& beta) {
    if (k.size() < 2 || k[1] == k[0]) return false;
    i64 dy, dk, t;
    if (!sub_ok(y[1], y[0], dy) || !sub_ok(k[1], k[0], dk) || (dk == -1 && dy == kMinI64) || dy % dk) return false;
    alpha = dy / dk;
    if (!mul_ok(alpha, k[0], t) || !sub_ok(y[0], t, beta)) return false;
    for (std::size_t i = 0; i < k.size(); ++i) {
        i64 want;
        if (!mul_ok(alpha, k[i], t) || !add_ok(t, beta, want) || want != y[i]) return false;
    }
    return true;
}

inline std::string affine_k_text(i64 a, i64 b) { return affine_text(a, b, "k"); }

inline const PatternRule* periodic_rule_of(const PatternReport& r) {
    for (std::size_t i = 0; i < r.rules.size(); ++i)
        if (r.rules[i].kind == PatternRule::periodic) return &r.rules[i];
    return 0;
}

// f_k(n) by the family's rule alone (r.found), false where it gives no value.
inline bool family_rule_value(const FamilyReport& r, i64 k, u64 n, i64& value) {
    if (!r.found || n < r.first) return false;
    const FamilyClass& fc = r.classes[static_cast<std::size_t>(mod_floor(k, r.modulus))];
    i64 p, n0, s, t;
    if (!(mul_ok(fc.pa, k, t) && add_ok(t, fc.pb, p) && mul_ok(fc.na, k, t) && add_ok(t, fc.nb, n0) && mul_ok(fc.sa, k, t) &&
          add_ok(t, fc.sb, s) && p >= 1 && n0 >= static_cast<i64>(r.first)))
        return false;
    const u64 up = static_cast<u64>(p), un0 = static_cast<u64>(n0);
    const u64 reduced = n < un0 ? n : un0 + (n - un0) % up, turns = n < un0 ? 0 : (n - un0) / up;
    const u64 x = reduced - r.first, len = un0 - r.first + up;
    i64 v = 0, lift;
    bool ok;
    if (x + fc.tail >= len)
        v = fc.tail_values[static_cast<std::size_t>(len - 1 - x)], ok = true;
    else if (x < fc.head.size())
        v = fc.head[static_cast<std::size_t>(x)], ok = true;
    else
        ok = seq_value(fc.head_rule, x, v);
    return ok && turns <= static_cast<u64>(kMaxI64) && mul_ok(static_cast<i64>(turns), s, lift) && add_ok(v, lift, value);
}

}  // namespace pattern_detail

// The rules of a family of tables f_k(first..), one per key k: each member's
// own rules (find_pattern), and, when every member has a trusted period, the
// family's: for the least modulus m <= 6 with 3 members in every class of k
// mod m, the period, start and saltus affine in k within each class, and the
// values of a period read off a common head (and at most 8 values at its end),
// the head extended by a sequence rule seen three times. O(members * table).
inline FamilyReport find_family_pattern(const std::vector<std::int64_t>& keys,
                                        const std::vector<std::vector<std::int64_t> >& tables, std::uint64_t first = 0) {
    using namespace pattern_detail;
    assert(keys.size() == tables.size() && "find_family_pattern: one table per key");
    FamilyReport r;
    r.first = first;
    r.keys = keys;
    r.found = false;
    r.modulus = 0;
    std::vector<const PatternRule*> rule;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        r.members.push_back(find_pattern(tables[i], first));
        rule.push_back(periodic_rule_of(r.members.back()));
    }
    // fitted on the members whose own table shows a trusted period (3 in every
    // class at least), then checked on every value of every member: a member too
    // short to show its period (HDU 4764's f_k(1..30) for k near 30: one 0, then
    // 1s) must agree with the family's rule, and then says nothing against it
    std::size_t shown = 0;
    for (std::size_t i = 0; i < rule.size(); ++i) shown += rule[i] != 0;
    if (shown < 3) return r;
    for (i64 m = 1; m <= 6 && !r.found; ++m) {
        std::vector<FamilyClass> classes;
        bool ok = true;
        for (i64 c = 0; c < m && ok; ++c) {
            std::vector<std::size_t> in;
            for (std::size_t i = 0; i < keys.size(); ++i)
                if (mod_floor(keys[i], m) == c && rule[i]) in.push_back(i);
            std::sort(in.begin(), in.end(), [&keys](std::size_t x, std::size_t y) { return keys[x] < keys[y]; });
            std::vector<std::size_t> every;  // the class's members, fitted or not
            for (std::size_t i = 0; i < keys.size(); ++i)
                if (mod_floor(keys[i], m) == c) every.push_back(i);
            if (in.size() < 3) {
                ok = false;
                break;
            }
            FamilyClass fc;
            fc.residue = c;
            std::vector<i64> ks, ps, ns, ss;
            for (std::size_t j = 0; j < in.size(); ++j) {
                ks.push_back(keys[in[j]]);
                ps.push_back(static_cast<i64>(rule[in[j]]->period));
                ns.push_back(static_cast<i64>(rule[in[j]]->from));
                ss.push_back(rule[in[j]]->saltus);
            }
            if (!affine_in_k(ks, ps, fc.pa, fc.pb) || !affine_in_k(ks, ns, fc.na, fc.nb) || !affine_in_k(ks, ss, fc.sa, fc.sb)) {
                ok = false;
                break;
            }
            // the head and tail of a period's block (preperiod included)
            bool found_tail = false;
            for (std::size_t tail = 0; tail <= 8 && !found_tail; ++tail) {
                std::vector<i64> head;
                std::vector<char> known;
                std::vector<i64> tv(tail, 0);
                std::vector<char> tknown(tail, 0);
                bool consistent = true;
                for (std::size_t j = 0; j < every.size() && consistent; ++j) {
                    // a member too short to show its period gives the part it shows
                    const std::vector<i64>& f = tables[every[j]];
                    const i64 k = keys[every[j]];
                    i64 p, n0, t;
                    if (!mul_ok(fc.pa, k, t) || !add_ok(t, fc.pb, p) || !mul_ok(fc.na, k, t) || !add_ok(t, fc.nb, n0) || p < 1 ||
                        n0 < static_cast<i64>(first) || static_cast<u64>(n0) - first > (static_cast<u64>(1) << 40) ||
                        p > (static_cast<i64>(1) << 40)) {
                        consistent = false;
                        break;
                    }
                    const std::size_t len = static_cast<std::size_t>(static_cast<u64>(n0) - first + static_cast<u64>(p));
                    const bool fitted = rule[every[j]] != 0;
                    if (len <= tail || (fitted && len > f.size())) {
                        consistent = false;
                        break;
                    }
                    for (std::size_t x = 0; x < std::min(len - tail, f.size()) && consistent; ++x) {
                        if (x >= head.size()) head.resize(x + 1, 0), known.resize(x + 1, 0);
                        if (known[x] && head[x] != f[x]) consistent = false;
                        head[x] = f[x], known[x] = 1;
                    }
                    for (std::size_t y = 0; y < tail && consistent; ++y) {
                        if (len - 1 - y >= f.size()) continue;
                        const i64 v = f[len - 1 - y];
                        if (tknown[y] && tv[y] != v) consistent = false;
                        tv[y] = v, tknown[y] = 1;
                    }
                }
                for (std::size_t y = 0; y < tail; ++y) consistent = consistent && tknown[y];
                if (!consistent) continue;
                fc.tail = tail;
                fc.tail_values = tv;
                fc.head = head;
                fc.head_rule = fit_sequence(head, 6);
                found_tail = true;
            }
            if (!found_tail) {
                ok = false;
                break;
            }
            classes.push_back(fc);
        }
        if (!ok) continue;
        r.found = true;
        r.modulus = m;
        r.classes = classes;
        for (std::size_t i = 0; i < tables.size() && r.found; ++i)
            for (std::size_t x = 0; x < tables[i].size() && r.found; ++x) {
                i64 v;
                r.found = family_rule_value(r, keys[i], first + x, v) && v == tables[i][x];
            }
        if (!r.found) continue;
        for (std::size_t c = 0; c < classes.size(); ++c) {
            const FamilyClass& fc = classes[c];
            std::string s = m == 1 ? "every k" : "k = " + std::to_string(fc.residue) + " (mod " + std::to_string(m) + ")";
            s += ": period p = " + affine_k_text(fc.pa, fc.pb) + " from n0 = " + affine_k_text(fc.na, fc.nb);
            if (fc.sa || fc.sb) s += ", saltus " + affine_k_text(fc.sa, fc.sb);
            s += "; f_k(n) = h(n) for n < n0 + p";
            if (fc.tail) {
                s += " - " + std::to_string(fc.tail) + ", then";
                for (std::size_t y = fc.tail; y-- > 0;) s += " " + std::to_string(fc.tail_values[y]);
            }
            s += "; h(n) for n = " + std::to_string(first) + ".." + std::to_string(first + fc.head.size() - 1) + ": " +
                 list_text(fc.head, 24) + "; beyond: " +
                 (fc.head_rule.kind == SequenceRule::none ? std::string("no rule found") : seq_text(fc.head_rule, "h", "x") +
                                                                (first ? " with x = n - " + std::to_string(first) : " with x = n"));
            r.text.push_back(s);
        }
    }
    if (!r.found) r.modulus = 0, r.classes.clear();
    return r;
}

// f_K(N): the member's own table or trusted rules when K is a member (unknown
// if the family's rule says otherwise), else the family's rule.
inline bool family_value(const FamilyReport& r, std::int64_t k, std::uint64_t n, std::int64_t& value) {
    using namespace pattern_detail;
    bool have_member = false, have_family = false;
    std::int64_t member = 0, family = 0;
    for (std::size_t i = 0; i < r.keys.size(); ++i)
        if (r.keys[i] == k) have_member = pattern_value(r.members[i], n, member);
    have_family = family_rule_value(r, k, n, family);
    if (have_member && have_family && member != family) return false;
    if (have_member) return value = member, true;
    if (have_family) return value = family, true;
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
