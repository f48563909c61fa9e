// nimkit/internal_sequence_value.hpp - a rule for an integer sequence a_0, a_1,
// ... as data (SequenceRule: its kind and parameters), a_k for any k
// (seq_value) and the largest k with a_k <= N for a growing one
// (seq_last_at_most): what a rule's predictions need, without the fitting and
// the text of nimkit/internal_sequence_rule.hpp (which includes this header and
// says what each kind is).
//
// Values are 64-bit and every product is checked: a term past 2^63 is "no value"
// (seq_value false), so predictions never wrap. A Beatty term floor((k + shift)
// alpha) + offset is exact (floor_times, nimkit/internal_floor_times.hpp).
// Internal: nimkit/pattern_rule.hpp's rules (run boundaries and values, the
// positions of a value, a function's extension, a formula).
// Proved by: tests/test_pattern.cpp ("pattern: sequence rules - ...": terms at
// k up to 10^6 and inverses at 10^18 exact; "pattern: Beatty rules - ...":
// terms at 10^5 random k up to 10^17 equal the exact floor).
#ifndef NIMKIT_INTERNAL_SEQUENCE_VALUE_HPP
#define NIMKIT_INTERNAL_SEQUENCE_VALUE_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_floor_times.hpp"
#include "nimkit/internal_u128.hpp"

namespace nimkit {
namespace pattern_detail {

typedef std::int64_t i64;
typedef std::uint64_t u64;
const i64 kMaxI64 = 0x7FFFFFFFFFFFFFFFLL;
const i64 kMinI64 = -kMaxI64 - 1;

inline bool add_ok(i64 a, i64 b, i64& r) {
    if ((b > 0 && a > kMaxI64 - b) || (b < 0 && a < kMinI64 - b)) return false;
    r = a + b;
    return true;
}

inline bool sub_ok(i64 a, i64 b, i64& r) {
    if ((b < 0 && a > kMaxI64 + b) || (b > 0 && a < kMinI64 + b)) return false;
    r = a - b;
    return true;
}

// a - b, or `otherwise` when it does not fit (a difference no rule can use).
inline i64 difference_or(i64 a, i64 b, i64 otherwise) {
    i64 r;
    return sub_ok(a, b, r) ? r : otherwise;
}

inline bool mul_ok(i64 a, i64 b, i64& r) {
    if (a == 0 || b == 0) return r = 0, true;
    const u64 ua = a < 0 ? 0 - static_cast<u64>(a) : static_cast<u64>(a);
    const u64 ub = b < 0 ? 0 - static_cast<u64>(b) : static_cast<u64>(b);
    const U128 p = mul_wide(ua, ub);
    const bool negative = (a < 0) != (b < 0);
    if (p.hi || p.lo > static_cast<u64>(kMaxI64) + (negative ? 1u : 0u)) return false;
    r = negative ? static_cast<i64>(0 - p.lo) : static_cast<i64>(p.lo);
    return true;
}

// floor(a / b), b > 0.
inline i64 floor_div(i64 a, i64 b) { return a >= 0 ? a / b : -((-(a + 1)) / b) - 1; }

inline i64 gcd64(i64 a, i64 b) {
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b) {
        const i64 t = a % b;
        a = b;
        b = t;
    }
    return a;
}

// "3", "-2", written for a coefficient in a sum: " + 3", " - 2".
inline std::string signed_term(i64 c, const std::string& what, bool first) {
    std::string s;
    const u64 m = c < 0 ? 0 - static_cast<u64>(c) : static_cast<u64>(c);
    if (first)
        s = c < 0 ? "-" : "";
    else
        s = c < 0 ? " - " : " + ";
    if (what.empty()) return s + std::to_string(m);
    if (m != 1) s += std::to_string(m) + "*";
    return s + what;
}

}  // namespace pattern_detail

struct SequenceRule {
    enum Kind { none, periodic, polynomial, recurrence, beatty };
    Kind kind;
    std::uint64_t from;                // the rule gives a_k for k >= from; head holds a_0..a_{from-1}
    std::vector<std::int64_t> head;
    std::uint64_t period;              // periodic
    std::int64_t saltus;               // periodic
    std::vector<std::int64_t> block;   // periodic: a_from..a_{from+p-1}; polynomial: the differences at from
    std::vector<std::int64_t> coef;    // recurrence: c_0, c_1, .., c_r (a_{from-r..from-1} in head)
    QuadraticIrrational alpha;         // beatty: (p + sqrt d) / q (nimkit/floor_sum.hpp)
    std::int64_t shift, offset;        // beatty
};

namespace pattern_detail {

inline SequenceRule no_sequence_rule() {
    SequenceRule r;
    r.kind = SequenceRule::none;
    r.from = r.period = 0;
    r.saltus = r.shift = r.offset = 0;
    QuadraticIrrational none = {0, 0, 1};
    r.alpha = none;
    return r;
}

// C(x, j) for j <= 4 as an exact 64-bit value; false past 2^63.
inline bool binomial_ok(u64 x, unsigned j, i64& r) {
    if (j > x) return r = 0, true;
    U128 num(1);
    for (unsigned i = 0; i < j; ++i)
        if (!mul_small(num, x - i, num)) return false;
    std::uint64_t rem;
    static const u64 kFact[] = {1, 1, 2, 6, 24};
    const U128 q = divmod(num, kFact[j], rem);
    if (q.hi || q.lo > static_cast<u64>(kMaxI64)) return false;
    r = static_cast<i64>(q.lo);
    return true;
}

// floor(K * alpha) + offset for K >= 0, exact (floor_times); false past 2^63.
inline bool beatty_term(const QuadraticIrrational& a, u64 big_k, i64 offset, i64& out) {
    if (big_k >= (static_cast<u64>(1) << 62)) return false;
    const U128 f = floor_times(a, big_k);
    if (f.hi || f.lo > static_cast<u64>(kMaxI64)) return false;
    return add_ok(static_cast<i64>(f.lo), offset, out);
}

}  // namespace pattern_detail

// a_k, exactly; false when it is past 2^63 in size (or a recurrence needs more
// than 10^5 steps to reach k).
inline bool seq_value(const SequenceRule& r, std::uint64_t k, std::int64_t& out) {
    using namespace pattern_detail;
    if (k < r.from) return out = r.head[static_cast<std::size_t>(k)], true;
    const u64 j = k - r.from;
    switch (r.kind) {
    case SequenceRule::periodic: {
        const u64 turns = j / r.period;
        i64 t;
        if (turns > static_cast<u64>(kMaxI64) || !mul_ok(static_cast<i64>(turns), r.saltus, t)) return false;
        return add_ok(r.block[static_cast<std::size_t>(j % r.period)], t, out);
    }
    case SequenceRule::polynomial: {
        i64 sum = 0;
        for (std::size_t d = 0; d < r.block.size(); ++d) {
            i64 c, t;
            if (r.block[d] == 0) continue;
            if (!binomial_ok(j, static_cast<unsigned>(d), c) || !mul_ok(c, r.block[d], t) || !add_ok(sum, t, sum)) return false;
        }
        return out = sum, true;
    }
    case SequenceRule::recurrence: {
        if (j > 100000) return false;
        const std::size_t order = r.coef.size() - 1;
        std::vector<i64> last(r.head.end() - static_cast<std::ptrdiff_t>(order), r.head.end());
        for (u64 i = 0; i <= j; ++i) {
            i64 next = r.coef[0];
            for (std::size_t c = 1; c <= order; ++c) {
                i64 t;
                if (!mul_ok(r.coef[c], last[order - c], t) || !add_ok(next, t, next)) return false;
            }
            last.erase(last.begin());
            last.push_back(next);
        }
        return out = last.back(), true;
    }
    case SequenceRule::beatty: {
        if (k > static_cast<u64>(kMaxI64) - 2) return false;
        return beatty_term(r.alpha, k + static_cast<u64>(r.shift), r.offset, out);
    }
    case SequenceRule::none:
        break;
    }
    return false;
}

// For a non-decreasing rule: the largest k with a_k <= n (false if a_0 > n, or
// the rule cannot say: a term it cannot compute before passing n).
inline bool seq_last_at_most(const SequenceRule& r, std::int64_t n, std::uint64_t& k) {
    std::int64_t v;
    if (!seq_value(r, 0, v) || v > n) return false;
    if (r.kind == SequenceRule::recurrence) {  // exponential growth: walk
        std::uint64_t i = 0;
        for (;; ++i) {
            if (i > 100000) return false;
            if (!seq_value(r, i + 1, v)) return false;
            if (v > n) break;
        }
        return k = i, true;
    }
    // a_lo <= n < a_hi (a term past 2^63 counts as above n: the rule grows).
    std::uint64_t lo = 0, hi = 1;
    for (;;) {
        if (!seq_value(r, hi, v)) {
            if (r.kind == SequenceRule::beatty || r.kind == SequenceRule::periodic || r.kind == SequenceRule::polynomial)
                break;  // overflow: past any n
            return false;
        }
        if (v > n) break;
        lo = hi;
        if (hi > (static_cast<std::uint64_t>(1) << 62)) return false;
        hi *= 2;
    }
    while (hi - lo > 1) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (seq_value(r, mid, v) && v <= n)
            lo = mid;
        else
            hi = mid;
    }
    return k = lo, true;
}
namespace pattern_detail {

// (p + sign sqrt(d))/q with q positive and the common factor out: one form for
// each number (sign -1 when q was negative).
inline void reduce_quadratic(const QuadraticIrrational& x, i64& p, u64& d, i64& q, int& sign) {
    p = x.p, q = x.q, d = x.d, sign = 1;
    if (q < 0) p = -p, q = -q, sign = -1;
    for (i64 g = gcd64(p, q); g > 1; g = gcd64(p, q)) {  // g | p, g | q, g^2 | d: divide it out
        i64 f = 2;
        while (f <= g && !(g % f == 0 && d % static_cast<u64>(f * f) == 0)) ++f;
        if (f > g) break;
        p /= f, q /= f, d /= static_cast<u64>(f * f);
    }
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
