// nimkit/heap_sieve.hpp - the P-positions of games on tuples of heaps whose
// moves subtract a direction vector any positive number of times (take from
// one heap, the same from two, from all three, ...), by a sieve: one bit a
// position, every position one move before a P-position marked from it.
//
// Game: a position is (x_1, ..., x_d), 0 <= x_i <= bound_i; a move picks a
//   direction (v_1, ..., v_d) from the set (each v_i >= 0, not all 0) and a
//   t >= 1 with every x_i - t v_i >= 0, and subtracts t v_i from each heap.
//   Who cannot move loses. Wythoff's game is d = 2 with (1,0), (0,1), (1,1).
// Sieve: positions in an order where x - t v always comes before x (an index
//   that grows with each heap); an unmarked position is a P-position (no move
//   reaches a P-position: those would have marked it), and it marks x + t v
//   for every direction and t while inside the bounds (their mover wins by
//   moving to x). O(cells + P-positions * directions * bound) time - the P-
//   positions are about cells / bound for these games, so about cells x
//   directions - and cells / 8 bytes.
// HeapSieve::symmetric: the game does not care about the order of the heaps
//   (the direction set is closed under permuting coordinates, checked): only
//   sorted tuples a_1 <= ... <= a_d <= n are kept (about n^d / d! cells),
//   indexed by sum_i C(a_i + i - 1, i) (the combinatorial number system of
//   multisets, which grows with each a_i); a marked x + t v is sorted first.
// Proved by: tests/test_heap_sieve.cpp - every set of directions drawn from
//   {0,1,2}^2 (255 games, heaps <= 7), from {0,1}^3 (127 games, heaps <= 5),
//   every symmetric set built from the 9 permutation classes of {0,1,2}^3 (511
//   games, heaps <= 6), and four-heap games, against GameExplorer's search of
//   the game's own moves.
#ifndef NIMKIT_HEAP_SIEVE_HPP
#define NIMKIT_HEAP_SIEVE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace nimkit {

class HeapSieve {
public:
    typedef std::vector<unsigned> Direction;

    // Heaps 0..bounds[i] each, in order (the tuples as given). At most 8 heaps,
    // below 2^40 cells (std::length_error otherwise).
    HeapSieve(const std::vector<Direction>& directions, const std::vector<std::uint64_t>& bounds)
        : dirs_(directions), bounds_(bounds), row_(0), symmetric_(false), lost_(0) {
        check();
        std::uint64_t cells = 1;
        for (std::size_t i = 0; i < bounds.size(); ++i) {
            stride_.push_back(cells);
            cells = grow(cells, bounds[i] + 1);
        }
        cells_ = cells;
        run_ordered();
    }

    // d heaps each 0..n, any order: sorted tuples only. The directions must be
    // closed under permutations (std::invalid_argument otherwise).
    static HeapSieve symmetric(const std::vector<Direction>& directions, std::size_t heaps, std::uint64_t n) {
        return HeapSieve(directions, heaps, n);
    }

    std::uint64_t cells() const { return cells_; }
    std::uint64_t lost_count() const { return lost_; }
    std::size_t heaps() const { return bounds_.size(); }

    // True iff the player to move loses at `x` (any order for a symmetric game).
    bool lost(const std::vector<std::uint64_t>& x) const {
        assert(x.size() == bounds_.size() && "HeapSieve::lost: one size a heap");
        std::uint64_t a[kMaxHeaps];
        for (std::size_t i = 0; i < x.size(); ++i) {
            assert(x[i] <= bounds_[i] && "HeapSieve::lost: within the bounds");
            a[i] = x[i];
        }
        if (symmetric_) std::sort(a, a + x.size());
        return !marked(index(a));
    }

    // f(x) for every P-position x (sorted tuples for a symmetric game), in the
    // sieve's order.
    template <class F>
    void for_each_lost(F f) const {
        std::vector<std::uint64_t> x(bounds_.size(), 0);
        for (std::uint64_t i = 0; i < cells_; ++i, next(x))
            if (!marked(i)) f(static_cast<const std::vector<std::uint64_t>&>(x));
    }

private:
    enum { kMaxHeaps = 8 };

    HeapSieve(const std::vector<Direction>& directions, std::size_t heaps, std::uint64_t n)
        : dirs_(directions), bounds_(heaps, n), row_(0), symmetric_(true), lost_(0) {
        assert(heaps >= 1 && "HeapSieve::symmetric: at least one heap");
        check();
        for (std::size_t i = 0; i < dirs_.size(); ++i) {
            Direction p = dirs_[i];
            std::sort(p.begin(), p.end());
            do
                if (std::find(dirs_.begin(), dirs_.end(), p) == dirs_.end())
                    throw std::invalid_argument("HeapSieve::symmetric: the directions are not closed under permuting the heaps");
            while (std::next_permutation(p.begin(), p.end()));
        }
        // C(v + i, i + 1): the i-th term of the index, a_i = v
        if (n >= (1ULL << 40)) throw std::length_error("HeapSieve: 2^40 cells or more (n = " + std::to_string(n) + ")");
        row_ = static_cast<std::size_t>(n) + 1;
        choose_.assign(heaps * row_, 0);
        cells_ = 1;  // the index of (n, ..., n), plus 1
        for (std::size_t i = 0; i < heaps; ++i) {
            for (std::size_t v = 1; v <= n; ++v)  // Pascal's rule
                choose_[i * row_ + v] = sum(choose_[i * row_ + v - 1], i == 0 ? 1 : choose_[(i - 1) * row_ + v]);
            cells_ = sum(cells_, choose_[i * row_ + static_cast<std::size_t>(n)]);
        }
        run_symmetric();
    }

    void check() {
        if (bounds_.size() > kMaxHeaps) throw std::length_error("HeapSieve: at most 8 heaps");
        for (std::size_t i = 0; i < dirs_.size(); ++i) {
            bool moves = false;
            for (std::size_t j = 0; j < dirs_[i].size(); ++j) moves = moves || dirs_[i][j];
            if (dirs_[i].size() != bounds_.size() || !moves)
                throw std::invalid_argument("HeapSieve: a direction has one entry a heap, not all 0");
        }
    }

    // a * b, refused at 2^40 cells.
    static std::uint64_t grow(std::uint64_t a, std::uint64_t b) {
        if (b && a > (1ULL << 40) / b) throw std::length_error("HeapSieve: 2^40 cells or more (" + std::to_string(a) + " x " + std::to_string(b) + ")");
        return a * b;
    }

    static std::uint64_t sum(std::uint64_t a, std::uint64_t b) {
        if (a + b >= (1ULL << 40)) throw std::length_error("HeapSieve: 2^40 cells or more");
        return a + b;
    }

    bool marked(std::uint64_t i) const { return bits_[static_cast<std::size_t>(i >> 6)] >> (i & 63) & 1; }
    void mark(std::uint64_t i) { bits_[static_cast<std::size_t>(i >> 6)] |= 1ULL << (i & 63); }

    std::uint64_t index(const std::uint64_t* a) const {
        std::uint64_t r = 0;
        for (std::size_t i = 0; i < bounds_.size(); ++i)
            r += symmetric_ ? choose_[i * row_ + static_cast<std::size_t>(a[i])] : a[i] * stride_[i];
        return r;
    }

    // The tuple of the next index: ordered, heap 0 fastest; sorted, the least
    // heap that can grow without passing the next one grows, those below reset.
    void next(std::vector<std::uint64_t>& x) const {
        for (std::size_t i = 0; i < x.size(); ++i) {
            const std::uint64_t top = symmetric_ && i + 1 < x.size() ? x[i + 1] : bounds_[i];
            if (x[i] < top) {
                ++x[i];
                return;
            }
            x[i] = 0;
        }
    }

    void run_ordered() {
        bits_.assign(static_cast<std::size_t>(cells_ / 64 + 1), 0);
        const std::size_t d = bounds_.size();
        std::vector<std::uint64_t> step(dirs_.size(), 0);
        for (std::size_t k = 0; k < dirs_.size(); ++k)
            for (std::size_t i = 0; i < d; ++i) step[k] += dirs_[k][i] * stride_[i];
        std::vector<std::uint64_t> x(d, 0);
        for (std::uint64_t i = 0; i < cells_; ++i, next(x)) {
            if (marked(i)) continue;
            ++lost_;
            for (std::size_t k = 0; k < dirs_.size(); ++k) {
                std::uint64_t times = ~0ULL;  // how far x + t v stays inside
                for (std::size_t j = 0; j < d; ++j)
                    if (dirs_[k][j]) times = std::min(times, (bounds_[j] - x[j]) / dirs_[k][j]);
                for (std::uint64_t t = 1, at = i + step[k]; t <= times; ++t, at += step[k]) mark(at);
            }
        }
    }

    void run_symmetric() {
        bits_.assign(static_cast<std::size_t>(cells_ / 64 + 1), 0);
        std::vector<std::uint64_t> x(bounds_.size(), 0);
        for (std::uint64_t i = 0; i < cells_; ++i, next(x)) {
            if (marked(i)) continue;
            ++lost_;
            switch (bounds_.size()) {  // the heap count as a constant: the loops below unroll
                case 1: rays<1>(x); break;
                case 2: rays<2>(x); break;
                case 3: rays<3>(x); break;
                case 4: rays<4>(x); break;
                case 5: rays<5>(x); break;
                case 6: rays<6>(x); break;
                case 7: rays<7>(x); break;
                default: rays<8>(x); break;
            }
        }
    }

    // Marks x + t v, sorted, for every direction v and t >= 1 inside the bounds.
    template <std::size_t D>
    void rays(const std::vector<std::uint64_t>& x) {
        const std::uint64_t n = bounds_[0];
        std::uint64_t y[D], z[D], v[D];
        for (std::size_t k = 0; k < dirs_.size(); ++k) {
            std::uint64_t times = ~0ULL;  // how far x + t v stays inside
            for (std::size_t j = 0; j < D; ++j) {
                v[j] = dirs_[k][j];
                y[j] = x[j];
                if (v[j]) times = std::min(times, (n - x[j]) / v[j]);
            }
            for (std::uint64_t t = 1; t <= times; ++t) {
                for (std::size_t j = 0; j < D; ++j) z[j] = y[j] += v[j];
                for (std::size_t j = D; j > 1; --j)  // a sorting network of min and max: no branch to mispredict
                    for (std::size_t q = 0; q + 1 < j; ++q) {
                        const std::uint64_t lo = std::min(z[q], z[q + 1]), hi = std::max(z[q], z[q + 1]);
                        z[q] = lo, z[q + 1] = hi;
                    }
                std::uint64_t at = 0;
                for (std::size_t j = 0; j < D; ++j) at += choose_[j * row_ + static_cast<std::size_t>(z[j])];
                mark(at);
            }
        }
    }

    std::vector<Direction> dirs_;
    std::vector<std::uint64_t> bounds_, stride_;
    std::vector<std::uint64_t> choose_;  // choose_[i * row_ + v] = C(v + i, i + 1)
    std::size_t row_;
    bool symmetric_;
    std::uint64_t cells_, lost_;
    std::vector<std::uint64_t> bits_;
};

}  // namespace nimkit

#endif
