// nimkit/dyadic.hpp - exact dyadic rationals p / 2^k and the simplest number between two bounds.
//
// What: Dyadic holds p / 2^k reduced (p odd when k > 0), |p| < 2^62, 0 <= k <= 62: the values of
//   short partizan games that are numbers. +, -, negation, halving, comparison, floor, printing.
//   Every operation that would leave the range throws std::overflow_error naming the operation;
//   none rounds or wraps.
// Cost: O(1) per operation (shifts and checked additions).
// Theorem (the simplicity theorem, Winning Ways ch. 2; Lessons in Play ch. 4): the simplest
//   number strictly between lo and hi (either side may be open) is 0 if 0 fits, else the integer
//   nearest 0 that fits, else the dyadic of least denominator between them, found by bisecting
//   the unit interval that holds them. simplest_between implements exactly that.
// Proved by: tests/test_dyadic.cpp (arithmetic against integer sixteenths on every pair of a grid,
//   simplest_between against a search of the birthday tree to day 7, overflow refused).
#ifndef NIMKIT_DYADIC_HPP
#define NIMKIT_DYADIC_HPP

#include <cstdint>
#include <stdexcept>
#include <string>

namespace nimkit {

class Dyadic {
public:
    static const int kMaxExp = 62;
    static const std::int64_t kLimit = (std::int64_t(1) << 62);  // |p| < kLimit

    Dyadic() : p_(0), k_(0) {}
    Dyadic(std::int64_t integer) : p_(integer), k_(0) { check(p_, "a number"); }
    // p / 2^k, reduced; throws std::overflow_error out of range, std::invalid_argument for k < 0.
    static Dyadic fraction(std::int64_t p, int k) {
        if (k < 0) throw std::invalid_argument("dyadic: negative exponent");
        Dyadic d;
        d.p_ = p;
        d.k_ = k;
        d.normalise();
        if (d.k_ > kMaxExp) throw std::overflow_error("dyadic: denominator beyond 2^62");
        check(d.p_, "a fraction");
        return d;
    }

    std::int64_t numerator() const { return p_; }
    int exponent() const { return k_; }  // the denominator is 2^exponent()
    std::int64_t denominator() const { return std::int64_t(1) << k_; }
    bool is_integer() const { return k_ == 0; }
    int sign() const { return p_ > 0 ? 1 : (p_ < 0 ? -1 : 0); }

    Dyadic operator-() const {
        Dyadic d = *this;
        d.p_ = -p_;
        return d;
    }
    friend Dyadic operator+(const Dyadic& a, const Dyadic& b) {
        int k = a.k_ > b.k_ ? a.k_ : b.k_;
        std::int64_t x = lift(a.p_, k - a.k_, "addition"), y = lift(b.p_, k - b.k_, "addition"), s;
        if (__builtin_add_overflow(x, y, &s)) throw std::overflow_error("dyadic: addition out of range");
        Dyadic d;
        d.p_ = s;
        d.k_ = k;
        d.normalise();
        check(d.p_, "addition");
        return d;
    }
    friend Dyadic operator-(const Dyadic& a, const Dyadic& b) { return a + (-b); }
    Dyadic& operator+=(const Dyadic& b) { return *this = *this + b; }
    Dyadic& operator-=(const Dyadic& b) { return *this = *this - b; }
    Dyadic half() const { return fraction(p_, k_ + 1); }
    Dyadic twice() const { return k_ > 0 ? fraction(p_, k_ - 1) : Dyadic(lift(p_, 1, "doubling")); }

    friend bool operator==(const Dyadic& a, const Dyadic& b) { return a.p_ == b.p_ && a.k_ == b.k_; }
    friend bool operator!=(const Dyadic& a, const Dyadic& b) { return !(a == b); }
    friend bool operator<(const Dyadic& a, const Dyadic& b) {
        if (a.k_ == b.k_) return a.p_ < b.p_;
        // compare a.p * 2^(k - a.k) with b.p * 2^(k - b.k) without overflow: compare integer parts first
        std::int64_t fa = a.floor_value(), fb = b.floor_value();
        if (fa != fb) return fa < fb;
        // same floor: compare fractional parts, each < 1, as numerators over 2^62
        std::int64_t ra = (a.p_ - fa * (std::int64_t(1) << a.k_)) * (std::int64_t(1) << (kMaxExp - a.k_));
        std::int64_t rb = (b.p_ - fb * (std::int64_t(1) << b.k_)) * (std::int64_t(1) << (kMaxExp - b.k_));
        return ra < rb;
    }
    friend bool operator>(const Dyadic& a, const Dyadic& b) { return b < a; }
    friend bool operator<=(const Dyadic& a, const Dyadic& b) { return !(b < a); }
    friend bool operator>=(const Dyadic& a, const Dyadic& b) { return !(a < b); }

    // the largest integer <= this
    std::int64_t floor_value() const {
        if (k_ == 0) return p_;
        return p_ >= 0 ? (p_ >> k_) : -((-p_ + (std::int64_t(1) << k_) - 1) >> k_);
    }
    // "3", "-5", "3/4", "-5/4" (improper fractions, as CGSuite prints them)
    std::string str() const {
        std::string s = std::to_string(p_);
        if (k_ > 0) s += "/" + std::to_string(std::int64_t(1) << k_);
        return s;
    }
    std::size_t hash() const { return std::size_t(std::uint64_t(p_) * 1000003u) ^ std::size_t(k_); }

private:
    std::int64_t p_;
    int k_;

    void normalise() {
        if (p_ == 0) k_ = 0;
        while (k_ > 0 && (p_ & 1) == 0) {
            p_ /= 2;
            --k_;
        }
    }
    static void check(std::int64_t p, const char* what) {
        if (p >= kLimit || p <= -kLimit)
            throw std::overflow_error(std::string("dyadic: ") + what + " out of range (|numerator| must be below 2^62)");
    }
    static std::int64_t lift(std::int64_t p, int shift, const char* what) {
        if (shift > kMaxExp) throw std::overflow_error(std::string("dyadic: ") + what + " out of range");
        std::int64_t lim = kLimit >> shift;
        if (p >= lim || p <= -lim) throw std::overflow_error(std::string("dyadic: ") + what + " out of range");
        return p * (std::int64_t(1) << shift);
    }
};

// The simplest number x with lo < x < hi; has_lo / has_hi false means that side is open
// (no bound). Precondition: lo < hi when both are given (else std::invalid_argument).
inline Dyadic simplest_between(bool has_lo, const Dyadic& lo, bool has_hi, const Dyadic& hi) {
    if (has_lo && has_hi && !(lo < hi)) throw std::invalid_argument("simplest_between: empty interval");
    const Dyadic zero;
    if ((!has_lo || lo < zero) && (!has_hi || zero < hi)) return zero;
    if (has_hi && hi <= zero) return -simplest_between(true, -hi, has_lo, -lo);
    // now lo >= 0: the least integer above lo, if below hi
    Dyadic n(lo.floor_value() + 1);
    if (!has_hi || n < hi) return n;
    Dyadic a(lo.floor_value()), b = n;  // lo and hi within [a, b]; bisect
    for (;;) {
        Dyadic m = (a + b).half();
        if (lo < m && m < hi) return m;
        if (m <= lo) a = m;
        else b = m;
    }
}

}  // namespace nimkit

#endif
