// nimkit/internal_sequence_rule.hpp - a rule for an integer sequence a_0, a_1,
// ... seen only in part: its kind and parameters, a_k for any k, the largest k
// with a_k <= N for a growing one, and the rule in words.
//
// fit_sequence(a) tries, simplest first, and returns the first that fits EVERY
// term given with at least three terms to spare beyond what fixes it:
//   periodic   a_k = block[(k - from) mod p] + s * floor((k - from) / p) for
//              k >= from (s = 0: a plain period; p = 1: an arithmetic
//              progression), p seen three times, from <= half the terms;
//   polynomial of degree 2..4 from `from` <= 2 (the d-th differences constant:
//              squares, triangular numbers, fourth powers);
//   recurrence a_k = c_0 + c_1 a_{k-1} + .. + c_r a_{k-r}, r <= 3, |c_j| <= 4
//              (powers 2^k, 2^k - 1, Fibonacci numbers; not (x - 1)^r, which is
//              a polynomial); or a_k = a_{k-1} + a_{k-j}, j = 4..10, from some
//              k <= 2j on, j + 3 terms checked (take-away with ratio 3 or 4);
//   beatty     a_k = floor((k + shift) * alpha) + offset with alpha a quadratic
//              irrational (p + sqrt d) / q (nimkit/floor_sum.hpp's, its exact
//              floor_times and its reading of a periodic continued fraction):
//              the alphas every term allows form
//              an interval [max b_K / K, min (b_K + 1) / K); their shared
//              continued-fraction terms must end in a block repeated three times
//              (at most 2 terms before it, at most 6 in it), and the alpha with
//              that expansion must lie in the interval (exact comparisons).
// Values are 64-bit and every product is checked: a term past 2^63 is "no value"
// (seq_value false), so predictions never wrap. The rule as data and its terms
// (SequenceRule, seq_value, seq_last_at_most) are in
// nimkit/internal_sequence_value.hpp, which a rule's predictions include alone.
// Internal: the pieces of nimkit/pattern.hpp's rules (run boundaries and values,
// the positions of a value, a family's parameters).
// Proved by: tests/test_pattern.cpp (each kind fitted on sequences of real games
// and on its formula, predictions far past the terms against the formula, the
// inverse against a scan; planted bugs fail them).
// tests/test_pattern_recurrence.cpp: lagged sums on take-away with ratio 3 and
// 4 (searched from the moves), right on heaps 1000..2499 from 0..999.
#ifndef NIMKIT_INTERNAL_SEQUENCE_RULE_HPP
#define NIMKIT_INTERNAL_SEQUENCE_RULE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "nimkit/floor_sum.hpp"
#include "nimkit/internal_sequence_value.hpp"
#include "nimkit/internal_u128.hpp"

namespace nimkit {
namespace pattern_detail {

// For every p in 1..m-1: the least i0 with a_{i+p} - a_i the same for every
// i0 <= i < m - p (start[p]), from the Z-function of the reversed differences:
// O(m) for all p at once. (Differences that overflow count as unequal.)
inline std::vector<std::size_t> tail_starts(const i64* a, std::size_t m) {
    std::vector<std::size_t> start(m, 0);
    if (m < 2) return start;
    const std::size_t n = m - 1;  // rd[j] = a[m-1-j] - a[m-2-j]
    std::vector<i64> rd(n);
    std::vector<char> bad(n, 0);
    for (std::size_t j = 0; j < n; ++j) bad[j] = !sub_ok(a[m - 1 - j], a[m - 2 - j], rd[j]);
    std::vector<std::size_t> z(n, 0);
    for (std::size_t i = 1, l = 0, r = 0; i < n; ++i) {
        if (i < r) z[i] = std::min(r - i, z[i - l]);
        while (i + z[i] < n && !bad[z[i]] && !bad[i + z[i]] && rd[z[i]] == rd[i + z[i]]) ++z[i];
        if (i + z[i] > r) l = i, r = i + z[i];
    }
    // d periodic with period p on [i0, m-1-p) <=> a_{i+p} - a_i constant on [i0, m - p)
    for (std::size_t p = 1; p < m; ++p) start[p] = p < n ? m - 1 - p - z[p] : 0;
    return start;
}

// The least period p (then the least start) with a_{k+p} = a_k + s on the
// whole tail, p seen three times, the start at most half the terms.
inline SequenceRule fit_periodic(const std::vector<i64>& a, std::size_t min_terms) {
    SequenceRule r = no_sequence_rule();
    const std::size_t m = a.size();
    if (m < min_terms) return r;
    const std::vector<std::size_t> starts = tail_starts(&a[0], m);
    for (std::size_t p = 1; 3 * p <= m; ++p) {
        i64 s = 0;
        if (!sub_ok(a[m - 1], a[m - 1 - p], s)) continue;
        const std::size_t from = starts[p];
        if (from + 3 * p <= m && 2 * from <= m) {
            r.kind = SequenceRule::periodic;
            r.from = from;
            r.period = p;
            r.saltus = s;
            r.head.assign(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(from));
            r.block.assign(a.begin() + static_cast<std::ptrdiff_t>(from), a.begin() + static_cast<std::ptrdiff_t>(from + p));
            return r;
        }
    }
    return r;
}

// Degree 2..4: the d-th differences constant from `from` <= 2 on.
inline SequenceRule fit_polynomial(const std::vector<i64>& a) {
    SequenceRule r = no_sequence_rule();
    const std::size_t m = a.size();
    for (unsigned d = 2; d <= 4; ++d)
        for (std::size_t from = 0; from <= 2; ++from) {
            if (m < from + d + 4) continue;
            // differences of a[from..m-1]
            std::vector<i64> row(a.begin() + static_cast<std::ptrdiff_t>(from), a.end()), lead;
            bool ok = true;
            for (unsigned level = 0; level <= d && ok; ++level) {
                lead.push_back(row[0]);
                if (level == d) break;
                for (std::size_t i = 0; i + 1 < row.size() && ok; ++i) ok = sub_ok(row[i + 1], row[i], row[i]);
                row.pop_back();
            }
            for (std::size_t i = 1; i < row.size() && ok; ++i) ok = row[i] == row[0];
            if (!ok || row[0] == 0) continue;  // degree lower (found before) or not constant
            if (from > 0) {  // a head term must not fit the polynomial, or `from` is not the least
                r.kind = SequenceRule::polynomial;
                r.from = from;
                r.block = lead;
                r.head.assign(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(from));
                SequenceRule shifted = r;
                shifted.from = from - 1;
                shifted.head.pop_back();
                // the polynomial one step earlier: a_{from-1} = sum_j lead_j C(-1, j) = sum_j (-1)^j lead_j
                i64 back = 0;
                for (std::size_t j = 0; j < lead.size(); ++j) back += (j % 2 ? -1 : 1) * lead[j];
                if (back == a[from - 1]) continue;
            }
            r.kind = SequenceRule::polynomial;
            r.from = from;
            r.block = lead;
            r.head.assign(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(from));
            return r;
        }
    return r;
}

// Whether a_k = c0 + c_1 a_{k-1} + ... + c_order a_{k-order} for every k >= from,
// c0 from the first equation; never for a degenerate c (c_order = 0, or the
// coefficients of (x - 1)^order).
inline bool recurrence_fits(const std::vector<i64>& a, std::size_t order, std::size_t from, const int* c, i64& c0) {
    bool ok = true;
    c0 = a[from];
    for (std::size_t j = 1; j <= order && ok; ++j) {
        i64 t;
        ok = mul_ok(c[j], a[from - j], t) && sub_ok(c0, t, c0);
    }
    const bool unit = order == 1 ? c[1] == 1 : order == 2 ? (c[1] == 2 && c[2] == -1) : (c[1] == 3 && c[2] == -3 && c[3] == 1);
    const bool degenerate = c[order] == 0 || unit;
    for (std::size_t k = from + 1; k < a.size() && ok && !degenerate; ++k) {
        i64 want = c0;
        for (std::size_t j = 1; j <= order && ok; ++j) {
            i64 t;
            ok = mul_ok(c[j], a[k - j], t) && add_ok(want, t, want);
        }
        ok = ok && want == a[k];
    }
    return ok && !degenerate;
}

// a_k = c_0 + c_1 a_{k-1} + ... + c_r a_{k-r} for every k >= from (from >= r).
inline SequenceRule fit_recurrence(const std::vector<i64>& a) {
    SequenceRule r = no_sequence_rule();
    const std::size_t m = a.size();
    // A fit must grow over the last terms, whatever its coefficients: tested
    // first: a table that does not grow was read to its end for each of the
    // 1638 (coefficients, start) pairs (62% of pattern on 10^6 0s, issue 43).
    if (m < 5) return r;
    for (std::size_t k = m - 4; k + 1 < m; ++k)
        if (a[k + 1] <= a[k]) return r;
    for (std::size_t order = 1; order <= 3; ++order)
        for (std::size_t from = order; from <= order + 1; ++from) {
            if (m < from + order + 1 + 3) continue;
            int c[4] = {0, -4, -4, -4};
            for (;;) {
                i64 c0;
                bool grows = recurrence_fits(a, order, from, c, c0);
                // growth: strictly increasing over the last terms (so the inverse can walk it)
                for (std::size_t k = m - 4; grows && k + 1 < m; ++k) grows = a[k + 1] > a[k];
                if (grows) {
                    r.kind = SequenceRule::recurrence;
                    r.from = from;
                    r.head.assign(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(from));
                    r.coef.assign(1, c0);
                    for (std::size_t j = 1; j <= order; ++j) r.coef.push_back(c[j]);
                    return r;
                }
                std::size_t j = 1;
                while (j <= order && c[j] == 4) c[j++] = -4;
                if (j > order) break;
                ++c[j];
            }
        }
    return r;
}

// a_k = a_{k-1} + a_{k-j} for k >= from, lag j = 4..10 (the least j, then the
// least from <= 2j): the P-positions of take-away where a move takes at most r
// times the last one (r = 3: j = 4; r = 4: j = 6). The evidence grows with the
// lag: j + 3 terms checked past from.
inline SequenceRule fit_lagged_sum(const std::vector<i64>& a) {
    SequenceRule r = no_sequence_rule();
    const std::size_t m = a.size();
    for (std::size_t lag = 4; lag <= 10; ++lag)
        for (std::size_t from = lag; from <= 2 * lag && from + lag + 3 <= m; ++from) {
            bool ok = true;
            for (std::size_t k = from; k < m && ok; ++k) {
                i64 want;
                ok = add_ok(a[k - 1], a[k - lag], want) && want == a[k];
            }
            for (std::size_t k = m - 4; ok && k + 1 < m; ++k) ok = a[k + 1] > a[k];
            if (!ok) continue;
            r.kind = SequenceRule::recurrence;
            r.from = from;
            r.head.assign(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(from));
            r.coef.assign(lag + 1, 0);
            r.coef[1] = r.coef[lag] = 1;
            return r;
        }
    return r;
}

// Whether alpha = (p + sqrt d) / q is at least n / den (den > 0), exactly:
// alpha - n/den = (den sqrt d + t) / (den q), t = den p - n q, and den sqrt d + t
// is never 0 (sqrt d is irrational): its sign is t's when t >= 0, else that of
// den^2 d - t^2.
inline bool quadratic_at_least(const QuadraticIrrational& x, i64 n, i64 den) {
    i64 a, b, t;
    if (!mul_ok(den, x.p, a) || !mul_ok(n, x.q, b) || !sub_ok(a, b, t)) return false;
    bool positive = t >= 0;
    if (!positive) {
        U128 lhs;
        const u64 at = 0 - static_cast<u64>(t);
        positive = mul_small(mul_wide(static_cast<u64>(den), static_cast<u64>(den)), x.d, lhs) ? mul_wide(at, at) < lhs : true;
    }
    return positive == (x.q > 0);
}

// The continued-fraction terms shared by every x in [ln/ld, hn/hd) (ld, hd > 0; lo < hi).
inline std::vector<i64> shared_cf_terms(u64 ln, u64 ld, u64 hn, u64 hd, bool lo_in, bool hi_in) {
    std::vector<i64> terms;
    while (terms.size() < 40) {
        const u64 a = ln / ld;
        const bool below_next = U128(hn) < mul_wide(a + 1, hd) || (mul_wide(a + 1, hd) == U128(hn) && !hi_in);
        if (!below_next) break;
        terms.push_back(static_cast<i64>(a));
        const u64 lr = ln - a * ld, hr = hn - a * hd;
        if (lr == 0) break;
        const u64 nln = hd, nld = hr, nhn = ld, nhd = lr;
        const bool nlo_in = hi_in, nhi_in = lo_in;
        ln = nln, ld = nld, hn = nhn, hd = nhd, lo_in = nlo_in, hi_in = nhi_in;
    }
    return terms;
}

// a_k = floor((k + shift) * alpha) + offset for k >= from (from <= 4, the
// terms before it a head), alpha irrational and recognised; shift in -4..4,
// offset within one of what the mean slope suggests.
// The alphas every term allows when a_k = floor((k + shift) alpha) + offset
// from k = from on: b_K <= K alpha < b_K + 1 (K = k + shift, b_K = a_k -
// offset) for every term, the interval [ln/ld, hn/hd); false if it is empty.
inline bool beatty_interval(const std::vector<i64>& a, std::size_t from, int shift, i64 offset, u64& ln, u64& ld, u64& hn,
                            u64& hd) {
    ln = 0, ld = 1, hn = 1, hd = 0;
    for (std::size_t k = from; k < a.size(); ++k) {
        const u64 big_k = static_cast<u64>(static_cast<i64>(k) + shift);
        i64 b;
        if (!sub_ok(a[k], offset, b)) return false;
        if (big_k == 0) {
            if (b != 0) return false;
            continue;
        }
        if (b < 0 || b > (static_cast<i64>(1) << 40)) return false;
        const u64 ub = static_cast<u64>(b);
        if (mul_wide(ln, big_k) < mul_wide(ub, ld)) ln = ub, ld = big_k;
        if (hd == 0 || mul_wide(ub + 1, hd) < mul_wide(hn, big_k)) hn = ub + 1, hd = big_k;
        if (!(mul_wide(ln, hd) < mul_wide(hn, ld))) return false;
    }
    return hd != 0;
}

// The quadratic irrational in [ln/ld, hn/hd) whose continued fraction ends in
// a block seen three times (at most 2 terms before it, at most 6 in it), taken
// as r when it gives every term again by the exact formula (the interval is the
// proof; this guards it).
inline bool beatty_from_interval(const std::vector<i64>& a, std::size_t from, int shift, i64 offset, u64 ln, u64 ld, u64 hn,
                                 u64 hd, SequenceRule& r) {
    const std::vector<i64> terms = shared_cf_terms(ln, ld, hn, hd, true, false);
    for (std::size_t len = 1; len <= 6; ++len)
        for (std::size_t pre = 0; pre <= 2; ++pre) {
            if (terms.size() < pre + 3 * len) continue;
            bool periodic = true;
            for (std::size_t i = pre; i + len < terms.size() && periodic; ++i) periodic = terms[i] == terms[i + len];
            if (!periodic) continue;
            QuadraticIrrational x;
            std::string why;
            const std::vector<u64> cf(terms.begin(), terms.begin() + static_cast<std::ptrdiff_t>(pre + len));
            if (!quadratic_irrational(cf, pre, x, why)) continue;
            if (!quadratic_at_least(x, static_cast<i64>(ln), static_cast<i64>(ld)) ||
                quadratic_at_least(x, static_cast<i64>(hn), static_cast<i64>(hd)))
                continue;
            r = no_sequence_rule();
            r.kind = SequenceRule::beatty;
            r.from = from;
            r.head.assign(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(from));
            r.alpha = x;
            r.shift = shift;
            r.offset = offset;
            bool all = true;
            for (std::size_t k = 0; k < a.size() && all; ++k) {
                i64 v;
                all = seq_value(r, k, v) && v == a[k];
            }
            if (all) return true;
        }
    r = no_sequence_rule();
    return false;
}

inline SequenceRule fit_beatty(const std::vector<i64>& a) {
    SequenceRule r = no_sequence_rule();
    const std::size_t m = a.size();
    if (m < 8) return r;
    for (std::size_t from = 0; from <= 4 && from + 8 <= m; ++from) {
        i64 rise;
        if (a[m - 1] <= a[from] || !sub_ok(a[m - 1], a[from], rise)) return r;
        const double slope = static_cast<double>(rise) / static_cast<double>(m - 1 - from);
        for (int shift = -4; shift <= 4; ++shift) {
            if (static_cast<i64>(from) + shift < 0) continue;
            const double back = std::floor((static_cast<double>(from) + shift) * slope);
            if (back > 1e15 || a[from] > (static_cast<i64>(1) << 50) || a[from] < -(static_cast<i64>(1) << 50)) return r;
            const i64 guess = a[from] - static_cast<i64>(back);  // terms are below 2^40 for a fit: these are small
            for (i64 offset = guess - 1; offset <= guess + 1; ++offset) {
                u64 ln, ld, hn, hd;
                if (beatty_interval(a, from, shift, offset, ln, ld, hn, hd) &&
                    beatty_from_interval(a, from, shift, offset, ln, ld, hn, hd, r))
                    return r;
            }
        }
    }
    return r;
}

// Parameters a rule needs: the simplest fit wins.
inline std::size_t sequence_cost(const SequenceRule& r) {
    switch (r.kind) {
    case SequenceRule::periodic: return static_cast<std::size_t>(r.from + r.period) + (r.saltus != 0);
    case SequenceRule::polynomial: return static_cast<std::size_t>(r.from) + r.block.size();
    case SequenceRule::recurrence: return static_cast<std::size_t>(r.from) + 2 * r.coef.size();
    case SequenceRule::beatty: return static_cast<std::size_t>(r.from) + 3;
    case SequenceRule::none: break;
    }
    return static_cast<std::size_t>(-1);
}

}  // namespace pattern_detail

// The simplest rule (periodic, polynomial, recurrence, Beatty: the fewest
// parameters, head terms counted) that fits every term of a, each kind with
// three terms to spare; kind none if none does.
// min_terms: fewer terms give none.
inline SequenceRule fit_sequence(const std::vector<std::int64_t>& a, std::size_t min_terms = 6) {
    using namespace pattern_detail;
    if (a.size() < min_terms) return no_sequence_rule();
    const SequenceRule fits[] = {fit_periodic(a, min_terms), fit_polynomial(a), fit_recurrence(a), fit_beatty(a),
                                 fit_lagged_sum(a)};
    std::size_t best = 0;
    for (std::size_t i = 1; i < 5; ++i)
        if (sequence_cost(fits[i]) < sequence_cost(fits[best])) best = i;
    return fits[best];
}

namespace pattern_detail {

// The polynomial sum_j lead_j C(k - from, j) in powers of k: "(k^2 + k)/2";
// in its Newton form, "3*C(k, 2) + ...", when the powers' coefficients would
// pass 2^63.
inline std::string polynomial_text(const std::vector<i64>& lead, u64 from, const std::string& k) {
    const std::size_t d = lead.size() - 1;
    // Stirling numbers of the first kind s(j, i) (signed): C(x, j) = sum_i s(j,i) x^i / j!
    static const i64 kS[5][5] = {{1, 0, 0, 0, 0}, {0, 1, 0, 0, 0}, {0, -1, 1, 0, 0}, {0, 2, -3, 1, 0}, {0, -6, 11, -6, 1}};
    static const i64 kScale[5] = {24, 24, 12, 4, 1};  // 24 / j!
    static const i64 kC[5][5] = {{1, 0, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 2, 1, 0, 0}, {1, 3, 3, 1, 0}, {1, 4, 6, 4, 1}};
    i64 cx[5] = {0, 0, 0, 0, 0}, ck[5] = {0, 0, 0, 0, 0};  // times 24: in x = k - from, then in k
    bool ok = from <= 1000000;
    const i64 f = static_cast<i64>(from);
    for (std::size_t j = 0; j <= d && ok; ++j)
        for (std::size_t i = 0; i <= j && ok; ++i) {
            i64 t;
            ok = mul_ok(lead[j], kS[j][i] * kScale[j], t) && add_ok(cx[i], t, cx[i]);
        }
    for (std::size_t i = 0; i <= d && ok; ++i)  // (k - f)^i = sum_t C(i, t) k^t (-f)^(i-t)
        for (std::size_t t = 0; t <= i && ok; ++t) {
            i64 pf = 1, term;
            for (std::size_t e = 0; e < i - t && ok; ++e) ok = mul_ok(pf, -f, pf);
            ok = ok && mul_ok(cx[i], kC[i][t], term) && mul_ok(term, pf, term) && add_ok(ck[t], term, ck[t]);
        }
    if (!ok) {
        std::string s, x = from ? "(" + k + " - " + std::to_string(from) + ")" : k;
        for (std::size_t j = 0; j <= d; ++j)
            if (lead[j]) s += signed_term(lead[j], j == 0 ? "" : "C(" + x + ", " + std::to_string(j) + ")", s.empty());
        return s.empty() ? "0" : s;
    }
    i64 g = 24;
    for (std::size_t i = 0; i <= d; ++i) g = gcd64(g, ck[i]);
    const i64 den = 24 / g;
    std::string s;
    std::size_t terms = 0;
    for (std::size_t i = d + 1; i-- > 0;) {
        const i64 c = ck[i] / g;
        if (c == 0) continue;
        const std::string power = i == 0 ? "" : i == 1 ? k : k + "^" + std::to_string(i);
        s += signed_term(c, power, s.empty());
        ++terms;
    }
    if (s.empty()) s = "0";
    if (den != 1) s = (terms > 1 ? "(" + s + ")" : s) + "/" + std::to_string(den);
    return s;
}

// (p + sqrt(d))/q written in its reduced form.
inline std::string quadratic_text(const QuadraticIrrational& x) {
    i64 p, q;
    u64 d;
    int sign;
    reduce_quadratic(x, p, d, q, sign);
    const std::string root = "sqrt(" + std::to_string(d) + ")";
    const std::string num = p == 0 ? (sign < 0 ? "-" : "") + root : std::to_string(p) + (sign < 0 ? " - " : " + ") + root;
    if (q == 1) return p == 0 ? num : "(" + num + ")";
    return "(" + num + ")/" + std::to_string(q);
}

inline std::string list_text(const std::vector<i64>& v, std::size_t most = 40) {
    std::string s;
    for (std::size_t i = 0; i < v.size() && i < most; ++i) s += (i ? " " : "") + std::to_string(v[i]);
    if (v.size() > most) s += " ...";
    return s;
}

}  // namespace pattern_detail

// The rule in words for a sequence named `a` indexed by `k`: "a_k = k^2",
// "a_k = 2*a_(k-1) + 1 from a_0 = 1", "a_k = floor(k*(1 + sqrt(5))/2)".
// call: written f(k), f(k - 1), f(0) instead of a_k, a_(k-1), a_0.
inline std::string seq_text(const SequenceRule& r, const std::string& a = "a", const std::string& k = "k", bool call = false) {
    using namespace pattern_detail;
    const std::string ak = call ? a + "(" + k + ")" : a + "_" + k;
    std::string s;
    std::string from = r.from ? " for " + k + " >= " + std::to_string(r.from) : "";
    switch (r.kind) {
    case SequenceRule::periodic: {
        const std::string shifted = r.from ? "(" + k + " - " + std::to_string(r.from) + ")" : k;
        if (r.period == 1)
            s = ak + " = " + (r.saltus == 0 ? std::to_string(r.block[0])
                                             : polynomial_text(std::vector<i64>{r.block[0], r.saltus}, r.from, k));
        else {
            s = ak + " = [" + list_text(r.block) + "][" + shifted + " mod " + std::to_string(r.period) + "]";
            if (r.saltus) s += signed_term(r.saltus, "floor(" + shifted + "/" + std::to_string(r.period) + ")", false);
        }
        break;
    }
    case SequenceRule::polynomial:
        s = ak + " = " + polynomial_text(r.block, r.from, k);
        break;
    case SequenceRule::recurrence: {
        s = ak + " = ";
        bool first = true;
        for (std::size_t j = 1; j < r.coef.size(); ++j)
            if (r.coef[j]) {
                s += signed_term(r.coef[j], call ? a + "(" + k + " - " + std::to_string(j) + ")" : a + "_(" + k + "-" + std::to_string(j) + ")", first);
                first = false;
            }
        if (r.coef[0]) s += signed_term(r.coef[0], "", false);
        s += " from ";
        for (std::size_t j = 0; j < r.head.size(); ++j)
            s += (j ? ", " : "") + (call ? a + "(" + std::to_string(j) + ")" : a + "_" + std::to_string(j)) + " = " + std::to_string(r.head[j]);
        return s;
    }
    case SequenceRule::beatty: {
        const std::string kk = r.shift ? "(" + k + signed_term(r.shift, "", false) + ")" : k;
        s = ak + " = floor(" + kk + "*" + quadratic_text(r.alpha) + ")";
        if (r.offset) s += signed_term(r.offset, "", false);
        break;
    }
    case SequenceRule::none:
        return "no rule";
    }
    if (r.from) s += from + " (" + list_text(r.head) + " before)";
    return s;
}

}  // namespace nimkit

#endif
