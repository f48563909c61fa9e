// nimkit/reader.hpp - the fast judge-input reader.
//
// Reads a FILE in 1 MiB blocks (O(1 MiB) memory: the input is never held
//   whole) and cuts it into tokens: runs of non-whitespace, any of
//   " \t\n\v\f\r" separating them, so CRLF and a missing final newline need
//   no care. Numbers are parsed by hand, O(1) per byte.
// read_uint(what, max): the next token as an integer in [0, max], max up to
//   2^64-1. Anything else - a sign, a decimal point, a NUL byte, a number above
//   max, end of input where a number is owed - throws input_error carrying the
//   1-based line where the offending token starts and a message naming `what`.
// read_uints(count, ...): the bulk form. On x86-64 it classifies 64 bytes at a
//   time with SSE2 and converts each number of <= 16 digits in one 16-byte
//   register, of 17..20 digits in two; anything unusual falls back to
//   read_uint, so results never differ.
// read_token / read_line: a word or a line as text (boards, pin pictures).
// Proved by: tests/test_io.cpp (every bad-input category, CRLF, 2^63-1, 2^64,
//   read_uints against one read_uint per number on random texts, also built
//   with NIMKIT_NO_SIMD), tests/fuzz/reader_fuzz.cpp, tests/hostile_input.py.
#ifndef NIMKIT_READER_HPP
#define NIMKIT_READER_HPP

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

// Whole numbers are cut out 64 bytes at a time with SSE2 (every x86-64 has it);
// elsewhere, or with NIMKIT_NO_SIMD, read_uints is a loop of read_uint.
#if defined(__SSE2__) && defined(__x86_64__) && defined(__GNUC__) && !defined(NIMKIT_NO_SIMD)
#include <emmintrin.h>
#define NIMKIT_SSE2 1
#endif

// Bytes per read. The fuzz harnesses build with a tiny block, so that tokens
// straddle block boundaries all the time.
#ifndef NIMKIT_READ_BLOCK
#define NIMKIT_READ_BLOCK (1 << 20)
#endif

// Keeps rare paths out of the hot loop's code.
#if defined(__GNUC__)
#define NIMKIT_COLD __attribute__((noinline, cold))
#define NIMKIT_INLINE __attribute__((always_inline))
#else
#define NIMKIT_COLD
#define NIMKIT_INLINE
#endif

namespace nimkit {

const std::uint64_t kMaxInt64 = 9223372036854775807ULL;    // 2^63-1, the default maximum
const std::uint64_t kMaxUint64 = 18446744073709551615ULL;  // 2^64-1, the largest number read_uint can return

struct input_error : std::runtime_error {
    unsigned long line;
    input_error(unsigned long at_line, const std::string& what)
        : std::runtime_error(what), line(at_line) {}
};

inline bool is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// Quotes a token for an error message: control bytes escaped, long tokens cut.
inline std::string quote(const std::string& tok, std::size_t full_length) {
    std::string q = "\"";
    const std::size_t shown = 40;
    for (std::size_t i = 0; i < tok.size() && i < shown; ++i) {
        unsigned char c = static_cast<unsigned char>(tok[i]);
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
            q += static_cast<char>(c);
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            q += hex;
        }
    }
    if (full_length > shown) q += "...";
    q += "\"";
    if (full_length > shown) q += " (" + std::to_string(full_length) + " characters)";
    return q;
}

// Checks a token byte by byte, keeping only its first bytes for the message,
// so a token of any length costs O(1) memory.
class TokenScan {
public:
    TokenScan() : length_(0), digits_(true), significant_(0), value_(0), overflow_(false) {}
    void feed(unsigned char c) {
        if (shown_.size() < 64) shown_ += static_cast<char>(c);
        ++length_;
        if (c < '0' || c > '9') {
            digits_ = false;
        } else if (significant_ || c != '0') {
            unsigned d = c - '0';
            if (++significant_ > 20 || value_ > (kMaxUint64 - d) / 10)
                overflow_ = true;
            else
                value_ = value_ * 10 + d;
        }
    }
    // The value, or input_error(line, ...) naming `what` when it is not an integer in [0, max].
    std::uint64_t finish(const char* what, std::uint64_t max, unsigned long line) const {
        std::string got = quote(shown_, length_);
        if (length_ == 0) throw input_error(line, std::string("expected ") + what + ", got nothing");
        if (!digits_) {
            bool negative = shown_[0] == '-' && length_ > 1 &&
                            shown_.find_first_not_of("0123456789", 1) == std::string::npos;
            throw input_error(line, std::string("expected ") + what + ", got " + (negative ? "negative number " : "") + got);
        }
        if (overflow_ || value_ > max)
            throw input_error(line, std::string(what) + " " + got + " is too large (at most " + std::to_string(max) + ")");
        return value_;
    }

private:
    std::string shown_;
    std::size_t length_;
    bool digits_;
    std::size_t significant_;
    std::uint64_t value_;
    bool overflow_;  // above 2^64-1
};

// A whole token (already cut out of a line) as an integer in [0, max].
inline std::uint64_t parse_uint(const char* first, const char* last, const char* what, std::uint64_t max,
                                unsigned long line) {
    std::uint64_t v = 0;  // fast path: up to 19 digits
    const char* p = first;
    for (; p != last && static_cast<unsigned>(*p - '0') < 10; ++p) v = v * 10 + static_cast<unsigned>(*p - '0');
    if (p == last && p != first && last - first <= 19 && v <= max) return v;
    TokenScan scan;
    for (p = first; p != last; ++p) scan.feed(static_cast<unsigned char>(*p));
    return scan.finish(what, max, line);
}

inline std::uint64_t parse_uint(const std::string& token, const char* what, std::uint64_t max, unsigned long line) {
    return parse_uint(token.data(), token.data() + token.size(), what, max, line);
}

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

class Reader {
public:
    // `block`: bytes per read; tests use tiny blocks to cross every boundary.
    explicit Reader(std::FILE* f = stdin, std::size_t block = NIMKIT_READ_BLOCK)
        : file_(f), buf_(kFront + block + kPad), p_(0), end_(0), line_(1), last_line_(1), eof_(false) {
        end_ = p_ = &buf_[kFront];
        *end_ = 0;
    }
    // Reads from a string instead of a file (tests, fuzzers).
    explicit Reader(const std::string& text)
        : file_(0), buf_(kFront + text.size() + kPad), p_(0), end_(0), line_(1), last_line_(1), eof_(true) {
        std::copy(text.begin(), text.end(), buf_.begin() + kFront);
        p_ = &buf_[kFront];
        end_ = p_ + text.size();
    }

    unsigned long line() const { return line_; }

    // Skips whitespace; true when no token is left.
    bool at_eof() {
        for (;;) {
            char* q = p_;
            unsigned long lines = line_;
            while (is_space(static_cast<unsigned char>(*q))) lines += *q++ == '\n';
            p_ = q;
            line_ = lines;
            if (q != end_) return false;
            if (!refill()) return true;
        }
    }

    // Next token as an integer in [0, max], max <= 2^64-1. `what` names it in
    // messages ("a pile size"). Throws input_error on anything else.
    NIMKIT_INLINE std::uint64_t read_uint(const char* what, std::uint64_t max = kMaxInt64) {
        if (at_eof()) end_of_input(what);
        // Fast path: at most 20 digits, wholly in the buffer, followed by whitespace.
        // The zero at end_ stops the digit scan. (Parsing eight digits at a time
        // cut instructions by a fifth but not the time: see README, Speed.)
        char* q = p_;
        std::uint64_t v = 0;
        unsigned d;
        while ((d = static_cast<unsigned char>(*q) - '0') < 10 && q - p_ < 19) {
            v = v * 10 + d;
            ++q;
        }
        // A 20th digit fits when the first 19 are below 2^64-1 / 10, or equal with a last digit <= 5.
        if ((d = static_cast<unsigned char>(*q) - '0') < 10 && (v < kMaxUint64 / 10 || (v == kMaxUint64 / 10 && d <= kMaxUint64 % 10))) {
            v = v * 10 + d;
            ++q;
        }
        last_line_ = line_;
        if (q != end_ && is_space(static_cast<unsigned char>(*q)) && v <= max) {
            p_ = q;
            return v;
        }
        return read_uint_slow(what, max);
    }

    // Reads `count` integers in [0, max], passing each to f: the same as calling
    // f(read_uint(what, max)) count times, but whole numbers of at most 16
    // digits are taken 64 bytes at a time; anything else goes to read_uint.
    template <class F>
    void read_uints(std::uint64_t count, const char* what, std::uint64_t max, F f) {
        while (count) {
#if NIMKIT_SSE2
            count = read_windows(count, max, f);
            if (!count) break;
#endif
            f(read_uint(what, max));
            --count;
        }
    }

    // Next line without its "\n" or "\r\n"; false at end of input. Used by
    // line-oriented formats (kayles). A final line without "\n" still counts.
    bool read_line(std::string& out) {
        out.clear();
        if (p_ == end_ && !refill()) return false;
        last_line_ = line_;
        for (;;) {
            char* nl = static_cast<char*>(std::memchr(p_, '\n', static_cast<std::size_t>(end_ - p_)));
            if (nl) {
                out.append(p_, static_cast<std::size_t>(nl - p_));
                p_ = nl + 1;
                ++line_;
                break;
            }
            out.append(p_, static_cast<std::size_t>(end_ - p_));
            p_ = end_;
            if (!refill()) break;
        }
        if (!out.empty() && out[out.size() - 1] == '\r') out.erase(out.size() - 1);
        return true;
    }

    // Next token as text, into out; throws input_error naming `what` at the end
    // of input. For boards and pictures given as words ("..X.X", "IXXI").
    void read_token(std::string& out, const char* what) {
        if (at_eof()) end_of_input(what);
        last_line_ = line_;
        out.clear();
        for (;;) {
            char* q = p_;
            while (q != end_ && !is_space(static_cast<unsigned char>(*q))) ++q;
            out.append(p_, static_cast<std::size_t>(q - p_));
            p_ = q;
            if (q != end_ || !refill()) break;
        }
    }

    // Where the last token started: the place to blame for what is missing at the end.
    unsigned long last_line() const { return last_line_; }

private:
    bool refill() {
        if (eof_) return false;
        std::size_t n = std::fread(&buf_[kFront], 1, buf_.size() - kFront - kPad, file_);
        p_ = &buf_[kFront];
        end_ = p_ + n;
        *end_ = 0;  // the sentinel
        if (n == 0) eof_ = true;
        return n != 0;
    }

    static const std::size_t kPad = 1;     // the zero sentinel after the data
    static const std::size_t kFront = 16;  // zeros before the data, for digits_value's loads

#if NIMKIT_SSE2
    // Reads numbers 64 bytes at a time while the window is whole in the buffer:
    // those that end, followed by whitespace, before the first byte that is
    // neither, have at most 20 digits and are at most max. Stops at the first
    // number it cannot take, leaving it to read_uint; returns how many are still
    // owed. p_ is never inside a token, so a digit at bit 0 starts one.
    template <class F>
    NIMKIT_INLINE std::uint64_t read_windows(std::uint64_t count, std::uint64_t max, F& f) {
        char* p = p_;
        unsigned long lines = line_;
        while (count && end_ - p >= 64) {
            ByteClasses c = classify64(p);
            std::uint64_t odd = ~(c.digits | c.spaces);
            if (odd) c.spaces &= (odd & (0 - odd)) - 1;  // no number ends after the first odd byte
            std::uint64_t starts = c.digits & ~(c.digits << 1), ends = c.digits & (c.spaces >> 1);
            if (count < 32) {  // a window holds at most 32 numbers; keep the first `count`
                std::uint64_t rest = ends;
                for (std::uint64_t i = 0; i < count && rest; ++i) rest &= rest - 1;
                ends &= ~rest;
            }
            unsigned used = 0;
            for (; ends; --count) {
                unsigned s = static_cast<unsigned>(__builtin_ctzll(starts)), e = static_cast<unsigned>(__builtin_ctzll(ends));
                unsigned len = e - s + 1;
                if (len > 20) break;
                std::uint64_t v;
                if (len <= 16) {
                    v = digits_value(p + s, len);
                } else {  // 17..20 digits: the leading 1..4 times 10^16, plus the last 16
                    std::uint64_t high = digits_value(p + s, len - 16), low = digits_value(p + s + len - 16, 16);
                    if (high > (kMaxUint64 - low) / 10000000000000000ULL) break;
                    v = high * 10000000000000000ULL + low;
                }
                if (v > max) break;
                f(v);
                used = e + 1;
                starts &= starts - 1;
                ends &= ends - 1;
            }
            if (!used) break;
            for (std::uint64_t nl = c.newlines & ((1ULL << used) - 1); nl; nl &= nl - 1) ++lines;  // few: no popcnt on baseline x86-64
            p += used;
            if (ends) break;  // stopped at a number read_uint must see
        }
        if (p != p_) {
            p_ = p;
            line_ = last_line_ = lines;
        }
        return count;
    }
#endif

    NIMKIT_COLD void end_of_input(const char* what) const {
        throw input_error(last_line(), std::string("expected ") + what + ", got end of input");
    }

    NIMKIT_COLD std::uint64_t read_uint_slow(const char* what, std::uint64_t max) {
        unsigned long at = line_;
        TokenScan scan;
        for (;;) {
            while (p_ != end_ && !is_space(static_cast<unsigned char>(*p_))) scan.feed(static_cast<unsigned char>(*p_++));
            if (p_ != end_ || !refill()) break;
        }
        return scan.finish(what, max, at);
    }

    std::FILE* file_;
    std::vector<char> buf_;
    char* p_;
    char* end_;
    unsigned long line_;
    unsigned long last_line_;
    bool eof_;
};

}  // namespace nimkit

#endif
