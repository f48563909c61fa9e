// nimkit/cutting.hpp - the cutting game on grid paper (POJ 2311 "Cutting
// Game"): pieces of W x H cells; a move cuts one piece along a grid line into
// two rectangles; whoever first cuts out a 1 x 1 piece wins.
//
// Theorem (the safe-cut reduction): while every piece has both sides >= 2, a
//   cut yields two pieces of which the cut side is split, so a 1 x 1 piece can
//   only be cut out of a strip 1 x k (k >= 2), and a strip appears only when a
//   player cuts one off (a cut at distance 1 from an edge). Whoever makes a
//   strip loses at once: the opponent cuts a 1 x 1 from it. So each player
//   makes only safe cuts (both pieces with both sides >= 2) while one exists,
//   and the player left without a safe cut loses: the game is normal play of
//   safe cuts, and the pieces are a sum. By Sprague-Grundy the first player
//   wins iff g(W, H) != 0, where
//     g(w, h) = mex { g(i, h) ^ g(w - i, h) : 2 <= i <= w - 2 }
//                 u { g(w, j) ^ g(w, h - j) : 2 <= j <= h - 2 }
//   (g(w, h) = 0 when no safe cut exists: w, h <= 3).
// cutting_table(n): g(w, h) for 2 <= w, h <= n (rows and columns 0, 1 unused,
//   0), O(n^3) time (each cell has at most w + h - 6 options), O(n^2) memory.
// CuttingGame: the verdict for sides 2..kCuttingMaxSide (500: about 1.3*10^8
//   steps, 1 MB), the table grown on demand (to twice its side or what is
//   asked) and kept for later cases.
// Proved by: tests/test_cutting.cpp - the verdict against P/N search over the
//   real game (sets of pieces, every cut of every piece, a cut that leaves a
//   1 x 1 piece wins at once; strips included) for every W, H in 2..9, and the
//   table symmetric and equal to the mex over the safe cuts written out again.
#ifndef NIMKIT_CUTTING_HPP
#define NIMKIT_CUTTING_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimkit/internal_mex.hpp"

namespace nimkit {

const std::size_t kCuttingMaxSide = 500;  // the largest side CuttingGame answers

namespace cutting_detail {

inline void mark(unsigned v, std::uint64_t& low, MexStamps& seen) {
    if (v < 64)
        low |= std::uint64_t(1) << v;
    else
        seen.mark(v);
}

// The mex when every value below 64 is an option.
inline unsigned mex_from_64(const MexStamps& seen) {
    unsigned m = 64;
    while (seen.marked(m)) ++m;
    return m;
}

}  // namespace cutting_detail

// g[w][h], 2 <= w, h <= n, by the mex over the safe cuts. Both kinds of cut
// read one row: g(i, h) = g(h, i), so the cuts across w are read along row h.
// The values stay small (at most 9 for sides up to 500), so the options below
// 64 are bits of a word and the mex its lowest clear bit; larger ones (none
// seen) go to the stamps.
inline std::vector<std::vector<unsigned> > cutting_table(std::size_t n) {
    std::vector<std::vector<unsigned> > g(n + 1, std::vector<unsigned>(n + 1, 0));
    MexStamps seen;
    for (std::size_t w = 2; w <= n; ++w) {
        std::vector<unsigned>& row_w = g[w];
        for (std::size_t h = 2; h <= w; ++h, seen.next()) {
            const std::vector<unsigned>& row_h = g[h];  // g(i, h) for every i < w (row w's own below h)
            std::uint64_t low = 0;
            for (std::size_t i = 2; 2 * i <= w; ++i) cutting_detail::mark(row_h[i] ^ row_h[w - i], low, seen);
            for (std::size_t j = 2; 2 * j <= h; ++j) cutting_detail::mark(row_w[j] ^ row_w[h - j], low, seen);
            const unsigned v = ~low ? static_cast<unsigned>(__builtin_ctzll(~low)) : cutting_detail::mex_from_64(seen);
            row_w[h] = g[h][w] = v;  // the game of h x w is the same, turned
        }
    }
    return g;
}

class CuttingGame {
public:
    // g(w, h) of a piece, 2 <= w, h <= kCuttingMaxSide.
    unsigned grundy(std::size_t w, std::size_t h) {
        assert(w >= 2 && h >= 2 && w <= kCuttingMaxSide && h <= kCuttingMaxSide &&
               "CuttingGame::grundy: sides are 2..kCuttingMaxSide");
        const std::size_t need = w > h ? w : h;
        if (g_.size() <= need) {
            std::size_t side = 2 * g_.size() > need ? 2 * g_.size() : need;
            if (side > kCuttingMaxSide) side = kCuttingMaxSide;
            g_ = cutting_table(side);
        }
        return g_[w][h];
    }
    // True iff the first player wins the paper of w x h.
    bool mover_wins(std::size_t w, std::size_t h) { return grundy(w, h) != 0; }

private:
    std::vector<std::vector<unsigned> > g_;
};

}  // namespace nimkit

#endif
