// nimkit/chess_rows.hpp - chessmen jumping right on rows of a board (HDU 5724
// "Chess"): each row has `width` cells (columns 1..width) holding chessmen;
// a move takes one chessman of one row to the first empty cell to its right,
// so it steps one cell or jumps over the run of chessmen next to it; a
// chessman with no empty cell to its right cannot move. Whoever cannot move
// loses (normal play).
//
// Theorem: the rows are independent games, so (Sprague-Grundy) the board is
//   worth the xor of its rows' values and the first player wins iff that xor
//   is non-zero. A row is a set of occupied columns, a bitmask (bit c-1 for
//   column c): a move clears bit c-1 and sets bit q-1, q > c the first empty
//   column after c, so it always makes the mask larger: the table g(mask) =
//   mex of g(options) can be filled from the full mask downwards.
// chess_row_table(width): g(mask) for every mask of width <= 24 cells, one
//   byte each (a row has at most width moves, so g <= width), O(2^width *
//   width) time: width 20 is 2^20 bytes (1 MB), about 2*10^7 steps.
// ChessRows: the width-20 table (or another width) built once, the value of a
//   row given by its columns, and chess_row_mask to check and encode them.
// Proved by: tests/test_chess_rows.cpp - every one of the 2^20 masks of width
//   20 against the mex over moves generated again from the words (walk right
//   from the chessman to the first empty cell on a list of columns), and the
//   xor rule against P/N search over the real moves on boards of two and three
//   rows of up to 6 cells (every board).
#ifndef NIMKIT_CHESS_ROWS_HPP
#define NIMKIT_CHESS_ROWS_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimkit {

const unsigned kChessRowWidth = 20;     // HDU 5724's rows
const unsigned kChessRowMaxWidth = 24;  // the widest row chess_row_table builds (16 MB)

// g(mask) for every row of `width` cells (bit c-1 set: a chessman in column c).
inline std::vector<unsigned char> chess_row_table(unsigned width) {
    assert(width >= 1 && width <= kChessRowMaxWidth && "chess_row_table: width 1..24");
    const std::uint32_t size = static_cast<std::uint32_t>(1) << width;
    std::vector<unsigned char> g(size, 0);
    for (std::uint32_t mask = size; mask-- > 0;) {
        std::uint32_t seen = 0;  // bit v: some option has value v (values <= width < 32)
        for (std::uint32_t rest = mask; rest; rest &= rest - 1) {
            const std::uint32_t from = rest & (~rest + 1);       // one chessman
            const std::uint32_t run = mask + from;               // the carry stops at the first empty cell above
            const std::uint32_t to = run & ~mask & (size - 1);   // that empty cell, if it is on the row
            if (to) seen |= static_cast<std::uint32_t>(1) << g[(mask ^ from) | to];
        }
        unsigned v = 0;
        while (seen >> v & 1) ++v;
        g[mask] = static_cast<unsigned char>(v);
    }
    return g;
}

// The mask of a row from its columns [first, last): true and the mask, or
// false with `bad` the first column outside 1..width or given twice (a cell
// holds one chessman). O(count).
template <class It>
bool chess_row_mask(It first, It last, unsigned width, std::uint32_t& mask, std::uint64_t& bad) {
    assert(width >= 1 && width <= kChessRowMaxWidth && "chess_row_mask: width 1..24");
    mask = 0;
    for (; first != last; ++first) {
        const std::uint64_t c = *first;
        if (c < 1 || c > width || (mask >> (c - 1) & 1)) {
            bad = c;
            return false;
        }
        mask |= static_cast<std::uint32_t>(1) << (c - 1);
    }
    return true;
}

class ChessRows {
public:
    explicit ChessRows(unsigned width = kChessRowWidth) : width_(width), g_(chess_row_table(width)) {}
    unsigned width() const { return width_; }
    // g of the row whose occupied cells are the bits of mask (< 2^width).
    unsigned grundy(std::uint32_t mask) const {
        assert(mask < g_.size() && "ChessRows::grundy: a mask of width bits");
        return g_[mask];
    }

private:
    unsigned width_;
    std::vector<unsigned char> g_;
};

}  // namespace nimkit

#endif
