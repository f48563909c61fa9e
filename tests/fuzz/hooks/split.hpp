// split's hook (see tests/fuzz/solver_fuzz.cpp): one partition table for the
// whole run, and a budget on the divisions listed per input.
//
// Kept across inputs: with --explain the solver counts the divisions of every
// N <= 1000 with PartitionsByNimSum, a table rebuilt by doubling in every run;
// under ASan + UBSan the table for N = 1000 (0.5e9 128-bit additions) takes
// about 5 s, which held the harness to sixteen inputs a second. Here the
// solver's PartitionsByNimSum is a view of one table kept for the whole
// process: it grows the same way (to the N asked for, at least twice its last
// size, at most 1000 unless more is asked for) and each view answers only for
// the size the solver asked for (anything past it aborts, a stricter check than
// the table's own). So every N up to 1000 stays in reach and costs the printing
// of two 128-bit numbers; the table itself is tested against plain enumeration
// and p(1000) in tests/test_split.cpp.
//
// Bounded: N <= 30 also lists all p(N) divisions, about 6 us each here
// (p(30) = 5604: 32 ms). With --explain, stdin is cut before the number that
// would take the input's listings past kListBudget divisions; without it each
// N costs O(1) and nothing is cut.
#include <algorithm>
#include <cstdlib>

#include "nimkit/partitions.hpp"

namespace nimkit {

class FuzzPartitionsView {
public:
    explicit FuzzPartitionsView(std::size_t n) : n_(n) {
        PartitionsByNimSum*& t = shared();
        if (!t || t->limit() < n) {
            std::size_t m = std::max(n, t ? std::min<std::size_t>(2 * t->limit(), 1000) : n);
            delete t;
            t = new PartitionsByNimSum(m);
        }
    }
    std::size_t limit() const { return n_; }
    const U128& count(std::size_t s, std::size_t x) const {
        if (s > n_ || x >= nim_sum_width(n_)) std::abort();  // outside the table the solver asked for
        return shared()->count(s, x);
    }
    U128 total(std::size_t s) const {
        if (s > n_) std::abort();
        return shared()->total(s);
    }

private:
    static PartitionsByNimSum*& shared() {
        static PartitionsByNimSum* table = 0;
        return table;
    }
    std::size_t n_;
};

}  // namespace nimkit

#define PartitionsByNimSum FuzzPartitionsView

static const std::uint64_t kListBudget = 2000;

static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>& args) {
    if (args.empty()) return text.size();
    static std::uint64_t p[31] = {1};  // p[n]: partitions of n, by adding parts 1..30 in turn
    if (p[30] == 0)
        for (int k = 1; k <= 30; ++k)
            for (int n = k; n <= 30; ++n) p[n] += p[n - k];
    std::uint64_t listed = 0, v;
    for (std::size_t at = 0, end; next_token(text, at, end); at = end) {
        if (!token_value(text, at, end, v)) break;
        if (v >= 1 && v <= 30 && (listed += p[v]) > kListBudget) return at;
    }
    return text.size();
}
