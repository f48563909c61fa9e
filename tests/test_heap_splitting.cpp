// Heap games with splitting moves (Lasker's Nim, take-or-split-in-three, split-Nim):
// tables against the mex of each game's own moves, closed forms against the
// tables, and the sum rule against P/N search with the real moves.
#include <doctest/doctest.h>

#include <functional>
#include <set>

#include "brute.hpp"
#include "nimkit/heap_splitting.hpp"
#include "nimkit/nim.hpp"

using brute::Position;

// What one heap of x may become in one move: each entry lists the heaps that
// replace it (zeros are dropped by the search; an empty list takes it all).
typedef std::function<std::vector<Position>(std::uint64_t)> HeapMoves;

static void add_takes(std::uint64_t x, std::vector<Position>& out) {
    for (std::uint64_t k = 0; k < x; ++k) out.push_back(Position(1, k));
}

// HDU 3032: take any positive number, or split into two non-empty heaps.
static std::vector<Position> lasker_moves(std::uint64_t x) {
    std::vector<Position> out;
    add_takes(x, out);
    for (std::uint64_t a = 1; a + a <= x; ++a) out.push_back(Position{a, x - a});
    return out;
}

// HDU 5795: take any positive number, or split into three non-empty heaps.
static std::vector<Position> split_three_moves(std::uint64_t x) {
    std::vector<Position> out;
    add_takes(x, out);
    for (std::uint64_t a = 1; 3 * a <= x; ++a)
        for (std::uint64_t b = a; a + 2 * b <= x; ++b) out.push_back(Position{a, b, x - a - b});
    return out;
}

// AcWing 894: two heaps, each strictly smaller, zeros allowed; no take.
static std::vector<Position> split_nim_moves(std::uint64_t x) {
    std::vector<Position> out;
    for (std::uint64_t i = 0; i < x; ++i)
        for (std::uint64_t j = 0; j <= i; ++j) out.push_back(Position{i, j});
    return out;
}

// g(0..n) by the definition: the mex over every move of the xor of g over the
// heaps the move leaves (Sprague-Grundy for the sum they form).
static std::vector<std::uint64_t> mex_definition(const HeapMoves& moves, std::uint64_t n) {
    std::vector<std::uint64_t> g;
    for (std::uint64_t x = 0; x <= n; ++x) {
        std::set<std::uint64_t> options;
        for (const Position& r : moves(x)) {
            std::uint64_t v = 0;
            for (std::uint64_t h : r) v ^= g[h];
            options.insert(v);
        }
        std::uint64_t m = 0;
        while (options.count(m)) ++m;
        g.push_back(m);
    }
    return g;
}

// The P/N search over sums of heaps, any heap moving by `moves`.
static brute::Solver sum_search(const HeapMoves& moves) {
    return brute::Solver([moves](const Position& p) {
        std::vector<Position> out;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (i > 0 && p[i] == p[i - 1]) continue;  // an equal heap gives the same positions
            for (const Position& r : moves(p[i])) {
                Position q(p.begin(), p.begin() + static_cast<std::ptrdiff_t>(i));
                q.insert(q.end(), p.begin() + static_cast<std::ptrdiff_t>(i) + 1, p.end());
                q.insert(q.end(), r.begin(), r.end());
                out.push_back(q);
            }
        }
        return out;
    }, false);
}

// Every position of up to `heaps` heaps of 0..max: wins(xor of g) == the search's verdict.
template <class G>
static int check_sums(const HeapMoves& moves, int heaps, std::uint64_t max, G g) {
    brute::Solver oracle = sum_search(moves);
    int checked = 0;
    brute::for_each_position(heaps, max, [&](const Position& p) {
        std::uint64_t x = 0;
        for (std::uint64_t h : p) x ^= g(h);
        CHECK(nimkit::nim_mover_wins(x) == oracle.wins(p));
        ++checked;
    });
    return checked;
}

TEST_CASE("Lasker's Nim: closed form and lasker_grundy_table equal the mex over take-and-split moves, every heap <= 1000 (oracle: mex definition)") {
    std::vector<std::uint64_t> def = mex_definition(lasker_moves, 1000);
    std::vector<unsigned> table = nimkit::lasker_grundy_table(1000);
    for (std::uint64_t x = 0; x <= 1000; ++x) {
        CHECK(nimkit::lasker_grundy(x) == def[x]);
        CHECK(table[x] == def[x]);
    }
}

TEST_CASE("Lasker's Nim: closed form equals lasker_grundy_table, every heap <= 3000") {
    std::vector<unsigned> table = nimkit::lasker_grundy_table(3000);
    for (std::uint64_t x = 0; x <= 3000; ++x) CHECK(nimkit::lasker_grundy(x) == table[x]);
}

TEST_CASE("Lasker's Nim: the mover wins iff the xor of g is non-zero, every position of <= 3 heaps <= 11 (oracle: P/N search, take and split moves)") {
    CHECK(check_sums(lasker_moves, 3, 11, nimkit::lasker_grundy) == 1 + 12 + 144 + 1728);
}

TEST_CASE("Take or split in three: closed form and split_three_grundy_table equal the mex over its moves, every heap <= 300 (oracle: mex definition)") {
    std::vector<std::uint64_t> def = mex_definition(split_three_moves, 300);
    std::vector<unsigned> table = nimkit::split_three_grundy_table(300);
    for (std::uint64_t x = 0; x <= 300; ++x) {
        CHECK(nimkit::split_three_grundy(x) == def[x]);
        CHECK(table[x] == def[x]);
    }
}

TEST_CASE("Take or split in three: closed form equals split_three_grundy_table, every heap <= 600") {
    std::vector<unsigned> table = nimkit::split_three_grundy_table(600);
    for (std::uint64_t x = 0; x <= 600; ++x) CHECK(nimkit::split_three_grundy(x) == table[x]);
}

TEST_CASE("Take or split in three: the mover wins iff the xor of g is non-zero, every position of <= 3 heaps <= 11 (oracle: P/N search, take and 3-way split moves)") {
    CHECK(check_sums(split_three_moves, 3, 11, nimkit::split_three_grundy) == 1 + 12 + 144 + 1728);
}

TEST_CASE("Split-Nim: split_nim_grundy_table equals the mex over its moves, every heap <= 300 (oracle: mex definition)") {
    std::vector<std::uint64_t> def = mex_definition(split_nim_moves, 300);
    std::vector<unsigned> table = nimkit::split_nim_grundy_table(300);
    for (std::uint64_t x = 0; x <= 300; ++x) CHECK(table[x] == def[x]);
}

TEST_CASE("Split-Nim: the mover wins iff the xor of g is non-zero, every position of <= 3 heaps <= 5, 2 heaps <= 6, 1 heap <= 7 (oracle: P/N search, two strictly smaller heaps)") {
    std::vector<unsigned> table = nimkit::split_nim_grundy_table(7);
    auto g = [&table](std::uint64_t h) { return std::uint64_t(table[h]); };
    CHECK(check_sums(split_nim_moves, 3, 5, g) == 1 + 6 + 36 + 216);
    CHECK(check_sums(split_nim_moves, 2, 6, g) == 1 + 7 + 49);
    CHECK(check_sums(split_nim_moves, 1, 7, g) == 1 + 8);
}

TEST_CASE("Split-Nim: the table is the same at every size it is built (GrowingGrundy rebuilds it larger)") {
    std::vector<unsigned> big = nimkit::split_nim_grundy_table(2000);
    for (std::size_t n : {0, 1, 2, 3, 17, 100, 999}) {
        std::vector<unsigned> small = nimkit::split_nim_grundy_table(n);
        CHECK(std::vector<unsigned>(big.begin(), big.begin() + static_cast<std::ptrdiff_t>(n) + 1) == small);
    }
}

TEST_CASE("Pitfalls: HDU 3032's 2^31-1 gives 2^31, 2^63-1 gives 2^63, period ends of both closed forms, split-Nim is not Lasker's Nim") {
    CHECK(nimkit::lasker_grundy(2147483647ULL) == 2147483648ULL);
    CHECK(nimkit::lasker_grundy(2147483648ULL) == 2147483647ULL);
    CHECK(nimkit::lasker_grundy(9223372036854775807ULL) == 9223372036854775808ULL);
    CHECK(nimkit::lasker_grundy(18446744073709551614ULL) == 18446744073709551614ULL);
    CHECK(nimkit::split_three_grundy(999999999) == 1000000000);  // HDU 5795's maximum 10^9 is 8k + 8
    CHECK(nimkit::split_three_grundy(1000000000) == 999999999);
    CHECK(nimkit::split_three_grundy(9223372036854775807ULL) == 9223372036854775808ULL);
    // Zeros allowed and no take: split-Nim's g(4) = 7, Lasker's g(4) = 3.
    CHECK(nimkit::split_nim_grundy_table(4)[4] == 7);
    CHECK(nimkit::lasker_grundy(4) == 3);
}

TEST_CASE("The judges' samples: HDU 3032 {2,2,3} Alice, {3,3} Bob, HDU 5795 {4,4} second, {1,2,4} first, AcWing 894 {2,3} Yes") {
    CHECK((nimkit::lasker_grundy(2) ^ nimkit::lasker_grundy(2) ^ nimkit::lasker_grundy(3)) != 0);
    CHECK((nimkit::lasker_grundy(3) ^ nimkit::lasker_grundy(3)) == 0);
    CHECK((nimkit::split_three_grundy(4) ^ nimkit::split_three_grundy(4)) == 0);
    CHECK((nimkit::split_three_grundy(1) ^ nimkit::split_three_grundy(2) ^ nimkit::split_three_grundy(4)) != 0);
    std::vector<unsigned> g = nimkit::split_nim_grundy_table(3);
    CHECK((g[2] ^ g[3]) != 0);
}
