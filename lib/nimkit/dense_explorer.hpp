// nimkit/dense_explorer.hpp - Grundy values by memoised search over positions
// numbered 0, 1, 2, ...: flat arrays, no hashing.
//
// DenseExplorer<Options>: the caller numbers the positions (a digit string of
//   length L as 1 + 10 + ... + 10^(L-1) + its value, a pair (a, b) as
//   a * (B + 1) + b, ...); options(i, out) fills `out` (cleared before each
//   call) with the numbers of position i's options. grundy(i) is the mex of
//   the options' values (Sprague-Grundy), kept in one array of 32-bit values
//   indexed by number, which grows to the largest number met (give the size
//   to the constructor to allocate once). The search is iterative: an explicit
//   stack of open positions, their options in one shared array, so a chain of
//   10^6 positions is no deeper for the C++ stack than one. A position met
//   again while it is open means the game is loopy: std::logic_error naming
//   nimkit/graph_game.hpp; the open positions are forgotten, values found stay.
//   mover_wins, move_to, winning_move; table(n) gives g(0..n-1).
// Cost: O(1) per option listed (an array read, a copy into the stack), O(mex)
//   per position, 4 bytes per number up to the largest met. On HDU 1404's
//   1,111,111 digit strings: within 2x of a hand-written array memo
//   (scripts/bench --dense); GameExplorer<std::string> is about 50 times slower.
// Theorem: Sprague-Grundy - a position's value is the mex of its options'
//   values, 0 exactly for the positions the mover loses (normal play, every
//   play finite); see docs/theory.md, "Exploring a game".
// Proved by: tests/test_dense_explorer.cpp - values against GameExplorer and
//   against an independent recursive search, on Digital Deletions (every
//   string of at most 4 digits), a two-heap game (every (a, b) <= 60) and a
//   subtraction game (every heap <= 2000, against subtraction_grundy_table);
//   winning moves; the loop error and reuse after it; a chain of 10^6
//   positions; growth past the size given.
#ifndef NIMKIT_DENSE_EXPLORER_HPP
#define NIMKIT_DENSE_EXPLORER_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "nimkit/internal_mex.hpp"

namespace nimkit {

// What a DenseExplorer computes: Grundy values (every option searched), or
// only who wins (a position is won at its first lost option; the rest of its
// options are never searched - what a hand-written win/lose memo does).
enum DenseMode { dense_grundy, dense_verdicts };

template <class Options>
class DenseExplorer {
public:
    // size: positions 0..size-1 allocated at once (more grow as they are met).
    explicit DenseExplorer(Options options, std::size_t size = 0, DenseMode mode = dense_grundy)
        : options_(options), value_(size, static_cast<std::uint32_t>(kUnknown)), known_(0), verdicts_(mode == dense_verdicts) {}

    // The Grundy value of position i: the mex of its options' values
    // (dense_grundy mode only).
    unsigned grundy(std::size_t i) {
        assert(!verdicts_ && "DenseExplorer::grundy: the explorer was made with dense_verdicts (use mover_wins)");
        return value(i);
    }

    bool mover_wins(std::size_t i) { return value(i) != 0; }

    // A move from i to a position of value target < grundy(i) (one exists by
    // the mex rule); false if target >= grundy(i). With dense_verdicts only
    // target 0 (winning_move).
    bool move_to(std::size_t i, unsigned target, std::size_t& to) {
        assert((!verdicts_ || target == 0) && "DenseExplorer::move_to: dense_verdicts knows only target 0");
        if (target >= value(i)) return false;
        std::vector<std::size_t> opts;
        options_(i, opts);
        for (std::size_t k = 0; k < opts.size(); ++k)
            if (value(opts[k]) == target) {
                to = opts[k];
                return true;
            }
        throw std::logic_error("dense explorer: no option of a value below the mex (options(i) lists different options each call)");
    }

    // A move to a position the mover of `to` loses; false if i is lost.
    bool winning_move(std::size_t i, std::size_t& to) { return move_to(i, 0, to); }

    // g(0..n-1) (with dense_verdicts: 1 for a won position, 0 for a lost one).
    std::vector<unsigned> table(std::size_t n) {
        std::vector<unsigned> g(n);
        for (std::size_t i = 0; i < n; ++i) g[i] = value(i);
        return g;
    }

    // Positions whose value is known.
    std::size_t size() const { return known_; }

private:
    unsigned value(std::size_t i) {
        if (i < value_.size() && value_[i] < kOpen) return value_[i];
        try {
            return search(i);
        } catch (...) {
            abandon();
            throw;
        }
    }

    enum : std::uint32_t { kUnknown = 0xFFFFFFFFu, kOpen = 0xFFFFFFFEu };

    struct Frame {
        std::size_t pos, next;  // its options: lists_[its depth]; next to look at
    };

    void grow(std::size_t i) {
        std::size_t n = value_.size() < 16 ? 16 : 2 * value_.size();
        if (n <= i) n = i + 1;
        value_.resize(n, static_cast<std::uint32_t>(kUnknown));
    }

    // Marks i open, lists its options in the list of its depth, pushes its frame.
    void open(std::size_t i) {
        const std::size_t depth = stack_.size();
        if (depth == lists_.size()) lists_.push_back(std::vector<std::size_t>());
        std::vector<std::size_t>& list = lists_[depth];
        list.clear();
        options_(i, list);
        value_[i] = kOpen;
        Frame f = {i, 0};
        stack_.push_back(f);
    }

    unsigned search(std::size_t root) {
        if (root >= value_.size()) grow(root);
        open(root);
        for (;;) {
            Frame& f = stack_.back();
            const std::vector<std::size_t>& list = lists_[stack_.size() - 1];
            bool won = false;  // dense_verdicts: a lost option seen
            for (; f.next < list.size(); ++f.next) {
                if (list[f.next] >= value_.size()) grow(list[f.next]);
                const std::uint32_t v = value_[list[f.next]];
                if (v == kUnknown) break;
                if (v == kOpen)
                    throw std::logic_error(
                        "dense explorer: a position repeats (the game is loopy, play may never end): "
                        "use nimkit/graph_game.hpp (win, lose or draw; Smith's values)");
                if (verdicts_ && v == 0) {
                    won = true;
                    break;
                }
            }
            if (!won && f.next < list.size()) {
                open(list[f.next]);  // f and list are not used again: stack_ and lists_ may move
                continue;
            }
            unsigned g = won ? 1 : 0;
            if (!verdicts_) {
                seen_.next();
                for (std::size_t k = 0; k < list.size(); ++k) seen_.mark(value_[list[k]]);
                g = seen_.mex();
            }
            value_[f.pos] = g;
            ++known_;
            stack_.pop_back();
            if (stack_.empty()) return g;
        }
    }

    // After an exception: forget the open positions (values found stay).
    void abandon() {
        for (std::size_t k = 0; k < stack_.size(); ++k) value_[stack_[k].pos] = kUnknown;
        stack_.clear();
    }

    Options options_;
    std::vector<std::uint32_t> value_;  // by number: a value, kOpen or kUnknown
    std::size_t known_;
    std::vector<Frame> stack_;
    std::vector<std::vector<std::size_t> > lists_;  // the options of the open position at each depth
    MexStamps seen_;
    bool verdicts_;
};

// make_dense_explorer(options, size, mode): the explorer of a lambda, its type deduced.
template <class Options>
DenseExplorer<Options> make_dense_explorer(Options options, std::size_t size = 0, DenseMode mode = dense_grundy) {
    return DenseExplorer<Options>(options, size, mode);
}

}  // namespace nimkit

#endif
