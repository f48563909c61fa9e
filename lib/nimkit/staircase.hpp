// nimkit/staircase.hpp - staircase Nim; chessmen in a row (POJ 1704) and Climbing the Hill (HDU 4315) as staircases.
//
// Staircase Nim: steps 1..n, step 1 next to the ground; a move carries any
//   positive number of stones from step i down to step i-1 (from step 1 they
//   leave the game). Whoever cannot move loses.
// Theorem: the mover loses iff the xor of the odd-numbered steps (1, 3, 5, ...)
//   is 0. The odd steps are a Nim game: moving stones from an odd step is a Nim
//   move; stones the other player moves from an even step down to an odd one
//   can be carried on at once to the even step below (or the ground), which
//   restores the odd steps (and the game is finite).
//   StaircaseNim folds the steps as they are read: O(1) memory.
// Chessmen (POJ 1704): chessmen on distinct cells 1, 2, ...; a move carries one
//   chessman left, not past the edge or another chessman. With cells sorted,
//   p_1 < ... < p_N and p_0 = 0 (the edge), the empty cells before chessman i
//   are g_i = p_i - p_(i-1) - 1. Moving chessman i left by d takes d from g_i
//   and adds it to g_(i+1) (none for the last one): staircase Nim on the gaps
//   read from the right, step s = g_(N+1-s). The odd steps are the gaps of
//   every other chessman from the rightmost one: "pair the chessmen from the
//   right; with N odd the leftmost pairs with the edge". O(N).
// Climbing the Hill (HDU 4315): persons on distinct cells p_1 < ... < p_n below
//   the hilltop (cell 0, which holds any number); the k-th from the top is the
//   king. A move carries one person not at the top up any number of cells, not
//   past the person above (onto the top only if that one is there, or none is
//   above). Whoever brings the king to the top wins. With k = 1 the mover takes
//   the king up at once. Otherwise bringing the last person above the king to
//   the top hands the other side the king, so no one does it: the game is the
//   normal-play game without that move, in which person k-1 stops at cell 1
//   and persons above it leave the game at the top. Gaps (the moves each person
//   has): g_1 = p_1 (p_1 - 1 when person 1 is person k-1), g_j = p_j - p_(j-1) - 1.
//   Theorem: the mover wins iff the xor of the gaps of persons n, n-2, n-4, ...
//   (staircase Nim on the gaps read from the bottom, step s = g_(n+1-s)) is not
//   0. Proof: moving person j up by d takes d from step s = n+1-j and gives d to
//   step s-1; if it takes person 1 to the top, person 1 leaves (step numbers
//   count from the bottom, so no other step changes) and person 2's gap, now its
//   distance p_2 to the top, gains d + 1 (d for person k-1, which stops at 1).
//   Either way an odd-step change is a Nim move and what reaches an odd step
//   from an even one can be carried on at once by the person standing on it;
//   no move is left iff every gap is 0, and every move goes up, so the game is
//   finite and the staircase strategy wins. O(n).
// Proved by: tests/test_staircase.cpp - the rule against P/N search over real
//   staircase moves on every staircase of <= 6 steps of <= 3 stones, <= 5 of
//   <= 4 and <= 4 of <= 6; chessmen_mover_wins against P/N search over real
//   chessmen moves on every set of <= 8 chessmen on <= 16 cells;
//   hill_mover_wins against search over real climbs (the king's arrival ends
//   the game) on every set of <= 7 persons on cells <= 12, every king; and the
//   reduction move by move (<= 8 chessmen on <= 14 cells): the staircases one
//   chessman move reaches are exactly those one staircase move reaches.
#ifndef NIMKIT_STAIRCASE_HPP
#define NIMKIT_STAIRCASE_HPP

#include <cassert>
#include <cstdint>
#include <vector>

namespace nimkit {

// The xor of the odd-numbered steps, given step 1 first.
class StaircaseNim {
public:
    StaircaseNim() : odd_(true), x_(0) {}
    void add_step(std::uint64_t stones) {
        if (odd_) x_ ^= stones;
        odd_ = !odd_;
    }
    std::uint64_t nim_sum() const { return x_; }
    bool mover_wins() const { return x_ != 0; }

private:
    bool odd_;  // the next step added is odd-numbered
    std::uint64_t x_;
};

template <class It>
bool staircase_mover_wins(It first, It last) {
    StaircaseNim s;
    for (; first != last; ++first) s.add_step(*first);
    return s.mover_wins();
}

// The staircase of a row of chessmen: step s is the number of empty cells
// before the s-th chessman from the right. [first, last) holds the cells in
// increasing order, all distinct and >= 1.
template <class It>
std::vector<std::uint64_t> chessmen_steps(It first, It last) {
    assert((first == last || *first >= 1) && "chessmen_steps: cells are numbered from 1");
    std::vector<std::uint64_t> gaps;
    std::uint64_t before = 0;  // the edge is cell 0
    for (; first != last; ++first) {
        gaps.push_back(*first - before - 1);
        before = *first;
    }
    return std::vector<std::uint64_t>(gaps.rbegin(), gaps.rend());
}

// The player to move wins the row of chessmen (cells increasing, distinct, >= 1).
template <class It>
bool chessmen_mover_wins(It first, It last) {
    std::vector<std::uint64_t> steps = chessmen_steps(first, last);
    return staircase_mover_wins(steps.begin(), steps.end());
}

// Climbing the Hill (HDU 4315): the staircase of the gaps read from the bottom
// (step 1 is the lowest person's gap) for persons on the cells [first, last),
// increasing and >= 1, the king being the king-th from the top, king >= 2 (with
// king = 1 there is no staircase: the mover wins at once).
template <class It>
std::vector<std::uint64_t> hill_steps(It first, It last, std::size_t king) {
    std::vector<std::uint64_t> gaps;
    std::uint64_t above = 0;  // the cell of the person above; the top for the first
    for (; first != last; ++first) {
        assert(*first > above && "hill_steps: cells increasing from 1");
        gaps.push_back(gaps.empty() ? *first : *first - above - 1);
        above = *first;
    }
    assert(king >= 2 && king <= gaps.size() && "hill_steps: the king is the 2nd to the n-th person from the top");
    if (king == 2) --gaps[0];  // person 1 may not open the top to the king: it stops at cell 1
    return std::vector<std::uint64_t>(gaps.rbegin(), gaps.rend());
}

// True iff the player to move brings the king to the top first (HDU 4315:
// "Alice"). The cells as for hill_steps; 1 <= king <= their count.
template <class It>
bool hill_mover_wins(It first, It last, std::size_t king) {
    assert(king >= 1 && first != last && "hill_mover_wins: a king among the persons, counted from 1");
    if (king == 1) return true;  // the king is the topmost: up at once
    std::vector<std::uint64_t> steps = hill_steps(first, last, king);
    return staircase_mover_wins(steps.begin(), steps.end());
}

}  // namespace nimkit

#endif
