// The rule finder at full size (pattern.hpp): find_pattern on 10^5 and 10^6
// values of four tables - Omega(n) (the heap becomes a proper divisor, a
// function rule), a subtraction game (a period), take one or halve (a base-2
// rule, its period doubling), random values 0..5 (no rule) - and predictions at
// n near 10^18 of each kind, the worst Omega(n) (a product of two primes near
// 2^29.9) included.
//   pattern_bench [ROUNDS]   (default 5: each figure is the median of ROUNDS runs)
// Times are CPU seconds (std::clock) for the finder, microseconds a prediction.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <string>
#include <vector>

#include "nimkit/pattern.hpp"

typedef std::int64_t i64;
typedef std::uint64_t u64;

static double now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// The tables by their rules (each rule is proved against the game's brute force in tests/test_pattern.cpp).
static std::vector<i64> table(int which, std::size_t n) {
    std::vector<i64> t(n);
    std::mt19937 rng(7);
    if (which == 0) {  // Omega(n) by a sieve of smallest prime factors
        std::vector<std::uint32_t> spf(n + 1, 0);
        for (std::size_t i = 2; i <= n; ++i)
            if (!spf[i])
                for (std::size_t j = i; j <= n; j += i)
                    if (!spf[j]) spf[j] = static_cast<std::uint32_t>(i);
        for (std::size_t i = 2; i < n; ++i) t[i] = t[i / spf[i]] + 1;
    } else if (which == 1) {  // subtract 1, 3 or 4: period 7
        for (std::size_t i = 0; i < n; ++i) t[i] = "0101232"[i % 7] - '0';
    } else if (which == 2) {  // take one, or half of an even heap: the mex rule
        for (std::size_t i = 1; i < n; ++i) {
            const i64 a = t[i - 1], b = i % 2 == 0 ? t[i / 2] : -1;
            i64 m = 0;
            while (m == a || m == b) ++m;
            t[i] = m;
        }
    } else {
        for (std::size_t i = 0; i < n; ++i) t[i] = static_cast<i64>(rng() % 6);
    }
    return t;
}

int main(int argc, char** argv) {
    const int rounds = argc > 1 ? std::atoi(argv[1]) : 5;
    static const char* const kName[] = {"Omega(n) (proper divisor)", "subtract 1, 3, 4", "take one or halve",
                                        "random 0..5"};
    std::printf("| table | values | find_pattern CPU s (median of %d) | rules trusted |\n|---|---:|---:|---:|\n", rounds);
    nimkit::PatternReport keep[4];
    for (int which = 0; which < 4; ++which)
        for (std::size_t n : {100000u, 1000000u}) {
            const std::vector<i64> t = table(which, n);
            std::vector<double> times;
            nimkit::PatternReport r;
            for (int k = 0; k < rounds; ++k) {
                const double t0 = now();
                r = nimkit::find_pattern(t);
                times.push_back(now() - t0);
            }
            std::printf("| %s | %zu | %.2f | %zu |\n", kName[which], n, median(times), r.rules.size());
            if (n == 100000) keep[which] = r;
        }
    // predictions near 10^18: 2000 random n (Omega: also the worst, semiprimes of two primes near 2^29.9)
    std::printf("\n| rule | n | microseconds a prediction (median of %d) |\n|---|---|---:|\n", rounds);
    std::mt19937_64 rng(11);
    std::vector<u64> near;
    for (int i = 0; i < 2000; ++i) near.push_back(999000000000000000ULL + rng() % 1000000000000000ULL);
    std::vector<u64> semiprimes;
    std::vector<u64> primes;
    for (u64 p = 999999000; primes.size() < 40; ++p)
        if (nimkit::number_detail::is_prime(p)) primes.push_back(p);
    for (std::size_t i = 0; i + 1 < primes.size(); i += 2) semiprimes.push_back(primes[i] * primes[i + 1]);
    struct Ask {
        int which;
        const std::vector<u64>* ns;
        const char* what;
    } asks[] = {{0, &near, "random near 10^18"}, {0, &semiprimes, "p q, p, q near 10^9"}, {1, &near, "random near 10^18"},
                {2, &near, "random near 10^18"}};
    for (const Ask& a : asks) {
        std::vector<double> times;
        i64 sink = 0;
        for (int k = 0; k < rounds; ++k) {
            const double t0 = now();
            for (u64 n : *a.ns) {
                i64 v;
                if (nimkit::pattern_value(keep[a.which], n, v)) sink += v;
            }
            times.push_back((now() - t0) * 1e6 / static_cast<double>(a.ns->size()));
        }
        std::printf("| %s | %s | %.1f |%s\n", keep[a.which].rules.empty() ? "none" : keep[a.which].rules[0].text.substr(0, 40).c_str(), a.what,
                    median(times), sink == 42 ? " " : "");
    }
    return 0;
}
