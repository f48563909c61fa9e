// nimkit/subtraction.hpp - Grundy tables of subtraction games: "remove s tokens,
// s in S" and "remove any number of tokens but those in E".
//
// subtraction_grundy_table(S, n): g(0..n), O(n |S|) time, O(n + |S|) memory,
//   g <= |S| (so for |S| < 64 a heap's options are the bits of one word). S may be unsorted and repeat; members above n never apply; 0 is a
//   precondition violation (a move that removes nothing never ends the game).
// all_but_grundy_table(E, n): g(0..n) for "remove any k >= 1 but k in E" (E
//   finite; 0 in E is ignored), O(n |E|^2) time, O(n) memory.
// certify_all_but_period(E, g): the arithmetic period g(n + p) = g(n) + s (for
//   every n >= n0) that the table g(0..C) of the all-but game PROVES, C the
//   least such: the state of the last x = max E heaps (each one's value minus
//   the count of values seen, or dead when its value first appeared more than
//   x heaps back) fixes every later value and shifts with a constant, so a
//   state seen again repeats from there (docs/theory.md, "Arithmetic
//   periodicity"). O(size) expected (hashed states, each match re-checked in
//   O(x)), O(size) memory.
// fibonacci_moves(max): 1, 2, 3, 5, 8, ... <= max, the subtraction set of HDU 1848.
// square_moves(max), prime_moves(max), power_moves(b, max): 1, 4, 9, ...;
//   2, 3, 5, 7, ...; 1, b, b^2, ... - each up to max, ascending (named sets of
//   the grundy command: --subtract squares:N). O(answer); primes by a sieve,
//   O(max log log max) time and max + 1 bytes.
// SubtractionTable: S as a table builder for GrowingGrundy (nimkit/grundy.hpp).
// Theorem and proof: docs/theory.md (Sprague-Grundy; subtraction games).
// Proved by: tests/test_grundy.cpp - against the mex over moves and P/N search
//   over sums (random S within 1..8, heaps <= 12), all-but tables against the
//   mex for every heap <= 300, the Fibonacci set against its recurrence, the
//   squares, primes and powers against trial multiplication and division for
//   every max <= 2000 and near 2^64; tests/test_heap_game.cpp - every all-but
//   certificate for every E with max E <= 10 against brute force to four times
//   past it, the certified table the least that proves it, and a naive window
//   that would certify false ones.
#ifndef NIMKIT_SUBTRACTION_HPP
#define NIMKIT_SUBTRACTION_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "nimkit/internal_mex.hpp"

namespace nimkit {

inline std::vector<unsigned> subtraction_grundy_table(const std::vector<std::uint64_t>& moves, std::size_t max_heap) {
    std::vector<std::size_t> s;  // the distinct members that can ever apply
    for (std::size_t i = 0; i < moves.size(); ++i) {
        assert(moves[i] >= 1 && "subtraction_grundy_table: a move removes at least one token");
        if (moves[i] >= 1 && moves[i] <= max_heap) s.push_back(static_cast<std::size_t>(moves[i]));
    }
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    std::vector<unsigned> g(max_heap + 1, 0);
    if (s.size() < 64) {  // g <= |S| < 64: the options are bits of a word, the mex its lowest clear bit
        for (std::size_t n = 0; n <= max_heap; ++n) {
            std::uint64_t options = 0;
            for (std::size_t i = 0; i < s.size() && s[i] <= n; ++i) options |= std::uint64_t(1) << g[n - s[i]];
            g[n] = static_cast<unsigned>(__builtin_ctzll(~options));
        }
        return g;
    }
    MexStamps seen(s.size() + 1);  // g <= |S|
    for (std::size_t n = 0; n <= max_heap; ++n, seen.next()) {
        for (std::size_t i = 0; i < s.size() && s[i] <= n; ++i) seen.mark_fast(g[n - s[i]]);
        g[n] = seen.mex();
    }
    return g;
}

// The options of heap m are every earlier heap but the |E| heaps m - e, so its
// mex is the least value v whose earlier heaps are all excluded: the least value
// not seen yet, or a value of an excluded heap whose every occurrence is
// excluded. Counts per value make that O(|E|^2) a heap.
inline std::vector<unsigned> all_but_grundy_table(const std::vector<std::uint64_t>& excluded, std::size_t n) {
    std::vector<std::size_t> e;
    for (std::size_t i = 0; i < excluded.size(); ++i)
        if (excluded[i] >= 1 && excluded[i] <= n) e.push_back(static_cast<std::size_t>(excluded[i]));
    std::sort(e.begin(), e.end());
    e.erase(std::unique(e.begin(), e.end()), e.end());
    std::vector<unsigned> g(n + 1, 0);
    std::vector<std::size_t> count(1, 0);  // count[v]: heaps m' < m with g(m') = v
    unsigned unseen = 0;                   // the least value with count 0
    for (std::size_t m = 0; m <= n; ++m) {
        unsigned best = unseen;
        for (std::size_t i = 0; i < e.size() && e[i] <= m; ++i) {
            const unsigned v = g[m - e[i]];
            std::size_t excluded_v = 0;  // excluded heaps of value v
            for (std::size_t j = 0; j < e.size() && e[j] <= m; ++j) excluded_v += g[m - e[j]] == v;
            if (v < best && count[v] == excluded_v) best = v;
        }
        g[m] = best;
        if (best + 1u >= count.size()) count.resize(best + 2u, 0);
        ++count[best];
        while (count[unseen]) {
            ++unseen;
            if (unseen >= count.size()) count.resize(unseen + 1u, 0);
        }
    }
    return g;
}

// g(n + period) = g(n) + saltus for every n >= start, proved by g(0..certified).
struct AllButPeriod {
    bool found;
    std::size_t start, period;
    std::uint64_t saltus;
    std::size_t certified;
};

namespace subtraction_detail {

// The state before heap n: for each of heaps n - x .. n - 1, its value minus
// `distinct` (the count of values in g(0..n-1), which are 0..distinct-1) when
// that value first appeared at heap n - x or later, else a mark (dead, or no heap).
template <class Values>
bool same_state(const Values& g, const std::vector<std::size_t>& first_seen, std::size_t x, std::size_t a,
                std::size_t da, std::size_t b, std::size_t db) {
    for (std::size_t j = 1; j <= x; ++j) {
        const bool live_a = a >= j && first_seen[g[a - j]] + x >= a, live_b = b >= j && first_seen[g[b - j]] + x >= b;
        if (live_a != live_b) return false;
        if (live_a && static_cast<std::int64_t>(g[a - j]) - static_cast<std::int64_t>(da) !=
                          static_cast<std::int64_t>(g[b - j]) - static_cast<std::int64_t>(db))
            return false;
    }
    return true;
}

// Heap n - x leaves the window of certify_all_but_period's state (hashes a and
// w, after heap n entered): if it was its value's first heap, the value dies everywhere.
template <class Values>
void leave_window(const Values& g, const std::vector<std::size_t>& first_seen, const std::vector<std::uint64_t>& power,
                  std::size_t x, std::size_t n, std::vector<std::vector<std::size_t> >& heaps_of, std::uint64_t& a,
                  std::uint64_t& w) {
    const std::size_t m = n - x, u = static_cast<std::size_t>(g[m]);
    if (first_seen[u] != m) return;
    for (std::size_t k = 0; k < heaps_of[u].size(); ++k) {
        const std::size_t q = heaps_of[u][k];
        a -= power[n - q] * (static_cast<std::uint64_t>(g[q]) + x + 1);
        w -= power[n - q];
    }
    heaps_of[u].clear();
}

}  // namespace subtraction_detail

// See the header. A value first seen more than x = max E heaps before heap n is
// an option of n (n minus its first heap is no member of E), so every value of
// n's options below the count d of values seen is reachable unless it is live
// (first seen among the last x heaps); g(n) is the least live value none of
// whose heaps is n - e, else d. That depends on the state alone, and adding a
// constant to every live value adds it to g(n): equal states at n1 and n1 + p
// give g(m + p) = g(m) + s for every m >= n1, s the growth of d between them.
template <class Values>
AllButPeriod certify_all_but_period(const std::vector<std::uint64_t>& excluded, const Values& g) {
    AllButPeriod none = {false, 0, 0, 0, 0};
    std::size_t x = 0;
    for (std::size_t i = 0; i < excluded.size(); ++i)
        if (excluded[i] > x) x = static_cast<std::size_t>(excluded[i]);
    const std::size_t size = g.size();
    std::vector<std::size_t> first_seen;  // first_seen[v]: the first heap of value v
    // Hash of the state: A = sum over live heaps m of B^(n-1-m) (g(m) + x + 1), W = sum of B^(n-1-m);
    // the state's hash is A - d W (mod 2^64), its live values each minus d.
    const std::uint64_t base = 0x9E3779B97F4A7C15ULL;
    std::vector<std::uint64_t> power(x + 2, 1);
    for (std::size_t i = 1; i < power.size(); ++i) power[i] = power[i - 1] * base;
    std::vector<std::vector<std::size_t> > heaps_of;  // the window's heaps of each live value
    std::unordered_map<std::uint64_t, std::vector<std::size_t> > seen;  // hash -> states n with it
    std::vector<std::size_t> distinct_at;
    std::uint64_t a = 0, w = 0;
    std::size_t d = 0;
    for (std::size_t n = 0; n <= size; ++n) {
        // the state before heap n
        const std::uint64_t h = a - static_cast<std::uint64_t>(d) * w;
        distinct_at.push_back(d);
        std::vector<std::size_t>& same = seen[h];
        for (std::size_t i = 0; i < same.size(); ++i) {
            const std::size_t m = same[i];
            if (!subtraction_detail::same_state(g, first_seen, x, m, distinct_at[m], n, d)) continue;
            AllButPeriod r = {true, m, n - m, static_cast<std::uint64_t>(d - distinct_at[m]), n - 1};
            while (r.start > 0 && g[r.start - 1 + r.period] == g[r.start - 1] + r.saltus) --r.start;
            return r;
        }
        same.push_back(n);
        if (n == size) break;
        // heap n enters (its value is new or live), every heap ages by one
        const std::size_t v = static_cast<std::size_t>(g[n]);
        if (v == first_seen.size()) first_seen.push_back(n), heaps_of.push_back(std::vector<std::size_t>()), ++d;
        a = a * base + static_cast<std::uint64_t>(g[n]) + x + 1;
        w = w * base + 1;
        heaps_of[v].push_back(n);
        if (n >= x) subtraction_detail::leave_window(g, first_seen, power, x, n, heaps_of, a, w);
    }
    return none;
}

// The Fibonacci numbers 1, 2, 3, 5, 8, ... that are <= max (none for max = 0).
inline std::vector<std::uint64_t> fibonacci_moves(std::uint64_t max) {
    std::vector<std::uint64_t> f;
    // F(0) = 1 makes the recurrence start F(1) = 1, F(2) = 2, with 1 once.
    for (std::uint64_t prev = 1, a = 1; a <= max;) {
        f.push_back(a);
        if (prev > max - a) break;  // the next, a + prev, is above max (maybe above 2^64)
        std::uint64_t next = a + prev;
        prev = a;
        a = next;
    }
    return f;
}

// The squares 1, 4, 9, ... that are <= max.
inline std::vector<std::uint64_t> square_moves(std::uint64_t max) {
    std::vector<std::uint64_t> s;
    for (std::uint64_t r = 1; r <= max / r; ++r) s.push_back(r * r);  // r * r <= max, without overflow
    return s;
}

// The primes <= max (Eratosthenes: max + 1 bytes, so max is a size_t).
inline std::vector<std::uint64_t> prime_moves(std::size_t max) {
    std::vector<std::uint64_t> p;
    std::vector<char> composite(max + 1, 0);
    for (std::size_t i = 2; i <= max; ++i) {
        if (composite[i]) continue;
        p.push_back(i);
        for (std::size_t j = i; j <= max / i; ++j) composite[i * j] = 1;
    }
    return p;
}

// The powers 1, base, base^2, ... that are <= max (base >= 2).
inline std::vector<std::uint64_t> power_moves(std::uint64_t base, std::uint64_t max) {
    assert(base >= 2 && "power_moves: base >= 2");
    std::vector<std::uint64_t> p;
    for (std::uint64_t x = 1; x <= max; x *= base) {
        p.push_back(x);
        if (x > max / base) break;  // the next power passes max (maybe 2^64)
    }
    return p;
}

// The table builder of a subtraction game, for GrowingGrundy.
struct SubtractionTable {
    std::vector<std::uint64_t> moves;
    std::vector<unsigned> operator()(std::size_t max_heap) const { return subtraction_grundy_table(moves, max_heap); }
};

}  // namespace nimkit

#endif
