// Pairs of piles where a move discards one pile and splits the other (Luogu P2148, SDOI2009 E&D).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "nimkit/pair_split.hpp"

namespace {

typedef std::pair<std::uint64_t, std::uint64_t> Pair;

// The splits of a pile of x into two non-empty piles, as sorted pairs.
std::vector<Pair> splits(std::uint64_t x) {
    std::vector<Pair> out;
    for (std::uint64_t y = 1; y < x; ++y) out.push_back(Pair(std::min(y, x - y), std::max(y, x - y)));
    return out;
}

// Options of (a, b): discard b and split a, or discard a and split b.
std::vector<Pair> options(const Pair& p) {
    std::vector<Pair> out = splits(p.first), more = splits(p.second);
    out.insert(out.end(), more.begin(), more.end());
    return out;
}

struct MexSearch {
    std::map<Pair, unsigned> memo;
    unsigned value(Pair p) {
        if (p.first > p.second) std::swap(p.first, p.second);
        std::map<Pair, unsigned>::iterator it = memo.find(p);
        if (it != memo.end()) return it->second;
        std::set<unsigned> seen;
        std::vector<Pair> next = options(p);
        for (std::size_t i = 0; i < next.size(); ++i) seen.insert(value(next[i]));
        unsigned m = 0;
        while (seen.count(m)) ++m;
        return memo[p] = m;
    }
};

// P/N search of two pairs played together: a move is made in one of them.
struct TwoPairs {
    std::map<std::pair<Pair, Pair>, bool> memo;
    bool wins(const Pair& p, const Pair& q) {
        std::map<std::pair<Pair, Pair>, bool>::iterator it = memo.find(std::make_pair(p, q));
        if (it != memo.end()) return it->second;
        bool w = false;
        std::vector<Pair> a = options(p), b = options(q);
        for (std::size_t i = 0; i < a.size() && !w; ++i) w = !wins(a[i], q);
        for (std::size_t i = 0; i < b.size() && !w; ++i) w = !wins(p, b[i]);
        return memo[std::make_pair(p, q)] = w;
    }
};

}  // namespace

TEST_CASE("E&D pairs: pair_split_grundy equals the mex over discarding one pile and splitting the other, every "
          "a, b <= 150 (oracle: mex definition over the game's moves)") {
    MexSearch search;
    int checked = 0;
    for (std::uint64_t a = 1; a <= 150; ++a)
        for (std::uint64_t b = 1; b <= 150; ++b, ++checked) CHECK(nimkit::pair_split_grundy(a, b) == search.value(Pair(a, b)));
    CHECK(checked == 150 * 150);
}

TEST_CASE("E&D pairs: two pairs are won iff the xor of their values is not 0, every a, b, c, d <= 10 "
          "(oracle: P/N search of the two pairs played together)") {
    TwoPairs search;
    int checked = 0;
    for (std::uint64_t a = 1; a <= 10; ++a)
        for (std::uint64_t b = a; b <= 10; ++b)
            for (std::uint64_t c = 1; c <= 10; ++c)
                for (std::uint64_t d = c; d <= 10; ++d, ++checked)
                    CHECK(search.wins(Pair(a, b), Pair(c, d)) ==
                          ((nimkit::pair_split_grundy(a, b) ^ nimkit::pair_split_grundy(c, d)) != 0));
    CHECK(checked == 55 * 55);
}

TEST_CASE("E&D pairs: Luogu P2148 sample (1,2)(3,1) won, three (1,1) lost, 64-bit piles (oracle: hand count)") {
    CHECK((nimkit::pair_split_grundy(1, 2) ^ nimkit::pair_split_grundy(3, 1)) == 1);
    CHECK(nimkit::pair_split_grundy(1, 2) == 1);  // 0 | 1: lowest 0 bit is bit 1
    CHECK(nimkit::pair_split_grundy(3, 1) == 0);  // 2 | 0 = 10b
    CHECK(nimkit::pair_split_grundy(1, 1) == 0);
    const std::uint64_t top = UINT64_MAX;
    CHECK(nimkit::pair_split_grundy(top, 1) == 0);  // 2^64-2 ends in 0
    CHECK(nimkit::pair_split_grundy(top, 2) == 64);  // (2^64-2) | 1: all 64 bits are 1
    CHECK(nimkit::pair_split_grundy(9223372036854775808ULL, 1) == 63);  // 2^63 - 1: 63 ones
    CHECK(nimkit::pair_split_grundy(9223372036854775807ULL, 9223372036854775807ULL) == 0);
}
