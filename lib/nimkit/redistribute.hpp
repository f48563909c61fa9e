// nimkit/redistribute.hpp - take from one pile and hand some of the rest to other piles (POJ 1740).
//
// Game: piles of stones. A move picks one pile, removes at least one stone from
//   the game, then may move any of that pile's remaining stones onto any other
//   piles that still have stones (any amounts to each). An empty pile is dead:
//   nothing is ever added to it. Whoever cannot move (no stone left) loses.
// Theorem: the player to move loses iff the non-empty piles pair off, i.e.
//   every pile size above 0 occurs an even number of times.
// Proof: write N_t for the number of piles with at least t stones; the piles
//   pair off iff N_t is even for every t >= 1.
//   From paired piles no move reaches paired piles: the chosen pile goes from
//   v down to some w < v, which takes it out of N_t for each t in w+1..v; for
//   every such N_t to stay even another pile must rise past each of those v - w
//   thresholds, and a pile rising by d passes d thresholds, so at least v - w
//   stones would be handed over, but at most v - w - 1 are (one leaves the game).
//   From unpaired piles, sorted a_1 <= ... <= a_m (all >= 1), some move pairs
//   them: m odd - empty a_m, giving a_(2i) - a_(2i-1) to each a_(2i-1) (their
//   sum is at most a_(m-1) - a_1 < a_m, so a stone is left to remove); m even -
//   cut a_m to a_1 and give a_(2i+1) - a_(2i) to each a_(2i) (i = 1..m/2-1); the
//   stones handed over, at most a_(m-1) - a_2, fall short of a_m - a_1 unless
//   the piles were already paired.
// Cost: O(n log n) (the non-empty piles are sorted), O(n) memory.
// Proved by: tests/test_redistribute.cpp - the rule against P/N search over the
//   real moves (every removal, every way to hand stones to non-empty piles) on
//   every position of <= 4 piles of <= 7 stones, <= 5 of <= 5 and <= 7 of
//   <= 3; and
//   redistribute_pairing_move against the same search (its result is paired
//   and is one move away).
#ifndef NIMKIT_REDISTRIBUTE_HPP
#define NIMKIT_REDISTRIBUTE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimkit {

// True iff every pile size above 0 occurs an even number of times.
template <class It>
bool piles_pair_off(It first, It last) {
    std::vector<std::uint64_t> p;
    for (; first != last; ++first)
        if (*first != 0) p.push_back(*first);
    if (p.size() % 2 != 0) return false;
    std::sort(p.begin(), p.end());
    for (std::size_t i = 0; i < p.size(); i += 2)
        if (p[i] != p[i + 1]) return false;
    return true;
}

// True iff the player to move wins (POJ 1740: "1").
template <class It>
bool redistribute_mover_wins(It first, It last) {
    return !piles_pair_off(first, last);
}

// The piles after a winning move, from piles that do not pair off (asserted):
// the largest pile gives what pairs the others and keeps what pairs itself.
// The piles come back sorted, empty ones dropped.
inline std::vector<std::uint64_t> redistribute_pairing_move(std::vector<std::uint64_t> p) {
    p.erase(std::remove(p.begin(), p.end(), std::uint64_t(0)), p.end());
    std::sort(p.begin(), p.end());
    assert(!piles_pair_off(p.begin(), p.end()) && "redistribute_pairing_move: the piles already pair off");
    const std::size_t m = p.size();
    // m odd: the largest empties, and a_1 rises to a_2, a_3 to a_4, ...;
    // m even: the largest drops to a_1, and a_2 rises to a_3, a_4 to a_5, ...
    p[m - 1] = m % 2 != 0 ? 0 : p[0];
    for (std::size_t i = m % 2 != 0 ? 0 : 1; i + 1 < m - 1; i += 2) p[i] = p[i + 1];
    p.erase(std::remove(p.begin(), p.end(), std::uint64_t(0)), p.end());
    std::sort(p.begin(), p.end());
    return p;
}

}  // namespace nimkit

#endif
