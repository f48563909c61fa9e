// nimkit/explore.hpp - any game written in C++: its values by search, and the
// observations on its tables that need no rule finder, each said as proved or
// only observed.
//
// The searches: GameExplorer (positions of any type, memoised in a hash map;
//   options with a multiplicity), heap_game_table and heap_move_to live in
//   nimkit/game_explorer.hpp; DenseExplorer (positions numbered 0..n-1, flat
//   arrays, no hashing) in nimkit/dense_explorer.hpp. Both are included here.
// octal_game_of reads the octal code off a heap game given as code (checked
//   heap by heap), so that grundy's own engine (GrundySequence, rare/common)
//   runs it: 10^6 heaps of Kayles given in words in a fraction of a second,
//   its period certified.
// Verdicts: what a detector saw, on which range, and whether a theorem makes it
//   hold beyond the range (proved) or not (observed). verdict_text says so in
//   words: "period 12 from heap 71 (certified by g(0..167))", or "... (observed
//   on g(0..999), not proved)" - never "the rule is" for an observation.
// Two numbers: wythoff_type_pairs checks that the P-positions are the pairs
//   {a_k, b_k}, a_k the mex of the earlier a's and b's, b_k = a_k + k*d: an
//   observation on the square (no theorem is applied). p_pairs lists
//   the P-positions as pairs (a_k <= b_k, one per number); table_line reads a
//   row, column or diagonal of the table.
// The patterns of the tables (heap_pattern, line_pattern, sum_in_disguise,
//   beatty_fit, separating_features) read them with the rule finder, nimkit/pattern.hpp:
//   they are in nimkit/explore_pattern.hpp, which includes this header. Apart
//   because the finder would be most of a solution's bundle (this header
//   bundles under 64 KB, docs/bundle.md).
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

// ---- A heap game given as code, run by the octal engine -----------------------

namespace explore_detail {

// The options of heap n under game: each the heaps left, ascending; sorted, no repeats.
inline std::vector<std::vector<std::uint64_t> > octal_options(const TakeBreak& game, std::size_t n) {
    typedef std::vector<std::uint64_t> Parts;
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
    return code;
}

// game's code as written, digit 0 as the 4 before the point ("4.07"; "0.0": no move).
inline std::string octal_text(const TakeBreak& game) {
    std::string written = "0.";
    for (std::size_t k = 1; k < game.digit.size(); ++k) written += static_cast<char>('0' + game.digit[k]);
    if (game.digit[0]) written[0] = '4';
    if (written.size() == 2) written += '0';
    return written;
}

}  // namespace explore_detail

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
    for (std::size_t n = 1; n <= check_upto; ++n)
        if (explore_detail::octal_options(game, n) != listed[n])
            return why = "heap " + std::to_string(n) + ": its options are not those of " + explore_detail::octal_text(game) +
                         " (the octal code its moves suggest)", false;
    return true;
}

}  // namespace nimkit

#endif
