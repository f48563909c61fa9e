// hdu-2509 - HDU 2509 "Be the Winner": rows of apples, take a run of adjacent
// apples from one row, whoever takes the last apple loses.
// Statement, format and limits: problems/hdu-2509/README.md.
#include "nimkit/nim.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-2509 < input\n"
    "Game: runs from rows, misere (take a run of apples from one row).\n"
    "HDU 2509. Input: cases until end of input, each n (n >= 0) then n group\n"
    "sizes (0..2^63-1; 0 is an empty group), whitespace-separated.\n"
    "Output: one line per case, Yes if the first player (Fra) wins - a move\n"
    "takes adjacent apples from one row, whoever takes the last apple loses -\n"
    "else No.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-2509", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        while (!in.at_eof()) {
            std::uint64_t n = in.read_uint("a group count");
            nimkit::MisereNimSum sum;  // the rows are misère Nim on their lengths (nim.hpp)
            in.read_uints(n, "a group size", nimkit::kMaxInt64, [&sum](std::uint64_t v) { sum.add(v); });
            out.put(sum.mover_wins() ? "Yes\n" : "No\n");
        }
    });
}
