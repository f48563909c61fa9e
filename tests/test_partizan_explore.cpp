// Ruleset positions to canonical values (partizan_explore.hpp), against joint minimax
// (tests/partizan_brute.hpp: only the moves and the rule that who cannot move loses).
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "nimkit/blue_red_hackenbush.hpp"
#include "nimkit/cutcake.hpp"
#include "nimkit/domineering.hpp"
#include "nimkit/game_notation.hpp"
#include "nimkit/partizan_explore.hpp"
#include "nimkit/toads_frogs.hpp"
#include "partizan_brute.hpp"

using nimkit::GameId;

namespace {

// every r x c board (r * c <= cells) with every pattern of blocked cells
std::vector<std::string> domineering_boards(std::size_t cells) {
    std::vector<std::string> out;
    for (std::size_t r = 1; r <= cells; ++r)
        for (std::size_t c = 1; r * c <= cells; ++c)
            for (std::size_t mask = 0; mask < (std::size_t(1) << (r * c)); ++mask) {
                std::string b;
                for (std::size_t i = 0; i < r; ++i) {
                    if (i) b += '/';
                    for (std::size_t j = 0; j < c; ++j) b += (mask >> (i * c + j) & 1) ? '#' : '.';
                }
                out.push_back(b);
            }
    return out;
}
std::vector<std::string> rows_over(const std::string& alphabet, std::size_t max_len) {
    std::vector<std::string> out(1, "");
    for (std::size_t len = 1; len <= max_len; ++len) {
        std::size_t count = 1;
        for (std::size_t k = 0; k < len; ++k) count *= alphabet.size();
        for (std::size_t x = 0; x < count; ++x) {
            std::string s;
            for (std::size_t k = 0, y = x; k < len; ++k, y /= alphabet.size()) s += alphabet[y % alphabet.size()];
            out.push_back(s);
        }
    }
    return out;
}
char letter(nimkit::GameStore& s, GameId g) { return nimkit::outcome_letter(s.outcome(g)); }

}  // namespace

TEST_CASE("Domineering: the outcome of the value equals joint minimax on every board of <= 8 cells (every blocked pattern)") {
    nimkit::GameStore s;
    nimkit::PartizanExplorer<nimkit::DomineeringRules> e(s);
    partizan_brute::Solver brute;
    std::vector<std::string> boards = domineering_boards(8);
    for (const std::string& b : boards)
        CHECK_MESSAGE(letter(s, e.value(b)) == brute.outcome(partizan_brute::Sum(1, partizan_brute::piece<nimkit::DomineeringRules>(b))), b);
    CHECK(boards.size() == 1674);  // 2^(r c) patterns summed over the shapes
}

TEST_CASE("Domineering: G = H iff G + transpose(H) (that is G - H) is a second-player win, 3000 random pairs of boards of <= 6 cells") {
    nimkit::GameStore s;
    nimkit::PartizanExplorer<nimkit::DomineeringRules> e(s);
    partizan_brute::Solver brute;
    std::vector<std::string> boards = domineering_boards(6);
    std::mt19937 rng(44);
    int equal = 0;
    for (int k = 0; k < 3000; ++k) {
        const std::string& g = boards[rng() % boards.size()];
        const std::string& h = boards[rng() % boards.size()];
        partizan_brute::Sum sum;
        sum.push_back(partizan_brute::piece<nimkit::DomineeringRules>(g));
        sum.push_back(partizan_brute::piece<nimkit::DomineeringRules>(partizan_brute::transposed_board(h)));
        bool same = e.value(g) == e.value(h);
        CHECK_MESSAGE(same == (brute.outcome(sum) == 'P'), g << " vs " << h);
        CHECK(e.value(partizan_brute::transposed_board(h)) == s.neg(e.value(h)));
        equal += same;
    }
    CHECK(equal > 200);
}

TEST_CASE("Sums of 2-3 positions of mixed rulesets (Domineering <= 6 cells, stalks <= 5 edges, toads rows <= 6, cakes <= 3x3): the outcome of the summed value equals joint minimax, 1500 random sums") {
    nimkit::GameStore s;
    nimkit::PartizanExplorer<nimkit::DomineeringRules> dom(s);
    nimkit::PartizanExplorer<nimkit::HackenbushStringRules> hack(s);
    nimkit::PartizanExplorer<nimkit::ToadsFrogsRules> toads(s);
    nimkit::PartizanExplorer<nimkit::CutcakeRules> cake(s);
    partizan_brute::Solver brute;
    std::vector<std::string> boards = domineering_boards(6), stalks = rows_over("LR", 5), rows = rows_over("TF.", 6);
    std::mt19937 rng(4);
    for (int k = 0; k < 1500; ++k) {
        partizan_brute::Sum sum;
        GameId v = s.zero();
        std::size_t n = 2 + rng() % 2;
        for (std::size_t i = 0; i < n; ++i) {
            switch (rng() % 4) {
            case 0: {
                const std::string& b = boards[rng() % boards.size()];
                sum.push_back(partizan_brute::piece<nimkit::DomineeringRules>(b));
                v = s.add(v, dom.value(b));
                break;
            }
            case 1: {
                const std::string& b = stalks[rng() % stalks.size()];
                sum.push_back(partizan_brute::piece<nimkit::HackenbushStringRules>(b));
                v = s.add(v, hack.value(b));
                break;
            }
            case 2: {
                const std::string& b = rows[rng() % rows.size()];
                sum.push_back(partizan_brute::piece<nimkit::ToadsFrogsRules>(b));
                v = s.add(v, toads.value(b));
                break;
            }
            default: {
                std::string b = std::to_string(1 + rng() % 3) + "x" + std::to_string(1 + rng() % 3);
                sum.push_back(partizan_brute::piece<nimkit::CutcakeRules>(nimkit::CutcakeRules::parse(b)));
                v = s.add(v, cake.value(nimkit::CutcakeRules::parse(b)));
            }
            }
        }
        CHECK(letter(s, v) == brute.outcome(sum));
    }
}

TEST_CASE("Every stalk of <= 8 edges and every toads row of <= 7 cells: the outcome of the value equals joint minimax - stalks equal Berlekamp's rule") {
    nimkit::GameStore s;
    nimkit::PartizanExplorer<nimkit::HackenbushStringRules> hack(s);
    nimkit::PartizanExplorer<nimkit::ToadsFrogsRules> toads(s);
    partizan_brute::Solver brute;
    for (const std::string& st : rows_over("LR", 8)) {
        GameId v = hack.value(st);
        CHECK(letter(s, v) == brute.outcome(partizan_brute::Sum(1, partizan_brute::piece<nimkit::HackenbushStringRules>(st))));
        nimkit::HackenbushValue h = nimkit::hackenbush_string_value(st);
        CHECK(v == s.number(nimkit::Dyadic::fraction(h.num, h.exp)));
    }
    for (const std::string& row : rows_over("TF.", 7)) {
        std::string p = nimkit::ToadsFrogsRules::parse(row);
        CHECK(letter(s, toads.value(p)) == brute.outcome(partizan_brute::Sum(1, partizan_brute::piece<nimkit::ToadsFrogsRules>(p))));
    }
}

TEST_CASE("Published values: Domineering 2x2 = +-1, 2x1 = 1, 1x2 = -1, 1x4 = -2 (Winning Ways ch. 5, Lessons in Play ch. 2) - Cutcake's integers (Winning Ways ch. 2), every cake to 8x8 - Hackenbush LR = 1/2, LRR = 1/4") {
    nimkit::GameStore s;
    nimkit::PartizanExplorer<nimkit::DomineeringRules> dom(s);
    nimkit::PartizanExplorer<nimkit::CutcakeRules> cake(s);
    nimkit::PartizanExplorer<nimkit::HackenbushStringRules> hack(s);
    nimkit::GameNotation notation(s);
    CHECK(notation.text(dom.value("../..")) == "+-1");
    CHECK(dom.value("./.") == s.integer(1));
    CHECK(dom.value("..") == s.integer(-1));
    CHECK(dom.value("....") == s.integer(-2));
    CHECK(dom.value(".") == s.zero());
    for (std::uint64_t w = 1; w <= 8; ++w)
        for (std::uint64_t h = 1; h <= 8; ++h)
            CHECK(cake.value(nimkit::CutcakeRules::parse(std::to_string(w) + "x" + std::to_string(h))) == s.integer(nimkit::cutcake_value(w, h)));
    CHECK(hack.value("LR") == s.number(nimkit::Dyadic::fraction(1, 1)));
    CHECK(hack.value("LRR") == s.number(nimkit::Dyadic::fraction(1, 2)));
}
