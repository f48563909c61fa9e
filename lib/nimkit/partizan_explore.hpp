// nimkit/partizan_explore.hpp - a partizan game given as code: its canonical value.
//
// What: PartizanExplorer<Rules> turns a ruleset (Rules::position, Rules::options(p, left),
//   Rules::components(p); the interface of domineering.hpp, blue_red_hackenbush.hpp,
//   cutcake.hpp, toads_frogs.hpp) into canonical values in a GameStore: the value of a
//   position is the sum of its components' values, a component's value is {its Left options'
//   values | its Right options' values} in canonical form. The table maps each component met
//   to its value. value_of<Rules>(p) uses one explorer per ruleset on games().
// Cost: one canonical construction per distinct component reached (memoized), plus the sums;
//   every position asked is remembered whole (a copy of it, its value, and two to four 16-byte
//   slots of an open-addressing table), so components() runs once per position.
// Theorem: the value of a sum is the sum of the values (Winning Ways ch. 2; Lessons in Play
//   ch. 5), and a game equals the game of its options' values (replacing options by equal
//   games keeps the value), so memoizing by component is exact.
// Proved by: tests/test_partizan_explore.cpp (outcomes of every small position of each
//   ruleset and of sums of them against joint minimax, tests/partizan_brute.hpp; published
//   Domineering values).
#ifndef NIMKIT_PARTIZAN_EXPLORE_HPP
#define NIMKIT_PARTIZAN_EXPLORE_HPP

#include <map>
#include <stdexcept>
#include <string>
#include <functional>
#include <utility>
#include <vector>

#include "nimkit/canonical_game.hpp"

namespace nimkit {

template <class Rules>
class PartizanExplorer {
public:
    typedef typename Rules::position position;

    explicit PartizanExplorer(GameStore& s) : s_(s), limit_(0) {}

    // At most `components` components in the table (0: no limit); past it, GameLimitError.
    void set_limit(std::size_t components) { limit_ = components; }
    std::size_t size() const { return table_.size(); }
    const std::map<position, GameId>& table() const { return table_; }

    // The value of a position (a sum of its components).
    GameId value(const position& p) {
        const std::size_t h = std::hash<position>()(p);
        const std::size_t known = seen_slot(p, h);
        if (slots_[known].second) return seen_values_[slots_[known].second - 1];
        std::vector<position> parts = Rules::components(p);
        GameId sum = s_.zero();
        for (const position& c : parts) sum = s_.add(sum, component_value(c, parts.size() == 1 && c == p));
        remember(p, h, sum);
        return sum;
    }

private:
    GameStore& s_;
    std::size_t limit_;
    std::map<position, GameId> table_;
    // Every position asked, whole, with its value: open addressing (at most half full) on the
    // positions' hashes, each slot the hash and 1 + the position's index (0: empty). A std::
    // unordered_map's chained nodes cost a cache miss each: a third of Domineering's time.
    std::vector<position> seen_positions_;
    std::vector<GameId> seen_values_;
    std::vector<std::pair<std::size_t, std::size_t> > slots_ = std::vector<std::pair<std::size_t, std::size_t> >(16);

    // the slot holding p, or the empty one where it would go
    std::size_t seen_slot(const position& p, std::size_t h) const {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = h & mask;; i = (i + 1) & mask)
            if (!slots_[i].second || (slots_[i].first == h && seen_positions_[slots_[i].second - 1] == p)) return i;
    }
    void remember(const position& p, std::size_t h, GameId v) {
        if (2 * (seen_values_.size() + 1) > slots_.size()) {
            std::vector<std::pair<std::size_t, std::size_t> > old(slots_.size() * 2);
            old.swap(slots_);
            const std::size_t mask = slots_.size() - 1;
            for (const std::pair<std::size_t, std::size_t>& e : old)
                if (e.second) {
                    std::size_t i = e.first & mask;
                    while (slots_[i].second) i = (i + 1) & mask;
                    slots_[i] = e;
                }
        }
        seen_positions_.push_back(p);
        seen_values_.push_back(v);
        slots_[seen_slot(p, h)] = std::make_pair(h, seen_values_.size());
    }

    GameId component_value(const position& c, bool whole) {
        // every component in the table is among the positions seen too (value() records it as
        // it returns), and a hash look-up is cheaper than the ordered table's string comparisons
        const std::size_t known = seen_slot(c, std::hash<position>()(c));
        if (slots_[known].second) return seen_values_[slots_[known].second - 1];
        if (!whole) return value(c);  // a part of a sum may split again
        if (limit_ && table_.size() >= limit_)
            throw GameLimitError("more than " + std::to_string(limit_) + " positions");
        std::vector<GameId> l, r;
        const std::vector<position> lo = Rules::options(c, true), ro = Rules::options(c, false);
        for (const position& o : lo) l.push_back(value(o));
        for (const position& o : ro) r.push_back(value(o));
        GameId g = s_.make(l, r);
        table_[c] = g;
        return g;
    }
};

// The canonical value of a ruleset's position, in games(), memoized per ruleset.
template <class Rules>
GameId value_of(const typename Rules::position& p) {
    static PartizanExplorer<Rules> explorer(games());
    return explorer.value(p);
}

}  // namespace nimkit

#endif
