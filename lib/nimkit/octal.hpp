// nimkit/octal.hpp - Grundy tables of octal games, and a certified period.
//
// An octal game 0.d1d2...dt: from a heap, remove k coins (1 <= k <= t) when
//   digit dk allows the result: bit 1 - nothing is left (the heap had k),
//   bit 2 - one heap is left, bit 4 - two non-empty heaps are left.
//   Kayles is 0.77: remove 1 or 2 adjacent coins, anywhere in the row.
// octal_grundy_table: g(0..n) by the mex rule, O(n^2 * t) time, O(n) memory.
// certify_period: the Guy-Smith periodicity theorem - if g(m+p) = g(m) for every
//   n0 <= m < 2*n0 + p + t, then g(m+p) = g(m) for ALL m >= n0. Finds the least
//   p (then the least n0) that a table proves, in O(size^2) time.
// Proved by: tests/test_kayles.cpp (Kayles table vs mex brute force to 300,
//   and the certificate re-checked there).
#ifndef NIMKIT_OCTAL_HPP
#define NIMKIT_OCTAL_HPP

#include <cstddef>
#include <vector>

#include "nimkit/grundy.hpp"

namespace nimkit {

inline std::vector<unsigned> octal_grundy_table(const std::vector<unsigned>& digits, std::size_t n) {
    std::vector<unsigned> g(n + 1, 0), options;
    for (std::size_t m = 1; m <= n; ++m) {
        options.clear();
        for (std::size_t k = 1; k <= digits.size() && k <= m; ++k) {
            unsigned d = digits[k - 1];
            std::size_t rest = m - k;
            if ((d & 1) && rest == 0) options.push_back(0);
            if ((d & 2) && rest > 0) options.push_back(g[rest]);
            if (d & 4)
                for (std::size_t a = 1; 2 * a <= rest; ++a) options.push_back(g[a] ^ g[rest - a]);
        }
        g[m] = mex(options.begin(), options.end());
    }
    return g;
}

struct Period {
    bool found;
    std::size_t start;   // n0: g(m + period) = g(m) for all m >= start
    std::size_t period;  // p
};

// The least period the table g proves for an octal game with t digits.
inline Period certify_period(const std::vector<unsigned>& g, std::size_t t) {
    for (std::size_t p = 1; p < g.size(); ++p) {
        // Least n0 with g(m+p) = g(m) for every n0 <= m < size - p.
        std::size_t n0 = g.size() - p;
        while (n0 > 0 && g[n0 - 1 + p] == g[n0 - 1]) --n0;
        // Guy-Smith needs the agreement up to m < 2*n0 + p + t, all inside the table.
        if (2 * n0 + p + t <= g.size() - p) {
            Period r = {true, n0, p};
            return r;
        }
    }
    Period none = {false, 0, 0};
    return none;
}

}  // namespace nimkit

#endif
