// nimkit/split.hpp - the split game ("Beauty of Programming" 1.12; docs/theory.md).
//
// Game: A divides N stones into piles as A likes; then Nim is played on them,
//   B moving first. A wins iff some division has nim-sum 0 (Bouton: B then moves
//   from a lost position).
// Theorem (the parity argument of the nim游戏简介 post, docs/theory.md): the lowest bit of a nim-sum is the
//   parity of the number of odd parts, which is the parity of N. So for odd N
//   every division has an odd nim-sum and B wins; for even N the division into
//   N/2 and N/2 has nim-sum 0 and A wins. O(1).
// Proved by: tests/test_split.cpp, against P/N search over every division of
//   every N <= 16 (no xor in the oracle).
#ifndef NIMKIT_SPLIT_HPP
#define NIMKIT_SPLIT_HPP

#include <cassert>
#include <cstdint>

namespace nimkit {

inline bool split_mover_wins(std::uint64_t n) { return n % 2 == 0; }

// A's winning division when split_mover_wins(n): two equal piles.
inline std::uint64_t split_half(std::uint64_t n) {
    assert(n % 2 == 0 && "split_half: n is even (A wins only then)");
    return n / 2;
}

}  // namespace nimkit

#endif
