// Painting m consecutive beads of a circle (nimkit/circle_game.hpp) against
// P/N search over the real circle and the mex over the real row.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "nimkit/circle_game.hpp"

namespace {

// The windows of m consecutive beads of a circle of n (cyclic), as masks.
std::vector<std::uint32_t> circle_windows(int n, int m) {
    std::vector<std::uint32_t> w;
    if (m > n) return w;
    for (int s = 0; s < n; ++s) {
        std::uint32_t mask = 0;
        for (int i = 0; i < m; ++i) mask |= 1u << ((s + i) % n);
        w.push_back(mask);
    }
    return w;
}

// wins[painted]: the player to move wins the circle with these beads painted;
// a move paints a window all of whose beads are unpainted. Every move adds
// beads, so masks are searched from the full one down.
std::vector<bool> circle_search(int n, int m) {
    const std::vector<std::uint32_t> w = circle_windows(n, m);
    const std::uint32_t all = (1u << n) - 1;
    std::vector<bool> wins(std::size_t(1) << n, false);
    for (std::uint32_t p = all + 1; p-- > 0;)
        for (std::size_t i = 0; i < w.size() && !wins[p]; ++i)
            if (!(p & w[i])) wins[p] = !wins[p | w[i]];
    return wins;
}

// G of a row of r unpainted beads: the mex over painting m consecutive ones,
// by masks of painted beads on the row (the rest of the row stays as it is).
std::vector<unsigned> row_search(int r, int m) {
    const std::uint32_t all = (1u << r) - 1;
    std::vector<unsigned> value(std::size_t(1) << r, 0);
    for (std::uint32_t p = all + 1; p-- > 0;) {
        std::vector<bool> seen(64, false);
        for (int s = 0; s + m <= r; ++s) {
            const std::uint32_t win = ((1u << m) - 1) << s;
            if (!(p & win) && value[p | win] < 64) seen[value[p | win]] = true;
        }
        unsigned v = 0;
        while (seen[v]) ++v;
        value[p] = v;
    }
    return value;
}

}  // namespace

TEST_CASE("Paint Chain: CirclePaint::mover_wins equals P/N search over painting m consecutive unpainted beads of the real circle, every n <= 16, m 1..17") {
    nimkit::CirclePaint game;
    int checked = 0;
    for (int n = 1; n <= 16; ++n)
        for (int m = 1; m <= 17; ++m, ++checked) {
            CAPTURE(n);
            CAPTURE(m);
            CHECK(game.mover_wins(static_cast<std::uint64_t>(n), static_cast<std::uint64_t>(m)) == circle_search(n, m)[0]);
        }
    CHECK(checked == 16 * 17);
}

TEST_CASE("Paint Chain: the row game 0.0..07 (take_break_table of paint_row_game) equals the mex over painting m consecutive beads of the real row, every row <= 16, m 1..17") {
    for (int m = 1; m <= 17; ++m) {
        nimkit::CirclePaint game;
        const std::vector<unsigned> g = nimkit::take_break_table(nimkit::paint_row_game(static_cast<std::size_t>(m)), 16);
        for (int r = 0; r <= 16; ++r) {
            CAPTURE(m);
            CAPTURE(r);
            const unsigned real = row_search(r, m)[0];
            CHECK(g[static_cast<std::size_t>(r)] == real);
            CHECK(game.row_grundy(static_cast<std::size_t>(r), static_cast<std::size_t>(m)) == real);
        }
    }
}

TEST_CASE("Paint Chain: HDU 3980 sample (3, 1) first wins, (4, 2) second, m > n has no move, and tables grown on demand agree with one computed at once, n up to 10000") {
    nimkit::CirclePaint game;
    CHECK(game.mover_wins(3, 1));
    CHECK(!game.mover_wins(4, 2));
    CHECK(!game.mover_wins(5, 6));
    CHECK(!game.mover_wins(5, 9223372036854775807ULL));
    CHECK(game.mover_wins(7, 7));  // paint the whole circle
    const std::vector<unsigned> g = nimkit::take_break_table(nimkit::paint_row_game(3), 10000);
    nimkit::CirclePaint grown;
    const std::size_t asks[] = {5, 17, 40, 1000, 999, 6000, 9997};
    for (std::size_t i = 0; i < sizeof asks / sizeof asks[0]; ++i) {
        CAPTURE(asks[i]);
        CHECK(grown.row_grundy(asks[i], 3) == g[asks[i]]);
        CHECK(grown.mover_wins(asks[i] + 3, 3) == (g[asks[i]] == 0));
    }
    CHECK(grown.mover_wins(10000, 3) == (g[9997] == 0));
}

TEST_CASE("Paint Chain: row_grundy, certified periods included (m = 1, 2 stop within 256 values), equals take_break_table of the row game for every row <= 3000, m 1..8, asked rising and scattered") {
    for (std::size_t m = 1; m <= 8; ++m) {
        const std::vector<unsigned> g = nimkit::take_break_table(nimkit::paint_row_game(m), 3000);
        nimkit::CirclePaint rising, scattered;
        int wrong = 0;
        for (std::size_t r = 0; r <= 3000; ++r) wrong += rising.row_grundy(r, m) != g[r];
        for (std::size_t i = 0; i <= 3000; ++i) {
            const std::size_t r = i * 1237 % 3001;  // 1237 is prime to 3001: every row once
            wrong += scattered.row_grundy(r, m) != g[r];
        }
        CAPTURE(m);
        CHECK(wrong == 0);
    }
}
