// nimkit/advance_or_eat.hpp - AtCoder ABC229 H "Advance or Eat": a partizan
// game whose every position is a number, valued column by column.
//
// Game: an N x N board of white pieces (W, Takahashi's = Left), black ones
//   (B, Snuke's = Right) and empty cells. Takahashi either moves a white piece
//   one cell up into an empty cell, or removes ("eats") a black piece; Snuke
//   likewise moves a black piece up or eats a white one. Takahashi starts;
//   who cannot move loses. Pieces never leave their column, so the board is
//   the sum of its columns.
// AdvanceOrEat::value(column) (column[0] the top cell): the column's value,
//   found as {max Left option | min Right option}: every option is a number and
//   the best Left one is always below the best Right one (checked each time:
//   std::domain_error if not), so the value is the simplest number strictly
//   between them (Conway's simplicity rule). Memoised per column; a column of
//   n cells has at most 3^n positions, O(n) options each.
// advance_or_eat_first_wins(rows): the sum of the column values > 0 (a sum of
//   numbers is won by Left whoever starts iff it is > 0, by the second player
//   iff it is 0): Takahashi, moving first, wins iff the sum is positive.
// internal_dyadic: a tiny exact dyadic (num / 2^exp, |num| < 2^40, exp <= 20,
//   anything past refused with std::overflow_error), for this header only.
// Proved by: tests/test_partizan_solvers.cpp - value(column) = v checked by the
//   definition on every column of <= 5 cells (column plus the number game -v
//   is a second-player win, by joint minimax of tests/partizan_brute.hpp
//   knowing only the moves), and advance_or_eat_first_wins against minimax of
//   the whole board on every 2x2 board and random 3x3 boards.
#ifndef NIMKIT_ADVANCE_OR_EAT_HPP
#define NIMKIT_ADVANCE_OR_EAT_HPP

#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace nimkit {

struct internal_dyadic {
    std::int64_t num;  // the value num / 2^exp, reduced: num odd or exp == 0
    int exp;
};

inline internal_dyadic internal_dyadic_make(std::int64_t num, int exp) {
    while (exp > 0 && num % 2 == 0) {
        num /= 2;
        --exp;
    }
    if (exp > 20 || num >= (INT64_C(1) << 40) || num <= -(INT64_C(1) << 40))
        throw std::overflow_error("a dyadic number out of range (|num| < 2^40, exp <= 20)");
    internal_dyadic d = {num, exp};
    return d;
}

// a.num * 2^(e - a.exp), for a.exp <= e <= 20: |result| < 2^60 (stored numbers have |num| < 2^40).
inline std::int64_t internal_dyadic_scaled(const internal_dyadic& a, int e) { return a.num * (INT64_C(1) << (e - a.exp)); }

inline internal_dyadic internal_dyadic_add(const internal_dyadic& a, const internal_dyadic& b) {
    const int e = a.exp > b.exp ? a.exp : b.exp;
    return internal_dyadic_make(internal_dyadic_scaled(a, e) + internal_dyadic_scaled(b, e), e);
}

inline bool internal_dyadic_less(const internal_dyadic& a, const internal_dyadic& b) {
    const int e = a.exp > b.exp ? a.exp : b.exp;
    return internal_dyadic_scaled(a, e) < internal_dyadic_scaled(b, e);
}

// floor(a * 2^e)
inline std::int64_t internal_dyadic_floor_scaled(const internal_dyadic& a, int e) {
    if (e >= a.exp) return internal_dyadic_scaled(a, e);
    const std::int64_t d = INT64_C(1) << (a.exp - e), q = a.num / d;
    return q * d > a.num ? q - 1 : q;
}

// The simplest number x with l < x < r; has_l / has_r false for an empty side.
inline internal_dyadic internal_dyadic_simplest(bool has_l, const internal_dyadic& l, bool has_r, const internal_dyadic& r) {
    const internal_dyadic zero = {0, 0};
    if ((!has_l || internal_dyadic_less(l, zero)) && (!has_r || internal_dyadic_less(zero, r))) return zero;
    if (has_l && !internal_dyadic_less(l, zero)) {  // 0 <= l: the least integer above l, if below r
        const internal_dyadic n = internal_dyadic_make(internal_dyadic_floor_scaled(l, 0) + 1, 0);
        if (!has_r || internal_dyadic_less(n, r)) return n;
    } else {  // r <= 0: the greatest integer below r, if above l
        const internal_dyadic n = internal_dyadic_make(-internal_dyadic_floor_scaled(internal_dyadic_make(-r.num, r.exp), 0) - 1, 0);
        if (!has_l || internal_dyadic_less(l, n)) return n;
    }
    for (int e = 1; e <= 20; ++e) {  // l and r lie in one unit interval: the coarsest fraction between
        const internal_dyadic x = internal_dyadic_make(internal_dyadic_floor_scaled(l, e) + 1, e);
        if (internal_dyadic_less(x, r)) return x;
    }
    throw std::overflow_error("no dyadic number of exponent <= 20 between the bounds");
}

class AdvanceOrEat {
public:
    // The value of one column, column[0] the top cell; cells '.', 'W', 'B'.
    internal_dyadic value(const std::string& column) {
        const std::map<std::string, internal_dyadic>::const_iterator it = memo_.find(column);
        if (it != memo_.end()) return it->second;
        bool has[2] = {false, false};
        internal_dyadic best[2] = {{0, 0}, {0, 0}};  // Left's greatest option, Right's least
        std::string s = column;
        for (int side = 0; side < 2; ++side) {
            const char mine = side == 0 ? 'W' : 'B', theirs = side == 0 ? 'B' : 'W';
            for (std::size_t i = 0; i < s.size(); ++i) {
                if (s[i] == mine && i > 0 && s[i - 1] == '.') {  // advance one cell up
                    s[i - 1] = mine;
                    s[i] = '.';
                    consider(value(s), side, has, best);
                    s[i] = mine;
                    s[i - 1] = '.';
                }
                if (s[i] == theirs) {  // eat
                    s[i] = '.';
                    consider(value(s), side, has, best);
                    s[i] = theirs;
                }
            }
        }
        if (has[0] && has[1] && !internal_dyadic_less(best[0], best[1]))
            throw std::domain_error("a column that is not a number: " + column);
        const internal_dyadic v = internal_dyadic_simplest(has[0], best[0], has[1], best[1]);
        memo_[column] = v;
        return v;
    }

private:
    static void consider(const internal_dyadic& v, int side, bool* has, internal_dyadic* best) {
        if (!has[side] || (side == 0 ? internal_dyadic_less(best[0], v) : internal_dyadic_less(v, best[1]))) best[side] = v;
        has[side] = true;
    }
    std::map<std::string, internal_dyadic> memo_;
};

// rows: the board's rows, top first, all of one length; true iff Takahashi (first) wins.
inline bool advance_or_eat_first_wins(const std::vector<std::string>& rows) {
    AdvanceOrEat game;
    internal_dyadic sum = {0, 0};
    for (std::size_t c = 0; !rows.empty() && c < rows[0].size(); ++c) {
        std::string column;
        for (std::size_t r = 0; r < rows.size(); ++r) column += rows[r][c];
        sum = internal_dyadic_add(sum, game.value(column));
    }
    return sum.num > 0;
}

}  // namespace nimkit

#endif  // NIMKIT_ADVANCE_OR_EAT_HPP
