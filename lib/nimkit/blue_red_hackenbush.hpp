// nimkit/blue_red_hackenbush.hpp - Blue-Red Hackenbush strings: moves and values.
//
// Game: a stalk of edges from the ground up, each Left's (`L`, blue) or Right's
//   (`R`, red); a player cuts one of their own edges, and it falls with every
//   edge above it. Who cannot move loses. (Green Hackenbush, the impartial game,
//   is nimkit/hackenbush.hpp.)
// HackenbushStringRules (the ruleset interface of partizan_explore.hpp): the
//   position is the string itself (`` is the empty stalk, 0); options(p, left)
//   are the prefixes below each of that player's edges, O(n^2) for n edges;
//   components(p) is {p}.
// hackenbush_string_value(s): the value of the stalk, always a number
//   (Winning Ways, ch. 2; Berlekamp's rule): the first run of k equal edges is
//   worth +k (L) or -k (R); after it the j-th edge (j = 1, 2, ...) is worth
//   +1/2^j if L, -1/2^j if R. Returned as a reduced fraction num / 2^exp,
//   O(n), exact for n <= 62 edges (|num| < 2^n); longer stalks are refused
//   with std::overflow_error.
// Proved by: tests/test_partizan_rules.cpp - options of small stalks by hand,
//   "L" is a Left win, and the rule's value v against the definition: the
//   stalk plus the number game -v is a second-player win (joint minimax of
//   tests/partizan_brute.hpp) for every stalk of <= 10 edges.
#ifndef NIMKIT_BLUE_RED_HACKENBUSH_HPP
#define NIMKIT_BLUE_RED_HACKENBUSH_HPP

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace nimkit {

struct HackenbushStringRules {
    typedef std::string position;

    static position parse(const std::string& text) {
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] != 'L' && text[i] != 'R')
                throw std::invalid_argument(std::string("unexpected character '") + text[i] +
                                            "' (a stalk has only 'L' and 'R' edges)");
        return text;
    }

    static std::vector<position> options(const position& p, bool left) {
        std::vector<position> out;
        const char mine = left ? 'L' : 'R';
        for (std::size_t i = 0; i < p.size(); ++i)
            if (p[i] == mine) out.push_back(p.substr(0, i));
        return out;
    }

    static std::vector<position> components(const position& p) { return std::vector<position>(1, p); }
};

// A dyadic number num / 2^exp, reduced (num odd or exp == 0).
struct HackenbushValue {
    std::int64_t num;
    int exp;
};

inline HackenbushValue hackenbush_string_value(const std::string& stalk) {
    if (stalk.size() > 62) throw std::overflow_error("a stalk of more than 62 edges");
    HackenbushValue v = {0, 0};
    std::size_t k = 0;
    while (k < stalk.size() && stalk[k] == stalk[0]) ++k;
    const std::int64_t sign = stalk.empty() || stalk[0] == 'L' ? 1 : -1;
    v.num = sign * static_cast<std::int64_t>(k);  // then num / 2^exp, one more bit an edge
    for (std::size_t i = k; i < stalk.size(); ++i) {
        v.num = 2 * v.num + (stalk[i] == 'L' ? 1 : -1);
        ++v.exp;
    }
    while (v.exp > 0 && v.num % 2 == 0) {
        v.num /= 2;
        --v.exp;
    }
    return v;
}

}  // namespace nimkit

#endif  // NIMKIT_BLUE_RED_HACKENBUSH_HPP
