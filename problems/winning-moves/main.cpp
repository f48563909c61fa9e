// winning-moves - HDU 2176: every winning first move of normal-play Nim.
// Statement, format and limits: problems/winning-moves/README.md.
#include <vector>

#include "nimkit/cases.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: winning-moves < input\n"
    "Game: Nim (every winning move).\n"
    "HDU 2176. Input: cases, each m then m pile sizes (0..2^63-1); a case with\n"
    "m = 0, or the end of input, ends the input.\n"
    "Output per case: No if the first player loses; otherwise Yes, then one line\n"
    "\"a b\" per winning move (take the pile of size a down to b), in pile order.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "winning-moves", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<std::uint64_t> piles;
        while (nimkit::read_counted(in, piles, true, "a pile count", "a pile size")) {
            out.put(nimkit::nim_mover_wins(nimkit::nim_sum(piles.begin(), piles.end())) ? "Yes\n" : "No\n");
            nimkit::for_each_winning_move(piles.begin(), piles.end(), [&](const nimkit::Move& m) {
                out.put_uint(piles[m.pile]);
                out.put(' ');
                out.put_uint(m.to);
                out.put('\n');
            });
        }
    });
}
