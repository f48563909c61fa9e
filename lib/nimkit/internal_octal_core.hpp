// nimkit/internal_octal_core.hpp - the part of nimkit/octal.hpp that misère
// play needs: a take-and-break game (TakeBreak, valid_take_break), its Grundy
// values by the mex rule (take_break_table) and the certified period
// (certify_period_heaps), without the octal codes' parser, Grundy's game,
// certify_period and the arithmetic-periodic observation.
//
// Internal: nimkit/octal.hpp includes it and documents every name here
//   (docs/api/octal.md); nimkit/misere_game.hpp and the misère construction
//   include it alone, so that a solution with nimkit/misere.hpp bundles with
//   room under 64 KB.
// Proved by: tests/test_octal.cpp ("take_break_table equals the mex over moves
//   on a row of tokens, ...", "certify_period: every period it proves on a
//   prefix ...", "certify_period_heaps equals its O(size^2) twin ...").
#ifndef NIMKIT_INTERNAL_OCTAL_CORE_HPP
#define NIMKIT_INTERNAL_OCTAL_CORE_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimkit/internal_mex.hpp"

namespace nimkit {

struct TakeBreak {
    std::vector<unsigned> digit;  // digit[k], k = 0..t; digit[0] is 0 or 4
    bool unequal;                 // two heaps left by a move must differ in size
};

// The digits a TakeBreak may hold: digit[0] is 0 or 4, the others 0..7 (an
// empty list is a game without moves). O(t); what the asserts of the functions
// that take a TakeBreak check once, at entry.
inline bool valid_take_break(const TakeBreak& game) {
    for (std::size_t k = 0; k < game.digit.size(); ++k)
        if (k == 0 ? game.digit[0] != 0 && game.digit[0] != 4 : game.digit[k] > 7) return false;
    return true;
}

// Calls f(value) for every option of heap n, given g(0..n-1).
template <class Values, class F>
void for_each_option(const TakeBreak& game, const Values& g, std::size_t n, F f) {
    for (std::size_t k = 0; k < game.digit.size() && k <= n; ++k) {
        const unsigned d = game.digit[k];
        const std::size_t rest = n - k;
        if ((d & 1) && rest == 0 && k > 0) f(0u);
        if ((d & 2) && rest > 0 && k > 0) f(static_cast<unsigned>(g[rest]));
        if (d & 4)
            for (std::size_t a = 1; 2 * a <= rest; ++a)
                if (!(game.unequal && 2 * a == rest)) f(static_cast<unsigned>(g[a] ^ g[rest - a]));
    }
}

inline std::vector<unsigned> take_break_table(const TakeBreak& game, std::size_t n) {
    assert(valid_take_break(game) && "take_break_table: digit[0] is 0 or 4, the other digits 0..7");
    std::vector<unsigned> g(n + 1, 0);
    MexStamps seen;
    for (std::size_t m = 1; m <= n; ++m, seen.next()) {
        for_each_option(game, g, m, [&](unsigned v) { seen.mark(v); });
        g[m] = seen.mex();
    }
    return g;
}

struct Period {
    bool found;
    std::size_t start;      // n0: g(m + period) = g(m) for all m >= start
    std::size_t period;     // p
    std::size_t certified;  // the least n whose table g(0..n) proves it
};

namespace octal_detail {

// Karp-Rabin fingerprints modulo 2^31 - 1 (products fit in 64 bits).
const std::uint64_t kPrime = 2147483647u;

inline std::uint64_t residue(std::uint64_t v) { return v % kPrime; }

// The block certify_period_heaps compares, g(c..size-1), and the periods it
// tries, 1..most (see there); false: too few values for any.
inline bool period_block(std::size_t size, std::size_t t, std::size_t heaps, std::size_t& c, std::size_t& most) {
    if (heaps >= 2) {
        if (size < t) return false;
        c = (size - t) / heaps;
        most = c;
    } else {
        if (size < t + 2) return false;
        c = size - t;
        most = c - 1;
    }
    return true;
}

// want: the fingerprint of g(c..c+length-1) in base `base`; top: base^(length-1).
template <class Values>
void block_fingerprint(const Values& g, std::size_t c, std::size_t length, std::uint64_t base, std::uint64_t& want,
                       std::uint64_t& top) {
    want = 0, top = 1;
    for (std::size_t i = length; i-- > 0;) {
        want = (want * base + residue(g[c + i])) % kPrime;
        if (i > 0) top = top * base % kPrime;
    }
}

}  // namespace octal_detail

// The least period (then the least start) that the table g proves for a game
// whose moves remove at most t tokens and leave at most `heaps` heaps, the
// splits unconstrained. heaps >= 2: agreement g(m + p) = g(m) for
// n0 <= m < heaps * n0' + (heaps - 1) * p + t, n0' = max(n0, 1), proves it for
// all m >= n0 (in a heap n + p past that window, split after removing k <= t,
// the largest of at most `heaps` parts is at least n0' + p and can give p away
// and stay a part; in heap n the largest
// part is at least n0 and can take p: options pair up; heaps = 2 is Guy-Smith).
// heaps <= 1: the moves reach back at most t heaps, so agreement on
// [n0, max(n0, 1) + t) is enough (a heap m beyond it has the options g(m - k),
// k <= t, all at heaps >= n0).
// How: with size N and J = heaps >= 2, the least start n0(p) of the agreement
// that reaches the end of the table satisfies J n0 + (J-1) p + t <= N - p iff
// n0(p) <= C - p, C = floor((N - t) / J), that is iff g(x) = g(x - p) for every
// C <= x < N: the block g(C..N-1) appears again p heaps earlier (p <= C). For
// J <= 1 the same with C = N - t and p < C. So the least p is the nearest
// earlier copy of that block: Karp-Rabin fingerprints of the blocks starting
// at C-1, C-2, .. (two residues mod 2^31 - 1, rolled in O(1) a step), every
// fingerprint match re-checked value by value, so the answer is exact; then
// n0(p) by a scan down from C - p; a p whose n0(p) is 0 and whose window from
// heap 1 passes the table is skipped. O(size) time (a fingerprint collision, which
// nothing rules out but is improbable, costs one more check of at most size
// values), O(1) memory.
template <class Values>
Period certify_period_heaps(const Values& g, std::size_t t, std::size_t heaps) {
    using octal_detail::kPrime;
    using octal_detail::residue;
    const Period none = {false, 0, 0, 0};
    const std::size_t size = g.size();
    std::size_t c, most;  // the block g(c..size-1); periods 1..most
    if (!octal_detail::period_block(size, t, heaps, c, most)) return none;
    const std::size_t length = size - c;
    const std::uint64_t base1 = 1000003u, base2 = 998244353u;
    std::uint64_t want1, want2, top1, top2;  // top: base^(length-1)
    octal_detail::block_fingerprint(g, c, length, base1, want1, top1);
    octal_detail::block_fingerprint(g, c, length, base2, want2, top2);
    std::uint64_t have1 = want1, have2 = want2;  // the block from s = c - p
    for (std::size_t p = 1; p <= most; ++p) {
        const std::size_t s = c - p;
        if (length > 0) {
            const std::uint64_t out = residue(g[s + length]), in = residue(g[s]);
            have1 = (in + base1 * ((have1 + kPrime - out * top1 % kPrime) % kPrime)) % kPrime;
            have2 = (in + base2 * ((have2 + kPrime - out * top2 % kPrime) % kPrime)) % kPrime;
        }
        if (have1 != want1 || have2 != want2) continue;
        std::size_t x = size;
        while (x > c && g[x - 1] == g[x - 1 - p]) --x;
        if (x > c) continue;  // a fingerprint collision
        std::size_t n0 = s;   // g(m + p) = g(m) for s <= m < size - p
        while (n0 > 0 && g[n0 - 1 + p] == g[n0 - 1]) --n0;
        // From n0 = 0 the window starts at heap 1 all the same: with splits, a part of
        // exactly p that gave p away would vanish, and a split is not a one-heap move
        // (0.4 has g(0..2) = 0 0 0 and g(3) = 1).
        const std::size_t from = n0 > 0 ? n0 : 1;
        const std::size_t end = heaps >= 2 ? heaps * from + (heaps - 1) * p + t : from + t;
        if (end > size - p) {
            assert(n0 == 0 && "certify_period_heaps: the block agreement proves the window");
            continue;
        }
        Period r = {true, n0, p, end + p - 1};
        return r;
    }
    return none;
}

}  // namespace nimkit

#endif
