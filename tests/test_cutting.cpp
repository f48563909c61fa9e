// The cutting game on grid paper (nimkit/cutting.hpp) against P/N search over
// the real game: sets of pieces, every cut, a 1 x 1 piece wins at once.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

#include "nimkit/cutting.hpp"

namespace {

typedef std::vector<std::pair<int, int> > Pieces;  // sorted, each (short side, long side)

std::pair<int, int> piece(int a, int b) { return a < b ? std::make_pair(a, b) : std::make_pair(b, a); }

// True iff the player to move wins: some cut of some piece leaves a 1 x 1
// piece (the game ends, the cutter wins), or leads to a position the other
// player loses. A position of only 1 x 1 pieces never arises (the cut that made
// the first one ended the game); one without any cut would be lost.
bool real_wins(const Pieces& p, std::map<Pieces, bool>& memo) {
    std::map<Pieces, bool>::const_iterator it = memo.find(p);
    if (it != memo.end()) return it->second;
    bool win = false;
    for (std::size_t k = 0; k < p.size() && !win; ++k) {
        const int dims[2] = {p[k].first, p[k].second};
        for (int d = 0; d < 2 && !win; ++d)
            for (int i = 1; i < dims[d] && !win; ++i) {
                const std::pair<int, int> a = piece(i, dims[1 - d]), b = piece(dims[d] - i, dims[1 - d]);
                if (a == std::make_pair(1, 1) || b == std::make_pair(1, 1)) {
                    win = true;
                    break;
                }
                Pieces q(p);
                q.erase(q.begin() + static_cast<std::ptrdiff_t>(k));
                q.push_back(a);
                q.push_back(b);
                std::sort(q.begin(), q.end());
                win = !real_wins(q, memo);
            }
    }
    memo[p] = win;
    return win;
}

}  // namespace

TEST_CASE("Cutting game: CuttingGame::mover_wins equals P/N search over the real cuts (sets of pieces, a 1 x 1 piece wins at once, strips included), every W, H in 2..9") {
    std::map<Pieces, bool> memo;
    nimkit::CuttingGame game;
    int checked = 0;
    for (int w = 2; w <= 9; ++w)
        for (int h = 2; h <= 9; ++h, ++checked) {
            CAPTURE(w);
            CAPTURE(h);
            CHECK(game.mover_wins(static_cast<std::size_t>(w), static_cast<std::size_t>(h)) == real_wins(Pieces(1, piece(w, h)), memo));
        }
    CHECK(checked == 64);
}

TEST_CASE("Cutting game: cutting_table is symmetric and equals the mex over every safe cut written out, every W, H in 2..60, and CuttingGame's grown tables agree with one of side 500") {
    const std::vector<std::vector<unsigned> > g = nimkit::cutting_table(60);
    for (std::size_t w = 2; w <= 60; ++w)
        for (std::size_t h = 2; h <= 60; ++h) {
            std::vector<bool> seen(256, false);
            for (std::size_t i = 2; i + 2 <= w; ++i) seen[g[i][h] ^ g[w - i][h]] = true;
            for (std::size_t j = 2; j + 2 <= h; ++j) seen[g[w][j] ^ g[w][h - j]] = true;
            unsigned m = 0;
            while (seen[m]) ++m;
            CAPTURE(w);
            CAPTURE(h);
            REQUIRE(g[w][h] == m);
            REQUIRE(g[w][h] == g[h][w]);
        }
    const std::vector<std::vector<unsigned> > big = nimkit::cutting_table(nimkit::kCuttingMaxSide);
    nimkit::CuttingGame game;
    const std::size_t sides[][2] = {{2, 2}, {3, 2}, {4, 2}, {9, 40}, {100, 3}, {250, 251}, {200, 200}, {499, 500}, {500, 500}, {2, 500}};
    for (std::size_t k = 0; k < sizeof sides / sizeof sides[0]; ++k) {
        CAPTURE(sides[k][0]);
        CAPTURE(sides[k][1]);
        CHECK(game.grundy(sides[k][0], sides[k][1]) == big[sides[k][0]][sides[k][1]]);
    }
    CHECK(!game.mover_wins(2, 2));  // POJ 2311 sample: LOSE, LOSE, WIN
    CHECK(!game.mover_wins(3, 2));
    CHECK(game.mover_wins(4, 2));
}

TEST_CASE("Cutting game: the table's mex past 63 (no value of sides up to 500 reaches it) - every value 0..63 an option gives 64, or the least value above it not marked") {
    nimkit::MexStamps seen;
    std::uint64_t low = 0;
    for (unsigned v = 0; v < 64; ++v) nimkit::cutting_detail::mark(v, low, seen);
    CHECK(~low == 0);
    CHECK(nimkit::cutting_detail::mex_from_64(seen) == 64);
    nimkit::cutting_detail::mark(64, low, seen);
    nimkit::cutting_detail::mark(66, low, seen);
    CHECK(nimkit::cutting_detail::mex_from_64(seen) == 65);
}
