// nimkit/token.hpp - one token of judge input checked as an integer, and the
// error that names the line and what was wrong.
//
// input_error(line, what): thrown for bad input; run_solver prints
//   "name: line N: what" after the answers owed (nimkit/solver.hpp).
// parse_uint(first, last, what, max, line): a whole token as an integer in
//   [0, max] (max <= 2^64-1), else input_error with the message every solver
//   gives: `expected a pile size, got "x"`, `... got negative number "-5"`,
//   `a pile size "99..." is too large (at most N)`. O(token length).
// TokenScan: the same check fed byte by byte, O(1) memory for a token of any
//   length (the reader's slow path); finish_int checks a signed integer in
//   [least, max] (`-1`, a judge's reply), refusing `a reply "-2" is too small
//   (at least -1)`. quote(): a token as shown in a message.
// Proved by: tests/test_io.cpp (every bad-input category, 2^63-1, 2^64, 10^6
//   digits, NUL; signed: every bound near 0 and +-2^63), tests/hostile_input.py
//   (every solver's messages).
#ifndef NIMKIT_TOKEN_HPP
#define NIMKIT_TOKEN_HPP

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>

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
    TokenScan() : length_(0), minus_(false), digits_(true), significant_(0), value_(0), overflow_(false) {}
    void feed(unsigned char c) {
        if (shown_.size() < 64) shown_ += static_cast<char>(c);
        if (length_++ == 0 && c == '-') {  // a sign: the rest must be digits
            minus_ = true;
        } else if (c < '0' || c > '9') {
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
        if (!digits_ || minus_) {
            bool negative = minus_ && digits_ && length_ > 1;
            throw input_error(line, std::string("expected ") + what + ", got " + (negative ? "negative number " : "") + got);
        }
        if (overflow_ || value_ > max) too_large(what, got, std::to_string(max), line);
        return value_;
    }
    // The same for a signed integer in [least, max]: an optional '-', then digits.
    std::int64_t finish_int(const char* what, std::int64_t least, std::int64_t max, unsigned long line) const {
        std::string got = quote(shown_, length_);
        if (length_ == 0) throw input_error(line, std::string("expected ") + what + ", got nothing");
        if (!digits_ || (minus_ && length_ == 1)) throw input_error(line, std::string("expected ") + what + ", got " + got);
        // The magnitude against the bound on its side, in unsigned arithmetic (|least| may be 2^63).
        const std::uint64_t low = least < 0 ? 0 - static_cast<std::uint64_t>(least) : 0;
        if (minus_ && value_ != 0) {
            if (overflow_ || least >= 0 || value_ > low) too_small(what, got, least, line);
            const std::int64_t v = -static_cast<std::int64_t>(value_ - 1) - 1;  // -2^63 too, without overflow
            if (v > max) too_large(what, got, std::to_string(max), line);
            return v;
        }
        if (overflow_ || max < 0 || value_ > static_cast<std::uint64_t>(max)) too_large(what, got, std::to_string(max), line);
        if (least > 0 && value_ < static_cast<std::uint64_t>(least)) too_small(what, got, least, line);
        return static_cast<std::int64_t>(value_);
    }

private:
    [[noreturn]] static void too_large(const char* what, const std::string& got, const std::string& max, unsigned long line) {
        throw input_error(line, std::string(what) + " " + got + " is too large (at most " + max + ")");
    }
    [[noreturn]] static void too_small(const char* what, const std::string& got, std::int64_t least, unsigned long line) {
        throw input_error(line, std::string(what) + " " + got + " is too small (at least " + std::to_string(least) + ")");
    }
    std::string shown_;
    std::size_t length_;
    bool minus_;   // the first byte was '-'
    bool digits_;  // every byte after the sign is a digit
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

}  // namespace nimkit

#endif
