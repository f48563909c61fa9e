// hdu-3980 - HDU 3980 "Paint Chain": paint m consecutive unpainted beads of a
// circle of n. Statement, format and limits: problems/hdu-3980/README.md.
#include <string>

#include "nimkit/cases.hpp"
#include "nimkit/circle_game.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-3980 < input\n"
    "Game: painting m consecutive beads of a circle (the octal game 0.0..07 after the first move).\n"
    "HDU 3980. Input: T, then T cases, each n m: a circle of n unpainted beads\n"
    "(0..10000 when m <= n; any n up to 2^63-1 when m > n), a move paints m\n"
    "consecutive unpainted beads (1..2^63-1); whoever cannot move loses.\n"
    "Output: \"Case #k: aekdycoin\" if the first player wins, else \"Case #k: abcdxyzk\".\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-3980", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        nimkit::CirclePaint game;
        const std::uint64_t t = nimkit::read_case_count(in);
        for (std::uint64_t c = 1; c <= t; ++c) {
            const std::uint64_t n = in.read_uint("a bead count");
            const std::uint64_t m = in.read_uint("a paint length", 1, nimkit::kMaxInt64, "the paint length is 0 (a move paints at least 1 bead)");
            if (m <= n && n > nimkit::kCirclePaintMaxBeads)
                throw nimkit::input_error(in.last_line(), "a circle of " + std::to_string(n) + " beads is beyond the table (at most " +
                                                               std::to_string(nimkit::kCirclePaintMaxBeads) + " when m <= n)");
            out.put("Case #");
            out.put_uint(c);
            out.put(game.mover_wins(n, m) ? ": aekdycoin\n" : ": abcdxyzk\n");
        }
    });
}
