// Take-and-break games (octal codes, Grundy's game), subtraction games and the
// rare/common engine, against the games' own moves.
#include <doctest/doctest.h>

#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "brute.hpp"
#include "take_break_rows.hpp"
#include "sanitized.hpp"
#include "nimkit/subtraction.hpp"
#include "nimkit/octal.hpp"
#include "nimkit/sparse_grundy.hpp"

using brute::Position;
using take_break_rows::game_of;
using take_break_rows::row_moves;
using take_break_rows::sum_moves;

namespace {

// g(0..n) by the definition: the mex over each heap's options, an option of
// two parts worth the xor of their values (Sprague-Grundy, proved for these
// games below against P/N search on sums).
std::vector<unsigned> grundy_by_moves(const nimkit::TakeBreak& game, std::size_t n) {
    std::vector<unsigned> g(n + 1, 0);
    for (std::size_t m = 0; m <= n; ++m) {
        std::set<unsigned> options;
        std::vector<Position> next = row_moves(game, m);
        for (std::size_t j = 0; j < next.size(); ++j) {
            unsigned v = 0;
            for (std::size_t k = 0; k < next[j].size(); ++k) v ^= g[static_cast<std::size_t>(next[j][k])];
            options.insert(v);
        }
        while (options.count(g[m])) ++g[m];
    }
    return g;
}

const char* const kExamples[] = {"0.77", "0.07", "0.137", "0.007", "4.7", "0.6", "0.16", "0.106", "0.1777", "grundy"};

}  // namespace

TEST_CASE("parse_octal: 0.d1d2.., .d1d2.. and 4.d1d2.. with digits 0..7, trailing zeros dropped, anything else refused") {
    nimkit::TakeBreak g;
    std::string why;
    REQUIRE(nimkit::parse_octal("0.77", g, why));
    CHECK(g.digit == std::vector<unsigned>{0, 7, 7});
    CHECK_FALSE(g.unequal);
    REQUIRE(nimkit::parse_octal("4.7", g, why));
    CHECK(g.digit == std::vector<unsigned>{4, 7});
    REQUIRE(nimkit::parse_octal("0.1700", g, why));
    CHECK(g.digit == std::vector<unsigned>{0, 1, 7});
    REQUIRE(nimkit::parse_octal(".77", g, why));  // Winning Ways' way of writing 0.77
    CHECK(g.digit == std::vector<unsigned>{0, 7, 7});
    for (const char* bad : {"0.9", "0.", "", "0", "1.7", "0,7", "07", "4.x", "0.7a", ".", "..7", ".9", "00.7", "0.-1", "8.1"}) {
        INFO(bad);
        CHECK_FALSE(nimkit::parse_octal(bad, g, why));
        CHECK_FALSE(why.empty());
    }
}

TEST_CASE("take_break_table equals the mex over moves on a row of tokens, every heap <= 200, each example game "
          "(0.77 0.07 0.137 0.007 4.7 0.6 0.16 0.106 0.1777, Grundy's game)") {
    for (const char* code : kExamples) {
        INFO(code);
        nimkit::TakeBreak game = game_of(code);
        CHECK(nimkit::take_break_table(game, 200) == grundy_by_moves(game, 200));
    }
}

TEST_CASE("Sprague-Grundy for take-and-break sums: mover wins iff the xor of g is non-zero, every position of "
          "<= 3 heaps of <= 9 (oracle: P/N search over moves on rows), each example game") {
    for (const char* code : kExamples) {
        INFO(code);
        nimkit::TakeBreak game = game_of(code);
        std::vector<unsigned> g = nimkit::take_break_table(game, 9);
        brute::Solver oracle([&game](const Position& p) { return sum_moves(game, p); }, false);
        brute::for_each_position(3, 9, [&](const Position& p) {
            unsigned x = 0;
            for (std::size_t i = 0; i < p.size(); ++i) x ^= g[static_cast<std::size_t>(p[i])];
            CHECK((x != 0) == oracle.wins(p));
        });
    }
}

// The engine must give the mex rule's values whatever path it takes: with the
// default review (mask from 4096 heaps on) and with masks chosen from 64 heaps
// (then the block method runs from 2048 heaps on), with one thread and two.
#define NIMKIT_SPARSE_CASE(code)                                                                               \
    TEST_CASE("SparseGrundy equals take_break_table for every heap <= 2^14, masks from 64 and from 4096 heaps, " \
              "1 and 2 threads: " code) {                                                                      \
        nimkit::TakeBreak game = game_of(code);                                                                \
        const std::size_t n = 1 << 14;                                                                         \
        std::vector<unsigned> direct = nimkit::take_break_table(game, n);                                      \
        for (std::size_t review : {std::size_t(64), std::size_t(4096)})                                        \
            for (unsigned threads = 1; threads <= 2; ++threads) {                                              \
                nimkit::SparseGrundy s(game, review);                                                          \
                s.set_threads(threads);                                                                        \
                s.extend(n);                                                                                   \
                std::size_t differ = 0;                                                                        \
                for (std::size_t i = 0; i <= n; ++i) differ += s[i] != direct[i];                              \
                CHECK(differ == 0);                                                                            \
            }                                                                                                  \
    }
NIMKIT_SPARSE_CASE("0.77")
NIMKIT_SPARSE_CASE("0.07")
NIMKIT_SPARSE_CASE("0.137")
NIMKIT_SPARSE_CASE("0.007")
NIMKIT_SPARSE_CASE("4.7")
NIMKIT_SPARSE_CASE("0.6")
NIMKIT_SPARSE_CASE("0.16")
NIMKIT_SPARSE_CASE("0.106")
NIMKIT_SPARSE_CASE("0.1777")
NIMKIT_SPARSE_CASE("grundy")
NIMKIT_SPARSE_CASE("0.165")
NIMKIT_SPARSE_CASE("0.366")  // a value passes 511 in the block method: it starts again with rows of 1024
#undef NIMKIT_SPARSE_CASE  // the unity build puts other test files after this one

// The direct method's byte compares (heaps without a mask, values below 256)
// must drop to stamps when a value passes 255: 0.7 written 60 times (take 1..60,
// leave 0, 1 or 2 heaps) passes it near heap 300 and never takes a mask.
TEST_CASE("SparseGrundy's direct method equals take_break_table for every heap <= 2048 of 0.77..7 (60 sevens), "
          "whose values pass 255") {
    nimkit::TakeBreak game = game_of("0." + std::string(60, '7'));
    const std::size_t n = 2048;
    std::vector<unsigned> direct = nimkit::take_break_table(game, n);
    REQUIRE(direct[n] > 255);
    nimkit::SparseGrundy s(game);
    s.extend(n);
    std::size_t differ = 0;
    for (std::size_t i = 0; i <= n; ++i) differ += s[i] != direct[i];
    CHECK(differ == 0);
    CHECK(s.mask() == 0);
}

// Grundy's game takes its mask at 2^16 heaps, 0.6 at 2^14: the block method
// (far pairs a block at a time, by the second thread or the first) then runs
// on tens of thousands of heaps, on rows of 256 and 512 marks.
TEST_CASE("SparseGrundy's block method, 1 and 2 threads, equals take_break_table for every heap <= 2^17 of "
          "Grundy's game and <= 2^16 of 0.6, under the masks fe and 1ee (under the sanitizers: the table on <= 2^13, "
          "the threads on the whole range)") {
    const std::size_t n[] = {std::size_t(1) << 17, std::size_t(1) << 16};
    const nimkit::TakeBreak games[] = {nimkit::grundys_game(), game_of("0.6")};
    const unsigned masks[] = {0xfe, 0x1ee};
    for (int k = 0; k < 2; ++k) {
        const std::size_t checked = nimkit_test::kSanitized ? std::size_t(1) << 13 : n[k];
        std::vector<unsigned> direct = nimkit::take_break_table(games[k], checked);
        std::vector<unsigned> first;
        for (unsigned threads = 1; threads <= 2; ++threads) {
            nimkit::SparseGrundy s(games[k], 64);
            s.set_threads(threads);
            s.extend(n[k]);
            CHECK(s.mask() == masks[k]);
            std::size_t differ = 0, apart = 0;
            for (std::size_t i = 0; i <= checked; ++i) differ += s[i] != direct[i];
            CHECK(differ == 0);
            for (std::size_t i = 0; i <= n[k]; ++i) {
                if (threads == 1) first.push_back(s[i]);
                apart += s[i] != first[i];
            }
            CHECK(apart == 0);
        }
    }
}

TEST_CASE("Published: Kayles (0.77) has period 12 from 71, certified by g(0..167), Dawson's chess (0.137) period "
          "34, last exceptional heap 51, each certificate re-checked on a table of 5000 heaps") {
    struct Known {
        const char* code;
        std::size_t t, start, period;
    };
    const Known known[] = {{"0.77", 2, 71, 12}, {"0.137", 3, 52, 34}};
    for (const Known& k : known) {
        INFO(k.code);
        nimkit::TakeBreak game = game_of(k.code);
        std::vector<unsigned> g = nimkit::take_break_table(game, 5000);
        nimkit::Period p = nimkit::certify_period(g, k.t);
        REQUIRE(p.found);
        CHECK(p.start == k.start);
        CHECK(p.period == k.period);
        for (std::size_t m = p.start; m + p.period < g.size(); ++m) CHECK(g[m + p.period] == g[m]);
        CHECK(g[p.start - 1 + p.period] != g[p.start - 1]);  // and not from earlier
        // The table up to `certified` proves it, one heap less does not.
        std::vector<unsigned> up_to(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(p.certified + 1));
        nimkit::Period q = nimkit::certify_period(up_to, k.t);
        CHECK((q.found && q.start == p.start && q.period == p.period));
        up_to.pop_back();
        q = nimkit::certify_period(up_to, k.t);
        CHECK_FALSE((q.found && q.start == p.start && q.period == p.period));
    }
    CHECK(nimkit::certify_period(nimkit::take_break_table(game_of("0.77"), 300), 2).certified == 167);
}

TEST_CASE("Published: the first 100 values of Grundy's game (OEIS A002188), by take_break_table and SparseGrundy") {
    const unsigned a002188[100] = {0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4,
                                   3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1,
                                   0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3,
                                   2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5};
    std::vector<unsigned> g = nimkit::take_break_table(nimkit::grundys_game(), 99);
    nimkit::SparseGrundy s(nimkit::grundys_game(), 64);
    s.extend(99);
    for (std::size_t n = 0; n < 100; ++n) {
        CHECK(g[n] == a002188[n]);
        CHECK(s[n] == a002188[n]);
    }
}

TEST_CASE("Subtraction games: the window certificate (agreement on max(S) values) holds for every certified "
          "period of 300 random sets in 1..12, re-checked on 3000 heaps, S = {1,3,4} has period 7 from 0") {
    std::uint64_t seed = 77;
    for (int trial = 0; trial < 300; ++trial) {
        std::vector<std::uint64_t> s;
        std::uint64_t t = 0;
        for (std::size_t i = 0, size = 1 + trial % 4; i < size; ++i) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            s.push_back(1 + (seed >> 33) % 12);
            t = std::max(t, s.back());
        }
        std::vector<unsigned> small = nimkit::subtraction_grundy_table(s, 200);
        nimkit::Period p = nimkit::certify_period(small, static_cast<std::size_t>(t), false);
        REQUIRE(p.found);  // subtraction games with finite S are periodic; 200 heaps suffice here
        std::vector<unsigned> big = nimkit::subtraction_grundy_table(s, 3000);
        for (std::size_t m = p.start; m + p.period < big.size(); ++m) REQUIRE(big[m + p.period] == big[m]);
    }
    nimkit::Period p = nimkit::certify_period(nimkit::subtraction_grundy_table({1, 3, 4}, 50), 4, false);
    CHECK(p.start == 0);
    CHECK(p.period == 7);
}

TEST_CASE("all_but_grundy_table equals the mex over the moves 'remove any k >= 1 not in E', every heap <= 300, "
          "E = {}, {1}, {2,3}, {1,2,4}, {3,5,7,11}") {
    for (const std::vector<std::uint64_t>& e : std::vector<std::vector<std::uint64_t> >{
             {}, {1}, {2, 3}, {1, 2, 4}, {3, 5, 7, 11}}) {
        std::vector<unsigned> g = nimkit::all_but_grundy_table(e, 300);
        for (std::size_t m = 0; m <= 300; ++m) {
            std::set<unsigned> options;
            for (std::size_t k = 1; k <= m; ++k)
                if (std::find(e.begin(), e.end(), k) == e.end()) options.insert(g[m - k]);
            unsigned v = 0;
            while (options.count(v)) ++v;
            CHECK(g[m] == v);
        }
    }
}

TEST_CASE("certify_period: every period it proves on a prefix g(0..s-1), s <= 160, of every code 0.d1, 0.d1d2, "
          "0.d1d2d3 and 4.d1.., holds on g(0..1200) by the mex rule (0.4: g(0..2) = 0 0 0 proves nothing, g(3) = 1)") {
    // The window starts at heap 1 even when the agreement starts at heap 0: a part of exactly p
    // in heap n + p cannot give p away (0.4, 0.04 and 0.004 were certified falsely from heap 0).
    auto digits = [](const nimkit::TakeBreak& game) {
        std::string d;
        for (std::size_t k = 1; k < game.digit.size(); ++k) d += static_cast<char>('0' + game.digit[k]);
        return d;
    };
    const std::size_t n = nimkit_test::kSanitized ? 600 : 1200, most = nimkit_test::kSanitized ? 100 : 160;
    std::size_t certified = 0, from_zero = 0, wrong = 0;
    std::string first;
    for (unsigned lead = 0; lead <= 4; lead += 4)
        for (unsigned code = 1; code < 512; ++code) {
            nimkit::TakeBreak game;
            game.unequal = false;
            game.digit.assign(1, lead);
            for (unsigned c = code; c > 0; c /= 8) game.digit.push_back(c % 8);
            const std::vector<unsigned> g = nimkit::take_break_table(game, n);
            for (std::size_t s = 1; s <= most; ++s) {
                const nimkit::Period r = nimkit::certify_period(std::vector<unsigned>(g.begin(), g.begin() + s), game.digit.size() - 1);
                if (!r.found) continue;
                ++certified;
                from_zero += r.start == 0;
                for (std::size_t m = r.start; m + r.period <= n; ++m)
                    if (g[m + r.period] != g[m]) {
                        if (wrong++ == 0)
                            first = "code " + std::to_string(lead) + "." + digits(game) + ", prefix " +
                                    std::to_string(s) + ": period " + std::to_string(r.period) + " from " +
                                    std::to_string(r.start) + " fails at heap " + std::to_string(m + r.period);
                        break;
                    }
            }
        }
    INFO(first);
    CHECK(wrong == 0);
    MESSAGE(certified << " certificates, " << from_zero << " from heap 0");
    CHECK(from_zero > 1000);
    CHECK(certified > 10 * from_zero);
    nimkit::TakeBreak zero_four;
    std::string why;
    REQUIRE(nimkit::parse_octal("0.4", zero_four, why));
    const std::vector<unsigned> g = nimkit::take_break_table(zero_four, 3);
    CHECK(g == std::vector<unsigned>({0, 0, 0, 1}));
    CHECK(!nimkit::certify_period(std::vector<unsigned>(g.begin(), g.begin() + 3), 1).found);
}

namespace {

// certify_period_heaps as it was before it went O(size) (one backward scan per
// candidate period, O(size^2)): the twin the fast one must equal.
template <class Values>
nimkit::Period certify_period_heaps_naive(const Values& g, std::size_t t, std::size_t heaps) {
    const std::size_t size = g.size();
    for (std::size_t p = 1; p < size; ++p) {
        std::size_t n0 = size - p;
        while (n0 > 0 && g[n0 - 1 + p] == g[n0 - 1]) --n0;
        const std::size_t from = n0 > 0 ? n0 : 1;  // a split part must stay a part (0.4)
        const std::size_t end = heaps >= 2 ? heaps * from + (heaps - 1) * p + t : from + t;
        if (end <= size - p) {
            nimkit::Period r = {true, n0, p, end + p - 1};
            return r;
        }
    }
    nimkit::Period none = {false, 0, 0, 0};
    return none;
}

// Compares the fast certificate with the twin for t and heaps; counts and
// describes the first difference.
struct CertifyTwins {
    std::size_t calls = 0, found = 0, differ = 0;
    std::string first;
    template <class Values>
    void compare(const Values& g, std::size_t t, std::size_t heaps) {
        const nimkit::Period a = nimkit::certify_period_heaps(g, t, heaps);
        const nimkit::Period b = certify_period_heaps_naive(g, t, heaps);
        ++calls;
        found += b.found;
        if (a.found == b.found && a.start == b.start && a.period == b.period && a.certified == b.certified) return;
        if (differ++ > 0) return;
        first = "size " + std::to_string(g.size()) + " t " + std::to_string(t) + " heaps " + std::to_string(heaps) +
                ": fast " + std::to_string(a.found) + " p " + std::to_string(a.period) + " n0 " +
                std::to_string(a.start) + " by " + std::to_string(a.certified) + ", naive " + std::to_string(b.found) +
                " p " + std::to_string(b.period) + " n0 " + std::to_string(b.start) + " by " +
                std::to_string(b.certified) + "; g =";
        for (std::size_t i = 0; i < g.size() && i < 60; ++i) first += " " + std::to_string(g[i]);
    }
};

std::uint64_t next_random(std::uint64_t& seed) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return seed >> 33;
}

}  // namespace

TEST_CASE("certify_period_heaps equals its O(size^2) twin on every table of length <= 15 over {0,1} and <= 9 "
          "over {0,1,2}, every t <= 4 and heaps 0..3") {
    CertifyTwins twins;
    for (unsigned letters = 2; letters <= 3; ++letters)
        for (std::size_t n = 0; n <= (letters == 2 ? 15u : 9u); ++n) {
            std::vector<unsigned> g(n, 0);
            for (;;) {
                for (std::size_t t = 0; t <= 4; ++t)
                    for (std::size_t heaps = 0; heaps <= 3; ++heaps) twins.compare(g, t, heaps);
                std::size_t i = 0;  // the next table: count in base `letters`
                while (i < n && g[i] == letters - 1) g[i++] = 0;
                if (i == n) break;
                ++g[i];
            }
        }
    INFO(twins.first);
    CHECK(twins.differ == 0);
    CHECK(twins.calls == 5 * 4 * ((1u << 16) - 1 + (59049 - 1) / 2));
    CHECK(twins.found > twins.calls / 4);
}

TEST_CASE("certify_period_heaps equals its O(size^2) twin on 6000 random tables (planted periods 1..40 after "
          "pre-periods 0..300, 0..3 defects, up to 700 values, some with values equal mod 2^31 - 1 so the "
          "fingerprints collide) and on every prefix of 150 of them, t <= 5 and heaps 0..3") {
    CertifyTwins twins;
    std::uint64_t seed = 2911;
    for (int trial = 0; trial < 6000; ++trial) {
        const std::size_t letters = 2 + next_random(seed) % 5;
        const bool collide = trial % 5 == 4;  // letters v and v + 2^31 - 1: same residue
        std::vector<unsigned> alphabet;
        for (std::size_t i = 0; i < letters; ++i)
            alphabet.push_back(collide && i % 2 ? 2147483647u + static_cast<unsigned>(i / 2) : static_cast<unsigned>(i / (collide ? 2 : 1)));
        const std::size_t pre = next_random(seed) % 301, q = 1 + next_random(seed) % 40;
        const std::size_t size = trial < 150 ? 1 + next_random(seed) % 250 : 1 + next_random(seed) % 700;
        std::vector<unsigned> pattern(q);
        for (unsigned& v : pattern) v = alphabet[next_random(seed) % letters];
        std::vector<unsigned> g(size);
        for (std::size_t i = 0; i < size; ++i)
            g[i] = i < pre ? alphabet[next_random(seed) % letters] : pattern[(i - pre) % q];
        for (std::size_t d = next_random(seed) % 4; d > 0 && size > 0; --d) {  // defects, mostly early
            const std::size_t at = next_random(seed) % 2 ? next_random(seed) % size : pre + next_random(seed) % (size / 4 + 1);
            if (at < size) g[at] = alphabet[next_random(seed) % letters];
        }
        const std::size_t t = next_random(seed) % 6;
        for (std::size_t heaps = 0; heaps <= 3; ++heaps) {
            twins.compare(g, t, heaps);
            if (trial < 150)
                for (std::size_t n = 0; n < size; ++n) twins.compare(std::vector<unsigned>(g.begin(), g.begin() + n), t, heaps);
        }
    }
    INFO(twins.first);
    CHECK(twins.differ == 0);
    CHECK(twins.found > twins.calls / 4);
}

TEST_CASE("certify_period_heaps equals its O(size^2) twin on the tables of real games: every prefix of g(0..300) "
          "of every code 0.d1d2 and 4.d1d2, g(0..n) for n = 100, 200, 400, 800 of every 0.d1d2d3 and of 100 random "
          "0.d1d2d3d4 (t - 1..t + 1), heaps 1..3, and of 300 subtraction games (heaps 0..2), and the engine's 16-bit "
          "values of 0.376 and Kayles to 2^14") {
    CertifyTwins twins;
    for (unsigned lead = 0; lead <= 4; lead += 4)
        for (unsigned code = 0; code < 64; ++code) {
            nimkit::TakeBreak game;
            game.digit.clear();
            for (unsigned d : {lead, code / 8, code % 8}) game.digit.push_back(d);
            game.unequal = false;
            const std::vector<unsigned> g = nimkit::take_break_table(game, 300);
            for (std::size_t n = 0; n <= g.size(); ++n)
                for (std::size_t heaps = 1; heaps <= 3; ++heaps)
                    twins.compare(std::vector<unsigned>(g.begin(), g.begin() + n), 2, heaps);
        }
    std::uint64_t seed = 29;
    for (unsigned code = 0; code < 512 + 100; ++code) {
        nimkit::TakeBreak game;
        game.digit.clear();
        for (unsigned d : {0u, code / 64 % 8, code / 8 % 8, code % 8}) game.digit.push_back(d);
        if (code >= 512) {
            game.digit.push_back(static_cast<unsigned>(next_random(seed) % 8));
            for (std::size_t k = 1; k < 4; ++k) game.digit[k] = static_cast<unsigned>(next_random(seed) % 8);
        }
        game.unequal = false;
        const std::size_t reach = game.digit.size() - 1;
        const std::vector<unsigned> g = nimkit::take_break_table(game, 800);
        for (std::size_t n = 100; n <= 800; n *= 2)
            for (std::size_t t = reach - 1; t <= reach + 1; ++t)
                for (std::size_t heaps = 1; heaps <= 3; ++heaps)
                    twins.compare(std::vector<unsigned>(g.begin(), g.begin() + n + 1), t, heaps);
    }
    for (int trial = 0; trial < 300; ++trial) {
        std::vector<std::uint64_t> s;
        for (std::size_t i = 0, size = 1 + trial % 4; i < size; ++i) s.push_back(1 + next_random(seed) % 20);
        std::sort(s.begin(), s.end());
        s.erase(std::unique(s.begin(), s.end()), s.end());
        const std::vector<unsigned> g = nimkit::subtraction_grundy_table(s, 400);
        for (std::size_t n = 0; n <= g.size(); n += 1 + n / 8)
            for (std::size_t heaps = 0; heaps <= 2; ++heaps)
                twins.compare(std::vector<unsigned>(g.begin(), g.begin() + n), static_cast<std::size_t>(s.back()), heaps);
    }
    for (const char* code : {"0.376", "0.77"}) {
        nimkit::SparseGrundy engine(game_of(code), 64);
        engine.extend(1 << 14);
        for (std::size_t heaps = 1; heaps <= 3; ++heaps) twins.compare(engine.values(), 3, heaps);
    }
    INFO(twins.first);
    CHECK(twins.differ == 0);
    CHECK(twins.found > twins.calls / 4);
}
