// luogu-p2252 - Luogu P2252 "[SHOI2002] 取石子游戏", the Wythoff template: does the first player win?
// Statement, format and limits: problems/luogu-p2252/README.md.
#include "nimkit/solver.hpp"
#include "nimkit/wythoff.hpp"

static const char kHelp[] =
    "usage: luogu-p2252 < input\n"
    "Luogu P2252 (Wythoff's game: take from one pile, or the same from both).\n"
    "Input: a line a b, the pile sizes (0..2^63-1, either order); further pairs\n"
    "until end of input are answered too. Output: one line per pair, 1 if the\n"
    "first player wins, else 0.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "luogu-p2252", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t a = in.read_uint("a pile size", nimkit::kWythoffMaxPile);
            std::uint64_t b = in.read_uint("a pile size", nimkit::kWythoffMaxPile);
            out.put(nimkit::wythoff_cold(a, b) ? "0\n" : "1\n");
        }
    });
}
