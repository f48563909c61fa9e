// Staircase Nim and POJ 1704's chessmen, proved against P/N search over their own moves.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "brute.hpp"
#include "nimkit/staircase.hpp"

typedef std::vector<std::uint64_t> Steps;  // step 1 first; the order matters

// Staircase moves: carry t >= 1 stones from step i down to step i-1 (from step 1: off).
static std::vector<Steps> staircase_moves(const Steps& p) {
    std::vector<Steps> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::uint64_t t = 1; t <= p[i]; ++t) {
            Steps q = p;
            q[i] -= t;
            if (i > 0) q[i - 1] += t;
            out.push_back(q);
        }
    return out;
}

// The P/N definition on staircases (brute::Solver sorts its positions, which a
// staircase cannot allow): the mover wins iff some move reaches a lost position.
static bool staircase_wins(const Steps& p) {
    static std::map<Steps, bool> memo;
    std::map<Steps, bool>::iterator it = memo.find(p);
    if (it != memo.end()) return it->second;
    bool wins = false;
    std::vector<Steps> next = staircase_moves(p);
    for (std::size_t i = 0; i < next.size() && !wins; ++i) wins = !staircase_wins(next[i]);
    memo[p] = wins;
    return wins;
}

// Calls f(p) for every staircase of 0..max_steps steps of 0..max_stones stones each.
template <class F>
static void for_each_staircase(std::size_t max_steps, std::uint64_t max_stones, F f) {
    brute::for_each_position(static_cast<int>(max_steps), max_stones, f);
}

TEST_CASE("Staircase Nim: mover wins iff the xor of the odd steps != 0, every staircase of <= 6 steps of <= 3 stones, <= 5 steps of <= 4 and <= 4 steps of <= 6 (oracle: P/N search over stones moved down a step)") {
    int checked = 0;
    auto check = [&checked](const Steps& p) {
        CHECK(nimkit::staircase_mover_wins(p.begin(), p.end()) == staircase_wins(p));
        ++checked;
    };
    for_each_staircase(6, 3, check);
    for_each_staircase(5, 4, check);
    for_each_staircase(4, 6, check);
    CHECK(checked == (1 + 4 + 16 + 64 + 256 + 1024 + 4096) + (1 + 5 + 25 + 125 + 625 + 3125) + (1 + 7 + 49 + 343 + 2401));
}

TEST_CASE("Staircase Nim: the fold counts steps from 1 (step 1 is odd), AcWing 892's sample") {
    nimkit::StaircaseNim s;
    for (std::uint64_t a : {2, 1, 3}) s.add_step(a);
    CHECK(s.nim_sum() == (2 ^ 3));
    CHECK(s.mover_wins());  // the sample: Yes
    Steps only_even = {0, 5};
    CHECK_FALSE(nimkit::staircase_mover_wins(only_even.begin(), only_even.end()));
    CHECK_FALSE(staircase_wins(only_even));
    Steps big = {9223372036854775807ULL, 7, 9223372036854775807ULL};
    CHECK_FALSE(nimkit::staircase_mover_wins(big.begin(), big.end()));
}

// Chessmen moves: one chessman to any free cell left of it, not past the
// chessman before it (or the edge: cells start at 1). Cells kept sorted.
static std::vector<brute::Position> chessmen_moves(const brute::Position& p) {
    std::vector<brute::Position> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::uint64_t c = (i ? p[i - 1] : 0) + 1; c < p[i]; ++c) {
            brute::Position q = p;
            q[i] = c;
            out.push_back(q);
        }
    return out;
}

// Calls f(cells) for every set of at most max_men cells among 1..max_cell, sorted.
template <class F>
static void for_each_row(std::size_t max_men, std::uint64_t max_cell, F f) {
    for (std::uint64_t mask = 0; mask < (1ULL << max_cell); ++mask) {
        brute::Position p;
        for (std::uint64_t c = 1; c <= max_cell; ++c)
            if (mask >> (c - 1) & 1) p.push_back(c);
        if (p.size() <= max_men) f(p);
    }
}

TEST_CASE("POJ 1704: chessmen_mover_wins equals P/N search over real chessmen moves, every set of <= 8 chessmen on <= 16 cells (oracle: P/N definition)") {
    brute::Solver oracle(chessmen_moves, false);  // its sorting is harmless: chessmen are alike
    int checked = 0;
    for_each_row(8, 16, [&](const brute::Position& p) {
        CHECK(nimkit::chessmen_mover_wins(p.begin(), p.end()) == oracle.wins(p));
        ++checked;
    });
    CHECK(checked == 1 + 16 + 120 + 560 + 1820 + 4368 + 8008 + 11440 + 12870);
}

TEST_CASE("POJ 1704: a chessman move is a staircase move on chessmen_steps and back, every set of <= 8 chessmen on <= 14 cells (the reduction, move by move)") {
    for_each_row(8, 14, [&](const brute::Position& p) {
        std::vector<brute::Position> moves = chessmen_moves(p);
        std::set<Steps> by_chessmen;
        for (const brute::Position& q : moves) by_chessmen.insert(nimkit::chessmen_steps(q.begin(), q.end()));
        std::vector<Steps> stair = staircase_moves(nimkit::chessmen_steps(p.begin(), p.end()));
        CHECK(by_chessmen.size() == moves.size());  // distinct rows give distinct staircases
        CHECK(by_chessmen == std::set<Steps>(stair.begin(), stair.end()));
        CHECK(stair.size() == moves.size());
    });
}

TEST_CASE("POJ 1704: the official sample, N = 1, odd N pairs with the edge") {
    brute::Position a = {1, 2, 3}, b = {1, 5, 6, 7, 9, 12, 14, 17};
    CHECK_FALSE(nimkit::chessmen_mover_wins(a.begin(), a.end()));  // Bob will win
    CHECK(nimkit::chessmen_mover_wins(b.begin(), b.end()));        // Georgia will win
    brute::Position one = {1}, two = {2};
    CHECK_FALSE(nimkit::chessmen_mover_wins(one.begin(), one.end()));
    CHECK(nimkit::chessmen_mover_wins(two.begin(), two.end()));
    brute::Position odd = {3, 5, 6};  // gaps from the right 0 (6), 1 (5), 2 (3): odd steps 0 ^ 2
    CHECK(nimkit::chessmen_steps(odd.begin(), odd.end()) == Steps{0, 1, 2});
    CHECK(nimkit::chessmen_mover_wins(odd.begin(), odd.end()));
    brute::Position far = {1, 9223372036854775807ULL};
    CHECK(nimkit::chessmen_steps(far.begin(), far.end()) == Steps{9223372036854775805ULL, 0});
    CHECK(nimkit::chessmen_mover_wins(far.begin(), far.end()));
}
