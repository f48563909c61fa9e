// nimkit/sparse_grundy.hpp - long Grundy sequences of take-and-break games by
// the rare/common ("sparse space") method; exactly the values of the mex rule.
//
// The phenomenon (Winning Ways ch. 4 on 0.6 and Grundy's game; A. Flammenkamp's
//   tables): for some mask M, almost every value v has parity(v & M) = 1
//   ("common"), and the heaps with parity 0 ("rare") are few. Parity is linear
//   under xor, so a two-heap option g(a)^g(b) is common iff exactly one of a, b
//   is rare. Hence, for heap n:
//   1. the COMMON option values are exactly those of the pairs (r, rest - r)
//      with r a rare heap (plus the one-heap options): O(rare heaps) per heap
//      gives c = the least common value that is not an option;
//   2. the mex is c unless some RARE value below c is not an option. Rare
//      values come from common-common pairs, of which there are many: each is
//      looked for among pairs (a, rest - a) for small heaps a (probes, one
//      heap of each value in turn; ~800 of them find all ~30 rare values for
//      Grundy's game); only if one is still missing are the pairs scanned in
//      order, which ends with every option marked and the exact mex.
//   So every value equals the mex rule's, whatever the mask; the mask only
//   decides the speed. It is chosen from the values so far (least rare heaps,
//   every mask tried) when the table reaches 2^k heaps, k >= 12; below that,
//   and while no mask makes rare heaps scarce, heaps get the full scan.
//   Options are marked by stamps (stamp[v] = heap + 1): plain stores, which do
//   not wait for each other as updates of a bit set would.
// Without a mask (the direct method) every pair is a candidate, O(n t) a heap,
//   but while values fit in bytes the pairs are compared 16 at a time with
//   the least value not yet seen (full_value): 0.106 to 2^20 in about 7 s.
// Cost: O(t * rare heaps + probes) per heap once a mask holds (about 2 us for
//   Grundy's game here: 2^21 heaps in 4 s); memory 2 bytes a heap (values must
//   stay below 65536; a larger one throws std::overflow_error).
// Proved by: tests/test_octal.cpp - equal to take_break_table for every heap up
//   to 2^14 of every example game, with masks chosen from 2^6 heaps on so the
//   sparse path runs, and every heap <= 2048 of a game whose values pass 255
//   (the byte compares give way to stamps); scripts/bench compares whole
//   sequences at the sizes it times and reproduces the published 2^21 figures.
#ifndef NIMKIT_SPARSE_GRUNDY_HPP
#define NIMKIT_SPARSE_GRUNDY_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "nimkit/internal_mex.hpp"
#include "nimkit/octal.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace nimkit {

inline unsigned parity(unsigned v) {
    v ^= v >> 16;
    v ^= v >> 8;
    v ^= v >> 4;
    v ^= v >> 2;
    v ^= v >> 1;
    return v & 1;
}

// The mask that leaves the fewest rare heaps, given count[v] = the number of
// heaps of value v, over every mask below the next power of two. The number
// of rare heaps under mask m is (total + W[m]) / 2 where W, the Walsh-Hadamard
// transform of count, is the sum of count[v] * (-1)^parity(v & m):
// O(values log values).
inline unsigned fewest_rare_mask(const std::vector<std::size_t>& count, std::size_t* rare_heaps = 0) {
    std::size_t top = 2;
    while (top < count.size()) top *= 2;
    std::vector<long long> w(top, 0);
    long long total = 0;
    for (std::size_t v = 0; v < count.size(); ++v) total += w[v] = static_cast<long long>(count[v]);
    for (std::size_t half = 1; half < top; half *= 2)
        for (std::size_t i = 0; i < top; i += 2 * half)
            for (std::size_t j = i; j < i + half; ++j) {
                const long long a = w[j], b = w[j + half];
                w[j] = a + b;
                w[j + half] = a - b;
            }
    std::size_t best = 1;
    for (std::size_t m = 2; m < top; ++m)
        if (w[m] < w[best]) best = m;
    if (rare_heaps) *rare_heaps = static_cast<std::size_t>((total + w[best]) / 2);
    return static_cast<unsigned>(best);
}

// The rare/common split of a computed sequence, if one holds: the mask with
// the fewest rare heaps, when they all lie in the first half of g (so later
// heaps are all common). `rare` counts heap 0 too (g(0) = 0 is rare).
struct RareCommon {
    bool found;
    unsigned mask;
    std::size_t rare, last_rare;
};

template <class Values>
RareCommon rare_common_split(const Values& g) {
    std::vector<std::size_t> count;
    for (std::size_t n = 0; n < g.size(); ++n) {
        if (g[n] >= count.size()) count.resize(g[n] + 1u, 0);
        ++count[g[n]];
    }
    RareCommon r = {false, 0, 0, 0};
    if (count.size() < 2) return r;
    r.mask = fewest_rare_mask(count, &r.rare);
    for (std::size_t n = 0; n < g.size(); ++n)
        if (!parity(g[n] & r.mask)) r.last_rare = n;
    r.found = 2 * r.last_rare < g.size();
    return r;
}

class SparseGrundy {
public:
    // first_review: the table size at which a mask is first chosen (a power of
    // two; tests lower it so that small tables take the sparse path).
    explicit SparseGrundy(const TakeBreak& game, std::size_t first_review = 4096)
        : game_(game), g_(1, 0), mask_(0), review_(first_review), probe_max_(0), seen_(65536), bytes_ok_(true) {
        assert(valid_take_break(game) && "SparseGrundy: digit[0] is 0 or 4, the other digits 0..7");
        for (std::size_t k = 0; k < game_.digit.size(); ++k)
            if (game_.digit[k] & 4) splits_.push_back(k);
    }

    // Room for g(0..n) at once: a table extended step by step to n heaps then
    // never holds more than 2 bytes a heap (no doubling, no copy).
    void reserve(std::size_t n) { g_.reserve(n + 1); }

    // Computes g(0..n).
    void extend(std::size_t n) {
        if (n >= 0xffffffffu) throw std::overflow_error("sparse_grundy: at most 2^32 - 2 heaps");
        if (n >= g_.capacity()) g_.reserve(std::max(n + 1, 2 * g_.capacity()));
        while (g_.size() <= n) {
            if (g_.size() == review_) choose_mask();
            const std::size_t m = g_.size();
            unsigned v = mask_ ? sparse_value(m) : full_value(m);
            if (v > 0xffff) throw std::overflow_error("sparse_grundy: a Grundy value above 65535");
            g_.push_back(static_cast<std::uint16_t>(v));
            bytes_ok_ = bytes_ok_ && v <= 255;
            push_bytes(v);
            if (mask_ && m > 0 && !parity(v & mask_)) {
                rare_pos_.push_back(static_cast<std::uint32_t>(m));
                rare_val_.push_back(static_cast<std::uint16_t>(v));
            }
        }
    }

    const std::vector<std::uint16_t>& values() const { return g_; }
    unsigned operator[](std::size_t n) const {
        assert(n < g_.size() && "SparseGrundy[n]: g(n) is not computed yet (extend(n) first)");
        return g_[n];
    }
    unsigned mask() const { return mask_; }  // 0: no mask in use (every heap scanned)

private:
    // seen_ marks the options of the heap being computed: plain stores, nothing
    // to clear, no update waiting for the one before. Values are below 65536,
    // and so are their xors.

    // The direct method, for heaps without a mask: every option, then the mex.
    // O(n t). While every value is below 256 the pairs beyond the first
    // kProbe are not marked one by one: the least value c not yet seen is
    // looked for among them by byte compares of g(a) ^ g(rest - a) against c
    // (a forward and a reversed byte copy of g make both runs ascend, so the
    // loop is vectorised); if absent, c is the mex; if present, it is marked
    // and the next unseen value looked for. Still O(n t), about 16x fewer
    // instructions a pair.
    unsigned full_value(std::size_t n) {
        seen_.next();
        if (!bytes_ready(n)) {
            for_each_option(game_, g_, n, [&](unsigned v) { seen_.mark_fast(v); });
            return seen_.mex();
        }
        mark_single_options(n);
        for (std::size_t i = 0; i < splits_.size() && splits_[i] <= n; ++i) {
            const std::size_t rest = n - splits_[i], last = std::min<std::size_t>(kProbe, last_part(rest));
            for (std::size_t a = 1; a <= last; ++a) seen_.mark_fast(g_[a] ^ g_[rest - a]);
        }
        for (unsigned c = seen_.mex();; c = seen_.mex()) {
            if (c > 255 || !pair_of_value(n, c)) return c;
            seen_.mark_fast(c);
        }
    }

    // The largest first part a of a pair (a, rest - a) that is a move.
    std::size_t last_part(std::size_t rest) const {
        return game_.unequal && rest % 2 == 0 ? rest / 2 - 1 : rest / 2;
    }

    // Some pair (a, rest - a), kProbe < a <= last_part(rest), of some split
    // has g(a) ^ g(rest - a) = c.
    bool pair_of_value(std::size_t n, unsigned c) const {
        const unsigned char x = static_cast<unsigned char>(c);
        for (std::size_t i = 0; i < splits_.size() && splits_[i] <= n; ++i) {
            const std::size_t rest = n - splits_[i], last = last_part(rest);
            if (last <= kProbe) continue;
            // rev_[cap - 1 - h] = g(h): the partner of a is at cap - 1 - rest + a.
            const unsigned char* f = &fwd_[kProbe + 1];
            const unsigned char* r = &rev_[rev_.size() - 1 - rest + kProbe + 1];
            if (some_xor_equal(f, r, last - kProbe, x)) return true;
        }
        return false;
    }

    // Some j < len has f[j] ^ r[j] == x; 16 bytes an instruction where SSE2
    // is there (every x86-64), whatever the optimiser does.
    static bool some_xor_equal(const unsigned char* f, const unsigned char* r, std::size_t len, unsigned char x) {
        std::size_t j = 0;
#if defined(__SSE2__)
        const __m128i want = _mm_set1_epi8(static_cast<char>(x));
        for (; j + 128 <= len; j += 128) {
            __m128i hit = _mm_setzero_si128();
            for (std::size_t k = j; k < j + 128; k += 16) {
                const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(f + k));
                const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(r + k));
                hit = _mm_or_si128(hit, _mm_cmpeq_epi8(_mm_xor_si128(a, b), want));
            }
            if (_mm_movemask_epi8(hit)) return true;
        }
#endif
        for (; j < len; ++j)
            if ((f[j] ^ r[j]) == x) return true;
        return false;
    }

    // The byte copies hold g(0..n-1), if every value is below 256 (grown by
    // doubling, the reversed one rebuilt then).
    bool bytes_ready(std::size_t n) {
        if (!bytes_ok_ || n <= 2 * std::size_t(kProbe) + 2) return false;
        if (rev_.size() < n) {
            std::vector<unsigned char> r(2 * n);
            fwd_.resize(n);
            for (std::size_t h = 0; h < n; ++h) r[r.size() - 1 - h] = fwd_[h] = static_cast<unsigned char>(g_[h]);
            rev_.swap(r);
        }
        return true;
    }

    // Keeps the byte copies in step with g_ (a value above 255 or a full
    // reversed copy drops them).
    void push_bytes(unsigned v) {
        if (fwd_.empty()) return;
        const std::size_t h = g_.size() - 1;
        if (!bytes_ok_ || h >= rev_.size()) {
            std::vector<unsigned char>().swap(fwd_);
            std::vector<unsigned char>().swap(rev_);
            return;
        }
        fwd_.push_back(static_cast<unsigned char>(v));
        rev_[rev_.size() - 1 - h] = static_cast<unsigned char>(v);
    }

    // The pairs (a, rest - a) for the small heaps a = pos[0..count) of values
    // val[0..count), over every split.
    void pairs_from(std::size_t n, const std::uint32_t* pos, const std::uint16_t* val, std::size_t count) {
        for (std::size_t i = 0; i < splits_.size(); ++i) {
            if (splits_[i] >= n) continue;
            const std::size_t rest = n - splits_[i];
            const std::uint16_t* g = &g_[rest];
            if (rest > 2 * probe_max_) {  // every pair is a move: no tests
                for (std::size_t q = 0; q < count; ++q) seen_.mark_fast(val[q] ^ *(g - pos[q]));
                continue;
            }
            for (std::size_t q = 0; q < count; ++q)
                if (pos[q] < rest && !(game_.unequal && 2 * pos[q] == rest)) seen_.mark_fast(val[q] ^ *(g - pos[q]));
        }
    }

    // Drops from missing_ the values now marked; true when none is left.
    bool all_found() {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < missing_.size(); ++i)
            if (!seen_.marked(missing_[i])) missing_[kept++] = missing_[i];
        missing_.resize(kept);
        return kept == 0;
    }

    // The options that leave no heap or one heap.
    void mark_single_options(std::size_t n) {
        for (std::size_t k = 1; k < game_.digit.size() && k <= n; ++k) {
            const unsigned d = game_.digit[k];
            if ((d & 1) && k == n) seen_.mark_fast(0);
            if ((d & 2) && k < n) seen_.mark_fast(g_[n - k]);
        }
    }

    unsigned sparse_value(std::size_t n) {
        seen_.next();
        // One-heap and no-heap options, and every pair with a rare part.
        mark_single_options(n);
        const std::size_t rare = rare_pos_.size();
        for (std::size_t i = 0; i < splits_.size() && splits_[i] <= n; ++i) {
            const std::size_t rest = n - splits_[i];
            const std::uint16_t* g = &g_[rest];
            if (rare && rest > 2 * std::size_t(rare_pos_[rare - 1])) {  // every pair is a move: no tests
                for (std::size_t j = 0; j < rare; ++j) seen_.mark_fast(rare_val_[j] ^ *(g - rare_pos_[j]));
                continue;
            }
            for (std::size_t j = 0; j < rare && rare_pos_[j] < rest; ++j)
                if (!(game_.unequal && 2 * rare_pos_[j] == rest)) seen_.mark_fast(rare_val_[j] ^ *(g - rare_pos_[j]));
        }
        unsigned c = 0;  // the least common value that is not an option
        while (!common_[c] || seen_.marked(c)) ++c;
        missing_.clear();  // rare values below c not seen yet
        for (unsigned w = 0; w < c; ++w)
            if (!common_[w] && !seen_.marked(w)) missing_.push_back(w);
        // The probes, 32 at a time, until every rare value below c is seen;
        // then every pair in order, which ends either that way or with every
        // option of the heap marked.
        for (std::size_t p = 0; p < probe_pos_.size(); p += 32) {
            if (all_found()) return c;
            const std::size_t count = std::min<std::size_t>(32, probe_pos_.size() - p);
            pairs_from(n, &probe_pos_[p], &probe_val_[p], count);
        }
        for (std::size_t a = 1; 2 * a <= n; ++a) {
            if (a % 64 == 1 && all_found()) return c;
            for (std::size_t i = 0; i < splits_.size(); ++i) {
                const std::size_t k = splits_[i];
                if (k + a < n && !(game_.unequal && 2 * a + k == n)) seen_.mark_fast(g_[a] ^ g_[n - k - a]);
            }
        }
        return all_found() ? c : seen_.mex();  // all options marked: the mex, a rare value below c
    }

    // At 2^k heaps: the mask leaving the fewest rare heaps, if they are few
    // (at most one in 8); the rare heaps; the probes.
    void choose_mask() {
        review_ *= 2;
        std::vector<std::size_t> count;
        for (std::size_t n = 1; n < g_.size(); ++n) {
            if (g_[n] >= count.size()) count.resize(g_[n] + 1u, 0);
            ++count[g_[n]];
        }
        std::size_t rare = 0;
        const unsigned best = fewest_rare_mask(count, &rare);
        // While values fit in bytes the direct method costs about what 1/32 of
        // the heaps being rare would (byte compares against stamps).
        mask_ = rare * (bytes_ok_ ? 32 : 8) <= g_.size() ? best : 0;
        if (mask_) {  // the byte copies serve the direct method only
            std::vector<unsigned char>().swap(fwd_);
            std::vector<unsigned char>().swap(rev_);
        }
        rare_pos_.clear();
        rare_val_.clear();
        probe_pos_.clear();
        probe_val_.clear();
        if (!mask_) return;
        for (std::size_t n = 1; n < g_.size(); ++n)
            if (!parity(g_[n] & mask_)) {
                rare_pos_.push_back(static_cast<std::uint32_t>(n));
                rare_val_.push_back(g_[n]);
            }
        common_.assign(65536 + 1, 0);
        for (unsigned v = 0; v <= 65536; ++v) common_[v] = static_cast<unsigned char>(parity(v & mask_));
        // Probes: small heaps with common values, one of each value in turn, so
        // that their partners g(rest - a) = g(a) ^ w cover the likely values.
        std::vector<std::vector<std::uint32_t> > by_value(count.size());
        const std::size_t small = std::min<std::size_t>(g_.size() / 2, 1u << 16);
        for (std::size_t a = 1; a < small; ++a)
            if (parity(g_[a] & mask_)) by_value[g_[a]].push_back(static_cast<std::uint32_t>(a));
        for (std::size_t round = 0; probe_pos_.size() < 4096; ++round) {
            const std::size_t before = probe_pos_.size();
            for (std::size_t v = 0; v < by_value.size(); ++v)
                if (round < by_value[v].size()) {
                    probe_pos_.push_back(by_value[v][round]);
                    probe_val_.push_back(static_cast<std::uint16_t>(v));
                }
            if (probe_pos_.size() == before) break;
        }
        probe_max_ = probe_pos_.empty() ? 0 : *std::max_element(probe_pos_.begin(), probe_pos_.end());
    }

    TakeBreak game_;
    std::vector<std::uint16_t> g_;
    std::vector<std::size_t> splits_;        // the k whose digit has bit 4
    unsigned mask_;
    std::size_t review_;                     // table size of the next mask choice
    std::vector<std::uint32_t> rare_pos_;    // rare heaps >= 1, ascending
    std::vector<std::uint16_t> rare_val_;    // their values
    std::vector<std::uint32_t> probe_pos_;   // the probes (small heaps) and their values
    std::vector<std::uint16_t> probe_val_;
    std::size_t probe_max_;                  // the largest probe
    std::vector<unsigned char> common_;      // common_[v]: parity(v & mask) is 1
    std::vector<unsigned> missing_;
    MexStamps seen_;
    enum { kProbe = 128 };                   // pairs marked one by one before the byte compares
    bool bytes_ok_;                          // no value above 255 so far
    std::vector<unsigned char> fwd_, rev_;   // g as bytes, forward and reversed (direct method)
};

}  // namespace nimkit

#endif
