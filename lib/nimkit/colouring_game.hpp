// nimkit/colouring_game.hpp - the colouring game of Codeforces 1704F.
//
// Game: a row of red (R) and blue (B) cells. Alice (first) paints white two
//   adjacent cells of which at least one is red, Bob two of which at least one
//   is blue (the other may be white, or of any colour). Who cannot move loses.
// colouring_game_first_wins(row): true iff Alice, moving first, wins. O(n).
//   Rule: a move of Alice's removes at least one red cell and at most one blue
//   one, Bob's the other way round; so with more red cells than blue Alice
//   wins, with fewer Bob wins. With as many of each, neither can afford to
//   whiten two cells of their own colour, and the best moves whiten an R next
//   to a B: each maximal alternating run (RBRB..., neighbours different) of L
//   cells is a heap of Dawson's Kayles (octal 0.07: remove two adjacent
//   tokens, the rest splits in two), and Alice wins iff the xor of their
//   Grundy values is not 0.
// colouring_game_grundy(L): Dawson's Kayles, 0.07, from a table of 87 values
//   (octal.hpp's mex rule) and its period: g(L + 34) = g(L) for all L >= 53.
// Proved by: tests/test_colouring_game.cpp - the rule against minimax of the
//   game itself (cells red, blue, white; Alice first) on every row of
//   2..12 cells (8188 rows); the period certified by octal.hpp's
//   certify_period (the Guy-Smith theorem) on a table of 600 values.
#ifndef NIMKIT_COLOURING_GAME_HPP
#define NIMKIT_COLOURING_GAME_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/octal.hpp"

namespace nimkit {

const std::size_t kColouringPreperiod = 53, kColouringPeriod = 34;

// Dawson's Kayles (0.07): the Grundy value of an alternating run of `cells` cells.
inline unsigned colouring_game_grundy(std::uint64_t cells) {
    static const std::vector<unsigned> table = [] {
        std::vector<unsigned> digits(2, 0);
        digits[1] = 7;  // 0.07: taking 2 tokens may leave none, one heap or two
        return octal_grundy_table(digits, kColouringPreperiod + kColouringPeriod - 1);
    }();
    if (cells >= table.size()) cells = kColouringPreperiod + (cells - kColouringPreperiod) % kColouringPeriod;
    return table[static_cast<std::size_t>(cells)];
}

// True iff the first player (Alice, red) wins the row of 'R' and 'B' cells.
inline bool colouring_game_first_wins(const std::string& row) {
    std::size_t red = 0;
    for (std::size_t i = 0; i < row.size(); ++i) red += row[i] == 'R';
    const std::size_t blue = row.size() - red;
    if (red != blue) return red > blue;
    unsigned x = 0;
    for (std::size_t start = 0, i = 1; i <= row.size(); ++i) {
        if (i == row.size() || row[i] == row[i - 1]) {  // the run [start, i) ends
            x ^= colouring_game_grundy(i - start);
            start = i;
        }
    }
    return x != 0;
}

}  // namespace nimkit

#endif  // NIMKIT_COLOURING_GAME_HPP
