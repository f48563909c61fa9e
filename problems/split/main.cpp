// split - the split game (docs/theory.md): A divides N stones into piles, then B moves first in Nim.
// Statement, format and limits: problems/split/README.md.
#include <algorithm>
#include <string>
#include <vector>

#include "nimkit/nim.hpp"
#include "nimkit/partitions.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/split.hpp"

static const char kHelp[] =
    "usage: split [--explain] < numbers\n"
    "The split game: A divides N stones into piles, then the players alternate,\n"
    "B first, each taking stones from one pile; whoever takes the last stone wins.\n"
    "Input: integers N (1..10^18), whitespace-separated, until end of input.\n"
    "Output per N: B if every division loses for A, else A x y, the division into\n"
    "two equal piles. --explain prints, per N, the reason, the number of\n"
    "divisions and of winning ones (exact for N <= 1000), and for N <= 30 every\n"
    "division with its nim-sum and B's winning reply.\n";

static const std::uint64_t kMaxN = 1000000000000000000ULL;
static const std::size_t kMaxCounted = 1000, kMaxListed = 30;

// Partition counts by nim-sum, recomputed only when a larger N is asked for, and
// then for at least twice the old size: N = 1, 2, ..., 1000 costs a few times
// N = 1000 alone, not a thousand tables.
struct Counts {
    nimkit::PartitionsByNimSum table;
    Counts() : table(0) {}
    const nimkit::PartitionsByNimSum& upto(std::size_t n) {
        if (n > table.limit()) {
            std::size_t m = std::max(n, 2 * table.limit());
            table = nimkit::PartitionsByNimSum(m > kMaxCounted / 2 ? kMaxCounted : m);  // the next doubling would pass it
        }
        return table;
    }
};

static void put_parts(nimkit::Writer& out, const std::vector<std::size_t>& parts) {
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i) out.put(' ');
        out.put_uint(parts[i]);
    }
}

static void explain(std::uint64_t n, Counts& counts, nimkit::Writer& out) {
    out.put("N = ");
    out.put_uint(n);
    if (nimkit::split_mover_wins(n)) {
        out.put("\nverdict: A wins, dividing into ");
        out.put_uint(nimkit::split_half(n));
        out.put(" and ");
        out.put_uint(nimkit::split_half(n));
        out.put("\nwhy: two equal piles have nim-sum 0, so B, moving first, always leaves a non-zero nim-sum and A copies B's move on the other pile.\n");
    } else {
        out.put("\nverdict: B wins whatever the division\n"
                "why: the lowest bit of a nim-sum is the parity of the number of odd parts, which is the parity of N; N is odd, so every division has a non-zero nim-sum and B, moving first, can always make it 0.\n");
    }
    if (n > kMaxCounted) {
        out.put("divisions: not counted past N = 1000 (p(1000) already has 32 digits)\n\n");
        return;
    }
    std::size_t m = static_cast<std::size_t>(n);
    const nimkit::PartitionsByNimSum& table = counts.upto(m);
    out.put("divisions: ");
    out.put(table.total(m).str());
    out.put(", of which ");
    out.put(table.count(m, 0).str());
    out.put(" win for A (nim-sum 0)\n");
    if (n > kMaxListed) {
        out.put("(divisions are listed for N <= 30 only)\n\n");
        return;
    }
    nimkit::for_each_partition(m, [&](const std::vector<std::size_t>& parts) {
        out.put("  ");
        put_parts(out, parts);
        out.put(": nim-sum ");
        out.put_uint(nimkit::nim_sum(parts.begin(), parts.end()));
        std::vector<nimkit::Move> replies = nimkit::winning_moves(parts.begin(), parts.end());
        if (replies.empty()) {
            out.put(", A wins\n");
            return;
        }
        const nimkit::Move& r = replies[0];
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
    });
    out.put('\n');
}

int main(int argc, char** argv) {
    bool want_explain = false;
    return nimkit::run_solver(argc, argv, "split", kHelp, {{"--explain", &want_explain}},
                              [&](nimkit::Reader& in, nimkit::Writer& out) {
                                  Counts counts;
                                  while (!in.at_eof()) {
                                      std::uint64_t n = in.read_uint("a number of stones", 1, kMaxN, "a number of stones must be at least 1, got 0");
                                      if (want_explain) {
                                          explain(n, counts, out);
                                      } else if (nimkit::split_mover_wins(n)) {
                                          out.put("A ");
                                          out.put_uint(nimkit::split_half(n));
                                          out.put(' ');
                                          out.put_uint(nimkit::split_half(n));
                                          out.put('\n');
                                      } else {
                                          out.put("B\n");
                                      }
                                  }
                              });
}
