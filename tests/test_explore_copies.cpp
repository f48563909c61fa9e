// explore.hpp, options with a multiplicity: "c copies of x" in heap_game_table
// and GameExplorer against P/N search over the sums the moves really leave
// (every copy written out), and against the same options listed heap by heap.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "brute.hpp"
#include "nimkit/explore.hpp"

namespace {

typedef std::uint64_t u64;
typedef nimkit::Copies<u64> Part;
typedef std::vector<std::vector<Part> > Sums;

// Codeforces 603C's moves: take one token from a heap, or turn a heap of 2x
// (x >= 1) into k heaps of x.
struct Lieges {
    u64 k;
    void operator()(u64 n, Sums& out) const {
        if (n >= 1) out.push_back(std::vector<Part>(1, nimkit::copies(n - 1, 1)));
        if (n >= 2 && n % 2 == 0) out.push_back(std::vector<Part>(1, nimkit::copies(n / 2, k)));
    }
};

// The same with every copy listed as a heap (small k only).
struct LiegesListed {
    u64 k;
    void operator()(u64 n, std::vector<std::vector<u64> >& out) const {
        if (n >= 1) out.push_back(n > 1 ? std::vector<u64>(1, n - 1) : std::vector<u64>());
        if (n >= 2 && n % 2 == 0) out.push_back(std::vector<u64>(static_cast<std::size_t>(k), n / 2));
    }
};

// The same as moves of a whole position (a multiset of heaps), for the P/N search.
struct LiegesPositions {
    u64 k;
    std::vector<brute::Position> operator()(const brute::Position& p) const {
        std::vector<brute::Position> out;
        for (std::size_t i = 0; i < p.size(); ++i) {
            brute::Position q = p;
            q[i] -= 1;
            out.push_back(q);
            if (p[i] % 2 == 0) {
                q = p;
                q[i] = p[i] / 2;
                q.insert(q.end(), static_cast<std::size_t>(k - 1), p[i] / 2);
                out.push_back(q);
            }
        }
        return out;
    }
};

}  // namespace

TEST_CASE("heap_game_table with copies: 2x -> k heaps of x equals P/N search over the sums written out for k = 1..4 (one heap "
          "<= 8, two heaps <= 6), the copies listed heap by heap for k <= 6 (heaps <= 300), and k = 10^18 (+1) equals k = 2 (1)") {
    for (u64 k = 1; k <= 4; ++k) {
        const Lieges moves = {k};
        const std::vector<unsigned> g = nimkit::heap_game_table(moves, 8);
        const LiegesPositions positions = {k};
        brute::Solver solver(positions, false);
        for (u64 a = 0; a <= 8; ++a) {
            REQUIRE(solver.wins(brute::Position(1, a)) == (g[a] != 0));
            for (u64 b = 0; b <= 6 && a <= 6; ++b) {
                brute::Position two = {a, b};
                REQUIRE(solver.wins(two) == (g[a] != g[b]));
            }
        }
    }
    for (u64 k = 1; k <= 6; ++k) {
        const Lieges moves = {k};
        const LiegesListed listed = {k};
        CHECK(nimkit::heap_game_table(moves, 300) == nimkit::heap_game_table(listed, 300));
    }
    const Lieges even = {1000000000000000000ULL}, odd = {1000000000000000001ULL}, two = {2}, one = {1};
    CHECK(nimkit::heap_game_table(even, 1000) == nimkit::heap_game_table(two, 1000));
    CHECK(nimkit::heap_game_table(odd, 1000) == nimkit::heap_game_table(one, 1000));
    // a count of 0 leaves nothing (not even a heap that would be too large)
    auto zero = [](u64 n, Sums& out) { out.push_back(std::vector<Part>(1, nimkit::copies(n + 5, 0))); };
    CHECK(nimkit::heap_game_table(zero, 5) == std::vector<unsigned>(6, 1));
    auto grows = [](u64 n, Sums& out) { out.push_back(std::vector<Part>(1, nimkit::copies(n, 3))); };
    CHECK_THROWS_AS(nimkit::heap_game_table(grows, 3), std::invalid_argument);
    // heap_move_to with copies: every value below g, for k = 3, heaps <= 300
    const Lieges three = {3};
    const std::vector<unsigned> g = nimkit::heap_game_table(three, 300);
    for (u64 h = 0; h <= 300; ++h)
        for (unsigned t = 0; t < g[h]; ++t) {
            std::vector<Part> parts;
            REQUIRE(nimkit::heap_move_to(three, g, h, t, parts));
            unsigned x = 0;
            for (const Part& p : parts) x ^= p.count % 2 ? g[p.pos] : 0;
            REQUIRE(x == t);
        }
}

TEST_CASE("GameExplorer with sums of copies: heaps of 603C with k = 10^18 + 3 equal heap_game_table to heap 2000, a split into "
          "two different parts as a sum equals the multiset table, and move_to, winning_move and sum_winning_move reach the value asked") {
    const Lieges moves = {1000000000000000003ULL};
    auto options = [&moves](const u64& n, Sums& out) { moves(n, out); };
    nimkit::GameExplorer<u64, decltype(options)> e(options);
    const std::vector<unsigned> g = nimkit::heap_game_table(moves, 2000);
    for (u64 n = 0; n <= 2000; ++n) REQUIRE(e.grundy(2000 - n) == g[2000 - n]);
    for (u64 n = 0; n <= 300; ++n)
        for (unsigned t = 0; t < g[n]; ++t) {
            std::vector<Part> to;
            REQUIRE(e.move_to(n, t, to));
            unsigned x = 0;
            for (const Part& p : to) x ^= p.count % 2 ? g[p.pos] : 0;
            REQUIRE(x == t);
        }
    std::vector<Part> to;
    CHECK(e.winning_move(5, to) == (g[5] != 0));
    std::vector<u64> parts = {7, 12, 30};
    std::size_t which = 9;
    const bool won = (g[7] ^ g[12] ^ g[30]) != 0;
    REQUIRE(e.sum_winning_move(parts, which, to) == won);
    if (won) {
        unsigned x = 0;
        for (const Part& p : to) x ^= p.count % 2 ? g[p.pos] : 0;
        CHECK((x ^ g[7] ^ g[12] ^ g[30] ^ g[parts[which]]) == 0);
    }
    // take one, or split into two unequal parts a + b: as sums of single copies
    auto split = [](const u64& n, Sums& out) {
        if (n >= 1) out.push_back(std::vector<Part>(1, nimkit::copies(n - 1, 1)));
        for (u64 a = 1; 2 * a < n; ++a) out.push_back(std::vector<Part>{nimkit::copies(a, 1), nimkit::copies(n - a, 1)});
    };
    auto listed = [](u64 n, std::vector<std::vector<u64> >& out) {
        if (n >= 1) out.push_back(n > 1 ? std::vector<u64>(1, n - 1) : std::vector<u64>());
        for (u64 a = 1; 2 * a < n; ++a) out.push_back(std::vector<u64>{a, n - a});
    };
    nimkit::GameExplorer<u64, decltype(split)> s(split);
    const std::vector<unsigned> want = nimkit::heap_game_table(listed, 300);
    for (u64 n = 0; n <= 300; ++n) REQUIRE(s.grundy(n) == want[n]);
}
