// nimkit/partizan_count.hpp - counting the sums of many partizan components by outcome.
//
// What: SumCounter(store, modulus) counts the ways to build a sum slot by slot: add(g, c)
//   takes 0..c copies of the component g, add_choices({(g1, w1), ..}) takes one of several
//   values, gi in wi ways. outcomes() gives how many of the built sums have outcome L, R, N and
//   P; values() each distinct sum's value and its count. Counts exact (std::overflow_error
//   past 2^64 - 1) or modulo `modulus` (at most 2^63). The Project Euler shape: how many
//   multisets of components, each at most so many times, are first- or second-player wins.
// Cost: one map of distinct partial sums (D of them); a slot with k alternatives costs D * k
//   canonical additions (memoized by the store) and as many map updates; outcomes() one
//   comparison pair per distinct value. D stays small when the values live in a small group
//   (numbers, nimbers, ups), and can grow as the product of the slots' sizes otherwise:
//   set_limit bounds it (GameLimitError).
// Theorem: the outcome of a sum depends only on its value (Winning Ways ch. 2), and a sum's
//   value is the sum of its components' values; so multisets with equal value sums share an
//   outcome, and counting by value is exact.
// Proved by: tests/test_partizan_count.cpp (every multiset of 3 to 4 components of day <= 2,
//   up to 2 or 3 copies each, searched as one joint position by minimax; so too every multiset
//   of docs/partizan.md's Domineering rectangles, D(n, k) for n <= 3, k <= 3 and n = 4, k <= 1;
//   choices; the modulus against the exact count).
#ifndef NIMKIT_PARTIZAN_COUNT_HPP
#define NIMKIT_PARTIZAN_COUNT_HPP

#include <cstdint>
#include <limits>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/canonical_game.hpp"

namespace nimkit {

struct OutcomeCounts {
    std::uint64_t L, R, N, P;
};

class SumCounter {
public:
    // modulus 0: exact counts; else at most 2^63
    explicit SumCounter(GameStore& s, std::uint64_t modulus = 0) : s_(s), mod_(modulus), limit_(0) {
        if (modulus > (std::uint64_t(1) << 63)) throw std::invalid_argument("partizan count: a modulus above 2^63");
        sums_[s.zero()] = mod_ == 1 ? 0 : 1;
    }

    // At most `values` distinct partial sums (0: no limit); past it, GameLimitError.
    void set_limit(std::size_t values) { limit_ = values; }

    // A slot taking 0, 1, .., copies copies of g (copies + 1 ways in all).
    void add(GameId g, std::uint64_t copies) {
        std::vector<std::pair<GameId, std::uint64_t> > alternatives;
        GameId multiple = s_.zero();
        for (std::uint64_t k = 0;; ++k) {
            alternatives.push_back(std::make_pair(multiple, std::uint64_t(1)));
            if (k == copies) break;
            multiple = s_.add(multiple, g);
        }
        add_choices(alternatives);
    }

    // A slot taking the value first in `ways` second ways, for each pair (repeats add up).
    void add_choices(const std::vector<std::pair<GameId, std::uint64_t> >& alternatives) {
        std::map<GameId, std::uint64_t> next;
        for (std::map<GameId, std::uint64_t>::const_iterator it = sums_.begin(); it != sums_.end(); ++it)
            for (std::size_t a = 0; a < alternatives.size(); ++a) {
                std::uint64_t ways = times(it->second, alternatives[a].second);
                if (ways == 0) continue;
                GameId v = s_.add(it->first, alternatives[a].first);
                std::uint64_t& slot = next[v];
                slot = plus(slot, ways);
                if (limit_ && next.size() > limit_)
                    throw GameLimitError("more than " + std::to_string(limit_) + " distinct sums");
            }
        sums_.swap(next);
    }

    // each distinct value of the sums built so far, and in how many ways it arises
    const std::map<GameId, std::uint64_t>& values() const { return sums_; }

    OutcomeCounts outcomes() {
        OutcomeCounts c = {0, 0, 0, 0};
        for (std::map<GameId, std::uint64_t>::const_iterator it = sums_.begin(); it != sums_.end(); ++it) {
            OutcomeClass o = s_.outcome(it->first);
            std::uint64_t& slot = o == OutcomeClass::L ? c.L : o == OutcomeClass::R ? c.R : o == OutcomeClass::N ? c.N : c.P;
            slot = plus(slot, it->second);
        }
        return c;
    }

private:
    GameStore& s_;
    std::uint64_t mod_;
    std::size_t limit_;
    std::map<GameId, std::uint64_t> sums_;

    std::uint64_t plus(std::uint64_t a, std::uint64_t b) const {
        if (mod_) return (a % mod_ + b % mod_) % mod_;  // both < 2^64, so a % m + b % m < 2^64 when m <= 2^63
        if (a > std::numeric_limits<std::uint64_t>::max() - b) throw std::overflow_error("partizan count: more than 2^64 - 1 sums");
        return a + b;
    }
    std::uint64_t times(std::uint64_t a, std::uint64_t b) const {
        if (mod_) {  // by doubling: no 128-bit product needed
            a %= mod_;
            b %= mod_;
            std::uint64_t r = 0;
            while (b) {
                if (b & 1) r = plus(r, a);
                a = plus(a, a);
                b >>= 1;
            }
            return r;
        }
        if (a != 0 && b > std::numeric_limits<std::uint64_t>::max() / a) throw std::overflow_error("partizan count: more than 2^64 - 1 sums");
        return a * b;
    }
};

}  // namespace nimkit

#endif
