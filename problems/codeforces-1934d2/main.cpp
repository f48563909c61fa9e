// codeforces-1934d2 - Codeforces 1934 D2 "XOR Break - Game Version", an
// interactive problem: break numbers against the judge and win every game.
// Statement, protocol and limits: problems/codeforces-1934d2/README.md.
#include <string>

#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/xor_break.hpp"

static const char kHelp[] =
    "usage: codeforces-1934d2       (interactive: nimkit interact JUDGE -- codeforces-1934d2)\n"
    "Game: XOR Break: the player to move breaks p into p1 p2 (0 < p1, p2 < p,\n"
    "p1 xor p2 = p), the opponent picks one and breaks it in turn; whoever cannot\n"
    "break loses.\n"
    "Codeforces 1934 D2. Reads t, then for each game its n (1 <= n <= 2^63-1),\n"
    "prints first or second, the side that wins, then each break of ours as p1 p2\n"
    "and reads each of the judge's. The judge's 0 0 (it cannot or will not break)\n"
    "ends the game; its -1 -1 (it refused our break) ends the run.\n";

static std::string pair_text(std::int64_t a, std::int64_t b) { return std::to_string(a) + " " + std::to_string(b); }

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "codeforces-1934d2", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t games = nimkit::read_case_count(in, "the number of games t");
        for (std::uint64_t game = 0; game < games; ++game) {
            const std::uint64_t n = in.read_uint("n", 1, nimkit::kMaxInt64, "n is 0 (at least 1)");
            // The numbers the judge may break next: ours after a break, n at the start.
            std::uint64_t have[2] = {n, 0};
            const bool first = nimkit::xor_break_mover_wins(n);
            out.put(first ? "first\n" : "second\n");
            std::uint64_t p = n;  // the number we break next (0: none can be broken)
            for (bool ours = first;; ours = true) {
                if (ours) {
                    const nimkit::XorBreak b = nimkit::xor_break_move(p);
                    out.put(pair_text(static_cast<std::int64_t>(b.p1), static_cast<std::int64_t>(b.p2)) + "\n");
                    if (!b.p1) return;  // no break: 0 0 says so, and the judge ends the run
                    have[0] = b.p1;
                    have[1] = b.p2;
                }
                const std::int64_t most = static_cast<std::int64_t>(have[0] > have[1] ? have[0] : have[1]);
                const std::int64_t q1 = in.read_int("the judge's p1", -1, most);
                const std::int64_t q2 = in.read_int("the judge's p2", -1, most);
                if (q1 == 0 && q2 == 0) break;  // the judge does not break: this game is won
                if (q1 == -1 && q2 == -1) return;  // a break of ours refused: the run is over
                const std::uint64_t u1 = static_cast<std::uint64_t>(q1), u2 = static_cast<std::uint64_t>(q2);
                if (q1 <= 0 || q2 <= 0 || !(nimkit::xor_break_legal(have[0], u1, u2) || nimkit::xor_break_legal(have[1], u1, u2)))
                    throw nimkit::input_error(in.last_line(), "the judge's reply \"" + pair_text(q1, q2) + "\" is no break of " +
                                                                  std::to_string(have[0]) + (have[1] ? " or " + std::to_string(have[1]) : std::string()) +
                                                                  " (nor 0 0 or -1 -1)");
                p = nimkit::xor_break_pick(u1, u2);
            }
        }
    });
}
