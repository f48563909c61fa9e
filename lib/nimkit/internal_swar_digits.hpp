// nimkit/internal_swar_digits.hpp - decimal digits eight at a time, portable
// (any little-endian machine, not NIMKIT_NO_SIMD): leading_digits8 counts the
// leading digits of 8 bytes and eight_digits converts 8 digits by three
// multiplies (SWAR). Internal: the fast path of row lists
// (nimkit/board_input.hpp).
// Proved by: tests/test_io.cpp - row lists against the general parser, also
//   built with NIMKIT_NO_SIMD.
#ifndef NIMKIT_INTERNAL_SWAR_DIGITS_HPP
#define NIMKIT_INTERNAL_SWAR_DIGITS_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && !defined(NIMKIT_NO_SIMD)
#define NIMKIT_SWAR 1
#endif

namespace nimkit {

#if NIMKIT_SWAR
// The number of leading decimal digits among the 8 bytes at p (the first byte
// is the lowest), and the value of 8 digits at p (as in simdjson: pairs, fours,
// eight by multiplies).
inline std::size_t leading_digits8(const char* p) {
    std::uint64_t c;
    std::memcpy(&c, p, 8);
    const std::uint64_t not_digit = ((c + 0x4646464646464646ULL) | (c - 0x3030303030303030ULL)) & 0x8080808080808080ULL;
    if (!not_digit) return 8;
    std::size_t k = 0;
    while (!(not_digit >> (8 * k + 7) & 1)) ++k;
    return k;
}

inline std::uint64_t eight_digits(const char* p) {
    std::uint64_t c;
    std::memcpy(&c, p, 8);
    c -= 0x3030303030303030ULL;
    c = (c * 10) + (c >> 8);
    return (((c & 0x000000ff000000ffULL) * (100 + (1000000ULL << 32))) +
            (((c >> 16) & 0x000000ff000000ffULL) * (1 + (10000ULL << 32)))) >> 32;
}
#endif

}  // namespace nimkit

#endif
