// Coin-turning games (nimkit/coin_turning.hpp): values and winning moves
// against the mex over the moves on the real row, closed forms against the table.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/coin_turning.hpp"

namespace {

using nimkit::CoinRule;

CoinRule any(std::uint64_t k) { return nimkit::coin_rule(CoinRule::any, k); }
CoinRule run(std::uint64_t l) { return nimkit::coin_rule(CoinRule::run, l); }

int bits(std::uint32_t m) {
    int c = 0;
    for (; m; m &= m - 1) ++c;
    return c;
}

// The sets of coins a move may turn besides a head at x (1-based), as masks
// of bits 0..x-2 (bit i is coin i+1), read from the rules in words.
std::vector<std::uint32_t> other_coins(const CoinRule& rule, int x) {
    std::vector<std::uint32_t> out;
    if (rule.kind == CoinRule::any) {
        for (std::uint32_t m = 0; m < (1u << (x - 1)); ++m)
            if (static_cast<std::uint64_t>(bits(m)) + 1 <= rule.limit) out.push_back(m);
    } else {
        for (int j = 0; j < x && (rule.limit == 0 || static_cast<std::uint64_t>(j) < rule.limit); ++j)
            out.push_back(((1u << j) - 1) << (x - 1 - j));  // coins x-j..x-1
    }
    return out;
}

// G(row) for every row of `coins` coins (bit i set: coin i+1 shows heads) by
// the mex over the moves: turn a head x to tail and flip each coin of an
// allowed set left of x. Every option is a smaller mask, so one pass upwards.
std::vector<unsigned> real_rows(const CoinRule& rule, int coins) {
    std::vector<std::vector<std::uint32_t> > sets(coins + 1);
    for (int x = 1; x <= coins; ++x) sets[x] = other_coins(rule, x);
    std::vector<unsigned> value(std::size_t(1) << coins, 0);
    std::vector<std::uint32_t> stamp(70000, 0);
    for (std::uint32_t row = 1; row < value.size(); ++row) {
        for (int x = 1; x <= coins; ++x)
            if (row >> (x - 1) & 1)
                for (std::size_t s = 0; s < sets[x].size(); ++s) {
                    const unsigned v = value[row ^ (1u << (x - 1)) ^ sets[x][s]];
                    if (v < stamp.size()) stamp[v] = row;
                }
        unsigned m = 0;
        while (stamp[m] == row) ++m;
        value[row] = m;
    }
    return value;
}

std::vector<std::uint64_t> heads_of(std::uint32_t row) {
    std::vector<std::uint64_t> h;
    for (int i = 0; i < 32; ++i)
        if (row >> i & 1) h.push_back(static_cast<std::uint64_t>(i) + 1);
    return h;
}

// The rules of a move checked in words; the row it leaves, or ~0u if illegal.
std::uint32_t apply(const CoinRule& rule, std::uint32_t row, const nimkit::CoinMove& m) {
    if (m.x < 1 || m.x > 31 || !(row >> (m.x - 1) & 1) || m.count < 1) return ~0u;
    std::uint32_t after = row ^ (1u << (m.x - 1));
    if (rule.kind == CoinRule::any) {
        if (m.count > rule.limit || m.others.size() != m.count - 1) return ~0u;
        for (std::size_t i = 0; i < m.others.size(); ++i) {
            if (m.others[i] < 1 || m.others[i] >= m.x || (i > 0 && m.others[i] >= m.others[i - 1])) return ~0u;
            after ^= 1u << (m.others[i] - 1);
        }
    } else {
        if ((rule.limit != 0 && m.count > rule.limit) || m.count > m.x || !m.others.empty()) return ~0u;
        for (std::uint64_t y = m.x - m.count + 1; y < m.x; ++y) after ^= 1u << (y - 1);
    }
    return after;
}

std::vector<CoinRule> small_rules() {
    std::vector<CoinRule> r;
    for (std::uint64_t k = 1; k <= 4; ++k) r.push_back(any(k));
    for (std::uint64_t l = 1; l <= 4; ++l) r.push_back(run(l));
    r.push_back(run(0));
    return r;
}

void check_every_row(const CoinRule& rule, int coins) {
    CAPTURE(nimkit::coin_rule_name(rule));
    const std::vector<unsigned> value = real_rows(rule, coins);
    const std::vector<std::uint64_t> g = nimkit::coin_turning_table(rule, static_cast<std::size_t>(coins));
    nimkit::CoinTurning game(rule);
    for (std::uint32_t row = 0; row < value.size(); ++row) {
        CAPTURE(row);
        const std::vector<std::uint64_t> h = heads_of(row);
        std::uint64_t x = 0;
        for (std::size_t i = 0; i < h.size(); ++i) x ^= g[h[i]];
        REQUIRE(value[row] == x);  // the xor rule, with the table's g
        REQUIRE(game.value(h.begin(), h.end()) == x);
        if (nimkit::coin_turning_closed_form(rule) && h.size() == 1) REQUIRE(nimkit::coin_turning_grundy(rule, h[0]) == x);
        nimkit::CoinMove m;
        const bool found = game.winning_move(h.begin(), h.end(), m);
        REQUIRE(found == (value[row] != 0));
        if (found) {
            const std::uint32_t after = apply(rule, row, m);
            REQUIRE(after != ~0u);
            REQUIRE(value[after] == 0);
        }
    }
}

// g(1..n) by the definition for any:K: the mex over every set of at most K-1
// coins left of x.
std::vector<std::uint64_t> any_by_subsets(std::uint64_t k, int n) {
    std::vector<std::uint64_t> g(n + 1, 0);
    for (int x = 1; x <= n; ++x) {
        std::vector<std::uint64_t> opts;
        // every subset of {1..x-1} of size <= k-1, by a stack of indices
        std::vector<int> pick;
        std::uint64_t v = 0;
        opts.push_back(0);
        int next = 1;
        for (;;) {
            if (next <= x - 1 && pick.size() + 1 <= k - 1) {
                pick.push_back(next);
                v ^= g[next];
                opts.push_back(v);
                ++next;
            } else {
                if (pick.empty()) break;
                v ^= g[pick.back()];
                next = pick.back() + 1;
                pick.pop_back();
            }
        }
        std::sort(opts.begin(), opts.end());
        std::uint64_t m = 0;
        for (std::size_t i = 0; i < opts.size() && opts[i] <= m; ++i)
            if (opts[i] == m) ++m;
        g[x] = m;
    }
    return g;
}

std::uint64_t odious_below(std::uint64_t v) {  // how many odious numbers are < v, counted apart
    return v / 2 + (v % 2 == 1 && nimkit::odious(v - 1) ? 1 : 0);
}

// On a row of big positions (distinct, checked): the winning move turns a head
// x and coins left of x within the rule, and leaves value 0, with each turned
// coin's g added whether it showed heads or tails (the xor rule). Runs are
// walked coin by coin, so the rows keep them short.
void check_move_on_row(nimkit::CoinTurning& game, const std::vector<std::uint64_t>& h) {
    std::string why;
    if (!nimkit::coin_heads_check(h.begin(), h.end(), why)) return;
    const CoinRule rule = game.rule();
    const std::uint64_t v = game.value(h.begin(), h.end());
    nimkit::CoinMove m;
    REQUIRE(game.winning_move(h.begin(), h.end(), m) == (v != 0));
    if (v == 0) return;
    REQUIRE(std::find(h.begin(), h.end(), m.x) != h.end());
    std::uint64_t after = v ^ game.grundy(m.x);
    if (rule.kind == CoinRule::any) {
        REQUIRE(m.count <= rule.limit);
        REQUIRE(m.others.size() + 1 == m.count);
        for (std::size_t j = 0; j < m.others.size(); ++j) {
            REQUIRE(m.others[j] < (j == 0 ? m.x : m.others[j - 1]));
            REQUIRE(m.others[j] >= 1);
            after ^= game.grundy(m.others[j]);
        }
    } else {
        REQUIRE(m.count >= 1);
        REQUIRE(m.count <= m.x);
        REQUIRE((rule.limit == 0 || m.count <= rule.limit));
        REQUIRE(m.others.empty());
        REQUIRE(m.count <= 65536);
        for (std::uint64_t y = m.x - m.count + 1; y < m.x; ++y) after ^= game.grundy(y);
    }
    CHECK(after == 0);
}

}  // namespace

TEST_CASE("coin turning: every row of up to 16 coins, any:1..4, run:1..4 and run, against the mex over moves on the real row, the xor rule and winning moves to value 0") {
    const std::vector<CoinRule> rules = small_rules();
    for (std::size_t i = 0; i < rules.size(); ++i) check_every_row(rules[i], 16);
}

TEST_CASE("coin turning: every row of up to 12 coins, any:5, any:6 and any:12, against the mex over moves on the real row") {
    check_every_row(any(5), 12);
    check_every_row(any(6), 12);
    check_every_row(any(12), 12);  // every set left of x: g(x) = 2^(x-1)
    std::vector<std::uint64_t> g = nimkit::coin_turning_table(any(12), 12);
    for (int x = 1; x <= 12; ++x) CHECK(g[x] == (std::uint64_t(1) << (x - 1)));
}

TEST_CASE("coin turning: the any:K table equals the mex over every set of at most K-1 coins, K 1..5, positions up to 60") {
    for (std::uint64_t k = 1; k <= 5; ++k) {
        const int n = k <= 3 ? 60 : k == 4 ? 50 : 30;
        CHECK(nimkit::coin_turning_table(any(k), n) == any_by_subsets(k, n));
    }
    // growing one position at a time gives the same values as one build
    nimkit::CoinTurning game(any(4));
    const std::vector<std::uint64_t> whole = nimkit::coin_turning_table(any(4), 600);
    for (std::uint64_t x = 1; x <= 600; x += 7) CHECK(game.grundy(x) == whole[x]);
    for (std::uint64_t x = 600; x >= 1; x -= 5) CHECK(game.grundy(x) == whole[x]);
}

TEST_CASE("coin turning: closed forms against the mex table for x up to 4096 - any:1 is 1, any:2 is x, any:3 the x-th odious number") {
    const std::size_t n = 4096;
    const std::vector<std::uint64_t> g1 = nimkit::coin_turning_table(any(1), n);
    const std::vector<std::uint64_t> g2 = nimkit::coin_turning_table(any(2), n);
    const std::vector<std::uint64_t> g3 = nimkit::coin_turning_table(any(3), n);
    std::uint64_t next_odious = 0;  // the odious numbers in order, by testing each number
    for (std::size_t x = 1; x <= n; ++x) {
        CHECK(g1[x] == 1);
        CHECK(g2[x] == x);
        while (bits(static_cast<std::uint32_t>(++next_odious)) % 2 == 0) {
        }
        CHECK(g3[x] == next_odious);
        CHECK(nimkit::coin_turning_grundy(any(1), x) == 1);
        CHECK(nimkit::coin_turning_grundy(any(2), x) == x);
        CHECK(nimkit::coin_turning_grundy(any(3), x) == next_odious);
        CHECK(nimkit::odious_number(x) == next_odious);
    }
    CHECK(g3[1] == 1);  // Winning Ways' coin 0: 1 2 4 7 8 11 13 14 16 19 at their 0..9, our 1..10
    CHECK(g3[10] == 19);
}

TEST_CASE("coin turning: closed forms against the mex table for x up to 4096 - run:L is the largest power of 2 dividing x, capped at the largest power of 2 up to L, L 1..70 and unbounded") {
    const std::size_t n = 4096;
    for (std::uint64_t l = 0; l <= 70; ++l) {
        CAPTURE(l);
        const std::vector<std::uint64_t> g = nimkit::coin_turning_table(run(l), n);
        std::uint64_t cap = 1;
        while (l != 0 && cap * 2 <= l) cap *= 2;
        for (std::size_t x = 1; x <= n; ++x) {
            std::uint64_t d = 1;  // the largest power of 2 dividing x, by trial division
            while (x % (d * 2) == 0) d *= 2;
            const std::uint64_t expected = l == 0 ? d : std::min(d, cap);
            CHECK(g[x] == expected);
            CHECK(nimkit::coin_turning_grundy(run(l), x) == expected);
        }
    }
}

TEST_CASE("coin turning: closed forms at positions up to 2^63, no overflow, and winning moves on random rows of up to 6 heads") {
    const std::uint64_t top = nimkit::kCoinMaxPosition;
    CHECK(nimkit::coin_turning_grundy(any(3), top) == 18446744073709551614ULL);  // 2^63-1 has 63 ones: 2(2^63-1) is odious
    CHECK(nimkit::coin_turning_grundy(any(3), top - 1) == 18446744073709551613ULL);
    CHECK(nimkit::coin_turning_grundy(any(2), top) == top);
    CHECK(nimkit::coin_turning_grundy(run(0), top) == top);
    CHECK(nimkit::coin_turning_grundy(run(3), top) == 2);
    CHECK(nimkit::coin_turning_grundy(run(top), top) == top);
    CHECK(nimkit::coin_turning_grundy(run(top - 1), top) == top / 2);
    std::mt19937_64 rng(25);
    for (int t = 0; t < 100000; ++t) {  // the definitions, checked apart: odious counts, divisibility
        const std::uint64_t x = 1 + rng() % top;
        const std::uint64_t g3 = nimkit::coin_turning_grundy(any(3), x);
        CHECK(nimkit::odious(g3));
        CHECK(odious_below(g3) == x - 1);
        const std::uint64_t r = nimkit::coin_turning_grundy(run(0), x);
        CHECK((r & (r - 1)) == 0);
        CHECK(x % r == 0);
        CHECK((x / r) % 2 == 1);
    }
    const CoinRule rules[] = {any(1), any(2), any(3), run(1), run(5), run(1000), run(0)};
    for (std::size_t i = 0; i < sizeof rules / sizeof rules[0]; ++i) {
        const CoinRule rule = rules[i];
        nimkit::CoinTurning game(rule);
        for (int t = 0; t < 3000; ++t) {
            std::vector<std::uint64_t> h(1 + rng() % 6);
            for (std::size_t j = 0; j < h.size(); ++j) {
                // runs: at most 2^16 divides a head, so a move's run can be walked coin by coin
                h[j] = rule.kind == CoinRule::any ? 1 + rng() % top : ((rng() % (top >> 17)) * 2 + 1) << (rng() % 17);
            }
            check_move_on_row(game, h);
        }
    }
}

TEST_CASE("coin turning: any:4 and any:5 winning moves on random rows of up to 8 heads within 1..700 and 1..300 reach value 0 with at most K-1 other coins") {
    std::mt19937_64 rng(4);
    for (std::uint64_t k = 4; k <= 5; ++k) {
        nimkit::CoinTurning game(any(k));
        for (int t = 0; t < 3000; ++t) {
            std::vector<std::uint64_t> h(1 + rng() % 8);
            for (std::size_t j = 0; j < h.size(); ++j) h[j] = 1 + rng() % (k == 4 ? 700 : 300);
            check_move_on_row(game, h);
        }
    }
}

TEST_CASE("coin turning: the any:K table refuses what it has no room for with length_error, and the free functions") {
    nimkit::CoinTurning big(any(4));
    CHECK_THROWS_AS(big.grundy(1000000000000000000ULL), std::length_error);
    CHECK_THROWS_AS(nimkit::coin_turning_table(any(40), 40), std::length_error);  // g(x) = 2^(x-1) up to x = 40
    CHECK(big.grundy(10) == 85);  // still usable after a refusal
    const std::vector<std::uint64_t> h = {3, 5, 6};
    CHECK(nimkit::coin_turning_value(any(3), h) == (4 ^ 8 ^ 11));
    CHECK(nimkit::coin_turning_value(any(2), h) == (3 ^ 5 ^ 6));
    nimkit::CoinMove m;
    CHECK(!nimkit::coin_turning_move(any(2), h, m));  // 3 ^ 5 ^ 6 = 0
    REQUIRE(nimkit::coin_turning_move(any(3), h, m));
    CHECK(m.x == 3);  // 4 ^ 8 ^ 11 = 7; head 3 (g = 4) carries bit 4, and 4 ^ 7 = 3 = g(2) ^ g(1)
    CHECK(m.count == 3);
    CHECK(m.others == std::vector<std::uint64_t>({2, 1}));
}

TEST_CASE("coin turning: coin_heads_check refuses position 0, positions above 2^63 and repeats, parse_coin_rule and coin_rule_name") {
    std::string why;
    std::vector<std::uint64_t> ok = {5, 1, 9223372036854775808ULL};
    CHECK(nimkit::coin_heads_check(ok.begin(), ok.end(), why));
    std::vector<std::uint64_t> zero = {3, 0};
    CHECK(!nimkit::coin_heads_check(zero.begin(), zero.end(), why));
    std::vector<std::uint64_t> high = {9223372036854775809ULL};
    CHECK(!nimkit::coin_heads_check(high.begin(), high.end(), why));
    std::vector<std::uint64_t> twice = {4, 7, 4};
    CHECK(!nimkit::coin_heads_check(twice.begin(), twice.end(), why));
    CHECK(why == "position 4 is given twice");
    CoinRule r = any(1);
    const char* good[] = {"any:3", "run:2", "run", "ruler", "mock-turtles", "turning-turtles", "any:1", "run:9223372036854775808"};
    const char* names[] = {"any:3", "run:2", "run", "run", "any:3", "any:2", "any:1", "run:9223372036854775808"};
    for (int i = 0; i < 8; ++i) {
        CAPTURE(good[i]);
        REQUIRE(nimkit::parse_coin_rule(good[i], r, why));
        CHECK(nimkit::coin_rule_name(r) == names[i]);
    }
    const char* bad[] = {"", "any", "any:", "any:0", "run:0", "any:x", "any:-1", "any:9223372036854775809", "all:3", "run:2a", "any:99999999999999999999"};
    for (int i = 0; i < 11; ++i) {
        CAPTURE(bad[i]);
        CHECK(!nimkit::parse_coin_rule(bad[i], r, why));
        CHECK(!why.empty());
    }
}

// HDU 3537 lists heads from 0 and may list a coin more than once; the row is
// the set of coins listed (each shows heads once, however often it is named).
TEST_CASE("coin turning: HDU 3537 lists - every list of up to 5 positions from 0..9, repeats allowed, coin_heads_from_list then any:3 equals the mex over the real Mock Turtles moves on the row of the coins listed") {
    const std::vector<unsigned> value = real_rows(any(3), 10);  // rows of coins 1..10 = listed 0..9
    nimkit::CoinTurning mock(any(3));
    long checked = 0;
    for (int len = 0; len <= 5; ++len) {
        int total = 1;
        for (int i = 0; i < len; ++i) total *= 10;
        for (int code = 0; code < total; ++code, ++checked) {
            std::vector<std::uint64_t> listed;
            std::uint32_t row = 0;
            for (int i = 0, c = code; i < len; ++i, c /= 10) {
                listed.push_back(static_cast<std::uint64_t>(c % 10));
                row |= 1u << (c % 10);  // listed p (from 0) is coin p+1, bit p
            }
            CAPTURE(code);
            CAPTURE(len);
            const std::vector<std::uint64_t> heads = nimkit::coin_heads_from_list(listed, 0);
            REQUIRE(mock.value(heads.begin(), heads.end()) == value[row]);
            std::vector<std::uint64_t> from_one(listed);
            for (std::size_t i = 0; i < from_one.size(); ++i) ++from_one[i];
            REQUIRE(nimkit::coin_heads_from_list(from_one, 1) == heads);
        }
    }
    CHECK(checked == 111111);
    const std::vector<std::uint64_t> far = {9223372036854775807ULL, 0, 9223372036854775807ULL};
    CHECK(nimkit::coin_heads_from_list(far, 0) == std::vector<std::uint64_t>({1, 9223372036854775808ULL}));
    CHECK(nimkit::coin_turning_value(any(3), nimkit::coin_heads_from_list(far, 0)) == (1 ^ 18446744073709551614ULL));
}
