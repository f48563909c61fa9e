// nimkit/pattern_sequence.hpp - the rule finder: from a table of values f(S..E) (a game's
// Grundy values, 0/1 verdicts, anything) to the rules it follows, as data that
// predicts f(n) far past the table - or says `unknown`.
//
// values_to_trust(report, r, most): how many values would decide an untrusted
//   rule r - the least table, the report's values followed by r's own, on
//   which find_pattern trusts it (the trust rule run, not a bound apart from
//   it); `pattern` prints it as "give at least N values to decide it".
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
//              zero2(n) (the second 0 bit) and block[R(n) mod p] with
//              R(n) = floor(sqrt(c floor(n^2 / b))) (floor(n sqrt 2) among
//              them: internal_root_rule.hpp, from the table's first n);
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
//              sequence, Thue-Morse, tables whose period doubles as they grow);
//   window     f(n) = mex of f(x), lo(n) <= x <= min(hi(n), n - 1), lo and hi
//              among 0, n^(1/4), n^(1/3), sqrt n, n/4, n/3, n/2 (floor or
//              ceil), n - 1 - or 1 when one f(x) is 0 - from n0 <= 64: the
//              game's own moves to a window (Codeforces 255E), on tables of
//              at most 256 runs, trusted only when no other window that fits
//              says otherwise (internal_window_rule.hpp).
// Trust. A rule is TRUSTED only when the same rule, same parameters, is also
//   what the finder reads on the first half and on the first three quarters of
//   the table: a period seen three times in the first half, a rule whose
//   parameters grow with the table (a period that doubles) is no rule. The
//   evidence grows with the claim: a rule that says the last run never ends (a
//   constant tail, consecutive positions, a function constant past the table)
//   needs that run 32 values long, 5 times its start, 4 times any earlier run,
//   and is never trusted after runs that grew (1, 2, 5, 40, ...: it may be one
//   more run), nor when a window rule (the game's own moves) fits the table
//   and says otherwise past it; an "and"/"or" of two sets or a view (n - 1, n + 1, a slope
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
//   tests/pattern_decide_test.py: values_to_trust's N real values of 8 games
//   decide the rule, N - 1 do not. tests/pattern_games_test.py scores the command on 46 games' tables (Mock
//   Turtles among them); tests/pattern_prefix_test.py cuts those tables and
//   more (Grundy's game win/lose, 255E, HDU 4764's family) to their prefixes:
//   no answer past a prefix wrong. tests/test_pattern_certificate.cpp: verdict
//   tables of 0.4, 0.6021, 0.622, 0.4132 (searched from the moves) certified
//   nothing under any bounds; their Grundy tables, stated so, certified true
//   past the table. Theory: docs/theory.md, "Finding rules".
#ifndef NIMKIT_PATTERN_SEQUENCE_HPP
#define NIMKIT_PATTERN_SEQUENCE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_pattern_detect.hpp"
#include "nimkit/internal_pattern_trust.hpp"
#include "nimkit/internal_root_rule.hpp"
#include "nimkit/internal_window_rule.hpp"
#include "nimkit/octal.hpp"
#include "nimkit/pattern_rule.hpp"

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

namespace pattern_detail {

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

}  // namespace pattern_detail

// Which kinds find_pattern reports: bit 1 << PatternRule::Kind (all by default;
// a test of one kind asks for it alone).
const unsigned kAllPatternKinds = 0xFF;

namespace pattern_detail {

// The period the theorem proves, for a declared heap game whose table is its
// Grundy values from heap 0 (on any other table, e.g. verdicts, it says nothing).
inline void add_certified(const std::vector<i64>& values, u64 first, const HeapBounds& bounds, PatternReport& report) {
    if (!(bounds.declared && bounds.free_sizes && bounds.grundy_values && first == 0)) return;
    const Period c = certify_period_heaps(values, bounds.most_taken, bounds.most_heaps);
    if (!c.found) return;
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

// The kinds asked for, simplest first, the evidence that grows with the claim;
// then a rule that says nothing a simpler trusted one does not say at every
// probe adds nothing to the list, nor does a fit that is not trusted.
inline void keep_what_adds(PatternReport& report, unsigned kinds) {
    for (int pass = 0; pass < 2; ++pass) {
        std::vector<PatternRule>& list = pass ? report.untrusted : report.rules;
        std::vector<PatternRule> asked;
        for (std::size_t i = 0; i < list.size(); ++i)
            if (kinds >> list[i].kind & 1) asked.push_back(list[i]);
        list.swap(asked);
    }
    std::stable_sort(report.rules.begin(), report.rules.end(),
                     [](const PatternRule& a, const PatternRule& b) { return a.cost < b.cost; });
    const std::vector<u64> at = probes(report.first + report.values.size() - 1);
    doubt_settled(report, at);
    std::vector<PatternRule> kept, doubted;
    for (std::size_t i = 0; i < report.rules.size(); ++i)
        if (!implied_by(report.rules[i], kept, report, at)) kept.push_back(report.rules[i]);
    for (std::size_t i = 0; i < report.untrusted.size(); ++i)
        if (!implied_by(report.untrusted[i], kept, report, at)) doubted.push_back(report.untrusted[i]);
    report.untrusted = doubted;
    report.rules = kept;
}

}  // namespace pattern_detail

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
    add_certified(values, first, bounds, report);
    if (L < 12) return report;
    const Precomputed pre = precompute(values, first);
    std::vector<PatternRule> whole, suspect, half, three, ignored;
    const Table all = {&values[0], L, first};
    detect_all(all, pre, whole, suspect);
    detect_extra(all, whole);
    detect_window(all, whole);
    const Table h = {&values[0], L / 2, first}, q = {&values[0], L - L / 4, first};
    if (h.len >= 12) detect_all(h, pre, half, ignored), detect_extra(h, half), detect_window(h, half);
    detect_all(q, pre, three, ignored);
    detect_extra(q, three);
    detect_window(q, three);
    sort_by_trust(whole, half, three, report.rules, report.untrusted,
                  "not what the first half of the table shows (" + range_text(first, first + L / 2 - 1) + ")",
                  "not what the first three quarters show (" + range_text(first, first + L - L / 4 - 1) + ")");
    report.untrusted.insert(report.untrusted.end(), suspect.begin(), suspect.end());
    detect_views(values, first, report);
    doubt_against_windows(report);
    keep_what_adds(report, kinds);
    return report;
}

namespace pattern_detail {

// t's table followed by r's own values, `count` values in all; shorter where r
// stops giving a value (nothing, or only "not v").
inline std::vector<i64> followed_by(const PatternReport& t, const PatternRule& r, u64 count) {
    std::vector<i64> v(t.values);
    for (u64 n = t.first + v.size(); v.size() < count; ++n) {
        const PatternPrediction p = r.predict(t, n);
        if (p.kind != PatternPrediction::value) break;
        v.push_back(p.v);
    }
    return v;
}

// Whether find_pattern trusts r (the same rule as data) on the first `count` of v.
inline bool trusts_on(const std::vector<i64>& v, std::size_t count, u64 first, const PatternRule& r) {
    const PatternReport x = find_pattern(std::vector<i64>(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(count)), first);
    for (std::size_t i = 0; i < x.rules.size(); ++i)
        if (same_rule(x.rules[i], r)) return true;
    return false;
}

}  // namespace pattern_detail

// How many values would decide r, a rule of t.untrusted: the least N <= most
// such that the table f(first..first + N - 1), t's values followed by r's own,
// gets r trusted - the trust rule itself run on them, not a bound guessed
// apart from it. A table of N values then trusts r if they follow it, and no
// longer fits it if they do not. 0 when no N <= most does (r needs more, stops
// giving values, or is never trusted: a last run after runs that grew).
// O(find_pattern(most) log most): one run on all `most`, then about
// 2 log2(N / L) + log2(N) runs for a table of L values.
inline std::uint64_t values_to_trust(const PatternReport& t, const PatternRule& r, std::uint64_t most) {
    using namespace pattern_detail;
    assert(!r.certified && "values_to_trust: a rule of the report's untrusted list");
    const u64 have = t.values.size();
    if (have == 0 || most <= have) return 0;
    const std::vector<i64> v = followed_by(t, r, most);
    // the longest first: most rules that are not decided soon are not decided at all
    if (v.size() <= have || !trusts_on(v, v.size(), t.first, r)) return 0;
    u64 fails = have, hi = have + 1;  // fails: a length not enough; hi: the next one tried
    while (!trusts_on(v, static_cast<std::size_t>(hi), t.first, r)) {
        fails = hi;
        hi = std::min<u64>(v.size(), hi + std::max<u64>(1, hi / 2));
    }
    while (hi - fails > 1) {  // the least length that is enough, between the two
        const u64 mid = fails + (hi - fails) / 2;
        if (trusts_on(v, static_cast<std::size_t>(mid), t.first, r)) hi = mid;
        else fails = mid;
    }
    return hi;
}

}  // namespace nimkit

#endif
