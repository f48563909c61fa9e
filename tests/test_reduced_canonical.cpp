// Reduced canonical form: against the definition (G - reduced(G) infinitesimal, by joint
// minimax), uniqueness over pairs, reducedness of every subposition, textbook values.
#include <doctest/doctest.h>

#include <random>
#include <set>
#include <string>
#include <vector>

#include "nimkit/reduced_canonical.hpp"
#include "partizan_brute.hpp"
#include "store_games.hpp"

using nimkit::Dyadic;
using nimkit::GameId;

namespace {

// The 22 games born by day 2 and `extra` random games with 1 to 3 of them a side.
std::vector<GameId> games_to_day_3(nimkit::GameStore& s, int extra, unsigned seed) {
    std::vector<GameId> all = store_games::day2_games(s);
    std::mt19937 rng(seed);
    const std::vector<GameId> d3 = store_games::random_games(s, all, extra, rng);
    all.insert(all.end(), d3.begin(), d3.end());
    store_games::dedup(all);
    return all;
}

// -1/8 < D < 1/8 by joint minimax on D + 1/8 (Left wins whoever starts) and D - 1/8 (Right
// does). The games here have stops in quarters, so this is D infinitesimal.
bool infinitesimal_by_search(partizan_brute::Solver& brute, GameId d) {
    partizan_brute::Sum plus, minus;
    plus.push_back(partizan_brute::piece<store_games::StoreRules>(std::to_string(d)));
    minus = plus;
    plus.push_back(partizan_brute::number(1, 3));
    minus.push_back(partizan_brute::number(-1, 3));
    return brute.outcome(plus) == 'L' && brute.outcome(minus) == 'R';
}

// every subposition a number, or not infinitely close to one and free of Inf-dominated and
// Inf-reversible options (by the stops of differences)
bool reduced_everywhere(nimkit::GameStore& s, nimkit::ReducedForms& rf, GameId g, std::set<GameId>& seen) {
    if (s.is_number(g) || !seen.insert(g).second) return true;
    if (s.left_stop(g) == s.right_stop(g)) return false;
    const std::vector<GameId> l = s.left(g), r = s.right(g);
    for (GameId a : l)
        for (GameId b : l)
            if (a != b && rf.inf_leq(a, b)) return false;
    for (GameId a : r)
        for (GameId b : r)
            if (a != b && rf.inf_leq(a, b)) return false;
    for (GameId a : l)
        for (GameId x : s.right(a))
            if (rf.inf_leq(x, g)) return false;
    for (GameId a : r)
        for (GameId x : s.left(a))
            if (rf.inf_leq(g, x)) return false;
    for (GameId a : l)
        if (!reduced_everywhere(s, rf, a, seen)) return false;
    for (GameId a : r)
        if (!reduced_everywhere(s, rf, a, seen)) return false;
    return true;
}

}  // namespace

TEST_CASE("reduced canonical form: G - reduced(G) infinitesimal by joint minimax against +-1/8, every subposition reduced, on the 22 games of day 2 and 300 random games of day 3") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::ReducedForms rf(s);
    partizan_brute::Solver brute;
    std::vector<GameId> gs = games_to_day_3(s, 300, 5);
    int changed = 0;
    for (GameId g : gs) {
        GameId r = rf.reduced(g);
        CHECK(infinitesimal_by_search(brute, s.sub(g, r)));
        std::set<GameId> seen;
        CHECK(reduced_everywhere(s, rf, r, seen));
        CHECK(rf.reduced(r) == r);
        CHECK(s.birthday(r) <= s.birthday(g));
        changed += r != g;
    }
    MESSAGE(gs.size() << " games, " << changed << " changed by the reduction");
    CHECK(changed > 50);
}

TEST_CASE("reduced canonical form: reduced(G) = reduced(H) iff G - H is infinitesimal (both stops 0), over all pairs of the 22 games of day 2 and 150 random games of day 3, the iff by joint minimax on the day-2 pairs") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::ReducedForms rf(s);
    partizan_brute::Solver brute;
    std::vector<GameId> gs = games_to_day_3(s, 150, 9);
    int classes_met = 0;
    for (std::size_t i = 0; i < gs.size(); ++i)
        for (std::size_t j = i + 1; j < gs.size(); ++j) {
            GameId d = s.sub(gs[i], gs[j]);
            bool close = s.left_stop(d).sign() == 0 && s.right_stop(d).sign() == 0;
            CHECK((rf.reduced(gs[i]) == rf.reduced(gs[j])) == close);
            if (s.birthday(gs[i]) <= 2 && s.birthday(gs[j]) <= 2) CHECK(infinitesimal_by_search(brute, d) == close);
            classes_met += close;
        }
    CHECK(classes_met > 100);
}

TEST_CASE("reduced canonical form: textbook values (Siegel CGT ch. II.6)") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::ReducedForms rf(s);
    GameId up = s.up(), star = s.star();
    GameId pm1 = s.make({s.integer(1)}, {s.integer(-1)});
    CHECK(rf.reduced(up) == s.zero());
    CHECK(rf.reduced(star) == s.zero());
    CHECK(rf.reduced(s.add(up, star)) == s.zero());
    CHECK(rf.reduced(s.make({s.zero()}, {up})) == s.zero());
    CHECK(rf.reduced(s.add(s.integer(1), star)) == s.integer(1));
    CHECK(rf.reduced(s.add(pm1, up)) == pm1);
    CHECK(rf.reduced(pm1) == pm1);
    // {1|^} and {1|*} reduce to {1|0}; {1*|-1} to {1|-1}
    GameId one_zero = s.make({s.integer(1)}, {s.zero()});
    CHECK(rf.reduced(s.make({s.integer(1)}, {up})) == one_zero);
    CHECK(rf.reduced(s.make({s.integer(1)}, {star})) == one_zero);
    CHECK(rf.reduced(s.make({s.add(s.integer(1), star)}, {s.integer(-1)})) == pm1);
    // Tiny(1) = {0||0|-1} is infinitesimal
    CHECK(rf.reduced(s.make({s.zero()}, {s.make({s.zero()}, {s.integer(-1)})})) == s.zero());
    CHECK(rf.inf_equal(up, star));
    CHECK_FALSE(rf.inf_leq(pm1, s.zero()));
    CHECK(rf.inf_leq(s.make({s.integer(1)}, {s.zero()}), s.zero()) == false);
    CHECK(rf.inf_leq(s.zero(), s.make({s.integer(1)}, {s.zero()})));
    CHECK(rf.reduced(s.number(Dyadic::fraction(3, 2))) == s.number(Dyadic::fraction(3, 2)));
}
