// aoj-1377 - AOJ 1377 / ICPC Asia Tsukuba 2016 "Black and White Boxes": the most boxes in a
// fair selection of Blue-Red Hackenbush stalks. Statement, format and limits: problems/aoj-1377/README.md.
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/blue_red_hackenbush.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/zero_sum_subset.hpp"

static const char kHelp[] =
    "usage: aoj-1377 < input\n"
    "Game: Blue-Red Hackenbush strings (partizan).\n"
    "AOJ 1377. Input: N (0..44), then N piles, each a word of 1..40 letters B\n"
    "(black) and W (white), bottom box first. A move takes a box of one's own\n"
    "colour and every box above it; whoever cannot move loses.\n"
    "Output: the largest number of boxes in a choice of piles that the second\n"
    "player wins whoever starts.\n";

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "aoj-1377", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        const std::uint64_t n = in.read_uint("the number of piles", 0, 44, "");
        std::vector<std::int64_t> value;  // each pile's value times 2^39, exact for piles of <= 40 boxes
        std::vector<std::uint64_t> boxes;
        std::string pile;
        for (std::uint64_t k = 0; k < n; ++k) {
            in.read_token(pile, "a pile");
            const unsigned long line = in.last_line();
            if (pile.find_first_not_of("BW") != std::string::npos)
                throw nimkit::input_error(line, "a pile holds only \"B\" and \"W\", got " + nimkit::quote(pile, pile.size()));
            if (pile.size() > 40)
                throw nimkit::input_error(line, "a pile of " + std::to_string(pile.size()) + " boxes is too high (at most 40)");
            for (std::size_t i = 0; i < pile.size(); ++i) pile[i] = pile[i] == 'B' ? 'L' : 'R';  // black: Left's
            const nimkit::HackenbushValue v = nimkit::hackenbush_string_value(pile);
            value.push_back(v.num * (std::int64_t(1) << (39 - v.exp)));
            boxes.push_back(pile.size());
        }
        out.put_uint(nimkit::max_weight_zero_sum(value, boxes));  // a sum of numbers is fair iff it is 0
        out.put('\n');
    });
}
