// explore.hpp: the explorer's values against the library's tables and against
// independent searches written here; the loop error; deep chains; sums against
// P/N search of the sum itself; every detector against known answers and
// against games built to fool it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/explore_pattern.hpp"
#include "nimkit/grundy.hpp"
#include "nimkit/octal.hpp"
#include "nimkit/subtraction.hpp"
#include "nimkit/wythoff.hpp"

namespace {

typedef std::uint64_t u64;
typedef std::vector<u64> Heaps;
typedef std::vector<Heaps> Moves;
typedef std::pair<u64, u64> Two;

// Kayles in words: knock down one pin or two adjacent pins of a row of n,
// leaving the pins to the left and to the right of them.
void kayles_moves(u64 n, Moves& out) {
    for (u64 k = 1; k <= 2 && k <= n; ++k)
        for (u64 left = 0; left + k <= n; ++left) {
            Heaps h;
            if (left) h.push_back(left);
            if (n - k - left) h.push_back(n - k - left);
            out.push_back(h);
        }
}

// A sum of Kayles rows as one position: the sorted multiset of rows.
struct KaylesSum {
    void operator()(const Heaps& rows, std::vector<Heaps>& out) const {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            Moves m;
            kayles_moves(rows[i], m);
            for (std::size_t j = 0; j < m.size(); ++j) {
                Heaps next(rows.begin(), rows.end());
                next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
                next.insert(next.end(), m[j].begin(), m[j].end());
                std::sort(next.begin(), next.end());
                out.push_back(next);
            }
        }
    }
};

// Wythoff's moves, and a variant: from (x, y) with x + y >= big, also take one
// from one pile and two from the other.
struct WythoffMoves {
    u64 big;
    void operator()(const Two& p, std::vector<Two>& out) const {
        for (u64 x = 0; x < p.first; ++x) out.push_back(Two(x, p.second));
        for (u64 y = 0; y < p.second; ++y) out.push_back(Two(p.first, y));
        for (u64 d = 1; d <= p.first && d <= p.second; ++d) out.push_back(Two(p.first - d, p.second - d));
        if (p.first + p.second >= big) {
            if (p.first >= 1 && p.second >= 2) out.push_back(Two(p.first - 1, p.second - 2));
            if (p.first >= 2 && p.second >= 1) out.push_back(Two(p.first - 2, p.second - 1));
        }
    }
};

nimkit::PairTable wythoff_table(u64 n, u64 big) {
    WythoffMoves moves = {big};
    nimkit::GameExplorer<Two, WythoffMoves, nimkit::PairHash> e(moves);
    return nimkit::pair_table(n, [&e](std::size_t a, std::size_t b) { return e.grundy(Two(a, b)); });
}

// The bitmask game: a row of 12 coins, bit i heads. A move turns a head i to
// tails and may turn over one coin j < i. Searched here by recursion over an
// array, independently of the explorer.
unsigned bitmask_search(unsigned mask, std::vector<int>& memo) {
    if (memo[mask] >= 0) return static_cast<unsigned>(memo[mask]);
    std::vector<unsigned> values;
    for (unsigned i = 0; i < 12; ++i) {
        if (!(mask >> i & 1)) continue;
        const unsigned base = mask ^ (1u << i);
        values.push_back(bitmask_search(base, memo));
        for (unsigned j = 0; j < i; ++j) values.push_back(bitmask_search(base ^ (1u << j), memo));
    }
    const unsigned g = nimkit::mex(values.begin(), values.end());
    memo[mask] = static_cast<int>(g);
    return g;
}

// The string game: delete one letter, or two equal adjacent letters.
void string_moves(const std::string& s, std::vector<std::string>& out) {
    for (std::size_t i = 0; i < s.size(); ++i) {
        out.push_back(s.substr(0, i) + s.substr(i + 1));
        if (i + 1 < s.size() && s[i] == s[i + 1]) out.push_back(s.substr(0, i) + s.substr(i + 2));
    }
}

unsigned string_search(const std::string& s, std::map<std::string, unsigned>& memo) {
    std::map<std::string, unsigned>::const_iterator it = memo.find(s);
    if (it != memo.end()) return it->second;
    std::vector<std::string> opts;
    string_moves(s, opts);
    std::vector<unsigned> values;
    for (std::size_t i = 0; i < opts.size(); ++i) values.push_back(string_search(opts[i], memo));
    return memo[s] = nimkit::mex(values.begin(), values.end());
}

// P/N of a sum of subtraction-game heaps by search over the sum itself: the
// mover wins iff some move (one heap minus s) reaches a lost sum.
bool sum_search(Heaps heaps, const std::vector<u64>& s, std::map<Heaps, bool>& memo) {
    std::sort(heaps.begin(), heaps.end());
    std::map<Heaps, bool>::const_iterator it = memo.find(heaps);
    if (it != memo.end()) return it->second;
    bool wins = false;
    for (std::size_t i = 0; i < heaps.size() && !wins; ++i)
        for (std::size_t j = 0; j < s.size() && !wins; ++j)
            if (s[j] <= heaps[i]) {
                Heaps next = heaps;
                next[i] -= s[j];
                wins = !sum_search(next, s, memo);
            }
    return memo[heaps] = wins;
}

// Take 1 or 2; from a heap of 1000 or more also 3 (a pattern that breaks at 1000).
void breaks_at_1000(u64 n, Moves& out) {
    for (u64 k = 1; k <= 3 && k <= n; ++k)
        if (k < 3 || n >= 1000) out.push_back(Heaps(1, n - k));
}

// Take any number; from a heap of 1000 or more, never leave nothing.
void nim_until_1000(u64 n, Moves& out) {
    for (u64 k = 1; k <= n; ++k)
        if (k < n || n < 1000) out.push_back(k < n ? Heaps(1, n - k) : Heaps());
}

}  // namespace

TEST_CASE("explore: Kayles by its moves in words through heap_game_table equals take_break_table of 0.77, heaps 0 to 300") {
    const std::vector<unsigned> g = nimkit::heap_game_table(kayles_moves, 300);
    nimkit::TakeBreak kayles;
    std::string why;
    REQUIRE(nimkit::parse_octal("0.77", kayles, why));
    CHECK(g == nimkit::take_break_table(kayles, 300));
}

TEST_CASE("explore: sums of up to three Kayles rows of up to 12 pins searched as one position equal the xor of the table") {
    const std::vector<unsigned> g = nimkit::heap_game_table(kayles_moves, 12);
    nimkit::GameExplorer<Heaps, KaylesSum, nimkit::SequenceHash> e((KaylesSum()));
    for (u64 a = 0; a <= 12; ++a)
        for (u64 b = a; b <= 12; ++b)
            for (u64 c = b; c <= 12; c += 3) {
                Heaps rows;
                if (a) rows.push_back(a);
                if (b) rows.push_back(b);
                if (c) rows.push_back(c);
                CHECK(e.grundy(rows) == (g[a] ^ g[b] ^ g[c]));
                CHECK(e.mover_wins(rows) == nimkit::sum_mover_wins(g, rows.begin(), rows.end()));
            }
}

TEST_CASE("explore: 100 random subtraction games with sets within 1 to 12, every heap 0 to 500, against subtraction_grundy_table") {
    std::mt19937 rng(26);
    for (int round = 0; round < 100; ++round) {
        std::vector<u64> s;
        for (u64 x = 1; x <= 12; ++x)
            if (rng() % 3 == 0) s.push_back(x);
        if (s.empty()) s.push_back(1 + rng() % 12);
        auto moves = [&s](const u64& n, std::vector<u64>& out) {
            for (std::size_t i = 0; i < s.size() && s[i] <= n; ++i) out.push_back(n - s[i]);
        };
        auto e = nimkit::make_explorer<u64>(moves);
        const std::vector<unsigned> want = nimkit::subtraction_grundy_table(s, 500);
        for (u64 n = 500 + 1; n-- > 0;) CHECK(e.grundy(n) == want[n]);
        // heap_game_table with the same moves as multisets of one heap
        auto as_heaps = [&s](u64 n, Moves& out) {
            for (std::size_t i = 0; i < s.size() && s[i] <= n; ++i) out.push_back(n == s[i] ? Heaps() : Heaps(1, n - s[i]));
        };
        CHECK(nimkit::heap_game_table(as_heaps, 500) == want);
    }
}

TEST_CASE("explore: Wythoff's P-positions for a, b <= 200 equal wythoff_cold, winning moves reach P-positions") {
    WythoffMoves moves = {~0ULL};
    nimkit::GameExplorer<Two, WythoffMoves, nimkit::PairHash> e(moves);
    std::vector<Two> all;
    for (u64 a = 0; a <= 200; ++a)
        for (u64 b = 0; b <= 200; ++b) all.push_back(Two(a, b));
    const std::vector<Two> lost = e.p_positions(all.begin(), all.end());
    std::size_t cold = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const bool is_cold = nimkit::wythoff_cold(all[i].first, all[i].second);
        cold += is_cold;
        CHECK(e.mover_wins(all[i]) == !is_cold);
        Two to;
        REQUIRE(e.winning_move(all[i], to) == !is_cold);
        if (!is_cold) {
            CHECK(nimkit::wythoff_cold(to.first, to.second));
            std::vector<Two> opts;
            moves(all[i], opts);
            CHECK(std::find(opts.begin(), opts.end(), to) != opts.end());
        }
    }
    CHECK(lost.size() == cold);
    CHECK(e.size() == all.size());
}

TEST_CASE("explore: the bitmask game on 12 coins, all 4096 positions, against a recursive search over an array") {
    std::vector<int> memo(1 << 12, -1);
    auto moves = [](const unsigned& mask, std::vector<unsigned>& out) {
        for (unsigned i = 0; i < 12; ++i)
            if (mask >> i & 1) {
                out.push_back(mask ^ (1u << i));
                for (unsigned j = 0; j < i; ++j) out.push_back(mask ^ (1u << i) ^ (1u << j));
            }
    };
    auto e = nimkit::make_explorer<unsigned>(moves);
    for (unsigned mask = 0; mask < (1u << 12); ++mask) CHECK(e.grundy(mask) == bitmask_search(mask, memo));
}

TEST_CASE("explore: the string game, every word of up to 7 letters over abc, against a recursive search with std::map") {
    std::map<std::string, unsigned> memo;
    auto e = nimkit::make_explorer<std::string>(string_moves);
    std::vector<std::string> words(1, "");
    for (std::size_t at = 0; at < words.size(); ++at)
        if (words[at].size() < 7)
            for (char c = 'a'; c <= 'c'; ++c) words.push_back(words[at] + c);
    CHECK(words.size() == 3280);
    for (std::size_t i = 0; i < words.size(); ++i) CHECK(e.grundy(words[i]) == string_search(words[i], memo));
}

TEST_CASE("explore: a loopy game throws logic_error naming graph_game.hpp, and the explorer still answers the acyclic part") {
    // 0 -> 1 -> 2 -> 0 is a cycle; 3 -> 0 reaches it; 4 -> 5 -> 6 is a chain.
    auto moves = [](const int& n, std::vector<int>& out) {
        if (n <= 2) out.push_back((n + 1) % 3);
        if (n == 3) out.push_back(0);
        if (n == 4 || n == 5) out.push_back(n + 1);
    };
    auto e = nimkit::make_explorer<int>(moves);
    for (int round = 0; round < 2; ++round) {
        bool thrown = false;
        try {
            e.grundy(3);
        } catch (const std::logic_error& err) {
            thrown = true;
            CHECK(std::string(err.what()).find("nimkit/graph_game.hpp") != std::string::npos);
        }
        CHECK(thrown);
        CHECK(e.size() == 0);
    }
    CHECK(e.grundy(4) == 0);
    CHECK(e.grundy(5) == 1);
    CHECK_THROWS_AS(e.grundy(1), std::logic_error);
    CHECK(e.size() == 3);
    auto self = [](const int& n, std::vector<int>& out) { out.push_back(n); };  // a move to itself
    auto s = nimkit::make_explorer<int>(self);
    CHECK_THROWS_AS(s.grundy(0), std::logic_error);
}

TEST_CASE("explore: a chain of 10^6 positions and a ladder of 10^6 with two moves each, without stack overflow") {
    auto chain = [](const u64& n, std::vector<u64>& out) {
        if (n) out.push_back(n - 1);
    };
    auto c = nimkit::make_explorer<u64>(chain);
    CHECK(c.grundy(1000000) == 0);
    CHECK(c.grundy(999999) == 1);
    CHECK(c.size() == 1000001);
    auto ladder = [](const u64& n, std::vector<u64>& out) {
        for (u64 k = 1; k <= 2 && k <= n; ++k) out.push_back(n - k);
    };
    auto l = nimkit::make_explorer<u64>(ladder);
    CHECK(l.grundy(1000000) == 1000000 % 3);
    u64 to = 0;
    CHECK(l.winning_move(1000000, to));
    CHECK(to == 999999);
}

TEST_CASE("explore: 300 random sums of 1 to 4 heaps of 0 to 15 in subtraction games within 1 to 5, against P/N search of the sum") {
    std::mt19937 rng(2626);
    for (int round = 0; round < 300; ++round) {
        std::vector<u64> s;
        for (u64 x = 1; x <= 5; ++x)
            if (rng() % 2) s.push_back(x);
        if (s.empty()) s.push_back(2);
        auto moves = [&s](const u64& n, std::vector<u64>& out) {
            for (std::size_t i = 0; i < s.size() && s[i] <= n; ++i) out.push_back(n - s[i]);
        };
        auto e = nimkit::make_explorer<u64>(moves);
        Heaps heaps(1 + rng() % 4);
        for (std::size_t i = 0; i < heaps.size(); ++i) heaps[i] = rng() % 16;
        std::map<Heaps, bool> memo;
        const bool wins = sum_search(heaps, s, memo);
        CHECK(e.sum_mover_wins(heaps.begin(), heaps.end()) == wins);
        std::size_t which = 0;
        u64 to = 0;
        REQUIRE(e.sum_winning_move(heaps, which, to) == wins);
        if (wins) {
            CHECK(std::find(s.begin(), s.end(), heaps[which] - to) != s.end());
            Heaps after = heaps;
            after[which] = to;
            CHECK_FALSE(sum_search(after, s, memo));
        }
    }
}

TEST_CASE("explore: heap_move_to gives a move of every value below g for Kayles heaps 0 to 100, and heap_game_table refuses a growing heap") {
    const std::vector<unsigned> g = nimkit::heap_game_table(kayles_moves, 100);
    for (u64 h = 0; h <= 100; ++h)
        for (unsigned v = 0; v < g[h]; ++v) {
            Heaps parts;
            REQUIRE(nimkit::heap_move_to(kayles_moves, g, h, v, parts));
            unsigned x = 0;
            u64 total = 0;
            for (std::size_t i = 0; i < parts.size(); ++i) x ^= g[parts[i]], total += parts[i];
            CHECK(x == v);
            CHECK((total + 1 == h || total + 2 == h));
        }
    Heaps parts;
    CHECK_FALSE(nimkit::heap_move_to(kayles_moves, g, 5, g[5], parts));
    auto grows = [](u64 n, Moves& out) { out.push_back(Heaps(1, n + 1)); };
    CHECK_THROWS_AS(nimkit::heap_game_table(grows, 3), std::invalid_argument);
}

TEST_CASE("explore: heap_pattern: Kayles g 0 to 300 with t = 2, J = 2 declared is certified, period 12 from heap 71 by g 0 to 167, then g 0 to 166 is too short to trust it, g 0 to 300 without bounds observes it") {
    const std::vector<unsigned> g = nimkit::heap_game_table(kayles_moves, 300);
    nimkit::HeapPattern p = nimkit::heap_pattern(g, nimkit::declared_bounds(2, 2, nimkit::grundy_from_heap_0));
    CHECK(p.verdict.found);
    CHECK(p.verdict.proved);
    CHECK(p.start == 71);
    CHECK(p.period == 12);
    CHECK(p.saltus == 0);
    CHECK(nimkit::verdict_text(p.verdict) == "period 12 from heap 71 (certified by g(0..167))");
    const std::vector<unsigned> short_table(g.begin(), g.begin() + 167);
    p = nimkit::heap_pattern(short_table, nimkit::declared_bounds(2, 2, nimkit::grundy_from_heap_0));
    CHECK_FALSE(p.verdict.proved);
    // the period from 71 is not seen three times in the first half, g(0..82): not trusted
    CHECK(nimkit::verdict_text(p.verdict) == "no period and no arithmetic period (checked on g(0..166))");
    const std::vector<unsigned> certified(g.begin(), g.begin() + 168);
    CHECK(nimkit::heap_pattern(certified, nimkit::declared_bounds(2, 2, nimkit::grundy_from_heap_0)).verdict.proved);
    p = nimkit::heap_pattern(g);  // bounds not declared: seen, never proved
    CHECK(nimkit::verdict_text(p.verdict) == "period 12 from heap 71 (observed on g(0..300), not proved)");
    nimkit::HeapBounds constrained = nimkit::declared_bounds(2, 2, nimkit::grundy_from_heap_0);
    constrained.free_sizes = false;
    CHECK_FALSE(nimkit::heap_pattern(g, constrained).verdict.proved);
    // the bounds without the statement that g holds Grundy values: nothing certified
    CHECK_FALSE(nimkit::heap_pattern(g, nimkit::declared_bounds(2, 2)).verdict.proved);
}

TEST_CASE("explore: heap_pattern: subtraction games S = 1 3 4 certified with t = 4, J = 1 on g 0 to 50, period 7 from heap 0") {
    std::vector<u64> s = {1, 3, 4};
    nimkit::HeapPattern p = nimkit::heap_pattern(nimkit::subtraction_grundy_table(s, 50), nimkit::declared_bounds(4, 1, nimkit::grundy_from_heap_0));
    CHECK(nimkit::verdict_text(p.verdict) == "period 7 from heap 0 (certified by g(0..11))");
}

TEST_CASE("explore: heap_pattern fooled: take 1 or 2, and 3 from heaps of 1000 or more, looks periodic on g 0 to 999, shows nothing on g 0 to 1599 and 0 to 1999 (the first half disagrees), period 4 on g 0 to 4999") {
    const std::vector<unsigned> g = nimkit::heap_game_table(breaks_at_1000, 4999);
    const std::vector<unsigned> before(g.begin(), g.begin() + 1000);
    nimkit::HeapPattern p = nimkit::heap_pattern(before);
    CHECK(nimkit::verdict_text(p.verdict) == "period 3 from heap 0 (observed on g(0..999), not proved)");
    // On g(0..1599) and g(0..1999) the first half shows period 3: the rule changed past the middle, not claimed.
    for (std::size_t size : {1600, 2000}) {
        const std::vector<unsigned> part(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(size));
        CHECK(nimkit::verdict_text(nimkit::heap_pattern(part).verdict) ==
              "no period and no arithmetic period (checked on g(0.." + std::to_string(size - 1) + "))");
    }
    p = nimkit::heap_pattern(g);
    CHECK(p.verdict.found);
    CHECK_FALSE(p.verdict.proved);
    CHECK(p.period == 4);
    CHECK(p.start >= 997);
    CHECK(nimkit::verdict_text(p.verdict).find("(observed on g(0..4999), not proved)") != std::string::npos);
}

TEST_CASE("explore: heap_pattern: arithmetic periods observed, all-but 2 3 on g 0 to 100 and Lasker's Nim on g 0 to 200, never proved") {
    std::vector<u64> e = {2, 3};
    nimkit::HeapPattern p = nimkit::heap_pattern(nimkit::all_but_grundy_table(e, 100), nimkit::declared_bounds(100, 1));
    CHECK(nimkit::verdict_text(p.verdict) == "arithmetic period 4, saltus 2, from heap 0 (observed on g(0..100), not proved)");
    CHECK(p.start == 0);
    CHECK(p.period == 4);
    CHECK(p.saltus == 2);
    auto lasker = [](u64 n, Moves& out) {
        for (u64 k = 0; k < n; ++k) out.push_back(k ? Heaps(1, k) : Heaps());
        for (u64 a = 1; 2 * a <= n; ++a) out.push_back(Heaps{a, n - a});
    };
    p = nimkit::heap_pattern(nimkit::heap_game_table(lasker, 200));
    CHECK(nimkit::verdict_text(p.verdict) == "arithmetic period 4, saltus 4, from heap 1 (observed on g(0..200), not proved)");
    CHECK(p.start == 1);
    CHECK(p.saltus == 4);
}

TEST_CASE("explore: heap_pattern fooled: Nim that may not empty a heap of 1000 or more is g n = n on g 0 to 999, and no pattern on g 0 to 1999") {
    const std::vector<unsigned> g = nimkit::heap_game_table(nim_until_1000, 1999);
    CHECK(g[999] == 999);
    CHECK(g[1000] == 0);
    const std::vector<unsigned> before(g.begin(), g.begin() + 1000);
    CHECK(nimkit::verdict_text(nimkit::heap_pattern(before).verdict) ==
          "arithmetic period 1, saltus 1, from heap 0 (observed on g(0..999), not proved)");
    nimkit::HeapPattern p = nimkit::heap_pattern(g);
    CHECK_FALSE(p.verdict.found);
    CHECK(nimkit::verdict_text(p.verdict) == "no period and no arithmetic period (checked on g(0..1999))");
}

TEST_CASE("explore: heap_pattern: Grundy's game on g 0 to 300 shows no pattern") {
    const std::vector<unsigned> g = nimkit::take_break_table(nimkit::grundys_game(), 300);
    CHECK(nimkit::verdict_text(nimkit::heap_pattern(g).verdict) == "no period and no arithmetic period (checked on g(0..300))");
}

TEST_CASE("explore: sum_in_disguise: two heaps of take 1 or 2 are a sum on a, b <= 30, Wythoff is not at 1 1, a move added at 25 25 is caught") {
    auto two_heaps = [](const Two& p, std::vector<Two>& out) {
        for (u64 k = 1; k <= 2; ++k) {
            if (p.first >= k) out.push_back(Two(p.first - k, p.second));
            if (p.second >= k) out.push_back(Two(p.first, p.second - k));
        }
        if (p.first == 25 && p.second == 25) out.push_back(Two(0, 0));
    };
    nimkit::GameExplorer<Two, decltype(two_heaps), nimkit::PairHash> e(two_heaps);
    auto g = [&e](std::size_t a, std::size_t b) { return e.grundy(Two(a, b)); };
    nimkit::Verdict v = nimkit::sum_in_disguise(nimkit::pair_table(24, g));
    CHECK(nimkit::verdict_text(v) == "g(a, b) = g(a, 0) xor g(0, b) (observed on a, b <= 24, not proved)");
    v = nimkit::sum_in_disguise(nimkit::pair_table(30, g));
    CHECK_FALSE(v.found);
    CHECK(nimkit::verdict_text(v) == "not a sum: g(25, 25) = 2, g(25, 0) xor g(0, 25) = 0 (checked on a, b <= 30)");
    v = nimkit::sum_in_disguise(wythoff_table(200, ~0ULL));
    CHECK(nimkit::verdict_text(v) == "not a sum: g(1, 1) = 2, g(1, 0) xor g(0, 1) = 0 (checked on a, b <= 200)");
}

TEST_CASE("explore: wythoff_type_pairs: Wythoff a, b <= 200 has d = 1 and a_k = floor k phi, two-heap Nim d = 0 on a, b <= 50") {
    nimkit::WythoffPairs w = nimkit::wythoff_type_pairs(wythoff_table(200, ~0ULL));
    CHECK(w.verdict.found);
    CHECK_FALSE(w.verdict.proved);
    CHECK(w.d == 1);
    REQUIRE(w.lower.size() == 77);  // b_76 = 122 + 76 = 198, b_77 = 124 + 77 > 200
    for (std::size_t k = 0; k < w.lower.size(); ++k) {
        CHECK(w.lower[k] == nimkit::wythoff_lower(k));
        CHECK(w.upper[k] == w.lower[k] + k);
    }
    CHECK(nimkit::verdict_text(w.verdict) ==
          "P-positions {a_k, a_k + 1k}, a_k the mex of the earlier pairs (observed on a, b <= 200, not proved)");
    auto nim = [](std::size_t a, std::size_t b) { return static_cast<unsigned>(a ^ b); };
    w = nimkit::wythoff_type_pairs(nimkit::pair_table(50, nim));
    CHECK(w.verdict.found);
    CHECK(w.d == 0);
    CHECK(w.lower.size() == 51);
}

TEST_CASE("explore: wythoff_type_pairs: the generalised Wythoff game, both piles lowered by x and y with |x - y| < 3, d = 3 on a, b <= 80") {
    auto moves = [](const Two& p, std::vector<Two>& out) {
        for (u64 x = 0; x <= p.first; ++x)
            for (u64 y = 0; y <= p.second; ++y)
                if ((x || y) && ((x == 0 || y == 0) || (x > y ? x - y : y - x) < 3)) out.push_back(Two(p.first - x, p.second - y));
    };
    nimkit::GameExplorer<Two, decltype(moves), nimkit::PairHash> e(moves);
    nimkit::WythoffPairs w =
        nimkit::wythoff_type_pairs(nimkit::pair_table(80, [&e](std::size_t a, std::size_t b) { return e.grundy(Two(a, b)); }));
    CHECK(w.verdict.found);
    CHECK(w.d == 3);
}

TEST_CASE("explore: wythoff_type_pairs fooled: Wythoff plus a 1-and-2 move once x + y >= 150 fits on a, b <= 70 and breaks on a, b <= 120") {
    nimkit::WythoffPairs w = nimkit::wythoff_type_pairs(wythoff_table(70, 150));
    CHECK(w.verdict.found);
    CHECK_FALSE(w.verdict.proved);
    w = nimkit::wythoff_type_pairs(wythoff_table(120, 150));
    CHECK_FALSE(w.verdict.found);
    CHECK(nimkit::verdict_text(w.verdict).find("not Wythoff-type with d = 1: (") == 0);
    CHECK(nimkit::verdict_text(w.verdict).find("(checked on a, b <= 120)") != std::string::npos);
    auto no_pair = [](std::size_t a, std::size_t b) { return static_cast<unsigned>(a + b); };  // only (0, 0) is P
    CHECK(nimkit::verdict_text(nimkit::wythoff_type_pairs(nimkit::pair_table(10, no_pair)).verdict) ==
          "no Wythoff-type pairs: no P-position (1, b), b >= 1 (checked on a, b <= 10)");
}

// ---- Beatty, P-pairs, lines, features --------------------------------------

namespace {

// Whether floor(k * alpha) = seq[k - 1] for k = 1..size, alpha = num/den exactly.
bool beatty_with(const std::vector<std::size_t>& seq, u64 num, u64 den) {
    for (std::size_t k = 1; k <= seq.size(); ++k)
        if (k * num / den != seq[k - 1]) return false;
    return true;
}

// The continued fraction of num/den.
std::vector<u64> cf_of(u64 num, u64 den) {
    std::vector<u64> t;
    while (den) {
        t.push_back(num / den);
        const u64 r = num % den;
        num = den;
        den = r;
    }
    return t;
}

}  // namespace

TEST_CASE("explore: beatty_fit against a search over alpha = a_j / j, every sequence of 1 to 5 terms in 0 to 9") {
    // If some alpha fits, the least one, max a_k / k, does: a search over those.
    std::size_t fits = 0, total = 0;
    for (std::size_t len = 1; len <= 5; ++len) {
        std::vector<std::size_t> seq(len, 0);
        for (;;) {
            bool any = false;
            for (std::size_t j = 1; j <= len && !any; ++j) any = beatty_with(seq, seq[j - 1], j);
            const nimkit::BeattyFit b = nimkit::beatty_fit(seq);
            CHECK(b.verdict.found == any);
            CHECK_FALSE(b.verdict.proved);
            if (b.verdict.found) {
                CHECK(beatty_with(seq, b.low_num, b.low_den));  // the low end fits,
                CHECK_FALSE(beatty_with(seq, b.high_num, b.high_den));  // the high end does not
                ++fits;
            }
            ++total;
            std::size_t i = 0;
            while (i < len && seq[i] == 9) seq[i++] = 0;
            if (i == len) break;
            ++seq[i];
        }
    }
    CHECK(total == 111110);
    CHECK(fits > 50);
}

TEST_CASE("explore: beatty_fit's continued-fraction terms are shared by every fraction of denominator <= 400 in the interval, for 300 random rational alphas and 1 to 60 terms") {
    std::mt19937_64 rng(26);
    for (int trial = 0; trial < 300; ++trial) {
        const u64 den = 1 + rng() % 40, num = den + rng() % (5 * den);
        std::vector<std::size_t> seq;
        const std::size_t len = 1 + rng() % 60;
        for (std::size_t k = 1; k <= len; ++k) seq.push_back(static_cast<std::size_t>(k * num / den));
        const nimkit::BeattyFit b = nimkit::beatty_fit(seq);
        REQUIRE(b.verdict.found);
        CHECK(b.low_num * den <= num * b.low_den);  // num/den is in [low, high)
        CHECK(num * b.high_den < b.high_num * den);
        std::size_t inside = 0;
        for (u64 d = 1; d <= 400; ++d)
            for (u64 c = b.low_num * d / b.low_den; c * b.high_den < b.high_num * d; ++c) {
                if (c * b.low_den < b.low_num * d) continue;
                const std::vector<u64> t = cf_of(c, d);
                ++inside;
                for (std::size_t i = 0; i < b.terms.size(); ++i) {
                    REQUIRE(i < t.size());
                    // the last term of a finite expansion may be written a or (a - 1, 1)
                    CHECK((t[i] == b.terms[i] || (i + 1 == t.size() && t[i] == b.terms[i] + 1)));
                }
            }
        CHECK(inside >= 1);
        // The terms are all the interval determines: the low end and a point
        // 10^-9 below the high end part right after them (or one ends there).
        const std::vector<u64> lo = cf_of(b.low_num, b.low_den),
                               hi = cf_of(b.high_num * 1000000000ULL - 1, b.high_den * 1000000000ULL);
        const std::size_t i = b.terms.size();
        CHECK((lo.size() == i || hi.size() == i || (i < lo.size() && i < hi.size() && lo[i] != hi[i])));
    }
}

TEST_CASE("explore: beatty_fit on Wythoff's P-positions found by search, a, b <= 300: a_k = floor(k phi) with phi = [1 1 1 ...], b_k with [2 1 1 ...]") {
    const nimkit::PPairs p = nimkit::p_pairs(wythoff_table(300, ~0ULL));
    REQUIRE(p.verdict.found);
    REQUIRE(p.lower.size() == 115);  // b_114 = 184 + 114 = 298
    CHECK(p.lower[0] == 0);
    const std::vector<std::size_t> lower(p.lower.begin() + 1, p.lower.end()), upper(p.upper.begin() + 1, p.upper.end());
    const nimkit::BeattyFit a = nimkit::beatty_fit(lower), b = nimkit::beatty_fit(upper);
    REQUIRE(a.verdict.found);
    REQUIRE(b.verdict.found);
    CHECK(a.terms.size() >= 8);
    CHECK(b.terms.size() >= 8);
    for (std::size_t i = 0; i < a.terms.size(); ++i) CHECK(a.terms[i] == 1);
    CHECK(b.terms[0] == 2);
    for (std::size_t i = 1; i < b.terms.size(); ++i) CHECK(b.terms[i] == 1);
    CHECK(nimkit::verdict_text(a.verdict).find("(observed on k = 1..114, not proved)") != std::string::npos);
}

TEST_CASE("explore: beatty_fit fooled: floor(k phi) with a_1000 raised by one fits on k <= 999 and not on k <= 2000, and Wythoff's game with an extra move past 150 breaks p_pairs or Beatty on a, b <= 300") {
    std::vector<std::size_t> seq;
    for (std::size_t k = 1; k <= 2000; ++k) seq.push_back(static_cast<std::size_t>(nimkit::wythoff_lower(k)));
    CHECK(nimkit::beatty_fit(seq).verdict.found);
    seq[999] += 1;
    CHECK(nimkit::beatty_fit(std::vector<std::size_t>(seq.begin(), seq.begin() + 999)).verdict.found);
    const nimkit::BeattyFit broken = nimkit::beatty_fit(seq);
    CHECK_FALSE(broken.verdict.found);
    CHECK(nimkit::verdict_text(broken.verdict).find("not a Beatty sequence: a_1000 = 1619 needs alpha >= 1619/1000") == 0);
    const nimkit::PPairs p = nimkit::p_pairs(wythoff_table(300, 150));
    bool beatty = p.verdict.found;
    if (beatty) {
        const std::vector<std::size_t> lower(p.lower.begin() + 1, p.lower.end());
        // Wythoff's own pairs on a, b <= 300 are k = 0..114 (the test above searches them)
        bool wythoff = p.lower.size() == 115;
        for (std::size_t k = 0; wythoff && k < p.lower.size(); ++k) wythoff = p.lower[k] == nimkit::wythoff_lower(k);
        beatty = nimkit::beatty_fit(lower).verdict.found && wythoff;
    }
    CHECK_FALSE(beatty);
}

TEST_CASE("explore: p_pairs: two heaps of take 1 share P-numbers (0, 0) and (0, 2) on a, b <= 10, and Nim's pairs are (a, a)") {
    auto parity = [](std::size_t a, std::size_t b) { return static_cast<unsigned>((a ^ b) & 1); };
    const nimkit::PPairs p = nimkit::p_pairs(nimkit::pair_table(10, parity));
    CHECK_FALSE(p.verdict.found);
    CHECK(nimkit::verdict_text(p.verdict) == "P-positions share a number: (0, 2) and another with 0 (checked on a, b <= 10)");
    auto nim = [](std::size_t a, std::size_t b) { return static_cast<unsigned>(a ^ b); };
    const nimkit::PPairs q = nimkit::p_pairs(nimkit::pair_table(20, nim));
    REQUIRE(q.verdict.found);
    REQUIRE(q.lower.size() == 21);
    for (std::size_t k = 0; k <= 20; ++k) CHECK((q.lower[k] == k && q.upper[k] == k));
}

TEST_CASE("explore: line_pattern: two heaps of take 1 or 2 searched on a, b <= 60 have period 3 in every row, column and diagonal, and Wythoff's row 0 has saltus 1") {
    auto moves = [](const Two& p, std::vector<Two>& out) {
        for (u64 k = 1; k <= 2; ++k) {
            if (p.first >= k) out.push_back(Two(p.first - k, p.second));
            if (p.second >= k) out.push_back(Two(p.first, p.second - k));
        }
    };
    nimkit::GameExplorer<Two, decltype(moves), nimkit::PairHash> e(moves);
    const nimkit::PairTable t = nimkit::pair_table(60, [&e](std::size_t a, std::size_t b) { return e.grundy(Two(a, b)); });
    for (std::size_t i = 0; i <= 10; ++i) {
        const nimkit::TableLine lines[] = {nimkit::table_row, nimkit::table_column, nimkit::table_diagonal};
        for (int l = 0; l < 3; ++l) {
            const std::vector<unsigned> v = nimkit::table_line(t, lines[l], i);
            for (std::size_t j = 0; j < v.size(); ++j) {
                const std::size_t a = l == 0 ? i : j, b = l == 0 ? j : l == 1 ? i : i + j;
                CHECK(v[j] == ((a % 3) ^ (b % 3)));
            }
            const nimkit::HeapPattern p = nimkit::line_pattern(t, lines[l], i);
            CHECK(p.verdict.found);
            CHECK_FALSE(p.verdict.proved);
            CHECK(p.period == (l == 2 && i % 3 == 0 ? 1u : 3u));  // on a diagonal with 3 | d: g = 0 throughout
        }
    }
    CHECK(nimkit::line_pattern(t, nimkit::table_diagonal, 4).verdict.range == "diagonal b - a = 4, a <= 56");
    const nimkit::HeapPattern w = nimkit::line_pattern(wythoff_table(100, ~0ULL), nimkit::table_row, 0);
    CHECK(nimkit::verdict_text(w.verdict) == "arithmetic period 1, saltus 1, from heap 0 (observed on row 0, b <= 100, not proved)");
}

namespace {
// P/N of one heap by search over the moves `moves(n, out)` lists (options n - k).
template <class F>
std::vector<bool> lost_heaps(std::size_t n, F moves) {
    std::vector<bool> lost(n + 1);
    for (std::size_t h = 0; h <= n; ++h) {
        std::vector<std::size_t> to;
        moves(h, to);
        bool wins = false;
        for (std::size_t i = 0; i < to.size(); ++i) wins = wins || lost[to[i]];
        lost[h] = !wins;
    }
    return lost;
}
std::vector<std::vector<u64> > ones(std::size_t n) {
    std::vector<std::vector<u64> > p;
    for (std::size_t h = 0; h <= n; ++h) p.push_back(std::vector<u64>(1, h));
    return p;
}
std::string texts(const std::vector<nimkit::Verdict>& v) {
    std::string s;
    for (std::size_t i = 0; i < v.size(); ++i) s += nimkit::verdict_text(v[i]) + "\n";
    return s;
}
}  // namespace

TEST_CASE("explore: separating_features on heaps 0 to 300 searched: take 1..3 is n mod 4, take 1 is parity, take a proper divisor is odd n, and Fibonacci Nim's heaps and take-at-most-the-previous's heaps 1 to 300") {
    CHECK(texts(nimkit::separating_features(ones(300), lost_heaps(300, [](std::size_t h, std::vector<std::size_t>& to) {
              for (std::size_t k = 1; k <= 3 && k <= h; ++k) to.push_back(h - k);
          }))) == "P iff n mod 4 is in {0} (observed on 301 positions, not proved)\n");
    CHECK(texts(nimkit::separating_features(ones(300), lost_heaps(300, [](std::size_t h, std::vector<std::size_t>& to) {
              if (h) to.push_back(h - 1);
          }))) == "P iff n is even (observed on 301 positions, not proved)\n");
    // Subtract a proper divisor (n -> n - d, d | n, d < n): P iff n is odd (n = 1 has no move).
    const std::vector<bool> divisor = lost_heaps(300, [](std::size_t h, std::vector<std::size_t>& to) {
        for (std::size_t d = 1; d < h; ++d)
            if (h % d == 0) to.push_back(h - d);
    });
    const std::vector<std::vector<u64> > all = ones(300), from1(all.begin() + 1, all.end());
    CHECK(texts(nimkit::separating_features(from1, std::vector<bool>(divisor.begin() + 1, divisor.end()))) ==
          "P iff n is odd (observed on 300 positions, not proved)\n");
    // Take-away games with a memory: the first move takes any number but not
    // all, then at most R times the previous take; searched over (heap, most).
    for (u64 r = 1; r <= 2; ++r) {
        std::vector<std::vector<char> > win(301, std::vector<char>(301, 0));
        for (u64 h = 1; h <= 300; ++h)
            for (u64 m = 1; m <= 300; ++m)
                for (u64 k = 1; k <= m && k <= h && !win[h][m]; ++k) win[h][m] = k == h || !win[h - k][std::min<u64>(r * k, 300)];
        std::vector<bool> lost;
        for (u64 n = 1; n <= 300; ++n) lost.push_back(!win[n][n - 1]);
        const std::string t = texts(nimkit::separating_features(from1, lost));
        CHECK(t == (r == 1 ? "P iff n is a power of two (observed on 300 positions, not proved)\n"
                           : "P iff n is a Fibonacci number (1, 2, 3, 5, 8, ...) (observed on 300 positions, not proved)\n"));
    }
}

TEST_CASE("explore: separating_features: Nim of 2 and 3 heaps of 0 to 12 searched is the xor rule, squares and a fooling table") {
    std::vector<std::vector<u64> > pos;
    std::vector<bool> lost;
    for (u64 a = 0; a <= 12; ++a)
        for (u64 b = 0; b <= 12; ++b)
            for (u64 c = 0; c <= 12; ++c) {
                // search over the real moves of the three heaps (memo by sorted triple)
                pos.push_back({a, b, c});
            }
    std::map<Heaps, bool> memo;
    for (std::size_t i = 0; i < pos.size(); ++i) {
        std::vector<u64> all_takes;
        for (u64 k = 1; k <= 12; ++k) all_takes.push_back(k);
        lost.push_back(!sum_search(pos[i], all_takes, memo));
    }
    CHECK(texts(nimkit::separating_features(pos, lost)) == "P iff the xor of the numbers is 0 (observed on 2197 positions, not proved)\n");
    std::vector<bool> square;
    for (u64 n = 0; n <= 400; ++n) square.push_back(n == (u64)(std::sqrt((double)n) + 0.5) * (u64)(std::sqrt((double)n) + 0.5));
    CHECK(texts(nimkit::separating_features(ones(400), square)) == "P iff n is a perfect square (observed on 401 positions, not proved)\n");
    // take 1..3 with the verdict of heap 1000 flipped: nothing separates on 0..1000
    std::vector<bool> fooled = lost_heaps(1000, [](std::size_t h, std::vector<std::size_t>& to) {
        for (std::size_t k = 1; k <= 3 && k <= h; ++k) to.push_back(h - k);
    });
    const std::vector<std::vector<u64> > heaps = ones(1000);
    CHECK(texts(nimkit::separating_features(std::vector<std::vector<u64> >(heaps.begin(), heaps.end() - 1),
                                            std::vector<bool>(fooled.begin(), fooled.end() - 1)))
              .find("P iff n mod 4 is in {0}") == 0);
    fooled[1000] = !fooled[1000];
    CHECK(texts(nimkit::separating_features(ones(1000), fooled)) ==
          "no feature tried separates P from N (xor, sum mod 2..12, Fibonacci, powers of two, squares) (checked on 1001 positions)\n");
}

// ---- octal_game_of --------------------------------------------------------------

#include "nimkit/heap_game.hpp"

namespace {
// The options of the octal game with these digits (d0 in {0, 4}), written here
// from the definition in words: take k tokens, leave nothing, one heap or two.
struct WordsOctal {
    std::vector<unsigned> d;
    void operator()(u64 n, Moves& out) const {
        for (u64 k = 0; k < d.size() && k <= n; ++k) {
            if ((d[k] & 1) && k == n && k > 0) out.push_back(Heaps());
            if ((d[k] & 2) && k < n && k > 0) out.push_back(Heaps(1, n - k));
            if (d[k] & 4)
                for (u64 a = 1; a < n - k; ++a) out.push_back(Heaps{a, n - k - a});  // both orders, on purpose
        }
    }
};
}  // namespace

TEST_CASE("explore: octal_game_of reads back every code d0.d1d2 (d0 0 or 4, 128 codes) from its moves in words on heaps 1 to 12, and the code's table equals heap_game_table to heap 200") {
    for (unsigned d0 = 0; d0 <= 4; d0 += 4)
        for (unsigned d1 = 0; d1 < 8; ++d1)
            for (unsigned d2 = 0; d2 < 8; ++d2) {
                const WordsOctal words = {{d0, d1, d2}};
                nimkit::TakeBreak game;
                std::string why;
                REQUIRE(nimkit::octal_game_of(words, 2, 12, game, why));
                std::vector<unsigned> want = words.d;
                while (want.size() > 1 && want.back() == 0) want.pop_back();
                CHECK(game.digit == want);
                CHECK(nimkit::take_break_table(game, 200) == nimkit::heap_game_table(words, 200));
            }
}

TEST_CASE("explore: octal_game_of: Kayles in words is 0.77, and GrundySequence (grundy's engine) gives the same g as heap_game_table to heap 2000, then 10^6 heaps with period 12 from heap 71 certified") {
    nimkit::TakeBreak game;
    std::string why;
    REQUIRE(nimkit::octal_game_of(kayles_moves, 2, 10, game, why));
    CHECK(game.digit == std::vector<unsigned>{0, 7, 7});
    nimkit::HeapGame hg;
    hg.kind = nimkit::HeapGame::take_break;
    hg.rules = game;
    nimkit::GrundySequence seq(hg);
    seq.compute(1000001);
    const std::vector<unsigned> direct = nimkit::heap_game_table(kayles_moves, 2000);
    for (std::size_t n = 0; n <= 2000; ++n) CHECK(seq.value(n) == direct[n]);
    REQUIRE(seq.period().found);
    CHECK(seq.period().period == 12);
    CHECK(seq.period().start == 71);
}

TEST_CASE("explore: octal_game_of refuses Grundy's game, a move past the declared reach, three heaps left, and options that no octal code has") {
    nimkit::TakeBreak game;
    std::string why;
    auto grundys = [](u64 n, Moves& out) {
        for (u64 a = 1; 2 * a < n; ++a) out.push_back(Heaps{a, n - a});
    };
    CHECK_FALSE(nimkit::octal_game_of(grundys, 2, 10, game, why));
    CHECK(why == "heap 2: its options are not those of 4.0 (the octal code its moves suggest)");
    auto take3 = [](u64 n, Moves& out) {
        for (u64 k = 1; k <= 3 && k <= n; ++k) out.push_back(k < n ? Heaps(1, n - k) : Heaps());
    };
    CHECK_FALSE(nimkit::octal_game_of(take3, 2, 10, game, why));
    CHECK(why == "heap 3: a move takes 3 tokens (declared: at most 2)");
    CHECK(nimkit::octal_game_of(take3, 3, 10, game, why));
    CHECK(game.digit == std::vector<unsigned>{0, 3, 3, 3});
    auto three = [](u64 n, Moves& out) {
        if (n >= 4) out.push_back(Heaps{1, 1, n - 3});
    };
    CHECK_FALSE(nimkit::octal_game_of(three, 1, 10, game, why));
    CHECK(why == "heap 4: a move leaves 3 heaps (an octal game, at most 2)");
    auto even_only = [](u64 n, Moves& out) {  // take 1, but only from even heaps
        if (n % 2 == 0) out.push_back(Heaps(1, n - 1));
    };
    CHECK_FALSE(nimkit::octal_game_of(even_only, 1, 10, game, why));
    CHECK(why == "heap 3: its options are not those of 0.2 (the octal code its moves suggest)");
    auto keeps = [](u64 n, Moves& out) { out.push_back(Heaps(1, n)); };
    CHECK_FALSE(nimkit::octal_game_of(keeps, 1, 10, game, why));
    CHECK(why == "heap 1: an option keeps 1 tokens (a move must take some or split)");
}
