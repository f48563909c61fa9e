// consecutive_split.hpp: the table against heap_game_table with every split
// listed part by part, and against a win/lose search over the multisets of
// heaps the moves leave; the least winning split; Codeforces 87C's samples.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <vector>

#include "nimkit/consecutive_split.hpp"
#include "nimkit/game_explorer.hpp"

namespace {

typedef std::vector<std::uint64_t> Heaps;

// Every split of a heap of n into k >= 2 consecutive heaps, found by trying
// every top a and every k (no formula), smallest k first.
std::vector<Heaps> splits(std::uint64_t n) {
    std::vector<Heaps> out;
    for (std::uint64_t k = 2; k <= n; ++k)
        for (std::uint64_t a = k; a <= n; ++a) {
            std::uint64_t sum = 0;
            Heaps parts;
            for (std::uint64_t h = a; h + k > a; --h) sum += h, parts.push_back(h);
            if (sum == n) out.push_back(parts);
        }
    return out;
}

// Win/lose of a multiset of heaps (sorted), by the moves themselves.
std::map<Heaps, bool> memo;
bool wins(const Heaps& heaps) {
    std::map<Heaps, bool>::iterator it = memo.find(heaps);
    if (it != memo.end()) return it->second;
    bool won = false;
    for (std::size_t i = 0; i < heaps.size() && !won; ++i) {
        if (i > 0 && heaps[i] == heaps[i - 1]) continue;
        const std::vector<Heaps> s = splits(heaps[i]);
        for (std::size_t j = 0; j < s.size() && !won; ++j) {
            Heaps next(heaps);
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
            next.insert(next.end(), s[j].begin(), s[j].end());
            std::sort(next.begin(), next.end());
            won = !wins(next);
        }
    }
    return memo[heaps] = won;
}

}  // namespace

TEST_CASE("consecutive split: the table against heap_game_table with every split listed, n <= 3000") {
    const std::vector<unsigned> g = nimkit::consecutive_split_table(3000);
    const std::vector<unsigned> want = nimkit::heap_game_table(
        [](std::uint64_t n, std::vector<Heaps>& out) {
            for (std::uint64_t k = 2; k * (k + 1) / 2 <= n; ++k) {
                const std::uint64_t a = nimkit::consecutive_split_top(n, k);
                if (!a) continue;
                Heaps parts;
                for (std::uint64_t h = a - k + 1; h <= a; ++h) parts.push_back(h);
                out.push_back(parts);
            }
        },
        3000);
    CHECK(g == want);
    for (std::uint64_t n = 0; n <= 60; ++n) {  // the split formula against every (a, k) tried
        const std::vector<Heaps> s = splits(n);
        std::size_t listed = 0;
        for (std::uint64_t k = 2; k <= 12; ++k) listed += nimkit::consecutive_split_top(n, k) != 0;
        REQUIRE(listed == s.size());
    }
}

TEST_CASE("consecutive split: verdicts and the least winning split against a search over the heaps the moves leave, every heap <= 40") {
    const std::vector<unsigned> g = nimkit::consecutive_split_table(40);
    for (std::uint64_t n = 1; n <= 40; ++n) {
        REQUIRE((g[n] != 0) == wins(Heaps(1, n)));
        std::uint64_t least = 0;
        const std::vector<Heaps> s = splits(n);
        for (std::size_t j = 0; j < s.size() && !least; ++j) {
            Heaps next(s[j]);
            std::sort(next.begin(), next.end());
            if (!wins(next)) least = s[j].size();
        }
        REQUIRE(nimkit::consecutive_split_least_winning(g, n) == least);
    }
}

TEST_CASE("consecutive split: Codeforces 87C's samples (3 -> 2, 6 -> -1, 100 -> 8)") {
    const std::vector<unsigned> g = nimkit::consecutive_split_table(100);
    CHECK(nimkit::consecutive_split_least_winning(g, 3) == 2);
    CHECK(nimkit::consecutive_split_least_winning(g, 6) == 0);
    CHECK(g[6] == 0);
    CHECK(nimkit::consecutive_split_least_winning(g, 100) == 8);
}
