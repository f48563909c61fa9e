// heap_sieve.hpp: the sieve's P-positions against GameExplorer's search of the
// game's own moves, for every direction set drawn from small pools.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "nimkit/explore.hpp"
#include "nimkit/heap_sieve.hpp"

namespace {

typedef std::vector<std::uint64_t> Heaps;
typedef nimkit::HeapSieve::Direction Direction;

// The moves in words: subtract t times a direction, t >= 1, every heap >= 0.
struct Moves {
    std::vector<Direction> dirs;
    void operator()(const Heaps& x, std::vector<Heaps>& out) const {
        for (const Direction& v : dirs)
            for (std::uint64_t t = 1;; ++t) {
                Heaps y = x;
                bool ok = true;
                for (std::size_t i = 0; i < x.size() && ok; ++i) {
                    ok = x[i] >= t * v[i];
                    y[i] = ok ? x[i] - t * v[i] : 0;
                }
                if (!ok) break;
                out.push_back(y);
            }
    }
};

// Every tuple with heap i in 0..bounds[i]: the sieve against the search.
// (sorted tuples only for a symmetric sieve).
void compare(const nimkit::HeapSieve& sieve, const std::vector<Direction>& dirs, const Heaps& bounds, bool symmetric = false) {
    nimkit::GameExplorer<Heaps, Moves, nimkit::SequenceHash> e(Moves{dirs});
    Heaps x(bounds.size(), 0);
    std::uint64_t lost = 0;
    for (;;) {
        const bool p = e.grundy(x) == 0;
        REQUIRE(sieve.lost(x) == p);
        Heaps sorted = x;
        std::sort(sorted.begin(), sorted.end());
        lost += p && (!symmetric || sorted == x);
        std::size_t i = 0;
        while (i < x.size() && x[i] == bounds[i]) x[i++] = 0;
        if (i == x.size()) break;
        ++x[i];
    }
    CHECK(sieve.lost_count() == lost);
}

std::vector<Direction> pool(std::size_t heaps, unsigned top) {
    std::vector<Direction> all;
    Direction v(heaps, 0);
    for (;;) {
        std::size_t i = 0;
        while (i < heaps && v[i] == top) v[i++] = 0;
        if (i == heaps) break;
        ++v[i];
        all.push_back(v);
    }
    return all;
}

}  // namespace

TEST_CASE("HeapSieve: every direction set from {0,1,2}^2 (255 games, heaps <= 7 and 7 x 4) and from {0,1}^3 (127 games, "
          "heaps <= 5) against GameExplorer's search of the moves, and Wythoff's P-positions") {
    const std::vector<Direction> two = pool(2, 2), three = pool(3, 1);
    for (unsigned mask = 1; mask < 256; ++mask) {
        std::vector<Direction> dirs;
        for (std::size_t i = 0; i < two.size(); ++i)
            if (mask >> i & 1) dirs.push_back(two[i]);
        compare(nimkit::HeapSieve(dirs, Heaps{7, 7}), dirs, Heaps{7, 7});
        compare(nimkit::HeapSieve(dirs, Heaps{7, 4}), dirs, Heaps{7, 4});
    }
    for (unsigned mask = 1; mask < 128; ++mask) {
        std::vector<Direction> dirs;
        for (std::size_t i = 0; i < three.size(); ++i)
            if (mask >> i & 1) dirs.push_back(three[i]);
        compare(nimkit::HeapSieve(dirs, Heaps{5, 5, 5}), dirs, Heaps{5, 5, 5});
    }
    const nimkit::HeapSieve wythoff(std::vector<Direction>{{1, 0}, {0, 1}, {1, 1}}, Heaps{20, 20});
    std::vector<Heaps> cold;
    wythoff.for_each_lost([&](const Heaps& x) { cold.push_back(x); });
    std::sort(cold.begin(), cold.end());
    CHECK(cold == std::vector<Heaps>{{0, 0}, {1, 2}, {2, 1}, {3, 5}, {4, 7}, {5, 3}, {6, 10}, {7, 4}, {8, 13}, {9, 15}, {10, 6},
                                     {11, 18}, {12, 20}, {13, 8}, {15, 9}, {18, 11}, {20, 12}});
}

TEST_CASE("HeapSieve::symmetric: every union of the 9 permutation classes of {0,1,2}^3 (511 games, heaps <= 6), one and "
          "four heaps, against GameExplorer's search over unsorted tuples, and a set not closed under permutations refused") {
    const std::vector<Direction> all = pool(3, 2);
    std::vector<std::vector<Direction> > classes;
    std::vector<char> done(all.size(), 0);
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (done[i]) continue;
        std::vector<Direction> c;
        for (std::size_t j = 0; j < all.size(); ++j)
            if (std::is_permutation(all[i].begin(), all[i].end(), all[j].begin())) c.push_back(all[j]), done[j] = 1;
        classes.push_back(c);
    }
    REQUIRE(classes.size() == 9);
    for (unsigned mask = 1; mask < 512; ++mask) {
        std::vector<Direction> dirs;
        for (std::size_t i = 0; i < 9; ++i)
            if (mask >> i & 1) dirs.insert(dirs.end(), classes[i].begin(), classes[i].end());
        compare(nimkit::HeapSieve::symmetric(dirs, 3, 6), dirs, Heaps{6, 6, 6}, true);
    }
    const std::vector<Direction> one = {{1}, {3}};
    compare(nimkit::HeapSieve::symmetric(one, 1, 30), one, Heaps{30}, true);
    std::vector<Direction> four;  // the same amount from any non-empty set of heaps
    for (const Direction& v : pool(4, 1)) four.push_back(v);
    compare(nimkit::HeapSieve::symmetric(four, 4, 5), four, Heaps{5, 5, 5, 5}, true);
    compare(nimkit::HeapSieve(four, Heaps{3, 4, 2, 5}), four, Heaps{3, 4, 2, 5});
    CHECK(nimkit::HeapSieve::symmetric(four, 4, 5).cells() == 126);  // C(9, 4)
    CHECK_THROWS_AS(nimkit::HeapSieve::symmetric(std::vector<Direction>{{1, 0, 0}}, 3, 5), std::invalid_argument);
    CHECK_THROWS_AS(nimkit::HeapSieve(std::vector<Direction>{{0, 0}}, Heaps{3, 3}), std::invalid_argument);
    CHECK_THROWS_AS(nimkit::HeapSieve::symmetric(four, 4, 1000000), std::length_error);
}
