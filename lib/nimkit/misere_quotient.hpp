// nimkit/misere_quotient.hpp - a proved misère quotient and what it answers:
// the outcome of any sum (the product of its heaps' elements), a winning
// move, the presentation (generators, normal forms, relations).
//
// MisereQuotient (Plambeck; Plambeck and Siegel, "Misère quotients for
//   impartial games", JCTA 2008): positions G, H of heaps <= N are
//   indistinguishable when o(G + X) = o(H + X) for every such X; the classes
//   form a finite commutative monoid Q with a P-portion, heap h has an
//   element x_h, and o(G) is read off the product. Complete (the period
//   theorem, docs/misere.md): heap h + period has heap h's element for h >=
//   start, so heaps to 10^18 are answered; a winning move in a heap H past
//   the certificate is found in its proxy (docs/misere.md).
// Built by nimkit/misere_construction.hpp (misere_quotient).
// Cost: O(heaps) an outcome, O(heaps + options of the heaps moved in) a move;
//   the presentation O(order * generators). misere_candidate (the quotient
//   as a candidate for the check again) is in nimkit/misere_check.hpp, the
//   presentation's words (misere_word) in nimkit/misere_words.hpp.
// Proved by: tests/test_misere.cpp (outcome and move of every sum of up to 4
//   heaps <= 12 of the example games against a misère search of the sums;
//   complete quotients of 0.34, 0.52, 0.71, 0.75 and 4.3 against a search of
//   the real heaps past their certificates; Kayles against Sibert-Conway to
//   10^18; the presentation of 0.07 as misère Nim's a^2 = 1, b^3 = b).
#ifndef NIMKIT_MISERE_QUOTIENT_HPP
#define NIMKIT_MISERE_QUOTIENT_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/misere_game.hpp"

namespace nimkit {

struct MisereRelation {
    std::vector<unsigned> left, right;  // exponents of the generators
};

// The (reduced, proved) misère quotient of heaps 1..heaps - of every heap
// when `complete`.
struct MisereQuotient {
    std::size_t heaps;                 // proved for every position of heaps 1..heaps
    std::size_t asked;                 // the N asked for
    std::string stopped;               // empty, or where and why the construction stopped
    bool complete;                     // the quotient of the whole game, by the period theorem
    std::size_t period, start;         // complete: heap h + period has heap h's element for h >= start
    std::size_t certified;             // complete: proved by heaps 1..certified (= heaps)
    std::size_t order;
    std::vector<std::uint32_t> table;  // order * order; element 0 is the identity
    std::vector<char> p;               // P-portion
    std::vector<std::uint32_t> image;  // image[h], h = 0..heaps (image[0] = 0)
    std::vector<std::size_t> generators;        // heaps whose element is a new generator
    std::vector<std::vector<unsigned> > normal;  // each element's least word in the generators
    std::vector<MisereRelation> relations;      // least words that are not normal = their normal form
    bool tame;          // every position (of every heap when complete) plays as misère Nim of its Grundy values
    bool tame_heaps;    // so does every position of heaps 1..heaps, not proved past them (complete only)
    bool wild;          // some position of heaps 1..heaps does not (neither: not decided)
    std::vector<unsigned> grundy;               // normal-play values of heaps 0..heaps
    std::size_t presentations;                  // heaps where the quotient had to grow
    std::size_t trials;                         // trial monoids marked, reduced and proved or refuted

    std::uint32_t mul(std::uint32_t a, std::uint32_t b) const { return table[a * order + b]; }
    // The heap of at most `heaps` with heap h's element: h itself, or past
    // `heaps` in a complete quotient the heap a whole number of periods below.
    std::uint64_t equivalent_heap(std::uint64_t h) const {
        if (h <= heaps) return h;
        assert(complete && "MisereQuotient::equivalent_heap: a heap beyond an incomplete quotient");
        return h - (h - heaps + period - 1) / period * period;
    }
    std::uint32_t heap_element(std::uint64_t h) const { return image[static_cast<std::size_t>(equivalent_heap(h))]; }
    // The element of a position: every heap 1..heaps, or any size when complete.
    std::uint32_t element(const MiserePosition& pos) const {
        std::uint32_t e = 0;
        for (std::size_t i = 0; i < pos.size(); ++i) e = mul(e, heap_element(pos[i]));
        return e;
    }
    bool p_position(const MiserePosition& pos) const { return p[element(pos)] != 0; }
};

namespace misere_detail {

// The heaps whose element the earlier heaps do not generate (left in
// q.generators), and their elements.
inline std::vector<std::uint32_t> find_generators(MisereQuotient& q) {
    q.generators.clear();
    std::vector<char> in(q.order, 0);
    std::vector<std::uint32_t> members(1, 0), gens;
    in[0] = 1;
    for (std::size_t h = 1; h < q.image.size(); ++h) {
        if (in[q.image[h]]) continue;
        q.generators.push_back(h);
        gens.push_back(q.image[h]);
        for (std::size_t i = 0; i < members.size(); ++i)
            for (std::size_t g = 0; g < gens.size(); ++g) {
                const std::uint32_t b = q.mul(members[i], gens[g]);
                if (!in[b]) in[b] = 1, members.push_back(b);
            }
    }
    return gens;
}

// A word (exponents of the generators) and its element.
typedef std::pair<std::vector<unsigned>, std::uint32_t> Word;

// The words one letter longer than those of `level` (elements level_el),
// each once, the most of the earliest generators first.
inline std::vector<Word> longer_words(const MisereQuotient& q, const std::vector<std::vector<unsigned> >& level,
                                      const std::vector<std::uint32_t>& level_el, const std::vector<std::uint32_t>& gens) {
    std::vector<Word> words;
    for (std::size_t i = 0; i < level.size(); ++i)
        for (std::size_t g = 0; g < gens.size(); ++g) {
            std::vector<unsigned> w = level[i];
            ++w[g];
            words.push_back(std::make_pair(w, q.mul(level_el[i], gens[g])));
        }
    std::sort(words.begin(), words.end(), [](const Word& a, const Word& b) { return a.first > b.first; });
    words.erase(std::unique(words.begin(), words.end()), words.end());
    return words;
}

// Generators, normal forms (least words: fewest letters, then the most of
// the earliest generators) and the relations: the least words that are not
// normal, each equal to its normal form.
inline void present(MisereQuotient& q) {
    const std::vector<std::uint32_t> gens = find_generators(q);
    const std::size_t r = gens.size();
    q.normal.assign(q.order, std::vector<unsigned>());
    q.relations.clear();
    std::vector<char> done(q.order, 0);
    done[0] = 1;
    q.normal[0].assign(r, 0);
    std::vector<std::vector<unsigned> > level(1, std::vector<unsigned>(r, 0));
    std::vector<std::uint32_t> level_el(1, 0);
    while (!level.empty()) {
        const std::vector<Word> words = longer_words(q, level, level_el, gens);
        std::vector<std::vector<unsigned> > next;
        std::vector<std::uint32_t> next_el;
        for (std::size_t i = 0; i < words.size(); ++i) {
            const std::uint32_t e = words[i].second;
            if (!done[e]) {
                done[e] = 1;
                q.normal[e] = words[i].first;
                next.push_back(words[i].first);
                next_el.push_back(e);
                continue;
            }
            bool minimal = true;  // every divisor by one letter is normal
            for (std::size_t g = 0; g < r && minimal; ++g)
                if (words[i].first[g]) {
                    std::vector<unsigned> d = words[i].first;
                    --d[g];
                    minimal = std::binary_search(level.begin(), level.end(), d, std::greater<std::vector<unsigned> >());
                }
            if (minimal) {
                MisereRelation rel = {words[i].first, q.normal[e]};
                q.relations.push_back(rel);
            }
        }
        // sorted as the divisor test searches them, their elements kept aligned
        std::vector<std::pair<std::vector<unsigned>, std::uint32_t> > sorted;
        for (std::size_t i = 0; i < next.size(); ++i) sorted.push_back(std::make_pair(next[i], next_el[i]));
        std::sort(sorted.begin(), sorted.end(), std::greater<std::pair<std::vector<unsigned>, std::uint32_t> >());
        level.clear();
        level_el.clear();
        for (std::size_t i = 0; i < sorted.size(); ++i) {
            level.push_back(sorted[i].first);
            level_el.push_back(sorted[i].second);
        }
    }
}

}  // namespace misere_detail

// A winning move in the sum of heaps `pos` (each 1..q.heaps, or of any size
// when q is complete): the index in pos of the heap moved in and the heaps it
// leaves, the first in heap order, then in the game's option order, whose
// result is a P-position. False when pos is a P-position or has no move at
// all (then the player to move wins by having none). A heap H past q.heaps
// moves as its proxy H* = T + (H - T) mod period (T = q.certified + 1) does,
// the largest part it leaves larger by H - H*: in H and H* the options that
// remove t tokens and leave parts (a, rest) have equal images for a below
// start + period, and past it repeat an earlier a's (docs/misere.md), so the
// first winning option is the same. O(heaps + options of the heaps moved in).
inline bool misere_winning_move(const MisereQuotient& q, const MisereGame& game, const std::vector<std::uint64_t>& pos,
                                std::size_t& which, std::vector<std::uint64_t>& left) {
    const std::size_t m = pos.size();
    std::vector<std::uint32_t> before(m + 1, 0), after(m + 1, 0);
    for (std::size_t i = 0; i < m; ++i) before[i + 1] = q.mul(before[i], q.heap_element(pos[i]));
    for (std::size_t i = m; i-- > 0;) after[i] = q.mul(after[i + 1], q.heap_element(pos[i]));
    if (q.p[before[m]]) return false;
    for (std::size_t i = 0; i < m; ++i) {
        const std::uint32_t rest = q.mul(before[i], after[i + 1]);
        std::uint64_t proxy = pos[i];
        if (proxy > q.heaps) {
            const std::uint64_t t = q.certified + 1;
            proxy = t + (pos[i] - t) % q.period;
        }
        const std::vector<MiserePosition> opts = game.moves(static_cast<std::size_t>(proxy));
        for (std::size_t j = 0; j < opts.size(); ++j) {
            std::uint32_t e = 0;
            for (std::size_t k = 0; k < opts[j].size(); ++k) e = q.mul(e, q.heap_element(opts[j][k]));
            if (!q.p[q.mul(rest, e)]) continue;
            which = i;
            left.assign(opts[j].begin(), opts[j].end());
            if (!left.empty()) left.back() += pos[i] - proxy;  // the largest part, listed last
            return true;
        }
    }
    return false;
}

}  // namespace nimkit

#endif
