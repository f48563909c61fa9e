// poj-1740 - POJ 1740 "A New Stone Game": take from one pile, hand some of the rest to other piles.
// Statement, format and limits: problems/poj-1740/README.md.
#include <vector>

#include "nimkit/cases.hpp"
#include "nimkit/redistribute.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: poj-1740 < input\n"
    "Game: take from one pile, then hand any of its rest to other non-empty piles.\n"
    "POJ 1740. Input: cases until a lone 0 (or end of input), each n (up to\n"
    "2^63-1) then n pile sizes (0..2^63-1). A move removes at least one stone\n"
    "from one pile and may move any of that pile's remaining stones onto other\n"
    "piles that still have stones; whoever cannot move loses. Alice moves first.\n"
    "Output: one line per case, 1 if Alice wins, else 0.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-1740", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<std::uint64_t> piles;
        while (nimkit::read_counted(in, piles, true, "a pile count", "a pile size"))
            out.put(nimkit::redistribute_mover_wins(piles.begin(), piles.end()) ? "1\n" : "0\n");
    });
}
