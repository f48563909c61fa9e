// nimkit/internal_growth.hpp - tables grown by doubling.
//
// A table of values 0..size-1 that must answer a larger index is rebuilt (or
// extended) to max(needed, 2 * size), never past a cap: a stream of growing
// requests then costs at most twice the work of the final table (for tables of
// linear cost; at most 4/3 of it for quadratic ones), and a small input never
// pays for a large table. Internal: the one growth rule of GrowingGrundy,
// Treblecross's 0.007 table, GrundySequence and the grundy command.
// Proved by: tests/test_grundy.cpp (GrowingGrundy against one whole table for
//   heaps asked in random orders), tests/test_treblecross.cpp (the same for 0.007).
#ifndef NIMKIT_INTERNAL_GROWTH_HPP
#define NIMKIT_INTERNAL_GROWTH_HPP

#include <cassert>
#include <cstddef>
#include <vector>

namespace nimkit {

// The size to grow a table of `size` entries to so that it holds index
// `needed` (needed < cap): at least needed + 1, else double, at most cap.
inline std::size_t grown_size(std::size_t size, std::size_t needed, std::size_t cap = static_cast<std::size_t>(-1)) {
    assert(needed < cap);
    std::size_t twice = size > cap / 2 ? cap : 2 * size;
    return needed + 1 > twice ? needed + 1 : twice;
}

// build(n) returns the whole table 0..n; at(i) rebuilds it by doubling as needed.
template <class Build, class Value = unsigned>
class GrowingTable {
public:
    explicit GrowingTable(Build build, std::size_t cap = static_cast<std::size_t>(-1)) : build_(build), cap_(cap) {}
    const Value& at(std::size_t i) {
        if (i >= table_.size()) table_ = build_(grown_size(table_.size(), i, cap_) - 1);
        return table_[i];
    }
    std::size_t size() const { return table_.size(); }

private:
    Build build_;
    std::size_t cap_;
    std::vector<Value> table_;
};

}  // namespace nimkit

#endif
