// nimkit/northcott.hpp - Northcott's game (HDU 1730): a black and a white piece in each row.
//
// Game: a board of rows; each row holds one black piece (the first player's)
//   and one white piece (the second player's) on distinct columns. A move
//   slides one of the mover's own pieces along its row to any empty cell,
//   towards the enemy piece or away from it, but never over it nor off the
//   board. Whoever cannot move loses. The game is partizan (each side moves
//   its own colour) and loopy (moving away and back repeats positions).
// Theorem: the player to move wins iff the xor of the gaps is not 0, the gap
//   of a row being the number of empty cells between its two pieces; the
//   winner wins in finitely many moves, whatever the loser does (no draw).
//   Proof: the gaps are Nim heaps. Moving towards the enemy is a Nim move;
//   moving away adds d to a gap, and the other side answers by following with
//   its own piece by d, which restores every gap. The winner plays Nim and
//   follows every retreat. The potential 2 * (sum of the gaps) + (the cells
//   behind the loser's pieces) falls with each pair of moves (a retreat by d
//   takes d cells from behind, a Nim move by d adds at most d behind and takes
//   2d + 2 from the gaps with the answer), so play ends, and it ends with the
//   loser unable to move. Both sides have the same gap moves, so the rule
//   does not depend on who is to move.
// Cost: O(1) per row, O(1) memory.
// Proved by: tests/test_northcott.cpp - the rule against retrograde analysis
//   (win, loss or draw) of the real partizan game, both players to move, on
//   every board of 1 row of <= 12 columns, 2 rows of <= 8, 3 rows of <= 6 and
//   4 rows of <= 4; and that those boards have cycles (the search must allow
//   them).
#ifndef NIMKIT_NORTHCOTT_HPP
#define NIMKIT_NORTHCOTT_HPP

#include <cassert>
#include <cstdint>

namespace nimkit {

// The gap of a row: the empty cells between the two pieces (columns distinct).
inline std::uint64_t northcott_gap(std::uint64_t black, std::uint64_t white) {
    assert(black != white && "northcott_gap: the two pieces of a row are on distinct columns");
    return black < white ? white - black - 1 : black - white - 1;
}

// The board folded one row at a time: the xor of the gaps.
class NorthcottBoard {
public:
    NorthcottBoard() : x_(0) {}
    void add_row(std::uint64_t black, std::uint64_t white) { x_ ^= northcott_gap(black, white); }
    std::uint64_t nim_sum() const { return x_; }
    // True iff the player to move (either colour) wins.
    bool mover_wins() const { return x_ != 0; }

private:
    std::uint64_t x_;
};

}  // namespace nimkit

#endif
