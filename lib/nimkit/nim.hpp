// nimkit/nim.hpp - Nim: the nim-sum, the verdict, and the winning moves, normal and misère.
//
// Theorem (Bouton 1901): in normal play the player to move loses iff the xor X
//   of the pile sizes is 0; pile a has a winning move iff (a ^ X) < a, and it is
//   the move to a ^ X (so each pile gives at most one).
// Misère (last stone loses): if every pile is 0 or 1 the mover loses iff the
//   number of 1-piles is odd; otherwise iff X == 0. Strategy: play normal Nim
//   until the move would leave only piles <= 1, then leave an odd number of 1s.
// Time O(piles), memory O(1) beyond the output.
// Proved by: tests/test_nim.cpp, against P/N brute force (no xor in the oracle)
//   over every position of up to 4 piles of sizes 0..7 (misère: 0..6).
#ifndef NIMKIT_NIM_HPP
#define NIMKIT_NIM_HPP

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace nimkit {

template <class It>
std::uint64_t nim_sum(It first, It last) {
    std::uint64_t x = 0;
    for (; first != last; ++first) x ^= *first;
    return x;
}

// Bouton: the mover wins iff the nim-sum is non-zero.
inline bool normal_play_wins(std::uint64_t nim_sum_of_piles) { return nim_sum_of_piles != 0; }

// True when pile `a` is a winning pile under nim-sum x; the move leaves a ^ x.
inline bool is_winning_pile(std::uint64_t a, std::uint64_t x) { return (a ^ x) < a; }

template <class It>
std::size_t count_winning_moves(It first, It last) {
    std::uint64_t x = nim_sum(first, last);
    std::size_t count = 0;
    for (; first != last; ++first) count += is_winning_pile(*first, x);
    return count;
}

// A winning move: take pile number `pile` (0-based) down to `to`.
struct Move {
    std::size_t pile;
    std::uint64_t to;
};

// Calls f(move) for every winning move, in pile order (none iff the mover
// loses); streams them, so a solver printing them keeps no list.
template <class It, class F>
void for_each_winning_move(It first, It last, F f) {
    std::uint64_t x = nim_sum(first, last);
    for (std::size_t i = 0; first != last; ++first, ++i)
        if (is_winning_pile(*first, x)) {
            Move m = {i, *first ^ x};
            f(m);
        }
}

// Every winning move in pile order; empty iff the mover loses.
template <class It>
std::vector<Move> winning_moves(It first, It last) {
    std::vector<Move> moves;
    for_each_winning_move(first, last, [&moves](const Move& m) { moves.push_back(m); });
    return moves;
}

template <class It>
bool misere_play_wins(It first, It last) {
    std::uint64_t x = 0, ones = 0;
    bool all_small = true;
    for (; first != last; ++first) {
        x ^= *first;
        ones += *first == 1;
        all_small = all_small && *first <= 1;
    }
    return all_small ? ones % 2 == 0 : x != 0;
}

// A winning misère move; false when the mover loses, or has already won
// because no stone is left (the empty board has no move).
template <class It>
bool misere_winning_move(It first, It last, Move& move) {
    std::vector<std::uint64_t> p(first, last);
    if (!misere_play_wins(p.begin(), p.end())) return false;
    std::size_t big = 0, big_at = 0, ones = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] > 1) ++big, big_at = i;
        ones += p[i] == 1;
    }
    if (big == 0) {  // only 0s and 1s, an even number of 1s: take a 1 to leave an odd number
        for (std::size_t i = 0; i < p.size(); ++i)
            if (p[i] == 1) {
                move.pile = i;
                move.to = 0;
                return true;
            }
    }
    if (big == 1) {  // the last big pile: reduce it to 0 or 1 so that an odd number of 1s remain
        move.pile = big_at;
        move.to = ones % 2 == 0 ? 1 : 0;
        return true;
    }
    // Two or more big piles: the normal move leaves at least one pile above 1.
    std::uint64_t x = nim_sum(p.begin(), p.end());
    for (std::size_t i = 0; i < p.size(); ++i)
        if (is_winning_pile(p[i], x)) {
            move.pile = i;
            move.to = p[i] ^ x;
            return true;
        }
    return false;  // unreachable: misère win with two big piles implies x != 0
}

}  // namespace nimkit

#endif
