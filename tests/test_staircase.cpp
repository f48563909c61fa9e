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

// The P/N definition on positions whose order matters (brute::Solver sorts its
// positions, which a staircase cannot allow): the mover wins iff some move
// reaches a lost position; memoised in `memo`.
template <class P>
static bool ordered_wins(const P& p, std::vector<P> (*moves)(const P&), std::map<P, bool>& memo) {
    typename std::map<P, bool>::iterator it = memo.find(p);
    if (it != memo.end()) return it->second;
    bool wins = false;
    std::vector<P> next = moves(p);
    for (std::size_t i = 0; i < next.size() && !wins; ++i) wins = !ordered_wins(next[i], moves, memo);
    memo[p] = wins;
    return wins;
}

static bool staircase_wins(const Steps& p) {
    static std::map<Steps, bool> memo;
    return ordered_wins(p, staircase_moves, memo);
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

// Climbing the Hill (HDU 4315): cells top-first, 0 = at the hilltop (any
// number there), and the king's index. A climb carries one person not at the
// top up, not past the person above (to the top only when that one is there or
// none is above); the king at the top ends the game: the player who took it
// there has won, so the position left has no move.
struct Hill {
    brute::Position cells;
    std::size_t king;  // 0-based
    bool operator<(const Hill& o) const { return king != o.king ? king < o.king : cells < o.cells; }
};

static std::vector<Hill> hill_moves(const Hill& h) {
    std::vector<Hill> out;
    if (h.cells[h.king] == 0) return out;
    for (std::size_t j = 0; j < h.cells.size(); ++j) {
        if (h.cells[j] == 0) continue;
        const std::uint64_t lowest = j == 0 || h.cells[j - 1] == 0 ? 0 : h.cells[j - 1] + 1;
        for (std::uint64_t c = lowest; c < h.cells[j]; ++c) {
            Hill g = h;
            g.cells[j] = c;
            out.push_back(g);
        }
    }
    return out;
}

static bool hill_wins(const Hill& h) {
    static std::map<Hill, bool> memo;
    return ordered_wins(h, hill_moves, memo);
}

TEST_CASE("HDU 4315: hill_mover_wins equals search over real climbs (the king's arrival wins), every set of <= 7 persons on cells 1..12, every king (oracle: P/N definition)") {
    int checked = 0;
    for_each_row(7, 12, [&](const brute::Position& p) {
        for (std::size_t k = 1; k <= p.size(); ++k) {
            Hill h = {p, k - 1};
            CHECK(nimkit::hill_mover_wins(p.begin(), p.end(), k) == hill_wins(h));
            ++checked;
        }
    });
    CHECK(checked == 12 + 2 * 66 + 3 * 220 + 4 * 495 + 5 * 792 + 6 * 924 + 7 * 792);
}

TEST_CASE("HDU 4315: the official sample, the king second (person 1 stops at cell 1), 2^63-1") {
    brute::Position a = {1, 2, 4}, b = {100, 200};
    CHECK_FALSE(nimkit::hill_mover_wins(a.begin(), a.end(), 3));  // Bob
    CHECK(nimkit::hill_mover_wins(b.begin(), b.end(), 1));        // Alice
    CHECK(nimkit::hill_steps(a.begin(), a.end(), 3) == Steps{1, 0, 1});
    brute::Position c = {3, 5, 6};  // king second: person 1 has 2 safe moves, not 3
    CHECK(nimkit::hill_steps(c.begin(), c.end(), 2) == Steps{0, 1, 2});
    CHECK(nimkit::hill_mover_wins(c.begin(), c.end(), 2) == hill_wins(Hill{c, 1}));
    brute::Position d = {1, 2};  // person 1 must open the top to the king: the mover loses
    CHECK_FALSE(nimkit::hill_mover_wins(d.begin(), d.end(), 2));
    brute::Position far = {9223372036854775806ULL, 9223372036854775807ULL};
    CHECK(nimkit::hill_steps(far.begin(), far.end(), 2) == Steps{0, 9223372036854775805ULL});
    CHECK_FALSE(nimkit::hill_mover_wins(far.begin(), far.end(), 2));
}
