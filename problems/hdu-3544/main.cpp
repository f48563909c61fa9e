// hdu-3544 - HDU 3544 "Alice's Game": Cutcake, Alice cuts the X sides, Bob the Y sides.
// Statement, format and limits: problems/hdu-3544/README.md.
#include <cstdint>

#include "nimkit/cases.hpp"
#include "nimkit/cutcake.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-3544 < input\n"
    "Game: Cutcake (partizan).\n"
    "HDU 3544. Input: T, then T cases, each N and N chocolates X Y (sides 1..2^32).\n"
    "Alice splits a chocolate X*Y into A*Y and B*Y (A+B = X), Bob into X*A and\n"
    "X*B (A+B = Y); Alice moves first, whoever cannot move loses.\n"
    "Output: one line per case, \"Case k: Alice\" if Alice wins, else \"Case k: Bob\".\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-3544", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t t = nimkit::read_case_count(in);
        const std::uint64_t kMaxSide = std::uint64_t(1) << 32;  // N values of |v| < 2^32 add up exactly
        for (std::uint64_t c = 1; c <= t; ++c) {
            const std::uint64_t n = in.read_uint("a chocolate count");
            std::int64_t sum = 0;  // the value of the sum of the chocolates: an integer
            for (std::uint64_t k = 0; k < n; ++k) {
                const std::uint64_t x = in.read_uint("a side", 1, kMaxSide, "a side must be at least 1, got 0");
                const std::uint64_t y = in.read_uint("a side", 1, kMaxSide, "a side must be at least 1, got 0");
                sum += nimkit::cutcake_value(x, y);
            }
            out.put("Case ");
            out.put_uint(c);
            out.put(sum > 0 ? ": Alice\n" : ": Bob\n");  // a number > 0 is Left's whoever starts; 0 the second player's
        }
    });
}
