// nimkit/split_report.hpp - the split game explained: the verdict with its
// reason, the number of divisions and of winning ones, every division listed.
//
// explain_split(n, counts, out): for N <= 1000 the divisions are counted by
//   nim-sum (nimkit/partitions.hpp, a table grown by doubling, kept in counts
//   across calls: N = 1, 2, ..., 1000 costs a few times N = 1000 alone); for
//   N <= 30 each division is printed with its nim-sum and B's winning reply.
// Proved by: tests/test_split.cpp (counts against enumeration, p(1000)) and
//   samples/split (the listings of N = 9 and 12 by hand).
#ifndef NIMKIT_SPLIT_REPORT_HPP
#define NIMKIT_SPLIT_REPORT_HPP

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_growth.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/partitions.hpp"
#include "nimkit/split.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

const std::size_t kSplitMaxCounted = 1000, kSplitMaxListed = 30;

// Partition counts by nim-sum, recomputed only when a larger N is asked for, and
// then for at least twice the old size: N = 1, 2, ..., 1000 costs a few times
// N = 1000 alone, not a thousand tables.
struct SplitCounts {
    PartitionsByNimSum table;
    SplitCounts() : table(0) {}
    const PartitionsByNimSum& upto(std::size_t n) {
        if (n > table.limit()) table = PartitionsByNimSum(grown_size(table.limit() + 1, n, kSplitMaxCounted + 1) - 1);
        return table;
    }
};

inline void put_parts(Writer& out, const std::vector<std::size_t>& parts) {
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) out.put(' ');
        out.put_uint(parts[i]);
    }
}

// One division's line: its nim-sum, and who wins it (B's winning move if any).
inline void put_division(Writer& out, const std::vector<std::size_t>& parts) {
    out.put("  ");
    put_parts(out, parts);
    out.put(": nim-sum ");
    out.put_uint(nim_sum(parts.begin(), parts.end()));
    std::vector<Move> replies = winning_moves(parts.begin(), parts.end());
    if (replies.empty()) {
        out.put(", A wins\n");
        return;
    }
    const Move& r = replies[0];
    std::vector<std::size_t> after(parts);
    after[r.pile] = static_cast<std::size_t>(r.to);
    out.put(", B takes ");
    out.put_uint(parts[r.pile] - r.to);
    out.put(" from ");
    out.put_uint(parts[r.pile]);
    out.put(" and leaves ");
    std::sort(after.rbegin(), after.rend());
    while (!after.empty() && after.back() == 0) after.pop_back();
    if (after.empty()) out.put("nothing");
    put_parts(out, after);
    out.put('\n');
}

inline void explain_split(std::uint64_t n, SplitCounts& counts, Writer& out) {
    out.put("N = ");
    out.put_uint(n);
    if (split_mover_wins(n)) {
        out.put("\nverdict: A wins, dividing into ");
        out.put_uint(split_half(n));
        out.put(" and ");
        out.put_uint(split_half(n));
        out.put("\nwhy: two equal piles have nim-sum 0, so B, moving first, always leaves a non-zero nim-sum and A copies B's move on the other pile.\n");
    } else {
        out.put("\nverdict: B wins whatever the division\n"
                "why: the lowest bit of a nim-sum is the parity of the number of odd parts, which is the parity of N; N is odd, so every division has a non-zero nim-sum and B, moving first, can always make it 0.\n");
    }
    if (n > kSplitMaxCounted) {
        out.put("divisions: not counted past N = 1000 (p(1000) already has 32 digits)\n\n");
        return;
    }
    std::size_t m = static_cast<std::size_t>(n);
    const PartitionsByNimSum& table = counts.upto(m);
    out.put("divisions: ");
    out.put(table.total(m).str());
    out.put(", of which ");
    out.put(table.count(m, 0).str());
    out.put(" win for A (nim-sum 0)\n");
    if (n > kSplitMaxListed) {
        out.put("(divisions are listed for N <= 30 only)\n\n");
        return;
    }
    for_each_partition(m, [&](const std::vector<std::size_t>& parts) { put_division(out, parts); });
    out.put('\n');
}

}  // namespace nimkit

#endif
