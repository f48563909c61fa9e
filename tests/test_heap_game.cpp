// GrundySequence (nimkit/heap_game.hpp): any heap's value through a certified
// period, and winning moves, for every kind of heap game.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "nimkit/heap_game.hpp"

namespace {

nimkit::HeapGame octal(const std::string& code) {
    nimkit::HeapGame g;
    g.kind = nimkit::HeapGame::take_break;
    std::string why;
    REQUIRE(nimkit::parse_octal(code, g.rules, why));
    return g;
}

nimkit::HeapGame subtract(std::vector<std::uint64_t> s, bool all_but = false) {
    nimkit::HeapGame g;
    g.kind = all_but ? nimkit::HeapGame::all_but : nimkit::HeapGame::subtract;
    g.rules.unequal = false;
    std::sort(s.begin(), s.end());
    g.set = s;
    return g;
}

nimkit::HeapGame grundys() {
    nimkit::HeapGame g;
    g.kind = nimkit::HeapGame::take_break;
    g.rules = nimkit::grundys_game();
    return g;
}

// Is h -> {left, right} a move of the game? The rules in words, checked apart
// from the library's own enumeration.
bool legal(const nimkit::HeapGame& g, std::uint64_t h, const nimkit::HeapMove& m) {
    if (m.left == 0 && m.right != 0) return false;
    const std::uint64_t left_over = m.left + m.right;
    if (left_over > h) return false;
    const std::uint64_t taken = h - left_over;
    if (g.kind == nimkit::HeapGame::subtract)
        return m.right == 0 && std::binary_search(g.set.begin(), g.set.end(), taken);
    if (g.kind == nimkit::HeapGame::all_but)
        return m.right == 0 && taken > 0 && !std::binary_search(g.set.begin(), g.set.end(), taken);
    if (taken >= g.rules.digit.size()) return false;
    const unsigned d = g.rules.digit[static_cast<std::size_t>(taken)];
    const int parts = (m.left != 0) + (m.right != 0);
    if (parts == 2 && g.rules.unequal && m.left == m.right) return false;
    if (taken == 0 && parts != 2) return false;
    return (d & (parts == 0 ? 1 : parts == 1 ? 2 : 4)) != 0;
}

}  // namespace

TEST_CASE("GrundySequence: with a certified period, value(h) equals the full table for every h <= 20000 "
          "(0.77, 0.07, 0.137, 4.7, S = {1,3,4}, {2,5,6}, {3,7})") {
    std::vector<nimkit::HeapGame> games = {octal("0.77"), octal("0.07"), octal("0.137"), octal("4.7"),
                                           subtract({1, 3, 4}), subtract({2, 5, 6}), subtract({3, 7})};
    for (const nimkit::HeapGame& game : games) {
        nimkit::GrundySequence seq(game);
        seq.compute(1024);
        REQUIRE(seq.period().found);
        std::vector<unsigned> full = game.kind == nimkit::HeapGame::take_break
                                         ? nimkit::take_break_table(game.rules, 20000)
                                         : nimkit::subtraction_grundy_table(game.set, 20000);
        std::size_t differ = 0;
        for (std::uint64_t h = 0; h <= 20000; ++h) differ += seq.value(h) != full[static_cast<std::size_t>(h)];
        CHECK(differ == 0);
    }
}

// Octal games stop computing once a period is proved (0.165: period 1550 from
// heap 5181, proved by g(0..13464)); the values beyond, and the period reported
// for g(0..n-1), must be those of the full table.
TEST_CASE("GrundySequence: 0.165 and 0.137 past their proved periods - every value <= 20000 and the period proved "
          "by g(0..n-1) for n = 14000, 16384, 20001 equal the full table's") {
    for (const char* code : {"0.165", "0.137"}) {
        const std::vector<unsigned> full = nimkit::take_break_table(octal(code).rules, 20000);
        for (std::size_t n : {std::size_t(14000), std::size_t(16384), std::size_t(20001)}) {
            nimkit::GrundySequence seq(octal(code));
            seq.compute(n);
            const std::vector<unsigned> prefix(full.begin(), full.begin() + static_cast<std::ptrdiff_t>(n));
            const nimkit::Period want = nimkit::certify_period(prefix, octal(code).rules.digit.size() - 1);
            REQUIRE(want.found);
            CHECK(seq.period().period == want.period);
            CHECK(seq.period().start == want.start);
            CHECK(seq.period().certified == want.certified);
            std::size_t differ = 0;
            for (std::uint64_t h = 0; h <= 20000; ++h) differ += seq.value(h) != full[static_cast<std::size_t>(h)];
            CHECK(differ == 0);
        }
    }
}

TEST_CASE("GrundySequence: no period is ever claimed for Grundy's game or all-but games, and Grundy's game's heaps "
          "beyond the table are refused, then an all-but game's arithmetic period answers heaps to 10^18") {
    nimkit::GrundySequence g(grundys()), a(subtract({2, 3}, true));
    g.compute(4096);
    a.compute(4096);
    CHECK_FALSE(g.period().found);
    CHECK_FALSE(a.period().found);
    CHECK_FALSE(g.known(4096));
    CHECK_THROWS_AS(g.value(5000), std::out_of_range);
    CHECK(a.value(4000) == nimkit::all_but_grundy_table({2, 3}, 4000)[4000]);
    REQUIRE(a.arithmetic_period().found);
    CHECK(a.known(1000000000000000000ULL));
    CHECK(a.value(1000000000000000000ULL) == 500000000000000000ULL);  // g(4q) = 2q for E = {2, 3}
    const std::vector<unsigned> far = nimkit::all_but_grundy_table({2, 3}, 20000);
    for (std::uint64_t h = 4096; h <= 20000; ++h) CHECK(a.value(h) == far[h]);
}

// The all-but game "remove any k >= 1 but those in E" by the mex rule, written here from its moves.
std::vector<std::uint64_t> all_but_by_mex(const std::vector<std::uint64_t>& e, std::size_t n) {
    std::vector<std::uint64_t> g(n + 1, 0);
    std::vector<char> seen;
    for (std::size_t h = 1; h <= n; ++h) {
        seen.assign(h + 2, 0);
        for (std::size_t k = 1; k <= h; ++k)
            if (std::find(e.begin(), e.end(), k) == e.end() && g[h - k] <= h) seen[static_cast<std::size_t>(g[h - k])] = 1;
        while (seen[static_cast<std::size_t>(g[h])]) ++g[h];
    }
    return g;
}

TEST_CASE("certify_all_but_period: every E within 1..10 (1023 sets), the certificate against the mex of the moves to "
          "four times past the certified table, the table one heap shorter proves none, then a naive window (agreement "
          "on n0 + 2p + max E values) certifies false periods") {
    std::size_t false_naive = 0;
    for (unsigned mask = 1; mask < 1024; ++mask) {
        std::vector<std::uint64_t> e;
        for (unsigned i = 0; i < 10; ++i)
            if (mask >> i & 1) e.push_back(i + 1);
        const std::uint64_t x = e.back();
        const std::vector<unsigned> table = nimkit::all_but_grundy_table(e, 1000);
        const nimkit::AllButPeriod c = nimkit::certify_all_but_period(e, table);
        REQUIRE(c.found);
        REQUIRE(c.certified < 250);
        const std::vector<std::uint64_t> g = all_but_by_mex(e, 4 * c.certified + 40);
        for (std::size_t n = 0; n < table.size() && n < g.size(); ++n) REQUIRE(table[n] == g[n]);
        for (std::size_t n = c.start; n + c.period < g.size(); ++n) CHECK(g[n + c.period] == g[n] + c.saltus);
        CHECK((c.start == 0 || g[c.start - 1 + c.period] != g[c.start - 1] + c.saltus));
        const std::vector<unsigned> shorter(table.begin(), table.begin() + static_cast<std::ptrdiff_t>(c.certified));
        CHECK_FALSE(nimkit::certify_all_but_period(e, shorter).found);
        const std::vector<unsigned> exact(table.begin(), table.begin() + static_cast<std::ptrdiff_t>(c.certified + 1));
        CHECK(nimkit::certify_all_but_period(e, exact).found);
        // naive: the least p, then n0, with g(m + p) = g(m) + s on all of a prefix, seen on n0 + 2p + x values
        for (std::size_t size = 8; size <= 120; ++size) {
            for (std::size_t p = 1; 3 * p <= size; ++p) {
                if (table[size - 1] <= table[size - 1 - p]) continue;
                const unsigned s = table[size - 1] - table[size - 1 - p];
                std::size_t n0 = size - p;
                while (n0 > 0 && table[n0 - 1 + p] == table[n0 - 1] + s) --n0;
                if (n0 + 2 * p + x > size) continue;
                bool holds = true;
                for (std::size_t n = n0; n + p < table.size() && holds; ++n) holds = table[n + p] == table[n] + s;
                false_naive += !holds;
                break;
            }
        }
    }
    CHECK(false_naive > 0);
    MESSAGE("prefixes where the naive window certifies a false arithmetic period: " << false_naive);
}

TEST_CASE("certify_all_but_period's state check (what a hash match must pass) against states written out here, "
          "every pair of heaps 0..120 for 40 random E within 1..10") {
    std::mt19937 rng(12);
    for (int c = 0; c < 40; ++c) {
        std::vector<std::uint64_t> e;
        for (std::uint64_t k = 1; k <= 10; ++k)
            if (rng() % 3 == 0) e.push_back(k);
        if (e.empty()) e.push_back(1 + rng() % 10);
        const std::size_t x = static_cast<std::size_t>(e.back());
        const std::vector<unsigned> g = nimkit::all_but_grundy_table(e, 120);
        std::vector<std::size_t> first;  // first heap of each value
        std::vector<std::vector<long long> > state(g.size() + 1);
        std::vector<std::size_t> distinct(g.size() + 1, 0);
        for (std::size_t n = 0; n <= g.size(); ++n) {
            distinct[n] = first.size();
            for (std::size_t j = 1; j <= x; ++j) {  // each of the last x heaps: value - distinct if live, else a mark
                const bool live = n >= j && first[g[n - j]] + x >= n;
                state[n].push_back(live ? static_cast<long long>(g[n - j]) - static_cast<long long>(distinct[n]) : 1LL << 40);
            }
            if (n < g.size() && g[n] == first.size()) first.push_back(n);
        }
        for (std::size_t a = 0; a <= g.size(); ++a)
            for (std::size_t b = 0; b <= g.size(); ++b)
                CHECK(nimkit::subtraction_detail::same_state(g, first, x, a, distinct[a], b, distinct[b]) == (state[a] == state[b]));
    }
}

TEST_CASE("Winning moves: legal by the rules and to a sum of value 0, 3000 random positions per game, heaps up to "
          "10^18 for periodic games and all-but games (arithmetic period) and within the table for the others") {
    std::vector<nimkit::HeapGame> games = {octal("0.77"), octal("0.07"), octal("0.137"), octal("0.16"), octal("4.7"),
                                           octal("0.6"),  grundys(),     subtract({1, 3, 4}), subtract({3, 7}),
                                           subtract({2, 3}, true)};
    std::mt19937_64 rng(9);
    for (const nimkit::HeapGame& game : games) {
        nimkit::GrundySequence seq(game);
        seq.compute(4096);
        const std::uint64_t top = seq.period().found || seq.arithmetic_period().found ? 1000000000000000000ULL : 4095;
        for (int trial = 0; trial < 3000; ++trial) {
            std::vector<std::uint64_t> heaps(1 + rng() % 3);
            for (std::uint64_t& h : heaps) h = rng() % 2 ? rng() % 40 : rng() % (top + 1);
            std::uint64_t x = 0;
            for (std::uint64_t h : heaps) x ^= seq.value(h);
            if (!x) continue;
            std::size_t i = 0;
            while ((seq.value(heaps[i]) ^ x) >= seq.value(heaps[i])) ++i;
            nimkit::HeapMove m = seq.move_to(heaps[i], seq.value(heaps[i]) ^ x);
            INFO("heap " << heaps[i] << " -> " << m.left << " " << m.right);
            REQUIRE(legal(game, heaps[i], m));
            const std::uint64_t after = x ^ seq.value(heaps[i]) ^ seq.value(m.left) ^ seq.value(m.right);
            CHECK(after == 0);
        }
    }
}
