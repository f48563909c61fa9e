// The split game and partition counting, against search and plain enumeration.
#include <doctest/doctest.h>

#include "brute.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/partitions.hpp"
#include "nimkit/split.hpp"

TEST_CASE("Split game: A wins iff some division is lost for B moving first, every N <= 16 (oracle: P/N search)") {
    brute::Solver nim(brute::nim_moves, false);
    for (std::uint64_t n = 1; n <= 16; ++n) {
        bool some_division_wins = false;
        nimkit::for_each_partition(n, [&](const std::vector<std::size_t>& parts) {
            some_division_wins = some_division_wins || !nim.wins(brute::Position(parts.begin(), parts.end()));
        });
        CHECK(nimkit::split_mover_wins(n) == some_division_wins);
        if (nimkit::split_mover_wins(n)) {
            std::uint64_t h = nimkit::split_half(n);
            CHECK(h + h == n);
            CHECK_FALSE(nim.wins({h, h}));
        }
    }
}

TEST_CASE("PartitionsByNimSum equals plain enumeration, every N <= 40 and every nim-sum") {
    const std::size_t n = 40;
    nimkit::PartitionsByNimSum c(n);
    for (std::size_t s = 0; s <= n; ++s) {
        std::vector<std::uint64_t> by_xor(nimkit::nim_sum_width(n), 0);
        std::uint64_t all = 0;
        if (s == 0) {
            by_xor[0] = all = 1;  // the empty partition
        } else {
            nimkit::for_each_partition(s, [&](const std::vector<std::size_t>& parts) {
                ++by_xor[nimkit::nim_sum(parts.begin(), parts.end())];
                ++all;
            });
        }
        for (std::size_t x = 0; x < by_xor.size(); ++x) CHECK(c.count(s, x) == nimkit::U128(by_xor[x]));
        CHECK(c.total(s) == nimkit::U128(all));
    }
}

TEST_CASE("for_each_partition lists each partition of N once, parts non-increasing, in reverse lexicographic order") {
    std::vector<std::vector<std::size_t> > seen;
    nimkit::for_each_partition(6, [&](const std::vector<std::size_t>& p) { seen.push_back(p); });
    REQUIRE(seen.size() == 11);
    CHECK(seen.front() == std::vector<std::size_t>{6});
    CHECK(seen[1] == std::vector<std::size_t>{5, 1});
    CHECK(seen.back() == std::vector<std::size_t>(6, 1));
    for (std::size_t i = 1; i < seen.size(); ++i) CHECK(seen[i] < seen[i - 1]);
}

static std::string p_of(std::size_t n) {
    return nimkit::PartitionsByNimSum(n).total(n).str();
}

TEST_CASE("p(N) matches known values: p(12) = 77, p(100) = 190569292, p(1000) = 24061467864032622473692149727991") {
    CHECK(p_of(12) == "77");
    CHECK(p_of(100) == "190569292");
    CHECK(p_of(1000) == "24061467864032622473692149727991");
}

TEST_CASE("A's winning divisions (nim-sum 0) for N = 2, 4, ..., 20 are 1 2 4 6 10 16 31 43 68 98 (docs/theory.md)") {
    nimkit::PartitionsByNimSum c(20);
    const char* expected[] = {"1", "2", "4", "6", "10", "16", "31", "43", "68", "98"};
    for (std::size_t i = 0; i < 10; ++i) CHECK(c.count(2 * (i + 1), 0).str() == expected[i]);
}

TEST_CASE("U128 adds with carry and prints in decimal") {
    nimkit::U128 a(18446744073709551615ULL);
    a += nimkit::U128(1);
    CHECK(a.hi == 1);
    CHECK(a.lo == 0);
    CHECK(a.str() == "18446744073709551616");
    CHECK(nimkit::U128().str() == "0");
    CHECK(nimkit::U128(1000000000).str() == "1000000000");
}
