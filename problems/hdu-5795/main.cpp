// hdu-5795 - HDU 5795 "A Simple Nim": a move takes from a pile or splits it into three.
// Statement, format and limits: problems/hdu-5795/README.md.
#include "nimkit/cases.hpp"
#include "nimkit/heap_splitting.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-5795 < input\n"
    "Game: take or split in three.\n"
    "HDU 5795. Input: T, then T cases, each n then n pile sizes (0..2^63-1).\n"
    "A move takes any number of candies from one pile, or splits a pile into\n"
    "three non-empty piles; who takes the last candy wins.\n"
    "Output: one line per case, \"First player wins.\" or \"Second player wins.\"\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-5795", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        for (std::uint64_t c = 0; c < t; ++c) {
            const std::uint64_t x = nimkit::read_xor_case(in, nimkit::split_three_grundy);  // folded as read: O(1) memory
            out.put(nimkit::nim_mover_wins(x) ? "First player wins.\n" : "Second player wins.\n");
        }
    });
}
