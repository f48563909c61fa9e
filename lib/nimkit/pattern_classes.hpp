// nimkit/pattern_classes.hpp - each value class of a table of a few values
// (win / lose / draw, outcome classes) described by its own rule, not only the
// 0 cells: for every value u but the commonest, the table "0 where f = u, else
// 1" is given to the finder (find_pattern, find_pair_pattern), and f is u
// where u's rules say 0, the commonest value where every class's rules say 1.
// HDU 5754's knight racing to the corner: lose on {3k, 3k}, win on {3k + 1,
// 3k + 2}, draw elsewhere.
//
// find_value_classes(values, first) / find_pair_classes(values, rows, cols,
//   first): the report of each class, `found` when the table has 3 to 6
//   values and every class but the commonest has a trusted rule (their trust is
//   the finder's: the first half and three quarters show the same rule).
// class_value / pair_class_value: the value at n (at (a, b)) when every class
//   speaks there and exactly one or none says "here"; false otherwise.
// Cost: one finder run per class (at most 5): tables of at most
//   kClassesMostValues values (the command skips larger ones: 5 runs of the
//   finder on 10^5 values would pass its 1 s).
// Proved by: tests/test_pattern_classes.cpp - the knight of HDU 5754 (win /
//   lose / draw by retrograde search from its moves) read on 48 x 48, every
//   answer right on 0..119 squared; a bug planted in the class choice fails
//   it. tests/pattern_heldout_test.py: the knight through the command.
#ifndef NIMKIT_PATTERN_CLASSES_HPP
#define NIMKIT_PATTERN_CLASSES_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

#include "nimkit/pattern_pairs.hpp"
#include "nimkit/pattern_sequence.hpp"

namespace nimkit {

const std::size_t kClassesMostValues = 20000;

struct ClassReport {
    bool found;
    std::int64_t rest;                    // the commonest value: where no class says "here"
    std::vector<std::int64_t> values;     // the other values, one class each
    std::vector<PatternReport> singles;   // find_value_classes: each class's report
    std::vector<PairReport> pairs;        // find_pair_classes
};

namespace classes_detail {

// The values but the commonest (3 to 6 values in all), false otherwise.
inline bool split_values(const std::vector<std::int64_t>& values, std::int64_t& rest, std::vector<std::int64_t>& others) {
    std::map<std::int64_t, std::size_t> count;
    for (std::size_t i = 0; i < values.size(); ++i)
        if (++count[values[i]] && count.size() > 6) return false;
    if (count.size() < 3) return false;
    std::size_t most = 0;
    for (std::map<std::int64_t, std::size_t>::const_iterator it = count.begin(); it != count.end(); ++it)
        if (it->second > most) most = it->second, rest = it->first;
    for (std::map<std::int64_t, std::size_t>::const_iterator it = count.begin(); it != count.end(); ++it)
        if (it->first != rest) others.push_back(it->first);
    return true;
}

inline std::vector<std::int64_t> indicator(const std::vector<std::int64_t>& values, std::int64_t u) {
    std::vector<std::int64_t> out(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) out[i] = values[i] == u ? 0 : 1;
    return out;
}

// The value from each class's answer (0: here, 1: not here).
inline bool choose(const ClassReport& r, const std::vector<std::int64_t>& said, std::int64_t& value) {
    std::size_t here = 0;
    value = r.rest;
    for (std::size_t i = 0; i < said.size(); ++i) {
        if (said[i] != 0 && said[i] != 1) return false;
        if (said[i] == 0) ++here, value = r.values[i];
    }
    return here <= 1;
}

}  // namespace classes_detail

namespace classes_detail {

// Each class's report by `find` (the finder on g_u), kept in `reports`.
template <class Report, class Find>
ClassReport split_and_find(const std::vector<std::int64_t>& values, std::vector<Report> ClassReport::*reports, Find find) {
    ClassReport r;
    r.found = false;
    r.rest = 0;
    if (!split_values(values, r.rest, r.values)) return r.values.clear(), r;
    r.found = true;
    for (std::size_t i = 0; i < r.values.size() && r.found; ++i) {
        (r.*reports).push_back(find(indicator(values, r.values[i])));
        r.found = !(r.*reports).back().rules.empty();
    }
    return r;
}

}  // namespace classes_detail

inline ClassReport find_value_classes(const std::vector<std::int64_t>& values, std::uint64_t first = 0) {
    return classes_detail::split_and_find(values, &ClassReport::singles,
                                          [first](const std::vector<std::int64_t>& g) { return find_pattern(g, first); });
}

inline ClassReport find_pair_classes(const std::vector<std::int64_t>& values, std::size_t rows, std::size_t cols,
                                     std::uint64_t first = 0) {
    return classes_detail::split_and_find(values, &ClassReport::pairs, [rows, cols, first](const std::vector<std::int64_t>& g) {
        return find_pair_pattern(g, rows, cols, first);
    });
}

inline bool class_value(const ClassReport& r, std::uint64_t n, std::int64_t& value) {
    if (!r.found) return false;
    std::vector<std::int64_t> said(r.singles.size());
    for (std::size_t i = 0; i < r.singles.size(); ++i)
        if (!pattern_value(r.singles[i], n, said[i])) return false;
    return classes_detail::choose(r, said, value);
}

inline bool pair_class_value(const ClassReport& r, std::uint64_t a, std::uint64_t b, std::int64_t& value) {
    if (!r.found) return false;
    std::vector<std::int64_t> said(r.pairs.size());
    for (std::size_t i = 0; i < r.pairs.size(); ++i)
        if (!pair_value(r.pairs[i], a, b, said[i])) return false;
    return classes_detail::choose(r, said, value);
}

}  // namespace nimkit

#endif
