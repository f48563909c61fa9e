// nimkit/staircase.hpp - staircase Nim, and chessmen in a row (POJ 1704) as a staircase.
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
// Proved by: tests/test_staircase.cpp - the rule against P/N search over real
//   staircase moves on every staircase of <= 6 steps of <= 3 stones, <= 5 of
//   <= 4 and <= 4 of <= 6; chessmen_mover_wins against P/N search over real
//   chessmen moves on every set of <= 8 chessmen on <= 16 cells; and the
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

}  // namespace nimkit

#endif
