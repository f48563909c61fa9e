// dense_explorer.hpp and digital_deletions.hpp: values against GameExplorer,
// subtraction_grundy_table and independent searches written here over the
// game's own positions; winning moves; the loop error; deep chains; growth.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/dense_explorer.hpp"
#include "nimkit/digital_deletions.hpp"
#include "nimkit/game_explorer.hpp"
#include "nimkit/subtraction.hpp"

namespace {

// Every string of exactly `length` digits.
std::vector<std::string> strings_of(unsigned length) {
    std::vector<std::string> all(1, std::string());
    for (unsigned k = 0; k < length; ++k) {
        std::vector<std::string> longer;
        for (std::size_t i = 0; i < all.size(); ++i)
            for (char c = '0'; c <= '9'; ++c) longer.push_back(all[i] + c);
        all.swap(longer);
    }
    return all;
}

// Digital Deletions' moves made on the text itself.
std::vector<std::string> text_moves(const std::string& s) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        for (char c = '0'; c < s[i]; ++c) {
            std::string t = s;
            t[i] = c;
            out.push_back(t);
        }
        if (s[i] == '0') out.push_back(s.substr(0, i));
    }
    return out;
}

// Win/lose by recursion over the strings, memoised in a std::map.
std::map<std::string, bool> text_memo;
bool text_wins(const std::string& s) {
    std::map<std::string, bool>::iterator it = text_memo.find(s);
    if (it != text_memo.end()) return it->second;
    bool wins = false;
    const std::vector<std::string> moves = text_moves(s);
    for (std::size_t i = 0; i < moves.size() && !wins; ++i) wins = !text_wins(moves[i]);
    return text_memo[s] = wins;
}

// Two heaps, a move takes 1, 2 or 5 from one heap or 1 from both; (a, b) as
// a * 61 + b for a, b <= 60.
struct TwoHeaps {
    void operator()(const std::pair<unsigned, unsigned>& p, std::vector<std::pair<unsigned, unsigned> >& out) const {
        static const unsigned kTake[] = {1, 2, 5};
        for (int k = 0; k < 3; ++k) {
            if (p.first >= kTake[k]) out.push_back(std::make_pair(p.first - kTake[k], p.second));
            if (p.second >= kTake[k]) out.push_back(std::make_pair(p.first, p.second - kTake[k]));
        }
        if (p.first && p.second) out.push_back(std::make_pair(p.first - 1, p.second - 1));
    }
};
struct TwoHeapsDense {
    void operator()(std::size_t i, std::vector<std::size_t>& out) const {
        std::vector<std::pair<unsigned, unsigned> > o;
        TwoHeaps()(std::make_pair(static_cast<unsigned>(i / 61), static_cast<unsigned>(i % 61)), o);
        for (std::size_t k = 0; k < o.size(); ++k) out.push_back(o[k].first * 61 + o[k].second);
    }
};

}  // namespace

TEST_CASE("digital deletions: numbering round trip and options against moves on the text, every string of at most 4 digits") {
    std::size_t expected = 0;
    for (unsigned length = 0; length <= 4; ++length) {
        const std::vector<std::string> all = strings_of(length);
        for (std::size_t i = 0; i < all.size(); ++i, ++expected) {
            REQUIRE(nimkit::digital_deletions_number(all[i]) == expected);  // shorter first, then by value
            REQUIRE(nimkit::digital_deletions_string(expected) == all[i]);
            std::vector<std::size_t> got;
            nimkit::digital_deletions_options(expected, got);
            std::vector<std::string> moves = text_moves(all[i]);
            std::vector<std::size_t> want;
            for (std::size_t k = 0; k < moves.size(); ++k) want.push_back(nimkit::digital_deletions_number(moves[k]));
            std::sort(got.begin(), got.end());
            std::sort(want.begin(), want.end());
            REQUIRE(got == want);
        }
    }
}

TEST_CASE("digital deletions: verdicts against a search over the strings, every string of at most 4 digits and 300 random of 5 and 6") {
    nimkit::DigitalDeletions game(6);
    for (unsigned length = 1; length <= 4; ++length) {
        const std::vector<std::string> all = strings_of(length);
        for (std::size_t i = 0; i < all.size(); ++i) REQUIRE(game.mover_wins(all[i]) == text_wins(all[i]));
    }
    std::mt19937 rng(1404);
    for (int t = 0; t < 300; ++t) {
        std::string s(5 + t % 2, '0');
        for (std::size_t i = 0; i < s.size(); ++i) s[i] = static_cast<char>('0' + rng() % (rng() % 2 ? 10 : 4));
        REQUIRE(game.mover_wins(s) == text_wins(s));
    }
    // HDU 1404's sample: 0, 00 won; 1, 20 lost.
    CHECK(game.mover_wins("0"));
    CHECK(game.mover_wins("00"));
    CHECK(!game.mover_wins("1"));
    CHECK(!game.mover_wins("20"));
}

TEST_CASE("dense explorer: the whole Digital Deletions table to 6 digits, dense_verdicts against dense_grundy's zeros on every string, "
          "every winning move lands on a lost string") {
    nimkit::DigitalDeletions game(6);
    nimkit::DenseExplorer<nimkit::DigitalDeletionsOptions>& ex = game.explorer();
    const std::vector<unsigned> g = ex.table(1111111);
    CHECK(ex.size() == 1111111);
    CHECK(g[0] == 0);  // the empty string: the mover has lost
    nimkit::DenseExplorer<nimkit::DigitalDeletionsOptions> values((nimkit::DigitalDeletionsOptions()));
    const std::vector<unsigned> full = values.table(1111111);
    for (std::size_t i = 0; i < g.size(); ++i) REQUIRE((g[i] == 0) == (full[i] == 0));
    CHECK(*std::max_element(full.begin(), full.end()) > 1);  // Grundy values, not verdicts
    std::size_t lost = 0;
    for (std::size_t i = 0; i < g.size(); i += 97) {
        std::size_t to = 0;
        if (g[i] == 0) {
            ++lost;
            CHECK(!ex.winning_move(i, to));
            continue;
        }
        REQUIRE(ex.winning_move(i, to));
        REQUIRE(g[to] == 0);
        std::vector<std::size_t> opts;
        nimkit::digital_deletions_options(i, opts);
        REQUIRE(std::find(opts.begin(), opts.end(), to) != opts.end());
    }
    CHECK(lost > 0);
}

TEST_CASE("dense explorer: a two-heap game against GameExplorer, every (a, b) <= 60, and grundy values to 2000 against subtraction_grundy_table") {
    nimkit::GameExplorer<std::pair<unsigned, unsigned>, TwoHeaps, nimkit::PairHash> hashed((TwoHeaps()));
    nimkit::DenseExplorer<TwoHeapsDense> dense((TwoHeapsDense()));  // size 0: grows as positions are met
    for (unsigned a = 0; a <= 60; ++a)
        for (unsigned b = 0; b <= 60; ++b) REQUIRE(dense.grundy(a * 61 + b) == hashed.grundy(std::make_pair(a, b)));
    CHECK(dense.size() == 61 * 61);

    const std::vector<std::uint64_t> moves = {1, 3, 4, 7};
    const std::vector<unsigned> want = nimkit::subtraction_grundy_table(moves, 2000);
    auto ex = nimkit::make_dense_explorer(
        [&moves](std::size_t n, std::vector<std::size_t>& out) {
            for (std::size_t k = 0; k < moves.size(); ++k)
                if (moves[k] <= n) out.push_back(n - moves[k]);
        },
        10);
    for (std::size_t n = 2000 + 1; n-- > 0;) REQUIRE(ex.grundy(n) == want[n]);  // the first call searches 2000 deep
    for (unsigned target = 0; target < 3; ++target) {
        std::size_t to = 0;
        const bool found = ex.move_to(1999, target, to);
        CHECK(found == (target < want[1999]));
        if (found) CHECK(want[to] == target);
    }
}

TEST_CASE("dense explorer: a loop throws naming graph_game.hpp, and the explorer stays usable - a chain of 10^6 positions") {
    // 0 <- 1 <- 2 <- 3, and 5 -> 6 -> 5 loops.
    auto ex = nimkit::make_dense_explorer([](std::size_t i, std::vector<std::size_t>& out) {
        if (i >= 1 && i <= 3) out.push_back(i - 1);
        if (i == 5) out.push_back(6);
        if (i == 6) out.push_back(5);
        if (i == 7) out.push_back(3), out.push_back(5);
    });
    CHECK(ex.grundy(3) == 1);
    bool named = false;
    try {
        ex.grundy(7);
    } catch (const std::logic_error& e) {
        named = std::string(e.what()).find("graph_game.hpp") != std::string::npos;
    }
    CHECK(named);
    CHECK(ex.grundy(2) == 0);
    CHECK(ex.grundy(3) == 1);
    CHECK_THROWS_AS(ex.grundy(5), std::logic_error);  // still loopy, not "open" from before

    auto chain = nimkit::make_dense_explorer([](std::size_t i, std::vector<std::size_t>& out) {
        if (i > 0) out.push_back(i - 1);
    });
    CHECK(chain.grundy(1000000) == 0);  // even: lost
    CHECK(chain.grundy(999999) == 1);
    CHECK(chain.size() == 1000001);
}
