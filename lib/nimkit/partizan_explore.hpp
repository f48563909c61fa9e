// nimkit/partizan_explore.hpp - a partizan game given as code: its canonical value.
//
// What: PartizanExplorer<Rules> turns a ruleset (Rules::position, Rules::options(p, left),
//   Rules::components(p); the interface of domineering.hpp, blue_red_hackenbush.hpp,
//   cutcake.hpp, toads_frogs.hpp) into canonical values in a GameStore: the value of a
//   position is the sum of its components' values, a component's value is {its Left options'
//   values | its Right options' values} in canonical form. The table maps each component met
//   to its value. value_of<Rules>(p) uses one explorer per ruleset on games().
// Cost: one canonical construction per distinct component reached (memoized), plus the sums;
//   every position asked is remembered whole (a hash table), so components() runs once per position.
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
#include <unordered_map>
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
        typename std::unordered_map<position, GameId>::iterator it = seen_.find(p);
        if (it != seen_.end()) return it->second;
        std::vector<position> parts = Rules::components(p);
        GameId sum = s_.zero();
        for (const position& c : parts) sum = s_.add(sum, component_value(c, parts.size() == 1 && c == p));
        seen_[p] = sum;
        return sum;
    }

private:
    GameStore& s_;
    std::size_t limit_;
    std::map<position, GameId> table_;
    std::unordered_map<position, GameId> seen_;  // every position asked, whole

    GameId component_value(const position& c, bool whole) {
        typename std::map<position, GameId>::iterator it = table_.find(c);
        if (it != table_.end()) return it->second;
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
