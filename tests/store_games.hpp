// tests/store_games.hpp - small sets of games of games(), for the partizan tests: every game
// with sides drawn from a list, random games over a list, and StoreRules, which plays a stored
// game as an explicit position (its options as the store holds them) for partizan_brute.hpp.
#ifndef NIMKIT_TESTS_STORE_GAMES_HPP
#define NIMKIT_TESTS_STORE_GAMES_HPP

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "nimkit/canonical_game.hpp"

namespace store_games {

using nimkit::GameId;

struct StoreRules {
    static std::vector<std::string> options(const std::string& p, bool left) {
        const GameId g = static_cast<GameId>(std::stoul(p));
        const std::vector<GameId> o = left ? nimkit::games().left(g) : nimkit::games().right(g);
        std::vector<std::string> out;
        for (GameId x : o) out.push_back(std::to_string(x));
        return out;
    }
};

inline void dedup(std::vector<GameId>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

// {base[i] for the bits i of left_mask | base[i] for the bits of right_mask}
inline GameId from_masks(nimkit::GameStore& s, const std::vector<GameId>& base, unsigned left_mask,
                         unsigned right_mask) {
    std::vector<GameId> l, r;
    for (std::size_t i = 0; i < base.size(); ++i) {
        if (left_mask >> i & 1) l.push_back(base[i]);
        if (right_mask >> i & 1) r.push_back(base[i]);
    }
    return s.make(l, r);
}

// every game whose sides are subsets of base (nonempty ones only if asked), distinct values
inline std::vector<GameId> every_game(nimkit::GameStore& s, const std::vector<GameId>& base, bool nonempty) {
    std::vector<GameId> out;
    const unsigned first = nonempty ? 1 : 0, end = 1u << base.size();
    for (unsigned a = first; a < end; ++a)
        for (unsigned b = first; b < end; ++b) out.push_back(from_masks(s, base, a, b));
    dedup(out);
    return out;
}

// The 22 games born by day 2.
inline std::vector<GameId> day2_games(nimkit::GameStore& s) {
    std::vector<GameId> d1;
    d1.push_back(s.zero());
    d1.push_back(s.integer(1));
    d1.push_back(s.integer(-1));
    d1.push_back(s.star());
    return every_game(s, d1, false);
}

// `count` random games with 1 to 3 options a side drawn from base (repeats allowed)
inline std::vector<GameId> random_games(nimkit::GameStore& s, const std::vector<GameId>& base, int count,
                                        std::mt19937& rng) {
    std::vector<GameId> out;
    for (int i = 0; i < count; ++i) {
        std::vector<GameId> l, r;
        for (std::size_t k = 0, n = 1 + rng() % 3; k < n; ++k) l.push_back(base[rng() % base.size()]);
        for (std::size_t k = 0, n = 1 + rng() % 3; k < n; ++k) r.push_back(base[rng() % base.size()]);
        out.push_back(s.make(l, r));
    }
    return out;
}

}  // namespace store_games

#endif  // NIMKIT_TESTS_STORE_GAMES_HPP
