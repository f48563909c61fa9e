// Boxes with a capacity, a move adding 1..c^2 stones (HDU 1729), against the game's own moves.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "nimkit/capacity.hpp"
#include "sanitized.hpp"

namespace {

// value[c] for a box of capacity s: the mex over adding k = 1..c^2 stones, c + k <= s.
std::vector<std::uint64_t> box_by_mex(std::uint64_t s) {
    std::vector<std::uint64_t> value(s + 1, 0);
    for (std::uint64_t c = s + 1; c-- > 0;) {
        std::set<std::uint64_t> seen;
        for (std::uint64_t k = 1; k <= c * c && c + k <= s; ++k) seen.insert(value[c + k]);
        std::uint64_t m = 0;
        while (seen.count(m)) ++m;
        value[c] = m;
    }
    return value;
}

typedef std::pair<std::uint64_t, std::uint64_t> Box;  // (capacity, count)

// P/N search of two boxes played together: a move adds to one of them.
struct PairSearch {
    std::map<std::pair<Box, Box>, bool> memo;
    bool wins(const Box& a, const Box& b) {
        std::map<std::pair<Box, Box>, bool>::iterator it = memo.find(std::make_pair(a, b));
        if (it != memo.end()) return it->second;
        bool w = false;
        for (std::uint64_t k = 1; !w && k <= a.second * a.second && a.second + k <= a.first; ++k)
            w = !wins(Box(a.first, a.second + k), b);
        for (std::uint64_t k = 1; !w && k <= b.second * b.second && b.second + k <= b.first; ++k)
            w = !wins(a, Box(b.first, b.second + k));
        return memo[std::make_pair(a, b)] = w;
    }
};

}  // namespace

TEST_CASE("Capacity boxes: capacity_square_grundy equals the mex over adding 1..c^2 stones, every capacity s <= 400 "
          "(under the sanitizers <= 200) and count c <= s (oracle: mex definition over the game's moves)") {
    const std::uint64_t most = nimkit_test::kSanitized ? 200 : 400;
    int checked = 0;
    for (std::uint64_t s = 0; s <= most; ++s) {
        std::vector<std::uint64_t> value = box_by_mex(s);
        for (std::uint64_t c = 0; c <= s; ++c, ++checked) CHECK(nimkit::capacity_square_grundy(s, c) == value[c]);
    }
    CHECK(checked == static_cast<int>((most + 1) * (most + 2) / 2));
}

TEST_CASE("Capacity boxes: two boxes are won iff the xor of their values is not 0, every pair with capacities <= 14 "
          "(oracle: P/N search of the two boxes played together)") {
    PairSearch search;
    int pairs = 0;
    for (std::uint64_t s = 0; s <= 14; ++s)
        for (std::uint64_t c = 0; c <= s; ++c)
            for (std::uint64_t t = 0; t <= 14; ++t)
                for (std::uint64_t d = 0; d <= t; ++d, ++pairs)
                    CHECK(search.wins(Box(s, c), Box(t, d)) ==
                          ((nimkit::capacity_square_grundy(s, c) ^ nimkit::capacity_square_grundy(t, d)) != 0));
    CHECK(pairs == 120 * 120);
}

TEST_CASE("Capacity boxes: HDU 1729 sample (2,0) (3,3) (6,2) won, (6,3) twice lost, pivot and 64-bit capacities "
          "(oracle: hand count)") {
    CHECK((nimkit::capacity_square_grundy(2, 0) ^ nimkit::capacity_square_grundy(3, 3) ^
           nimkit::capacity_square_grundy(6, 2)) != 0);
    CHECK(nimkit::capacity_square_grundy(6, 2) == 4);  // 2 + 4 >= 6: every count 3..6 is reachable
    CHECK(nimkit::capacity_square_grundy(7, 2) == 0);  // 2 + 4 < 7, and 3 + 9 >= 7: 2 is the pivot
    CHECK(nimkit::capacity_square_pivot(0) == 0);
    CHECK(nimkit::capacity_square_pivot(1) == 0);
    CHECK(nimkit::capacity_square_pivot(2) == 0);  // 1 + 1 = 2 is not below 2
    CHECK(nimkit::capacity_square_pivot(3) == 1);
    const std::uint64_t top = UINT64_MAX;
    const std::uint64_t q = nimkit::capacity_square_pivot(top);  // 4294967295 * 4294967296 = 2^64 - 2^32 < 2^64 - 1
    CHECK(q == 0xFFFFFFFFull);
    CHECK(nimkit::capacity_square_grundy(top, top) == 0);
    CHECK(nimkit::capacity_square_grundy(top, q + 1) == top - q - 1);
    CHECK(nimkit::capacity_square_grundy(top, q) == 0);
    // Below the pivot: the box of capacity q, whose pivot is 65535 (65535 * 65536 < 2^32 - 1).
    CHECK(nimkit::capacity_square_pivot(q) == 65535);
    CHECK(nimkit::capacity_square_grundy(top, 65536) == q - 65536);
    CHECK(nimkit::capacity_square_grundy(top, 0) == 0);
    // Pivots from 2^64-1 down: 2^32-1, 65535, 255, 15, 3, 1.
    CHECK(nimkit::capacity_square_grundy(top, 1) == 0);
    CHECK(nimkit::capacity_square_grundy(top, 2) == 1);  // in the box of capacity 3
    CHECK(nimkit::capacity_square_grundy(top, 15) == 0);
}
