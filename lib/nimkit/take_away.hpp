// nimkit/take_away.hpp - take-away games with a memory: Fibonacci Nim and
// Schwenk's generalisation.
//
// Game: one heap of n; the first move takes any number but not all; every later
//   move takes at least 1 and at most R times what the previous move took
//   (R >= 1; R = 2 is Fibonacci Nim). Whoever takes the last token wins. A
//   state is (heap h, most the mover may take m): the first move is (n, n-1).
// Theorem (Schwenk 1970; Whinihan 1963 for R = 2; proof in docs/theory.md,
//   "Take-away games with a memory"): let H_1 = 1, H_{k+1} = H_k + H_j with j
//   the least index such that R * H_j >= H_k (R = 1: powers of 2; R = 2:
//   Fibonacci numbers 1, 2, 3, 5, 8, ...). Every h >= 1 is, by the greedy rule
//   (take the largest H <= what is left), a sum of H's each more than R times
//   the next; s(h) is its smallest term. The mover at (h, m) wins iff
//   s(h) <= m, by taking s(h). So the first player loses at n iff n is an H.
// Corollary: s(h) is the SMALLEST winning take (HDU 2486 asks for it). Proof:
//   let t < s = s(h), h = A + s with A the greedy's larger terms. h - t =
//   A + (s - t) with s - t < s, so its greedy sum is A's terms, then those
//   of s - t: s(h - t) = s(s - t). s is an H, so the first player at s
//   loses: every take t of 1..s-1 leaves a won (s - t, R t), s(s - t) <= R t.
//   So after t the opponent wins, by the theorem.
// Storage: the H's as runs of equal steps: from an H h the step is c = the
//   least H with R*c >= h, and stays c while h <= R*c, so there is about one
//   run per H up to limit/R (to 2^64-1: R = 1: 64 runs, R = 2: 91, R = 1000:
//   31126, R = 10^4: 265184; R = 10^9 to 10^15: 10^6). Past kTakeAwayRoom
//   (2^20) runs std::length_error: R = 10^5 to 2^64-1, or R = 10^9 to 10^18
//   (10^9 runs). Below R + 1 every heap is an H; above, h -> h + ceil(h/R) is
//   the Odlyzko-Wilf iteration of the Josephus problem, for which we know no
//   shortcut, so a limit far beyond R stays out of reach for R near 10^9.
// Cost: TakeAway(R, limit) O(runs) time, 40 bytes a run; floor, losing,
//   mover_wins O(log runs) (a bucket by bit length, then binary search); s(h)
//   and the winning takes O(terms) such steps, terms <= log_(R+1)(h) + 1 <= 64
//   (each term found by galloping down from the last one). Measured: 10^7
//   verdicts and 3*10^6 first moves a second for R <= 1000 and heaps to 10^18;
//   10^6 of each for R = 10^9 (10^6 runs). No overflow anywhere: limit and R
//   up to 2^64-1.
// Proved by: tests/test_take_away.cpp - against search over (heap, limit)
//   states for R 1..6 and every heap <= 600 (R 7..20: <= 300): the losing
//   heaps, every state's verdict and winning take, the first move, and that
//   these takes are the smallest winning ones; the
//   recurrence computed literally in 128 bits to 2^64-1 (R 1..60, 1000,
//   10^4), with floor, count, s(h) and the first move against a greedy over
//   that list at random heaps; the runs checked against the recurrence run
//   by run for R up to 2^64-1 (R = 10^9: to 10^15, and h -> h + ceil(h/R)
//   above R + 1); first moves from heaps near 10^18 and 2^64 to lost states.
#ifndef NIMKIT_TAKE_AWAY_HPP
#define NIMKIT_TAKE_AWAY_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace nimkit {

const std::size_t kTakeAwayRoom = static_cast<std::size_t>(1) << 20;  // runs kept; heaps take_away_losing lists

// The H's first, first + step, ..., last; `before` of them are smaller.
struct TakeAwayRun {
    std::uint64_t first, step, last, before;
};

class TakeAway {
public:
    // The H's up to limit for ratio R >= 1; std::length_error past kTakeAwayRoom runs.
    TakeAway(std::uint64_t ratio, std::uint64_t limit) : ratio_(ratio), limit_(limit) {
        assert(ratio >= 1 && "TakeAway: the ratio R is at least 1");
        build();
    }

    std::uint64_t ratio() const { return ratio_; }
    std::uint64_t limit() const { return limit_; }
    const std::vector<TakeAwayRun>& runs() const { return runs_; }

    // The largest H <= n (n >= 1, n <= limit).
    std::uint64_t floor(std::uint64_t n) const {
        assert(n >= 1 && n <= limit_ && "TakeAway::floor: 1 <= n <= limit");
        const TakeAwayRun& r = run_of(n);
        return n >= r.last ? r.last : r.first + (n - r.first) / r.step * r.step;
    }
    // How many H's are <= n (n <= limit).
    std::uint64_t count(std::uint64_t n) const {
        assert(n <= limit_ && "TakeAway::count: n <= limit");
        if (n == 0) return 0;
        const TakeAwayRun& r = run_of(n);
        return r.before + ((n >= r.last ? r.last : n) - r.first) / r.step + 1;
    }
    // n is an H: the first player loses at n (n <= limit).
    bool losing(std::uint64_t n) const { return n >= 1 && floor(n) == n; }

    // The smallest term of h's greedy sum (1 <= h <= limit). After a term f
    // from run i, what is left is below the gap to the next H, the run's step,
    // which is at most its first number: the next term lies in a lower run,
    // found by galloping down from i.
    std::uint64_t smallest_term(std::uint64_t h) const {
        assert(h >= 1 && h <= limit_ && "TakeAway::smallest_term: 1 <= h <= limit");
        std::size_t i = index_of(h);
        for (;;) {
            const TakeAwayRun& r = runs_[i];
            const std::uint64_t f = h >= r.last ? r.last : r.first + (h - r.first) / r.step * r.step;
            if (f == h) return h;
            h -= f;
            std::size_t hi = i, d = 1;  // first_[hi] > h
            while (d < hi && d <= 64 && first_[hi - d] > h) hi -= d, d *= 2;
            i = d > 64 ? index_of(h) : last_at_most(h, d < hi ? hi - d : 0, hi);
        }
    }

    // The first player at heap n (n <= limit) wins: n is not an H (and n >= 2).
    bool mover_wins(std::uint64_t n) const { return n >= 1 && !losing(n); }
    // How much the first move takes to win (1 <= it < n), or 0 when the mover loses;
    // the smallest winning first move.
    std::uint64_t winning_move(std::uint64_t n) const {
        if (n == 0) return 0;
        const std::uint64_t s = smallest_term(n);
        return s < n ? s : 0;
    }

    // The mover at heap h (<= limit) who may take 1..m wins (h = 0: lost).
    bool state_mover_wins(std::uint64_t h, std::uint64_t m) const { return h >= 1 && smallest_term(h) <= m; }
    // A winning take at (h, m): s(h), the smallest one, or 0 when the mover loses.
    std::uint64_t state_winning_take(std::uint64_t h, std::uint64_t m) const {
        if (h == 0) return 0;
        const std::uint64_t s = smallest_term(h);
        return s <= m ? s : 0;
    }

private:
    static unsigned bit_length(std::uint64_t n) {
#if defined(__GNUC__)
        return n ? 64u - static_cast<unsigned>(__builtin_clzll(n)) : 0u;
#else
        unsigned b = 0;
        for (unsigned half = 32; half; half >>= 1)
            if (n >> half) n >>= half, b += half;
        return b + (n != 0);
#endif
    }

    // The last run in [lo, hi) whose first is <= n, given runs_[lo].first <= n.
    std::size_t last_at_most(std::uint64_t n, std::size_t lo, std::size_t hi) const {
        while (hi - lo > 1) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (first_[mid] <= n) lo = mid;
            else hi = mid;
        }
        return lo;
    }

    // The run holding n's floor (n >= 1): between the runs that start below
    // 2^(b-1) and those below 2^b, b = n's bit length.
    std::size_t index_of(std::uint64_t n) const {
        const unsigned b = bit_length(n);
        return last_at_most(n, bucket_[b - 1] > 0 ? bucket_[b - 1] - 1 : 0, bucket_[b]);
    }
    const TakeAwayRun& run_of(std::uint64_t n) const { return runs_[index_of(n)]; }

    // From h, the step is c = the least H with R*c >= h, and stays c while
    // h <= R*c; c is an H already listed (c <= h; c = h only for R = 1).
    void build() {
        grow_runs();
        first_.resize(runs_.size());
        for (std::size_t k = 0; k < runs_.size(); ++k) first_[k] = runs_[k].first;
        std::size_t i = 0;
        for (unsigned b = 0; b <= 64; ++b) {
            while (i < runs_.size() && (b == 64 || runs_[i].first < (std::uint64_t(1) << b))) ++i;
            bucket_[b] = i;
        }
    }

    void grow_runs() {
        if (limit_ == 0) return;
        std::uint64_t h = 1, c = 1, before = 0;
        std::size_t ci = 0;  // the run holding c
        TakeAwayRun first = {1, 1, 1, 0};
        runs_.push_back(first);
        for (;;) {
            while (c <= (h - 1) / ratio_) {  // R*c < h: the next H
                const TakeAwayRun& r = runs_[ci];
                if (c < r.last) c += r.step;
                else c = runs_[++ci].first;
            }
            const std::uint64_t top = c > limit_ / ratio_ ? limit_ : ratio_ * c;  // the run ends at R*c or limit
            const std::uint64_t last = h + (top - h) / c * c;
            TakeAwayRun& run = runs_.back();
            run.step = c;
            run.last = last;
            before += (last - h) / c + 1;
            if (last > limit_ - c) break;  // the next H is beyond the limit
            h = last + c;
            if (runs_.size() == kTakeAwayRoom) throw std::length_error("take-away: more runs of losing heaps than kTakeAwayRoom");
            TakeAwayRun next = {h, h, h, before};
            runs_.push_back(next);
        }
    }

    std::uint64_t ratio_, limit_;
    std::vector<TakeAwayRun> runs_;
    std::vector<std::uint64_t> first_;  // runs_[i].first, searched apart (denser in the cache)
    std::size_t bucket_[65];  // bucket_[b]: how many runs start below 2^b (b = 64: all)
};

// The H's up to limit, in order (R >= 1); std::length_error past kTakeAwayRoom of them.
inline std::vector<std::uint64_t> take_away_losing(std::uint64_t ratio, std::uint64_t limit) {
    assert(ratio >= 1 && "take_away_losing: the ratio R is at least 1");
    const TakeAway t(ratio, limit);
    if (t.count(limit) > kTakeAwayRoom) throw std::length_error("take-away: more losing heaps than kTakeAwayRoom");
    std::vector<std::uint64_t> out;
    for (std::size_t i = 0; i < t.runs().size(); ++i) {
        const TakeAwayRun& r = t.runs()[i];
        for (std::uint64_t h = r.first;; h += r.step) {
            out.push_back(h);
            if (h == r.last) break;
        }
    }
    return out;
}

// One query: builds the runs up to n (O(runs)); for many, keep a TakeAway.
inline bool take_away_mover_wins(std::uint64_t ratio, std::uint64_t n) {
    assert(ratio >= 1 && "take_away_mover_wins: the ratio R is at least 1");
    return TakeAway(ratio, n).mover_wins(n);
}

inline std::uint64_t take_away_winning_move(std::uint64_t ratio, std::uint64_t n) {
    assert(ratio >= 1 && "take_away_winning_move: the ratio R is at least 1");
    return TakeAway(ratio, n).winning_move(n);
}

}  // namespace nimkit

#endif
