// nimkit/cases.hpp - the shapes in which judges give their cases.
//
// read_case_count: "T, then T cases" - T, or 0 for an empty input (which owes
//   nothing). The cases after it are read by the caller; input past the T-th
//   case is never read, as on the judge.
// read_counted: one case "n a1 .. an" into a vector; false at the end of input,
//   or at a case "0" when `zero_ends` (formats whose lone 0 ends the input).
// read_xor_case: one case "n a1 .. an" folded as it is read into the xor of
//   value(a_i) (the Sprague-Grundy sum of n heaps), O(1) memory.
// Cases "until end of input" need no helper: while (!in.at_eof()) { ... }.
// Proved by: tests/test_io.cpp and each solver's rows in tests/hostile/.
#ifndef NIMKIT_CASES_HPP
#define NIMKIT_CASES_HPP

#include <cstdint>
#include <vector>

#include "nimkit/reader.hpp"

namespace nimkit {

inline std::uint64_t read_case_count(Reader& in, const char* what = "the number of cases") {
    return in.at_eof() ? 0 : in.read_uint(what);
}

inline bool read_counted(Reader& in, std::vector<std::uint64_t>& values, bool zero_ends, const char* count_what,
                         const char* value_what) {
    if (in.at_eof()) return false;
    std::uint64_t n = in.read_uint(count_what);
    if (n == 0 && zero_ends) return false;
    values.clear();
    in.read_uints(n, value_what, kMaxInt64, [&values](std::uint64_t v) { values.push_back(v); });
    return true;
}

// A value function that leaves a heap as it is: plain Nim.
struct NimHeap {
    std::uint64_t operator()(std::uint64_t a) const { return a; }
};

template <class Value>
std::uint64_t read_xor_case(Reader& in, Value value, const char* count_what = "a pile count",
                            const char* value_what = "a pile size") {
    const std::uint64_t n = in.read_uint(count_what);
    std::uint64_t x = 0;
    in.read_uints(n, value_what, kMaxInt64, [&x, &value](std::uint64_t a) { x ^= value(a); });
    return x;
}

}  // namespace nimkit

#endif
