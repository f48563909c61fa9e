// Counting sums by outcome: against every multiset searched as one joint position.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "nimkit/domineering.hpp"
#include "nimkit/partizan_count.hpp"
#include "nimkit/partizan_explore.hpp"
#include "partizan_brute.hpp"
#include "store_games.hpp"

using nimkit::GameId;

namespace {

// Every choice of n_i in 0..copies[i] copies of games[i], each sum's outcome by joint minimax.
std::vector<std::uint64_t> by_search(partizan_brute::Solver& brute, const std::vector<GameId>& games,
                                     const std::vector<int>& copies) {
    std::vector<std::uint64_t> tally(4, 0);  // L R N P
    std::vector<int> n(games.size(), 0);
    for (;;) {
        partizan_brute::Sum sum;
        for (std::size_t i = 0; i < games.size(); ++i)
            for (int k = 0; k < n[i]; ++k) sum.push_back(partizan_brute::piece<store_games::StoreRules>(std::to_string(games[i])));
        const char o = brute.outcome(sum);
        ++tally[o == 'L' ? 0 : o == 'R' ? 1 : o == 'N' ? 2 : 3];
        std::size_t i = 0;
        while (i < n.size() && n[i] == copies[i]) n[i++] = 0;
        if (i == n.size()) break;
        ++n[i];
    }
    return tally;
}

// The Domineering rectangles of docs/partizan.md's D(n, k): every a x b board of 2..n cells.
std::vector<std::string> rectangles(int n) {
    std::vector<std::string> out;
    for (int rows = 1; rows <= n; ++rows)
        for (int cols = 1; rows * cols <= n; ++cols) {
            if (rows * cols < 2) continue;
            std::string b;
            for (int r = 0; r < rows; ++r) b += (r ? "/" : "") + std::string(static_cast<std::size_t>(cols), '.');
            out.push_back(b);
        }
    return out;
}

}  // namespace

TEST_CASE("partizan count: docs/partizan.md's D(n, k) - Domineering rectangles of 2..n cells, 0..k copies each - against joint minimax on every multiset, n <= 3 and k <= 3, n = 4 and k <= 1") {
    nimkit::GameStore& s = nimkit::games();
    partizan_brute::Solver brute;  // the boards' own moves, the sum as one position, no values
    for (int n = 2; n <= 4; ++n)
        for (int k = 0; k <= (n < 4 ? 3 : 1); ++k) {
            const std::vector<std::string> boards = rectangles(n);
            nimkit::SumCounter counter(s);  // as the document's program counts
            for (const std::string& b : boards) counter.add(nimkit::value_of<nimkit::DomineeringRules>(b), static_cast<std::uint64_t>(k));
            const nimkit::OutcomeCounts got = counter.outcomes();
            std::vector<std::uint64_t> want(4, 0);  // L R N P
            std::vector<int> copies(boards.size(), 0);
            for (;;) {
                partizan_brute::Sum sum;
                for (std::size_t i = 0; i < boards.size(); ++i)
                    for (int c = 0; c < copies[i]; ++c) sum.push_back(partizan_brute::piece<nimkit::DomineeringRules>(boards[i]));
                const char o = brute.outcome(sum);
                ++want[o == 'L' ? 0 : o == 'R' ? 1 : o == 'N' ? 2 : 3];
                std::size_t i = 0;
                while (i < copies.size() && copies[i] == k) copies[i++] = 0;
                if (i == copies.size()) break;
                ++copies[i];
            }
            INFO("D(" << n << ", " << k << ")");
            CHECK(got.L == want[0]);
            CHECK(got.R == want[1]);
            CHECK(got.N == want[2]);
            CHECK(got.P == want[3]);
            if (n == 4 && k == 1) CHECK((want[0] && want[1] && want[2] && want[3]));  // every outcome met
        }
}

TEST_CASE("partizan count: outcomes of every multiset of 3 components of day <= 2 (up to 3 copies each) or 4 (up to 2 each) against joint minimax, 40 random lists") {
    nimkit::GameStore& s = nimkit::games();
    const std::vector<GameId> day2 = store_games::day2_games(s);
    partizan_brute::Solver brute;
    std::mt19937 rng(859);
    std::uint64_t mixed = 0;
    for (int round = 0; round < 40; ++round) {
        const std::size_t k = 3 + rng() % 2;
        std::vector<GameId> games;
        std::vector<int> copies;
        nimkit::SumCounter counter(s);
        for (std::size_t i = 0; i < k; ++i) {
            games.push_back(day2[rng() % day2.size()]);
            copies.push_back(static_cast<int>(1 + rng() % (k == 3 ? 3 : 2)));
            counter.add(games.back(), static_cast<std::uint64_t>(copies.back()));
        }
        const std::vector<std::uint64_t> want = by_search(brute, games, copies);
        const nimkit::OutcomeCounts got = counter.outcomes();
        CHECK(got.L == want[0]);
        CHECK(got.R == want[1]);
        CHECK(got.N == want[2]);
        CHECK(got.P == want[3]);
        std::uint64_t total = 0;
        for (std::map<GameId, std::uint64_t>::const_iterator it = counter.values().begin(); it != counter.values().end(); ++it)
            total += it->second;
        std::uint64_t product = 1;
        for (int c : copies) product *= static_cast<std::uint64_t>(c + 1);
        CHECK(total == product);
        mixed += want[0] && want[1] && want[2] && want[3];
    }
    CHECK(mixed > 3);
}

TEST_CASE("partizan count: choices with weights against the same multisets expanded, and counts modulo 7 and 2^63 against exact ones, 20 random lists of day-2 games") {
    nimkit::GameStore& s = nimkit::games();
    const std::vector<GameId> day2 = store_games::day2_games(s);
    std::mt19937 rng(922);
    for (int round = 0; round < 20; ++round) {
        nimkit::SumCounter exact(s), mod7(s, 7), big(s, std::uint64_t(1) << 63), expanded(s);
        for (int slot = 0; slot < 5; ++slot) {
            std::vector<std::pair<GameId, std::uint64_t> > alts;
            for (std::size_t a = 0, n = 1 + rng() % 3; a < n; ++a)
                alts.push_back(std::make_pair(day2[rng() % day2.size()], std::uint64_t(1 + rng() % 4)));
            exact.add_choices(alts);
            mod7.add_choices(alts);
            big.add_choices(alts);
            std::vector<std::pair<GameId, std::uint64_t> > ones;  // each way its own alternative
            for (std::size_t a = 0; a < alts.size(); ++a)
                for (std::uint64_t w = 0; w < alts[a].second; ++w) ones.push_back(std::make_pair(alts[a].first, std::uint64_t(1)));
            expanded.add_choices(ones);
        }
        const nimkit::OutcomeCounts e = exact.outcomes(), m = mod7.outcomes(), b = big.outcomes(), x = expanded.outcomes();
        CHECK(e.L == x.L);
        CHECK(e.R == x.R);
        CHECK(e.N == x.N);
        CHECK(e.P == x.P);
        CHECK(m.L == e.L % 7);
        CHECK(m.R == e.R % 7);
        CHECK(m.N == e.N % 7);
        CHECK(m.P == e.P % 7);
        CHECK((b.L == e.L && b.R == e.R && b.N == e.N && b.P == e.P));
    }
}

TEST_CASE("partizan count: bounds - 2^64 refused, the limit on distinct sums, a modulus above 2^63 refused") {
    nimkit::GameStore& s = nimkit::games();
    nimkit::SumCounter c(s);
    std::vector<std::pair<GameId, std::uint64_t> > huge(1, std::make_pair(s.zero(), std::uint64_t(1) << 40));
    c.add_choices(huge);
    CHECK_THROWS_AS(c.add_choices(huge), std::overflow_error);
    nimkit::SumCounter limited(s);
    limited.set_limit(3);
    CHECK_THROWS_AS(limited.add(s.integer(1), 5), nimkit::GameLimitError);
    CHECK_THROWS_AS(nimkit::SumCounter(s, (std::uint64_t(1) << 63) + 1), std::invalid_argument);
    // 100 copies of ^ and of v: the sums n.^ for n in -100..100, 101 * 101 ways
    nimkit::SumCounter ups(s);
    ups.add(s.up(), 100);
    ups.add(s.neg(s.up()), 100);
    CHECK(ups.values().size() == 201);
    const nimkit::OutcomeCounts o = ups.outcomes();
    CHECK(o.P == 101);
    CHECK(o.L == 5050);
    CHECK(o.R == 5050);
    CHECK(o.N == 0);
}
