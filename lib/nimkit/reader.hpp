// nimkit/reader.hpp - the fast judge-input reader, batch or interactive.
//
// Reads a FILE in blocks of up to 1 MiB (O(1 MiB) memory: the input is never
//   held whole) and cuts it into tokens: runs of non-whitespace, any of
//   " \t\n\v\f\r" separating them, so CRLF and a missing final newline need
//   no care. Numbers are parsed by hand, O(1) per byte.
// Interactive: each block is one read(2) (Windows: _read) of the file's
//   descriptor, which returns what has arrived - a judge's reply line - without
//   waiting to fill the block; a FILE without a descriptor is read up to the
//   end of a line. tie(&writer): the writer is flushed before every read, as
//   cin is tied to cout, so a move printed is sent before the reply is awaited.
//   run_solver ties its reader to its writer. The reader takes the descriptor
//   over: nothing else may read the FILE while it is used.
// read_uint(what, max): the next token as an integer in [0, max], max up to
//   2^64-1. Anything else - a sign, a decimal point, a NUL byte, a number above
//   max, end of input where a number is owed - throws input_error carrying the
//   1-based line where the offending token starts and a message naming `what`.
// read_int(what, least, max): a signed integer in [least, max] (a judge's
//   `-1`), checked and worded as read_uint (`... is too small (at least -1)`).
// read_uints(count, ...): the bulk form. On x86-64 it classifies 64 bytes at a
//   time with SSE2 and converts each number of <= 16 digits in one 16-byte
//   register, of 17..20 digits in two; anything unusual falls back to
//   read_uint, so results never differ.
// read_uint(what, least, max, below): the same with a least value and the
//   message for a number below it.
// read_token / read_line: a word or a line as text (boards, pin pictures).
// A UTF-8 byte-order mark at the start of the input is skipped.
// Token checks and messages: nimkit/token.hpp; the SSE2 digit code:
//   nimkit/internal_digits.hpp.
// Proved by: tests/test_io.cpp (every bad-input category, CRLF, 2^63-1, 2^64,
//   read_uints against one read_uint per number on random texts, read_int on
//   every bound, also built with NIMKIT_NO_SIMD; reads cut at any size; a
//   reply answered over a pipe before the writer's side is closed),
//   tests/fuzz/reader_fuzz.cpp, tests/hostile_input.py, tests/interact_test.py
//   (the interactive solvers against their judges over pipes).
#ifndef NIMKIT_READER_HPP
#define NIMKIT_READER_HPP

#include <algorithm>
#include <cassert>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "nimkit/internal_digits.hpp"
#include "nimkit/token.hpp"
#include "nimkit/writer.hpp"

// Reads that return what has arrived: POSIX read(2), Windows' _read (MinGW
// and MSVC, as Codeforces runs); elsewhere getc up to the end of a line.
#if defined(_WIN32)
#include <io.h>
#define NIMKIT_READ_FD 1
#elif defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define NIMKIT_READ_FD 1
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

// Up to n bytes of f into buf, as many as have arrived (at least one, unless
// at the end of the input or on an error: 0). Bypasses f's stdio buffer.
inline std::size_t internal_read_some(std::FILE* f, char* buf, std::size_t n) {
#if NIMKIT_READ_FD
#if defined(_WIN32)
    const int fd = _fileno(f);
#else
    const int fd = fileno(f);
#endif
    while (fd >= 0) {  // no descriptor (a FILE in memory): the fallback below
#if defined(_WIN32)
        const int got = _read(fd, buf, static_cast<unsigned>(n));
#else
        const ssize_t got = read(fd, buf, n);
#endif
        if (got >= 0) return static_cast<std::size_t>(got);
        if (errno != EINTR) return 0;
    }
#endif
    std::size_t k = 0;  // a judge's reply is a line: never wait past its end
    for (int c; k < n && (c = std::getc(f)) != EOF;) {
        buf[k++] = static_cast<char>(c);
        if (c == '\n') break;
    }
    return k;
}

class Reader {
public:
    // `block`: bytes per read; tests use tiny blocks to cross every boundary.
    explicit Reader(std::FILE* f = stdin, std::size_t block = NIMKIT_READ_BLOCK)
        : file_(f), tie_(0), buf_(kFront + block + kPad), p_(0), end_(0), line_(1), last_line_(1), eof_(false),
          started_(false) {
        assert(f && block >= 1 && "Reader: a file to read, in blocks of at least 1 byte");
        end_ = p_ = &buf_[kFront];
        *end_ = 0;
    }
    // Reads from a string instead of a file (tests, fuzzers).
    explicit Reader(const std::string& text)
        : file_(0), tie_(0), buf_(kFront + text.size() + kPad), p_(0), end_(0), line_(1), last_line_(1), eof_(true),
          started_(false) {
        std::copy(text.begin(), text.end(), buf_.begin() + kFront);
        p_ = &buf_[kFront];
        end_ = p_ + text.size();
        skip_bom();
    }

    unsigned long line() const { return line_; }

    // The writer flushed before each read (0: none); throws its output_error.
    void tie(Writer* w) { tie_ = w; }
    Writer* tie() const { return tie_; }

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
        // cut instructions by a fifth but not the time.)
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

    // The next integer in [least, max]; one below `least` is refused with the
    // message `below` ("the maximum take is 0 (a move takes at least 1 stone)"),
    // blamed on its line.
    std::uint64_t read_uint(const char* what, std::uint64_t least, std::uint64_t max, const std::string& below) {
        std::uint64_t v = read_uint(what, max);
        if (v < least) throw input_error(last_line_, below);
        return v;
    }

    // Next token as a signed integer in [least, max]: an optional '-', then
    // digits (a judge's "-1 -1"). Refused as read_uint refuses, and
    // `what "-2" is too small (at least -1)`.
    std::int64_t read_int(const char* what, std::int64_t least, std::int64_t max) {
        assert(least <= max && "read_int: least <= max");
        if (at_eof()) end_of_input(what);
        last_line_ = line_;
        // Fast path: a sign and up to 18 digits wholly in the buffer, followed by whitespace.
        char* q = p_ + (*p_ == '-');
        char* const digits = q;
        std::int64_t v = 0;
        for (unsigned d; (d = static_cast<unsigned char>(*q) - '0') < 10 && q - digits < 18; ++q) v = v * 10 + d;
        if (q != digits && q != end_ && is_space(static_cast<unsigned char>(*q))) {
            if (digits != p_) v = -v;
            if (least <= v && v <= max) {
                p_ = q;
                return v;
            }
        }
        TokenScan scan;
        scan_token(scan);
        return scan.finish_int(what, least, max, last_line_);
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
        if (tie_) tie_->flush();  // what we owe the other side goes out before we wait for it
        std::size_t n = internal_read_some(file_, &buf_[kFront], buf_.size() - kFront - kPad);
        p_ = &buf_[kFront];
        end_ = p_ + n;
        *end_ = 0;  // the sentinel
        if (n == 0) eof_ = true;
        if (!started_) skip_bom();
        return n != 0;
    }

    // A UTF-8 byte-order mark (Windows editors write one) before the first
    // byte is not input. Looked for in the first block, so with blocks of at
    // least 3 bytes (every solver's; a 1-byte keyboard reader never sees one).
    void skip_bom() {
        started_ = true;
        if (end_ - p_ >= 3 && std::memcmp(p_, "\xEF\xBB\xBF", 3) == 0) p_ += 3;
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
        scan_token(scan);
        return scan.finish(what, max, at);
    }

    // Feeds the token at p_, across blocks, to scan.
    NIMKIT_COLD void scan_token(TokenScan& scan) {
        for (;;) {
            while (p_ != end_ && !is_space(static_cast<unsigned char>(*p_))) scan.feed(static_cast<unsigned char>(*p_++));
            if (p_ != end_ || !refill()) break;
        }
    }

    std::FILE* file_;
    Writer* tie_;
    std::vector<char> buf_;
    char* p_;
    char* end_;
    unsigned long line_;
    unsigned long last_line_;
    bool eof_;
    bool started_;  // the first block was looked at for a byte-order mark
};

}  // namespace nimkit

#endif
