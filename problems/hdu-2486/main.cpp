// hdu-2486 - HDU 2486 / HDU 2580 "A simple stone game": the take-away game with
// factor k (the first move takes 1..n-1, every later one at most k times the
// last); the least winning first move, or lose.
// Statement, format and limits: problems/hdu-2486/README.md.
#include <memory>
#include <stdexcept>
#include <string>

#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/take_away.hpp"

static const char kHelp[] =
    "usage: hdu-2486 < input\n"
    "Game: the take-away game with factor k (Schwenk).\n"
    "HDU 2486, HDU 2580. Input: T, then T cases, each n k: a pile of n stones\n"
    "(1..2^63-1); the first move takes 1..n-1 of them, every later move 1 to k\n"
    "times what the previous move took (k 1..2^63-1); whoever takes the last\n"
    "stone wins. A case whose losing heaps up to n take more than 2^20 runs\n"
    "(k of 10^5 and more with n far above k^2) is refused.\n"
    "Output per case: \"Case i: \" and the least first move that wins, or lose.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-2486", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t cases = nimkit::read_case_count(in);
        std::unique_ptr<nimkit::TakeAway> table;  // the last case's, kept while k repeats and n fits
        for (std::uint64_t c = 1; c <= cases; ++c) {
            const std::uint64_t n = in.read_uint("a stone count", 1, nimkit::kMaxInt64, "the stone count is 0 (the pile has at least 1 stone)");
            const std::uint64_t k = in.read_uint("a factor k", 1, nimkit::kMaxInt64, "the factor k is 0 (a later move takes at least 1 stone)");
            if (!table || table->ratio() != k || table->limit() < n) {
                table.reset();
                try {
                    table.reset(new nimkit::TakeAway(k, n));
                } catch (const std::length_error&) {
                    throw nimkit::input_error(in.last_line(), "n = " + std::to_string(n) + " with k = " + std::to_string(k) +
                                                                 ": the losing heaps up to n take more than 2^20 runs");
                }
            }
            const std::uint64_t take = table->winning_move(n);
            out.put("Case ");
            out.put_uint(c);
            out.put(": ");
            if (take) out.put_uint(take);
            else out.put("lose");
            out.put('\n');
        }
    });
}
