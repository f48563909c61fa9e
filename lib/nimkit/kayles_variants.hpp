// nimkit/kayles_variants.hpp - Kayles on pin pictures and on a circle.
//
// kayles_rows_of_pins("IXIII"): the rows of standing pins, O(pins).
// kayles_winning_pins(pins, misere, pin, count): the lowest-numbered winning
//   move on a pin picture, O(pins).
// kayles_circle_mover_wins(n) (POJ 2484): n coins in a circle, the gap a move
//   leaves stays. The first move opens the circle into one row of n-1 or n-2
//   coins (every coin alike), so the first player wins iff g(n-1) = 0 or
//   g(n-2) = 0; as g(m) != 0 for every m >= 1 that is n <= 2. O(1).
// Proved by: tests/test_kayles_variants.cpp - the normal verdict on pin
//   pictures vs P/N search over pin strings of up to 18 pins, the circle vs P/N
//   search of the circle for 1..20 coins; tests/test_kayles.cpp - pin moves vs
//   search on pictures of <= 12 pins.
#ifndef NIMKIT_KAYLES_VARIANTS_HPP
#define NIMKIT_KAYLES_VARIANTS_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/kayles.hpp"

namespace nimkit {

// Circular Kayles, normal play: the first player wins a circle of n coins.
inline bool kayles_circle_mover_wins(std::uint64_t n) {
    return n >= 1 && (kayles_grundy(n - 1) == 0 || (n >= 2 && kayles_grundy(n - 2) == 0));
}

// A pin picture: 'I' standing, 'X' down, e.g. "IXIIIIIIIIIII".
inline std::vector<std::uint64_t> kayles_rows_of_pins(const std::string& pins) {
    std::vector<std::uint64_t> rows;
    std::uint64_t run = 0;
    for (std::size_t i = 0; i <= pins.size(); ++i) {
        if (i < pins.size() && pins[i] == 'I') {
            ++run;
        } else if (run) {
            rows.push_back(run);
            run = 0;
        }
    }
    return rows;
}

// The lowest-numbered winning move on a pin picture: knock pin `pin` (1-based)
// and, if count == 2, pin + 1 too; the single pin is tried before the pair
// starting there. False when the mover loses or no pin stands. O(pins).
inline bool kayles_winning_pins(const std::string& pins, bool misere, std::size_t& pin, int& count) {
    std::vector<std::uint64_t> rows = kayles_rows_of_pins(pins);
    KaylesCounts k = kayles_counts(rows.begin(), rows.end());
    if (!k.mover_wins(misere) || k.empty()) return false;
    std::size_t start = 0, end = 0;  // the current row is pins [start, end)
    for (std::size_t i = 0; i < pins.size(); ++i) {
        if (pins[i] != 'I') continue;
        if (i >= end) {
            start = i;
            end = pins.find_first_not_of('I', i);
            if (end == std::string::npos) end = pins.size();
        }
        std::uint64_t n = end - start, left = i - start;
        k.remove(n);
        for (int c = 1; c <= 2 && left + c <= n; ++c) {
            k.add(left);
            k.add(n - left - c);
            bool wins = !k.mover_wins(misere);
            k.remove(left);
            k.remove(n - left - c);
            if (wins) {
                pin = i + 1;
                count = c;
                return true;
            }
        }
        k.add(n);
    }
    return false;
}

}  // namespace nimkit

#endif
