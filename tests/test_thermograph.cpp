// Thermographs, mean, temperature, cooling, heating: against cooling by the definition.
#include <doctest/doctest.h>

#include <map>
#include <random>

#include "nimkit/thermograph.hpp"

using nimkit::Dyadic;
using nimkit::GameId;

namespace {

// Cooling by the definition, on the grid of sixteenths from -1: G_t = {G^L_t - t | G^R_t + t},
// unless some grid t' < t has G_t' infinitely close to a number x (both stops x): then x.
// Numbers are left as they are. No thermograph, no scaffold.
// With `fractions`, numbers other than integers are cooled too (CGSuite's thermographs: the
// walls of m/2^k meet at -1/2^k).
struct PlainCooling {
    nimkit::GameStore& s;
    bool fractions;
    std::map<std::pair<GameId, std::int64_t>, GameId> memo;
    explicit PlainCooling(nimkit::GameStore& st, bool cool_fractions = false) : s(st), fractions(cool_fractions) {}
    static Dyadic grid(std::int64_t k) { return Dyadic::fraction(k, 4) - Dyadic(1); }  // k = 0 is -1
    GameId formula(GameId g, std::int64_t k) {
        std::vector<GameId> l, r;
        std::vector<GameId> gl = s.left(g), gr = s.right(g);
        GameId t = s.number(grid(k));
        for (GameId o : gl) l.push_back(s.sub(cool(o, k), t));
        for (GameId o : gr) r.push_back(s.add(cool(o, k), t));
        return s.make(l, r);
    }
    GameId cool(GameId g, std::int64_t k) {
        if (s.is_number(g) && (!fractions || s.number_value(g).is_integer())) return g;
        std::pair<GameId, std::int64_t> key(g, k);
        if (memo.count(key)) return memo[key];
        GameId result = 0;
        bool frozen = false;
        for (std::int64_t j = 0; j < k && !frozen; ++j) {
            GameId h = formula(g, j);
            if (s.left_stop(h) == s.right_stop(h)) {
                result = s.number(s.left_stop(h));
                frozen = true;
            }
        }
        if (!frozen) result = formula(g, k);
        memo[key] = result;
        return result;
    }
    // (temperature, mean): the least grid t where the formula is infinitely close to a number
    std::pair<Dyadic, Dyadic> temperature_mean(GameId g) {
        for (std::int64_t k = 0;; ++k) {
            GameId h = formula(g, k);
            if (s.left_stop(h) == s.right_stop(h)) return std::make_pair(grid(k), s.left_stop(h));
        }
    }
};

std::vector<GameId> games_to_day_3(nimkit::GameStore& s, int extra, unsigned seed) {
    std::vector<GameId> day1;
    day1.push_back(s.zero());
    day1.push_back(s.integer(1));
    day1.push_back(s.integer(-1));
    day1.push_back(s.star());
    std::vector<GameId> day2;
    for (int a = 0; a < 16; ++a)
        for (int b = 0; b < 16; ++b) {
            std::vector<GameId> l, r;
            for (int i = 0; i < 4; ++i) {
                if (a >> i & 1) l.push_back(day1[static_cast<std::size_t>(i)]);
                if (b >> i & 1) r.push_back(day1[static_cast<std::size_t>(i)]);
            }
            day2.push_back(s.make(l, r));
        }
    std::sort(day2.begin(), day2.end());
    day2.erase(std::unique(day2.begin(), day2.end()), day2.end());
    std::vector<GameId> all(day2);
    std::mt19937 rng(seed);
    for (int i = 0; i < extra; ++i) {
        std::vector<GameId> l, r;
        std::size_t nl = 1 + rng() % 3, nr = 1 + rng() % 3;
        for (std::size_t k = 0; k < nl; ++k) l.push_back(day2[rng() % day2.size()]);
        for (std::size_t k = 0; k < nr; ++k) r.push_back(day2[rng() % day2.size()]);
        all.push_back(s.make(l, r));
    }
    return all;
}

}  // namespace

TEST_CASE("Mean and temperature equal cooling by the definition (grid of 1/16) on the 22 games born by day 2 and 400 random games of day 3") {
    nimkit::GameStore s;
    nimkit::Thermography th(s);
    PlainCooling plain(s);
    std::vector<GameId> gs = games_to_day_3(s, 400, 17);
    int hot = 0;
    for (GameId g : gs) {
        if (s.is_number(g)) {
            CHECK(th.mean(g) == s.number_value(g));
            continue;
        }
        std::pair<Dyadic, Dyadic> tm = plain.temperature_mean(g);
        CHECK(th.temperature(g) == tm.first);
        CHECK(th.mean(g) == tm.second);
        hot += tm.first.sign() > 0;
        // the walls meet the mast and start at the stops
        CHECK(th.of(g).left.at(Dyadic(0)) == s.left_stop(g));
        CHECK(th.of(g).right.at(Dyadic(0)) == s.right_stop(g));
        CHECK(th.of(g).left.at(Dyadic(20)) == tm.second);
        // cooling at every grid point up to the temperature and beyond
        for (std::int64_t k = 0; k <= 24; k += 2) CHECK(th.cool(g, PlainCooling::grid(k)) == plain.cool(g, k));
    }
    CHECK(hot > 100);
}

TEST_CASE("Thermograph walls equal the stops of cooling by the definition (fractions cooled too) at every t = -1, -3/4, .. 3, on the 22 games born by day 2, 200 random games of day 3 and the numbers m/8 in [-2, 2]") {
    nimkit::GameStore s;
    nimkit::Thermography th(s);
    PlainCooling plain(s, true);
    std::vector<GameId> gs = games_to_day_3(s, 200, 23);
    for (int m = -16; m <= 16; ++m) gs.push_back(s.number(Dyadic::fraction(m, 3)));
    int below_zero = 0;
    for (GameId g : gs)
        for (std::int64_t k = 0; k <= 16; ++k) {
            GameId c = plain.cool(g, k);
            const Dyadic t = PlainCooling::grid(k);
            CHECK(th.of(g).left.at(t) == s.left_stop(c));
            CHECK(th.of(g).right.at(t) == s.right_stop(c));
            below_zero += t.sign() < 0 && s.left_stop(c) != s.right_stop(c) && s.is_number(g);
        }
    CHECK(below_zero > 20);  // fractions' walls apart below 0
}

TEST_CASE("Thermograph printed as CGSuite prints it (Thermograph.toOutput: the mast, critical points top down, slopes top down)") {
    nimkit::GameStore s;
    nimkit::Thermography th(s);
    CHECK(th.of(s.make({s.integer(3)}, {s.integer(-1)})).str() == "Thermograph(1,[2],[0,-1],1,[2],[0,1])");
    CHECK(th.of(s.integer(3)).str() == "Thermograph(3,[],[0],3,[],[0])");
    CHECK(th.of(s.number(Dyadic::fraction(1, 1))).str() == "Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1])");
    CHECK(th.of(s.up()).str() == "Thermograph(0,[0],[0,-1],0,[],[0])");
    CHECK(th.of(s.star()).str() == "Thermograph(0,[0],[0,-1],0,[0],[0,1])");
    // {2|{1|0}}: the right wall is 1 up to t = 1/2, then slope 1 up to the mast at 3/4
    GameId g = s.make({s.integer(2)}, {s.make({s.integer(1)}, {s.zero()})});
    CHECK(th.of(g).str() == "Thermograph(5/4,[3/4],[0,-1],5/4,[3/4,1/2],[0,1,0])");
}

TEST_CASE("Thermograph textbook values (Winning Ways ch. 6, Lessons in Play ch. 6)") {
    nimkit::GameStore s;
    nimkit::Thermography th(s);
    GameId pm = s.make({s.integer(3)}, {s.integer(-1)});  // {3|-1} = 1 +- 2
    CHECK(th.mean(pm) == Dyadic(1));
    CHECK(th.temperature(pm) == Dyadic(2));
    CHECK(th.cool(pm, Dyadic(2)) == s.add(s.integer(1), s.star()));
    CHECK(th.cool(pm, Dyadic(3)) == s.integer(1));
    CHECK(th.temperature(s.star()) == Dyadic(0));
    CHECK(th.temperature(s.up()) == Dyadic(0));
    CHECK(th.temperature(s.integer(5)) == Dyadic(-1));
    CHECK(th.temperature(s.number(Dyadic::fraction(3, 2))) == Dyadic::fraction(-1, 2));
    // {2|{1|0}}: the left scaffold beats the mast; mean 5/4, temperature 3/4
    GameId g = s.make({s.integer(2)}, {s.make({s.integer(1)}, {s.zero()})});
    CHECK(th.mean(g) == Dyadic::fraction(5, 2));
    CHECK(th.temperature(g) == Dyadic::fraction(3, 2));
    // heating undoes cooling of a switch: {3|-1} is 1 + the heated *... heat(*, 2) = {2|-2}
    CHECK(th.heat(s.star(), Dyadic(2)) == s.make({s.integer(2)}, {s.integer(-2)}));
    CHECK(th.heat(s.integer(4), Dyadic(2)) == s.integer(4));
}
