// nimkit/wythoff.hpp - Wythoff's game: the cold positions and the winning moves, exactly.
//
// Game: two piles; a move takes any positive number from one pile, or the same
//   positive number from both. Whoever takes the last stone wins.
// Theorem (Wythoff 1907): the positions the mover loses ("cold") are the pairs
//   {a_k, a_k + k}, k = 0, 1, 2, ..., with a_k = floor(k*phi), phi = (1+sqrt 5)/2;
//   the a_k and the b_k = a_k + k (k >= 1) split the positive integers between
//   them (Beatty). So {a, b}, a <= b, is cold iff a = floor((b - a) * phi).
// Exact, in integers (no floating point: a double misjudges floor(k*phi) first
//   at k = 102334155): for j, n >= 0,
//     j <= n/phi  <=>  2j + n <= n*sqrt 5  <=>  (2j + n)^2 <= 5n^2  <=>  j(j + n) <= n^2,
//   (1/phi = (sqrt 5 - 1)/2), and equality only at n = 0 (sqrt 5 is irrational).
//   Products are taken in 128 bits held in two 64-bit words (no __int128,
//   which ISO C++ lacks). floor(k*phi) = k + floor(k/phi), as phi = 1 + 1/phi.
// Domain: pile sizes up to 2^63-1; floor(n/phi) for n <= 2^63.
// Cost: wythoff_cold O(1) (two 128-bit products); floor_div_phi and what uses
//   it (wythoff_lower, wythoff_partner, the winning moves) O(log n).
// Proved by: tests/test_wythoff.cpp - cold positions against P/N search over
//   the real moves for every a, b <= 300; floor(k*phi) against the mex
//   construction (a_k = mex of the earlier a's and b's) for every k <= 10^6,
//   against Fibonacci identities to 2^63 and the (2m - k)^2 < 5k^2 form near
//   10^18; the partner of every x <= 10^6; the winning moves against the
//   brute force's list of moves to cold positions for every a <= b <= 150.
#ifndef NIMKIT_WYTHOFF_HPP
#define NIMKIT_WYTHOFF_HPP

#include <cassert>
#include <cstdint>

#include "nimkit/internal_u128.hpp"

namespace nimkit {

const std::uint64_t kWythoffMaxPile = 9223372036854775807ULL;  // 2^63-1

// j <= n/phi, exactly (the derivation is in the header comment). j + n < 2^64.
inline bool at_most_n_over_phi(std::uint64_t j, std::uint64_t n) {
    return mul_wide(j, j + n) <= mul_wide(n, n);
}

// floor(n/phi) for n <= 2^63: the largest j with at_most_n_over_phi(j, n),
// built bit by bit from the top (the test is monotone in j). j < n, so its top
// bit is at most n's, and below 2^63 (n/phi < 2^63).
inline std::uint64_t floor_div_phi(std::uint64_t n) {
    assert(n <= kWythoffMaxPile + 1 && "floor_div_phi: n is at most 2^63");
    std::uint64_t bit = 1;
    while (bit <= n / 2 && bit < (1ULL << 62)) bit <<= 1;
    std::uint64_t j = 0;
    for (; bit; bit >>= 1)
        if (at_most_n_over_phi(j | bit, n)) j |= bit;
    return j;
}

// a_k = floor(k*phi), k <= 2^63-1 (a_k < 2^64).
inline std::uint64_t wythoff_lower(std::uint64_t k) {
    assert(k <= kWythoffMaxPile && "wythoff_lower: k is at most 2^63-1");
    return k + floor_div_phi(k);
}

// True iff the player to move loses at piles a, b (any order, each <= 2^63-1):
// with a <= b and k = b - a, a = k + floor(k/phi), i.e. j = a - k is the
// integer with j <= k/phi < j + 1. O(1).
inline bool wythoff_cold(std::uint64_t a, std::uint64_t b) {
    assert(a <= kWythoffMaxPile && b <= kWythoffMaxPile && "wythoff_cold: piles are at most 2^63-1");
    if (a > b) {
        std::uint64_t t = a;
        a = b;
        b = t;
    }
    const std::uint64_t k = b - a;
    return a >= k && at_most_n_over_phi(a - k, k) && !at_most_n_over_phi(a - k + 1, k);
}

// The y with {x, y} cold, x <= 2^63-1 (y < 2^64). There are
// m = floor((x+1)/phi) numbers a_i <= x with i >= 1 (a_i <= x <=> i*phi < x+1).
// If x is one of them it is a_m, partner a_m + m; else x is the (x - m)-th
// b_i, partner b_{x-m} - (x - m) = m. x = 0 is a_0, its own partner.
inline std::uint64_t wythoff_partner(std::uint64_t x) {
    assert(x <= kWythoffMaxPile && "wythoff_partner: x is at most 2^63-1");
    const std::uint64_t m = floor_div_phi(x + 1);
    return wythoff_lower(m) == x ? x + m : m;
}

// A winning move, given by the piles it leaves: x <= y.
struct WythoffMove {
    std::uint64_t x, y;
};

// Calls f(move) for every winning move from piles a, b (any order, each
// <= 2^63-1), in the order of HDU 2177 (with s <= t the piles sorted):
//   1. the same taken from both piles (at most one wins: to (a_k, b_k), k = t - s);
//   2. the smaller pile s reduced (to the partner of t, if below s);
//   3. if s != t, the larger pile t reduced (to the partner of s, if below t).
// A move of kind 3 can leave the same piles as the move of kind 1 (5 7: both
// leave 3 5); it is a different move and is reported again. No calls iff the
// position is cold.
template <class F>
void for_each_wythoff_winning_move(std::uint64_t a, std::uint64_t b, F f) {
    assert(a <= kWythoffMaxPile && b <= kWythoffMaxPile && "for_each_wythoff_winning_move: piles are at most 2^63-1");
    const std::uint64_t s = a < b ? a : b, t = a < b ? b : a;
    const std::uint64_t ak = wythoff_lower(t - s);
    if (s > ak) {
        WythoffMove m = {ak, ak + (t - s)};
        f(m);
    }
    const std::uint64_t below_s = wythoff_partner(t);
    if (below_s < s) {
        WythoffMove m = {below_s, t};
        f(m);
    }
    if (s != t) {
        const std::uint64_t y = wythoff_partner(s);
        if (y < t) {
            WythoffMove m = {y < s ? y : s, y < s ? s : y};
            f(m);
        }
    }
}

}  // namespace nimkit

#endif
