// atcoder-abc265-ex - AtCoder ABC265 Ex "No-capture Lance Game": count the boards the first player wins.
// Statement, format and limits: problems/atcoder-abc265-ex/README.md.
#include <cstdint>
#include <string>

#include "nimkit/lance_game.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: atcoder-abc265-ex < input\n"
    "Game: lances on rows (an integer plus a nimber).\n"
    "AtCoder ABC265 Ex. Input: H (1..10000) and W (2..30). Each of the H rows\n"
    "holds a lance of the first player, moving left, and one of the second,\n"
    "moving right, any distance over empty cells, never capturing; whoever\n"
    "cannot move loses. Output: how many of the (W(W-1))^H boards the first\n"
    "player wins, modulo 998244353.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "atcoder-abc265-ex", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        const std::uint64_t h = in.read_uint("the number of rows", 1, 10000, "the number of rows must be at least 1, got 0");
        const std::uint64_t w = in.read_uint("the number of columns", 30);
        if (w < 2) throw nimkit::input_error(in.last_line(), "the number of columns must be at least 2, got " + std::to_string(w));
        out.put_uint(nimkit::lance_game_first_wins_count(h, static_cast<std::size_t>(w)));
        out.put('\n');
    });
}
