// omega_sieve.hpp: Omega(n) against trial division; the counts against the table.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "nimkit/omega_sieve.hpp"

namespace {

unsigned trial_omega(std::uint64_t n) {
    unsigned k = 0;
    for (std::uint64_t p = 2; p * p <= n; ++p)
        while (n % p == 0) n /= p, ++k;
    return k + (n > 1);
}

}  // namespace

TEST_CASE("omega sieve: Omega(n) against trial division for every n <= 2 * 10^5, and the counts against the table") {
    const std::size_t n = 200000;
    const std::vector<std::uint8_t> omega = nimkit::big_omega_table(n);
    REQUIRE(omega.size() == n + 1);
    CHECK((omega[0] == 0 && omega[1] == 0));
    for (std::size_t i = 2; i <= n; ++i) {
        REQUIRE(omega[i] == trial_omega(i));
    }
    for (std::size_t m : {std::size_t(0), std::size_t(1), std::size_t(2), std::size_t(17), std::size_t(1024), n}) {
        std::vector<std::uint64_t> want;
        for (std::size_t i = 1; i <= m; ++i) {
            if (omega[i] >= want.size()) want.resize(omega[i] + 1, 0);
            ++want[omega[i]];
        }
        REQUIRE(nimkit::big_omega_counts(m) == want);
    }
    CHECK(nimkit::big_omega_counts(1024).size() == 11);  // 1024 = 2^10
}

TEST_CASE("omega sieve: primes to 10^6 (pi(10^6) = 78498) and the numbers with Omega = 2 against trial division") {
    const std::vector<std::uint64_t> c = nimkit::big_omega_counts(1000000);
    CHECK(c[0] == 1);
    CHECK(c[1] == 78498);
    std::uint64_t two = 0;
    for (std::uint64_t i = 4; i <= 1000000; ++i) two += trial_omega(i) == 2;
    CHECK(c[2] == two);
    std::uint64_t total = 0;
    for (std::size_t k = 0; k < c.size(); ++k) total += c[k];
    CHECK(total == 1000000);
}
