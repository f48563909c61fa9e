// poj-2348 - POJ 2348 "Euclid's Game" (also Kattis euclidsgame): take a multiple of the smaller number from the larger.
// Statement, format and limits: problems/poj-2348/README.md.
#include <string>

#include "nimkit/every_sg.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: poj-2348 < input\n"
    "Game: Euclid's game.\n"
    "POJ 2348, Kattis euclidsgame. Input: lines of two numbers (1..2^63-1) until\n"
    "the line 0 0 (or the end of input). A move subtracts a positive multiple of\n"
    "the smaller number from the larger, leaving it at least 0; who reaches 0 wins.\n"
    "Stan moves first.\n"
    "Output: one line per game, Stan wins or Ollie wins.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "poj-2348", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            const std::uint64_t a = in.read_uint("a number");
            const std::uint64_t b = in.read_uint("a number");
            if (a == 0 && b == 0) break;
            if (a == 0 || b == 0)
                throw nimkit::input_error(in.last_line(), "the numbers " + std::to_string(a) + " " + std::to_string(b) +
                                                              ": both must be positive (0 0 ends the input)");
            out.put(nimkit::euclid_mover_wins(a, b) ? "Stan wins\n" : "Ollie wins\n");
        }
    });
}
