// pattern_family.hpp's classes of alike members: Codeforces 603C (take one cow,
// or replace a heap of 2x by k heaps of x), Grundy values by the mex rule over
// the moves here (the k heaps' xor from their own values), read on k = 1..16,
// n = 0..200, and f_K(n) answered for every K = 1..60 and n = 0..2000; a family
// whose members look alike only because their tables are shorter than a move of
// size k (take one, take k or halve, k = 101..111, n = 0..100) answers nothing wrong.
#include <doctest/doctest.h>

#include <cstdint>
#include <set>
#include <vector>

#include "nimkit/pattern.hpp"

namespace family_alike_test {

typedef std::int64_t i64;

i64 mex_of(const std::set<i64>& s) {
    i64 m = 0;
    while (s.count(m)) ++m;
    return m;
}

std::vector<i64> lieges(i64 k, std::size_t top) {
    std::vector<i64> g;
    for (std::size_t h = 0; h <= top; ++h) {
        std::set<i64> options;
        if (h) options.insert(g[h - 1]);
        if (h && h % 2 == 0) {
            i64 x = 0;
            for (i64 j = 0; j < k; ++j) x ^= g[h / 2];
            options.insert(x);
        }
        g.push_back(mex_of(options));
    }
    return g;
}

// Take one, take k, or halve an even heap.
std::vector<i64> one_k_or_half(i64 k, std::size_t top) {
    std::vector<i64> g;
    for (std::size_t h = 0; h <= top; ++h) {
        std::set<i64> options;
        if (h) options.insert(g[h - 1]);
        if (static_cast<std::size_t>(k) <= h) options.insert(g[h - static_cast<std::size_t>(k)]);
        if (h && h % 2 == 0) options.insert(g[h / 2]);
        g.push_back(mex_of(options));
    }
    return g;
}

// find_family_pattern on f_k(0..top) for k = lo..hi.
nimkit::FamilyReport read_family(i64 lo, i64 hi, std::size_t top, std::vector<i64> (*table)(i64, std::size_t)) {
    std::vector<i64> keys;
    std::vector<std::vector<i64> > tables;
    for (i64 k = lo; k <= hi; ++k) keys.push_back(k), tables.push_back(table(k, top));
    return nimkit::find_family_pattern(keys, tables);
}

}  // namespace family_alike_test

TEST_CASE("pattern family: 603C read on k = 1..16, n = 0..200, every f_K(n) for K = 1..60, n = 0..2000 right") {
    using namespace family_alike_test;
    const nimkit::FamilyReport r = read_family(1, 16, 200, lieges);
    REQUIRE(r.found);
    CHECK(r.modulus == 2);
    CHECK(r.classes[1].alike);
    std::size_t wrong = 0, unknown = 0;
    for (i64 k = 1; k <= 60; ++k) {
        const std::vector<i64> truth = lieges(k, 2000);
        for (std::uint64_t n = 0; n <= 2000; ++n) {
            i64 v;
            if (!nimkit::family_value(r, k, n, v)) ++unknown;
            else if (v != truth[n]) ++wrong;
        }
    }
    CHECK(wrong == 0);
    CHECK(unknown == 0);
}

// The members k = 101..111 on n = 0..100 are one table (no move of k fits a
// heap of 100): that says nothing of k, and no class of alike members is read.
TEST_CASE("pattern family: take one, take k or halve, read on k = 101..111, n = 0..100, nothing wrong on K = 112..160, n = 0..400") {
    using namespace family_alike_test;
    const nimkit::FamilyReport r = read_family(101, 111, 100, one_k_or_half);
    for (const nimkit::FamilyClass& c : r.classes) CHECK(!c.alike);
    std::size_t wrong = 0;
    for (i64 k = 112; k <= 160; ++k) {
        const std::vector<i64> truth = one_k_or_half(k, 400);
        for (std::uint64_t n = 0; n <= 400; ++n) {
            i64 v;
            if (nimkit::family_value(r, k, n, v) && v != truth[n]) ++wrong;
        }
    }
    CHECK(wrong == 0);
}
