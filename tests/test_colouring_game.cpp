// The colouring game of Codeforces 1704F: the rule (counts, then Dawson's
// Kayles on the alternating runs) against minimax of the game itself.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/colouring_game.hpp"
#include "nimkit/octal.hpp"

namespace {

// The game as stated: cells 0 red, 1 blue, 2 white, a row of n cells as a
// base-3 number; Alice whitens two adjacent cells with at least one red,
// Bob two with at least one blue. wins[who][code]: the player to move wins.
class ColouringBrute {
public:
    explicit ColouringBrute(std::size_t n) : n_(n), pow_(n + 1, 1) {
        for (std::size_t i = 1; i <= n; ++i) pow_[i] = pow_[i - 1] * 3;
        wins_[0].assign(pow_[n], -1);
        wins_[1].assign(pow_[n], -1);
    }
    bool alice_first_wins(const std::string& row) {
        std::uint32_t code = 0;
        for (std::size_t i = 0; i < n_; ++i) code += (row[i] == 'R' ? 0u : 1u) * pow_[i];
        return wins(code, 0);
    }

private:
    unsigned cell(std::uint32_t code, std::size_t i) const { return code / pow_[i] % 3; }
    bool wins(std::uint32_t code, int who) {  // who: 0 Alice (red), 1 Bob (blue)
        signed char& memo = wins_[who][code];
        if (memo >= 0) return memo != 0;
        bool w = false;
        for (std::size_t i = 0; i + 1 < n_ && !w; ++i) {
            const unsigned a = cell(code, i), b = cell(code, i + 1);
            if (a != static_cast<unsigned>(who) && b != static_cast<unsigned>(who)) continue;
            const std::uint32_t next = code + (2 - a) * pow_[i] + (2 - b) * pow_[i + 1];
            w = !wins(next, 1 - who);
        }
        memo = w ? 1 : 0;
        return w;
    }
    std::size_t n_;
    std::vector<std::uint32_t> pow_;
    std::vector<signed char> wins_[2];
};

}  // namespace

TEST_CASE("colouring game: the rule equals minimax of the game on every row of 2..12 cells") {
    std::size_t rows = 0;
    for (std::size_t n = 2; n <= 12; ++n) {
        ColouringBrute brute(n);
        for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
            std::string row;
            for (std::size_t i = 0; i < n; ++i) row += (mask >> i & 1) ? 'B' : 'R';
            CHECK_MESSAGE(nimkit::colouring_game_first_wins(row) == brute.alice_first_wins(row), row);
            ++rows;
        }
    }
    CHECK(rows == 8188);
}

TEST_CASE("colouring game: Codeforces 1704F's sample, and Dawson's Kayles' period 34 from 53 certified") {
    const char* rows[] = {"BRB", "RRBBB", "RBRBRB", "BBRRBRRB", "BRRBRB", "RBRBRBRBRRBB", "RBRBRBRBBBRR", "RBBR"};
    const bool alice[] = {false, false, true, true, true, true, false, false};
    for (int k = 0; k < 8; ++k) CHECK(nimkit::colouring_game_first_wins(rows[k]) == alice[k]);
    std::vector<unsigned> digits(2, 0);
    digits[1] = 7;
    const std::vector<unsigned> g = nimkit::octal_grundy_table(digits, 600);
    const nimkit::Period p = nimkit::certify_period(g, 2);
    CHECK(p.found);
    CHECK(p.period == nimkit::kColouringPeriod);
    CHECK(p.start <= nimkit::kColouringPreperiod);
    for (std::size_t n = 0; n <= 600; ++n) CHECK(nimkit::colouring_game_grundy(n) == g[n]);
    CHECK(nimkit::colouring_game_grundy(500000) == g[53 + (500000 - 53) % 34]);
}
