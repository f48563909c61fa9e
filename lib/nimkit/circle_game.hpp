// nimkit/circle_game.hpp - painting exactly m consecutive beads of a circle
// (HDU 3980 "Paint Chain"): the first move opens the circle into a row.
//
// Game: a circle of n unpainted beads; a move paints m consecutive unpainted
//   beads (m fixed); whoever cannot move loses (normal play).
// Theorem: after the first move (possible iff m <= n, and every first move is
//   the same up to rotation) the unpainted beads form one row of n - m. On a
//   row, painting m consecutive beads leaves the beads left and right of them
//   as two independent rows: the octal game 0.0..07 (digit 7 at m: remove m
//   tokens, leaving nothing, one heap or two). So the first player wins iff
//   m <= n and g(n - m) = 0, g the Grundy value of that octal game (Sprague-
//   Grundy: the rows are a sum, the player who faces value 0 loses).
// paint_row_game(m): that octal game as a TakeBreak (nimkit/octal.hpp).
// CirclePaint: the verdict for circles of up to kCirclePaintMaxBeads beads
//   (no period is known for the codes 0.007, 0.0007, ...: the value is the
//   mex table itself). One table per m, kept and grown (to twice its size or
//   to what is asked) by take_break_table: a row of r beads costs about
//   r^2 / 4 mex steps once per m, O(r) memory. m > n needs no table.
// Proved by: tests/test_circle_game.cpp - the verdict against P/N search over
//   the real circle (a bitmask of painted beads, every window of m consecutive
//   unpainted beads, cyclic) for every n <= 16 and m <= 17; the row table
//   against the mex over the real row (bitmasks) for every row <= 16, m <= 17.
#ifndef NIMKIT_CIRCLE_GAME_HPP
#define NIMKIT_CIRCLE_GAME_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

#include "nimkit/octal.hpp"

namespace nimkit {

const std::uint64_t kCirclePaintMaxBeads = 10000;  // the largest circle with m <= n CirclePaint answers

// The row game of painting exactly m consecutive beads (m >= 1): octal code
// 0.0..07 with the 7 at position m.
inline TakeBreak paint_row_game(std::size_t m) {
    assert(m >= 1 && "paint_row_game: a move paints at least one bead");
    TakeBreak game;
    game.digit.assign(m + 1, 0);
    game.digit[m] = 7;
    game.unequal = false;
    return game;
}

class CirclePaint {
public:
    // True iff the first player wins the circle of n beads, m painted a move:
    // m > n - no move, false; else g(n - m) == 0 for the row game of m.
    // Asserted: m >= 1; n <= kCirclePaintMaxBeads when m <= n.
    bool mover_wins(std::uint64_t n, std::uint64_t m) {
        assert(m >= 1 && "CirclePaint::mover_wins: a move paints at least one bead");
        if (m > n) return false;
        assert(n <= kCirclePaintMaxBeads && "CirclePaint::mover_wins: at most kCirclePaintMaxBeads beads");
        return row_grundy(static_cast<std::size_t>(n - m), static_cast<std::size_t>(m)) == 0;
    }

    // g(r) of the row game of m (m >= 1, r <= kCirclePaintMaxBeads).
    unsigned row_grundy(std::size_t r, std::size_t m) {
        assert(m >= 1 && r <= kCirclePaintMaxBeads && "CirclePaint::row_grundy: m >= 1, rows up to kCirclePaintMaxBeads");
        if (r < m) return 0;  // no move on the row
        std::vector<unsigned>& g = tables_[m];
        if (g.size() <= r) {
            std::size_t size = 2 * g.size() > r ? 2 * g.size() : r;
            if (size > kCirclePaintMaxBeads) size = kCirclePaintMaxBeads;
            g = take_break_table(paint_row_game(m), size);
        }
        return g[r];
    }

private:
    std::map<std::size_t, std::vector<unsigned> > tables_;  // m -> g(0..size)
};

}  // namespace nimkit

#endif
