// split - the split game (docs/theory.md): A divides N stones into piles, then B moves first in Nim.
// Statement, format and limits: problems/split/README.md.

#include "nimkit/solver.hpp"
#include "nimkit/split.hpp"
#include "nimkit/split_report.hpp"

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
int main(int argc, char** argv) {
    bool want_explain = false;
    return nimkit::run_solver(argc, argv, "split", kHelp, {{"--explain", &want_explain}},
                              [&](nimkit::Reader& in, nimkit::Writer& out) {
                                  nimkit::SplitCounts counts;
                                  while (!in.at_eof()) {
                                      std::uint64_t n = in.read_uint("a number of stones", 1, kMaxN, "a number of stones must be at least 1, got 0");
                                      if (want_explain) {
                                          nimkit::explain_split(n, counts, out);
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
