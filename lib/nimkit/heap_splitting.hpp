// nimkit/heap_splitting.hpp - Grundy values of heap games whose moves may split a heap.
//
// Lasker's Nim (HDU 3032): take any positive number from one heap, or split a
//   heap into two non-empty heaps. Closed form ("Winning Ways", Berlekamp,
//   Conway & Guy): g(0) = 0, and for x >= 1, g(x) = x + 1 if x = 4k+3,
//   x - 1 if x = 4k+4, else x.
// Take or split in three (HDU 5795): take any positive number, or split a heap
//   into three non-empty heaps. Closed form (the contest's editorial): as
//   Lasker's with 8 for 4, g(x) = x + 1 if x = 8k+7, x - 1 if x = 8k+8, else x.
//   Both closed forms are O(1) and exact for every x < 2^64 - 1 (2^64 - 1 is
//   asserted against: its value 2^64 has no std::uint64_t); g(2^31 - 1) =
//   2^31 (HDU 3032's largest heap) overflows a signed 32-bit int, and g(2^63 - 1)
//   = 2^63 a signed 64-bit one, so values are std::uint64_t throughout.
// Split-Nim (AcWing 894): replace a heap by two heaps, each strictly smaller,
//   zeros allowed (their sum may exceed the heap). No closed form is used:
//   g(x) = mex { g(i) ^ g(j) : j <= i < x }, built in O(n^2) time, O(n) memory,
//   by keeping the set of pair xors as heaps are added (it only grows, so the
//   mex only moves up). g(n) stays near 2n (seen, not relied on: the set of
//   pair xors grows if it must).
// The mex-definition tables of the first two games (O(n^2) time and O(n)
//   memory; O(n^3) time and O(n^2) memory, the options of one heap) are what
//   the closed forms are proved against.
// Sprague-Grundy: a sum of heaps is lost for the mover iff the xor of their g is 0.
// Proved by: tests/test_heap_splitting.cpp - each table and closed form against
//   the mex of the game's own moves (Lasker to 1000, split-three and split-Nim
//   to 300), the closed forms against the tables further (to 3000 and 600), and
//   each sum rule against P/N search with the real moves over every position
//   of <= 3 heaps <= 11 (Lasker, split-three), and of <= 3 heaps <= 5, 2 heaps
//   <= 6, 1 heap <= 7 (split-Nim, whose heaps multiply as they shrink).
#ifndef NIMKIT_HEAP_SPLITTING_HPP
#define NIMKIT_HEAP_SPLITTING_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimkit/grundy.hpp"

namespace nimkit {

// g of a heap whose values equal the heap except that the last of every
// `period` heaps and the next one are swapped (the shape both closed forms share).
inline std::uint64_t swap_at_period_end(std::uint64_t x, std::uint64_t period) {
    assert(period >= 2 && "swap_at_period_end: a period of at least 2");
    std::uint64_t r = x % period;
    if (r == period - 1) return x + 1;
    if (r == 0 && x > 0) return x - 1;
    return x;
}

inline std::uint64_t lasker_grundy(std::uint64_t x) {
    assert(x < ~std::uint64_t(0) && "lasker_grundy: g(2^64 - 1) = 2^64 does not fit in 64 bits");
    return swap_at_period_end(x, 4);
}

inline std::uint64_t split_three_grundy(std::uint64_t x) {
    assert(x < ~std::uint64_t(0) && "split_three_grundy: g(2^64 - 1) = 2^64 does not fit in 64 bits");
    return swap_at_period_end(x, 8);
}

// g(0..n) of Lasker's Nim by the mex definition.
inline std::vector<unsigned> lasker_grundy_table(std::size_t n) {
    std::vector<unsigned> g(n + 1, 0), options;
    for (std::size_t x = 1; x <= n; ++x) {
        options.assign(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(x));  // take: any smaller heap
        for (std::size_t a = 1; 2 * a <= x; ++a) options.push_back(g[a] ^ g[x - a]);
        g[x] = mex(options.begin(), options.end());
    }
    return g;
}

// g(0..n) of take-or-split-in-three by the mex definition.
inline std::vector<unsigned> split_three_grundy_table(std::size_t n) {
    std::vector<unsigned> g(n + 1, 0), options;
    for (std::size_t x = 1; x <= n; ++x) {
        options.assign(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(x));
        for (std::size_t a = 1; 3 * a <= x; ++a)
            for (std::size_t b = a; a + 2 * b <= x; ++b) options.push_back(g[a] ^ g[b] ^ g[x - a - b]);
        g[x] = mex(options.begin(), options.end());
    }
    return g;
}

// g(0..n) of split-Nim (AcWing 894).
inline std::vector<unsigned> split_nim_grundy_table(std::size_t n) {
    std::vector<unsigned> g(n + 1, 0);
    std::vector<char> pair_xor(4 * n + 4, 0);  // pair_xor[v]: some g(i) ^ g(j) = v with j <= i < x
    unsigned m = 0;
    for (std::size_t x = 1; x <= n; ++x) {
        for (std::size_t j = 0; j < x; ++j) {  // the pairs with i = x - 1 are new
            std::size_t v = g[x - 1] ^ g[j];
            if (v + 1 >= pair_xor.size()) pair_xor.resize(2 * v + 2, 0);  // only if g outgrew 2n: it does not
            pair_xor[v] = 1;
        }
        while (pair_xor[m]) ++m;  // ends: the last entry is never set
        g[x] = m;
    }
    return g;
}

}  // namespace nimkit

#endif
