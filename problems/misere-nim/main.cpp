// misere-nim - HDU 1907 "John": misère Nim, the player who takes the last stone loses.
// Statement, format and limits: problems/misere-nim/README.md.
#include <vector>

#include "nimkit/cases.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: misere-nim < input\n"
    "Game: misere Nim.\n"
    "HDU 1907. Input: T, then T cases, each N then N pile sizes (0..2^63-1).\n"
    "Output: one line per case, John if the first player wins misere Nim\n"
    "(whoever takes the last stone loses), else Brother.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "misere-nim", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        std::vector<std::uint64_t> piles;
        for (std::uint64_t c = 0; c < t; ++c) {
            if (!nimkit::read_counted(in, piles, false, "a pile count", "a pile size"))
                throw nimkit::input_error(in.last_line(), "expected a pile count, got end of input");
            out.put(nimkit::misere_nim_mover_wins(piles.begin(), piles.end()) ? "John\n" : "Brother\n");
        }
    });
}
