// Atomic weight of all-small games: against the bound that defines it, the two-ahead rule
// against joint minimax, Norton products, additivity and textbook values.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "nimkit/atomic_weight.hpp"
#include "partizan_brute.hpp"
#include "store_games.hpp"

using nimkit::GameId;

namespace {

// The all-small games born by day 2 (7 values), `day3` games of day 3 with random nonempty
// sides of them, then `day4` games of day 4 with 1 to 3 options a side from those.
std::vector<GameId> all_small_games(nimkit::GameStore& s, int day3, int day4, unsigned seed) {
    std::vector<GameId> d1;
    d1.push_back(s.zero());
    d1.push_back(s.star());
    std::vector<GameId> d2 = store_games::every_game(s, d1, true), all;
    d2.insert(d2.end(), d1.begin(), d1.end());
    store_games::dedup(d2);
    all = d2;
    std::mt19937 rng(seed);
    const unsigned masks = 1u << d2.size();
    for (int i = 0; i < day3; ++i) all.push_back(store_games::from_masks(s, d2, 1 + rng() % (masks - 1), 1 + rng() % (masks - 1)));
    store_games::dedup(all);
    const std::vector<GameId> d4 = store_games::random_games(s, all, day4, rng);
    all.insert(all.end(), d4.begin(), d4.end());
    store_games::dedup(all);
    return all;
}

// Norton's product H.^ by its definition: n.^ is n copies of ^ for an integer n, otherwise
// {H^L.^ + ^ + I | H^R.^ - ^ - I} over the incentives I of ^ (0 - ^ = v and ^ - * = ^*; ^* is
// the larger, so ^ + I = ^^*).
GameId norton_up(nimkit::GameStore& s, GameId h) {
    if (s.is_number(h) && s.number_value(h).is_integer()) {
        std::int64_t n = s.number_value(h).numerator();
        GameId u = n < 0 ? s.neg(s.up()) : s.up(), sum = s.zero();
        for (std::int64_t k = 0; k < (n < 0 ? -n : n); ++k) sum = s.add(sum, u);
        return sum;
    }
    GameId upup_star = s.add(s.add(s.up(), s.up()), s.star());
    std::vector<GameId> l, r;
    const std::vector<GameId> hl = s.left(h), hr = s.right(h);
    for (GameId o : hl) l.push_back(s.add(norton_up(s, o), upup_star));
    for (GameId o : hr) r.push_back(s.sub(norton_up(s, o), upup_star));
    return s.make(l, r);
}

// ^* + (*N : -1), N the least power of 2 >= max(2, m), m G's far star: G has atomic weight H
// when G - H.^ lies within plus or minus this margin (the test CGSuite applies before it calls
// an infinitesimal atomic; Siegel, CGT ch. II.7 for the theory).
GameId margin(nimkit::GameStore& s, std::uint64_t m) {
    std::uint64_t n = 2;
    while (n < m) n *= 2;
    // the ordinal sum *N : -1 = {*0..*(N-1) | *0..*(N-1), *N}
    std::vector<GameId> l, r;
    for (std::uint64_t k = 0; k < n; ++k) l.push_back(s.nimber(k));
    r = l;
    r.push_back(s.nimber(n));
    return s.add(s.add(s.up(), s.star()), s.make(l, r));
}

bool within(nimkit::GameStore& s, GameId d, GameId eps) { return s.leq(d, eps) && s.leq(s.neg(eps), d); }

}  // namespace

TEST_CASE("atomic weight: G - aw(G).^ within the margin and aw(G) +- 1 outside it, all-small games of day 2, 600 random of day 3, 400 of day 4, H.^ for the 22 games H of day 2 and their sums with day-3 games") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::AtomicWeights aw(s);
    std::vector<GameId> gs = all_small_games(s, 600, 400, 44);
    const std::vector<GameId> hs = store_games::day2_games(s);
    for (std::size_t i = 0; i < hs.size(); ++i) {
        gs.push_back(norton_up(s, hs[i]));
        gs.push_back(s.add(gs.back(), gs[(i * 7) % 60]));
    }
    int eccentric = 0, integer = 0;
    for (GameId g : gs) {
        REQUIRE(aw.all_small(g));
        GameId h = aw.weight(g);
        GameId eps = margin(s, aw.far_star(g));
        CHECK(within(s, s.sub(g, norton_up(s, h)), eps));
        if (s.is_number(h) && s.number_value(h).is_integer()) {
            ++integer;
            for (int d = -1; d <= 1; d += 2)
                CHECK_FALSE(within(s, s.sub(g, norton_up(s, s.add(h, s.integer(d)))), eps));
            // the eccentric case: G0 = {aw(G^L) - 2 | aw(G^R) + 2} is an integer other than aw(G)
            std::vector<GameId> l, r;
            for (GameId o : s.left(g)) l.push_back(s.add(aw.weight(o), s.integer(-2)));
            for (GameId o : s.right(g)) r.push_back(s.add(aw.weight(o), s.integer(2)));
            eccentric += s.make(l, r) != h;
        }
    }
    MESSAGE(gs.size() << " games, " << integer << " of integer weight, " << eccentric << " eccentric");
    CHECK(integer > 50);
    CHECK(gs.size() - integer > 20);
    CHECK(eccentric > 10);
}

TEST_CASE("atomic weight: the two-ahead rule against joint minimax, all-small games of day 2, 300 random of day 3 and 200 of day 4") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::AtomicWeights aw(s);
    partizan_brute::Solver brute;
    std::vector<GameId> gs = all_small_games(s, 300, 200, 7);
    for (GameId g : gs) {
        GameId w = aw.weight(g);
        partizan_brute::Sum sum(1, partizan_brute::piece<store_games::StoreRules>(std::to_string(g)));
        const char o = brute.outcome(sum);
        // aw >= 2: G > 0; aw >= 1: Left wins moving first; and the mirror images
        if (s.leq(s.integer(2), w)) CHECK(o == 'L');
        if (s.leq(s.integer(1), w)) CHECK((o == 'L' || o == 'N'));
        if (s.leq(w, s.integer(-2))) CHECK(o == 'R');
        if (s.leq(w, s.integer(-1))) CHECK((o == 'R' || o == 'N'));
    }
}

TEST_CASE("atomic weight: aw(H.^) = H for the 22 games born by day 2, additive over pairs of all-small games of day 2, 60 random of day 3 and 20 of day 4") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::AtomicWeights aw(s);
    std::vector<GameId> hs = store_games::day2_games(s);
    CHECK(hs.size() == 22);
    for (GameId h : hs) CHECK(aw.weight(norton_up(s, h)) == h);
    std::vector<GameId> gs = all_small_games(s, 60, 20, 3);
    for (GameId a : gs)
        for (GameId b : gs) CHECK(aw.weight(s.add(a, b)) == s.add(aw.weight(a), aw.weight(b)));
}

TEST_CASE("atomic weight: textbook values (Lessons in Play ch. 9, Siegel CGT ch. II.7)") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::AtomicWeights aw(s);
    GameId up = s.up(), star = s.star();
    CHECK(aw.weight(up) == s.integer(1));
    CHECK(aw.weight(star) == s.zero());
    CHECK(aw.weight(s.nimber(5)) == s.zero());
    CHECK(aw.weight(s.add(up, star)) == s.integer(1));
    CHECK(aw.weight(s.neg(up)) == s.integer(-1));
    CHECK(aw.weight(s.add(up, s.add(up, up))) == s.integer(3));
    // {0|^} = ^^*: the naive {-2|3} = 0 is an integer and G > *2, so the greatest n <| 3
    GameId g = s.make({s.zero()}, {up});
    CHECK(g == s.add(s.add(up, up), star));
    CHECK(aw.far_star(g) == 2);
    CHECK(aw.weight(g) == s.integer(2));
    CHECK(aw.all_small(s.make({s.zero()}, {s.nimber(2)})));
    CHECK_FALSE(aw.all_small(s.integer(1)));
    CHECK_FALSE(aw.all_small(s.make({s.integer(1)}, {s.integer(-1)})));
    CHECK_FALSE(aw.all_small(s.make({s.zero()}, {s.make({s.zero()}, {s.integer(-1)})})));  // Tiny(1) = {0||0|-1}
    CHECK_THROWS_AS(aw.weight(s.integer(1)), std::invalid_argument);
    // Norton products weigh their multiplier: 1/2.^ and (+-1).^
    GameId half = s.number(nimkit::Dyadic::fraction(1, 1));
    CHECK(aw.weight(norton_up(s, half)) == half);
    GameId pm1 = s.make({s.integer(1)}, {s.integer(-1)});
    CHECK(aw.weight(norton_up(s, pm1)) == pm1);
}
