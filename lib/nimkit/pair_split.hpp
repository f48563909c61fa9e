// nimkit/pair_split.hpp - a pair of piles, a move discards one and splits the other (Luogu P2148, SDOI2009 E&D).
//
// Game: two piles a, b >= 1. A move removes one of them and splits the other,
//   x >= 2 stones, into two non-empty piles y, x - y, which become the pair.
//   (1, 1) has no move. Several pairs are a Sprague-Grundy sum.
// Theorem (pair_split_grundy): the value of (a, b) is the index of the lowest
//   0 bit of (a - 1) | (b - 1) (its number of trailing one bits).
// Proof, by induction on a + b (every option has a smaller sum). Write f(a, b)
//   for that index. The options of (a, b) are the splits of a and of b; let
//   S(x) = { f(y, x - y) : 1 <= y < x }. Lemma: S(x) is the set of k whose bit
//   is 1 in x - 1. Then mex(S(a) u S(b)) is the lowest k set in neither a - 1
//   nor b - 1, which is f(a, b).
//   Lemma, with u = y - 1, w = x - y - 1 (any u, w >= 0 with u + w = x - 2):
//   if f = k, bits 0..k-1 of u | w are all 1 and bit k of both u and w is 0;
//   the low k bits of u and w sum to between 2^k - 1 and 2^(k+1) - 2, so in
//   u + w + 1 = x - 1 they give exactly bit k, and nothing above it is
//   disturbed: bit k of x - 1 is 1. Conversely, if x - 1 = H 2^(k+1) + 2^k + r
//   with r < 2^k, then u = H 2^(k+1) + 2^k - 1, w = r sum to x - 2, u's low k
//   bits are all 1 and bit k of both is 0: f = k.
//   O(1) time (a bit scan), any piles up to 2^64-1.
// Proved by: tests/test_pair_split.cpp - the value against the mex over the
//   real moves for every a, b <= 150; the xor of two pairs against P/N search
//   of both played together for every a, b, c, d <= 10.
#ifndef NIMKIT_PAIR_SPLIT_HPP
#define NIMKIT_PAIR_SPLIT_HPP

#include <cassert>
#include <cstdint>

namespace nimkit {

// The Grundy value of the pair (a, b), a, b >= 1.
inline unsigned pair_split_grundy(std::uint64_t a, std::uint64_t b) {
    assert(a >= 1 && b >= 1 && "pair_split_grundy: both piles hold at least one stone");
    std::uint64_t ones = (a - 1) | (b - 1);
    unsigned k = 0;
    while (ones & 1) {  // at most 64 steps; a bit scan would do, this stays portable
        ones >>= 1;
        ++k;
    }
    return k;
}

}  // namespace nimkit

#endif
