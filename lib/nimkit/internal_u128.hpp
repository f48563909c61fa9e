// nimkit/internal_u128.hpp - an unsigned 128-bit number in plain C++ (no
// __int128 needed, so it compiles on every judge; mul_wide uses the compiler's
// 128-bit product where there is one): sums (partition counts), full
// 64x64-bit products and comparisons (Wythoff's exact floor(n/phi)), decimal;
// arithmetic modulo 2^128 (+, -, *, shifts: counting positions modulo 2^128),
// division by a 64-bit number and products modulo one (floor sums, counts
// modulo m), products by a 64-bit number with an overflow flag (the rule
// finder's binomials and exact comparisons, nimkit/pattern.hpp). Negative
// numbers, where a caller needs them, are two's complement (is_negative, negate).
// Internal: the library's one 128-bit type; users call the headers that use it.
// Proved by: tests/test_wythoff.cpp (products against the compiler's 128-bit
//   type on edge values and 100000 random pairs), tests/test_split.cpp (carry,
//   decimal printing, p(1000)), tests/test_internal.cpp (every operation below
//   against the compiler's unsigned __int128 on edge values and random ones).
#ifndef NIMKIT_INTERNAL_U128_HPP
#define NIMKIT_INTERNAL_U128_HPP

#include <cstdint>
#include <string>

namespace nimkit {

struct U128 {
    std::uint64_t hi, lo;
    U128() : hi(0), lo(0) {}
    explicit U128(std::uint64_t v) : hi(0), lo(v) {}
    U128(std::uint64_t high, std::uint64_t low) : hi(high), lo(low) {}
    U128& operator+=(const U128& o) {
        lo += o.lo;
        hi += o.hi + (lo < o.lo);
        return *this;
    }
    U128& operator-=(const U128& o) {
        hi -= o.hi + (lo < o.lo);
        lo -= o.lo;
        return *this;
    }
    U128 operator+(const U128& o) const { return U128(*this) += o; }
    U128 operator-(const U128& o) const { return U128(*this) -= o; }
    bool operator==(const U128& o) const { return hi == o.hi && lo == o.lo; }
    bool operator!=(const U128& o) const { return !(*this == o); }
    bool operator<=(const U128& o) const { return hi < o.hi || (hi == o.hi && lo <= o.lo); }
    bool operator<(const U128& o) const { return !(o <= *this); }
    // Shifts by 0..127 bits.
    U128 operator<<(unsigned s) const {
        if (s == 0) return *this;
        return s >= 64 ? U128(lo << (s - 64), 0) : U128(hi << s | lo >> (64 - s), lo << s);
    }
    U128 operator>>(unsigned s) const {
        if (s == 0) return *this;
        return s >= 64 ? U128(0, hi >> (s - 64)) : U128(hi >> s, lo >> s | hi << (64 - s));
    }
    bool is_negative() const { return hi >> 63 != 0; }  // as two's complement
    std::string str() const {
        std::uint32_t limb[4] = {static_cast<std::uint32_t>(hi >> 32), static_cast<std::uint32_t>(hi),
                                 static_cast<std::uint32_t>(lo >> 32), static_cast<std::uint32_t>(lo)};
        std::string digits;  // least significant first
        for (;;) {
            std::uint64_t rem = 0;
            bool zero = true;
            for (int i = 0; i < 4; ++i) {  // divide by 10^9, most significant limb first
                std::uint64_t cur = (rem << 32) | limb[i];
                limb[i] = static_cast<std::uint32_t>(cur / 1000000000u);
                rem = cur % 1000000000u;
                zero = zero && limb[i] == 0;
            }
            for (int d = 0; d < 9; ++d, rem /= 10) digits += static_cast<char>('0' + rem % 10);
            if (zero) break;
        }
        while (digits.size() > 1 && digits[digits.size() - 1] == '0') digits.erase(digits.size() - 1);
        return std::string(digits.rbegin(), digits.rend());
    }
};

// x * y in full: four 32x32-bit products, the middle column summed below 3 * 2^32
// (the compiler's 128-bit product where it has one: the same value, about four
// times faster in the rule finder's factoring).
inline U128 mul_wide(std::uint64_t x, std::uint64_t y) {
#if defined(__SIZEOF_INT128__) && !defined(NIMKIT_NO_INT128)
    __extension__ typedef unsigned __int128 Wide;
    const Wide p = static_cast<Wide>(x) * y;
    return U128(static_cast<std::uint64_t>(p >> 64), static_cast<std::uint64_t>(p));
#else
    const std::uint64_t m = 0xffffffffULL;
    const std::uint64_t x0 = x & m, x1 = x >> 32, y0 = y & m, y1 = y >> 32;
    const std::uint64_t p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0, p11 = x1 * y1;
    const std::uint64_t mid = (p00 >> 32) + (p01 & m) + (p10 & m);
    return U128(p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32), (mid << 32) | (p00 & m));
#endif
}

// x * y for a 128-bit x; false (and r unspecified) when the product needs more than 128 bits.
inline bool mul_small(const U128& x, std::uint64_t y, U128& r) {
    const U128 low = mul_wide(x.lo, y), high = mul_wide(x.hi, y);
    if (high.hi) return false;
    r = U128(low.hi + high.lo, low.lo);
    return r.hi >= low.hi;  // no carry out of bit 127
}

// x * y modulo 2^128.
inline U128 operator*(const U128& x, const U128& y) {
    U128 p = mul_wide(x.lo, y.lo);
    p.hi += x.hi * y.lo + x.lo * y.hi;
    return p;
}

inline U128 negate(const U128& x) { return U128() - x; }  // -x modulo 2^128

// (hi * 2^64 + lo) / d for hi < d (so the quotient fits 64 bits), the
// remainder in rem: long division by two 32-bit digits, each estimated from
// the divisor's top half and corrected at most twice (Knuth's algorithm D).
inline std::uint64_t div_wide(std::uint64_t hi, std::uint64_t lo, std::uint64_t d, std::uint64_t& rem) {
    unsigned s = 0;
    while (!(d >> 63)) d <<= 1, ++s;  // normalized: the divisor's top bit set
    if (s) hi = hi << s | lo >> (64 - s), lo <<= s;
    const std::uint64_t half = 1ULL << 32, dh = d >> 32, dl = d & 0xffffffffULL;
    std::uint64_t digit[2], top = hi;
    for (int i = 0; i < 2; ++i) {
        const std::uint64_t next = i == 0 ? lo >> 32 : lo & 0xffffffffULL;
        std::uint64_t q = top / dh, r = top - q * dh;
        while (q >= half || q * dl > (r << 32 | next)) {
            --q;
            r += dh;
            if (r >= half) break;
        }
        digit[i] = q;
        top = (top << 32 | next) - q * d;  // below d: the digit was exact
    }
    rem = top >> s;
    return digit[0] << 32 | digit[1];
}

// x / d (d >= 1), the remainder in rem.
inline U128 divmod(const U128& x, std::uint64_t d, std::uint64_t& rem) {
    std::uint64_t r = 0;
    const std::uint64_t qh = x.hi / d;
    const std::uint64_t ql = div_wide(x.hi % d, x.lo, d, r);
    rem = r;
    return U128(qh, ql);
}

inline std::uint64_t mod_u64(const U128& x, std::uint64_t d) {
    std::uint64_t r;
    div_wide(x.hi % d, x.lo, d, r);
    return r;
}

// x * y mod m (m >= 1; x, y any 64-bit numbers).
inline std::uint64_t mul_mod(std::uint64_t x, std::uint64_t y, std::uint64_t m) { return mod_u64(mul_wide(x, y), m); }

// Two rings the counting code runs in, with one interface (Value, from, add,
// sub, mul): residues modulo m (1 <= m < 2^64, values below m) and integers
// modulo 2^128.
struct ModRing {
    typedef std::uint64_t Value;
    std::uint64_t m;
    Value from(std::uint64_t x) const { return x % m; }
    Value from(const U128& x) const { return mod_u64(x, m); }
    Value add(Value x, Value y) const { return x >= m - y ? x - (m - y) : x + y; }
    Value sub(Value x, Value y) const { return x >= y ? x - y : x + (m - y); }
    Value mul(Value x, Value y) const { return mul_mod(x, y, m); }
};

struct WrapRing {
    typedef U128 Value;
    Value from(std::uint64_t x) const { return U128(x); }
    Value from(const U128& x) const { return x; }
    Value add(const Value& x, const Value& y) const { return x + y; }
    Value sub(const Value& x, const Value& y) const { return x - y; }
    Value mul(const Value& x, const Value& y) const { return x * y; }
};

// x^k in a ring, by squaring: O(log k) products.
template <class Ring>
typename Ring::Value ring_power(const Ring& r, typename Ring::Value x, std::uint64_t k) {
    typename Ring::Value p = r.from(static_cast<std::uint64_t>(1));
    for (; k; k >>= 1, x = r.mul(x, x))
        if (k & 1) p = r.mul(p, x);
    return p;
}

}  // namespace nimkit

#endif
