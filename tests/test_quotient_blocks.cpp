// quotient_blocks.hpp: the blocks against floor(n / i) computed for every i.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "nimkit/quotient_blocks.hpp"

namespace {

// The blocks cover [lo, hi] in order, each has the quotient of every i in it,
// and no two neighbours share a quotient (maximal).
bool blocks_right(std::uint64_t n, std::uint64_t lo, std::uint64_t hi) {
    const std::vector<nimkit::QuotientBlock> b = nimkit::quotient_blocks(n, lo, hi);
    std::uint64_t next = lo;
    for (std::size_t k = 0; k < b.size(); ++k) {
        if (b[k].l != next || b[k].r < b[k].l || b[k].r > hi) return false;
        for (std::uint64_t i = b[k].l; i <= b[k].r; ++i)
            if (n / i != b[k].q) return false;
        if (k > 0 && b[k - 1].q == b[k].q) return false;
        next = b[k].r + 1;
    }
    return next == hi + 1;
}

}  // namespace

TEST_CASE("quotient blocks: against floor(n / i) for every i, every n <= 2000 (i in [1, n]) and every range [lo, hi], hi <= n + 3, n <= 60") {
    for (std::uint64_t n = 1; n <= 2000; ++n) {
        REQUIRE(blocks_right(n, 1, n));
        const std::size_t count = nimkit::quotient_blocks(n).size();
        REQUIRE(count <= static_cast<std::size_t>(2 * std::sqrt(static_cast<double>(n))) + 1);
    }
    CHECK(nimkit::quotient_blocks(0).empty());
    for (std::uint64_t n = 0; n <= 60; ++n)
        for (std::uint64_t lo = 1; lo <= n + 3; ++lo)
            for (std::uint64_t hi = lo; hi <= n + 3; ++hi) REQUIRE(blocks_right(n, lo, hi));
}

TEST_CASE("quotient blocks: the divisor summatory function sum floor(n / i) against the direct sum to 10^6, and near 2^64 - 1 without overflow") {
    std::uint64_t direct = 0;
    const std::uint64_t n = 1000000;
    for (std::uint64_t i = 1; i <= n; ++i) direct += n / i;
    std::uint64_t blocks = 0;
    nimkit::for_each_quotient_block(n, [&blocks](std::uint64_t l, std::uint64_t r, std::uint64_t q) { blocks += (r - l + 1) * q; });
    CHECK(blocks == direct);
    // The last blocks of 2^64 - 1: i from 2^64 - 3 to the top, quotient 1, ending exactly at 2^64 - 1.
    const std::uint64_t top = ~0ULL;
    const std::vector<nimkit::QuotientBlock> b = nimkit::quotient_blocks(top, top - 2, top);
    REQUIRE(b.size() == 1);
    CHECK((b[0].l == top - 2 && b[0].r == top && b[0].q == 1));
    const std::vector<nimkit::QuotientBlock> c = nimkit::quotient_blocks(top / 2, top - 5, top);  // all past n: q = 0
    REQUIRE(c.size() == 1);
    CHECK((c[0].l == top - 5 && c[0].r == top && c[0].q == 0));
}
