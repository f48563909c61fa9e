// nimkit/internal_mex.hpp - the mex of a set marked value by value, with stamps.
//
// MexStamps keeps one stamp per value: mark(v) stores the current round's id at
// v, so a new set (next()) costs nothing to clear, and mex() scans from 0 to the
// first value not stamped this round. O(1) a mark, O(mex) a mex; memory grows to
// the largest value marked. Internal: the one copy every table builder uses
// (subtraction, take-and-break, the rare/common engine).
// Proved by: every table built with it is compared with the mex over moves
//   enumerated from the rules (tests/test_grundy.cpp, tests/test_octal.cpp).
#ifndef NIMKIT_INTERNAL_MEX_HPP
#define NIMKIT_INTERNAL_MEX_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nimkit {

class MexStamps {
public:
    // Room for values 0..values without growing (mark_fast needs it).
    explicit MexStamps(std::size_t values = 0) : stamp_(values + 1, 0), id_(1) {}

    // Starts a new, empty set.
    void next() {
        if (++id_ == 0) {  // after 2^32 - 1 rounds: forget every old stamp once
            std::fill(stamp_.begin(), stamp_.end(), 0u);
            id_ = 1;
        }
    }
    void mark(std::size_t v) {
        if (v >= stamp_.size()) stamp_.resize(2 * v + 2, 0);
        stamp_[v] = id_;
    }
    // v must be within the room given to the constructor.
    void mark_fast(std::size_t v) { stamp_[v] = id_; }
    bool marked(std::size_t v) const { return v < stamp_.size() && stamp_[v] == id_; }
    unsigned mex() const {
        unsigned m = 0;
        while (m < stamp_.size() && stamp_[m] == id_) ++m;
        return m;
    }

private:
    std::vector<std::uint32_t> stamp_;
    std::uint32_t id_;
};

}  // namespace nimkit

#endif
