// Every-SG and Euclid's game (HDU 3595), proved against the game's own moves.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <vector>

#include "nimkit/every_sg.hpp"

namespace {

typedef std::pair<std::uint64_t, std::uint64_t> Game;

// Euclid's game: take k * (one pile) from the other pile, k >= 1. An empty
// pile has nothing to take in multiples of, so the game is finished.
std::vector<Game> options(const Game& g) {
    std::vector<Game> out;
    if (g.first == 0 || g.second == 0) return out;
    for (std::uint64_t t = g.first; t <= g.second; t += g.first) out.push_back(Game(g.first, g.second - t));
    for (std::uint64_t t = g.second; t <= g.first; t += g.second) out.push_back(Game(g.first - t, g.second));
    return out;
}

// P/N and steps by their definitions, over every pile up to `max`.
struct StepsByDefinition {
    std::uint64_t max;
    std::vector<signed char> wins;
    std::vector<std::uint64_t> steps;
    explicit StepsByDefinition(std::uint64_t m) : max(m), wins((m + 1) * (m + 1), -1), steps((m + 1) * (m + 1), 0) {}
    std::size_t at(const Game& g) const { return static_cast<std::size_t>(g.first * (max + 1) + g.second); }
    bool won(const Game& g) {
        solve(g);
        return wins[at(g)] == 1;
    }
    std::uint64_t of(const Game& g) {
        solve(g);
        return steps[at(g)];
    }
    void solve(const Game& g) {
        if (wins[at(g)] >= 0) return;
        std::vector<Game> next = options(g);
        bool w = false;
        for (const Game& u : next) w = w || !won(u);
        std::uint64_t s = 0;
        if (w) {
            for (const Game& u : next)
                if (!won(u)) s = std::max(s, 1 + of(u));
        } else if (!next.empty()) {
            s = UINT64_MAX;
            for (const Game& u : next) s = std::min(s, 1 + of(u));
        }
        wins[at(g)] = w;
        steps[at(g)] = s;
    }
};

// The simultaneous game of Euclid games, by P/N search: the mover moves in
// every unfinished game; no move at all loses.
struct SumSearch {
    std::map<std::vector<Game>, bool> memo;
    bool wins(std::vector<Game> games) {
        std::sort(games.begin(), games.end());
        std::map<std::vector<Game>, bool>::iterator it = memo.find(games);
        if (it != memo.end()) return it->second;
        std::vector<std::vector<Game> > choices;
        bool any_move = false;
        for (const Game& g : games) {
            std::vector<Game> o = options(g);
            any_move = any_move || !o.empty();
            choices.push_back(o.empty() ? std::vector<Game>(1, g) : o);  // finished: stays as it is
        }
        bool w = false;
        std::vector<std::size_t> pick(games.size(), 0);  // every combination of one option per game
        while (any_move && !w) {
            std::vector<Game> next;
            for (std::size_t i = 0; i < games.size(); ++i) next.push_back(choices[i][pick[i]]);
            w = !wins(next);
            std::size_t i = 0;
            while (i < games.size() && ++pick[i] == choices[i].size()) pick[i++] = 0;
            if (i == games.size()) break;
        }
        return memo[games] = w;
    }
};

// Every tuple of `count` games with piles 0..max (fewer games: padded with finished ones).
template <class F>
int for_each_tuple(int count, std::uint64_t max, F f) {
    std::vector<Game> games(count, Game(0, 0));
    int seen = 0;
    for (;;) {
        f(games);
        ++seen;
        int i = 0;
        for (; i < count; ++i) {
            if (games[i].second < max) {
                ++games[i].second;
                break;
            }
            games[i].second = 0;
            if (games[i].first < max) {
                ++games[i].first;
                break;
            }
            games[i].first = 0;
        }
        if (i == count) return seen;
    }
}

}  // namespace

TEST_CASE("Euclid's game: euclid_steps equals the steps definition and the P/N verdict, every p, q <= 200 "
          "(oracle: steps and P/N by definition over the game's moves)") {
    StepsByDefinition def(200);
    for (std::uint64_t p = 0; p <= 200; ++p)
        for (std::uint64_t q = 0; q <= 200; ++q) {
            nimkit::EuclidSteps s = nimkit::euclid_steps(p, q);
            CHECK(s.mover_wins == def.won(Game(p, q)));
            CHECK(s.steps == def.of(Game(p, q)));
        }
}

// The verdict of the games given as (p, q) pairs, by the library.
static bool mm_wins(const std::vector<Game>& games) {
    nimkit::EverySgSum sum;
    for (const Game& g : games) sum.add(nimkit::euclid_steps(g.first, g.second).steps);
    return sum.mover_wins();
}

static void check_every_sg(int count, std::uint64_t max, int tuples) {
    SumSearch search;
    int seen = for_each_tuple(count, max, [&search](const std::vector<Game>& games) {
        CHECK(mm_wins(games) == search.wins(games));
    });
    CHECK(seen == tuples);
}

TEST_CASE("Every-SG: EverySgSum says the first player wins iff the largest euclid_steps is odd, every tuple of "
          "up to 3 games with piles 0..7, 64^3 tuples (oracle: P/N search of the simultaneous game)") {
    check_every_sg(3, 7, 64 * 64 * 64);
}

TEST_CASE("Every-SG: the same for every tuple of up to 4 games with piles 0..4, 25^4 tuples "
          "(oracle: P/N search of the simultaneous game)") {
    check_every_sg(4, 4, 25 * 25 * 25 * 25);
}

TEST_CASE("HDU 3595 sample and pitfalls: three games 1 1 -> MM, one game 3 2 -> GG, no game or only finished games "
          "-> GG, 1 1 twice -> MM (not a xor) (oracle: hand count)") {
    CHECK(mm_wins({{1, 1}, {1, 1}, {1, 1}}));
    nimkit::EuclidSteps s = nimkit::euclid_steps(3, 2);  // (2,3) -> (2,1), which the other side wins in one
    CHECK_FALSE(s.mover_wins);
    CHECK(s.steps == 2);
    CHECK_FALSE(mm_wins({{3, 2}}));
    CHECK_FALSE(mm_wins({}));
    CHECK_FALSE(mm_wins({{0, 5}, {7, 0}, {0, 0}}));
    CHECK(nimkit::euclid_steps(0, 5).steps == 0);
    CHECK(nimkit::euclid_steps(7, 0).steps == 0);
    // Not a Sprague-Grundy sum: (1,1) twice is won (both end at once), though 1 xor 1 = 0.
    CHECK(mm_wins({{1, 1}, {1, 1}}));
    CHECK_FALSE(mm_wins({{3, 2}, {1, 1}}));  // the largest steps decides, in any order
    CHECK_FALSE(mm_wins({{1, 1}, {3, 2}}));
}

TEST_CASE("Euclid's game, 64-bit piles: symmetric, no overflow at 2^64-1, Fibonacci pairs flip at every step "
          "(oracle: hand count)") {
    const std::uint64_t top = UINT64_MAX;
    // (2^64-2, 2^64-1): the only move leaves (1, 2^64-2), won by the other side in one.
    nimkit::EuclidSteps s = nimkit::euclid_steps(top, top - 1);
    CHECK_FALSE(s.mover_wins);
    CHECK(s.steps == 2);
    CHECK(nimkit::euclid_steps(top, top).steps == 1);
    CHECK(nimkit::euclid_steps(1, top).steps == 1);
    CHECK(nimkit::euclid_steps(top, 0).steps == 0);
    // (F(n), F(n+1)), F(2) = 1, F(3) = 2: every quotient is 1 down to (1, 2),
    // won in 1 step; so steps = n - 1 and the mover wins iff n is even.
    // F(93) is the last Fibonacci number below 2^64.
    std::uint64_t f = 1, g = 2;  // F(n), F(n+1)
    for (std::uint64_t n = 2;; ++n) {
        nimkit::EuclidSteps e = nimkit::euclid_steps(g, f);
        CHECK(e.steps == n - 1);
        CHECK(e.mover_wins == (n % 2 == 0));
        CHECK(nimkit::euclid_steps(f, g).steps == e.steps);
        if (n == 92) break;
        std::uint64_t h = f + g;
        f = g;
        g = h;
    }
    CHECK(g == 12200160415121876738ULL);
}

TEST_CASE("Euclid's game alone (POJ 2348): euclid_mover_wins equals P/N search over the game's moves, every "
          "p, q <= 300 (oracle: P/N by definition over the game's moves)") {
    StepsByDefinition def(300);
    int checked = 0;
    for (std::uint64_t p = 0; p <= 300; ++p)
        for (std::uint64_t q = 0; q <= 300; ++q, ++checked) CHECK(nimkit::euclid_mover_wins(p, q) == def.won(Game(p, q)));
    CHECK(checked == 301 * 301);
}

TEST_CASE("Euclid's game alone, 64-bit piles: POJ 2348 sample (34, 12) Stan, (15, 24) Ollie, Fibonacci pairs and "
          "2^64-1 agree with euclid_steps (oracle: hand count, euclid_steps)") {
    CHECK(nimkit::euclid_mover_wins(34, 12));
    CHECK_FALSE(nimkit::euclid_mover_wins(15, 24));
    CHECK(nimkit::euclid_mover_wins(25, 7));
    const std::uint64_t top = UINT64_MAX;
    CHECK_FALSE(nimkit::euclid_mover_wins(top, top - 1));
    CHECK(nimkit::euclid_mover_wins(top, top));
    CHECK_FALSE(nimkit::euclid_mover_wins(0, top));
    std::uint64_t f = 1, g = 2;
    for (int n = 2; n < 92; ++n) {
        for (std::uint64_t d = 0; d < 3; ++d) {  // the pair, and its larger pile nudged up
            CHECK(nimkit::euclid_mover_wins(f, g + d) == nimkit::euclid_steps(f, g + d).mover_wins);
            CHECK(nimkit::euclid_mover_wins(g + d, f) == nimkit::euclid_steps(f, g + d).mover_wins);
        }
        std::uint64_t h = f + g;
        f = g;
        g = h;
    }
}
