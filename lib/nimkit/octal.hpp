// nimkit/octal.hpp - take-and-break games: octal codes, Grundy's game, their
// Grundy values by the mex rule, and a certified period.
//
// TakeBreak describes a game on heaps of tokens. Digit d_k (k = 0..t) says
//   what a move that removes k tokens from one heap may leave: bit 1 - nothing
//   (the heap had exactly k), bit 2 - one heap, bit 4 - two non-empty heaps.
//   The octal code "0.d1d2...dt" is the usual notation (Kayles 0.77, Dawson's
//   Kayles 0.07, Treblecross 0.007); a leading 4 ("4.7") allows splitting a
//   heap in two without removing anything. Grundy's game - split a heap into
//   two UNEQUAL non-empty heaps - is digit 4 at k = 0 with `unequal` set.
// take_break_table: g(0..n) by the mex rule over each heap's options,
//   O(n^2 * t) time, O(n) memory. octal_grundy_table(d1..dt, n) is the same for
//   a code 0.d1..dt.
// certify_period: the Guy-Smith periodicity theorem (Winning Ways, ch. 4):
//   for a game with digits up to t (any d0, two heaps, not `unequal`), if
//   g(m+p) = g(m) for every n0 <= m < 2*n0' + p + t, n0' = max(n0, 1), then
//   for ALL m >= n0. (In a heap n+p >= 2*n0'+2p+t split after removing k <= t,
//   the larger part is at least n0' + p, so lowering it by p pairs the options
//   of n+p with those of n; n0' >= 1 keeps that part non-empty.) Without splits (subtraction games) a window of t values suffices.
//   Finds the least p (then the least n0) a table proves, O(size) (the block
//   the window needs, found again p heaps earlier by fingerprints, each match
//   re-checked), and the size at which the table first proves it.
//   certify_period_heaps is the same for moves that leave at most J heaps,
//   sizes unconstrained: agreement on n0 <= m < J*n0' + (J-1)*p + t,
//   n0' = max(n0, 1) (docs/theory.md).
// observe_arithmetic_period: g(n+p) = g(n)+s, s >= 1, as far as the table
//   shows it - an observation, not a certificate.
// TakeBreak, valid_take_break, take_break_table, Period and
//   certify_period_heaps are in nimkit/internal_octal_core.hpp (included here), which misère
//   play includes alone.
// Proved by: tests/test_octal.cpp (every example code's table against the mex
//   of options enumerated from the rules in words, every heap <= 200; codes
//   parsed and refused; certificates re-checked; certify_period_heaps equal to
//   its former O(size^2) scan on every small table, random planted periods and
//   the tables of real games) and tests/test_kayles.cpp.
#ifndef NIMKIT_OCTAL_HPP
#define NIMKIT_OCTAL_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_mex.hpp"
#include "nimkit/internal_octal_core.hpp"

namespace nimkit {

// Parses an octal code "0.d1..dt", ".d1..dt" (as Winning Ways writes it) or
// "4.d1..dt" (t >= 1, digits 0..7; zeros at the end change nothing and are dropped). False, with the reason in `why`.
inline bool parse_octal(const std::string& written, TakeBreak& game, std::string& why) {
    const std::string code = !written.empty() && written[0] == '.' ? "0" + written : written;  // ".77" is 0.77
    if (code.size() < 3 || (code[0] != '0' && code[0] != '4') || code[1] != '.') {
        why = "an octal code is 0.d1d2..., .d1d2... or 4.d1d2... (e.g. 0.77)";
        return false;
    }
    game.digit.assign(1, static_cast<unsigned>(code[0] - '0'));
    game.unequal = false;
    for (std::size_t i = 2; i < code.size(); ++i) {
        if (code[i] < '0' || code[i] > '7') {
            why = std::string("octal digits are 0..7, not '") + code[i] + "'";
            return false;
        }
        game.digit.push_back(static_cast<unsigned>(code[i] - '0'));
    }
    while (game.digit.size() > 1 && game.digit.back() == 0) game.digit.pop_back();
    return true;
}

inline TakeBreak grundys_game() {
    TakeBreak g;
    g.digit.assign(1, 4);
    g.unequal = true;
    return g;
}

// The code 0.d1..dt with digits = {d1, .., dt}.
inline std::vector<unsigned> octal_grundy_table(const std::vector<unsigned>& digits, std::size_t n) {
    TakeBreak game;
    game.digit.assign(1, 0);
    game.digit.insert(game.digit.end(), digits.begin(), digits.end());
    game.unequal = false;
    assert(valid_take_break(game) && "octal_grundy_table: octal digits are 0..7");
    return take_break_table(game, n);
}

// The same for games leaving at most two heaps (splits) or one (no splits).
template <class Values>
Period certify_period(const Values& g, std::size_t t, bool splits = true) {
    return certify_period_heaps(g, t, splits ? 2 : 1);
}

// g(n + p) = g(n) + s for n0 <= n: an arithmetic period p with saltus s >= 1.
struct ArithmeticPeriod {
    bool found;
    std::size_t start, period;
    unsigned saltus;
};

// The least p (then the least n0) with g(n + p) = g(n) + s, s >= 1, for every
// n0 <= n < size - p, among those the table shows at least three times over
// and over at least half of it and 12 heaps (n0 + 3p <= size, 2 n0 <= size,
// n0 + 12 <= size): an OBSERVATION on g(0..size-1), no theorem certifies it
// here. O(size) for each p that agrees at the middle heap and the last (so
// O(size^2) only for tables built to defeat it).
template <class Values>
ArithmeticPeriod observe_arithmetic_period(const Values& g) {
    const std::size_t size = g.size();
    for (std::size_t p = 1; 3 * p < size; ++p) {
        if (g[size - 1] <= g[size - 1 - p]) continue;
        const unsigned s = static_cast<unsigned>(g[size - 1] - g[size - 1 - p]);
        if (g[size / 2 + p] != g[size / 2] + s) continue;  // 2 n0 <= size needs the middle heap
        std::size_t n0 = size - p;
        while (n0 > 0 && g[n0 - 1 + p] == g[n0 - 1] + s) --n0;
        if (n0 + 3 * p <= size && 2 * n0 <= size && n0 + 12 <= size) {
            ArithmeticPeriod r = {true, n0, p, s};
            return r;
        }
    }
    ArithmeticPeriod none = {false, 0, 0, 0};
    return none;
}

}  // namespace nimkit

#endif
