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
// CirclePaint: the verdict for circles of up to kCirclePaintMaxBeads beads.
//   One table per m, kept and extended by the mex rule (to twice its size or
//   to what is asked), in steps that double from 64 values; after each step
//   certify_period (nimkit/octal.hpp, Guy-Smith) looks for a period the table
//   proves, and once one is proved the table stops: every later value repeats.
//   m = 1 (0.7, period 2) and m = 2 (0.07, Dawson's Kayles: period 34 from
//   row 52) stop within 256 values; no period is known for 0.007, 0.0007, ...,
//   whose rows of r beads cost about r^2 / 4 mex steps once per m, O(r) memory.
//   m > n needs no table.
// Proved by: tests/test_circle_game.cpp - the verdict against P/N search over
//   the real circle (a bitmask of painted beads, every window of m consecutive
//   unpainted beads, cyclic) for every n <= 16 and m <= 17; the row table
//   against the mex over the real row (bitmasks) for every row <= 16, m <= 17;
//   row_grundy (periods included) against take_break_table for every row
//   <= 3000, m <= 8, asked in rising and in scattered order.
#ifndef NIMKIT_CIRCLE_GAME_HPP
#define NIMKIT_CIRCLE_GAME_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

#include "nimkit/internal_growth.hpp"
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
        Row& row = rows_[m];
        if (!row.period.found && row.g.size() <= r) grow(row, m, grown_size(row.g.size(), r, kCirclePaintMaxBeads + 1) - 1);
        if (row.period.found && r >= row.g.size()) r = row.period.start + (r - row.period.start) % row.period.period;
        return row.g[r];
    }

private:
    struct Row {
        std::vector<unsigned> g;  // g(0..size-1)
        Period period;            // found: g(r) = g(r - p) for every r >= start + p
        Row() : period() {}
    };

    // Extends row.g by the mex rule towards g(0..n), stopping early once the
    // table proves a period (no value past it is ever needed).
    static void grow(Row& row, std::size_t m, std::size_t n) {
        const TakeBreak game = paint_row_game(m);
        MexStamps seen;
        while (row.g.size() <= n && !row.period.found) {
            const std::size_t have = row.g.size();
            const std::size_t step = std::min(n + 1, std::max<std::size_t>(2 * have, 64));
            row.g.resize(step);  // for_each_option reads only the values below k
            for (std::size_t k = have; k < step; ++k, seen.next()) {
                for_each_option(game, row.g, k, [&](unsigned v) { seen.mark(v); });
                row.g[k] = seen.mex();
            }
            row.period = certify_period(row.g, m);
        }
    }

    std::map<std::size_t, Row> rows_;  // m -> its row game's table
};

}  // namespace nimkit

#endif
