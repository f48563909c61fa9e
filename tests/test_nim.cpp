// Bouton's theorem and the misère Nim rule, proved against the P/N definition.
#include <doctest/doctest.h>

#include <algorithm>

#include "brute.hpp"
#include "nimkit/nim.hpp"

using brute::Position;

TEST_CASE("Bouton: mover wins iff nim-sum != 0, all positions of <= 4 piles of 0..7 (oracle: P/N search)") {
    brute::Solver oracle(brute::nim_moves, false);
    int checked = 0;
    brute::for_each_position(4, 7, [&](const Position& p) {
        CHECK(nimkit::nim_mover_wins(nimkit::nim_sum(p.begin(), p.end())) == oracle.wins(p));
        ++checked;
    });
    CHECK(checked == 1 + 8 + 64 + 512 + 4096);
}

TEST_CASE("Bouton: winning_moves lists exactly the moves to P-positions, <= 4 piles of 0..7 (oracle: P/N search)") {
    brute::Solver oracle(brute::nim_moves, false);
    brute::for_each_position(4, 7, [&](const Position& p) {
        std::vector<nimkit::Move> expected;
        for (std::size_t i = 0; i < p.size(); ++i)
            for (std::uint64_t t = 0; t < p[i]; ++t) {
                Position q = p;
                q[i] = t;
                if (!oracle.wins(q)) expected.push_back(nimkit::Move{i, t});
            }
        std::vector<nimkit::Move> got = nimkit::winning_moves(p.begin(), p.end());
        REQUIRE(got.size() == expected.size());
        for (std::size_t k = 0; k < got.size(); ++k) {
            CHECK(got[k].pile == expected[k].pile);
            CHECK(got[k].to == expected[k].to);
        }
        CHECK(nimkit::count_winning_moves(p.begin(), p.end()) == expected.size());
    });
}

TEST_CASE("The nim游戏简介 post: 7 9 12 15 has three winning moves (9->4, 12->1, 15->2) and 5 7 9 has one") {
    std::vector<std::uint64_t> p = {7, 9, 12, 15};
    std::vector<nimkit::Move> m = nimkit::winning_moves(p.begin(), p.end());
    REQUIRE(m.size() == 3);
    CHECK(m[0].to == 4);
    CHECK(m[1].to == 1);
    CHECK(m[2].to == 2);
    std::vector<std::uint64_t> q = {5, 7, 9};
    CHECK(nimkit::count_winning_moves(q.begin(), q.end()) == 1);
}

TEST_CASE("Misère Nim: verdict and winning move, all positions of <= 4 piles of 0..6 (oracle: misère P/N search)") {
    brute::Solver oracle(brute::nim_moves, true);
    brute::for_each_position(4, 6, [&](const Position& p) {
        bool wins = oracle.wins(p);
        CHECK(nimkit::misere_nim_mover_wins(p.begin(), p.end()) == wins);
        nimkit::Move m = {0, 0};
        bool found = nimkit::misere_winning_move(p.begin(), p.end(), m);
        bool empty = std::all_of(p.begin(), p.end(), [](std::uint64_t a) { return a == 0; });
        CHECK(found == (wins && !empty));  // the empty board is won but has no move
        if (found) {
            REQUIRE(m.pile < p.size());
            REQUIRE(m.to < p[m.pile]);
            Position q = p;
            q[m.pile] = m.to;
            CHECK_FALSE(oracle.wins(q));
        }
    });
}
