// hdu-3032 - HDU 3032 "Nim or not Nim?": Lasker's Nim, a move takes from a pile or splits it in two.
// Statement, format and limits: problems/hdu-3032/README.md.
#include "nimkit/cases.hpp"
#include "nimkit/heap_splitting.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-3032 < input\n"
    "Game: Lasker's Nim (take from a pile, or split it in two).\n"
    "HDU 3032. Input: T, then T cases, each N then N pile sizes (0..2^63-1).\n"
    "A move takes any number of stones from one pile, or splits a pile into two\n"
    "non-empty piles; who takes the last stone wins.\n"
    "Output: one line per case, Alice if the first player wins, else Bob.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-3032", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        for (std::uint64_t c = 0; c < t; ++c) {
            const std::uint64_t x = nimkit::read_xor_case(in, nimkit::lasker_grundy);  // folded as read: O(1) memory
            out.put(nimkit::nim_mover_wins(x) ? "Alice\n" : "Bob\n");
        }
    });
}
