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
//      looked for among pairs (a, rest - a) for a few small heaps a (probes,
//      interleaved by value, so a handful of tries finds each); only if one is
//      not found does the heap get the full O(n) scan, whose mex is exact.
//   So every value equals the mex rule's, whatever the mask; the mask only
//   decides the speed. It is chosen from the values so far (least rare heaps,
//   every mask tried) when the table reaches 2^k heaps, k >= 12; below that,
//   and while no mask makes rare heaps scarce, heaps get the full scan.
// Cost: O(t * rare heaps + probes) per heap once a mask holds; memory 2 bytes a
//   heap (values must stay below 65536; a larger one throws std::overflow_error).
// Proved by: tests/test_octal.cpp - equal to take_break_table for every heap up
//   to 2^14 of every example game, with masks chosen from 2^6 heaps on so the
//   sparse path runs; scripts/bench compares whole sequences at the sizes it
//   times and reproduces the published 2^21 figures.
#ifndef NIMKIT_SPARSE_GRUNDY_HPP
#define NIMKIT_SPARSE_GRUNDY_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "nimkit/octal.hpp"

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
        : game_(game), g_(1, 0), mask_(0), review_(first_review), width_(2), stamp_(64, 0) {
        for (std::size_t k = 0; k < game_.digit.size(); ++k)
            if (game_.digit[k] & 4) splits_.push_back(k);
    }

    // Computes g(0..n).
    void extend(std::size_t n) {
        if (n >= 0xffffffffu) throw std::overflow_error("sparse_grundy: at most 2^32 - 2 heaps");
        g_.reserve(n + 1);
        while (g_.size() <= n) {
            if (g_.size() == review_) choose_mask();
            const std::size_t m = g_.size();
            unsigned v = mask_ ? sparse_value(m) : full_value(m);
            if (v > 0xffff) throw std::overflow_error("sparse_grundy: a Grundy value above 65535");
            g_.push_back(static_cast<std::uint16_t>(v));
            while (v >= 64 * (width_ - 1)) width_ *= 2;  // xors of values below 2^k stay below it
            if (mask_ && m > 0 && !parity(v & mask_)) {
                rare_pos_.push_back(static_cast<std::uint32_t>(m));
                rare_val_.push_back(static_cast<std::uint16_t>(v));
            }
        }
    }

    const std::vector<std::uint16_t>& values() const { return g_; }
    unsigned operator[](std::size_t n) const { return g_[n]; }
    unsigned mask() const { return mask_; }  // 0: no mask in use (every heap scanned)

private:
    typedef std::uint64_t Word;

    // The full scan: every option, then the mex. O(n t).
    unsigned full_value(std::size_t n) {
        const std::uint32_t id = static_cast<std::uint32_t>(n + 1);
        for_each_option(game_, g_, n, [&](unsigned v) {
            if (v >= stamp_.size()) stamp_.resize(2 * v + 2, 0);
            stamp_[v] = id;
        });
        unsigned v = 0;
        while (v < stamp_.size() && stamp_[v] == id) ++v;
        return v;
    }

    void set(unsigned v) { seen_[v >> 6] |= Word(1) << (v & 63); }

    // Every pair (a, rest - a) over the splits.
    void probe(std::size_t n, std::size_t a) {
        for (std::size_t i = 0; i < splits_.size(); ++i) {
            const std::size_t k = splits_[i];
            if (k + a < n && !(game_.unequal && 2 * a + k == n)) set(g_[a] ^ g_[n - k - a]);
        }
    }

    // True when every rare value below c is in seen_.
    bool rare_below_seen(unsigned c) const {
        for (unsigned i = 0; i <= c >> 6 && i < width_; ++i) {
            Word below = (c >> 6) > i ? ~Word(0) : (Word(1) << (c & 63)) - 1;
            if (rare_words_[i] & below & ~seen_[i]) return false;
        }
        return true;
    }

    // The pairs (r, rest - r) for the rare heaps r = rare_pos_[j0..j1), into
    // seen_ and other_ alternately, so that consecutive updates of one word do
    // not wait for each other.
    void rare_pairs(std::size_t rest, std::size_t j0, std::size_t j1) {
        const std::uint16_t* g = &g_[rest];
        std::size_t j = j0;
        for (; j + 1 < j1; j += 2) {
            const unsigned v0 = rare_val_[j] ^ *(g - rare_pos_[j]), v1 = rare_val_[j + 1] ^ *(g - rare_pos_[j + 1]);
            seen_[v0 >> 6] |= Word(1) << (v0 & 63);
            other_[v1 >> 6] |= Word(1) << (v1 & 63);
        }
        if (j < j1) set(rare_val_[j] ^ *(g - rare_pos_[j]));
    }

    unsigned sparse_value(std::size_t n) {
        std::fill(seen_.begin(), seen_.begin() + width_, Word(0));
        // One-heap and no-heap options, and every pair with a rare part.
        for (std::size_t k = 1; k < game_.digit.size() && k <= n; ++k) {
            const unsigned d = game_.digit[k];
            if ((d & 1) && k == n) set(0);
            if ((d & 2) && k < n) set(g_[n - k]);
        }
        for (std::size_t i = 0; i < splits_.size() && splits_[i] <= n; ++i) {
            const std::size_t rest = n - splits_[i];
            const std::uint32_t* first = rare_pos_.data();
            const std::size_t end = static_cast<std::size_t>(
                std::lower_bound(first, first + rare_pos_.size(), static_cast<std::uint32_t>(rest)) - first);
            std::size_t half = end;  // Grundy's game: (rest/2, rest/2) is no move
            if (game_.unequal && rest % 2 == 0) {
                half = static_cast<std::size_t>(
                    std::lower_bound(first, first + end, static_cast<std::uint32_t>(rest / 2)) - first);
                if (half == end || rare_pos_[half] != rest / 2) half = end;
            }
            rare_pairs(rest, 0, half);
            if (half < end) rare_pairs(rest, half + 1, end);
        }
        for (std::size_t i = 0; i < width_; ++i) seen_[i] |= other_[i], other_[i] = 0;
        unsigned c = 0;  // the least common value that is not an option
        for (std::size_t i = 0;; ++i) {
            Word free = ~rare_words_[i] & ~seen_[i];
            if (free) {
                c = static_cast<unsigned>(64 * i + ctz(free));
                break;
            }
        }
        // Rare values below c: probes, 16 at a time, until all are seen; then
        // every pair in order, which ends either when they are all seen or with
        // every option of the heap in seen_.
        for (std::size_t p = 0; p < probes_.size(); p += 16) {
            if (rare_below_seen(c)) return c;
            for (std::size_t q = p; q < p + 16 && q < probes_.size(); ++q) probe(n, probes_[q]);
        }
        for (std::size_t a = 1; 2 * a <= n; a += 64) {
            if (rare_below_seen(c)) return c;
            for (std::size_t b = a; b < a + 64 && 2 * b <= n; ++b) probe(n, b);
        }
        if (rare_below_seen(c)) return c;
        unsigned v = 0;  // all options seen: the mex, a rare value below c
        while (seen_[v >> 6] >> (v & 63) & 1) ++v;
        return v;
    }

    static unsigned ctz(Word w) {
        unsigned k = 0;
        while (!(w & 1)) w >>= 1, ++k;
        return k;
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
        mask_ = rare * 8 <= g_.size() ? best : 0;
        rare_pos_.clear();
        rare_val_.clear();
        probes_.clear();
        if (!mask_) return;
        for (std::size_t n = 1; n < g_.size(); ++n)
            if (!parity(g_[n] & mask_)) {
                rare_pos_.push_back(static_cast<std::uint32_t>(n));
                rare_val_.push_back(g_[n]);
            }
        // Values are below 65536: at most 1025 words; rare_words_ marks the rare ones.
        seen_.assign(1025, 0);
        other_.assign(1025, 0);
        rare_words_.assign(1025, 0);
        for (unsigned v = 0; v < 65536; ++v)
            if (!parity(v & mask_)) rare_words_[v >> 6] |= Word(1) << (v & 63);
        // Probes: small heaps with common values, one of each value in turn, so
        // that their partners g(rest - a) = g(a) ^ w cover the likely values.
        std::vector<std::vector<std::uint32_t> > by_value(count.size());
        const std::size_t small = std::min<std::size_t>(g_.size() / 2, 1u << 16);
        for (std::size_t a = 1; a < small; ++a)
            if (parity(g_[a] & mask_)) by_value[g_[a]].push_back(static_cast<std::uint32_t>(a));
        for (std::size_t round = 0; probes_.size() < 4096; ++round) {
            const std::size_t before = probes_.size();
            for (std::size_t v = 0; v < by_value.size(); ++v)
                if (round < by_value[v].size()) probes_.push_back(by_value[v][round]);
            if (probes_.size() == before) break;
        }
    }

    TakeBreak game_;
    std::vector<std::uint16_t> g_;
    std::vector<std::size_t> splits_;     // the k whose digit has bit 4
    unsigned mask_;
    std::size_t review_;                  // table size of the next mask choice
    std::vector<std::uint32_t> rare_pos_;  // rare heaps >= 1, ascending
    std::vector<std::uint16_t> rare_val_;  // their values
    std::vector<std::uint32_t> probes_;
    std::size_t width_;                    // words of seen_ in use: 64 * (width_ - 1) exceeds every value
    std::vector<Word> seen_;               // options of the heap being computed, a bit per value
    std::vector<Word> other_;              // more of them (see rare_pairs)
    std::vector<Word> rare_words_;         // the rare values, a bit per value
    std::vector<std::uint32_t> stamp_;     // full scans: stamp_[v] == heap + 1 marks an option
};

}  // namespace nimkit

#endif
