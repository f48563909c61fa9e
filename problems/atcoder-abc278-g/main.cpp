// atcoder-abc278-g - AtCoder ABC 278 G "Generalized Subtraction Game", an
// interactive problem: play the card row against the judge and win.
// Statement, protocol and limits: problems/atcoder-abc278-g/README.md.
#include <string>

#include "nimkit/card_row.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: atcoder-abc278-g        (interactive: nimkit interact JUDGE -- atcoder-abc278-g)\n"
    "Game: a row of cards 1..N; a move removes y consecutive cards still on the\n"
    "table, L <= y <= R; whoever cannot move loses.\n"
    "AtCoder ABC 278 G. Reads N L R (1 <= L <= R <= N <= 2000) and prints First or\n"
    "Second, the side that wins; then prints each move of ours as x y (remove cards\n"
    "x..x+y-1) and reads each of the judge's as a b. The judge's 0 0 (it cannot\n"
    "move: we won) or -1 -1 (it refused our move) ends the game and the run.\n";

static std::string move_text(std::int64_t a, std::int64_t b) { return std::to_string(a) + " " + std::to_string(b); }

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "atcoder-abc278-g", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        const std::uint64_t n = in.read_uint("N", 1, 2000, "N is 0 (at least 1 card)");
        const std::uint64_t lo = in.read_uint("L", 1, n, "L is 0 (a move removes at least 1 card)");
        const std::uint64_t hi = in.read_uint("R", lo, n, "R is below L (" + std::to_string(lo) + ")");
        nimkit::CardRowPlayer player(n, lo, hi);
        bool ours = player.first_wins();
        out.put(ours ? "First\n" : "Second\n");
        for (;;) {
            if (ours) {
                const nimkit::CardMove m = player.move();
                out.put(move_text(static_cast<std::int64_t>(m.first), static_cast<std::int64_t>(m.count)) + "\n");
                if (!m.count) return;  // no move left: 0 0 says so, and the game is over
            }
            const std::int64_t a = in.read_int("the judge's card x", -1, static_cast<std::int64_t>(n));
            const std::int64_t b = in.read_int("the judge's length y", -1, static_cast<std::int64_t>(n));
            if ((a == 0 && b == 0) || (a == -1 && b == -1)) return;  // we won, or our move was refused
            const unsigned long line = in.last_line();
            if (a <= 0 || b <= 0)
                throw nimkit::input_error(line, "the judge's reply \"" + move_text(a, b) + "\" is no move, nor 0 0 or -1 -1");
            const nimkit::CardMove m = {static_cast<std::size_t>(a), static_cast<std::size_t>(b)};
            if (!player.row().legal(m)) {
                std::string why;
                if (m.count < lo || m.count > hi) {
                    why = "removes " + std::to_string(b) + " cards (a move removes " + std::to_string(lo) + ".." + std::to_string(hi) + ")";
                } else if (m.count > n - m.first + 1) {
                    why = "runs past card " + std::to_string(n);
                } else {
                    std::size_t gone = m.first;
                    while (player.row().on_table(gone)) ++gone;
                    why = "takes card " + std::to_string(gone) + ", which is gone";
                }
                throw nimkit::input_error(line, "the judge's move " + move_text(a, b) + " " + why);
            }
            player.opponent(m);
            ours = true;
        }
    });
}
