// mex, subtraction-game Grundy tables and Sprague-Grundy sums, against definitions.
#include <doctest/doctest.h>

#include <map>
#include <random>
#include <set>

#include "brute.hpp"
#include "nimkit/grundy.hpp"
#include "nimkit/subtraction.hpp"

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
            CHECK(nimkit::sum_mover_wins(g, p.begin(), p.end()) == oracle.wins(p));
        });
    }
}

TEST_CASE("The SG function post: S = {1..k} gives n mod (k+1), so S = {1,2,3} gives n mod 4, and any odd number gives n mod 2") {
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

TEST_CASE("subtraction_grundy_table on both sides of its word of 64 options: S = {1..k} gives n mod (k+1), every k in 60..70 and heap <= 300, and 100 random S of 40..90 members within 1..120 against the recursive definition, heaps <= 150") {
    for (std::uint64_t k = 60; k <= 70; ++k) {
        std::vector<std::uint64_t> s;
        for (std::uint64_t i = 1; i <= k; ++i) s.push_back(i);
        const std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 300);
        int wrong = 0;
        for (std::size_t n = 0; n <= 300; ++n) wrong += g[n] != n % (k + 1);
        CAPTURE(k);
        CHECK(wrong == 0);
    }
    std::mt19937 rng(7);
    for (int t = 0; t < 100; ++t) {
        std::vector<std::uint64_t> s(40 + rng() % 51);
        for (std::uint64_t& x : s) x = 1 + rng() % 120;  // unsorted, may repeat
        const std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 150);
        std::map<std::uint64_t, unsigned> memo;
        int wrong = 0;
        for (std::uint64_t n = 0; n <= 150; ++n) wrong += g[n] != grundy_naive(s, n, memo);
        CAPTURE(t);
        CHECK(wrong == 0);
    }
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

TEST_CASE("fibonacci_moves: 1, 2, 3, 5, ... each the sum of the two before, every one <= max and the next above it, every max <= 2000 and 2^64-1 (oracle: the recurrence)") {
    std::vector<std::uint64_t> maxes;
    for (std::uint64_t m = 0; m <= 2000; ++m) maxes.push_back(m);
    maxes.push_back(18446744073709551615ULL);
    for (std::uint64_t m : maxes) {
        std::vector<std::uint64_t> f = nimkit::fibonacci_moves(m);
        if (m == 0) {
            CHECK(f.empty());
            continue;
        }
        REQUIRE(f.size() >= 1);
        CHECK(f[0] == 1);
        if (m >= 2) CHECK(f[1] == 2);  // HDU 1848: F(1) = 1, F(2) = 2, so 1 appears once
        for (std::size_t i = 2; i < f.size(); ++i) CHECK(f[i] == f[i - 1] + f[i - 2]);
        CHECK(f.back() <= m);
        std::uint64_t next = f.size() >= 2 ? f[f.size() - 1] + f[f.size() - 2] : 2;
        CHECK((next > m || next < f.back()));  // above max, or past 2^64
    }
    CHECK(nimkit::fibonacci_moves(1000).size() == 15);  // ..., 610, 987: the set of HDU 1848's limit
    CHECK(nimkit::fibonacci_moves(1000).back() == 987);
    CHECK(nimkit::fibonacci_moves(18446744073709551615ULL).back() == 12200160415121876738ULL);
}

TEST_CASE("HDU 1848: the mover wins iff the xor of the Fibonacci-subtraction g is non-zero, every position of <= 3 heaps <= 40 (oracle: P/N search, moves take 1, 2, 3, 5, 8, 13, 21 or 34)") {
    const std::vector<std::uint64_t> fib = {1, 2, 3, 5, 8, 13, 21, 34};  // the game's moves, as the statement lists them
    std::vector<unsigned> g = nimkit::subtraction_grundy_table(nimkit::fibonacci_moves(40), 40);
    brute::Solver oracle([&](const Position& p) {
        std::vector<Position> out;
        for (std::size_t i = 0; i < p.size(); ++i)
            for (std::uint64_t f : fib)
                if (f <= p[i]) {
                    Position q = p;
                    q[i] -= f;
                    out.push_back(q);
                }
        return out;
    }, false);
    brute::for_each_position(3, 40, [&](const Position& p) { CHECK(nimkit::sum_mover_wins(g, p.begin(), p.end()) == oracle.wins(p)); });
}

TEST_CASE("GrowingGrundy equals one whole table, for heaps asked in random orders (subtraction games, random S within 1..50, heaps <= 3000)") {
    std::mt19937 rng(4);
    for (int t = 0; t < 30; ++t) {
        std::vector<std::uint64_t> s(1 + rng() % 6);
        for (std::uint64_t& x : s) x = 1 + rng() % 50;
        std::vector<unsigned> whole = nimkit::subtraction_grundy_table(s, 3000);
        nimkit::SubtractionTable build = {s};
        nimkit::GrowingGrundy<nimkit::SubtractionTable> g = nimkit::growing_grundy(build);
        for (int q = 0; q < 200; ++q) {
            std::size_t n = rng() % (q % 2 ? 3001 : 15 * q + 1);  // anywhere, or below a bound that grows
            CHECK(g(n) == whole[n]);
        }
        CHECK(g(3000) == whole[3000]);
        CHECK(g(0) == whole[0]);
    }
}

TEST_CASE("square_moves, prime_moves, power_moves: every member and only members up to max, ascending, for every max <= 2000 "
          "(oracle: trial multiplication and division), and near 2^64") {
    for (std::uint64_t max = 0; max <= 2000; ++max) {
        std::vector<std::uint64_t> squares, primes, powers2, powers3;
        for (std::uint64_t x = 1; x <= max; ++x) {
            bool square = false, prime = x >= 2;
            for (std::uint64_t r = 1; r * r <= x; ++r) square = square || r * r == x;
            for (std::uint64_t d = 2; d < x && prime; ++d) prime = x % d != 0;
            if (square) squares.push_back(x);
            if (prime) primes.push_back(x);
            std::uint64_t y = x;
            while (y % 2 == 0) y /= 2;
            if (y == 1) powers2.push_back(x);
            for (y = x; y % 3 == 0;) y /= 3;
            if (y == 1) powers3.push_back(x);
        }
        REQUIRE(nimkit::square_moves(max) == squares);
        REQUIRE(nimkit::prime_moves(static_cast<std::size_t>(max)) == primes);
        REQUIRE(nimkit::power_moves(2, max) == powers2);
        REQUIRE(nimkit::power_moves(3, max) == powers3);
    }
    const std::uint64_t top = 18446744073709551615ULL;
    CHECK(nimkit::square_moves((1ULL << 40) - 1).size() == (1ULL << 20) - 1);
    CHECK(nimkit::square_moves(1ULL << 40).back() == 1ULL << 40);
    CHECK(nimkit::power_moves(2, top).size() == 64);
    CHECK(nimkit::power_moves(10, top).back() == 10000000000000000000ULL);
    CHECK(nimkit::power_moves(top, top) == std::vector<std::uint64_t>{1, top});
}
