// hdu-3537 - HDU 3537 "Daizhenyang's Coin": Mock Turtles (turn 1, 2 or 3
// coins, the rightmost from heads to tails). Statement, format and limits:
// problems/hdu-3537/README.md.
#include <vector>

#include "nimkit/coin_turning.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: hdu-3537 < input\n"
    "Game: Mock Turtles, a coin-turning game.\n"
    "HDU 3537. Input: cases until end of input, each n (n >= 0) then n positions\n"
    "of heads-up coins (0..2^63-1, counted from 0; a coin listed twice is one head).\n"
    "A move turns 1, 2 or 3 coins, the rightmost of them from heads to tails;\n"
    "whoever cannot move loses.\n"
    "Output: one line per case, Yes if the first player loses, else No.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "hdu-3537", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        nimkit::CoinTurning mock(nimkit::coin_rule(nimkit::CoinRule::any, 3));
        std::vector<std::uint64_t> listed;
        while (!in.at_eof()) {
            const std::uint64_t n = in.read_uint("a head count");
            listed.clear();
            in.read_uints(n, "a coin position", nimkit::kMaxInt64, [&listed](std::uint64_t a) { listed.push_back(a); });
            const std::vector<std::uint64_t> heads = nimkit::coin_heads_from_list(listed, 0);
            out.put(mock.value(heads.begin(), heads.end()) == 0 ? "Yes\n" : "No\n");
        }
    });
}
