// nimkit/internal_window_value.hpp - the values of a window rule: f(n) = mex
// of f(x) over lo(n) <= x <= hi'(n), hi'(n) = min(hi(n), n - 1) (or, for a
// win/lose table, 1 when one of them is 0, else 0), lo and hi among 0,
// floor/ceil of n^(1/4), n^(1/3), n^(1/2), n/4, n/3, n/2, and n - 1. It is a
// game whose move takes a heap of n to any x in the window: Codeforces 255E
// (x^2 <= n <= x^4: lo = ceil(n^(1/4)), hi = floor(sqrt n)).
// f is held as runs (start, value) and goes on run by run: while lo(n) and
// hi'(n) stay inside the same runs the window holds the same values, so f(n)
// changes only where one of them enters the next run (found by bisection on
// n, lo and hi' being nondecreasing) - once the window is never empty again:
// up to the last n < 4096 where lo(n) > hi'(n) (found by a loop, once) it is
// read n by n. From n = 4096 on lo(n) <= hi'(n) for every pair with lo of a
// lower order than hi: each difference of two of the functions, n^a - n^b,
// n/3 - n/4, n - 1 - n/2, ..., grows with n and is at least 8 at 4096, so
// rounding (less than 2) cannot close it.
// Cost: up to the last empty window, O(log runs + window's runs) per n (255E:
//   n = 0..3); then O(log d) bounds per change of the window, d its distance
//   (found by galloping, then bisection; below 4096 the bounds come from a
//   table made once) - 255E to 10^18 in about 20 changes.
// Internal: nimkit/pattern_rule.hpp (a window rule's prediction),
//   nimkit/internal_window_rule.hpp (the detector).
// Proved by: tests/test_pattern_window.cpp (255E and two more window games,
//   brute-forced from their moves).
#ifndef NIMKIT_INTERNAL_WINDOW_VALUE_HPP
#define NIMKIT_INTERNAL_WINDOW_VALUE_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_number_theory.hpp"

namespace nimkit {

// A window rule's parameters and the table it goes on from, as runs. Every
// PatternRule holds one (empty unless its kind is window) and is copied whole.
struct WindowRule {
    int lo = 0, hi = 0;               // window_bound ids
    bool win = false;                 // 1 when the window holds a 0 (a win/lose table), else the mex
    std::vector<std::uint64_t> starts;  // the table's runs: f = values[i] on starts[i] .. starts[i + 1] - 1
    std::vector<std::int64_t> values;
    std::uint64_t end = 0;            // the table is f(0 .. end - 1)
};

namespace window_detail {

typedef std::uint64_t u64;
typedef std::int64_t i64;

enum WindowBound {
    wb_zero, wb_root4_floor, wb_root4_ceil, wb_cbrt_floor, wb_cbrt_ceil, wb_sqrt_floor, wb_sqrt_ceil,
    wb_quarter_floor, wb_quarter_ceil, wb_third_floor, wb_third_ceil, wb_half_floor, wb_half_ceil, wb_minus_one,
    wb_count
};

const u64 kStepBelow = 4096;             // windows may be empty only below it
const u64 kWindowTop = static_cast<u64>(1) << 62;

// The order of growth: a window's lo must be of a lower order than its hi.
inline int bound_order(int id) { return (id + 1) / 2; }

inline u64 ceil_root(u64 n, unsigned k) {
    const u64 r = number_detail::iroot(n, k);
    return number_detail::power_at_most(r, k, n - 1) ? r + 1 : r;  // r^k < n: not a k-th power
}

inline u64 bound_computed(int id, u64 n) {
    switch (id) {
    case wb_zero: return 0;
    case wb_root4_floor: return number_detail::iroot(n, 4);
    case wb_root4_ceil: return n == 0 ? 0 : ceil_root(n, 4);
    case wb_cbrt_floor: return number_detail::iroot(n, 3);
    case wb_cbrt_ceil: return n == 0 ? 0 : ceil_root(n, 3);
    case wb_sqrt_floor: return number_detail::isqrt(n);
    case wb_sqrt_ceil: return n == 0 ? 0 : ceil_root(n, 2);
    case wb_quarter_floor: return n / 4;
    case wb_quarter_ceil: return n / 4 + (n % 4 != 0);
    case wb_third_floor: return n / 3;
    case wb_third_ceil: return n / 3 + (n % 3 != 0);
    case wb_half_floor: return n / 2;
    case wb_half_ceil: return n / 2 + (n % 2);
    case wb_minus_one: return n == 0 ? 0 : n - 1;
    }
    return 0;
}

// The bounds below kStepBelow from a table made once (the detector reads them n by n there).
inline u64 bound_value(int id, u64 n) {
    static const std::vector<u64> small = [] {
        std::vector<u64> t(wb_count * kStepBelow);
        for (int i = 0; i < wb_count; ++i)
            for (u64 m = 0; m < kStepBelow; ++m) t[static_cast<std::size_t>(i) * kStepBelow + m] = bound_computed(i, m);
        return t;
    }();
    return n < kStepBelow ? small[static_cast<std::size_t>(id) * kStepBelow + n] : bound_computed(id, n);
}

inline std::string bound_text(int id) {
    static const char* const names[] = {"0", "floor(n^(1/4))", "ceil(n^(1/4))", "floor(n^(1/3))", "ceil(n^(1/3))",
                                        "floor(sqrt(n))", "ceil(sqrt(n))", "floor(n/4)", "ceil(n/4)", "floor(n/3)",
                                        "ceil(n/3)", "floor(n/2)", "ceil(n/2)", "n-1"};
    return id >= 0 && id < wb_count ? names[id] : "?";
}

// hi'(n) = min(hi(n), n - 1); n >= 1.
inline u64 window_top(int hi, u64 n) { return std::min(bound_value(hi, n), n - 1); }

// The run holding x (x < end).
inline std::size_t run_of(const std::vector<u64>& starts, u64 x) {
    return static_cast<std::size_t>(std::upper_bound(starts.begin(), starts.end(), x) - starts.begin()) - 1;
}

// The rule's value from the values of runs i..j (none when i > j).
inline i64 window_result(const std::vector<i64>& values, std::size_t i, std::size_t j, bool nonempty, bool win) {
    std::vector<i64> seen;
    if (nonempty)
        for (std::size_t k = i; k <= j; ++k) seen.push_back(values[k]);
    if (win) return std::find(seen.begin(), seen.end(), 0) != seen.end() ? 1 : 0;
    std::sort(seen.begin(), seen.end());
    i64 m = 0;
    for (std::size_t k = 0; k < seen.size(); ++k)
        if (seen[k] == m) ++m;
    return m;
}

// The least m in (n, kWindowTop] with bound(m) >= target (lo, or hi' when top),
// kWindowTop + 1 when none.
// Galloping from n first: the next change is mostly near n, where the bounds are
// read from a table, not computed by roots near 2^62 (the detector asks thousands).
inline u64 first_reaching(int id, bool top, u64 n, u64 target) {
    u64 a = n, b = n;  // bound(a) < target or a = n; bound(b) >= target or b past the top
    for (u64 step = 1;; step *= 2) {
        b = kWindowTop + 1 - a > step ? a + step : kWindowTop + 1;
        if (b > kWindowTop || (top ? window_top(id, b) : bound_value(id, b)) >= target) break;
        a = b;
    }
    while (b - a > 1) {
        const u64 mid = a + (b - a) / 2;
        if ((top ? window_top(id, mid) : bound_value(id, mid)) >= target) b = mid;
        else a = mid;
    }
    return b;
}

// The last n < 4096 where the window lo(n)..hi'(n) is empty (0 when none):
// past it the rule goes stretch by stretch.
inline u64 last_empty(int lo, int hi) {
    static const std::vector<u64> last = [] {
        std::vector<u64> t(wb_count * wb_count, 0);
        for (int l = 0; l < wb_count; ++l)
            for (int h = 1; h < wb_count; ++h)
                for (u64 n = 1; n < kStepBelow; ++n)
                    if (bound_value(l, n) > window_top(h, n)) t[static_cast<std::size_t>(l * wb_count + h)] = n;
        return t;
    }();
    return last[static_cast<std::size_t>(lo * wb_count + hi)];
}

// One stretch of the rule at n: its value, and the first m > n where the
// window may hold other values. f is known on 0..known - 1 (runs), known >= n.
inline i64 window_stretch(int lo, int hi, bool win, const std::vector<u64>& starts, const std::vector<i64>& values,
                          u64 known, u64 n, u64& next) {
    if (n == 0) {
        next = 1;
        return window_result(values, 0, 0, false, win);
    }
    const u64 a = bound_value(lo, n), b = window_top(hi, n);
    const bool nonempty = a <= b;
    const std::size_t i = nonempty ? run_of(starts, a) : 0, j = nonempty ? run_of(starts, b) : 0;
    const i64 v = window_result(values, i, j, nonempty, win);
    if (n <= last_empty(lo, hi)) {
        next = n + 1;
        return v;
    }
    const u64 end_i = i + 1 < starts.size() ? starts[i + 1] - 1 : known - 1;
    const u64 start_next = j + 1 < starts.size() ? starts[j + 1] : known;
    next = std::min(first_reaching(lo, false, n, end_i + 1), first_reaching(hi, true, n, start_next));
    return v;
}

// f(n) for n >= w.end by the rule, going on from the table's runs; false when
// it takes more than `budget` stretches.
inline bool window_predict(const WindowRule& w, u64 n, i64& value, std::size_t budget = 4096) {
    if (n < w.end) {
        value = w.values[run_of(w.starts, n)];
        return true;
    }
    if (n > kWindowTop || w.starts.empty()) return false;
    std::vector<u64> starts(w.starts);
    std::vector<i64> values(w.values);
    for (u64 at = w.end;;) {
        u64 next;
        const i64 v = window_stretch(w.lo, w.hi, w.win, starts, values, at, at, next);
        if (v != values.back()) starts.push_back(at), values.push_back(v);
        if (next > n) return value = v, true;
        if (budget-- == 0) return false;
        at = next;
    }
}

// The least n0 such that the rule holds on f(n0 .. end - 1) of the table's runs, or a value
// past `most` once n0 is known to be past it.
// A candidate that does not fit costs the runs up to its first disagreement past `most`.
inline u64 window_holds_from(int lo, int hi, bool win, const std::vector<u64>& starts, const std::vector<i64>& values,
                             u64 end, u64 most = ~0ULL) {
    u64 from = 0;
    for (u64 n = 0; n < end;) {
        u64 next;
        const i64 v = window_stretch(lo, hi, win, starts, values, end, n, next);
        const u64 stop = std::min(next, end);  // the rule says v on n .. stop - 1
        for (std::size_t k = run_of(starts, stop - 1) + 1; k-- > 0 && (k + 1 == starts.size() || starts[k + 1] > n);)
            if (values[k] != v) {
                from = std::min(stop, k + 1 < starts.size() ? starts[k + 1] : end);
                break;
            }
        if (from > most) return from;
        n = stop;
    }
    return from;
}

}  // namespace window_detail
}  // namespace nimkit

#endif
