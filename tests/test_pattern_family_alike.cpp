// pattern_family.hpp's classes of alike members: Codeforces 603C (take one cow,
// or replace a heap of 2x by k heaps of x), Grundy values by the mex rule over
// the moves here (the k heaps' xor from their own values), read on k = 1..16,
// n = 0..200, and f_K(n) answered for every K = 1..60 and n = 0..2000; a family
// whose members look alike only because their tables are shorter than a move of
// size k (subtract 1, 2 or k, k = 30..40, n = 0..50) answers nothing wrong.
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

std::vector<i64> subtract_12k(i64 k, std::size_t top) {
    std::vector<i64> g;
    for (std::size_t h = 0; h <= top; ++h) {
        std::set<i64> options;
        for (i64 s : {static_cast<i64>(1), static_cast<i64>(2), k})
            if (static_cast<std::size_t>(s) <= h) options.insert(g[h - static_cast<std::size_t>(s)]);
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

TEST_CASE("pattern family: subtract 1, 2 or k read on k = 30..40, n = 0..50 (shorter than twice k), nothing wrong on K = 30..60, n = 0..300") {
    using namespace family_alike_test;
    const nimkit::FamilyReport r = read_family(30, 40, 50, subtract_12k);
    for (const nimkit::FamilyClass& c : r.classes) CHECK(!c.alike);
    std::size_t wrong = 0;
    for (i64 k = 30; k <= 60; ++k) {
        const std::vector<i64> truth = subtract_12k(k, 300);
        for (std::uint64_t n = 51; n <= 300; ++n) {
            i64 v;
            if (nimkit::family_value(r, k, n, v) && v != truth[n]) ++wrong;
        }
    }
    CHECK(wrong == 0);
}
