// nimkit/take_break_code.hpp - any take-and-break code in CGSuite's notation:
// the code read and checked, and whether an octal engine can run it.
//
// Code: d0.d1d2...dt, digit d_k says what a move that removes k tokens from one
//   heap may leave: bit 2^j allows leaving exactly j non-empty heaps (0.77 is
//   Kayles; 0.F, 0.8 split into three heaps). Digits 0-9 and A-Z (10..35, capitals
//   only), or &N; for any value below 2^63. After a digit: `!` the heaps left
//   must be pairwise unequal, `?` not all equal, `=` all equal (these bind
//   splits into two or more heaps). `{2,3}` lists heap counts (each may carry its
//   own `!?=`), `{2+}` means 2 or more, `*` any number (0 or more); a constraint
//   after `}` binds the whole list. A trailing `[...]` repeats forever
//   (0.[3] is Nim). ".77" means 0.77. Refused, with the position of the bad
//   character: digits before the point beyond d0 (adding tokens), a d0 with
//   bit 2 (a heap left as it was: a loopy game), anything else.
// The code as data (TakeBreakDigit, TakeBreakCode, as_octal) is in
//   nimkit/internal_take_break_code.hpp, included here: what the engines need
//   without the parser.
// Its Grundy values and moves (take_break_code_table, take_break_code_move)
//   are nimkit/take_break_table.hpp's: apart, so that a heap game that only
//   names its code (nimkit/heap_game.hpp) does not carry the engine. Octal codes
//   are faster through nimkit/octal.hpp and nimkit/sparse_grundy.hpp (as_octal
//   says when).
// max_heaps / reach: J, the most heaps a move leaves, and t, the most tokens it
//   removes (kUnbounded for `{..+}`, `*`, or a repeating tail).
// The period theorem (docs/theory.md, take-and-break games): for a finite code
//   whose splits are unconstrained, agreement g(n + p) = g(n) for
//   n0 <= n < J * max(n0, 1) + (J - 1) * p + t proves it for every n >= n0
//   (certify_period_heaps in nimkit/octal.hpp; J = 2 is Guy-Smith).
// Proved by: tests/test_take_break_code.cpp - the parser on every example and
//   refusal (the tables: nimkit/take_break_table.hpp).
#ifndef NIMKIT_TAKE_BREAK_CODE_HPP
#define NIMKIT_TAKE_BREAK_CODE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_take_break_code.hpp"

namespace nimkit {

namespace take_break_detail {

inline bool fail(std::string& why, std::size_t at, const std::string& what) {
    why = what + " (at character " + std::to_string(at + 1) + ")";
    return false;
}

inline unsigned char constraint_of(char c) {
    return c == '!' ? TakeBreakDigit::unequal
           : c == '?' ? TakeBreakDigit::not_all_equal
           : c == '=' ? TakeBreakDigit::all_equal
                      : TakeBreakDigit::any;
}

inline bool is_constraint(char c) { return c == '!' || c == '?' || c == '='; }

// A braced list of heap counts, code[i] = '{', into d; i is left after the '}'.
inline bool parse_count_list(const std::string& code, std::size_t& i, TakeBreakDigit& d, std::string& why) {
    const std::size_t close = code.find('}', i);
    if (close == std::string::npos) return fail(why, i, "a '{' without its '}'");
    std::string list = code.substr(i + 1, close - i - 1);
    if (!list.empty() && list[list.size() - 1] == '+') {
        d.more = true;
        list.erase(list.size() - 1);
    }
    std::size_t p = i + 1;
    for (std::size_t a = 0; a <= list.size();) {
        std::size_t b = list.find(',', a);
        if (b == std::string::npos) b = list.size();
        std::string item = list.substr(a, b - a);
        unsigned char rule = TakeBreakDigit::any;
        if (!item.empty() && is_constraint(item[item.size() - 1])) {
            rule = constraint_of(item[item.size() - 1]);
            item.erase(item.size() - 1);
        }
        if (item.empty() || item.size() > 2 || item.find_first_not_of("0123456789") != std::string::npos)
            return fail(why, p + (item.empty() ? 0 : item.find_first_not_of("0123456789") == std::string::npos
                                                         ? 0
                                                         : item.find_first_not_of("0123456789")),
                        "a heap count in braces is a number 0..63, optionally with ! ? or =");
        const std::size_t j = static_cast<std::size_t>(std::stoul(item));
        if (j > 63) return fail(why, p, "a heap count in braces is at most 63");
        if (d.rule.size() <= j) d.rule.resize(j + 1, TakeBreakDigit::never);
        d.rule[j] = rule;
        p += b - a + 1;
        a = b + 1;
    }
    i = close + 1;
    return true;
}

// A digit as a mask (0-9, A-Z or &N;) from code[i...]; i is left after it.
inline bool parse_digit_mask(const std::string& code, std::size_t& i, std::uint64_t& mask, std::string& why) {
    if (code[i] == '&') {
        const std::size_t semi = code.find(';', i);
        const std::string n = semi == std::string::npos ? "" : code.substr(i + 1, semi - i - 1);
        if (n.empty() || n.size() > 18 || n.find_first_not_of("0123456789") != std::string::npos)
            return fail(why, i, "&N; needs a decimal number below 10^18 and a ';'");
        mask = std::stoull(n);
        i = semi + 1;
        return true;
    }
    // Capitals only: a lowercase letter is more likely a slip (0x, a hex habit) than digit 33.
    const char c = code[i];
    const std::string digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const std::size_t v = digits.find(c);
    if (v == std::string::npos || c == 0)
        return fail(why, i, std::string("'") + code[i] + "' is not a code digit (0-9, capitals A-Z, &N;, {..} or *)");
    mask = v;
    ++i;
    return true;
}

// One digit from code[i...]; i is left after it.
inline bool parse_digit(const std::string& code, std::size_t& i, TakeBreakDigit& d, std::string& why) {
    d = TakeBreakDigit();
    std::uint64_t mask = 0;
    if (code[i] == '{') {
        if (!parse_count_list(code, i, d, why)) return false;
    } else if (code[i] == '*') {
        d.rule.assign(1, TakeBreakDigit::any);
        d.more = true;
        ++i;
    } else {
        if (!parse_digit_mask(code, i, mask, why)) return false;
        for (std::size_t j = 0; mask >> j; ++j) {
            if (d.rule.size() <= j) d.rule.resize(j + 1, TakeBreakDigit::never);
            if (mask >> j & 1) d.rule[j] = TakeBreakDigit::any;
        }
    }
    if (i < code.size() && is_constraint(code[i])) {
        for (std::size_t j = 2; j < d.rule.size(); ++j)
            if (d.rule[j] != TakeBreakDigit::never) {
                if (d.rule[j] != TakeBreakDigit::any) return fail(why, i, "a heap count has two constraints");
                d.rule[j] = constraint_of(code[i]);
            }
        ++i;
    }
    return true;
}

// The checks and trims after the last digit: d0, trailing zero digits, some move.
inline bool finish_code(TakeBreakCode& game, std::string& why) {
    TakeBreakDigit& d0 = game.digit[0];
    if (d0.at(1) != TakeBreakDigit::never)
        return fail(why, 0, "d0 with bit 2 leaves a heap as it was (a loopy game)");
    if (!d0.rule.empty()) d0.rule[0] = TakeBreakDigit::never;  // removing nothing never leaves nothing
    if (!game.tail)
        while (game.digit.size() > 1 && game.digit.back().zero()) game.digit.pop_back();
    bool moves = false;
    for (std::size_t k = 0; k < game.digit.size(); ++k) moves = moves || !game.digit[k].zero();
    if (!moves) return fail(why, 0, "the code allows no move");
    return true;
}

}  // namespace take_break_detail

// Parses a code (see the header); false, with the reason and the position of the
// bad character in `why`.
inline bool parse_take_break(const std::string& written, TakeBreakCode& game, std::string& why) {
    using namespace take_break_detail;
    const std::string code = !written.empty() && written[0] == '.' ? "0" + written : written;
    const std::size_t shift = code.size() - written.size();  // positions are reported in the text as written
    game = TakeBreakCode();
    std::size_t i = 0, point = std::string::npos, open = std::string::npos;
    while (i < code.size()) {
        const char c = code[i];
        if (c == '.') {
            if (point != std::string::npos) return fail(why, i - shift, "a second '.'");
            if (game.digit.size() != 1)
                return fail(why, i - shift, game.digit.empty() ? "a digit before the point is needed"
                                                               : "one digit before the point (adding tokens is not supported)");
            point = i++;
            continue;
        }
        if (c == '[') {
            if (point == std::string::npos || open != std::string::npos) return fail(why, i - shift, "a '[' out of place");
            open = game.digit.size();
            ++i;
            continue;
        }
        if (c == ']') {
            if (open == std::string::npos || i + 1 != code.size()) return fail(why, i - shift, "']' must close a '[' at the end");
            if (open == game.digit.size()) return fail(why, i - shift, "'[]' repeats nothing");
            game.tail = game.digit.size() - open;
            open = kUnbounded;
            ++i;
            continue;
        }
        TakeBreakDigit d;
        std::size_t at = i;
        if (!parse_digit(code, i, d, why)) {
            // parse_digit counted in `code`; report in the text as written
            std::size_t k = why.rfind("(at character ");
            std::size_t pos = std::stoul(why.substr(k + 14)) - 1;
            why = why.substr(0, k) + "(at character " + std::to_string(pos - shift + 1) + ")";
            return false;
        }
        if (point == std::string::npos && game.digit.size() == 1)
            return fail(why, at - shift, "one digit before the point (adding tokens is not supported)");
        game.digit.push_back(d);
    }
    if (point == std::string::npos) return fail(why, code.size() - shift, "a code needs a '.'");
    if (open != std::string::npos && open != kUnbounded) return fail(why, code.size() - shift, "a '[' without its ']'");
    return finish_code(game, why);
}

}  // namespace nimkit

#endif
