// hackerrank-game-of-kyles - HackerRank "Game of Kyles": Kayles on a row of pins, normal play.
// Statement, format and limits: problems/hackerrank-game-of-kyles/README.md.
#include <string>
#include <vector>

#include "nimkit/cases.hpp"
#include "nimkit/kayles_variants.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hackerrank-game-of-kyles < input\n"
    "Game: Kayles on pins.\n"
    "HackerRank Game of Kyles. Input: T, then T cases, each N (at least 1) and a\n"
    "word of N letters, I (a standing pin) or X (a knocked-down one). A throw\n"
    "knocks down one pin or two adjacent standing pins; whoever knocks down the\n"
    "last pin wins.\n"
    "Output per case: WIN if the player to move wins, else LOSE.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hackerrank-game-of-kyles", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        std::string pins;
        for (std::uint64_t c = 0; c < t; ++c) {
            std::uint64_t n = in.read_uint("a pin count", 1, nimkit::kMaxInt64, "a pin count must be at least 1, got 0");
            in.read_token(pins, "a row of pins");
            const unsigned long line = in.last_line();
            if (pins.find_first_not_of("IX") != std::string::npos)
                throw nimkit::input_error(line, "a row of pins holds only \"I\" and \"X\", got " + nimkit::quote(pins, pins.size()));
            if (pins.size() != n)
                throw nimkit::input_error(line, "the row " + nimkit::quote(pins, pins.size()) + " has " + std::to_string(pins.size()) +
                                                    " pins, but N is " + std::to_string(n));
            std::vector<std::uint64_t> rows = nimkit::kayles_rows_of_pins(pins);
            out.put(nimkit::kayles_counts(rows.begin(), rows.end()).mover_wins(false) ? "WIN\n" : "LOSE\n");
        }
    });
}
