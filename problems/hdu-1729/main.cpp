// hdu-1729 - HDU 1729 "Stone Game": boxes with a capacity, a move adds at most the square of what a box holds.
// Statement, format and limits: problems/hdu-1729/README.md.
#include <string>

#include "nimkit/capacity.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-1729 < input\n"
    "Game: boxes with a capacity, add at most the square of the count.\n"
    "HDU 1729. Input: test cases, each N, then N boxes s c: capacity s and\n"
    "stones held c (0 <= c <= s <= 2^63-1); N = 0 (or the end of input) ends the\n"
    "input. A move adds 1..c^2 stones to one box, never past its capacity; who\n"
    "cannot move loses.\n"
    "Output: per test case, Case k: on one line, then Yes if the first player\n"
    "wins, else No.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-1729", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        for (std::uint64_t k = 1; !in.at_eof(); ++k) {
            const std::uint64_t n = in.read_uint("the number of boxes");
            if (n == 0) break;
            std::uint64_t x = 0;  // Sprague-Grundy: the boxes are a sum
            for (std::uint64_t i = 0; i < n; ++i) {
                const std::uint64_t s = in.read_uint("a capacity");
                const std::uint64_t c = in.read_uint("a stone count");
                if (c > s)
                    throw nimkit::input_error(in.last_line(), "a box holds " + std::to_string(c) + " stones, above its capacity " +
                                                                  std::to_string(s));
                x ^= nimkit::capacity_square_grundy(s, c);
            }
            out.put("Case ");
            out.put_uint(k);
            out.put(x ? ":\nYes\n" : ":\nNo\n");
        }
    });
}
