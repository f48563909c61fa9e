// nimkit/game_explorer.hpp - any game written in C++: its Grundy values by a
// memoised search over positions of any type.
//
// GameExplorer<Pos, Options, Hash>: positions of any type with a hash and
//   equality; options(pos, out) lists a position's options in `out`. grundy(p)
//   is the mex of the options' values (Sprague-Grundy), memoised in an
//   unordered_map; the search is iterative (an explicit stack, the options of
//   every open position in one shared array), so a chain of 10^6 positions is
//   no deeper for the C++ stack than one. A position met again while it is
//   still open means the game is loopy: std::logic_error naming
//   nimkit/graph_game.hpp (draws, Smith's values); the positions still open
//   are forgotten (values already found stay), so the explorer stays usable.
//   mover_wins, winning_move, p_positions, and sums: sum_mover_wins (the xor
//   of the values) and sum_winning_move (a part whose value v has v ^ X < v,
//   moved to a position of value v ^ X). Cost: one hash lookup per option
//   listed; positions numbered 0..n-1 are searched with flat arrays by
//   DenseExplorer (nimkit/dense_explorer.hpp), several times faster.
// Options with a multiplicity: options(pos, out) may instead fill out with
//   sums of games, each part c copies of a position (Copies: any c up to
//   2^64 - 1), an option worth the xor of its parts' values taken when c is
//   odd (G + G = 0: the second player copies every move). The type of `out`
//   decides which form a game uses; parts of even count are never searched.
// heap_game_table(options, n): g(0..n) of a heap game given as code:
//   options(n, out) lists the multisets of heaps a move from one heap of n
//   leaves (each part < n), an option worth the xor of its parts' values;
//   or, with Copies<std::uint64_t> parts, "c copies of heap x" (a heap of 2x
//   becomes k heaps of x, k up to 10^18). heap_move_to finds such a move to a
//   given value (a winning move in a sum of heaps).
// Theorem: Sprague-Grundy (a position's value is the mex of its options'
//   values; a sum's is the xor of its parts'); see docs/theory.md, "Exploring
//   a game". This header needs no pattern finder: nimkit/explore.hpp adds the
//   detectors (periods, pairs, features) on top of it.
// Proved by: tests/test_explore.cpp - values against take_break_table (0.77,
//   heaps <= 300), subtraction_grundy_table, wythoff_cold (a, b <= 200) and
//   independent searches of a bitmask game and a string game; the loop error; a
//   chain of 10^6 positions; sums against P/N search of the sum;
//   tests/test_explore_copies.cpp - options with copies (a heap of 2x into k
//   heaps of x, k <= 4 and 10^18) against P/N search over the sums the moves
//   really leave.
#ifndef NIMKIT_GAME_EXPLORER_HPP
#define NIMKIT_GAME_EXPLORER_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "nimkit/internal_mex.hpp"

namespace nimkit {

// Hashes for positions std::hash lacks: a pair of numbers, and a sequence of
// numbers (std::vector of integers; a std::string has std::hash already).
struct PairHash {
    template <class A, class B>
    std::size_t operator()(const std::pair<A, B>& p) const {
        const std::uint64_t h = static_cast<std::uint64_t>(p.first) * 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(p.second);
        return static_cast<std::size_t>(h ^ (h >> 29));
    }
};

struct SequenceHash {
    template <class Seq>
    std::size_t operator()(const Seq& s) const {
        std::uint64_t h = 0x243F6A8885A308D3ULL ^ s.size();
        for (typename Seq::const_iterator i = s.begin(); i != s.end(); ++i)
            h = (h ^ static_cast<std::uint64_t>(*i)) * 0x100000001B3ULL;
        return static_cast<std::size_t>(h ^ (h >> 31));
    }
};

// `count` copies of a position, one part of an option that is a sum of games.
template <class Pos>
struct Copies {
    Pos pos;
    std::uint64_t count;
};

template <class Pos>
Copies<Pos> copies(const Pos& pos, std::uint64_t count) {
    Copies<Pos> c = {pos, count};
    return c;
}

namespace explore_detail {
// Whether options(p, out) takes `out` as a list of sums (std::vector of
// std::vector<Copies<Pos>>) rather than a list of positions.
template <class Options, class Pos>
class lists_sums {
    typedef std::vector<std::vector<Copies<Pos> > > Sums;
    template <class O>
    static char test(decltype(std::declval<O&>()(std::declval<const Pos&>(), std::declval<Sums&>()))*);
    template <class O>
    static long test(...);

public:
    static const bool value = sizeof(test<Options>(0)) == 1;
};
}  // namespace explore_detail

template <class Pos, class Options, class Hash = std::hash<Pos> >
class GameExplorer {
public:
    typedef std::vector<Copies<Pos> > Sum;  // an option given as a sum of copies

    explicit GameExplorer(Options options, Hash hash = Hash()) : options_(options), memo_(16, hash) {}

    // The Grundy value of p: the mex of its options' values.
    unsigned grundy(const Pos& p) {
        typename Memo::const_iterator known = memo_.find(p);
        if (known != memo_.end() && known->second != static_cast<unsigned>(kOpen)) return known->second;
        try {
            return search(p);
        } catch (...) {
            abandon();
            throw;
        }
    }

    bool mover_wins(const Pos& p) { return grundy(p) != 0; }

    // A move from p to a position of value `target` < grundy(p) (one exists by
    // the mex rule); false if target >= grundy(p).
    bool move_to(const Pos& p, unsigned target, Pos& to) {
        if (target >= grundy(p)) return false;
        std::vector<Pos> opts;
        options_(p, opts);
        for (std::size_t i = 0; i < opts.size(); ++i)
            if (grundy(opts[i]) == target) {
                to = opts[i];
                return true;
            }
        throw std::logic_error("explore: no option of a value below the mex (options(p) lists different options each call)");
    }

    // The same for a game whose options are sums: the sum in `to`.
    bool move_to(const Pos& p, unsigned target, Sum& to) {
        if (target >= grundy(p)) return false;
        std::vector<Sum> opts;
        options_(p, opts);
        for (std::size_t i = 0; i < opts.size(); ++i) {
            unsigned x = 0;
            for (std::size_t j = 0; j < opts[i].size(); ++j)
                if (opts[i][j].count & 1) x ^= grundy(opts[i][j].pos);
            if (x == target) {
                to = opts[i];
                return true;
            }
        }
        throw std::logic_error("explore: no option of a value below the mex (options(p) lists different options each call)");
    }

    // A move to a position the mover of `to` loses; false if p is lost.
    bool winning_move(const Pos& p, Pos& to) { return move_to(p, 0, to); }
    bool winning_move(const Pos& p, Sum& to) { return move_to(p, 0, to); }

    // The positions of [first, last) the mover loses.
    template <class It>
    std::vector<Pos> p_positions(It first, It last) {
        std::vector<Pos> lost;
        for (; first != last; ++first)
            if (grundy(*first) == 0) lost.push_back(*first);
        return lost;
    }

    // The sum of the games [first, last): won iff the xor of the values is not 0.
    template <class It>
    bool sum_mover_wins(It first, It last) {
        unsigned x = 0;
        for (; first != last; ++first) x ^= grundy(*first);
        return x != 0;
    }

    // A winning move in the sum `parts`: part `which` becomes `to` (a Pos, or a
    // Sum for a game whose options are sums). False if the sum is lost.
    template <class To>
    bool sum_winning_move(const std::vector<Pos>& parts, std::size_t& which, To& to) {
        unsigned x = 0;
        for (std::size_t i = 0; i < parts.size(); ++i) x ^= grundy(parts[i]);
        if (x == 0) return false;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const unsigned v = grundy(parts[i]);
            if ((v ^ x) < v) {
                which = i;
                return move_to(parts[i], v ^ x, to);
            }
        }
        return false;  // not reached: the top bit of x is set in some value
    }

    // Positions whose value is known.
    std::size_t size() const { return memo_.size(); }

private:
    typedef std::unordered_map<Pos, unsigned, Hash> Memo;
    enum { kOpen = 0xFFFFFFFFu };  // the value of a position on the search stack
    static const bool kSums = explore_detail::lists_sums<Options, Pos>::value;
    template <bool>
    struct Form {};

    struct Frame {
        const Pos* pos;                // the key in memo_ (stable across rehashing)
        unsigned* value;               // its value in memo_
        std::size_t begin, end, next;  // its options in todo_[begin, end); next to look at
        std::size_t sums;              // games of sums: how many; todo_[i] is a part of sum group_[i]
    };

    // Marks p open, lists its options at the end of todo_, pushes its frame.
    void open(const Pos& p) {
        std::pair<typename Memo::iterator, bool> in = memo_.insert(std::make_pair(p, static_cast<unsigned>(kOpen)));
        Frame f = {&in.first->first, &in.first->second, todo_.size(), 0, todo_.size(), 0};
        list(in.first->first, f, Form<kSums>());
        f.end = todo_.size();
        values_.resize(todo_.size());
        stack_.push_back(f);
    }

    void list(const Pos& p, Frame&, Form<false>) {
        scratch_.clear();
        options_(p, scratch_);
        todo_.insert(todo_.end(), scratch_.begin(), scratch_.end());
    }

    // A sum's parts of odd count go to todo_ (an even count is worth 0).
    void list(const Pos& p, Frame& f, Form<true>) {
        sums_.clear();
        options_(p, sums_);
        f.sums = sums_.size();
        for (std::size_t i = 0; i < sums_.size(); ++i)
            for (std::size_t j = 0; j < sums_[i].size(); ++j)
                if (sums_[i][j].count & 1) {
                    todo_.push_back(sums_[i][j].pos);
                    group_.push_back(i);
                }
    }

    unsigned search(const Pos& root) {
        open(root);
        for (;;) {
            Frame& f = stack_.back();
            if (f.next < f.end) {
                typename Memo::const_iterator q = memo_.find(todo_[f.next]);
                if (q == memo_.end()) {
                    const Pos child = todo_[f.next];  // todo_ may move in open()
                    open(child);
                } else if (q->second == static_cast<unsigned>(kOpen)) {
                    throw std::logic_error(
                        "explore: a position repeats (the game is loopy, play may never end): "
                        "use nimkit/graph_game.hpp (win, lose or draw; Smith's values)");
                } else {
                    values_[f.next++] = q->second;
                }
                continue;
            }
            seen_.next();
            if (!kSums) {
                for (std::size_t i = f.begin; i < f.end; ++i) seen_.mark(values_[i]);
            } else {
                xors_.assign(f.sums, 0);
                for (std::size_t i = f.begin; i < f.end; ++i) xors_[group_[i]] ^= values_[i];
                for (std::size_t i = 0; i < f.sums; ++i) seen_.mark(xors_[i]);
                group_.resize(f.begin);
            }
            const unsigned g = seen_.mex();
            *f.value = g;
            todo_.resize(f.begin);
            values_.resize(f.begin);
            stack_.pop_back();
            if (stack_.empty()) return g;
            values_[stack_.back().next++] = g;
        }
    }

    // After an exception: forget the open positions (values found stay), so
    // the explorer stays usable.
    void abandon() {
        for (std::size_t i = stack_.size(); i-- > 0;) memo_.erase(*stack_[i].pos);
        stack_.clear();
        todo_.clear();
        values_.clear();
        group_.clear();
    }

    Options options_;
    Memo memo_;
    std::vector<Frame> stack_;
    std::vector<Pos> todo_, scratch_;
    std::vector<unsigned> values_;
    MexStamps seen_;
    std::vector<Sum> sums_;           // games of sums: one position's options
    std::vector<std::size_t> group_;  // the sum each entry of todo_ belongs to
    std::vector<unsigned> xors_;      // the sums' values at the mex
};

// make_explorer<Pos>(options): the explorer of a lambda, its type deduced.
template <class Pos, class Options>
GameExplorer<Pos, Options> make_explorer(Options options) {
    return GameExplorer<Pos, Options>(options);
}

template <class Pos, class Hash, class Options>
GameExplorer<Pos, Options, Hash> make_explorer(Options options, Hash hash) {
    return GameExplorer<Pos, Options, Hash>(options, hash);
}

namespace explore_detail {
// A part of a heap option: a heap, or copies of one (worth g when the count is odd).
inline std::uint64_t heap_of(std::uint64_t h) { return h; }
inline std::uint64_t heap_of(const Copies<std::uint64_t>& c) { return c.pos; }
inline bool worth_its_value(std::uint64_t) { return true; }
inline bool worth_its_value(const Copies<std::uint64_t>& c) { return (c.count & 1) != 0; }
inline bool leaves_a_heap(std::uint64_t) { return true; }
inline bool leaves_a_heap(const Copies<std::uint64_t>& c) { return c.count != 0; }

template <class Part, class Options>
std::vector<unsigned> heap_table(Options& options, std::size_t n) {
    std::vector<unsigned> g(n + 1, 0);
    std::vector<std::vector<Part> > out;
    MexStamps seen;
    for (std::size_t m = 0; m <= n; ++m, seen.next()) {
        out.clear();
        options(static_cast<std::uint64_t>(m), out);
        for (std::size_t i = 0; i < out.size(); ++i) {
            unsigned x = 0;
            for (std::size_t j = 0; j < out[i].size(); ++j) {
                const std::uint64_t h = heap_of(out[i][j]);
                if (h >= m && leaves_a_heap(out[i][j]))
                    throw std::invalid_argument("heap_game_table: a move from heap " + std::to_string(m) +
                                                " leaves a heap of " + std::to_string(h) +
                                                " (every part must be smaller; use GameExplorer)");
                if (worth_its_value(out[i][j])) x ^= g[static_cast<std::size_t>(h)];
            }
            seen.mark(x);
        }
        g[m] = seen.mex();
    }
    return g;
}
}  // namespace explore_detail

// g(0..n) of a heap game: options(m, out) fills `out` with the multisets of
// heaps a move from one heap of m leaves (an empty multiset: nothing left),
// every part < m; out is cleared before each call. Its parts are heaps
// (std::uint64_t) or copies of heaps (Copies<std::uint64_t>: c copies of x,
// worth g(x) for odd c, 0 for even; a count of 0 leaves nothing), as the type
// of `out` says. std::invalid_argument if a part is >= m (heaps that grow
// belong to GameExplorer). O(n + the parts listed).
template <class Options>
std::vector<unsigned> heap_game_table(Options options, std::size_t n) {
    typedef typename std::conditional<explore_detail::lists_sums<Options, std::uint64_t>::value, Copies<std::uint64_t>,
                                      std::uint64_t>::type Part;
    return explore_detail::heap_table<Part>(options, n);
}

// A move from one heap of h (h < g.size(), g the game's table) to a position of
// value target < g[h]: the parts it leaves in `parts` (heaps, or copies of
// heaps for options given so); false if none.
template <class Options, class Part>
bool heap_move_to(Options options, const std::vector<unsigned>& g, std::uint64_t h, unsigned target,
                  std::vector<Part>& parts) {
    assert(h < g.size() && "heap_move_to: h is within the table");
    std::vector<std::vector<Part> > out;
    options(h, out);
    for (std::size_t i = 0; i < out.size(); ++i) {
        unsigned x = 0;
        for (std::size_t j = 0; j < out[i].size(); ++j)
            if (explore_detail::worth_its_value(out[i][j])) x ^= g[static_cast<std::size_t>(explore_detail::heap_of(out[i][j]))];
        if (x == target) {
            parts = out[i];
            return true;
        }
    }
    return false;
}

}  // namespace nimkit

#endif
