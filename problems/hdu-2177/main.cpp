// hdu-2177 - HDU 2177 "取(2堆)石子游戏": Wythoff's game, every winning first move.
// Statement, format and limits: problems/hdu-2177/README.md.
#include "nimkit/solver.hpp"
#include "nimkit/wythoff.hpp"

static const char kHelp[] =
    "usage: hdu-2177 < input\n"
    "HDU 2177 (Wythoff's game: take from one pile, or the same from both).\n"
    "Input: pairs a b of pile sizes (0..2^63-1; the judge gives a <= b); the pair\n"
    "0 0 (or the end of input) ends the input.\n"
    "Output per pair: 0 if the first player loses; otherwise 1, then one line\n"
    "\"x y\" (x <= y) per winning move, the piles it leaves: first the move taking\n"
    "the same from both piles, then the one reducing the smaller pile, then the\n"
    "one reducing the larger (a pair can appear twice: 5 7 gives 3 5, 4 7, 3 5).\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-2177", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t a = in.read_uint("a pile size", nimkit::kWythoffMaxPile);
            std::uint64_t b = in.read_uint("a pile size", nimkit::kWythoffMaxPile);
            if (a == 0 && b == 0) break;
            out.put(nimkit::wythoff_cold(a, b) ? "0\n" : "1\n");
            nimkit::for_each_wythoff_winning_move(a, b, [&out](const nimkit::WythoffMove& m) {
                out.put_uint(m.x);
                out.put(' ');
                out.put_uint(m.y);
                out.put('\n');
            });
        }
    });
}
