// Kayles, normal and misère, against the P/N definition.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>

#include "brute.hpp"
#include "nimkit/kayles_move.hpp"
#include "nimkit/kayles_variants.hpp"

using brute::Position;

// Kayles options of a board: one coin, or two adjacent coins, from one row.
static std::vector<Position> kayles_moves(const Position& p) {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::uint64_t removed = 1; removed <= 2 && removed <= p[i]; ++removed)
            for (std::uint64_t a = 0; a <= p[i] - removed; ++a) {
                Position q = p;
                q[i] = a;
                q.push_back(p[i] - removed - a);
                out.push_back(q);
            }
    return out;
}

// Calls f(board) for every board (multiset of row sizes >= 1) of total <= max_total.
template <class F>
static void for_each_board(std::uint64_t max_total, F f, Position& parts, std::uint64_t largest) {
    f(parts);
    for (std::uint64_t p = std::min(max_total, largest); p >= 1; --p) {
        parts.push_back(p);
        for_each_board(max_total - p, f, parts, p);
        parts.pop_back();
    }
}
template <class F>
static void for_each_board(std::uint64_t max_total, F f) {
    Position parts;
    for_each_board(max_total, f, parts, max_total);
}

static bool rule_loses(const Position& p, bool misere) {
    return !nimkit::kayles_counts(p.begin(), p.end()).mover_wins(misere);
}

TEST_CASE("Kayles g(n) for n <= 300 equals the mex of its options (oracle: mex over all splits)") {
    std::vector<unsigned> g(301, 0);
    for (std::uint64_t n = 1; n <= 300; ++n) {
        std::set<unsigned> options;
        for (std::uint64_t removed = 1; removed <= 2 && removed <= n; ++removed)
            for (std::uint64_t a = 0; a <= n - removed; ++a) options.insert(g[a] ^ g[n - removed - a]);
        while (options.count(g[n])) ++g[n];
        CHECK(nimkit::kayles_grundy(n) == g[n]);
    }
}

TEST_CASE("Guy-Smith certificate: the computed period holds for n0 <= m < 2*n0 + p + 2, and is 12 from 71 (docs/theory.md)") {
    const nimkit::KaylesTable& t = nimkit::kayles_table();
    REQUIRE(t.period.found);
    const std::size_t n0 = t.period.start, p = t.period.period;
    REQUIRE(2 * n0 + p + 2 + p <= t.g.size());
    for (std::size_t m = n0; m < 2 * n0 + p + 2; ++m) CHECK(t.g[m + p] == t.g[m]);
    CHECK(p == 12);
    CHECK(n0 == 71);
    CHECK(t.g[70] != t.g[82]);  // 70 is the last exception
    CHECK(*std::max_element(t.g.begin(), t.g.end()) == 8);
    // The certificate also agrees with every value computed past it.
    for (std::size_t m = n0; m + p < t.g.size(); ++m) CHECK(t.g[m + p] == t.g[m]);
    // Far rows use the period.
    CHECK(nimkit::kayles_grundy(1000000000000000000ULL) == t.g[n0 + (1000000000000000000ULL - n0) % p]);
}

TEST_CASE("Kayles normal play: mover loses iff xor of g is 0, every board of <= 20 coins (oracle: P/N search)") {
    brute::Solver oracle(kayles_moves, false);
    int boards = 0;
    for_each_board(20, [&](const Position& p) {
        CHECK(rule_loses(p, false) == !oracle.wins(p));
        ++boards;
    });
    CHECK(boards == 2714);  // sum of p(n) for n <= 20, so no board was skipped
}

TEST_CASE("Kayles misère: Sibert-Conway equals misère search (the 12-coin puzzle's f), every board of <= 30 coins") {
    brute::Solver f(kayles_moves, true);  // empty board: the mover has already won
    for_each_board(30, [&](const Position& p) { CHECK(rule_loses(p, true) == !f.wins(p)); });
}

// Inductive check of the misère rule: "lose" iff the board has a move and every
// move reaches a board the rule calls "win". Returns the number of boards checked.
static long misere_inductive_check(std::uint64_t max_total) {
    long boards = 0, bad = 0;
    nimkit::KaylesCounts k;
    Position parts;
    std::function<void(std::uint64_t, std::uint64_t)> rec = [&](std::uint64_t left, std::uint64_t largest) {
        ++boards;
        bool reaches_loss = false;
        for (std::size_t i = 0; i < parts.size() && !reaches_loss; ++i) {
            if (i > 0 && parts[i] == parts[i - 1]) continue;
            std::uint64_t n = parts[i];
            k.remove(n);
            for (std::uint64_t removed = 1; removed <= 2 && removed <= n && !reaches_loss; ++removed)
                for (std::uint64_t a = 0; 2 * a <= n - removed && !reaches_loss; ++a) {
                    k.add(a);
                    k.add(n - removed - a);
                    reaches_loss = !k.mover_wins(true);
                    k.remove(a);
                    k.remove(n - removed - a);
                }
            k.add(n);
        }
        bool expected_loss = !parts.empty() && !reaches_loss;
        if (!k.mover_wins(true) != expected_loss) ++bad;
        for (std::uint64_t p = std::min(left, largest); p >= 1; --p) {
            parts.push_back(p);
            k.add(p);
            rec(left - p, p);
            k.remove(p);
            parts.pop_back();
        }
    };
    rec(max_total, max_total);
    CHECK(bad == 0);
    return boards;
}

TEST_CASE("Kayles misère: the rule is consistent with its own moves on every board of <= 60 coins (inductive)") {
    CHECK(misere_inductive_check(60) == 6639349);  // sum of p(n) for n <= 60
}

TEST_SUITE("slow") {
    TEST_CASE("Kayles misère: the rule is consistent with its own moves on every board of <= 80 coins (inductive)") {
        CHECK(misere_inductive_check(80) == 123223639);  // sum of p(n) for n <= 80
    }
}

TEST_CASE("Kayles winning moves on every board of <= 25 coins lead to a lost board (oracle: P/N search)") {
    for (int misere = 0; misere <= 1; ++misere) {
        brute::Solver oracle(kayles_moves, misere == 1);
        for_each_board(25, [&](const Position& p) {
            nimkit::KaylesMove m = {0, 0, 0};
            bool found = nimkit::kayles_winning_move(p, misere == 1, m);
            CHECK(found == (oracle.wins(p) && !p.empty()));
            if (!found) return;
            REQUIRE(m.row < p.size());
            std::uint64_t removed = p[m.row] - m.left - m.right;
            REQUIRE((m.left + m.right < p[m.row] && removed <= 2));
            Position q = p;
            q[m.row] = m.left;
            q.push_back(m.right);
            CHECK_FALSE(oracle.wins(q));
        });
    }
}

// Every move on a pin picture, in the order pins are numbered: (pin, count).
static std::vector<std::pair<std::size_t, int> > pin_moves(const std::string& pins) {
    std::vector<std::pair<std::size_t, int> > out;
    for (std::size_t i = 0; i < pins.size(); ++i) {
        if (pins[i] != 'I') continue;
        out.push_back(std::make_pair(i + 1, 1));
        if (i + 1 < pins.size() && pins[i + 1] == 'I') out.push_back(std::make_pair(i + 1, 2));
    }
    return out;
}

static std::string knock(std::string pins, std::pair<std::size_t, int> m) {
    for (int c = 0; c < m.second; ++c) pins[m.first - 1 + c] = 'X';
    return pins;
}

static Position rows_of(const std::string& pins) { return nimkit::kayles_rows_of_pins(pins); }

TEST_CASE("Kayles pin pictures: the move given is the lowest-numbered winning one, all pictures of <= 12 pins") {
    for (int misere = 0; misere <= 1; ++misere) {
        brute::Solver oracle(kayles_moves, misere == 1);
        for (std::size_t len = 0; len <= 12; ++len)
            for (unsigned mask = 0; mask < (1u << len); ++mask) {
                std::string pins(len, 'X');
                for (std::size_t i = 0; i < len; ++i)
                    if (mask >> i & 1) pins[i] = 'I';
                std::pair<std::size_t, int> expected(0, 0);
                for (auto m : pin_moves(pins))
                    if (!oracle.wins(rows_of(knock(pins, m)))) {
                        expected = m;
                        break;
                    }
                std::size_t pin = 0;
                int count = 0;
                bool found = nimkit::kayles_winning_pins(pins, misere == 1, pin, count);
                CHECK(found == (expected.first != 0));
                CHECK(pin == expected.first);
                CHECK(count == expected.second);
            }
    }
}

TEST_CASE("The 12-coin puzzle: f of the row of 12 is 0, and the single rows that lose in misère play are exactly 1, 4, 9, 12, 20 (n <= 60)") {
    CHECK(rule_loses({12}, true));
    brute::Solver f(kayles_moves, true);
    std::vector<std::uint64_t> losing;
    for (std::uint64_t n = 1; n <= 60; ++n)
        if (rule_loses({n}, true)) losing.push_back(n);
    CHECK(losing == std::vector<std::uint64_t>{1, 4, 9, 12, 20});
    CHECK_FALSE(f.wins({12}));
}

TEST_CASE("Rip Van Winkle (normal play): after pin 2 falls pin 6 wins, and pin 7 is a winning opening on 13 pins") {
    std::size_t pin = 0;
    int count = 0;
    REQUIRE(nimkit::kayles_winning_pins("IXIIIIIIIIIII", false, pin, count));
    CHECK(pin == 6);
    CHECK(count == 1);
    CHECK(rows_of(knock("IXIIIIIIIIIII", std::make_pair(6, 1))) == Position{1, 3, 7});
    CHECK(rule_loses(rows_of(knock("IIIIIIIIIIIII", std::make_pair(7, 1))), false));  // leaves 6 and 6
}

TEST_CASE("HackerRank Game of Kyles samples: IXXI XIIX IIXII IIIII -> LOSE WIN LOSE WIN (normal play)") {
    CHECK(rule_loses(rows_of("IXXI"), false));
    CHECK_FALSE(rule_loses(rows_of("XIIX"), false));
    CHECK(rule_loses(rows_of("IIXII"), false));
    CHECK_FALSE(rule_loses(rows_of("IIIII"), false));
}

TEST_CASE("Kayles winning moves: the first-split table gives the plain part-by-part search's move, 200000 random "
          "boards of 1..12 rows up to 10^18 (mixed with rows below 200), misère and normal") {
    std::mt19937_64 rng(12);
    std::size_t differ = 0, won = 0;
    for (int t = 0; t < 200000; ++t) {
        std::vector<std::uint64_t> rows(1 + rng() % 12);
        for (std::uint64_t& r : rows) r = rng() % 3 ? 1 + rng() % 1000000000000000000ULL : rng() % 200;
        std::sort(rows.begin(), rows.end());
        const bool misere = t % 2;
        nimkit::KaylesMove fast = {0, 0, 0}, plain = {0, 0, 0};
        const bool a = nimkit::kayles_winning_move(rows, misere, fast);
        const bool b = nimkit::kayles_winning_move(rows, misere, plain, true);
        won += a;
        differ += a != b || fast.row != plain.row || fast.left != plain.left || fast.right != plain.right;
    }
    CHECK(differ == 0);
    CHECK(won > 100000);  // most such boards are won: the comparison saw many moves
}
