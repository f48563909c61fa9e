// Snort and Col on grid maps: values against joint minimax on the coloured boards themselves.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "nimkit/partizan_explore.hpp"
#include "nimkit/snort_col.hpp"
#include "partizan_brute.hpp"

using nimkit::GameId;

namespace {

// The rules as stated, on boards of `.` `#` `L` `R`: colour an uncoloured cell unless a
// side-neighbour has the opponent's colour (Snort) or one's own (Col). No working form.
template <bool kSnort>
struct PlainColouring {
    static std::vector<std::string> options(const std::string& p, bool left) {
        const std::size_t w = p.find('/') == std::string::npos ? p.size() : p.find('/');
        const char mine = left ? 'L' : 'R', theirs = left ? 'R' : 'L', banned = kSnort ? theirs : mine;
        std::vector<std::string> out;
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (p[i] != '.') continue;
            const std::size_t r = i / (w + 1), c = i % (w + 1);
            bool ok = true;
            if (c > 0 && p[i - 1] == banned) ok = false;
            if (c + 1 < w && p[i + 1] == banned) ok = false;
            if (r > 0 && p[i - (w + 1)] == banned) ok = false;
            if (i + w + 1 < p.size() && p[i + w + 1] == banned) ok = false;
            if (ok) {
                out.push_back(p);
                out.back()[i] = mine;
            }
        }
        return out;
    }
};

// every board of the given shape with cells from ".#LR"
std::vector<std::string> boards(std::size_t rows, std::size_t cols) {
    std::vector<std::string> out;
    std::size_t cells = rows * cols, total = 1;
    for (std::size_t k = 0; k < cells; ++k) total *= 4;
    for (std::size_t code = 0; code < total; ++code) {
        std::string b;
        std::size_t x = code;
        for (std::size_t r = 0; r < rows; ++r) {
            if (r) b += '/';
            for (std::size_t c = 0; c < cols; ++c, x /= 4) b += ".#LR"[x % 4];
        }
        out.push_back(b);
    }
    return out;
}

char letter(nimkit::GameStore& s, GameId g) { return nimkit::outcome_letter(s.outcome(g)); }

template <bool kSnort>
void check_every_board(std::size_t& compared) {
    typedef nimkit::MapColouringRules<kSnort> Rules;
    nimkit::GameStore s;
    nimkit::PartizanExplorer<Rules> explorer(s);
    partizan_brute::Solver brute;
    const std::size_t shapes[][2] = {{1, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}, {2, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 1}, {6, 1}};
    std::vector<std::string> all;
    for (const std::size_t* shape : shapes) {
        const std::vector<std::string> bs = boards(shape[0], shape[1]);
        all.insert(all.end(), bs.begin(), bs.end());
    }
    for (const std::string& b : all) {
        const GameId g = explorer.value(Rules::parse(b));
        const partizan_brute::Sum one(1, partizan_brute::piece<PlainColouring<kSnort> >(b));
        CHECK(letter(s, g) == brute.outcome(one));
        ++compared;
    }
    std::mt19937 rng(kSnort ? 1 : 2);
    for (int k = 0; k < 3000; ++k) {  // sums of two, and a board against a number
        const std::string& a = all[rng() % all.size()];
        const std::string& b = all[rng() % all.size()];
        partizan_brute::Sum two;
        two.push_back(partizan_brute::piece<PlainColouring<kSnort> >(a));
        two.push_back(partizan_brute::piece<PlainColouring<kSnort> >(b));
        CHECK(letter(s, s.add(explorer.value(Rules::parse(a)), explorer.value(Rules::parse(b)))) == brute.outcome(two));
        const long long m = static_cast<long long>(rng() % 9) - 4;
        partizan_brute::Sum with_number(1, two[0]);
        with_number.push_back(partizan_brute::number(m, 1));
        CHECK(letter(s, s.add(explorer.value(Rules::parse(a)), s.number(nimkit::Dyadic::fraction(m, 1)))) ==
              brute.outcome(with_number));
        ++compared;
    }
}

}  // namespace

TEST_CASE("snort: outcomes of every board of <= 6 cells (cells . # L R, 12 shapes) and of 3000 random sums of two and of a board plus m/2, against joint minimax on the coloured boards") {
    std::size_t compared = 0;
    check_every_board<true>(compared);
    CHECK(compared > 10000);
}

TEST_CASE("col: outcomes of every board of <= 6 cells (cells . # L R, 12 shapes) and of 3000 random sums of two and of a board plus m/2, against joint minimax on the coloured boards") {
    std::size_t compared = 0;
    check_every_board<false>(compared);
    CHECK(compared > 10000);
}

TEST_CASE("snort and col: textbook values - a vertex is *, Snort's edge +-1, Col's edge 0, every Col value x or x + * on every board of <= 6 cells") {
    nimkit::GameStore s;
    nimkit::PartizanExplorer<nimkit::SnortRules> snort(s);
    nimkit::PartizanExplorer<nimkit::ColRules> col(s);
    const GameId pm1 = s.make({s.integer(1)}, {s.integer(-1)});
    CHECK(snort.value(nimkit::SnortRules::parse(".")) == s.star());
    CHECK(col.value(nimkit::ColRules::parse(".")) == s.star());
    CHECK(snort.value(nimkit::SnortRules::parse("..")) == pm1);
    CHECK(col.value(nimkit::ColRules::parse("..")) == s.zero());
    CHECK(snort.value(nimkit::SnortRules::parse("L.")) == s.integer(1));  // only Left may colour it
    CHECK(col.value(nimkit::ColRules::parse("L.")) == s.integer(-1));
    CHECK(snort.value(nimkit::SnortRules::parse("L.R")) == s.zero());
    CHECK(nimkit::SnortRules::parse("L./.R") == "##/##");  // both cells next to both colours
    CHECK(nimkit::SnortRules::parse("L./#.") == "#l/#.");
    CHECK(nimkit::ColRules::parse("L./#.") == "#r/#.");
    CHECK(nimkit::SnortRules::components("#l/#.") == std::vector<std::string>({"./l"}));  // cropped, turned to its least image
    CHECK(nimkit::SnortRules::components("#l/r#") == std::vector<std::string>({"l", "r"}));
    CHECK(nimkit::SnortRules::components("##") == std::vector<std::string>({"#"}));
    CHECK_THROWS_AS(nimkit::SnortRules::parse("../."), std::invalid_argument);
    CHECK_THROWS_AS(nimkit::ColRules::parse(".x"), std::invalid_argument);
    const char* bad[] = {"", "/..", "../", "..//..", "../...", "./#./.", "l."};
    for (const char* b : bad) CHECK_THROWS_AS(nimkit::SnortRules::parse(b), std::invalid_argument);
    CHECK(nimkit::ColRules::parse("L.R/.../...") == "###/r.l/...");  // the cell between: next to both colours
    const std::size_t shapes[][2] = {{1, 6}, {2, 3}, {3, 2}};
    for (const std::size_t* shape : shapes)
        for (const std::string& b : boards(shape[0], shape[1])) {
            const GameId g = col.value(nimkit::ColRules::parse(b));
            const bool number = s.is_number(g), number_star = s.is_number(s.add(g, s.star()));
            CHECK((number || number_star));
        }
}
