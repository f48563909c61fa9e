// split's hook (see tests/fuzz/solver_fuzz.cpp): one partition table for the
// whole run, and a budget on the divisions listed per input.
//
// Kept across inputs: with --explain the solver counts the divisions of every
// N <= 1000 with PartitionsByNimSum, a table rebuilt by doubling in every run;
// under ASan + UBSan the table for N = 1000 (0.5e9 128-bit additions) takes
// about 5 s, which held the harness to sixteen inputs a second. Here the
// solver's PartitionsByNimSum is a view of one table kept for the whole
// process: it grows the same way (to the N asked for, at least twice its last
// size, at most kMostCounted) and each view answers only for the size the
// solver asked for (anything past it aborts, a stricter check than the table's
// own). Even once, the table for N = 1000 took the first 5 s (under load, 40 s)
// of a short campaign, which held it to ten inputs a second: with --explain,
// stdin is cut before the first number in kMostCounted + 1..1000 (a table of
// at most 400, the solver's doubling past 200: under a second, once). N above
// 1000 (not counted) stays in reach; N = 31 to 1000 are counted by the hostile
// row "--explain on 31..1000 ascending",
// which scripts/test also runs under ASan + UBSan, and the table is tested
// against plain enumeration and p(1000) in tests/test_split.cpp.
//
// Bounded: N <= 30 also lists all p(N) divisions, about 6 us each here
// (p(30) = 5604: 32 ms). With --explain, stdin is cut before the number that
// would take the input's listings past kListBudget divisions (100: 0.6 ms; a
// budget of 2000 let one input take 12 ms): every N <= 12 (p(12) = 77) is
// listed in reach; N = 30's listing is a hostile row run under ASan + UBSan.
// Without --explain each N costs O(1) and nothing is cut.
#include <algorithm>
#include <cstdlib>

#include "nimkit/partitions.hpp"

static const std::size_t kMostCounted = 200;

namespace nimkit {

class FuzzPartitionsView {
public:
    explicit FuzzPartitionsView(std::size_t n) : n_(n) {
        PartitionsByNimSum*& t = shared();
        if (!t || t->limit() < n) {
            std::size_t m = std::max(n, t ? std::min<std::size_t>(2 * t->limit(), kMostCounted) : n);
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

static const std::uint64_t kListBudget = 100;

static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>& args) {
    if (args.empty()) return text.size();
    static std::uint64_t p[31] = {1};  // p[n]: partitions of n, by adding parts 1..30 in turn
    if (p[30] == 0)
        for (int k = 1; k <= 30; ++k)
            for (int n = k; n <= 30; ++n) p[n] += p[n - k];
    std::uint64_t listed = 0, v;
    for (std::size_t at = 0, end; next_token(text, at, end); at = end) {
        if (!token_value(text, at, end, v)) break;
        if ((v > kMostCounted && v <= 1000) || (v >= 1 && v <= 30 && (listed += p[v]) > kListBudget)) return at;
    }
    return text.size();
}
