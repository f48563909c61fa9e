// nimkit/xor_count.hpp - counting positions by the xor of their Grundy values:
// k heaps, each taken from a range of heap sizes, in order (tuples) or not
// (multisets, a <= b <= c), exactly (128 bits) and modulo any m < 2^64, for k
// up to 10^18 (tuples) by a xor (Walsh-Hadamard) transform and powers.
//
// value_counts(g, lo, hi): counts[v] = the heaps h in [lo, hi] with g[h] = v;
//   value_counts_periodic for a table that repeats from `start` with a
//   period, so hi may reach 2^64 - 1. O(hi - lo), O(start + period).
// xor_tuples(counts, k) / xor_tuples_mod(counts, k, m): for every x below
//   V (the power of two above the largest value counted), the number of
//   ordered k-tuples of the counted heaps whose values xor to x (x = 0: the
//   positions the mover loses). No x at or above V is reached.
// xor_multisets / xor_multisets_mod: the same for multisets of k heaps.
// Method: with hat(s) = sum_v counts[v] (-1)^popcount(s & v) (the transform,
//   exact in 64 bits), a tuple's transform multiplies: the tuples' is hat(s)^k;
//   a multiset picks j heaps of the hat(s) + ... - think of the heaps with
//   (-1)^popcount(s & v) = +1 (P of them) and -1 (M): its generating function
//   in s is (1 - y)^-P (1 + y)^-M, so its y^k coefficient is
//   sum_j C(P + j - 1, j) (-1)^(k-j) C(M + k - j - 1, k - j). The inverse
//   transform is the same sums, then a division by V = 2^r: exact modulo an
//   odd number (V is invertible) and, done modulo 2^128, it leaves the count
//   modulo 2^(128 - r). So modulo m = 2^e o (o odd) the count is found modulo
//   o and modulo 2^e and joined by the Chinese remainder theorem; exactly, it
//   is found modulo 2^(128 - r) and modulo the prime 2^61 - 1 (together above
//   2^128), after checking the total (N^k tuples, C(N + k - 1, k) multisets
//   for N heaps) is below 2^128 (std::overflow_error otherwise). Binomials
//   C(x + j - 1, j) are products of j consecutive numbers with the primes of
//   j! cancelled first, so no division is ever taken modulo m.
// Cost: O(V log V) for the transforms plus, for each distinct value of hat,
//   O(log k) products (tuples) or O(k^2) (multisets); products modulo m are
//   128-by-64-bit divisions. Memory O(V).
// Proved by: tests/test_xor_count.cpp - every range of small tables (random
//   ones and Kayles'), k <= 4, every xor, against enumeration of the tuples
//   and multisets, exactly and modulo 16 moduli (even, odd, 1, 2^63, 2^64 -
//   1); k up to 10^18 against repeated squaring of a direct xor convolution;
//   exact counts near 2^128 against a dynamic programme in 128 bits; the
//   overflow refusal at 2^128.
#ifndef NIMKIT_XOR_COUNT_HPP
#define NIMKIT_XOR_COUNT_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "nimkit/internal_u128.hpp"

namespace nimkit {

// counts[v] = the number of heaps h, lo <= h <= hi, with g[h] = v; hi < g.size().
inline std::vector<std::uint64_t> value_counts(const std::vector<unsigned>& g, std::uint64_t lo, std::uint64_t hi) {
    assert(hi < g.size() && "value_counts: hi is within the table");
    std::vector<std::uint64_t> counts;
    for (std::uint64_t h = lo; h <= hi; ++h) {
        const unsigned v = g[static_cast<std::size_t>(h)];
        if (v >= counts.size()) counts.resize(v + 1u, 0);
        ++counts[v];
    }
    return counts;
}

// The same for a sequence with g(h) = g(start + (h - start) mod period) for
// h >= start: g holds g(0..start + period - 1) at least; any lo <= hi < 2^64.
inline std::vector<std::uint64_t> value_counts_periodic(const std::vector<unsigned>& g, std::uint64_t start, std::uint64_t period,
                                                        std::uint64_t lo, std::uint64_t hi) {
    assert(period >= 1 && start + period <= g.size() && "value_counts_periodic: g covers the preperiod and one period");
    std::vector<std::uint64_t> counts;
    if (lo > hi) return counts;
    for (std::uint64_t h = lo; h <= hi && h < start + period; ++h) {  // the table itself, as far as it reaches
        const unsigned v = g[static_cast<std::size_t>(h)];
        if (v >= counts.size()) counts.resize(v + 1u, 0);
        ++counts[v];
    }
    if (hi < start + period) return counts;
    // heaps start + period + i*period + r in [max(lo, start + period), hi], r < period
    const std::uint64_t first = std::max(lo, start + period);
    for (std::uint64_t r = 0; r < period; ++r) {
        // heaps >= start + period with residue r: start + period + r + i*period; count those <= x
        auto upto = [&](std::uint64_t x) -> std::uint64_t {  // x >= start + period - 1
            const std::uint64_t base = start + period + r;
            return x < base ? 0 : (x - base) / period + 1;
        };
        const std::uint64_t c = upto(hi) - upto(first - 1);
        if (!c) continue;
        const unsigned v = g[static_cast<std::size_t>(start + r)];
        if (v >= counts.size()) counts.resize(v + 1u, 0);
        counts[v] += c;
    }
    return counts;
}

namespace xor_count_detail {

// V: the power of two above the largest value with a non-zero count (1 if none).
inline std::size_t width(const std::vector<std::uint64_t>& counts) {
    std::size_t top = 0;
    for (std::size_t v = 0; v < counts.size(); ++v)
        if (counts[v]) top = v;
    std::size_t w = 1;
    while (w <= top) w *= 2;
    return w;
}

inline std::uint64_t total(const std::vector<std::uint64_t>& counts) {
    std::uint64_t n = 0;
    for (std::size_t v = 0; v < counts.size(); ++v) {
        n += counts[v];
        if (n >= (1ULL << 63)) throw std::overflow_error("xor_count: 2^63 heaps or more");
    }
    return n;
}

// hat(s) = sum_v counts[v] (-1)^popcount(s & v), exact: |hat| <= N < 2^63.
inline std::vector<std::int64_t> transform(const std::vector<std::uint64_t>& counts, std::size_t v) {
    std::vector<std::int64_t> h(v, 0);
    for (std::size_t i = 0; i < counts.size() && i < v; ++i) h[i] = static_cast<std::int64_t>(counts[i]);
    for (std::size_t len = 1; len < v; len *= 2)
        for (std::size_t i = 0; i < v; i += 2 * len)
            for (std::size_t j = i; j < i + len; ++j) {
                const std::int64_t a = h[j], b = h[j + len];
                h[j] = a + b;
                h[j + len] = a - b;
            }
    return h;
}

template <class Ring>
typename Ring::Value from_signed(const Ring& ring, std::int64_t x) {
    const typename Ring::Value mag = ring.from(x < 0 ? 0 - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x));
    return x < 0 ? ring.sub(ring.from(static_cast<std::uint64_t>(0)), mag) : mag;
}

// The primes up to n.
inline std::vector<std::uint64_t> primes_upto(std::uint64_t n) {
    std::vector<char> composite(static_cast<std::size_t>(n) + 1, 0);
    std::vector<std::uint64_t> p;
    for (std::uint64_t i = 2; i <= n; ++i) {
        if (composite[static_cast<std::size_t>(i)]) continue;
        p.push_back(i);
        for (std::uint64_t j = i * i; j <= n; j += i) composite[static_cast<std::size_t>(j)] = 1;
    }
    return p;
}

// x, x + 1, ..., x + j - 1 with the primes of j! divided out: their product is
// C(x + j - 1, j). Each p^e of j! is found: j consecutive numbers hold at
// least e factors p (their product is j! times an integer).
inline std::vector<std::uint64_t> multichoose_factors(std::uint64_t x, std::uint64_t j, const std::vector<std::uint64_t>& primes) {
    std::vector<std::uint64_t> t(static_cast<std::size_t>(j));
    for (std::uint64_t i = 0; i < j; ++i) t[static_cast<std::size_t>(i)] = x + i;
    for (std::size_t k = 0; k < primes.size() && primes[k] <= j; ++k) {
        const std::uint64_t p = primes[k];
        std::uint64_t need = 0;
        for (std::uint64_t q = j / p; q; q /= p) need += q;
        for (std::uint64_t i = (p - x % p) % p; i < j && need; i += p)
            while (need && t[static_cast<std::size_t>(i)] % p == 0) t[static_cast<std::size_t>(i)] /= p, --need;
    }
    return t;
}

// C(x + j - 1, j) in a ring: the ways to pick j of x kinds with repetition.
template <class Ring>
typename Ring::Value multichoose(const Ring& ring, std::uint64_t x, std::uint64_t j, const std::vector<std::uint64_t>& primes) {
    if (j == 0) return ring.from(static_cast<std::uint64_t>(1));
    if (x == 0) return ring.from(static_cast<std::uint64_t>(0));
    const std::vector<std::uint64_t> t = multichoose_factors(x, j, primes);
    typename Ring::Value r = ring.from(static_cast<std::uint64_t>(1));
    for (std::size_t i = 0; i < t.size(); ++i) r = ring.mul(r, ring.from(t[i]));
    return r;
}

// x *= t, false on passing 2^128.
inline bool times_checked(U128& x, std::uint64_t t) {
    const U128 low = mul_wide(x.lo, t), high = mul_wide(x.hi, t);
    if (high.hi) return false;
    const std::uint64_t top = low.hi + high.lo;
    if (top < low.hi) return false;
    x = U128(top, low.lo);
    return true;
}

// The value of one character s from hat(s), in a ring.
struct Tuples {
    std::uint64_t k;
    template <class Ring>
    typename Ring::Value operator()(const Ring& ring, std::int64_t hat) const { return ring_power(ring, from_signed(ring, hat), k); }
};

struct Multisets {
    std::uint64_t k, n;
    std::vector<std::uint64_t> primes;
    template <class Ring>
    typename Ring::Value operator()(const Ring& ring, std::int64_t hat) const {
        const std::uint64_t plus = (n + static_cast<std::uint64_t>(hat)) / 2, minus = n - plus;  // n + hat is even
        typename Ring::Value sum = ring.from(static_cast<std::uint64_t>(0));
        for (std::uint64_t j = 0; j <= k; ++j) {
            const typename Ring::Value term = ring.mul(multichoose(ring, plus, j, primes), multichoose(ring, minus, k - j, primes));
            sum = (k - j) % 2 ? ring.sub(sum, term) : ring.add(sum, term);
        }
        return sum;
    }
};

// V times the counts, in a ring: each character's value (once per distinct
// hat), then the transform again (its own inverse but for the factor V).
template <class Ring, class Character>
std::vector<typename Ring::Value> scaled_counts(const Ring& ring, const std::vector<std::int64_t>& hat, const Character& f) {
    typedef typename Ring::Value Value;
    std::vector<std::pair<std::int64_t, std::size_t> > order(hat.size());
    for (std::size_t s = 0; s < hat.size(); ++s) order[s] = std::make_pair(hat[s], s);
    std::sort(order.begin(), order.end());
    std::vector<Value> y(hat.size(), ring.from(static_cast<std::uint64_t>(0)));
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i == 0 || order[i].first != order[i - 1].first) y[order[i].second] = f(ring, order[i].first);
        else y[order[i].second] = y[order[i - 1].second];
    }
    for (std::size_t len = 1; len < y.size(); len *= 2)
        for (std::size_t i = 0; i < y.size(); i += 2 * len)
            for (std::size_t j = i; j < i + len; ++j) {
                const Value a = y[j], b = y[j + len];
                y[j] = ring.add(a, b);
                y[j + len] = ring.sub(a, b);
            }
    return y;
}

inline unsigned log2_of(std::size_t v) {
    unsigned r = 0;
    while ((static_cast<std::size_t>(1) << r) < v) ++r;
    return r;
}

// inverse of 2^e modulo an odd o
inline std::uint64_t inverse_power_of_two(unsigned e, std::uint64_t o) {
    const ModRing ring = {o};
    return ring_power(ring, o / 2 + 1, e);  // (o + 1) / 2 is 1/2 modulo o
}

// The counts modulo m = 2^e o: modulo o (dividing by V there), modulo 2^e
// (from V times the count modulo 2^128), joined.
template <class Character>
std::vector<std::uint64_t> counts_mod(const std::vector<std::int64_t>& hat, const Character& f, std::uint64_t m) {
    const std::size_t v = hat.size();
    const unsigned r = log2_of(v);
    unsigned e = 0;
    while (!(m >> e & 1)) ++e;
    const std::uint64_t o = m >> e;
    std::vector<std::uint64_t> odd(v, 0), two(v, 0);
    const ModRing ring = {o};
    if (o > 1) {
        odd = scaled_counts(ring, hat, f);
        const std::uint64_t inv = inverse_power_of_two(r, o);
        for (std::size_t t = 0; t < v; ++t) odd[t] = ring.mul(odd[t], inv);
    }
    if (e > 0) {
        const std::vector<U128> y = scaled_counts(WrapRing(), hat, f);
        for (std::size_t t = 0; t < v; ++t) two[t] = (y[t] >> r).lo & ((1ULL << e) - 1);  // e <= 63
    }
    if (o == 1) return two;
    // x = two + 2^e u with u = (odd - two) / 2^e modulo o: below 2^e o = m
    const std::uint64_t inv = inverse_power_of_two(e, o);
    std::vector<std::uint64_t> x(v);
    for (std::size_t t = 0; t < v; ++t) {
        const std::uint64_t u = ring.mul(ring.sub(odd[t], two[t] % o), inv);
        x[t] = two[t] + (u << e);
    }
    return x;
}

// The counts exactly, known to be below 2^128: modulo 2^(128 - r) and modulo
// the prime p = 2^61 - 1, joined (2^(128 - r) p > 2^128 for r <= 60).
template <class Character>
std::vector<U128> counts_exact(const std::vector<std::int64_t>& hat, const Character& f) {
    const std::size_t v = hat.size();
    const unsigned r = log2_of(v);
    std::vector<U128> two = scaled_counts(WrapRing(), hat, f);
    for (std::size_t t = 0; t < v; ++t) two[t] = two[t] >> r;
    if (r == 0) return two;
    const std::uint64_t p = (1ULL << 61) - 1;
    const ModRing ring = {p};
    std::vector<std::uint64_t> odd = scaled_counts(ring, hat, f);
    const std::uint64_t inv_v = inverse_power_of_two(r, p), inv_step = inverse_power_of_two(128 - r, p);
    for (std::size_t t = 0; t < v; ++t) {
        const std::uint64_t u = ring.mul(ring.sub(ring.mul(odd[t], inv_v), mod_u64(two[t], p)), inv_step);
        assert(u < (1ULL << r) && "xor_count: the count is below 2^128");
        two[t] += U128(u) << (128 - r);
    }
    return two;
}

}  // namespace xor_count_detail

// Ordered k-tuples of the counted heaps by the xor of their values, modulo m
// (1 <= m < 2^64), any k (k = 0: the empty tuple, xor 0).
inline std::vector<std::uint64_t> xor_tuples_mod(const std::vector<std::uint64_t>& counts, std::uint64_t k, std::uint64_t m) {
    using namespace xor_count_detail;
    assert(m >= 1 && "xor_tuples_mod: m >= 1");
    total(counts);
    const Tuples f = {k};
    return counts_mod(transform(counts, width(counts)), f, m);
}

// Exactly; std::overflow_error when N^k >= 2^128 (N heaps counted).
inline std::vector<U128> xor_tuples(const std::vector<std::uint64_t>& counts, std::uint64_t k) {
    using namespace xor_count_detail;
    const std::uint64_t n = total(counts);
    U128 all(1);
    for (std::uint64_t i = 0; i < k && n > 1; ++i)
        if (!times_checked(all, n)) throw std::overflow_error("xor_tuples: N^k tuples pass 2^128 (use xor_tuples_mod)");
    const Tuples f = {k};
    return counts_exact(transform(counts, width(counts)), f);
}

// Multisets of k counted heaps (heaps a <= b <= ...) by the xor of their
// values, modulo m (1 <= m < 2^64). Cost O(k^2) per distinct transform value.
inline std::vector<std::uint64_t> xor_multisets_mod(const std::vector<std::uint64_t>& counts, std::uint64_t k, std::uint64_t m) {
    using namespace xor_count_detail;
    assert(m >= 1 && k < (1ULL << 32) && "xor_multisets_mod: m >= 1, k < 2^32");
    Multisets f = {k, total(counts), primes_upto(k)};
    return counts_mod(transform(counts, width(counts)), f, m);
}

// Exactly; std::overflow_error when C(N + k - 1, k) >= 2^128.
inline std::vector<U128> xor_multisets(const std::vector<std::uint64_t>& counts, std::uint64_t k) {
    using namespace xor_count_detail;
    assert(k < (1ULL << 32) && "xor_multisets: k < 2^32");
    Multisets f = {k, total(counts), primes_upto(k)};
    if (f.n > 0) {
        const std::vector<std::uint64_t> t = multichoose_factors(f.n, k, f.primes);
        U128 all(1);
        for (std::size_t i = 0; i < t.size(); ++i)
            if (!times_checked(all, t[i])) throw std::overflow_error("xor_multisets: C(N + k - 1, k) multisets pass 2^128 (use xor_multisets_mod)");
    }
    return counts_exact(transform(counts, width(counts)), f);
}

}  // namespace nimkit

#endif
