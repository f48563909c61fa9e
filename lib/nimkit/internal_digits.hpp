// nimkit/internal_digits.hpp - decimal digits several at a time.
//
// With SSE2 (x86-64, GCC/Clang, not NIMKIT_NO_SIMD): classify64 sorts 64 bytes
//   into digits, blanks and newlines as bit masks; digits_value converts 1..16
//   digits in one 16-byte register. Internal: the fast path of the Reader
//   (nimkit/reader.hpp). The portable eight digits at a time of row lists are
//   nimkit/internal_swar_digits.hpp's (apart: every solution's bundle holds
//   this header, few need those).
// Proved by: tests/test_io.cpp - each fast path against its one-digit-at-a-time
//   twin (read_uints against read_uint on random texts at every offset; row
//   lists against the general parser), also built with NIMKIT_NO_SIMD; the
//   reader fuzz harness (tests/fuzz/reader_fuzz.cpp).
#ifndef NIMKIT_INTERNAL_DIGITS_HPP
#define NIMKIT_INTERNAL_DIGITS_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "nimkit/token.hpp"

// Whole numbers are cut out 64 bytes at a time with SSE2 (every x86-64 has it);
// elsewhere, or with NIMKIT_NO_SIMD, the reader's read_uints is a loop of read_uint.
#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__) && !defined(NIMKIT_NO_SIMD)
#include <emmintrin.h>
#define NIMKIT_SSE2 1
#endif

namespace nimkit {

#if NIMKIT_SSE2
// Bit i says what byte p[i] is, for the 64 bytes at p.
struct ByteClasses {
    std::uint64_t digits, spaces, newlines;
};

inline ByteClasses classify64(const char* p) {
    const __m128i zero = _mm_set1_epi8('0'), nine = _mm_set1_epi8(9), blank = _mm_set1_epi8(' ');
    ByteClasses c = {0, 0, 0};
    for (int k = 0; k < 4; ++k) {
        __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k));
        __m128i d = _mm_sub_epi8(b, zero);
        __m128i digit = _mm_cmpeq_epi8(_mm_min_epu8(d, nine), d);  // d <= 9, unsigned
        c.digits |= static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(digit))) << (16 * k);
        c.spaces |= static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(b, blank))))
                    << (16 * k);
    }
    // Judge input separates numbers with blanks; newlines, tabs and CRs are
    // rarer, so they (and any other byte) are looked at one by one.
    for (std::uint64_t other = ~(c.digits | c.spaces); other; other &= other - 1) {
        std::uint64_t bit = other & (0 - other);
        unsigned char ch = static_cast<unsigned char>(p[__builtin_ctzll(other)]);
        if (!is_space(ch)) break;  // the window is cut here anyway
        c.spaces |= bit;
        if (ch == '\n') c.newlines |= bit;
    }
    return c;
}

// The number written by the len (1..16) digits at a; the 16 bytes before a
// must be readable. The digits are right-aligned in one 16-byte register, the
// bytes before them masked to zero, then folded: pairs, fours, eights.
inline std::uint64_t digits_value(const char* a, unsigned len) {
    static const unsigned char kKeep[32] = {0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
                                            0,    0,    0,    0,    0,    0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
    __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(a + len - 16));
    __m128i d = _mm_and_si128(_mm_sub_epi8(b, _mm_set1_epi8('0')),
                              _mm_loadu_si128(reinterpret_cast<const __m128i*>(kKeep + len)));
    // A 16-bit lane holds first + 256 * second; times 2561 = 10 * 256 + 1 (mod 2^16)
    // its high byte becomes 10 * first + second.
    __m128i pairs = _mm_srli_epi16(_mm_mullo_epi16(d, _mm_set1_epi16(2561)), 8);
    __m128i fours = _mm_madd_epi16(pairs, _mm_set1_epi32(0x10064));  // 100 * first + second
    __m128i eights = _mm_madd_epi16(_mm_packs_epi32(fours, fours), _mm_set1_epi32(0x12710));  // 10000 * first + second
    std::uint64_t both = static_cast<std::uint64_t>(_mm_cvtsi128_si64(eights));
    return (both & 0xffffffffULL) * 100000000ULL + (both >> 32);
}
#endif

}  // namespace nimkit

#endif
