// poj-1067 - POJ 1067 / HDU 1527 "取石子游戏": Wythoff's game, does the first player win?
// Statement, format and limits: problems/poj-1067/README.md.
#include "nimkit/solver.hpp"
#include "nimkit/wythoff.hpp"

static const char kHelp[] =
    "usage: poj-1067 < input\n"
    "POJ 1067 / HDU 1527 (Wythoff's game: take from one pile, or the same from\n"
    "both). Input: pairs a b of pile sizes (0..2^63-1, either order) until end\n"
    "of input. Output: one line per pair, 1 if the first player wins, else 0.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-1067", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t a = in.read_uint("a pile size", nimkit::kWythoffMaxPile);
            std::uint64_t b = in.read_uint("a pile size", nimkit::kWythoffMaxPile);
            out.put(nimkit::wythoff_cold(a, b) ? "0\n" : "1\n");
        }
    });
}
