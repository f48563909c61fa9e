// mex, subtraction-game Grundy tables and Sprague-Grundy sums, against definitions.
#include <doctest/doctest.h>

#include <map>
#include <random>
#include <set>

#include "brute.hpp"
#include "nimkit/grundy.hpp"

using brute::Position;

TEST_CASE("mex is the least non-negative integer not in the list (oracle: count up from 0, random lists)") {
    std::mt19937 rng(1);
    for (int t = 0; t < 2000; ++t) {
        std::vector<unsigned> v(rng() % 8);
        for (unsigned& x : v) x = rng() % 10;
        std::set<unsigned> in(v.begin(), v.end());
        unsigned expected = 0;
        while (in.count(expected)) ++expected;
        CHECK(nimkit::mex(v.begin(), v.end()) == expected);
    }
}

// Grundy value by the definition: mex over the options, by recursion.
static unsigned grundy_naive(const std::vector<std::uint64_t>& s, std::uint64_t n, std::map<std::uint64_t, unsigned>& memo) {
    if (memo.count(n)) return memo[n];
    std::set<unsigned> options;
    for (std::uint64_t m : s)
        if (m <= n) options.insert(grundy_naive(s, n - m, memo));
    unsigned g = 0;
    while (options.count(g)) ++g;
    return memo[n] = g;
}

static std::vector<std::uint64_t> random_set(std::mt19937& rng) {
    std::vector<std::uint64_t> s(1 + rng() % 5);
    for (std::uint64_t& x : s) x = 1 + rng() % 8;  // unsorted, may repeat
    return s;
}

TEST_CASE("subtraction_grundy_table equals the recursive definition, random S within 1..8, heaps 0..12") {
    std::mt19937 rng(2);
    for (int t = 0; t < 500; ++t) {
        std::vector<std::uint64_t> s = random_set(rng);
        std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 12);
        std::map<std::uint64_t, unsigned> memo;
        for (std::uint64_t n = 0; n <= 12; ++n) CHECK(g[n] == grundy_naive(s, n, memo));
    }
}

TEST_CASE("Sprague-Grundy: a sum of heaps is won iff the xor of g is non-zero (oracle: P/N search over the sum)") {
    std::mt19937 rng(3);
    for (int t = 0; t < 60; ++t) {
        std::vector<std::uint64_t> s = random_set(rng);
        std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 12);
        brute::Solver oracle([&](const Position& p) {
            std::vector<Position> out;
            for (std::size_t i = 0; i < p.size(); ++i)
                for (std::uint64_t m : s)
                    if (m <= p[i]) {
                        Position q = p;
                        q[i] -= m;
                        out.push_back(q);
                    }
            return out;
        }, false);
        brute::for_each_position(3, 12, [&](const Position& p) {
            CHECK(nimkit::sum_wins(g, p.begin(), p.end()) == oracle.wins(p));
        });
    }
}

TEST_CASE("Seed 004: S = {1..k} gives n mod (k+1), so S = {1,2,3} gives n mod 4, and any odd number gives n mod 2") {
    for (std::uint64_t k = 1; k <= 10; ++k) {
        std::vector<std::uint64_t> s;
        for (std::uint64_t i = 1; i <= k; ++i) s.push_back(i);
        std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 200);
        for (std::size_t n = 0; n <= 200; ++n) CHECK(g[n] == n % (k + 1));
    }
    std::vector<std::uint64_t> odd;
    for (std::uint64_t i = 1; i <= 201; i += 2) odd.push_back(i);
    std::vector<unsigned> g = nimkit::subtraction_grundy_table(odd, 200);
    for (std::size_t n = 0; n <= 200; ++n) CHECK(g[n] == n % 2);
}

TEST_CASE("subtraction_grundy_table: g(n) <= |S|, members above the largest heap never apply") {
    std::vector<std::uint64_t> s = {5, 3, 3, 1000, 9223372036854775807ULL};
    std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 100);
    std::map<std::uint64_t, unsigned> memo;
    for (std::uint64_t n = 0; n <= 100; ++n) {
        CHECK(g[n] <= 2);
        CHECK(g[n] == grundy_naive({3, 5}, n, memo));
    }
}
