// nimkit/internal_take_break_code.hpp - a take-and-break code as data (what
// nimkit/take_break_code.hpp's parser reads): each digit's rules for the heap
// counts a move may leave, a repeating tail, the bounds t and J of the period
// theorem (reach, max_heaps), and the code in octal when it can be (as_octal).
// Apart from the parser so that the engines (nimkit/take_break_table.hpp) and
// nimkit/heap_game.hpp carry no parser: users include take_break_code.hpp.
// Documented in docs/api/take_break_code.md.
// Proved by: tests/test_take_break_code.cpp (tables of as_octal's codes equal
//   nimkit/octal.hpp's, and the codes' tables through these rules).
#ifndef NIMKIT_INTERNAL_TAKE_BREAK_CODE_HPP
#define NIMKIT_INTERNAL_TAKE_BREAK_CODE_HPP

#include <algorithm>
#include <cstddef>
#include <vector>

#include "nimkit/octal.hpp"

namespace nimkit {

const std::size_t kUnbounded = static_cast<std::size_t>(-1);

struct TakeBreakDigit {
    enum Rule { any, unequal, not_all_equal, all_equal, never };
    std::vector<unsigned char> rule;  // rule[j]: leaving j heaps; never = not allowed
    bool more;                        // counts above rule.size() - 1 follow its last rule
    TakeBreakDigit() : more(false) {}
    unsigned char at(std::size_t j) const {
        if (j < rule.size()) return rule[j];
        return more && !rule.empty() ? rule.back() : static_cast<unsigned char>(never);
    }
    bool zero() const {
        for (std::size_t j = 0; j < rule.size(); ++j)
            if (rule[j] != never) return false;
        return true;
    }
    std::size_t max_heaps() const { return more ? kUnbounded : rule.empty() ? 0 : rule.size() - 1; }
    bool operator==(const TakeBreakDigit& o) const { return rule == o.rule && more == o.more; }
};

struct TakeBreakCode {
    std::vector<TakeBreakDigit> digit;  // digit[k]: removing k tokens; digit[0] is d0
    std::size_t tail;                   // the last `tail` digits repeat forever (0: none)
    TakeBreakCode() : tail(0) {}

    const TakeBreakDigit& at(std::size_t k) const {
        static const TakeBreakDigit none;
        if (k < digit.size()) return digit[k];
        if (!tail) return none;
        return digit[digit.size() - tail + (k - (digit.size() - tail)) % tail];
    }
    std::size_t reach() const { return tail ? kUnbounded : digit.size() - 1; }
    std::size_t max_heaps() const {
        std::size_t m = 0;
        for (std::size_t k = 0; k < digit.size(); ++k)
            if (!digit[k].zero()) m = std::max(m, digit[k].max_heaps());
        return m;
    }
    // Some split into two or more heaps carries a constraint.
    bool constrained() const {
        for (std::size_t k = 0; k < digit.size(); ++k)
            for (std::size_t j = 2; j < digit[k].rule.size(); ++j)
                if (digit[k].rule[j] != TakeBreakDigit::any && digit[k].rule[j] != TakeBreakDigit::never) return true;
        return false;
    }
};

// The code as an octal TakeBreak (digits 0..7, every two-heap split alike: all
// free or all unequal) for the fast engines; false otherwise.
inline bool as_octal(const TakeBreakCode& code, TakeBreak& game) {
    if (code.tail) return false;
    game.digit.assign(code.digit.size(), 0);
    int two = -1;  // the rule of every two-heap split
    for (std::size_t k = 0; k < code.digit.size(); ++k) {
        const TakeBreakDigit& d = code.digit[k];
        if (d.more || d.rule.size() > 3) return false;
        for (std::size_t j = 0; j < d.rule.size(); ++j) {
            if (d.rule[j] == TakeBreakDigit::never) continue;
            if (j == 2) {
                int r = d.rule[2] == TakeBreakDigit::not_all_equal ? static_cast<int>(TakeBreakDigit::unequal) : d.rule[2];
                if (r == TakeBreakDigit::all_equal || (two >= 0 && two != r)) return false;
                two = r;
            }
            game.digit[k] |= 1u << j;
        }
    }
    game.unequal = two == TakeBreakDigit::unequal;
    return true;
}

}  // namespace nimkit

#endif
