// nimkit/lance_game.hpp - AtCoder ABC265 Ex "No-capture Lance Game": how many
// initial boards the first player wins, modulo 998244353.
//
// Game: an H x W board, each row holding one lance of the first player
//   (moving left, any distance over empty cells) and one of the second
//   (moving right); nothing is captured or jumped; who cannot move loses.
// Values: a row where the lances face each other (first's right of second's)
//   is a nim-heap of their gap g (both may shorten it by any amount): *g. A row
//   where they do not is an integer: the first lance's free cells minus the
//   second's, d = (a - 1) - (W - b) for the first at column a < b. The board is
//   x + *n (x the sum of the d, n the xor of the g), won by the first player
//   iff x > 0, or x = 0 and n != 0.
// Counting: with T = W(W-1)/2 boards of a row of each kind, Z_i the i-tuples
//   of facing rows of xor 0 and Q_k the k-tuples of others of sum 0 (the sum is
//   > 0 for (T^k - Q_k)/2 of them, by the mirror d -> -d), the answer is
//   (1/2) sum_i C(H,i) (T^H + T^i Q_{H-i} - 2 Z_i Q_{H-i}). With Z_i = (1/S)
//   sum_s lambda_s^i (Walsh-Hadamard over S = the power of 2 above W-2) and the
//   binomial theorem, each sum is [x^0] (c + f(x))^H for f(x) = sum_d cnt_d x^d
//   and c = T or a lambda_s: the middle coefficient of a power of a polynomial
//   of degree 2(W-2), by the recurrence p0 n q_n = sum_j p_j q_{n-j} (H j - n + j)
//   that P Q' = H P' Q gives (p0 = 1: the one row with d = -(W-2)).
//   O(S H W^2) time (about 0.3 s at H = 8000, W = 30), O(H W) memory.
// Proved by: tests/test_partizan_solvers.cpp - the count against all
//   W(W-1)^H boards, each searched by minimax of the whole board knowing only
//   the moves (tests/partizan_brute.hpp), for every H <= 3 and W <= 5 (and
//   H = 4, W <= 4).
#ifndef NIMKIT_LANCE_GAME_HPP
#define NIMKIT_LANCE_GAME_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimkit {

const std::uint32_t kLanceMod = 998244353;

inline std::uint32_t internal_lance_pow(std::uint64_t b, std::uint64_t e) {
    std::uint64_t r = 1;
    for (b %= kLanceMod; e; e >>= 1, b = b * b % kLanceMod)
        if (e & 1) r = r * b % kLanceMod;
    return static_cast<std::uint32_t>(r);
}

// [x^(h*d)] P(x)^h for P of degree 2d with P[0] = 1, by the recurrence above; inv[n] = 1/n.
inline std::uint32_t internal_lance_middle(const std::vector<std::uint32_t>& p, std::uint64_t h, std::size_t d,
                                           const std::vector<std::uint32_t>& inv) {
    assert(p[0] == 1);
    const std::size_t target = static_cast<std::size_t>(h) * d, deg = 2 * d;
    std::vector<std::uint32_t> q(target + 1);
    std::vector<std::uint64_t> a(deg + 1);  // a_j = p_j (h + 1) j: the term is (a_j - n p_j) q_{n-j}
    for (std::size_t j = 1; j <= deg; ++j) a[j] = p[j] * ((h + 1) % kLanceMod) % kLanceMod * j % kLanceMod;
    q[0] = 1;
    for (std::size_t n = 1; n <= target; ++n) {
        std::uint64_t s1 = 0, s2 = 0;  // sum a_j q_{n-j}, sum p_j q_{n-j}: products < 2^60, reduced every 8
        const std::size_t top = n < deg ? n : deg;
        for (std::size_t j = 1; j <= top; ++j) {
            s1 += a[j] * q[n - j];
            s2 += std::uint64_t(p[j]) * q[n - j];
            if ((j & 7) == 0) s1 %= kLanceMod, s2 %= kLanceMod;
        }
        s1 %= kLanceMod;
        s2 %= kLanceMod;
        const std::uint64_t v = (s1 + kLanceMod - s2 * (n % kLanceMod) % kLanceMod) % kLanceMod;
        q[n] = static_cast<std::uint32_t>(v * inv[n] % kLanceMod);
    }
    return q[target];
}

// The number of boards of h rows and w columns (two lances a row) the first player wins, mod 998244353.
inline std::uint32_t lance_game_first_wins_count(std::uint64_t h, std::size_t w) {
    assert(w >= 2 && "lance_game_first_wins_count: at least 2 columns");
    const std::size_t d = w - 2;
    std::vector<std::uint64_t> cnt(2 * d + 1, 0), gap(d + 1, 0);  // cnt[d + k]: rows of value k; gap[g]: facing rows
    for (std::size_t a = 1; a <= w; ++a)
        for (std::size_t b = 1; b <= w; ++b) {
            if (a < b) ++cnt[(a - 1) + d - (w - b)];
            if (a > b) ++gap[a - b - 1];
        }
    const std::size_t target = static_cast<std::size_t>(h) * d;
    std::vector<std::uint32_t> inv(target + 2, 1);
    for (std::size_t n = 2; n < inv.size(); ++n)
        inv[n] = static_cast<std::uint32_t>((kLanceMod - std::uint64_t(kLanceMod / n) * inv[kLanceMod % n] % kLanceMod) % kLanceMod);
    // M(c) = [x^0] (c + f(x))^h
    auto middle = [&](std::uint64_t c) -> std::uint64_t {
        std::vector<std::uint32_t> p(2 * d + 1);
        for (std::size_t j = 0; j <= 2 * d; ++j) p[j] = static_cast<std::uint32_t>(cnt[j] % kLanceMod);
        p[d] = static_cast<std::uint32_t>((p[d] + c) % kLanceMod);
        if (d == 0) return internal_lance_pow(p[0], h);
        return internal_lance_middle(p, h, d, inv);
    };
    const std::uint64_t t = std::uint64_t(w) * (w - 1) / 2 % kLanceMod;
    std::size_t s = 1;
    while (s <= d) s <<= 1;  // the gaps 0..d as bit patterns below s
    std::uint64_t zero_part = 0;  // sum over the characters s of M(lambda_s)
    for (std::size_t x = 0; x < s; ++x) {
        std::int64_t lambda = 0;
        for (std::size_t g = 0; g <= d; ++g) {
            std::size_t bits = g & x, parity = 0;
            for (; bits; bits &= bits - 1) parity ^= 1;
            lambda += parity ? -static_cast<std::int64_t>(gap[g]) : static_cast<std::int64_t>(gap[g]);
        }
        const std::uint64_t c = static_cast<std::uint64_t>((lambda % static_cast<std::int64_t>(kLanceMod) + kLanceMod) % kLanceMod);
        zero_part = (zero_part + middle(c)) % kLanceMod;
    }
    zero_part = zero_part * internal_lance_pow(s, kLanceMod - 2) % kLanceMod;
    const std::uint64_t all = internal_lance_pow(2 * t, h);  // sum_i C(h,i) T^i T^(h-i)
    const std::uint64_t total = (all + middle(t) + 2 * (kLanceMod - zero_part)) % kLanceMod;
    return static_cast<std::uint32_t>(total * ((kLanceMod + 1) / 2) % kLanceMod);
}

}  // namespace nimkit

#endif  // NIMKIT_LANCE_GAME_HPP
