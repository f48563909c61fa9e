// nimkit/writer.hpp - buffered output whose failure is an error, not a silence.
//
// Writer buffers in 64 KiB blocks (nothing is flushed per line) and prints
//   numbers by hand (eight digits per division, then two at a time). A write that fails - a full
//   disk, /dev/full, a closed pipe - throws output_error with the system's
//   reason; the solver harness (nimkit/solver.hpp) turns it into the line
//   "name: cannot write output: <reason>" and exit status 1.
// Proved by: tests/test_io.cpp (put_uint against std::to_string for every bit
//   length; a failed write throws), tests/hostile_input.py (every solver
//   writing to /dev/full).
#ifndef NIMKIT_WRITER_HPP
#define NIMKIT_WRITER_HPP

#include <cassert>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

namespace nimkit {

struct output_error : std::runtime_error {
    explicit output_error(const std::string& why) : std::runtime_error(why) {}
};

class Writer {
public:
    explicit Writer(std::FILE* f = stdout) : file_(f), n_(0), failed_(false) { assert(f && "Writer: a file to write"); }
    // A failure seen here has no one to tell: callers flush() before the end.
    ~Writer() {
        try {
            flush();
        } catch (const output_error&) {
        }
    }
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
        // Eight digits at a time: the four pairs of a chunk do not wait for each other.
        while (v >= 100000000) {
            std::uint32_t c = static_cast<std::uint32_t>(v % 100000000);
            v /= 100000000;
            std::uint32_t h = c / 10000, l = c % 10000;
            std::memcpy(p - 2, pairs + (l % 100) * 2, 2);
            std::memcpy(p - 4, pairs + (l / 100) * 2, 2);
            std::memcpy(p - 6, pairs + (h % 100) * 2, 2);
            std::memcpy(p - 8, pairs + (h / 100) * 2, 2);
            p -= 8;
        }
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
    // Hands the buffer to the system; throws output_error if it is refused.
    // After a failure nothing more is written (so the error is reported once).
    void flush() {
        const std::size_t n = n_;
        n_ = 0;
        if (failed_) return;
        bool ok = (n == 0 || std::fwrite(buf_, 1, n, file_) == n) && std::fflush(file_) == 0;
        if (!ok) {
            failed_ = true;
            throw output_error(errno ? std::strerror(errno) : "write failed");
        }
    }

private:
    void room(std::size_t k) {
        if (n_ + k > sizeof buf_) flush();
    }
    std::FILE* file_;
    char buf_[1 << 16];
    std::size_t n_;
    bool failed_;
};

}  // namespace nimkit

#endif
