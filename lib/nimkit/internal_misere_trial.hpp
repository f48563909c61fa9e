// nimkit/internal_misere_trial.hpp - the trial monoids of the misère
// construction (nimkit/misere_construction.hpp): a commutative monoid given
// by its generators' actions, its P-portion marked from each element's least
// position, reduced by Moore's refinement, products with free cyclic
// monoids; and the period theorem on heap images.
//
// Theorem: commuting actions on the elements 0 reaches make a commutative
//   monoid, x·y = w(x) for any word w with w(0) = y (docs/misere.md);
//   products of cyclic monoids and quotients by a congruence keep them
//   commuting. A trial is only a guess: the construction keeps it only once
//   nimkit/internal_misere_proof.hpp's proof passes it.
// Cost: a product O(elements * generators), marking O(elements * (n +
//   options) * order / 64), the reduction O(elements * generators * rounds).
// Proved by: tests/test_misere.cpp (every trial the construction adopts is
//   proved; the quotients built agree with a misère search of the sums).
#ifndef NIMKIT_INTERNAL_MISERE_TRIAL_HPP
#define NIMKIT_INTERNAL_MISERE_TRIAL_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "nimkit/internal_misere_proof.hpp"
#include "nimkit/internal_octal_core.hpp"
#include "nimkit/misere_game.hpp"

namespace nimkit {

namespace misere_detail {

// A commutative monoid given by its generators' actions (element 0 the
// identity, every element reached from it), a P-portion, and each heap's
// generator. Commuting actions on the elements 0 reaches make a commutative
// monoid, x·y = w(x) for any word w with w(0) = y (docs/misere.md); products
// of cyclic monoids and quotients by a congruence keep them commuting.
struct Trial {
    std::size_t order;
    std::vector<std::vector<std::uint32_t> > act;  // act[g][x] = x·(generator g)
    std::vector<char> p;
    std::vector<std::int32_t> gen;                 // heaps 0..n: the generator, -1 the identity
};

inline std::uint32_t image_of(const Trial& t, std::size_t h) {
    return t.gen[h] < 0 ? 0 : t.act[static_cast<std::size_t>(t.gen[h])][0];
}

inline std::uint32_t element_of(const Trial& t, const MiserePosition& pos) {
    std::uint32_t y = 0;
    for (std::size_t i = 0; i < pos.size(); ++i)
        if (t.gen[pos[i]] >= 0) y = t.act[static_cast<std::size_t>(t.gen[pos[i]])][y];
    return y;
}

// The proof's view of heap h in a trial: its action and its distinct option
// images, each by the heaps of one option with that image. stamp: order
// entries, none equal to `mark` yet.
inline HeapActs heap_acts(const Trial& t, std::size_t h, const std::vector<MiserePosition>& opts,
                          std::vector<std::uint32_t>& stamp, std::uint32_t mark) {
    HeapActs a;
    a.act = t.gen[h] < 0 ? 0 : t.act[static_cast<std::size_t>(t.gen[h])].data();
    a.moves = !opts.empty();
    for (std::size_t j = 0; j < opts.size(); ++j) {
        const std::uint32_t y = element_of(t, opts[j]);
        if (stamp[y] == mark) continue;
        stamp[y] = mark;
        std::uint32_t len = 0;
        for (std::size_t i = 0; i < opts[j].size(); ++i)
            if (t.gen[opts[j][i]] >= 0) {
                a.steps.push_back(t.act[static_cast<std::size_t>(t.gen[opts[j][i]])].data());
                ++len;
            }
        a.len.push_back(len);
    }
    return a;
}

// Heaps 1..n of a trial, each heap's options made again by the game.
inline ProofInput proof_input(const Trial& t, const MisereGame& game, std::size_t n, const Watch& watch) {
    ProofInput in;
    in.order = t.order;
    in.p = t.p.data();
    in.heap.resize(n + 1);
    std::vector<std::uint32_t> stamp(t.order, 0);
    for (std::size_t h = 1; h <= n; ++h) {
        if ((h & 63) == 0) watch.check();
        in.heap[h] = heap_acts(t, h, game.moves(h), stamp, static_cast<std::uint32_t>(h));
    }
    return in;
}

// A trial's P-portion from each element's least position: P iff it has an
// option and every option - an earlier position, its image marked already -
// is N. Wherever the trial is right, so is this (docs/misere.md).
struct Marker {
    const ProofInput& in;
    Trial& t;
    const Watch& watch;
    std::size_t words, marked;
    std::vector<char> seen;
    std::vector<std::uint64_t> pbits, buf, scratch;

    void from(std::size_t top, std::uint32_t y, std::size_t level) {
        for (std::size_t h = 1; h <= top; ++h) {
            const HeapActs& a = in.heap[h];
            if (!a.act) continue;  // the identity reaches nothing new
            std::uint64_t* cur = &buf[(level + 1) * words];
            const std::uint64_t* src = &buf[level * words];
            std::uint32_t z = y;
            while (!seen[a.act[z]]) {
                z = add_heap(a, z, src, &scratch[0], words);
                std::copy(scratch.begin(), scratch.end(), cur);
                src = cur;
                seen[z] = 1;
                if ((++marked & 4095) == 0) watch.check();
                bool any = false, hits = false;
                for (std::size_t j = 0; j < words; ++j) {
                    any = any || cur[j];
                    hits = hits || (cur[j] & pbits[j]);
                }
                t.p[z] = any && !hits;
                if (t.p[z]) set_bit(&pbits[0], z);
                if (h > 1) from(h - 1, z, level + 1);
            }
        }
    }
};

inline void mark(Trial& t, const MisereGame& game, std::size_t n, const Watch& watch) {
    t.p.assign(t.order, 0);
    const ProofInput in = proof_input(t, game, n, watch);
    const std::size_t words = words_for(t.order);
    Marker m = {in, t, watch, words, 0, std::vector<char>(t.order, 0), std::vector<std::uint64_t>(words, 0),
                std::vector<std::uint64_t>((n + 2) * words, 0), std::vector<std::uint64_t>(words, 0)};
    m.seen[0] = 1;
    m.from(n, 0, 0);
}

// Moore's partition refinement: x ~ y iff xz in P <=> yz in P for every z
// the generators make (split by P, then by the classes of x·g for every
// generator g, until stable). cls[x] is x's class; returns the classes.
inline std::size_t refine(const Trial& t, const Watch& watch, std::vector<std::uint32_t>& cls) {
    const std::size_t m = t.order, gens = t.act.size();
    std::vector<std::uint32_t> next(m), by(m), start, stamp(m, 0xffffffffu), fresh(m);
    cls.resize(m);
    std::size_t count = 1;
    for (std::size_t x = 0; x < m; ++x) cls[x] = t.p[x] ? 1 : 0;
    for (std::size_t x = 0; x < m; ++x) count = std::max<std::size_t>(count, cls[x] + 1);
    for (std::size_t unchanged = 0; unchanged < gens;) {  // until a pass over every generator splits nothing
        for (std::size_t g = 0; g < gens && unchanged < gens; ++g) {
            if ((g & 15) == 0) watch.check();
            // the elements bucketed by class (counting sort), each bucket split by the class of x·g
            start.assign(count + 1, 0);
            for (std::size_t x = 0; x < m; ++x) ++start[cls[x] + 1];
            for (std::size_t c = 0; c < count; ++c) start[c + 1] += start[c];
            for (std::size_t x = 0; x < m; ++x) by[start[cls[x]]++] = static_cast<std::uint32_t>(x);
            std::uint32_t k = 0;
            for (std::size_t i = 0, c = 0; i < m; ++c) {
                const std::size_t end = start[c];
                for (; i < end; ++i) {
                    const std::uint32_t x = by[i], c2 = cls[t.act[g][x]];
                    if (stamp[c2] != c) {
                        stamp[c2] = static_cast<std::uint32_t>(c);
                        fresh[c2] = k++;
                    }
                    next[x] = fresh[c2];
                }
            }
            std::fill(stamp.begin(), stamp.end(), 0xffffffffu);
            cls.swap(next);
            unchanged = k == count ? unchanged + 1 : 0;
            count = k;
        }
        if (gens == 0) break;
    }
    return count;
}

// The trial's quotient by the classes cls (0..count-1): classes numbered in
// breadth-first order from the identity, generators with equal images merged.
inline Trial quotient_by(const Trial& t, const std::vector<std::uint32_t>& cls, std::size_t count) {
    const std::size_t gens = t.act.size();
    Trial r;
    std::vector<std::int64_t> id(count, -1);
    std::vector<std::uint32_t> rep;
    id[cls[0]] = 0;
    rep.push_back(0);
    for (std::size_t i = 0; i < rep.size(); ++i)
        for (std::size_t g = 0; g < gens; ++g) {
            const std::uint32_t c = cls[t.act[g][rep[i]]];
            if (id[c] < 0) {
                id[c] = static_cast<std::int64_t>(rep.size());
                rep.push_back(t.act[g][rep[i]]);
            }
        }
    r.order = rep.size();
    r.p.resize(r.order);
    for (std::size_t c = 0; c < r.order; ++c) r.p[c] = t.p[rep[c]];
    std::vector<std::int32_t> merged(gens, -1);
    std::vector<std::int64_t> by_image(r.order, -1);
    for (std::size_t g = 0; g < gens; ++g) {
        const std::size_t e = static_cast<std::size_t>(id[cls[t.act[g][0]]]);
        if (e == 0) continue;  // the identity
        if (by_image[e] < 0) {
            by_image[e] = static_cast<std::int64_t>(r.act.size());
            std::vector<std::uint32_t> a(r.order);
            for (std::size_t c = 0; c < r.order; ++c) a[c] = static_cast<std::uint32_t>(id[cls[t.act[g][rep[c]]]]);
            r.act.push_back(a);
        }
        merged[g] = static_cast<std::int32_t>(by_image[e]);
    }
    r.gen.resize(t.gen.size());
    for (std::size_t h = 0; h < t.gen.size(); ++h) r.gen[h] = t.gen[h] < 0 ? -1 : merged[static_cast<std::size_t>(t.gen[h])];
    return r;
}

// A trial reduced: its quotient by Moore's classes.
inline Trial reduce(const Trial& t, const Watch& watch) {
    std::vector<std::uint32_t> cls;
    const std::size_t count = refine(t, watch, cls);
    return quotient_by(t, cls, count);
}

// A heap made a free cyclic generator: powers 0..index+period-1, then
// z^(index+period) = z^index; `keep`: it keeps its element of the base too.
struct Freed {
    std::size_t heap, index, period;
    bool keep;
};

// A product's generators: one for each distinct (base generator, freed
// factor) pair of the heaps 1..n (-1: none); t.gen set to them.
typedef std::vector<std::pair<std::int32_t, std::int64_t> > Generators;
inline Generators product_generators(const Trial& b, const std::vector<Freed>& freed,
                                     const std::vector<std::int64_t>& factor, std::size_t n, Trial& t) {
    Generators gens;
    t.gen.assign(n + 1, -1);
    for (std::size_t h = 1; h <= n; ++h) {
        const std::int64_t f = factor[h];
        const std::int32_t bg = (f >= 0 && !freed[static_cast<std::size_t>(f)].keep) ? -1 : b.gen[h];
        if (bg < 0 && f < 0) continue;
        const std::pair<std::int32_t, std::int64_t> key(bg, f);
        std::size_t g = 0;
        while (g < gens.size() && gens[g] != key) ++g;
        if (g == gens.size()) gens.push_back(key);
        t.gen[h] = static_cast<std::int32_t>(g);
    }
    t.act.assign(gens.size(), std::vector<std::uint32_t>());
    return gens;
}

// A product's elements numbered as first reached, by their codes (0 first):
// a table when there are at most 2^22 codes, else a hash map.
struct CodeIds {
    std::vector<std::uint64_t> code;
    bool dense;
    std::vector<std::uint32_t> table;
    std::unordered_map<std::uint64_t, std::uint32_t> map;
    explicit CodeIds(std::uint64_t codes)
        : code(1, 0), dense(codes <= (std::uint64_t(1) << 22)), table(dense ? codes : 0, 0xffffffffu) {
        if (dense)
            table[0] = 0;
        else
            map[0] = 0;
    }
    std::uint32_t id(std::uint64_t d) {
        const std::uint32_t fresh = static_cast<std::uint32_t>(code.size());
        if (dense) {
            if (table[d] == 0xffffffffu) table[d] = fresh;
            if (table[d] == fresh) code.push_back(d);
            return table[d];
        }
        const std::pair<std::unordered_map<std::uint64_t, std::uint32_t>::iterator, bool> in =
            map.insert(std::make_pair(d, fresh));
        if (in.second) code.push_back(d);
        return in.first->second;
    }
};

// The elements of (base x the cyclic monoids of the freed heaps) the heaps
// reach, by breadth-first search: a free heap's image is (its base image, or
// 1, z_i), any other heap's (its base image, 1). Past `most` elements, Stop.
inline Trial product(const Trial& b, const std::vector<Freed>& freed, std::size_t n, std::size_t most,
                     const Watch& watch) {
    const std::size_t k = freed.size();
    std::vector<std::int64_t> factor(n + 1, -1);
    std::vector<std::uint64_t> size(k), radix(k + 1);
    radix[0] = b.order;
    for (std::size_t i = 0; i < k; ++i) {
        factor[freed[i].heap] = static_cast<std::int64_t>(i);
        size[i] = freed[i].index + freed[i].period;
        if (radix[i] > (std::uint64_t(1) << 62) / size[i]) throw Stop{"trial"};
        radix[i + 1] = radix[i] * size[i];
    }
    Trial t;
    const Generators gens = product_generators(b, freed, factor, n, t);
    CodeIds ids(radix[k]);
    std::vector<std::uint64_t>& code = ids.code;
    for (std::size_t i = 0; i < code.size(); ++i) {
        if ((i & 4095) == 4095) watch.check();
        const std::uint64_t c = code[i];
        for (std::size_t g = 0; g < gens.size(); ++g) {
            std::uint64_t x = c % b.order;
            if (gens[g].first >= 0) x = b.act[static_cast<std::size_t>(gens[g].first)][x];
            std::uint64_t d = x;
            for (std::size_t f = 0; f < k; ++f) {
                std::uint64_t e = c / radix[f] % size[f];
                if (static_cast<std::int64_t>(f) == gens[g].second) e = e + 1 < size[f] ? e + 1 : freed[f].index;
                d += e * radix[f];
            }
            const std::uint32_t id = ids.id(d);
            if (code.size() > most) throw Stop{"trial"};
            t.act[g].push_back(id);
        }
    }
    t.order = code.size();
    t.p.assign(t.order, 0);
    return t;
}

// The index of heap h's element: the least i with x^i = x^(i + j) for some j >= 1.
inline std::size_t index_of(const Trial& t, std::size_t h) {
    if (t.gen[h] < 0) return 0;
    const std::vector<std::uint32_t>& a = t.act[static_cast<std::size_t>(t.gen[h])];
    std::vector<std::int64_t> at(t.order, -1);
    std::uint32_t y = 0;
    std::int64_t i = 0;
    while (at[y] < 0) {
        at[y] = i++;
        y = a[y];
    }
    return static_cast<std::size_t>(at[y]);
}

// The period theorem on heap images x[0..N] (x[0] the empty heap's; docs/
// misere.md): with splits, heaps 1..N as a sequence from index 0 and moves
// of t + 1 tokens, so that n0 >= 1; without, heaps 0..N and the window after
// max(n0, 1). The Period's start and certified are heaps.
inline Period certify_images(const MisereGame& game, const std::vector<std::uint32_t>& x) {
    Period none = {false, 0, 0, 0};
    if (!game.periodic || x.size() < 2) return none;
    if (game.splits) {
        const std::vector<std::uint32_t> from1(x.begin() + 1, x.end());
        Period per = certify_period_heaps(from1, game.t + 1, 2);
        if (per.found) {
            per.start += 1;
            per.certified += 1;
        }
        return per;
    }
    Period per = certify_period_heaps(x, game.t, 1);
    if (per.found) per.start = std::max<std::size_t>(per.start, 1);
    return per;
}

}  // namespace misere_detail

}  // namespace nimkit

#endif
