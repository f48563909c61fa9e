// nimkit/misere_search.hpp - the plain misère search over positions of a heap
// game, the definition itself, memoised: a position is P (the mover loses)
// iff it has a move and every move reaches an N-position. What the bench
// compares the quotients with; too slow for anything else.
//
// Theorem: the definition of misère play (the player who cannot move wins).
// Cost: exponential in the position; O(followers) memory, bounded by
//   set_max_positions, time by set_deadline.
// Proved by: tests/test_misere.cpp (every sum of up to 4 heaps of 1..10 of
//   0.07, 0.77 and 4.3 against a search of the rows' moves written in words).
#ifndef NIMKIT_MISERE_SEARCH_HPP
#define NIMKIT_MISERE_SEARCH_HPP

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "nimkit/misere_game.hpp"

namespace nimkit {

// Plain misère search over the positions themselves, memoised: what the bench
// compares the quotient with. A position is P (the mover loses) iff it has an
// option and every option is N. Exponential in the position; O(followers)
// memory.
class MisereSearch {
public:
    explicit MisereSearch(const MisereOptions& options) : options_(&options), nodes_(0) {}

    // pos: heaps each 1..options.size()-1, any order.
    bool p_position(MiserePosition pos) {
        std::sort(pos.begin(), pos.end());
        return p_sorted(pos);
    }
    std::size_t nodes() const { return nodes_; }
    std::size_t memo_size() const { return memo_.size(); }

    // Past `deadline`, p_position throws MisereSearch::Late (checked every 4096
    // positions); past `max_positions` remembered, MisereSearch::Full.
    struct Late {};
    struct Full {};
    void set_max_positions(std::size_t most) { max_positions_ = most; }
    void set_deadline(std::chrono::steady_clock::time_point deadline) {
        deadline_ = deadline;
        has_deadline_ = true;
    }

private:
    bool p_sorted(const MiserePosition& pos) {
        const std::string k(reinterpret_cast<const char*>(pos.data()), pos.size() * sizeof(std::uint32_t));
        std::unordered_map<std::string, char>::const_iterator it = memo_.find(k);
        if (it != memo_.end()) return it->second != 0;
        if ((++nodes_ & 4095) == 0 && has_deadline_ && std::chrono::steady_clock::now() > deadline_) throw Late();
        if (memo_.size() >= max_positions_) throw Full();
        bool any = false, p = true;
        MiserePosition q;
        for (std::size_t i = 0; i < pos.size() && p; ++i) {
            if (i > 0 && pos[i] == pos[i - 1]) continue;
            const std::vector<MiserePosition>& opts = (*options_)[pos[i]];
            for (std::size_t j = 0; j < opts.size() && p; ++j) {
                any = true;
                q.clear();
                q.insert(q.end(), pos.begin(), pos.begin() + static_cast<std::ptrdiff_t>(i));
                q.insert(q.end(), pos.begin() + static_cast<std::ptrdiff_t>(i) + 1, pos.end());
                q.insert(q.end(), opts[j].begin(), opts[j].end());
                std::sort(q.begin(), q.end());
                if (p_sorted(q)) p = false;
            }
        }
        p = p && any;
        memo_[k] = p;
        return p;
    }

    const MisereOptions* options_;
    std::unordered_map<std::string, char> memo_;
    std::size_t nodes_;
    std::chrono::steady_clock::time_point deadline_;
    bool has_deadline_ = false;
    std::size_t max_positions_ = static_cast<std::size_t>(-1);
};

}  // namespace nimkit

#endif
