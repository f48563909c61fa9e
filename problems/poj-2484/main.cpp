// poj-2484 - POJ 2484 "A Funny Game": Kayles on a circle of coins, normal play.
// Statement, format and limits: problems/poj-2484/README.md.
#include "nimkit/kayles_variants.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: poj-2484 < input\n"
    "Game: Kayles on a circle.\n"
    "POJ 2484 A Funny Game. Input: numbers n (1..2^63-1), one per case, until a\n"
    "lone 0 (or the end of input). n coins lie in a circle; Alice, then Bob,\n"
    "removes one coin or two adjacent coins (a gap never closes); whoever\n"
    "removes the last coin wins.\n"
    "Output per n: Alice if the first player wins, else Bob.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-2484", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t n = in.read_uint("a number of coins");
            if (n == 0) break;
            out.put(nimkit::kayles_circle_mover_wins(n) ? "Alice\n" : "Bob\n");
        }
    });
}
