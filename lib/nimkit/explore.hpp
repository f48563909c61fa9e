// nimkit/explore.hpp - any game written in C++: its values by search, and the
// patterns of its tables, each said as proved or only observed.
//
// The searches: GameExplorer (positions of any type, memoised in a hash map;
//   options with a multiplicity), heap_game_table and heap_move_to live in
//   nimkit/game_explorer.hpp; DenseExplorer (positions numbered 0..n-1, flat
//   arrays, no hashing) in nimkit/dense_explorer.hpp. Both are included here,
//   so `#include <nimkit/explore.hpp>` gives everything; a submission that
//   needs only a search includes one of them and stays small (this header
//   brings the pattern finder: bundles of about 160 KB).
// octal_game_of reads the octal code off a heap game given as code (checked
//   heap by heap), so that grundy's own engine (GrundySequence, rare/common)
//   runs it: 10^6 heaps of Kayles given in words in a fraction of a second,
//   its period certified.
// Verdicts: what a detector saw, on which range, and whether a theorem makes it
//   hold beyond the range (proved) or not (observed). verdict_text says so in
//   words: "period 12 from heap 71 (certified by g(0..167))", or "... (observed
//   on g(0..999), not proved)" - never "the rule is" for an observation.
// Rules: nimkit/pattern.hpp's find_pattern (included here) reads any table -
//   periods, functions of n, sets, runs, f(2n) from f(n), ... - and
//   pattern_value predicts far past it or says unknown. heap_pattern(g, bounds)
//   is its periodic kind: a period CERTIFIED by octal.hpp's certify_period_heaps
//   when the caller declares the bounds of the theorem (moves remove at most t
//   tokens and leave at most J heaps, the sizes of the parts free, the same
//   rule at every heap size); otherwise the period or arithmetic period the
//   finder trusts (the same on the table, its first half and three quarters),
//   reported as observed.
// Two numbers: sum_in_disguise checks g(a, b) = g(a, 0) ^ g(0, b) on a square
//   table; wythoff_type_pairs checks that the P-positions are the pairs
//   {a_k, b_k}, a_k the mex of the earlier a's and b's, b_k = a_k + k*d.
//   Both are observations on the square (no theorem is applied). p_pairs lists
//   the P-positions as pairs (a_k <= b_k, one per number); beatty_fit says
//   whether a_k = floor(k alpha) for some alpha, gives alpha's interval and the
//   continued-fraction terms the data determine; line_pattern runs heap_pattern
//   on a row, column or diagonal of the table. find_pair_pattern
//   (nimkit/pattern.hpp) is the finder for two numbers, with predictions.
// Any game: separating_features tries xor = 0, the sum mod m (m <= 12), and for
//   one number Fibonacci / power-of-two / square membership as the rule for P.
//   All observations on the positions given.
// Proved by: tests/test_explore.cpp - each detector against known answers and
//   games built to fool it; octal_game_of against the octal engine (the
//   searches: see their headers). See docs/theory.md, "Exploring a game".
#ifndef NIMKIT_EXPLORE_HPP
#define NIMKIT_EXPLORE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/dense_explorer.hpp"
#include "nimkit/game_explorer.hpp"
#include "nimkit/internal_mex.hpp"
#include "nimkit/octal.hpp"
#include "nimkit/pattern.hpp"

namespace nimkit {

// What a detector saw: `pattern` in words, on `range` (e.g. "g(0..999)" or
// "a, b <= 200"); proved when a theorem extends it past the range.
struct Verdict {
    bool found;           // the pattern holds on the range
    bool proved;          // and a theorem makes it hold everywhere
    std::string pattern;  // "period 12 from heap 71", or what failed
    std::string range;    // what it was checked on, or certified by
};

// "period 12 from heap 71 (certified by g(0..167))", "... (observed on
// g(0..999), not proved)", or for a pattern not found "... (checked on ...)".
inline std::string verdict_text(const Verdict& v) {
    if (v.found && v.proved) return v.pattern + " (certified by " + v.range + ")";
    if (v.found) return v.pattern + " (observed on " + v.range + ", not proved)";
    return v.pattern + " (checked on " + v.range + ")";
}

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

// g(a, b) for 0 <= a, b <= n, row by row: at(a, b) = value[a * (n + 1) + b].
struct PairTable {
    std::size_t n;
    std::vector<unsigned> value;
    unsigned at(std::size_t a, std::size_t b) const { return value[a * (n + 1) + b]; }
};

// The table of f(a, b) (e.g. an explorer's grundy of the position (a, b)).
template <class F>
PairTable pair_table(std::size_t n, F f) {
    PairTable t = {n, std::vector<unsigned>((n + 1) * (n + 1), 0)};
    for (std::size_t a = 0; a <= n; ++a)
        for (std::size_t b = 0; b <= n; ++b) t.value[a * (n + 1) + b] = f(a, b);
    return t;
}

namespace explore_detail {
inline std::string square(std::size_t n) { return "a, b <= " + std::to_string(n); }
inline std::string pair(std::size_t a, std::size_t b) {
    return "(" + std::to_string(a) + ", " + std::to_string(b) + ")";
}
}  // namespace explore_detail

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

// P-positions of the Wythoff type: the pairs {a_k, b_k}, k = 0, 1, ..., with
// a_k the least number not among a_0, b_0, .., a_{k-1}, b_{k-1} and
// b_k = a_k + k*d (d = 1: Wythoff's game).
struct WythoffPairs {
    Verdict verdict;
    std::size_t d;                          // the difference step, from the pair of a_1 = 1
    std::vector<std::size_t> lower, upper;  // a_k, b_k for the pairs with b_k <= n
};

// Whether the P-positions of the table (g = 0) are exactly the pairs above, in
// either order, within the square a, b <= n: d is read off the P-position
// (1, b) with the least b >= 1; if not, the first position that breaks it.
// An observation. O(n^2).
inline WythoffPairs wythoff_type_pairs(const PairTable& t) {
    const std::size_t n = t.n;
    WythoffPairs r = {{false, false, "", explore_detail::square(n)}, 0, std::vector<std::size_t>(), std::vector<std::size_t>()};
    std::size_t b1 = 1;
    while (b1 <= n && t.at(1, b1) != 0) ++b1;
    if (n < 1 || b1 > n) {
        r.verdict.pattern = "no Wythoff-type pairs: no P-position (1, b), b >= 1";
        return r;
    }
    r.d = b1 - 1;
    // predicted[a * (n + 1) + b]: (a, b) is a predicted pair, in either order.
    std::vector<char> predicted((n + 1) * (n + 1), 0), used(n + 1, 0);
    std::size_t mex = 0;
    for (std::size_t k = 0;; ++k) {
        while (mex <= n && used[mex]) ++mex;
        if (mex > n || mex + k * r.d > n) break;
        const std::size_t a = mex, b = mex + k * r.d;
        used[a] = used[b] = 1;
        predicted[a * (n + 1) + b] = predicted[b * (n + 1) + a] = 1;
        r.lower.push_back(a);
        r.upper.push_back(b);
    }
    for (std::size_t a = 0; a <= n; ++a)
        for (std::size_t b = 0; b <= n; ++b)
            if ((t.at(a, b) == 0) != (predicted[a * (n + 1) + b] != 0)) {
                r.verdict.pattern = "not Wythoff-type with d = " + std::to_string(r.d) + ": " +
                                    explore_detail::pair(a, b) +
                                    (t.at(a, b) == 0 ? " is a P-position outside the pairs" : " is a pair but not a P-position");
                return r;
            }
    r.verdict.found = true;
    r.verdict.pattern = "P-positions {a_k, a_k + " + std::to_string(r.d) + "k}, a_k the mex of the earlier pairs";
    return r;
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

// The P-positions of a two-number game as pairs a_k <= b_k ordered by a_k, one
// pair per a (the Wythoff shape): found iff every a <= n is in at most one
// P-position (a, b) with a <= b <= n, or the first a in two. The pairs with
// b <= n are listed, (0, 0) first when it is a P-position. An observation.
struct PPairs {
    Verdict verdict;
    std::vector<std::size_t> lower, upper;
};

inline PPairs p_pairs(const PairTable& t) {
    PPairs r = {{true, false, "P-positions (a_k, b_k), a_k <= b_k, one for each a_k", explore_detail::square(t.n)},
                std::vector<std::size_t>(), std::vector<std::size_t>()};
    std::vector<char> seen(t.n + 1, 0);
    for (std::size_t a = 0; a <= t.n; ++a)
        for (std::size_t b = a; b <= t.n; ++b)
            if (t.at(a, b) == 0) {
                if (seen[a] || seen[b]) {
                    r.verdict.found = false;
                    r.verdict.pattern = "P-positions share a number: " + explore_detail::pair(a, b) + " and another with " +
                                        std::to_string(seen[a] ? a : b);
                    return r;
                }
                seen[a] = seen[b] = 1;
                r.lower.push_back(a);
                r.upper.push_back(b);
            }
    return r;
}

// ---- Lines of a two-number table ----------------------------------------------

// Row a: g(a, 0..n); column b: g(0..n, b); diagonal d: g(0, d), g(1, d + 1), ...
// (d >= 0, the cells with b - a = d) - a one-number sequence for heap_pattern.
enum TableLine { table_row, table_column, table_diagonal };

inline std::vector<unsigned> table_line(const PairTable& t, TableLine line, std::size_t index) {
    assert(index <= t.n && "table_line: index <= n");
    std::vector<unsigned> v;
    for (std::size_t i = 0; i <= t.n; ++i) {
        if (line == table_row) v.push_back(t.at(index, i));
        if (line == table_column) v.push_back(t.at(i, index));
        if (line == table_diagonal && i + index <= t.n) v.push_back(t.at(i, i + index));
    }
    return v;
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

// ---- Features that may separate P from N ----------------------------------------

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
    // rule(i) true for exactly the P-positions (or exactly the N-positions when
    // `negated` is allowed): the feature separates.
    struct Separates {
        static int check(const std::vector<bool>& lost, const std::vector<bool>& feature) {
            bool same = true, opposite = true;
            for (std::size_t i = 0; i < lost.size(); ++i) same = same && feature[i] == lost[i], opposite = opposite && feature[i] != lost[i];
            return same ? 1 : opposite ? -1 : 0;
        }
    };
    std::vector<bool> f(positions.size());
    for (std::size_t i = 0; i < f.size(); ++i) f[i] = x[i] == 0;
    if (Separates::check(lost, f) == 1) found.push_back(Verdict{true, false, "P iff the xor of the numbers is 0", range});
    for (std::uint64_t m = 2; m <= max_modulus; ++m) {
        std::vector<char> p_res(m, 0), n_res(m, 0);
        for (std::size_t i = 0; i < positions.size(); ++i) (lost[i] ? p_res : n_res)[sum[i] % m] = 1;
        bool disjoint = true;
        std::string set;
        for (std::uint64_t r = 0; r < m; ++r) {
            disjoint = disjoint && !(p_res[r] && n_res[r]);
            if (p_res[r]) set += (set.empty() ? "" : ", ") + std::to_string(r);
        }
        if (!disjoint || set.empty()) continue;
        const std::string what = one_number ? "n" : "the sum";
        found.push_back(Verdict{true, false,
                                m == 2 ? "P iff " + what + " is " + (p_res[0] ? "even" : "odd")
                                       : "P iff " + what + " mod " + std::to_string(m) + " is in {" + set + "}",
                                range});
        break;
    }
    if (one_number) {
        static const char* const kName[] = {"a Fibonacci number (1, 2, 3, 5, 8, ...)", "a power of two", "a perfect square"};
        for (int k = 0; k < 3; ++k) {
            for (std::size_t i = 0; i < f.size(); ++i) {
                const std::uint64_t n = positions[i][0];
                f[i] = pattern_detail::atom_member(k == 0 ? pattern_detail::atom_fibonacci : k == 1 ? pattern_detail::atom_pow2 : pattern_detail::atom_square, n);
            }
            const int s = Separates::check(lost, f);
            if (s != 0) found.push_back(Verdict{true, false, std::string("P iff n is ") + (s < 0 ? "not " : "") + kName[k], range});
        }
    }
    if (found.empty())
        found.push_back(Verdict{false, false, "no feature tried separates P from N (xor, sum mod 2.." + std::to_string(max_modulus) +
                                                  (one_number ? ", Fibonacci, powers of two, squares)" : ")"),
                                range});
    return found;
}

// ---- A heap game given as code, run by the octal engine -----------------------

// The octal code of a heap game given as code (options as for heap_game_table),
// read off its options on heaps 1..check_upto and checked on each of them: a
// move removes k <= most_taken tokens and leaves nothing (k = n; bit 1 of
// digit k), one heap (bit 2) or two (bit 4; k = 0 allowed: digit 0 = 4). False,
// with the first heap that breaks it in `why`, if some move leaves three heaps,
// removes more than most_taken, or the options of a heap are not exactly the
// code's. True means the game IS that octal game on the heaps checked; that it
// stays so above check_upto is the caller's declaration (the same rule at
// every size), as for heap_pattern's bounds. Then GrundySequence (heap_game.hpp,
// what `grundy` runs: 2 bytes a heap, the rare/common method) tabulates 10^6
// heaps in well under a second and certifies a period when there is one.
// check_upto >= most_taken + 2 (every digit's bits show by then). O(the options
// listed, times log of a heap's options).
template <class Options>
bool octal_game_of(Options options, std::size_t most_taken, std::size_t check_upto, TakeBreak& game, std::string& why) {
    assert(check_upto >= most_taken + 2 && "octal_game_of: check_upto >= most_taken + 2");
    typedef std::vector<std::uint64_t> Parts;
    std::vector<std::vector<Parts> > listed(check_upto + 1);
    std::vector<unsigned> digit(most_taken + 1, 0);
    std::vector<Parts> out;
    for (std::size_t n = 1; n <= check_upto; ++n) {
        out.clear();
        options(static_cast<std::uint64_t>(n), out);
        for (std::size_t i = 0; i < out.size(); ++i) {
            Parts parts;
            std::uint64_t left = 0;
            for (std::size_t j = 0; j < out[i].size(); ++j)
                if (out[i][j]) parts.push_back(out[i][j]), left += out[i][j];
            std::sort(parts.begin(), parts.end());
            const std::string at = "heap " + std::to_string(n) + ": ";
            if (left > n || (left == n && parts.size() < 2))
                return why = at + "an option keeps " + std::to_string(left) + " tokens (a move must take some or split)", false;
            if (parts.size() > 2) return why = at + "a move leaves " + std::to_string(parts.size()) + " heaps (an octal game, at most 2)", false;
            const std::size_t k = n - static_cast<std::size_t>(left);
            if (k > most_taken)
                return why = at + "a move takes " + std::to_string(k) + " tokens (declared: at most " + std::to_string(most_taken) + ")", false;
            digit[k] |= parts.empty() ? 1u : parts.size() == 1 ? 2u : 4u;
            listed[n].push_back(parts);
        }
        std::sort(listed[n].begin(), listed[n].end());
        listed[n].erase(std::unique(listed[n].begin(), listed[n].end()), listed[n].end());
    }
    game.digit = digit;
    game.unequal = false;
    while (game.digit.size() > 1 && game.digit.back() == 0) game.digit.pop_back();
    for (std::size_t n = 1; n <= check_upto; ++n) {
        std::vector<Parts> code;
        for (std::size_t k = 0; k < game.digit.size() && k <= n; ++k) {
            const std::uint64_t rest = n - k;
            if ((game.digit[k] & 1) && rest == 0 && k > 0) code.push_back(Parts());
            if ((game.digit[k] & 2) && rest > 0 && k > 0) code.push_back(Parts(1, rest));
            if (game.digit[k] & 4)
                for (std::uint64_t a = 1; 2 * a <= rest; ++a) {
                    Parts two(1, a);
                    two.push_back(rest - a);
                    code.push_back(two);
                }
        }
        std::sort(code.begin(), code.end());
        code.erase(std::unique(code.begin(), code.end()), code.end());
        if (code != listed[n]) {
            std::string written = "0.";
            for (std::size_t k = 1; k < game.digit.size(); ++k) written += static_cast<char>('0' + game.digit[k]);
            if (game.digit[0]) written[0] = '4';
            if (written.size() == 2) written += '0';
            return why = "heap " + std::to_string(n) + ": its options are not those of " + written +
                         " (the octal code its moves suggest)", false;
        }
    }
    return true;
}

}  // namespace nimkit

#endif
