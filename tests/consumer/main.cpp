// Reads piles until end of input; prints the Nim verdict and the number of
// winning moves, through the library's harness.
#include <nimkit/nim.hpp>
#include <nimkit/solver.hpp>

#include <vector>

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "app", "usage: app < piles\n", {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        std::vector<std::uint64_t> piles;
        while (!in.at_eof()) piles.push_back(in.read_uint("a pile size"));
        out.put(nimkit::nim_mover_wins(nimkit::nim_sum(piles.begin(), piles.end())) ? "Yes " : "No ");
        out.put_uint(nimkit::count_winning_moves(piles.begin(), piles.end()));
        out.put('\n');
    });
}
