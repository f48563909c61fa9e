// hdu-1404 - HDU 1404 "Digital Deletions" (also ZOJ 1104): a string of digits;
// a move lowers one digit, or erases a 0 and everything right of it; whoever
// erases the last digit wins. Statement, format and limits: problems/hdu-1404/README.md.
#include <string>

#include "nimkit/digital_deletions.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-1404 < input\n"
    "Game: Digital Deletions.\n"
    "HDU 1404. Input: strings of 1 to 6 digits, one per case, until the end of input.\n"
    "A move changes one digit to a smaller one, or erases a 0 with every digit to\n"
    "its right; whoever erases the last digit wins.\n"
    "Output per string: Yes if the first player wins, else No.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-1404", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        static nimkit::DigitalDeletions game(6);  // 1,111,111 strings, 4.4 MB, each searched at most once a process
        std::string s;
        while (!in.at_eof()) {
            in.read_token(s, "a string of digits");
            if (s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos)
                throw nimkit::input_error(in.last_line(), "expected a string of 1 to 6 digits, got " + nimkit::quote(s, s.size()));
            out.put(game.mover_wins(s) ? "Yes\n" : "No\n");
        }
    });
}
