// hdu-2897 - HDU 2897 "邂逅明下": one pile, a move takes p..q coins (all of them
// when fewer than p are left), whoever takes the last coin loses.
// Statement, format and limits: problems/hdu-2897/README.md.
#include <string>

#include "nimkit/bash.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-2897 < input\n"
    "Game: the Bash game with takes of p..q, taking the last coin loses.\n"
    "HDU 2897. Input: cases until the end of input, each n p q: a pile of n coins\n"
    "(1..2^63-1); a move takes p..q of them, or all when fewer than p are left\n"
    "(1 <= p <= q <= 2^63-1); whoever takes the last coin loses.\n"
    "Output: one line per case, WIN if the first player wins, else LOST.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-2897", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            const std::uint64_t n = in.read_uint("a coin count", 1, nimkit::kMaxInt64, "the coin count is 0 (the pile has at least 1 coin)");
            const std::uint64_t p = in.read_uint("the least take p", 1, nimkit::kMaxInt64, "the least take p is 0 (a move takes at least 1 coin)");
            const std::uint64_t q = in.read_uint("the largest take q");
            if (q < p)
                throw nimkit::input_error(in.last_line(), "the largest take q = " + std::to_string(q) + " is below the least take p = " + std::to_string(p));
            out.put(nimkit::bash_misere_range_mover_wins(n, p, q) ? "WIN\n" : "LOST\n");
        }
    });
}
