// nimkit/misere_check.hpp - the check of a misère quotient given as a table
// (a commutative monoid, its P-portion, heap images x_h and option images
// S_h): right on EVERY position of heaps <= N, or the least position it gets
// wrong; and a proved quotient back as such a candidate.
//
// Theorem: the rule and the least-failure search of
//   nimkit/internal_misere_proof.hpp (docs/misere.md). The check proves
//   nothing unless the table is a commutative monoid on the elements the
//   heaps generate: misere_is_commutative_monoid checks 0 is the identity,
//   ab = ba and (ab)g = a(bg) for every heap image g, which gives
//   associativity on everything the heaps generate.
// Cost: O(remembered positions * (N + their options) * order / 64) time,
//   remembered * order / 8 bytes; the monoid test O(order^2 * heap images).
// Proved by: tests/test_misere.cpp (the check refuses a table that is not a
//   commutative monoid, a planted wrong relation and a missed P-position,
//   each named by its least wrong position; the reduced quotient of every
//   example game passes it).
#ifndef NIMKIT_MISERE_CHECK_HPP
#define NIMKIT_MISERE_CHECK_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "nimkit/internal_misere_proof.hpp"
#include "nimkit/misere_game.hpp"
#include "nimkit/misere_quotient.hpp"

namespace nimkit {


// A candidate or proved quotient as the check takes it.
struct MisereCandidate {
    std::size_t order;
    std::vector<std::uint32_t> table;  // order * order, table[a * order + b] = ab; element 0 is 1
    std::vector<char> p;               // P-portion
    std::vector<std::uint32_t> x;      // x[h], h = 1..n (x[0] = 0)
    std::vector<std::vector<std::uint32_t> > s;  // s[h]: images of heap h's options
};

struct MisereCheck {
    bool right;
    std::size_t positions;       // positions the proof remembered
    bool exhausted;              // stopped at max_positions: nothing proved
    MiserePosition wrong;        // right == false: the least position the candidate gets wrong
    bool monoid;                 // false: the table is not a commutative monoid (nothing checked)
};

// The check multiplies images in whatever order heaps arrive, so it proves
// something only if the table is a commutative monoid on the elements the
// heaps generate. Checked here, not assumed: 0 is the identity, ab = ba, and
// (ab)g = a(bg) for all a, b and every heap image g. That gives (ab)c = a(bc)
// for every c the heap images generate (induction on c = c'g: (ab)(c'g) =
// ((ab)c')g = (a(bc'))g = a((bc')g) = a(b(c'g))), and the option images s[h]
// must be such products. O(order^2 * distinct heap images).
inline bool misere_is_commutative_monoid(const MisereCandidate& c, std::size_t n) {
    const std::size_t m = c.order;
    const std::uint32_t* t = c.table.data();
    std::vector<char> generator(m, 0), reached(m, 0);
    for (std::size_t h = 1; h <= n; ++h) generator[c.x[h]] = 1;
    for (std::size_t a = 0; a < m; ++a) {
        if (t[a] != a || t[a * m] != a) return false;
        for (std::size_t b = 0; b < a; ++b)
            if (t[a * m + b] != t[b * m + a]) return false;
    }
    for (std::size_t g = 0; g < m; ++g)
        if (generator[g])
            for (std::size_t a = 0; a < m; ++a)
                for (std::size_t b = 0; b < m; ++b)
                    if (t[t[a * m + b] * m + g] != t[a * m + t[b * m + g]]) return false;
    std::vector<std::uint32_t> queue(1, 0);
    reached[0] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (std::size_t g = 0; g < m; ++g)
            if (generator[g] && !reached[t[queue[i] * m + g]]) {
                reached[t[queue[i] * m + g]] = 1;
                queue.push_back(t[queue[i] * m + g]);
            }
    for (std::size_t h = 1; h <= n; ++h)
        for (std::size_t k = 0; k < c.s[h].size(); ++k)
            if (!reached[c.s[h][k]]) return false;
    return true;
}


// The proof of a candidate (docs/misere.md): right iff every position of
// heaps 1..n gets its misère outcome; otherwise `wrong` is the least position
// (lexicographic, largest heap first) that it gets wrong. O(remembered
// positions * (n + their options) * order / 64) time, remembered * order / 8
// bytes; past max_positions remembered, `exhausted` and nothing proved.
inline MisereCheck misere_check(const MisereCandidate& c, std::size_t n, std::size_t max_positions) {
    assert(c.table.size() == c.order * c.order && c.p.size() == c.order && c.x.size() > n && c.s.size() > n &&
           "misere_check: table order^2, P order, x and s for heaps 0..n");
    MisereCheck out = {false, 0, false, MiserePosition(), misere_is_commutative_monoid(c, n)};
    if (!out.monoid) return out;
    misere_detail::ProofInput in;
    in.order = c.order;
    in.p = c.p.data();
    in.heap.resize(n + 1);
    for (std::size_t h = 1; h <= n; ++h) {
        misere_detail::HeapActs& a = in.heap[h];
        a.act = c.x[h] ? &c.table[c.x[h] * c.order] : 0;  // row x_h: x_h·y = y·x_h
        a.moves = !c.s[h].empty();
        for (std::size_t k = 0; k < c.s[h].size(); ++k) {
            a.len.push_back(1);
            a.steps.push_back(&c.table[c.s[h][k] * c.order]);
        }
    }
    misere_detail::Store store;
    try {
        const misere_detail::Watch forever = {misere_detail::Clock::time_point::max(), std::function<void()>()};
        const misere_detail::Proof r = misere_detail::prove(in, store, max_positions, forever);
        out.right = r.right;
        out.wrong = r.wrong;
    } catch (const misere_detail::Stop&) {
        out.exhausted = true;
    }
    out.positions = store.size();
    return out;
}

// The quotient as a candidate for misere_check again (heaps 1..q.heaps): the
// reduced quotient passes the check too. O(order^2 + options).
inline MisereCandidate misere_candidate(const MisereQuotient& q, const MisereOptions& options) {
    MisereCandidate c;
    c.order = q.order;
    c.table = q.table;
    c.p = q.p;
    c.x = q.image;
    c.s.assign(q.heaps + 1, std::vector<std::uint32_t>());
    for (std::size_t h = 1; h <= q.heaps; ++h) {
        for (std::size_t j = 0; j < options[h].size(); ++j) c.s[h].push_back(q.element(options[h][j]));
        std::sort(c.s[h].begin(), c.s[h].end());
        c.s[h].erase(std::unique(c.s[h].begin(), c.s[h].end()), c.s[h].end());
    }
    return c;
}

}  // namespace nimkit

#endif
