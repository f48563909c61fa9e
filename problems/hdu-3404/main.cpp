// hdu-3404 - HDU 3404 "Switch lights": corner toggling on a board of lights (nim multiplication).
// Statement, format and limits: problems/hdu-3404/README.md.
#include <set>
#include <string>
#include <utility>

#include "nimkit/cases.hpp"
#include "nimkit/nim.hpp"
#include "nimkit/nim_product.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-3404 < input\n"
    "Game: turning corners (the nim product of the coordinates).\n"
    "HDU 3404. Input: T, then T cases, each n and the n lights that are on, as\n"
    "row x and column y (each 1..2^64-1; no light twice in a case).\n"
    "Output: one line per case, \"Have a try, lxhgww.\" if the first player wins\n"
    "(whoever cannot move loses), else \"Don't waste your time.\".\n";

static std::uint64_t read_coordinate(nimkit::Reader& in, const char* what) {
    return in.read_uint(what, 1, nimkit::kMaxUint64, std::string(what) + " 0 is off the board (they start at 1)");
}

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-3404", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::uint64_t t = nimkit::read_case_count(in);
        std::set<std::pair<std::uint64_t, std::uint64_t> > lights;  // of this case, to refuse one given twice
        for (std::uint64_t c = 0; c < t; ++c) {
            std::uint64_t n = in.read_uint("a light count"), sum = 0;
            lights.clear();
            for (std::uint64_t i = 0; i < n; ++i) {
                std::uint64_t x = read_coordinate(in, "a row"), y = read_coordinate(in, "a column");
                if (!lights.insert(std::make_pair(x, y)).second)
                    throw nimkit::input_error(in.last_line(), "the light (" + std::to_string(x) + ", " +
                                                                  std::to_string(y) + ") is given twice");
                sum ^= nimkit::turning_corners_value(x, y);
            }
            out.put(nimkit::nim_mover_wins(sum) ? "Have a try, lxhgww.\n" : "Don't waste your time.\n");
        }
    });
}
