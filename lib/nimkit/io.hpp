// nimkit/io.hpp - fast judge-input reader, buffered writer, and the solver harness.
//
// Reader: reads stdin in 1 MiB blocks and parses non-negative integers by hand
//   (O(1) per byte, O(1 MiB) memory: the input is never held whole). Tokens are runs of non-whitespace; any of
//   " \t\n\v\f\r" separates them, so CRLF and a missing final newline need no care.
//   read_uints(count, ...) is the bulk form: on x86-64 it classifies 64 bytes
//   at a time with SSE2 and converts each number of <= 16 digits in one 16-byte
//   register (nim's 10^7 piles parse at ~1.5x the cost of merely reading the
//   input); anything unusual falls back to read_uint, so results never differ.
//   Anything else - a sign, a decimal point, a NUL byte, a number above the
//   caller's maximum, end of input where a number is owed - throws input_error
//   carrying the 1-based line number where the offending token starts.
// read_counted: the judge case "n a1 .. an".
// Writer: buffers stdout in 64 KiB blocks; nothing is flushed per line.
// run_solver: --help, option parsing (usage errors exit 2), and the error path:
//   answers already written are flushed, then ONE stderr line
//   "name: line N: what was wrong", exit status 1.
// Proved by: tests/test_io.cpp (every bad-input category, CRLF, 2^63-1, 2^64)
//   and tests/hostile_input.py (every solver end to end).
#ifndef NIMKIT_IO_HPP
#define NIMKIT_IO_HPP

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
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

const std::uint64_t kMaxInt64 = 9223372036854775807ULL;  // 2^63-1, the largest size we accept

struct input_error : std::runtime_error {
    unsigned long line;
    input_error(unsigned long at_line, const std::string& what)
        : std::runtime_error(what), line(at_line) {}
};

// A bad command line, found after option parsing: exit status 2.
struct usage_error : std::runtime_error {
    explicit usage_error(const std::string& what) : std::runtime_error(what) {}
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
    TokenScan() : length_(0), digits_(true), significant_(0), value_(0) {}
    void feed(unsigned char c) {
        if (shown_.size() < 64) shown_ += static_cast<char>(c);
        ++length_;
        if (c < '0' || c > '9') {
            digits_ = false;
        } else if (significant_ || c != '0') {
            if (++significant_ <= 19) value_ = value_ * 10 + (c - '0');
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
        // Beyond 19 significant digits a number exceeds 2^63-1 >= max.
        if (significant_ > 19 || value_ > max)
            throw input_error(line, std::string(what) + " " + got + " is too large (at most " + std::to_string(max) + ")");
        return value_;
    }

private:
    std::string shown_;
    std::size_t length_;
    bool digits_;
    std::size_t significant_;
    std::uint64_t value_;
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

    // Next token as an integer in [0, max]; max <= 2^63-1. `what` names it in
    // messages ("a pile size"). Throws input_error on anything else.
    NIMKIT_INLINE std::uint64_t read_uint(const char* what, std::uint64_t max = kMaxInt64) {
        if (at_eof()) end_of_input(what);
        // Fast path: at most 19 digits, wholly in the buffer, followed by whitespace.
        // The zero at end_ stops the digit scan. (Parsing eight digits at a time
        // cut instructions by a fifth but not the time: see README, Speed.)
        char* q = p_;
        std::uint64_t v = 0;
        unsigned d;
        while ((d = static_cast<unsigned char>(*q) - '0') < 10 && q - p_ < 20) {
            v = v * 10 + d;
            ++q;
        }
        last_line_ = line_;
        if (q != end_ && q - p_ <= 19 && is_space(static_cast<unsigned char>(*q)) && v <= max) {
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
    // neither, have at most 16 digits and are at most max. Stops at the first
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
                if (e - s >= 16) break;
                std::uint64_t v = digits_value(p + s, e - s + 1);
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

// Reads a count and then that many numbers into `values` (the common judge
// case "n a1 .. an"). False, reading nothing more, at the end of input or when
// the count is 0 and `zero_ends` (formats whose case "0" ends the input).
inline bool read_counted(Reader& in, std::vector<std::uint64_t>& values, bool zero_ends, const char* count_what,
                         const char* value_what) {
    if (in.at_eof()) return false;
    std::uint64_t n = in.read_uint(count_what);
    if (n == 0 && zero_ends) return false;
    values.clear();
    in.read_uints(n, value_what, kMaxInt64, [&values](std::uint64_t v) { values.push_back(v); });
    return true;
}

class Writer {
public:
    explicit Writer(std::FILE* f = stdout) : file_(f), n_(0) {}
    ~Writer() { flush(); }
    void put(char c) {
        room(1);
        buf_[n_++] = c;
    }
    void put(const char* s) { put(s, std::strlen(s)); }
    void put(const std::string& s) { put(s.data(), s.size()); }
    void put(const char* s, std::size_t k) {
        while (k > sizeof buf_ - n_) {  // longer than the room left: fill, flush, go on
            std::size_t part = sizeof buf_ - n_;
            std::memcpy(buf_ + n_, s, part);
            n_ += part;
            s += part;
            k -= part;
            flush();
        }
        std::memcpy(buf_ + n_, s, k);
        n_ += k;
    }
    void put_uint(std::uint64_t v) {
        static const char pairs[] =
            "0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849"
            "5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";
        room(20);
        static const std::uint64_t pow10[20] = {1ULL, 10ULL, 100ULL, 1000ULL, 10000ULL, 100000ULL, 1000000ULL,
                                                 10000000ULL, 100000000ULL, 1000000000ULL, 10000000000ULL,
                                                 100000000000ULL, 1000000000000ULL, 10000000000000ULL,
                                                 100000000000000ULL, 1000000000000000ULL, 10000000000000000ULL,
                                                 100000000000000000ULL, 1000000000000000000ULL,
                                                 10000000000000000000ULL};
#if defined(__GNUC__)
        // Digits from the bit length (log10(2) ~ 1233/4096), then one comparison.
        std::size_t len = ((64 - static_cast<std::size_t>(__builtin_clzll(v | 1))) * 1233) >> 12;
        len += len < 20 && v >= pow10[len];
        if (len == 0) len = 1;
#else
        std::size_t len = 1;
        while (len < 20 && v >= pow10[len]) ++len;
#endif
        char* p = buf_ + n_ + len;
        n_ += len;
        while (v >= 100) {  // two digits per division
            std::size_t r = static_cast<std::size_t>(v % 100) * 2;
            v /= 100;
            *--p = pairs[r + 1];
            *--p = pairs[r];
        }
        if (v >= 10) {
            *--p = pairs[v * 2 + 1];
            *--p = pairs[v * 2];
        } else {
            *--p = static_cast<char>('0' + v);
        }
    }
    void flush() {
        if (n_) std::fwrite(buf_, 1, n_, file_);
        n_ = 0;
        std::fflush(file_);
    }

private:
    void room(std::size_t k) {
        if (n_ + k > sizeof buf_) flush();
    }
    std::FILE* file_;
    char buf_[1 << 16];
    std::size_t n_;
};

// A boolean command-line switch a solver accepts, e.g. {"--normal", &normal}.
struct Flag {
    const char* name;
    bool* value;
};

// Runs body(reader, writer) with the error conventions every solver shares.
// Positional arguments are refused unless `positional` is given to collect them.
template <class Body>
int run_solver(int argc, char** argv, const char* name, const char* help, std::vector<Flag> flags,
               Body body, std::vector<std::string>* positional = 0) {
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--help" || a == "-h") {
            std::fputs(help, stdout);
            return 0;
        }
        bool known = false;
        for (std::size_t k = 0; k < flags.size(); ++k)
            if (a == flags[k].name) *flags[k].value = known = true;
        if (!known && positional && (a.empty() || a[0] != '-')) {
            positional->push_back(a);
            known = true;
        }
        if (!known) {
            std::fprintf(stderr, "%s: unknown argument \"%s\" (try %s --help)\n", name, a.c_str(), name);
            return 2;
        }
    }
    Reader in;
    Writer out;
    try {
        body(in, out);
    } catch (const input_error& e) {
        out.flush();
        std::fprintf(stderr, "%s: line %lu: %s\n", name, e.line, e.what());
        return 1;
    } catch (const usage_error& e) {
        out.flush();
        std::fprintf(stderr, "%s: %s (try %s --help)\n", name, e.what(), name);
        return 2;
    } catch (const std::bad_alloc&) {
        out.flush();
        std::fprintf(stderr, "%s: line %lu: out of memory\n", name, in.line());
        return 1;
    }
    out.flush();
    return 0;
}

}  // namespace nimkit

#endif
