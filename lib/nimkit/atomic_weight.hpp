// nimkit/atomic_weight.hpp - atomic weight of all-small games.
//
// What: AtomicWeights(store): all_small(g) (every subposition has moves for both players or
//   for neither; in canonical form: 0, or a game whose options are all all-small),
//   far_star(g) (the m of the remote star *m: one more than the largest nimber *k among g's
//   subpositions, at least 1), weight(g) (the atomic weight of an all-small g, a canonical
//   game; std::invalid_argument otherwise).
// Cost: each memoized per game; weight makes one canonical game per subposition of g (its
//   options' weights shifted by 2) plus, in the eccentric case, two comparisons with *m.
// Theorem (the atomic weight calculus: Winning Ways ch. 8; Lessons in Play ch. 9; Siegel,
//   Combinatorial Game Theory ch. II.7): for all-small G, put G0 = {aw(G^L) - 2 | aw(G^R) + 2}.
//   aw(G) = G0 unless G0 is an integer; then, with *m the far star of G, if G < *m, aw(G) is the
//   least integer n with n |> every aw(G^L) - 2; if G > *m, the greatest n with n <| every
//   aw(G^R) + 2; if G is fuzzy with (or equal to) *m, G0. Nimbers weigh 0.
// Proved by: tests/test_atomic_weight.cpp (G - aw(G).^ within +-(^* + *N:-1), CGSuite's test
//   of an atomic weight, and aw(G) +- 1 outside it when aw(G) is an integer, on the all-small
//   games of day 2, random ones of days 3 and 4 and Norton products H.^ - 121 of them in the
//   eccentric case; the two-ahead rule against joint minimax; aw(H.^) = H for the 22 games of
//   day 2; additivity over pairs; textbook values).
#ifndef NIMKIT_ATOMIC_WEIGHT_HPP
#define NIMKIT_ATOMIC_WEIGHT_HPP

#include <cstdint>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "nimkit/canonical_game.hpp"

namespace nimkit {

class AtomicWeights {
public:
    explicit AtomicWeights(GameStore& s) : s_(s) {}

    bool all_small(GameId g) {
        if (s_.is_number(g)) return g == s_.zero();
        if (s_.nimber_value(g) >= 0) return true;
        std::unordered_map<GameId, bool>::iterator it = small_.find(g);
        if (it != small_.end()) return it->second;
        bool ok = true;
        const std::vector<GameId> l = s_.left(g), r = s_.right(g);
        for (std::size_t i = 0; i < l.size() && ok; ++i) ok = all_small(l[i]);
        for (std::size_t i = 0; i < r.size() && ok; ++i) ok = all_small(r[i]);
        small_[g] = ok;
        return ok;
    }

    // m >= 1 with *m the remote star of g (an upper bound on the nimbers it contains, plus one)
    std::uint64_t far_star(GameId g) {
        long long k = s_.nimber_value(g);
        if (k >= 0) return static_cast<std::uint64_t>(k) + 1;
        std::unordered_map<GameId, std::uint64_t>::iterator it = far_.find(g);
        if (it != far_.end()) return it->second;
        std::uint64_t m = 1;
        const std::vector<GameId> l = s_.left(g), r = s_.right(g);
        for (GameId o : l) m = std::max(m, far_star(o));
        for (GameId o : r) m = std::max(m, far_star(o));
        far_[g] = m;
        return m;
    }

    GameId weight(GameId g) {
        if (!all_small(g)) throw std::invalid_argument("atomic weight: not an all-small game");
        return aw(g);
    }

private:
    GameStore& s_;
    std::unordered_map<GameId, bool> small_;
    std::unordered_map<GameId, std::uint64_t> far_;
    std::unordered_map<GameId, GameId> weight_;

    GameId aw(GameId g) {
        if (s_.nimber_value(g) >= 0) return s_.zero();
        std::unordered_map<GameId, GameId>::iterator it = weight_.find(g);
        if (it != weight_.end()) return it->second;
        std::vector<GameId> l, r;
        {
            const std::vector<GameId> gl = s_.left(g), gr = s_.right(g);
            for (GameId o : gl) l.push_back(s_.add(aw(o), s_.integer(-2)));
            for (GameId o : gr) r.push_back(s_.add(aw(o), s_.integer(2)));
        }
        GameId result = s_.make(l, r);
        if (s_.is_number(result) && s_.number_value(result).is_integer()) {
            GameId remote = s_.nimber(far_star(g));
            bool below = s_.leq(g, remote), above = s_.leq(remote, g);
            if (below && !above && !l.empty()) {  // least n with n |> every member of l
                std::int64_t best = 0;
                for (std::size_t i = 0; i < l.size(); ++i) {
                    std::int64_t n = s_.right_stop(l[i]).floor_value() - 1;
                    while (s_.leq(s_.integer(n), l[i])) ++n;
                    if (i == 0 || n > best) best = n;
                }
                result = s_.integer(best);
            } else if (above && !below && !r.empty()) {  // greatest n with n <| every member of r
                std::int64_t best = 0;
                for (std::size_t i = 0; i < r.size(); ++i) {
                    std::int64_t n = s_.left_stop(r[i]).floor_value() + 1;
                    while (s_.leq(r[i], s_.integer(n))) --n;
                    if (i == 0 || n < best) best = n;
                }
                result = s_.integer(best);
            }
        }
        weight_[g] = result;
        return result;
    }
};

}  // namespace nimkit

#endif
