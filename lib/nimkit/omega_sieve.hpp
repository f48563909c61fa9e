// nimkit/omega_sieve.hpp - Omega(n), the number of prime factors of n counted
// with multiplicity, for every n <= N by a linear sieve, and how many n <= N
// have each value (Project Euler 550's form: a game whose heaps move by
// divisors has values that depend only on Omega(n)).
//
// Theorem (the linear sieve): every composite c has one representation
// c = i p with p prime and p <= the least prime factor of i; walking i
// upwards and, for each i, the primes p up to that least factor (stopping at
// the first p dividing i) visits each composite exactly once, and
// Omega(i p) = Omega(i) + 1. A number left unvisited (n >= 2) is prime.
// Cost: O(N) time; N + 1 bytes and the primes up to N (about N / ln N
// 32-bit numbers).
// Proved by: tests/test_omega_sieve.cpp - Omega against trial division for
//   every n <= 2 * 10^5, the counts against counting that table, the primes
//   (Omega = 1) to 10^6 against pi(10^6) = 78498, and the count of n <= 10^6
//   with Omega = 2 against trial division.
#ifndef NIMKIT_OMEGA_SIEVE_HPP
#define NIMKIT_OMEGA_SIEVE_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimkit {

// Omega(i) for i = 0..n (Omega(0) = Omega(1) = 0). n < 2^32.
inline std::vector<std::uint8_t> big_omega_table(std::size_t n) {
    assert(static_cast<std::uint64_t>(n) < (1ULL << 32) && "big_omega_table: n < 2^32");
    std::vector<std::uint8_t> omega(n + 1, 0);
    std::vector<std::uint32_t> primes;
    for (std::size_t i = 2; i <= n; ++i) {
        if (omega[i] == 0) {
            omega[i] = 1;
            primes.push_back(static_cast<std::uint32_t>(i));
        }
        for (std::size_t k = 0; k < primes.size(); ++k) {
            const std::size_t p = primes[k];
            if (p > n / i) break;  // i p > n
            omega[i * p] = static_cast<std::uint8_t>(omega[i] + 1);
            if (i % p == 0) break;  // p is i's least prime factor
        }
    }
    return omega;
}

// count[k] = how many 1 <= i <= n have Omega(i) = k, for k = 0..the largest
// (count[0] = 1 for i = 1; empty for n = 0). n < 2^32.
inline std::vector<std::uint64_t> big_omega_counts(std::size_t n) {
    const std::vector<std::uint8_t> omega = big_omega_table(n);
    std::vector<std::uint64_t> count;
    for (std::size_t i = 1; i <= n; ++i) {
        if (omega[i] >= count.size()) count.resize(omega[i] + 1, 0);
        ++count[omega[i]];
    }
    return count;
}

}  // namespace nimkit

#endif
