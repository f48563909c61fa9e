// Misère Nim folded pile by pile, and HDU 2509's rows of apples (take a run of
// adjacent apples, possibly splitting the row; misère), against P/N search.
#include <doctest/doctest.h>

#include <vector>

#include "brute.hpp"
#include "nimkit/nim.hpp"
#include "sanitized.hpp"

using brute::Position;

static bool misere_sum_wins(const Position& p) {
    nimkit::MisereNimSum sum;
    for (std::size_t i = 0; i < p.size(); ++i) sum.add(p[i]);
    return sum.mover_wins();
}

// Take apples a..b-1 from a row of L: what is left is a row of a and a row of L - b.
static std::vector<Position> run_removal_moves(const Position& p) {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::uint64_t a = 0; a < p[i]; ++a)
            for (std::uint64_t b = a + 1; b <= p[i]; ++b) {
                Position q = p;
                q[i] = a;
                q.push_back(p[i] - b);
                out.push_back(q);
            }
    return out;
}

TEST_CASE("MisereNimSum equals misère P/N search over Nim moves and misere_nim_mover_wins, every position of <= 5 piles of 0..7 (oracle: misère P/N search)") {
    brute::Solver oracle(brute::nim_moves, true);
    int checked = 0;
    brute::for_each_position(5, 7, [&](const Position& p) {
        bool wins = oracle.wins(p);
        CHECK(misere_sum_wins(p) == wins);
        CHECK(nimkit::misere_nim_mover_wins(p.begin(), p.end()) == wins);
        ++checked;
    });
    CHECK(checked == 1 + 8 + 64 + 512 + 4096 + 32768);
}

TEST_CASE("HDU 2509 rows: run removal with splitting, misère, equals misère Nim on the row lengths (MisereNimSum), every position of <= 5 rows of 0..9 and <= 8 rows of 0..3, under the sanitizers <= 4 and <= 7 rows (oracle: misère P/N search over run removals)") {
    brute::Solver oracle(run_removal_moves, true);
    const bool light = nimkit_test::kSanitized;
    int checked = 0;
    brute::for_each_position(light ? 4 : 5, 9, [&](const Position& p) {
        CHECK(misere_sum_wins(p) == oracle.wins(p));
        ++checked;
    });
    brute::for_each_position(light ? 7 : 8, 3, [&](const Position& p) {
        CHECK(misere_sum_wins(p) == oracle.wins(p));
        ++checked;
    });
    CHECK(checked == (light ? 11111 + 21845 : 111111 + 87381));  // sums of 10^k, k <= rows, and of 4^k
}

TEST_CASE("HDU 2509 rows in normal play: a position is lost iff the xor of the row lengths is 0 (a row of k is worth k), every position of <= 4 rows of 0..8 (oracle: P/N search over run removals)") {
    brute::Solver oracle(run_removal_moves, false);
    brute::for_each_position(4, 8, [&](const Position& p) {
        CHECK(nimkit::nim_mover_wins(nimkit::nim_sum(p.begin(), p.end())) == oracle.wins(p));
    });
}

TEST_CASE("Spec pitfalls: rows 2 2 lose, 3 wins, all ones invert Nim (1 1 wins, 1 loses), zero groups are empty, no apples wins (oracle: misère P/N search over run removals)") {
    brute::Solver oracle(run_removal_moves, true);
    const Position cases[] = {{2, 2}, {3}, {1, 1}, {1}, {0}, {0, 1}, {0, 0, 1, 1}, {}, {1, 1, 1}, {2, 1}};
    const bool expected[] = {false, true, true, false, true, false, true, true, false, true};
    for (std::size_t k = 0; k < sizeof expected / sizeof expected[0]; ++k) {
        CHECK(oracle.wins(cases[k]) == expected[k]);
        CHECK(misere_sum_wins(cases[k]) == expected[k]);
    }
}
