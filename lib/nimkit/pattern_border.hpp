// nimkit/pattern_border.hpp - a table of two numbers read past a constant
// border: when f(S, b) and f(a, S) are one value c (a row and a column of
// terminal positions: Euclid's game with a pile of 0, Project Euler 325's
// table), the rule of the rest often shows only without them. The inside,
// f(S+1.., S+1..), goes to find_pair_pattern; f is c on the border and the
// inside's rules elsewhere.
//
// find_border_pattern(values, rows, cols, first): `found` when the first row
//   and the first column are one value and the inside (at least 12 x 12) has a
//   trusted rule (its trust is find_pair_pattern's own).
// border_value(report, a, b, v): c where a or b is S, the inside's value
//   elsewhere (false where it has none).
// Cost: one find_pair_pattern on (rows - 1) x (cols - 1) values.
// Proved by: tests/test_pattern_classes.cpp - Euclid's game with piles from 0
//   (the mover facing a pile of 0 loses), win / lose by search from its moves,
//   read on 0..59 squared, every answer right on 0..199 squared; a bug planted
//   in the border's test fails it.
#ifndef NIMKIT_PATTERN_BORDER_HPP
#define NIMKIT_PATTERN_BORDER_HPP

#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimkit/pattern_pairs.hpp"

namespace nimkit {

struct BorderReport {
    bool found;
    std::uint64_t first;  // S: the border is a = S or b = S
    std::int64_t border;  // c
    PairReport inside;    // f(S+1.., S+1..)
};

inline BorderReport find_border_pattern(const std::vector<std::int64_t>& values, std::size_t rows, std::size_t cols,
                                        std::uint64_t first = 0) {
    BorderReport r;
    r.found = false;
    r.first = first;
    r.border = 0;
    if (rows < 13 || cols < 13 || values.size() != rows * cols) return r;
    r.border = values[0];
    for (std::size_t b = 0; b < cols; ++b)
        if (values[b] != r.border) return r;
    for (std::size_t a = 0; a < rows; ++a)
        if (values[a * cols] != r.border) return r;
    std::vector<std::int64_t> inside;
    inside.reserve((rows - 1) * (cols - 1));
    for (std::size_t a = 1; a < rows; ++a) inside.insert(inside.end(), values.begin() + static_cast<std::ptrdiff_t>(a * cols + 1),
                                                         values.begin() + static_cast<std::ptrdiff_t>((a + 1) * cols));
    r.inside = find_pair_pattern(inside, rows - 1, cols - 1, first + 1);
    r.found = !r.inside.rules.empty();
    return r;
}

inline bool border_value(const BorderReport& r, std::uint64_t a, std::uint64_t b, std::int64_t& value) {
    if (!r.found || a < r.first || b < r.first) return false;
    if (a == r.first || b == r.first) return value = r.border, true;
    return pair_value(r.inside, a, b, value);
}

}  // namespace nimkit

#endif
