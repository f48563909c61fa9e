// nimkit/consecutive_split.hpp - the consecutive split game (Codeforces 87C
// "Interesting Game"): a move takes one heap of n and splits it into k >= 2
// heaps of consecutive sizes a, a - 1, ..., a - k + 1 >= 1; the player who
// cannot move loses.
//
// Moves: n = k a - k (k - 1) / 2, so a split into k heaps exists iff
//   k divides n + k (k - 1) / 2 and a = (n + k (k - 1) / 2) / k >= k, i.e.
//   n >= k (k + 1) / 2: at most sqrt(2n) values of k per heap.
// Theorem: Sprague-Grundy - g(n) is the mex over the splits of the xor of the
//   parts' values, and the xor of g(a - k + 1..a) is X(a) ^ X(a - k) with
//   X(m) = g(1) ^ ... ^ g(m), so each split costs O(1). A heap of n is won
//   by the first player iff g(n) != 0; the winning first splits are those
//   whose parts' xor is 0.
// Cost: consecutive_split_table(n) O(n sqrt n) time (about 3 * 10^7 steps at
//   n = 10^5), 8 bytes a heap; consecutive_split_least_winning O(n) at worst
//   (k reads per split).
// Proved by: tests/test_consecutive_split.cpp - the table against
//   heap_game_table with every split listed part by part (n <= 3000), and
//   both the table and the least winning k against a win/lose search over
//   the sums of heaps the moves really leave (every heap <= 40); Codeforces
//   87C's samples.
#ifndef NIMKIT_CONSECUTIVE_SPLIT_HPP
#define NIMKIT_CONSECUTIVE_SPLIT_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimkit/internal_mex.hpp"

namespace nimkit {

// The largest heap of the split of n into k consecutive heaps, or 0 if there
// is none (k >= 2).
inline std::uint64_t consecutive_split_top(std::uint64_t n, std::uint64_t k) {
    const std::uint64_t shift = k * (k - 1) / 2;
    if (k < 2 || k * (k + 1) / 2 > n || (n + shift) % k != 0) return 0;
    return (n + shift) / k;
}

// g(0..n): g(0) = 0 (no heap), g(1) = g(2) = 0 (no split). n < 2^32.
inline std::vector<unsigned> consecutive_split_table(std::size_t n) {
    assert(static_cast<std::uint64_t>(n) < (1ULL << 32) && "consecutive_split_table: n < 2^32");
    std::vector<unsigned> g(n + 1, 0), prefix(n + 1, 0);  // prefix[m] = g(1) ^ ... ^ g(m)
    MexStamps seen;
    for (std::size_t m = 1; m <= n; ++m) {
        seen.next();
        for (std::uint64_t k = 2; k * (k + 1) / 2 <= m; ++k) {
            const std::uint64_t a = consecutive_split_top(m, k);
            if (a) seen.mark(prefix[a] ^ prefix[a - k]);
        }
        g[m] = seen.mex();
        prefix[m] = prefix[m - 1] ^ g[m];
    }
    return g;
}

// The least k whose split of heap n leaves a position of value 0 (a winning
// first move), or 0 if none (g(n) = 0). g: a table from
// consecutive_split_table with n < g.size().
inline std::uint64_t consecutive_split_least_winning(const std::vector<unsigned>& g, std::size_t n) {
    assert(n < g.size() && "consecutive_split_least_winning: n is within the table");
    for (std::uint64_t k = 2; k * (k + 1) / 2 <= n; ++k) {
        const std::uint64_t a = consecutive_split_top(n, k);
        if (!a) continue;
        unsigned x = 0;
        for (std::uint64_t h = a - k + 1; h <= a; ++h) x ^= g[static_cast<std::size_t>(h)];
        if (x == 0) return k;
    }
    return 0;
}

}  // namespace nimkit

#endif
