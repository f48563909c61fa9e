// nimkit/reduced_canonical.hpp - reduced canonical form: a game modulo infinitesimals.
//
// What: ReducedForms(store): inf_leq(a, b) (a <= b + e for some infinitesimal e),
//   inf_equal(a, b) (a - b infinitesimal), reduced(g) (the reduced canonical form of g: the
//   simplest game that differs from g by an infinitesimal; ^, *, ^* and {0|^} reduce to 0,
//   1* to 1, {1|-1} + ^ to {1|-1}).
// Cost: memoized per game; reduced(g) reduces each subposition once, by pairwise inf_leq of the
//   options (one subtraction and its right stop each) and one stop per reversal tested.
// Theorems (Calistrat, "Combinatorial games with a few infinitesimals"; Grossman and Siegel,
//   "Reductions of partizan games"; Siegel, Combinatorial Game Theory ch. II.6): G >= 0 modulo
//   infinitesimals iff the right stop of G is >= 0, so G and H differ by an infinitesimal iff
//   both stops of G - H are 0; a game infinitely close to a number x reduces to x; otherwise,
//   with its options reduced, removing Inf-dominated options (G^L1 <= G^L2 modulo
//   infinitesimals) and bypassing Inf-reversible ones (G^L1R1 <= G modulo infinitesimals:
//   G^L1 is replaced by the Left options of G^L1R1) keeps G's class, and the game left is the
//   unique reduced form of the class (every subposition a number or free of both).
// Proved by: tests/test_reduced_canonical.cpp (G - reduced(G) infinitesimal by joint minimax
//   against +-1/8, reduced(G) = reduced(H) iff G - H is infinitesimal over pairs, every
//   subposition reduced, on the games born by day 2 and random games of day 3; textbook values).
#ifndef NIMKIT_REDUCED_CANONICAL_HPP
#define NIMKIT_REDUCED_CANONICAL_HPP

#include <unordered_map>
#include <vector>

#include "nimkit/canonical_game.hpp"

namespace nimkit {

class ReducedForms {
public:
    explicit ReducedForms(GameStore& s) : s_(s) {}

    bool inf_leq(GameId a, GameId b) { return s_.right_stop(s_.sub(b, a)).sign() >= 0; }
    bool inf_equal(GameId a, GameId b) { return inf_leq(a, b) && inf_leq(b, a); }

    GameId reduced(GameId g) {
        if (s_.is_number(g)) return g;
        std::unordered_map<GameId, GameId>::iterator it = memo_.find(g);
        if (it != memo_.end()) return it->second;
        GameId result;
        if (s_.left_stop(g) == s_.right_stop(g)) {
            result = s_.number(s_.left_stop(g));
        } else {
            std::vector<GameId> l, r;
            {
                const std::vector<GameId> gl = s_.left(g), gr = s_.right(g);
                for (GameId o : gl) l.push_back(reduced(o));
                for (GameId o : gr) r.push_back(reduced(o));
            }
            bool changed = true;
            while (changed) {
                tidy(l);
                tidy(r);
                keep_undominated(l, true);
                keep_undominated(r, false);
                changed = bypass(l, g, true) || bypass(r, g, false);
            }
            result = s_.make(l, r);
        }
        memo_[g] = result;
        return result;
    }

private:
    GameStore& s_;
    std::unordered_map<GameId, GameId> memo_;

    static void tidy(std::vector<GameId>& v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    }

    // drop an option that another bounds modulo infinitesimals (of two equivalent, the later)
    void keep_undominated(std::vector<GameId>& v, bool for_left) {
        std::vector<GameId> kept;
        for (std::size_t i = 0; i < v.size(); ++i) {
            bool dominated = false;
            for (std::size_t j = 0; j < v.size() && !dominated; ++j) {
                if (i == j) continue;
                bool below = for_left ? inf_leq(v[i], v[j]) : inf_leq(v[j], v[i]);
                bool above = for_left ? inf_leq(v[j], v[i]) : inf_leq(v[i], v[j]);
                dominated = below && (!above || j < i);
            }
            if (!dominated) kept.push_back(v[i]);
        }
        v.swap(kept);
    }

    // bypass the first Inf-reversible option, if any; the options are reduced, so their
    // options are too
    bool bypass(std::vector<GameId>& v, GameId g, bool for_left) {
        for (std::size_t i = 0; i < v.size(); ++i) {
            const std::vector<GameId> back = for_left ? s_.right(v[i]) : s_.left(v[i]);
            for (GameId x : back)
                if (for_left ? inf_leq(x, g) : inf_leq(g, x)) {
                    const std::vector<GameId> repl = for_left ? s_.left(x) : s_.right(x);
                    v.erase(v.begin() + static_cast<std::ptrdiff_t>(i));
                    v.insert(v.end(), repl.begin(), repl.end());
                    return true;
                }
        }
        return false;
    }
};

}  // namespace nimkit

#endif
