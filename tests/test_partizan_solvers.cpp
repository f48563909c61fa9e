// The partizan judge solvers' theory: sums of numbers won by their sign, each
// closed form against joint minimax (tests/partizan_brute.hpp) of the game.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "nimkit/advance_or_eat.hpp"
#include "nimkit/blue_red_hackenbush.hpp"
#include "nimkit/cutcake.hpp"
#include "nimkit/lance_game.hpp"
#include "nimkit/zero_sum_subset.hpp"
#include "partizan_brute.hpp"

namespace {

namespace pb = partizan_brute;

// ABC229 H on a whole board (rows joined by '/', top row first): Left (W)
// moves a white piece up into an empty cell or removes a black piece; Right
// (B) the other way round. For the brute force: the whole board is one piece.
struct AdvanceOrEatBoard {
    static std::vector<std::string> options(const std::string& p, bool left) {
        std::vector<std::string> out;
        const std::size_t w = p.find('/') == std::string::npos ? p.size() : p.find('/');
        const char mine = left ? 'W' : 'B', theirs = left ? 'B' : 'W';
        for (std::size_t i = 0; i < p.size(); ++i) {
            if (p[i] == mine && i >= w + 1 && p[i - w - 1] == '.') {
                std::string q = p;
                q[i - w - 1] = mine;
                q[i] = '.';
                out.push_back(q);
            }
            if (p[i] == theirs) {
                std::string q = p;
                q[i] = '.';
                out.push_back(q);
            }
        }
        return out;
    }
};

// ABC265 Ex on a whole board (rows joined by '/'): Left's lance F moves left over empty
// cells, any distance; Right's S moves right. For the brute force: the board is one piece.
struct LanceBoard {
    static std::vector<std::string> options(const std::string& p, bool left) {
        std::vector<std::string> out;
        const char mine = left ? 'F' : 'S';
        const int step = left ? -1 : 1, n = static_cast<int>(p.size());
        for (int i = 0; i < n; ++i) {
            if (p[i] != mine) continue;
            for (int k = i + step; k >= 0 && k < n && p[k] == '.'; k += step) {
                std::string q = p;
                q[i] = '.';
                q[k] = mine;
                out.push_back(q);
            }
        }
        return out;
    }
};

std::string cells(unsigned code, std::size_t n) {  // the n cells of code in base 3
    std::string s;
    for (std::size_t i = 0; i < n; ++i, code /= 3) s += ".WB"[code % 3];
    return s;
}

pb::Piece number_of(const nimkit::internal_dyadic& v, bool negate) {
    return pb::number(negate ? -v.num : v.num, v.exp);
}

}  // namespace

TEST_CASE("zero-sum subset: meet in the middle equals all 2^n subsets, 3000 random inputs of n <= 14") {
    std::mt19937_64 rng(44);
    for (int round = 0; round < 3000; ++round) {
        const std::size_t n = rng() % 15;
        std::vector<std::int64_t> value(n);
        std::vector<std::uint64_t> weight(n);
        for (std::size_t i = 0; i < n; ++i) {
            value[i] = static_cast<std::int64_t>(rng() % 7) - 3;
            weight[i] = rng() % 50;
        }
        std::uint64_t best = 0;
        for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
            std::int64_t sum = 0;
            std::uint64_t total = 0;
            for (std::size_t i = 0; i < n; ++i)
                if (mask >> i & 1) sum += value[i], total += weight[i];
            if (sum == 0 && total > best) best = total;
        }
        CHECK(nimkit::max_weight_zero_sum(value, weight) == best);
    }
}

TEST_CASE("hackenbush strings: a sum's outcome is the sign of the sum of values, every sum of 1..3 stalks of 1..3 edges") {
    std::vector<std::string> stalks;
    for (int n = 1; n <= 3; ++n)
        for (unsigned mask = 0; mask < (1u << n); ++mask) {
            std::string s;
            for (int i = 0; i < n; ++i) s += (mask >> i & 1) ? 'R' : 'L';
            stalks.push_back(s);
        }
    pb::Solver solver;
    int sums = 0;
    for (std::size_t a = 0; a < stalks.size(); ++a)
        for (std::size_t b = a; b <= stalks.size(); ++b)
            for (std::size_t c = b; c <= stalks.size(); ++c) {
                pb::Sum g(1, pb::piece<nimkit::HackenbushStringRules>(stalks[a]));
                std::vector<std::int64_t> value(1, 0);
                const std::size_t parts[2] = {b, c};
                std::vector<std::string> chosen(1, stalks[a]);
                for (int k = 0; k < 2; ++k)
                    if (parts[k] < stalks.size()) chosen.push_back(stalks[parts[k]]);
                std::int64_t sum = 0;  // in units of 2^-3
                for (std::size_t k = 0; k < chosen.size(); ++k) {
                    const nimkit::HackenbushValue v = nimkit::hackenbush_string_value(chosen[k]);
                    sum += v.num * (INT64_C(1) << (3 - v.exp));
                    if (k) g.push_back(pb::piece<nimkit::HackenbushStringRules>(chosen[k]));
                }
                CHECK(solver.outcome(g) == (sum > 0 ? 'L' : sum < 0 ? 'R' : 'P'));
                ++sums;
            }
    CHECK(sums > 500);
}

TEST_CASE("cutcake: a sum's outcome is the sign of the sum of cutcake_value, every sum of two cakes of sides <= 4") {
    pb::Solver solver;
    for (std::uint64_t w1 = 1; w1 <= 4; ++w1)
        for (std::uint64_t h1 = 1; h1 <= 4; ++h1)
            for (std::uint64_t w2 = 1; w2 <= 4; ++w2)
                for (std::uint64_t h2 = 1; h2 <= 4; ++h2) {
                    const std::string a = std::to_string(w1) + "x" + std::to_string(h1);
                    const std::string b = std::to_string(w2) + "x" + std::to_string(h2);
                    const std::int64_t sum = nimkit::cutcake_value(w1, h1) + nimkit::cutcake_value(w2, h2);
                    const char o = solver.outcome({pb::piece<nimkit::CutcakeRules>(a), pb::piece<nimkit::CutcakeRules>(b)});
                    CHECK_MESSAGE(o == (sum > 0 ? 'L' : sum < 0 ? 'R' : 'P'), std::string(a + " + " + b));
                }
}

TEST_CASE("advance or eat: value(column) = v (column - v is P) on every column of 1..5 cells") {
    nimkit::AdvanceOrEat game;
    pb::Solver solver;
    int columns = 0;
    for (std::size_t n = 1; n <= 5; ++n) {
        unsigned total = 1;
        for (std::size_t i = 0; i < n; ++i) total *= 3;
        for (unsigned code = 0; code < total; ++code) {
            std::string column = cells(code, n);  // one cell a row: rows joined by '/'
            std::string board;
            for (std::size_t i = 0; i < n; ++i) board += (i ? "/" : "") + column.substr(i, 1);
            const nimkit::internal_dyadic v = game.value(column);
            CHECK_MESSAGE(solver.outcome({pb::piece<AdvanceOrEatBoard>(board), number_of(v, true)}) == 'P', column);
            ++columns;
        }
    }
    CHECK(columns == 363);
}

TEST_CASE("advance or eat: the verdict equals minimax of the whole board, every 2x2 board and 300 random 3x3 boards") {
    pb::Solver solver;
    for (unsigned code = 0; code < 81; ++code) {
        const std::string c = cells(code, 4);
        const std::vector<std::string> rows = {c.substr(0, 2), c.substr(2, 2)};
        CHECK(nimkit::advance_or_eat_first_wins(rows) ==
              solver.mover_wins({pb::piece<AdvanceOrEatBoard>(rows[0] + "/" + rows[1])}, true));
    }
    std::mt19937 rng(229);
    for (int k = 0; k < 300; ++k) {
        const std::string c = cells(rng() % 19683, 9);
        const std::vector<std::string> rows = {c.substr(0, 3), c.substr(3, 3), c.substr(6, 3)};
        CHECK_MESSAGE(nimkit::advance_or_eat_first_wins(rows) ==
                          solver.mover_wins({pb::piece<AdvanceOrEatBoard>(rows[0] + "/" + rows[1] + "/" + rows[2])}, true),
                      c);
    }
}

TEST_CASE("advance or eat: the simplest number between two bounds, by hand") {
    using nimkit::internal_dyadic;
    using nimkit::internal_dyadic_simplest;
    const internal_dyadic z = {0, 0}, one = {1, 0}, two = {2, 0}, half = {1, 1}, m3q = {-3, 2}, five8 = {5, 3};
    CHECK(internal_dyadic_simplest(false, z, false, z).num == 0);                    // {|} = 0
    CHECK(internal_dyadic_simplest(true, one, false, z).num == 2);                   // {1|} = 2
    CHECK(internal_dyadic_simplest(false, z, true, m3q).num == -1);                  // {|-3/4} = -1
    const internal_dyadic a = internal_dyadic_simplest(true, z, true, one);          // {0|1} = 1/2
    CHECK((a.num == 1 && a.exp == 1));
    const internal_dyadic b = internal_dyadic_simplest(true, half, true, five8);    // {1/2|5/8} = 9/16
    CHECK((b.num == 9 && b.exp == 4));
    CHECK(internal_dyadic_simplest(true, m3q, true, two).num == 0);                  // {-3/4|2} = 0
    const internal_dyadic c = internal_dyadic_simplest(true, one, true, two);        // {1|2} = 3/2
    CHECK((c.num == 3 && c.exp == 1));
}

TEST_CASE("advance or eat: every column of 6..8 cells is a number (best Left option below best Right one at every position)") {
    nimkit::AdvanceOrEat game;
    for (std::size_t n = 6; n <= 8; ++n) {
        unsigned total = 1;
        for (std::size_t i = 0; i < n; ++i) total *= 3;
        for (unsigned code = 0; code < total; ++code) CHECK_NOTHROW(game.value(cells(code, n)));
    }
}

TEST_CASE("lance game: the count equals minimax of every board, H <= 3 and W <= 6, H = 4 and W <= 4") {
    for (std::size_t h = 1; h <= 4; ++h)
        for (std::size_t w = 2; w <= (h <= 3 ? 6u : 4u); ++w) {
            std::vector<std::string> rows;  // every row: two lances in distinct cells
            for (std::size_t a = 0; a < w; ++a)
                for (std::size_t b = 0; b < w; ++b)
                    if (a != b) {
                        std::string r(w, '.');
                        r[a] = 'F';
                        r[b] = 'S';
                        rows.push_back(r);
                    }
            pb::Solver solver;
            std::uint64_t won = 0, boards = 1;
            for (std::size_t i = 0; i < h; ++i) boards *= rows.size();
            for (std::uint64_t code = 0; code < boards; ++code) {
                std::string board;
                for (std::size_t i = 0, c = static_cast<std::size_t>(code); i < h; ++i, c /= rows.size())
                    board += (i ? "/" : "") + rows[c % rows.size()];
                won += solver.mover_wins({pb::piece<LanceBoard>(board)}, true);
            }
            CHECK_MESSAGE(nimkit::lance_game_first_wins_count(h, w) == won, "H " << h << " W " << w);
        }
}
