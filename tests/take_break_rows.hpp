// tests/take_break_rows.hpp - the moves of take-and-break games written from
// the rules in words (a row of tokens, a block taken out), for the tests that
// check nimkit's tables and quotients against search: test_octal.cpp (normal
// play) and test_misere.cpp (misère play). Positions come out canonical.
#ifndef NIMKIT_TESTS_TAKE_BREAK_ROWS_HPP
#define NIMKIT_TESTS_TAKE_BREAK_ROWS_HPP

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "brute.hpp"
#include "nimkit/octal.hpp"

namespace take_break_rows {

using brute::Position;

// The moves of a take-and-break game in words, on a row of n tokens: take a
// block of k adjacent tokens (k = 0 for the leading digit: cut between two
// tokens); what is left is the part before the block and the part after it.
// Digit d_k allows it when both parts are empty (bit 1), exactly one is (bit
// 2), or neither is (bit 4); Grundy's game also wants the parts unequal.
inline std::vector<Position> row_moves(const nimkit::TakeBreak& game, std::uint64_t n) {
    std::vector<Position> out;
    for (std::uint64_t k = 0; k < game.digit.size() && k <= n; ++k)
        for (std::uint64_t left = 0; left + k <= n; ++left) {
            const std::uint64_t right = n - k - left;
            const int empty = (left == 0) + (right == 0);
            if (k == 0 && empty) continue;  // a cut leaves two real parts
            const unsigned need = empty == 2 ? 1 : empty == 1 ? 2 : 4;
            if (!(game.digit[k] & need)) continue;
            if (game.unequal && left == right) continue;
            Position p;
            if (left) p.push_back(left);
            if (right) p.push_back(right);
            out.push_back(brute::canonical(p));
        }
    return out;
}

inline std::vector<Position> sum_moves(const nimkit::TakeBreak& game, const Position& p) {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i > 0 && p[i] == p[i - 1]) continue;
        std::vector<Position> row = row_moves(game, p[i]);
        for (std::size_t j = 0; j < row.size(); ++j) {
            Position q(p);
            q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
            q.insert(q.end(), row[j].begin(), row[j].end());
            out.push_back(brute::canonical(q));
        }
    }
    return out;
}

inline nimkit::TakeBreak game_of(const std::string& code) {
    if (code == "grundy") return nimkit::grundys_game();
    nimkit::TakeBreak g;
    std::string why;
    REQUIRE(nimkit::parse_octal(code, g, why));
    return g;
}

}  // namespace take_break_rows

#endif
