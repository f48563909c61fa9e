// nimkit/every_sg.hpp - Every-SG sums (every unfinished game moves each turn) of Euclid's game.
//
// Every-SG: N games are played at once; the mover must move in EVERY game not
//   yet finished, and whoever cannot move (every game finished) loses. Not a
//   Sprague-Grundy sum: the winner of each game wants it to last, the loser
//   wants it short. steps(v) = 0 for a finished game; for a won position,
//   1 + max{ steps(u) : u an option lost for its mover }; for a lost one,
//   1 + min{ steps(u) : u any option }.
// Theorem (Every-SG; Winning Ways, Berlekamp, Conway & Guy, ch. 9, the
//   "continued conjunctive compound", whose "suspense numbers" these steps
//   are): the first player wins iff the largest steps over the games is odd
//   (EverySgSum). O(1) per game once steps is known.
// Euclid's game (HDU 3595): piles (x, y), x <= y; a move takes k*x (k >= 1)
//   from the other pile; a game with an empty pile is finished. If x divides y
//   the mover wins in 1 step. If y >= 2x the mover wins: with r = y mod x,
//   (r, x) won for its mover gives steps(r, x) + 2 (move to (r + x, x), whose
//   only move is to (r, x)), lost gives steps(r, x) + 1 (move to it). If
//   x < y < 2x the only move is to (y - x, x): the verdict flips, steps + 1.
//   O(log) time, recursion O(log) deep (under 100 for 64-bit piles), no table.
// Proved by: tests/test_every_sg.cpp - euclid_steps against the steps
//   definition over the game's moves for every p, q <= 200; the rule against
//   P/N search of the simultaneous game for every tuple of up to 3 games with
//   piles 0..7 and of up to 4 games with piles 0..4.
// euclid_mover_wins(p, q): Euclid's game played alone (POJ 2348): the same
//   verdict as euclid_steps(p, q).mover_wins, by a loop and no recursion.
//   Follow the forced moves (x < y < 2x: only y - x can be taken) until x
//   divides y or y >= 2x; the mover then wins (take all of y, or choose
//   between (y mod x + x, x) and (y mod x, x), one of which is lost for the
//   other side). So the first player wins iff that took an even number of
//   forced moves. O(log min(p, q)) time, O(1) memory. Proved by:
//   tests/test_every_sg.cpp - against P/N search over the moves, every
//   p, q <= 300; against euclid_steps on Fibonacci pairs up to 2^64-1.
#ifndef NIMKIT_EVERY_SG_HPP
#define NIMKIT_EVERY_SG_HPP

#include <cstdint>
#include <utility>

namespace nimkit {

struct EuclidSteps {
    bool mover_wins;
    std::uint64_t steps;
};

inline EuclidSteps euclid_steps(std::uint64_t p, std::uint64_t q) {
    if (p > q) return euclid_steps(q, p);
    EuclidSteps s = {false, 0};  // finished: the mover has lost
    if (p == 0) return s;
    if (q % p == 0) {
        s.mover_wins = true;
        s.steps = 1;
        return s;
    }
    const EuclidSteps rest = euclid_steps(q % p, p);
    if (q / p == 1) {
        s.mover_wins = !rest.mover_wins;
        s.steps = rest.steps + 1;
    } else {
        s.mover_wins = true;
        s.steps = rest.steps + (rest.mover_wins ? 2 : 1);
    }
    return s;
}

// An Every-SG sum, given the games' steps one at a time: the first player
// wins iff the largest is odd (no game, or only finished ones: lost).
class EverySgSum {
public:
    EverySgSum() : longest_(0) {}
    void add(std::uint64_t steps) {
        if (steps > longest_) longest_ = steps;
    }
    bool mover_wins() const { return longest_ % 2 == 1; }

private:
    std::uint64_t longest_;
};

// Euclid's game alone: true iff the player to move wins (p, q); a game with
// an empty pile is finished, lost for the player to move.
inline bool euclid_mover_wins(std::uint64_t p, std::uint64_t q) {
    if (p > q) std::swap(p, q);
    if (p == 0) return false;
    bool first = true;  // the player to move at (p, q) is the first player
    while (q % p != 0 && q / p == 1) {  // forced: only (q - p, p) can be reached
        const std::uint64_t r = q - p;
        q = p;
        p = r;
        first = !first;
    }
    return first;
}

}  // namespace nimkit

#endif
