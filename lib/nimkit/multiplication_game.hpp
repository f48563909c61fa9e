// nimkit/multiplication_game.hpp - the multiplication game (HDU 1517, POJ 2505,
// UVa 847): a number p starts at 1; the players in turn multiply it by a factor
// of lo..hi (2 <= lo <= hi; the judges: 2..9); whoever first makes p >= n wins.
//
// Theorem (intervals): for p < n, let t_1 = ceil(n/hi), and then t_{2i} =
//   ceil(t_{2i-1}/lo), t_{2i+1} = ceil(t_{2i}/hi). The mover at p wins iff p
//   lies in some [t_{2i+1}, t_{2i}) (with t_0 = n), and loses iff p lies in some
//   [t_{2i}, t_{2i-1}). Proof, by induction from the top:
//   - p in [t_1, n): p*hi >= n, an immediate win.
//   - p in [t_2, t_1): p*hi < n (p < ceil(n/hi)), and every move reaches
//     p*d >= p*lo >= t_1 (p >= ceil(t_1/lo)): into [t_1, n), where the
//     opponent wins. So does every interval [t_{2i}, t_{2i-1}) map all of its
//     moves into [t_{2i-1}, t_{2i-2}), a winning one: lost.
//   - p in [t_{2i+1}, t_{2i}), i >= 1: p*hi >= t_{2i}, and the least d with
//     p*d >= t_{2i} has p*d < t_{2i} + p <= 2 t_{2i} - 1 <= t_{2i-1}, since
//     t_{2i} = ceil(t_{2i-1}/lo) <= ceil(t_{2i-1}/2); and p*lo < t_{2i-1} as p <
//     ceil(t_{2i-1}/lo). So some factor lands in the lost [t_{2i}, t_{2i-1}): won.
// Corollary (lo = 2, hi = 9, p = 1, n >= 2): ceil(ceil(x/a)/b) = ceil(x/(ab)),
//   so t_{2i} = ceil(n/18^i), t_{2i+1} = ceil(n/(9*18^i)), and 1 lies in a won
//   interval iff 18^i < n <= 9*18^i for some i >= 0: Stan (the first player)
//   wins for n in 2..9, 19..162, 325..2916, ...; Ollie for 10..18, 163..324, ...
// Cost: O(log n) steps of one division each (the t's shrink at least by half).
// Proved by: tests/test_multiplication_game.cpp, against a search over the
//   products themselves (p's options p*lo..p*hi): every start p < n for every
//   n <= 600 and 2 <= lo <= hi <= 10, every n <= 5000 for 2..9; the corollary
//   against that search and against a search over the 7-smooth products from
//   1 at every n near 18^i and 9*18^i up to 10^15, and against the intervals
//   at those boundaries to 2^64-1.
#ifndef NIMKIT_MULTIPLICATION_GAME_HPP
#define NIMKIT_MULTIPLICATION_GAME_HPP

#include <cassert>
#include <cstdint>

namespace nimkit {

// True iff the player to move at p (1 <= p < n) wins the race to n or beyond
// with factors lo..hi (2 <= lo <= hi).
inline bool multiplication_game_mover_wins(std::uint64_t n, std::uint64_t p, std::uint64_t lo, std::uint64_t hi) {
    assert(p >= 1 && p < n && "multiplication_game_mover_wins: 1 <= p < n (p >= n: the game is over)");
    assert(lo >= 2 && lo <= hi && "multiplication_game_mover_wins: 2 <= lo <= hi");
    std::uint64_t t = (n - 1) / hi + 1;  // t_1 = ceil(n/hi), no overflow
    for (bool winning = true;; winning = !winning) {
        if (p >= t) return winning;  // p in [t_k, t_{k-1})
        const std::uint64_t d = winning ? lo : hi;  // t_{2i} from t_{2i-1} by lo, t_{2i+1} from t_{2i} by hi
        t = (t - 1) / d + 1;
    }
}

// The judges' game: p = 1, factors 2..9, n >= 2. True iff Stan, who moves
// first, wins: iff 18^i < n <= 9*18^i for some i >= 0.
inline bool multiplication_game_classic_mover_wins(std::uint64_t n) {
    assert(n >= 2 && "multiplication_game_classic_mover_wins: n >= 2 (p = 1 already reaches n = 1)");
    const std::uint64_t top = ~std::uint64_t(0);
    for (std::uint64_t b = 1;; b *= 18) {  // b = 18^i < n
        if (b > top / 9 || n <= 9 * b) return true;    // (18^i, 9*18^i]
        if (b > top / 18 || n <= 18 * b) return false;  // (9*18^i, 18^(i+1)]
    }
}

}  // namespace nimkit

#endif
