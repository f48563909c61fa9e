// nimkit/bash.hpp - the Bash game: one pile, a move takes 1..m stones.
//
// Theorem (the subtraction game S = {1..m}, Winning Ways, Berlekamp, Conway &
//   Guy): whoever takes the last stone wins; the player to move loses iff n is
//   a multiple of m+1 (answer a take of k by m+1-k; from any other n, take
//   n mod (m+1) first). HDU 1846.
// "Reach or exceed" (HDU 2188): players add 1..m to a total starting at 0;
//   whoever brings it to n or beyond wins. On the amount left r, a move d >= r
//   wins at once; one exists iff d = r is a move, so this is the Bash game on n.
// Winning first raises (HDU 2149, price starts at 0, raises of 1..N, the bid
//   reaching the cost M wins): if M <= N, exactly M..N (a smaller raise leaves
//   the other side less than M <= N to cover); otherwise only M mod (N+1),
//   unless that is 0. Always one run of consecutive raises, possibly empty.
// Takes of p..q, whoever takes the last coin LOSES (HDU 2897; 1 <= p <= q; a
//   pile of fewer than p must be taken whole): the player to move loses iff
//   n mod (p+q) is in 1..p. Proof: write n = k(p+q) + r. If 1 <= r <= p and
//   k = 0, every move takes the whole pile (a take of at least p, or all of
//   fewer than p) and loses; for k >= 1 the opponent answers a take x by
//   p+q-x (in p..q, and at most what is left), bringing the mover to
//   (k-1)(p+q) + r. Otherwise the mover takes q (r = 0, leaving
//   (k-1)(p+q) + p) or some x in [max(p, r-p), min(q, r-1)] (p < r < p+q,
//   a range that is never empty), leaving the opponent a remainder in 1..p.
//   An empty pile (n = 0) means the other side took the last coin: a win.
// Time and memory O(1).
// Proved by: tests/test_bash.cpp, against P/N search over the game's own moves
//   (overshooting is an immediate win where the rules say so): every n <= 300
//   with every m <= 40, and every M, N <= 60 for the raises; the misere takes
//   of p..q for every n <= 400 and 1 <= p <= q <= 30.
#ifndef NIMKIT_BASH_HPP
#define NIMKIT_BASH_HPP

#include <cassert>
#include <cstdint>

namespace nimkit {

// True iff the player to move wins the Bash game on n stones, takes 1..m.
// With m = 0 nobody can move, so the mover loses, as the rule says.
inline bool bash_mover_wins(std::uint64_t n, std::uint64_t m) {
    if (m >= n) return n != 0;  // take everything; also keeps m+1 below from overflowing
    return n % (m + 1) != 0;
}

// True iff the first player wins "reach or exceed target" with steps 1..m (target >= 1).
inline bool reach_mover_wins(std::uint64_t target, std::uint64_t m) {
    assert(target >= 1 && "reach_mover_wins: the target is at least 1");
    return bash_mover_wins(target, m);
}

// The winning first raises, first..last; empty when first > last.
struct RaiseRange {
    std::uint64_t first, last;
    bool empty() const { return first > last; }
};

// Cost M >= 1, raises of 1..N with N >= 1.
inline RaiseRange winning_first_raises(std::uint64_t cost, std::uint64_t max_raise) {
    assert(cost >= 1 && "winning_first_raises: the cost is at least 1");
    assert(max_raise >= 1 && "winning_first_raises: the largest raise is at least 1");
    RaiseRange none = {1, 0};
    if (cost <= max_raise) {
        RaiseRange all = {cost, max_raise};
        return all;
    }
    std::uint64_t r = cost % (max_raise + 1);  // max_raise < cost: no overflow
    RaiseRange one = {r, r};
    return r ? one : none;
}

// True iff the player to move wins with n coins when a move takes p..q coins
// (all of them when fewer than p are left) and whoever takes the last coin
// loses (1 <= p <= q). n = 0: the other side took the last coin, so true.
inline bool bash_misere_range_mover_wins(std::uint64_t n, std::uint64_t p, std::uint64_t q) {
    assert(p >= 1 && "bash_misere_range_mover_wins: a move takes at least p >= 1 coins");
    assert(p <= q && "bash_misere_range_mover_wins: p <= q");
    const std::uint64_t r = q > ~std::uint64_t(0) - p ? n : n % (p + q);  // p + q > 2^64-1 >= n: r = n
    return r == 0 || r > p;
}

}  // namespace nimkit

#endif
