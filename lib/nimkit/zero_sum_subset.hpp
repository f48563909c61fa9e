// nimkit/zero_sum_subset.hpp - the heaviest subset whose values sum to 0, by
// meeting in the middle (AOJ 1377: the largest fair selection of Hackenbush
// stalks, a sum of numbers being a second-player win iff it is 0).
//
// max_weight_zero_sum(value, weight): the largest total weight of a subset
//   (the empty one included, weight 0) whose values sum to exactly 0. The
//   first half's 2^(n/2) subset sums are listed, sorted, and kept with their
//   best weight; each subset of the second half looks up the negation of its
//   sum. O(2^(n/2) * n) time, O(2^(n/2)) memory.
// Constraints: n <= 44 (asserted); every partial sum of |values| < 2^62 (the
//   caller's bound: no overflow check).
// Proved by: tests/test_partizan_solvers.cpp - against all 2^n subsets for
//   random inputs of n <= 14 (values -3..3, many zero sums), and the zero sums
//   of stalk values against joint minimax of the stalks themselves.
#ifndef NIMKIT_ZERO_SUM_SUBSET_HPP
#define NIMKIT_ZERO_SUM_SUBSET_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace nimkit {

// The sums and weights of every subset of [from, to), in subset order.
inline std::vector<std::pair<std::int64_t, std::uint64_t> > internal_subset_sums(const std::vector<std::int64_t>& value,
                                                                               const std::vector<std::uint64_t>& weight,
                                                                               std::size_t from, std::size_t to) {
    std::vector<std::pair<std::int64_t, std::uint64_t> > all(std::size_t(1) << (to - from));
    all[0] = std::make_pair(std::int64_t(0), std::uint64_t(0));
    for (std::size_t mask = 1; mask < all.size(); ++mask) {
        std::size_t low = 0;
        while (!(mask >> low & 1)) ++low;
        const std::pair<std::int64_t, std::uint64_t>& rest = all[mask & (mask - 1)];
        all[mask] = std::make_pair(rest.first + value[from + low], rest.second + weight[from + low]);
    }
    return all;
}

inline std::uint64_t max_weight_zero_sum(const std::vector<std::int64_t>& value, const std::vector<std::uint64_t>& weight) {
    assert(value.size() == weight.size() && value.size() <= 44 && "max_weight_zero_sum: n <= 44 values with weights");
    const std::size_t n = value.size(), half = n / 2;
    std::vector<std::pair<std::int64_t, std::uint64_t> > left = internal_subset_sums(value, weight, 0, half);
    std::sort(left.begin(), left.end());  // for each sum, its heaviest subset is the last of its run
    std::uint64_t best = 0;
    const std::vector<std::pair<std::int64_t, std::uint64_t> > right = internal_subset_sums(value, weight, half, n);
    for (std::size_t k = 0; k < right.size(); ++k) {
        const std::int64_t want = -right[k].first;
        std::vector<std::pair<std::int64_t, std::uint64_t> >::const_iterator it =
            std::upper_bound(left.begin(), left.end(), std::make_pair(want, ~std::uint64_t(0)));
        if (it != left.begin() && (--it)->first == want) best = std::max(best, it->second + right[k].second);
    }
    return best;
}

}  // namespace nimkit

#endif  // NIMKIT_ZERO_SUM_SUBSET_HPP
