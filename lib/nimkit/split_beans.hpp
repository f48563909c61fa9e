// nimkit/split_beans.hpp - beans in a row of bottles, a move takes one bean from bottle i and puts one into
// bottles j and k, i < j <= k (Luogu P3185, HNOI2007; also "A Funny Stone Game", ICPC Beijing 2006).
//
// Game: bottles 0..n-1 hold p_0..p_{n-1} beans. A move picks i < j <= k with
//   p_i >= 1, takes a bean from bottle i and adds one to bottle j and one to
//   bottle k (two to j if j = k). Who cannot move loses. Every move sends a
//   bean to the right, so the game ends.
// Theorem: the beans are independent games (a move acts on one bean and makes
//   two new ones, each playing on alone), so the position is the Sprague-Grundy
//   sum over beans, and a bean in bottle i is worth
//     g(i) = mex{ g(j) xor g(k) : i < j <= k <= n-1 }   (g(n-1) = 0: no move).
//   Two beans in one bottle cancel, so X = xor of g(i) over the bottles with
//   an odd count; the first player wins iff X != 0. The winning moves are the
//   (i, j, k) with p_i >= 1 and g(i) xor g(j) xor g(k) = X (after the move the
//   sum is X xor g(i) xor g(j) xor g(k)). g depends only on n - 1 - i.
// split_bean_values(n): g(0..n-1), O(n^3) time by the mex over pairs (we
//   know no closed form: 0, 1, 2, 4, 7, 8, 11, 13, ... from the end), O(n^2)
//   memory for the mex.
// split_bean_winning_moves(beans): the number of winning moves and the
//   first in (i, j, k) order; O(n^3) time.
// Proved by: tests/test_split_beans.cpp - the verdict, the count and the first
//   winning move against P/N search over the real moves for every position
//   of n <= 5 bottles with at most 2 beans in each, of 6 with at most 1, and
//   of 4 with at most 3.
#ifndef NIMKIT_SPLIT_BEANS_HPP
#define NIMKIT_SPLIT_BEANS_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimkit {

// g[i], the value of one bean in bottle i of n bottles.
inline std::vector<std::uint64_t> split_bean_values(std::size_t n) {
    std::vector<std::uint64_t> g(n, 0);
    std::vector<char> seen;
    for (std::size_t i = n; i-- > 0;) {
        seen.assign((n - i) * (n - i) + 2, 0);  // a mex over at most (n-1-i)(n-i)/2 values is below this
        for (std::size_t j = i + 1; j < n; ++j)
            for (std::size_t k = j; k < n; ++k) {
                const std::uint64_t v = g[j] ^ g[k];
                if (v < seen.size()) seen[static_cast<std::size_t>(v)] = 1;
            }
        std::uint64_t m = 0;
        while (seen[static_cast<std::size_t>(m)]) ++m;
        g[i] = m;
    }
    return g;
}

struct SplitBeanMoves {
    std::uint64_t count;    // winning moves (triples i < j <= k); 0: the first player loses
    std::size_t i, j, k;    // the first of them in (i, j, k) order, when count > 0
};

inline SplitBeanMoves split_bean_winning_moves(const std::vector<std::uint64_t>& beans) {
    const std::size_t n = beans.size();
    const std::vector<std::uint64_t> g = split_bean_values(n);
    std::uint64_t x = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (beans[i] % 2) x ^= g[i];
    SplitBeanMoves out = {0, 0, 0, 0};
    if (x == 0) return out;
    for (std::size_t i = 0; i < n; ++i) {
        if (beans[i] == 0) continue;
        for (std::size_t j = i + 1; j < n; ++j)
            for (std::size_t k = j; k < n; ++k)
                if ((g[i] ^ g[j] ^ g[k]) == x) {
                    if (out.count++ == 0) {
                        out.i = i;
                        out.j = j;
                        out.k = k;
                    }
                }
    }
    assert(out.count > 0 && "split_bean_winning_moves: a non-zero sum has a winning move");
    return out;
}

}  // namespace nimkit

#endif
