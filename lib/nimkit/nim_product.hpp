// nimkit/nim_product.hpp - nim multiplication: the 64-bit numbers as the field F_2^64.
//
// nim_product(a, b): Conway's nim product, defined by
//   a (x) b = mex { (a' (x) b) ^ (a (x) b') ^ (a' (x) b') : a' < a, b' < b }.
//   With xor as addition, [0, 2^64) is then the field F_2^64 (and [0, 2^(2^k))
//   a subfield for every k). About 14 ns a product: 30 loads from 512 KiB of
//   tables (logarithms in the subfield F_2^16), built at first use in about 1 ms.
// nim_product_recursive(a, b): the plain recursion over Fermat 2-powers, some
//   microseconds a product (about 1900 calls); the reference the fast product is
//   tested against, and what its tables are built from.
// turning_corners_value(x, y): the Grundy value of one light at row x, column y
//   (1-based) in HDU 3404's game; a position is won iff the xor over its lights
//   is non-zero (nimkit/nim.hpp, nim_mover_wins).
//
// Theorem (Conway, "On Numbers and Games", ch. 6; Lenstra 1977): for a Fermat
//   2-power F = 2^(2^k), F (x) x = F * x for x < F, and F (x) F = F ^ F/2 (= 3F/2).
//   So, splitting a = a1 F ^ a0 and b = b1 F ^ b0 with halves below F,
//     a (x) b = (a1 b1 ^ a1 b0 ^ a0 b1) F ^ (a0 b0 ^ (F/2)(x)(a1 b1)),
//   where a1 b0 ^ a0 b1 = (a1 ^ a0)(b1 ^ b0) ^ a1 b1 ^ a0 b0 (Karatsuba: three
//   half-size products, not four).
// Turning Corners ("Winning Ways", ch. 14): a move toggles the corners of a
//   rectangle whose far corner (x2, y2) is on; a light at (x, y) has Grundy value
//   x (x) y. HDU 3404 counts from 1 and allows x1 = x2 or y1 = y2, which is the
//   game counted from 0 with row and column 0 left out (their lights are worth
//   0 (x) y = 0): the value stays x (x) y, no 1 is subtracted.
// Proved by: tests/test_nim_product.cpp - the mex definition for every a, b < 128;
//   field laws for every a, b, c < 256 and on random 64-bit numbers; the fast
//   product against the recursion on random 64-bit pairs, on Fermat 2-powers
//   and their neighbours; the Library Checker sample; the xor rule against a P/N
//   search of the real game on every board of up to 16 cells (4x4, 2x8, 1x16, ...).
#ifndef NIMKIT_NIM_PRODUCT_HPP
#define NIMKIT_NIM_PRODUCT_HPP

#include <cstdint>

namespace nimkit {

namespace detail {

// a, b < 2^(2 half), split at the Fermat 2-power 2^half.
inline std::uint64_t nim_product_split(std::uint64_t a, std::uint64_t b, unsigned half) {
    if (a < 2 || b < 2) return a * b;
    const std::uint64_t below = (1ULL << half) - 1;
    std::uint64_t a1 = a >> half, a0 = a & below, b1 = b >> half, b0 = b & below;
    std::uint64_t hi = nim_product_split(a1, b1, half / 2), lo = nim_product_split(a0, b0, half / 2);
    std::uint64_t cross = nim_product_split(a1 ^ a0, b1 ^ b0, half / 2) ^ hi ^ lo;
    return ((hi ^ cross) << half) ^ lo ^ nim_product_split(hi, 1ULL << (half - 1), half / 2);
}

}  // namespace detail

inline std::uint64_t nim_product_recursive(std::uint64_t a, std::uint64_t b) {
    return detail::nim_product_split(a, b, 32);
}

namespace detail {

// Logarithms in F_2^16 = [0, 2^16): every non-zero x is g^log[x] for a generator
// g of its multiplicative group (order 65535), and exp[i] = g^(i mod 65535), long
// enough for two logs plus a constant's log, so no index needs a modulo.
struct NimLogTables {
    std::uint16_t log[65536];
    std::uint16_t exp[3 * 65535];
    std::uint32_t log_c, log_cc;  // of c = 2^15 and of c (x) c

    NimLogTables() {
        // Numbers below 2^8 lie in the subfield F_2^8, whose orders divide 255,
        // so the search for a generator starts at 2^8 (it ends at 258).
        for (std::uint32_t g = 256; g < 65536; ++g) {
            std::uint16_t by_low[256], by_high[256];  // x (x) g is linear in x: a table per byte of x
            for (std::uint32_t v = 0; v < 256; ++v) {
                by_low[v] = static_cast<std::uint16_t>(nim_product_recursive(v, g));
                by_high[v] = static_cast<std::uint16_t>(nim_product_recursive(v << 8, g));
            }
            std::uint32_t x = 1, i = 0;
            do {
                exp[i] = static_cast<std::uint16_t>(x);
                log[x] = static_cast<std::uint16_t>(i);
                x = by_low[x & 255] ^ by_high[x >> 8];
            } while (++i < 65535 && x != 1);
            if (i == 65535 && x == 1) break;  // g^i = 1 first at i = 65535: g generates
        }
        log[0] = 0;  // zero has no logarithm; callers mask it out
        for (std::uint32_t i = 65535; i < 3 * 65535; ++i) exp[i] = exp[i - 65535];
        log_c = log[0x8000];
        log_cc = 2 * log_c % 65535;
    }
};

inline const NimLogTables& nim_log_tables() {
    static const NimLogTables tables;
    return tables;
}

// The product of two 16-bit numbers as a logarithm, and a mask that is 0 when
// either is 0 (the product is then 0, whatever exp says).
struct LogTerm {
    std::uint32_t log, mask;
};

// The three 16-bit products of Karatsuba for 32-bit x = x1 H ^ x0, y = y1 H ^ y0
// (H = 2^16): lo = x0 y0, mid = (x1 ^ x0)(y1 ^ y0), hi = x1 y1.
struct Karatsuba {
    LogTerm lo, mid, hi;
};

inline LogTerm log_term(const NimLogTables& t, std::uint32_t x, std::uint32_t y) {
    LogTerm r = {static_cast<std::uint32_t>(t.log[x]) + t.log[y], 0u - static_cast<std::uint32_t>(x != 0 && y != 0)};
    return r;
}

inline Karatsuba karatsuba(const NimLogTables& t, std::uint32_t x, std::uint32_t y) {
    std::uint32_t x1 = x >> 16, x0 = x & 0xffff, y1 = y >> 16, y0 = y & 0xffff;
    Karatsuba k = {log_term(t, x0, y0), log_term(t, x1 ^ x0, y1 ^ y0), log_term(t, x1, y1)};
    return k;
}

// The product p times g^shift (a constant's log).
inline std::uint32_t times(const NimLogTables& t, LogTerm p, std::uint32_t shift) {
    return t.exp[p.log + shift] & p.mask;
}

// x (x) y = (mid ^ lo) H ^ (lo ^ c hi) for x, y < 2^32: the theorem with F = H, F/2 = c = 2^15.
inline std::uint32_t product32(const NimLogTables& t, std::uint32_t x, std::uint32_t y) {
    Karatsuba k = karatsuba(t, x, y);
    std::uint32_t lo = times(t, k.lo, 0);
    return ((times(t, k.mid, 0) ^ lo) << 16) | (lo ^ times(t, k.hi, t.log_c));
}

// 2^31 (x) (x (x) y), the last term of the theorem with F = 2^32. As 2^31 = c H,
// it is c H ((mid ^ lo) H ^ (lo ^ c hi)) = c (mid ^ lo)(H ^ c) ^ c (lo ^ c hi) H
// (using H (x) H = H ^ c) = (c mid ^ cc hi) H ^ (cc mid ^ cc lo).
inline std::uint32_t product32_times_2_31(const NimLogTables& t, std::uint32_t x, std::uint32_t y) {
    Karatsuba k = karatsuba(t, x, y);
    return ((times(t, k.mid, t.log_c) ^ times(t, k.hi, t.log_cc)) << 16) |
           (times(t, k.mid, t.log_cc) ^ times(t, k.lo, t.log_cc));
}

}  // namespace detail

inline std::uint64_t nim_product(std::uint64_t a, std::uint64_t b) {
    const detail::NimLogTables& t = detail::nim_log_tables();
    std::uint32_t a1 = static_cast<std::uint32_t>(a >> 32), a0 = static_cast<std::uint32_t>(a);
    std::uint32_t b1 = static_cast<std::uint32_t>(b >> 32), b0 = static_cast<std::uint32_t>(b);
    std::uint32_t lo = detail::product32(t, a0, b0);
    std::uint32_t mid = detail::product32(t, a1 ^ a0, b1 ^ b0);
    return (static_cast<std::uint64_t>(mid ^ lo) << 32) | (lo ^ detail::product32_times_2_31(t, a1, b1));
}

// HDU 3404: the value of a light at (x, y), coordinates from 1 as the judge gives them.
inline std::uint64_t turning_corners_value(std::uint64_t x, std::uint64_t y) { return nim_product(x, y); }

}  // namespace nimkit

#endif
