// The partizan rulesets (Domineering, Blue-Red Hackenbush strings, Cutcake,
// Toads and Frogs): their moves by hand-countable facts, published outcomes,
// and every closed form or normalisation against the joint minimax of
// tests/partizan_brute.hpp, which knows only the moves.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/blue_red_hackenbush.hpp"
#include "nimkit/cutcake.hpp"
#include "nimkit/domineering.hpp"
#include "nimkit/toads_frogs.hpp"
#include "partizan_brute.hpp"
#include "sanitized.hpp"

namespace {

using nimkit::CutcakeRules;
using nimkit::DomineeringRules;
using nimkit::HackenbushStringRules;
using nimkit::ToadsFrogsRules;
namespace pb = partizan_brute;

std::string empty_board(std::size_t rows, std::size_t cols) {
    std::string b;
    for (std::size_t r = 0; r < rows; ++r) b += (r ? "/" : "") + std::string(cols, '.');
    return b;
}


// -G for Toads and Frogs: the row reversed, toads and frogs swapped.
std::string mirror(const std::string& row) {
    std::string m(row.rbegin(), row.rend());
    for (std::size_t i = 0; i < m.size(); ++i) m[i] = m[i] == 'T' ? 'F' : m[i] == 'F' ? 'T' : '.';
    return m;
}

// Toads and Frogs with no normalisation: the raw rules, for the brute force.
struct RawToads {
    static std::vector<std::string> options(const std::string& p, bool left) {
        std::vector<std::string> out;
        const char mine = left ? 'T' : 'F', theirs = left ? 'F' : 'T';
        const int n = static_cast<int>(p.size()), dir = left ? 1 : -1;
        for (int i = 0; i < n; ++i) {
            if (p[i] != mine) continue;
            if (i + dir >= 0 && i + dir < n && p[i + dir] == '.') {
                std::string q = p;
                q[i] = '.';
                q[i + dir] = mine;
                out.push_back(q);
            }
            if (i + 2 * dir >= 0 && i + 2 * dir < n && p[i + dir] == theirs && p[i + 2 * dir] == '.') {
                std::string q = p;
                q[i] = '.';
                q[i + 2 * dir] = mine;
                out.push_back(q);
            }
        }
        return out;
    }
};

}  // namespace

TEST_CASE("domineering: Left has (R-1)C and Right R(C-1) options on an empty RxC board, R, C <= 5") {
    for (std::size_t r = 1; r <= 5; ++r)
        for (std::size_t c = 1; c <= 5; ++c) {
            const std::string b = DomineeringRules::parse(empty_board(r, c));
            CHECK(DomineeringRules::options(b, true).size() == (r - 1) * c);
            CHECK(DomineeringRules::options(b, false).size() == r * (c - 1));
        }
}

TEST_CASE("domineering: the options of 2x2 and of a blocked board") {
    std::vector<std::string> left = DomineeringRules::options("../..", true);
    std::vector<std::string> right = DomineeringRules::options("../..", false);
    CHECK(left == std::vector<std::string>({"#./#.", ".#/.#"}));
    CHECK(right == std::vector<std::string>({"##/..", "../##"}));
    CHECK(DomineeringRules::options("#./..", true) == std::vector<std::string>({"##/.#"}));
    CHECK(DomineeringRules::options("#./..", false) == std::vector<std::string>({"#./##"}));
    CHECK(DomineeringRules::options(".", true).empty());
    CHECK(DomineeringRules::options("./#", true).empty());
}

TEST_CASE("domineering: parse refuses bad boards, components split, crop and mirror") {
    CHECK_THROWS_AS(DomineeringRules::parse(""), std::invalid_argument);
    CHECK_THROWS_AS(DomineeringRules::parse("../."), std::invalid_argument);
    CHECK_THROWS_AS(DomineeringRules::parse("..//.."), std::invalid_argument);
    CHECK_THROWS_AS(DomineeringRules::parse(".x"), std::invalid_argument);
    CHECK(DomineeringRules::parse("#./..") == "#./..");
    CHECK(DomineeringRules::components("..#../#####/.#...") == std::vector<std::string>({"..", "..", "..."}));
    CHECK(DomineeringRules::components("#.#/.#.") == std::vector<std::string>({"."}));
    CHECK(DomineeringRules::components("../..") == std::vector<std::string>({"../.."}));
    // turned to the least of its 4 mirror images ('#' < '.'): all 4 give the same text
    for (const char* b : {".#/..", "#./..", "../.#", "../#."})
        CHECK(DomineeringRules::components(b) == std::vector<std::string>({"#./.."}));
    CHECK(DomineeringRules::components("#.../..../#...") == std::vector<std::string>({"#.../..../#..."}));
    CHECK(DomineeringRules::components("...#/..../...#") == std::vector<std::string>({"#.../..../#..."}));
}

TEST_CASE("domineering: published outcomes - 1x1 P, 1x2 R (Right's domino), 2x1 L, 2x2 N, 1x3 R, 3x1 L") {
    pb::Solver s;
    CHECK(s.outcome({pb::piece<DomineeringRules>(".")}) == 'P');
    CHECK(s.outcome({pb::piece<DomineeringRules>("..")}) == 'R');
    CHECK(s.outcome({pb::piece<DomineeringRules>("./.")}) == 'L');
    CHECK(s.outcome({pb::piece<DomineeringRules>("../..")}) == 'N');
    CHECK(s.outcome({pb::piece<DomineeringRules>("...")}) == 'R');
    CHECK(s.outcome({pb::piece<DomineeringRules>("./././.")}) == 'L');
    // 2x2 is +-1 = {1 | -1}; with a 1x2 (-1) added it is {0 | -2}: still N.
    CHECK(s.outcome({pb::piece<DomineeringRules>("../.."), pb::piece<DomineeringRules>("..")}) == 'N');
    // 2x2 + 1 + 1 = {3 | 1}: Left wins either way.
    CHECK(s.outcome({pb::piece<DomineeringRules>("../.."), pb::number(2)}) == 'L');
}

TEST_CASE("domineering: the components' sum equals the board (G - sum is P) on every board of <= 8 cells") {
    pb::Solver s;
    int boards = 0, split = 0;
    for (std::size_t rows = 1; rows <= 8; ++rows)
        for (std::size_t cols = 1; rows * cols <= 8; ++cols)
            for (unsigned mask = 0; mask < (1u << (rows * cols)); ++mask) {
                std::string b = empty_board(rows, cols);
                for (std::size_t i = 0; i < rows * cols; ++i)
                    if (mask >> i & 1) b[i / cols * (cols + 1) + i % cols] = '#';
                const std::vector<std::string> parts = DomineeringRules::components(b);
                pb::Sum g(1, pb::piece<DomineeringRules>(b));
                for (std::size_t k = 0; k < parts.size(); ++k)
                    g.push_back(pb::piece<DomineeringRules>(pb::transposed_board(parts[k])));
                ++boards;
                split += parts.size() > 1;
                CHECK_MESSAGE(s.outcome(g) == 'P', b);
            }
    CHECK(boards == 1674);
    CHECK(split > 0);
}

TEST_CASE("hackenbush strings: options by hand, parse, \"L\" is a Left win, \"LR\" + \"LR\" + \"R\" is P") {
    CHECK(HackenbushStringRules::options("LRL", true) == std::vector<std::string>({"", "LR"}));
    CHECK(HackenbushStringRules::options("LRL", false) == std::vector<std::string>({"L"}));
    CHECK(HackenbushStringRules::options("", true).empty());
    CHECK(HackenbushStringRules::parse("") == "");
    CHECK_THROWS_AS(HackenbushStringRules::parse("LB"), std::invalid_argument);
    pb::Solver s;
    CHECK(s.outcome({pb::piece<HackenbushStringRules>("L")}) == 'L');
    CHECK(s.outcome({pb::piece<HackenbushStringRules>("R")}) == 'R');
    CHECK(s.outcome({pb::piece<HackenbushStringRules>("")}) == 'P');
    // 1/2 + 1/2 - 1 = 0 (Winning Ways' first fraction)
    CHECK(s.outcome({pb::piece<HackenbushStringRules>("LR"), pb::piece<HackenbushStringRules>("LR"),
                     pb::piece<HackenbushStringRules>("R")}) == 'P');
}

TEST_CASE("hackenbush strings: hackenbush_string_value = v, G - v is P, on every stalk of <= 10 edges") {
    pb::Solver s;
    int stalks = 0;
    for (int n = 0; n <= 10; ++n)
        for (unsigned mask = 0; mask < (1u << n); ++mask) {
            std::string stalk;
            for (int i = 0; i < n; ++i) stalk += (mask >> i & 1) ? 'R' : 'L';
            const nimkit::HackenbushValue v = nimkit::hackenbush_string_value(stalk);
            CHECK((v.exp == 0 || v.num % 2 != 0));
            CHECK_MESSAGE(s.outcome({pb::piece<HackenbushStringRules>(stalk), pb::number(-v.num, v.exp)}) == 'P', stalk);
            ++stalks;
        }
    CHECK(stalks == 2047);
    CHECK(nimkit::hackenbush_string_value("LLR").num == 3);
    CHECK(nimkit::hackenbush_string_value("LLR").exp == 1);
    CHECK(nimkit::hackenbush_string_value(std::string(62, 'R')).num == -62);
    CHECK_THROWS_AS(nimkit::hackenbush_string_value(std::string(63, 'L')), std::overflow_error);
}

TEST_CASE("cutcake: cuts by hand, parse normalises, components") {
    CHECK(CutcakeRules::options("2x3", true) == std::vector<std::string>({"1x3+1x3"}));
    CHECK(CutcakeRules::options("2x3", false) == std::vector<std::string>({"2x1+2x2"}));
    CHECK(CutcakeRules::options("3x1", true) == std::vector<std::string>({"2x1"}));
    CHECK(CutcakeRules::options("3x1", false).empty());
    CHECK(CutcakeRules::options("1x1", true).empty());
    CHECK(CutcakeRules::options("5x2", true).size() == 2);  // 1+4, 2+3
    CHECK(CutcakeRules::options("2x2+3x1", true) == std::vector<std::string>({"1x2+1x2+3x1", "2x1+2x2"}));
    CHECK(CutcakeRules::parse("3x2+1x1+1x3") == "1x3+3x2");
    CHECK(CutcakeRules::parse("1x1+1x1") == "1x1");
    CHECK(CutcakeRules::components("1x3+3x2") == std::vector<std::string>({"1x3", "3x2"}));
    CHECK_THROWS_AS(CutcakeRules::parse("3x"), std::invalid_argument);
    CHECK_THROWS_AS(CutcakeRules::parse("0x3"), std::invalid_argument);
    CHECK_THROWS_AS(CutcakeRules::parse("3x2+"), std::invalid_argument);
    CHECK_THROWS_AS(CutcakeRules::parse("3*2"), std::invalid_argument);
}

TEST_CASE("cutcake: cutcake_value(w, h) = v (G - v is P) and the outcome class by sign, every w, h <= 7 (under the sanitizers <= 5)") {
    pb::Solver s;
    const std::uint64_t most = nimkit_test::kSanitized ? 5 : 7;
    for (std::uint64_t w = 1; w <= most; ++w)
        for (std::uint64_t h = 1; h <= most; ++h) {
            const std::string cake = std::to_string(w) + "x" + std::to_string(h);
            const std::int64_t v = nimkit::cutcake_value(w, h);
            CHECK_MESSAGE(s.outcome({pb::piece<CutcakeRules>(cake), pb::number(-v)}) == 'P', cake);
            CHECK(s.outcome({pb::piece<CutcakeRules>(cake)}) == (v > 0 ? 'L' : v < 0 ? 'R' : 'P'));
        }
    CHECK(nimkit::cutcake_value(1000000000, 1) == 999999999);
    CHECK(nimkit::cutcake_value(1, 1000000000) == -999999999);
    CHECK(nimkit::cutcake_value(1000000000, 1000000000) == 0);
}

TEST_CASE("toads and frogs: steps and jumps by hand, normalisation, T.F is N, TF. is P") {
    CHECK(ToadsFrogsRules::options("T..", true) == std::vector<std::string>({".T."}));
    CHECK(ToadsFrogsRules::options("TF.", true) == std::vector<std::string>({".F"}));  // a jump: .FT
    CHECK(ToadsFrogsRules::options("TF.", false).empty());
    CHECK(ToadsFrogsRules::options(".TF", false) == std::vector<std::string>({"T."}));  // FT. without its frog
    CHECK(ToadsFrogsRules::options("TT.F", true) == std::vector<std::string>({"T.TF"}));
    CHECK(ToadsFrogsRules::options("TT.F", false) == std::vector<std::string>({"TTF."}));
    CHECK(ToadsFrogsRules::options("TFF.", true).empty());  // two frogs: no jump
    CHECK(ToadsFrogsRules::parse("FFT.F.TT") == "T.F.");
    CHECK(ToadsFrogsRules::parse("FT") == "");
    CHECK_THROWS_AS(ToadsFrogsRules::parse("T-F"), std::invalid_argument);
    pb::Solver s;
    CHECK(s.outcome({pb::piece<ToadsFrogsRules>("T.F")}) == 'N');
    CHECK(s.outcome({pb::piece<ToadsFrogsRules>("TF.")}) == 'P');
    CHECK(s.outcome({pb::piece<ToadsFrogsRules>("T.")}) == 'L');
    CHECK(s.outcome({pb::piece<ToadsFrogsRules>(".F")}) == 'R');
}

TEST_CASE("toads and frogs: the normalised row equals the raw row (G - H is P), every row of <= 6 cells") {
    pb::Solver s;
    int rows = 0;
    for (int n = 0; n <= 6; ++n) {
        int total = 1;
        for (int i = 0; i < n; ++i) total *= 3;
        for (int code = 0; code < total; ++code) {
            std::string row;
            for (int i = 0, c = code; i < n; ++i, c /= 3) row += ".TF"[c % 3];
            const std::string norm = ToadsFrogsRules::parse(row);
            CHECK_MESSAGE(s.outcome({pb::piece<RawToads>(row), pb::piece<RawToads>(mirror(norm))}) == 'P', row);
            CHECK(s.outcome({pb::piece<RawToads>(row)}) == s.outcome({pb::piece<ToadsFrogsRules>(norm)}));
            ++rows;
        }
    }
    CHECK(rows == 1093);
}
