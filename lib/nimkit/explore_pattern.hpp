// nimkit/explore_pattern.hpp - the patterns of an explored game's tables,
// each said as proved or only observed: what the rule finder (nimkit/pattern.hpp,
// included here) reads in a table of nimkit/explore.hpp's searches.
//
// Rules: heap_pattern(g, bounds) is find_pattern's periodic kind: a period
//   CERTIFIED by octal.hpp's certify_period_heaps when the caller declares the
//   bounds of the theorem (moves remove at most t tokens and leave at most J
//   heaps, the sizes of the parts free, the same rule at every heap size);
//   otherwise the period or arithmetic period the finder trusts (the same on
//   the table, its first half and three quarters), reported as observed.
//   line_pattern runs heap_pattern on a row, column or diagonal of a pair table.
// Two numbers: sum_in_disguise checks g(a, b) = g(a, 0) ^ g(0, b) on a square
//   table (the finder's sum_breaks_at), an observation; beatty_fit says
//   whether the a_k of p_pairs are floor(k alpha) for some alpha, gives
//   alpha's interval and the continued-fraction terms the data determine.
//   find_pair_pattern (nimkit/pattern.hpp) is the finder for two numbers, with
//   predictions.
// Any game: separating_features tries xor = 0, the sum mod m (m <= 12), and for
//   one number Fibonacci / power-of-two / square membership as the rule for P.
//   All observations on the positions given.
// A separate header from explore.hpp because the rule finder is most of a
// bundle (about 140 KB with it): a solution that needs values includes
// explore.hpp, an exploration this one.
// Proved by: tests/test_explore.cpp - each detector against known answers and
//   games built to fool it. See docs/theory.md, "Exploring a game".
#ifndef NIMKIT_EXPLORE_PATTERN_HPP
#define NIMKIT_EXPLORE_PATTERN_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/explore.hpp"
#include "nimkit/pattern.hpp"

namespace nimkit {

// A heap table's pattern: g(n + period) = g(n) + saltus for n >= start.
struct HeapPattern {
    Verdict verdict;
    std::size_t start, period;
    unsigned saltus;  // 0: a plain period
};

// The pattern of g(0..size-1) as the rule finder (nimkit/pattern.hpp) reads it:
// the period the table proves when the bounds are declared (certified), else
// the trusted periodic rule find_pattern sees - a period or an arithmetic
// period, the same on the whole table, its first half and three quarters -
// as observed; else none. (Its other kinds: find_pattern itself.)
template <class Values>
HeapPattern heap_pattern(const Values& g, const HeapBounds& bounds = undeclared_bounds()) {
    std::vector<std::int64_t> v(g.size());
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = static_cast<std::int64_t>(g[i]);
    const PatternReport report = find_pattern(v, 0, bounds);
    for (std::size_t i = 0; i < report.rules.size(); ++i) {
        const PatternRule& r = report.rules[i];
        if (r.kind != PatternRule::periodic || r.saltus < 0) continue;
        const std::string from = " from heap " + std::to_string(r.from);
        HeapPattern p = {{true, r.certified,
                          r.saltus ? "arithmetic period " + std::to_string(r.period) + ", saltus " + std::to_string(r.saltus) + "," + from
                                   : "period " + std::to_string(r.period) + from,
                          "g(0.." + std::to_string(r.last) + ")"},
                         static_cast<std::size_t>(r.from), static_cast<std::size_t>(r.period), static_cast<unsigned>(r.saltus)};
        return p;
    }
    const std::string last = v.empty() ? std::string("-1") : std::to_string(v.size() - 1);
    HeapPattern none = {{false, false, "no period and no arithmetic period", "g(0.." + last + ")"}, 0, 0, 0};
    return none;
}

// heap_pattern of that line (period, arithmetic period, or none), observed
// only; the range names the line: "row 3, b <= 200" / "column 3, a <= 200" /
// "diagonal b - a = 3, a <= 197".
inline HeapPattern line_pattern(const PairTable& t, TableLine line, std::size_t index) {
    const std::vector<unsigned> v = table_line(t, line, index);
    HeapPattern p = heap_pattern(v);
    static const char* const kName[] = {"row ", "column ", "diagonal b - a = "};
    static const char* const kAlong[] = {", b <= ", ", a <= ", ", a <= "};
    p.verdict.range = kName[line] + std::to_string(index) + kAlong[line] + std::to_string(v.size() - 1);
    return p;
}

// Whether the game of two numbers is the sum of its two one-number games:
// g(a, b) = g(a, 0) ^ g(0, b) on the whole table; if not, the first (a, b)
// that breaks it. An observation. O(n^2).
inline Verdict sum_in_disguise(const PairTable& t) {
    std::size_t a, b;  // g(0, 0) = 0 in a game: the finder's xor sum, base 0
    if (t.at(0, 0) == 0 && !sum_breaks_at([&t](std::size_t x, std::size_t y) { return t.at(x, y); }, t.n + 1, t.n + 1, 0, a, b)) {
        Verdict v = {true, false, "g(a, b) = g(a, 0) xor g(0, b)", explore_detail::square(t.n)};
        return v;
    }
    if (t.at(0, 0) != 0) a = b = 0;
    Verdict v = {false, false,
                 "not a sum: g" + explore_detail::pair(a, b) + " = " + std::to_string(t.at(a, b)) + ", g" +
                     explore_detail::pair(a, 0) + " xor g" + explore_detail::pair(0, b) + " = " +
                     std::to_string(t.at(a, 0) ^ t.at(0, b)),
                 explore_detail::square(t.n)};
    return v;
}

// ---- Beatty sequences: a_k = floor(k * alpha) ---------------------------------

// What a finite sequence allows of alpha: every alpha in [low, high) (fractions
// low_num/low_den, high_num/high_den) gives a_k = floor(k*alpha) for every k
// listed, and no other alpha does; `terms` are the leading terms of the
// continued fraction that every such alpha shares ([1; 1, 1, ...] for the
// golden ratio); more terms would need a longer sequence.
struct BeattyFit {
    Verdict verdict;
    std::uint64_t low_num, low_den, high_num, high_den;
    std::vector<std::uint64_t> terms;
};

namespace explore_detail {
inline std::string continued_fraction(const std::vector<std::uint64_t>& terms) {
    std::string s = "[";
    for (std::size_t i = 0; i < terms.size(); ++i)
        s += std::to_string(terms[i]) + (i == 0 ? (terms.size() > 1 ? "; " : "") : (i + 1 < terms.size() ? ", " : ""));
    return s + ", ...]";
}
}  // namespace explore_detail

// Whether seq[k - first_k] = floor(k * alpha) for one real alpha > 0 and every
// k listed (first_k >= 1; seq[i] < 2^31 and first_k + seq.size() < 2^31, so the
// products below fit in 64 bits). alpha's interval is [max a_k / k, min
// (a_k + 1) / k); found iff it is not empty. An observation on the k listed:
// the continued fraction printed is what they determine. O(size).
inline BeattyFit beatty_fit(const std::vector<std::size_t>& seq, std::size_t first_k = 1) {
    assert(first_k >= 1 && first_k + seq.size() < (static_cast<std::size_t>(1) << 31) && "beatty_fit: k < 2^31");
    const std::size_t last_k = first_k + seq.size() - 1;
    BeattyFit r = {{false, false, "", "k = " + std::to_string(first_k) + ".." + std::to_string(last_k)}, 0, 1, 1, 0,
                   std::vector<std::uint64_t>()};
    if (seq.empty()) {
        r.verdict.pattern = "no Beatty sequence: no terms";
        return r;
    }
    std::uint64_t ln = 0, ld = 1, hn = 1, hd = 0;  // [0, infinity)
    std::size_t low_k = 0, high_k = 0;
    for (std::size_t i = 0; i < seq.size(); ++i) {
        assert(seq[i] < (static_cast<std::size_t>(1) << 31) && "beatty_fit: terms < 2^31");
        const std::uint64_t k = first_k + i, a = seq[i];
        if (a * ld > ln * k) ln = a, ld = k, low_k = k;                   // alpha >= a / k
        if (hd == 0 || (a + 1) * hd < hn * k) hn = a + 1, hd = k, high_k = k;  // alpha < (a + 1) / k
        if (ln * hd >= hn * ld) {
            r.verdict.pattern = "not a Beatty sequence: a_" + std::to_string(low_k) + " = " + std::to_string(ln) +
                                " needs alpha >= " + std::to_string(ln) + "/" + std::to_string(ld) + ", a_" +
                                std::to_string(high_k) + " = " + std::to_string(hn - 1) + " needs alpha < " +
                                std::to_string(hn) + "/" + std::to_string(hd);
            return r;
        }
    }
    r.low_num = ln, r.low_den = ld, r.high_num = hn, r.high_den = hd;
    const std::vector<std::int64_t> terms = pattern_detail::shared_cf_terms(ln, ld, hn, hd, true, false);
    r.terms.assign(terms.begin(), terms.end());
    r.verdict.found = true;
    r.verdict.pattern = "a_k = floor(k alpha), alpha in [" + std::to_string(ln) + "/" + std::to_string(ld) + ", " +
                        std::to_string(hn) + "/" + std::to_string(hd) + ") = " +
                        explore_detail::continued_fraction(r.terms);
    return r;
}

// ---- Features that may separate P from N ----------------------------------------

namespace explore_detail {

// 1: the feature holds for exactly the P-positions, -1: for exactly the
// N-positions (P iff not the feature), 0: it does not separate.
inline int separates(const std::vector<bool>& lost, const std::vector<bool>& feature) {
    bool same = true, opposite = true;
    for (std::size_t i = 0; i < lost.size(); ++i) same = same && feature[i] == lost[i], opposite = opposite && feature[i] != lost[i];
    return same ? 1 : opposite ? -1 : 0;
}

// P iff the sum (`what`) mod m is in R, for the least m in 2..max_modulus that
// separates, if any: its verdict added to found.
inline void separating_modulus(const std::vector<std::uint64_t>& sum, const std::vector<bool>& lost, std::uint64_t max_modulus,
                               const std::string& what, const std::string& range, std::vector<Verdict>& found) {
    for (std::uint64_t m = 2; m <= max_modulus; ++m) {
        std::vector<char> p_res(m, 0), n_res(m, 0);
        for (std::size_t i = 0; i < sum.size(); ++i) (lost[i] ? p_res : n_res)[sum[i] % m] = 1;
        bool disjoint = true;
        std::string set;
        for (std::uint64_t r = 0; r < m; ++r) {
            disjoint = disjoint && !(p_res[r] && n_res[r]);
            if (p_res[r]) set += (set.empty() ? "" : ", ") + std::to_string(r);
        }
        if (!disjoint || set.empty()) continue;
        found.push_back(Verdict{true, false,
                                m == 2 ? "P iff " + what + " is " + (p_res[0] ? "even" : "odd")
                                       : "P iff " + what + " mod " + std::to_string(m) + " is in {" + set + "}",
                                range});
        return;
    }
}

}  // namespace explore_detail

// Positions given as tuples of numbers (one number for a heap game), each with
// whether the mover loses (a P-position). separating_features tries, in this
// order, the rules a contestant tries first, and lists every one that holds on
// all the positions given (found) - or, when none does, one verdict saying so:
//   P iff the xor of the numbers is 0;
//   P iff the sum is even / odd;
//   P iff the sum mod m is in R, for the least m in 2..max_modulus that works
//     (R printed; parity is m = 2 and is not repeated);
//   one number only: P iff n is (or is not) a Fibonacci number (1, 2, 3, 5, ..),
//     a power of two, a perfect square.
// Observations on the positions given; never proved.
inline std::vector<Verdict> separating_features(const std::vector<std::vector<std::uint64_t> >& positions,
                                                const std::vector<bool>& lost, std::uint64_t max_modulus = 12) {
    assert(positions.size() == lost.size() && "separating_features: one verdict a position");
    const std::string range = std::to_string(positions.size()) + " positions";
    std::vector<Verdict> found;
    bool one_number = true;
    std::vector<std::uint64_t> sum(positions.size(), 0), x(positions.size(), 0);
    for (std::size_t i = 0; i < positions.size(); ++i) {
        one_number = one_number && positions[i].size() == 1;
        for (std::size_t j = 0; j < positions[i].size(); ++j) sum[i] += positions[i][j], x[i] ^= positions[i][j];
    }
    std::vector<bool> f(positions.size());
    for (std::size_t i = 0; i < f.size(); ++i) f[i] = x[i] == 0;
    if (explore_detail::separates(lost, f) == 1) found.push_back(Verdict{true, false, "P iff the xor of the numbers is 0", range});
    explore_detail::separating_modulus(sum, lost, max_modulus, one_number ? "n" : "the sum", range, found);
    if (one_number) {
        static const char* const kName[] = {"a Fibonacci number (1, 2, 3, 5, 8, ...)", "a power of two", "a perfect square"};
        for (int k = 0; k < 3; ++k) {
            for (std::size_t i = 0; i < f.size(); ++i) {
                const std::uint64_t n = positions[i][0];
                f[i] = pattern_detail::atom_member(k == 0 ? pattern_detail::atom_fibonacci : k == 1 ? pattern_detail::atom_pow2 : pattern_detail::atom_square, n);
            }
            const int s = explore_detail::separates(lost, f);
            if (s != 0) found.push_back(Verdict{true, false, std::string("P iff n is ") + (s < 0 ? "not " : "") + kName[k], range});
        }
    }
    if (found.empty())
        found.push_back(Verdict{false, false, "no feature tried separates P from N (xor, sum mod 2.." + std::to_string(max_modulus) +
                                                  (one_number ? ", Fibonacci, powers of two, squares)" : ")"),
                                range});
    return found;
}

}  // namespace nimkit

#endif
