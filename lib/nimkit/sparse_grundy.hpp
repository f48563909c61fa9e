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
// Blocks: under a mask, while values are below 1024 and at least 256 rare
//   heaps are 512 or more, long runs go 256 heaps at a time, each heap's
//   options marked on a row of bytes. A pair (r, rest - r) whose small heap r
//   is at least 512 ("far": those rare heaps, and up to 256 first probes, 512
//   with two threads, then taken from heap 512 on; halved while most heaps
//   need fewer) involves only heaps below the previous block, so far pairs
//   are marked for a whole block at once, r by r along g: one load and one
//   store a pair. With set_threads(2) a second thread marks three far pairs
//   in four one block ahead, while the first thread finishes the previous one.
// Cost: O(t * rare heaps + probes) per heap once a mask holds (Grundy's game
//   here: about 1.5 us a heap with one thread, 1 with two); memory 2 bytes a
//   heap (values must stay below 65536; a larger one throws
//   std::overflow_error) and two blocks of rows, at most 2 x 256 KB.
// Proved by: tests/test_octal.cpp - equal to take_break_table for every heap up
//   to 2^14 of every example game, with masks chosen from 2^6 heaps on so the
//   sparse path and the blocks run, one thread and two; every heap <= 2^17 of
//   Grundy's game and <= 2^16 of 0.6 (blocks on rows of 256 and 512), one
//   thread and two; every heap <= 2048 of a game whose values pass 255 (the
//   byte compares give way to stamps); scripts/bench compares whole sequences
//   at the sizes it times and reproduces the published 2^21 figures.
#ifndef NIMKIT_SPARSE_GRUNDY_HPP
#define NIMKIT_SPARSE_GRUNDY_HPP

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <system_error>
#include <thread>
#include <utility>
#include <vector>

#include "nimkit/internal_mex.hpp"
#include "nimkit/octal.hpp"

#if defined(__SSE2__) && !defined(NIMKIT_NO_SIMD)
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
    // two), block: heaps a block of the block method (>= 1); tests lower them
    // so that small tables take the sparse path and the blocks.
    explicit SparseGrundy(const TakeBreak& game, std::size_t first_review = 4096, std::size_t block = 256)
        : game_(game), g_(1, 0), mask_(0), review_(first_review), probe_max_(0), seen_(65536), block_(block), far_probes_(kFarProbes2), beyond_(0),
          blocked_heaps_(0), blocked_beyond_(0),
          bytes_ok_(true), largest_(0), threads_(1) {
        assert(block >= 1 && "SparseGrundy: a block holds one heap at least");
        assert(valid_take_break(game) && "SparseGrundy: digit[0] is 0 or 4, the other digits 0..7");
        for (std::size_t k = 0; k < game_.digit.size(); ++k)
            if (game_.digit[k] & 4) splits_.push_back(k);
    }

    // Room for g(0..n) at once: a table extended step by step to n heaps then
    // never holds more than 2 bytes a heap (no doubling, no copy).
    void reserve(std::size_t n) { g_.reserve(n + 1); }

    // How many threads extend may use (1 or 2; 1 by default). The values do
    // not depend on it.
    void set_threads(unsigned threads) { threads_ = threads < 2 ? 1 : 2; }

    // Computes g(0..n).
    void extend(std::size_t n) {
        if (n >= 0xffffffffu) throw std::overflow_error("sparse_grundy: at most 2^32 - 2 heaps");
        if (n >= g_.capacity()) g_.reserve(std::max(n + 1, 2 * g_.capacity()));
        while (g_.size() <= n) {
            if (g_.size() == review_) choose_mask();
            const std::size_t end = std::min(n + 1, review_);
            if (mask_ && largest_ < 1024 && end - g_.size() >= 8 * block_ && far_rare_heaps() >= block_ &&
                extend_blocks(end))
                continue;
            const std::size_t m = g_.size();
            push(m, mask_ ? sparse_value(m) : full_value(m));
        }
    }

    const std::vector<std::uint16_t>& values() const { return g_; }
    unsigned operator[](std::size_t n) const {
        assert(n < g_.size() && "SparseGrundy[n]: g(n) is not computed yet (extend(n) first)");
        return g_[n];
    }
    unsigned mask() const { return mask_; }  // 0: no mask in use (every heap scanned)

private:
    void push(std::size_t m, unsigned v) {
        if (v > 0xffff) throw std::overflow_error("sparse_grundy: a Grundy value above 65535");
        g_.push_back(static_cast<std::uint16_t>(v));
        largest_ = std::max(largest_, v);
        bytes_ok_ = bytes_ok_ && v <= 255;
        push_bytes(v);
        if (mask_ && m > 0 && !parity(v & mask_)) {
            rare_pos_.push_back(static_cast<std::uint32_t>(m));
            rare_val_.push_back(static_cast<std::uint16_t>(v));
        }
    }

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
#if defined(__SSE2__) && !defined(NIMKIT_NO_SIMD)
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
    template <class Marks>
    void pairs_from(std::size_t n, const std::uint32_t* pos, const std::uint16_t* val, std::size_t count, Marks& marks) const {
        for (std::size_t i = 0; i < splits_.size(); ++i) {
            if (splits_[i] >= n) continue;
            const std::size_t rest = n - splits_[i];
            const std::uint16_t* g = &g_[rest];
            if (rest > 2 * probe_max_) {  // every pair is a move: no tests
                for (std::size_t q = 0; q < count; ++q) marks.mark_fast(val[q] ^ *(g - pos[q]));
                continue;
            }
            for (std::size_t q = 0; q < count; ++q)
                if (pos[q] < rest && !(game_.unequal && 2 * pos[q] == rest)) marks.mark_fast(val[q] ^ *(g - pos[q]));
        }
    }

    // The pairs (r, rest - r) for the rare heaps r = rare_pos_[from..to),
    // ascending, over every split.
    template <class Marks>
    void rare_pairs(std::size_t n, std::size_t from, std::size_t to, Marks& marks) const {
        for (std::size_t i = 0; i < splits_.size() && splits_[i] <= n && from < to; ++i) {
            const std::size_t rest = n - splits_[i];
            const std::uint16_t* g = &g_[rest];
            if (rest > 2 * std::size_t(rare_pos_[to - 1])) {  // every pair is a move: no tests
                for (std::size_t j = from; j < to; ++j) marks.mark_fast(rare_val_[j] ^ *(g - rare_pos_[j]));
                continue;
            }
            for (std::size_t j = from; j < to && rare_pos_[j] < rest; ++j)
                if (!(game_.unequal && 2 * rare_pos_[j] == rest)) marks.mark_fast(rare_val_[j] ^ *(g - rare_pos_[j]));
        }
    }

    // Drops from missing_ the values now marked; true when none is left.
    template <class Marks>
    bool all_found(const Marks& marks) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < missing_.size(); ++i)
            if (!marks.marked(missing_[i])) missing_[kept++] = missing_[i];
        missing_.resize(kept);
        return kept == 0;
    }

    // The options that leave no heap or one heap.
    void mark_single_options(std::size_t n) {
        single_options(n, [&](unsigned v) { seen_.mark_fast(v); });
    }
    template <class Mark>
    void single_options(std::size_t n, Mark mark) const {
        for (std::size_t k = 1; k < game_.digit.size() && k <= n; ++k) {
            const unsigned d = game_.digit[k];
            if ((d & 1) && k == n) mark(0);
            if ((d & 2) && k < n) mark(g_[n - k]);
        }
    }

    unsigned sparse_value(std::size_t n) {
        seen_.next();
        const std::size_t rare = rare_pos_.size();
        return value_on(n, seen_, rare, rare, 0);
    }

    // g(n) under the mask, the options marked on marks (empty, or holding the
    // pairs with the rare heaps other than rare_pos_[0..near) and [late..),
    // and those of the first probes, probe_pos_[0..probed)).
    template <class Marks>
    unsigned value_on(std::size_t n, Marks& marks, std::size_t near, std::size_t late, std::size_t probed) {
        // One-heap and no-heap options, and every pair with a rare part.
        single_options(n, [&](unsigned v) { marks.mark_fast(v); });
        rare_pairs(n, 0, near, marks);
        rare_pairs(n, late, rare_pos_.size(), marks);
        unsigned c = 0;  // the least common value that is not an option
        while (!common_[c] || marks.marked(c)) ++c;
        missing_.clear();  // rare values below c not seen yet
        for (std::size_t i = 0; rare_values_[i] < c; ++i)
            if (!marks.marked(rare_values_[i])) missing_.push_back(rare_values_[i]);
        // The probes, 32 at a time, until every rare value below c is seen;
        // then every pair in order, which ends either that way or with every
        // option of the heap marked.
        for (std::size_t p = probed; p < probe_pos_.size(); p += 32) {
            if (all_found(marks)) return c;
            beyond_ += p == probed;
            const std::size_t count = std::min<std::size_t>(32, probe_pos_.size() - p);
            pairs_from(n, &probe_pos_[p], &probe_val_[p], count, marks);
        }
        for (std::size_t a = 1; 2 * a <= n; ++a) {
            if (a % 64 == 1 && all_found(marks)) return c;
            for (std::size_t i = 0; i < splits_.size(); ++i) {
                const std::size_t k = splits_[i];
                if (k + a < n && !(game_.unequal && 2 * a + k == n)) marks.mark_fast(g_[a] ^ g_[n - k - a]);
            }
        }
        return all_found(marks) ? c : marks.mex();  // all options marked: the mex, a rare value below c
    }

    // The options of one heap as bytes row[0..width): every value and xor of
    // values is below width.
    // (A byte of its own type, not a char: a char store may alias anything,
    // and the compiler would reload every pointer after each one.)
    enum Mark : unsigned char { kNo = 0, kYes = 1 };
    struct RowMarks {
        Mark* row;
        std::size_t width;
        void mark_fast(std::size_t v) { row[v] = kYes; }
        bool marked(std::size_t v) const { return v < width && row[v]; }
        unsigned mex() const {
            unsigned m = 0;
            while (m < width && row[m]) ++m;
            return m;
        }
    };

    // The far pairs: small heap and value, ascending; the table (below the
    // block before the one being marked: no race), the splits.
    struct Far {
        const std::uint16_t* g;
        const std::pair<std::uint32_t, std::uint16_t>* part;
        std::size_t parts;
        const std::size_t* splits;
        std::size_t nsplits;
        bool unequal;
        std::size_t width;
    };

    // The block method, for long runs under a mask while values are below
    // 1024: heaps block_ (256) at a time, each heap's options marked as bytes
    // in a row of its own, W bytes (W a power of two above every value so
    // far, so every xor fits). The pairs (r, rest - r) with a far heap r >=
    // 2 block_ (rare heaps and the first probes) need only heaps below the
    // block before: they are marked for a whole block at once, r by r along g
    // (a load and a store a pair, against three loads and a store heap by
    // heap); with two threads the second marks most of them one block ahead.
    // The rest is value_on's, on the row. Returns false once a value reaches
    // W (g_ then ends with it; the caller takes a new W).
    bool extend_blocks(std::size_t end) {
        std::size_t width = 64;
        while (width <= largest_) width *= 2;
        const std::size_t start = g_.size(), B = block_, blocks = (end - start + B - 1) / B;
        const std::size_t near = rare_pos_.size() - far_rare_heaps();  // rare heaps below 2B
        const std::size_t late = rare_pos_.size();  // rare heaps found from here on are not far
        adapt_far_probes();
        std::size_t probed = 0;  // the first probes are far too (choose_mask takes them >= 2B)
        while (probed < std::min(far_probes_, probe_pos_.size()) && probe_pos_[probed] >= 2 * B) ++probed;
        const bool two = threads_ == 2;
        std::vector<std::pair<std::uint32_t, std::uint16_t> > mine, theirs;
        split_far(near, late, probed, two, mine, theirs);
        const std::size_t words = width / 64;
        std::vector<Mark> rows(B * width), helper_rows(two ? B * width : 0);
        std::vector<std::uint64_t> bits(two ? 2 * B * words : 1);
        // What the far marks read, each thread its own copy: nothing that the
        // first thread writes shares a cache line with the second's.
        const Far my_work = {g_.data(), mine.data(), mine.size(), splits_.data(), splits_.size(), game_.unequal, width};
        const Far their_work = {g_.data(), theirs.data(), theirs.size(), splits_.data(), splits_.size(), game_.unequal, width};
        std::atomic<std::size_t> main_done(0), far_done(0);
        std::atomic<bool> stop(false);
        StoppedHelper helper = {std::thread(), stop};
        bool helped = false;  // two threads, and the second one started
        if (two) try {
            Mark* const own = &helper_rows[0];
            std::uint64_t* const out = &bits[0];
            helper.t = std::thread([=, &main_done, &far_done, &stop] {
                far_bits_ahead(their_work, own, out, start, end, B, main_done, far_done, stop);
            });
            helped = true;
        } catch (const std::system_error&) {  // no thread to be had: the first does it all
        }
        for (std::size_t j = 0; j < blocks; ++j) {
            const std::size_t count = std::min(B, end - start - j * B);
            std::fill(rows.begin(), rows.begin() + static_cast<std::ptrdiff_t>(count * width), kNo);
            far_marks(my_work, &rows[0], start + j * B, count);
            if (two && !helped) far_marks(their_work, &rows[0], start + j * B, count);
            if (helped)
                while (far_done.load(std::memory_order_acquire) <= j) std::this_thread::yield();
            const RowMarks marks = {&rows[0], width};
            const std::size_t from = start + j * B, to = std::min(end, start + (j + 1) * B);
            if (!block_values(from, to, marks, &bits[j % 2 * B * words], helped ? words : 0, near, late, probed)) return false;
            main_done.store(j + 1, std::memory_order_release);
        }
        return true;
    }

    // The second thread of extend_blocks: stopped and joined however its block loop ends.
    struct StoppedHelper {
        std::thread t;
        std::atomic<bool>& stop;
        ~StoppedHelper() {
            stop = true;
            if (t.joinable()) t.join();
        }
    };

    // As many far probes as most heaps need: halved when the last run found
    // over half of its heaps done without more, doubled (to 256, 512 with two
    // threads) when nearly all needed more.
    void adapt_far_probes() {
        if (blocked_heaps_ && 2 * blocked_beyond_ < blocked_heaps_) far_probes_ /= 2;
        if (blocked_heaps_ && 10 * blocked_beyond_ > 9 * blocked_heaps_) far_probes_ = std::max<std::size_t>(32, 2 * far_probes_);
        far_probes_ = std::min<std::size_t>(far_probes_, threads_ == 2 ? kFarProbes2 : kFarProbes1);
        blocked_beyond_ = blocked_heaps_ = 0;
    }

    // The far parts (rare heaps near..late, the first `probed` probes), ascending.
    // With two threads the second takes most far pairs (every one but each
    // kShare-th) and passes its marks as bits (a cache line then carries 512
    // marks, not 64), added to the first's rows heap by heap.
    void split_far(std::size_t near, std::size_t late, std::size_t probed, bool two,
                   std::vector<std::pair<std::uint32_t, std::uint16_t> >& mine,
                   std::vector<std::pair<std::uint32_t, std::uint16_t> >& theirs) const {
        std::vector<std::pair<std::uint32_t, std::uint16_t> > far;
        for (std::size_t j = near; j < late; ++j) far.push_back(std::make_pair(rare_pos_[j], rare_val_[j]));
        for (std::size_t j = 0; j < probed; ++j) far.push_back(std::make_pair(probe_pos_[j], probe_val_[j]));
        std::sort(far.begin(), far.end());
        for (std::size_t q = 0; q < far.size(); ++q) (!two || q % kShare == 0 ? mine : theirs).push_back(far[q]);
    }

    // The second thread: the far pairs of w, block by block, as bits in out
    // (two blocks' worth, in turn), at most one block ahead of the first.
    static void far_bits_ahead(const Far w, Mark* own, std::uint64_t* out, std::size_t start, std::size_t end, std::size_t B,
                               const std::atomic<std::size_t>& main_done, std::atomic<std::size_t>& far_done,
                               const std::atomic<bool>& stop) {
        const std::size_t words = w.width / 64, blocks = (end - start + B - 1) / B;
        for (std::size_t j = 0; j < blocks; ++j) {
            // block j's far pairs need the heaps below block j - 1, and its bits those of block j - 2
            while (j >= 2 && main_done.load(std::memory_order_acquire) + 1 < j) {
                if (stop.load(std::memory_order_relaxed)) return;
                std::this_thread::yield();
            }
            const std::size_t count = std::min(B, end - start - j * B);
            std::fill(own, own + count * w.width, kNo);
            far_marks(w, own, start + j * B, count);
            for (std::size_t i = 0; i < count * words; ++i) out[j % 2 * B * words + i] = to_bits(own + 64 * i);
            far_done.store(j + 1, std::memory_order_release);
        }
    }

    // The values of heaps from..to-1, one block's, on their rows from
    // marks.row on: first the second thread's far marks (`words` words a
    // heap from far_bits; none without it). False once a value reaches the
    // rows' width.
    bool block_values(std::size_t from, std::size_t to, RowMarks marks, const std::uint64_t* far_bits, std::size_t words,
                      std::size_t near, std::size_t late, std::size_t probed) {
        for (std::size_t n = from; n < to; ++n, marks.row += marks.width) {
            for (std::size_t i = 0; i < words; ++i) add_bits(*far_bits++, marks.row + 64 * i);
            const std::size_t before = beyond_;
            const unsigned v = value_on(n, marks, near, late, probed);
            ++blocked_heaps_;
            blocked_beyond_ += beyond_ - before;
            push(n, v);
            if (v >= marks.width) return false;
        }
        return true;
    }

    // The far pairs of heaps first..first+count-1 on their rows, 32 heaps at
    // a time so that the rows stay in the first cache.
    static void far_marks(const Far& w, Mark* rows, std::size_t first, std::size_t count) {
        for (std::size_t t = 0; t < count; t += 32) {
            const std::size_t lo = first + t, hi = first + std::min<std::size_t>(count, t + 32);
            for (std::size_t i = 0; i < w.nsplits; ++i) {
                const std::size_t k = w.splits[i];
                for (std::size_t q = 0; q < w.parts && w.part[q].first + k + 1 < hi; ++q) {
                    // heap n has the pair (p, n - k - p) if p < n - k, not p = n - k - p when unequal
                    const std::size_t p = w.part[q].first, from = std::max(lo, p + k + 1);
                    const std::size_t skip = w.unequal ? 2 * p + k : hi;
                    const unsigned x = w.part[q].second;
                    const std::uint16_t* g = w.g + (from - k - p);
                    Mark* row = rows + (from - first) * w.width;
                    for (std::size_t n = from; n < hi; ++n, row += w.width, ++g)
                        if (n != skip) row[x ^ *g] = kYes;
                }
            }
        }
    }

    // The rare heaps the block method would mark a block at a time: with
    // fewer than a block's heaps its rows cost more than they save (0.354,
    // 132 rare heaps: 2.6 times slower).
    std::size_t far_rare_heaps() const {
        return static_cast<std::size_t>(rare_pos_.end() - std::lower_bound(rare_pos_.begin(), rare_pos_.end(), 2 * block_));
    }

    // 64 marks as bits, and bits added to marks.
    static std::uint64_t to_bits(const Mark* m) {
        std::uint64_t b = 0;
#if defined(__SSE2__) && !defined(NIMKIT_NO_SIMD)
        for (int i = 0; i < 4; ++i) {  // the low bit of each byte to the top, then the tops as bits
            const __m128i x = _mm_slli_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(m + 16 * i)), 7);
            b |= std::uint64_t(static_cast<unsigned>(_mm_movemask_epi8(x)) & 0xffff) << (16 * i);
        }
#else
        for (int i = 0; i < 64; ++i) b |= std::uint64_t(m[i]) << i;
#endif
        return b;
    }
    static void add_bits(std::uint64_t b, Mark* m) {
        static const std::vector<std::uint64_t> spread = spread_bytes();
        for (int i = 0; i < 8; ++i, b >>= 8) {
            std::uint64_t x;
            std::memcpy(&x, m + 8 * i, 8);
            x |= spread[b & 255];
            std::memcpy(m + 8 * i, &x, 8);
        }
    }
    // spread[b]: the 8 bytes whose i-th is bit i of b (whatever the byte order).
    static std::vector<std::uint64_t> spread_bytes() {
        std::vector<std::uint64_t> spread(256);
        for (unsigned b = 0; b < 256; ++b) {
            unsigned char m[8];
            for (int i = 0; i < 8; ++i) m[i] = (b >> i) & 1;
            std::memcpy(&spread[b], m, 8);
        }
        return spread;
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
        rare_values_.clear();
        for (unsigned v = 0; v <= 65536; ++v) {
            common_[v] = static_cast<unsigned char>(parity(v & mask_));
            if (!common_[v]) rare_values_.push_back(v);
        }
        choose_probes(count.size());
    }

    // Probes: small heaps with common values, one of each value in turn, so
    // that their partners g(rest - a) = g(a) ^ w cover the likely values
    // (`values`: one more than the largest value).
    void choose_probes(std::size_t values) {
        std::vector<std::vector<std::uint32_t> > by_value(values);
        // (From heap 2 block_ on where the block method will run, which marks
        // the first of them a block at a time; small heaps are better probes.)
        const std::size_t small = std::min<std::size_t>(g_.size() / 2, 1u << 16);
        const bool blocks = g_.size() >= 16 * block_ && far_rare_heaps() >= block_;
        for (std::size_t a = blocks ? 2 * block_ : 1; a < small; ++a)
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
    std::vector<unsigned> rare_values_;      // the v <= 65536 with parity(v & mask) 0, ascending
    std::vector<unsigned> missing_;          // the rare values below c not marked by then
    MexStamps seen_;
    std::size_t block_;                      // heaps a block (block method)
    std::size_t far_probes_;                 // probes the block method marks a block at a time
    std::size_t beyond_;                     // heaps that needed probes beyond those marked before
    std::size_t blocked_heaps_, blocked_beyond_;  // the block method's last run: heaps, those that needed more
    enum { kProbe = 128 };                   // pairs marked one by one before the byte compares
    enum { kFarProbes1 = 256, kFarProbes2 = 512 };  // probes marked a block at a time (1 or 2 threads)
    enum { kShare = 4 };                     // with two threads the first marks one far pair in kShare
    bool bytes_ok_;                          // no value above 255 so far
    unsigned largest_;                       // the largest value so far
    unsigned threads_;
    std::vector<unsigned char> fwd_, rev_;   // g as bytes, forward and reversed (direct method)
};

}  // namespace nimkit

#endif
