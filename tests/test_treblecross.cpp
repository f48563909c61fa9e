// Treblecross (UVa 10561, LightOJ 1229) and Crosses and Crosses (POJ 3537)
// against play on the actual board.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/treblecross.hpp"

// A board of n cells as bits: bit c set iff cell c (0-based) holds an X.
static bool has_xxx(std::uint32_t m) { return (m & m >> 1 & m >> 2) != 0; }

static std::string cells_of(std::uint32_t m, unsigned n) {
    std::string s(n, '.');
    for (unsigned c = 0; c < n; ++c)
        if (m >> c & 1) s[c] = 'X';
    return s;
}

// P/N search over every board of n cells: a move fills an empty cell, and a
// move that makes XXX wins at once; otherwise the mover wins iff some move
// leaves a board the opponent loses. A board with more X comes first, so every
// option is known when a board is reached. Boards holding XXX are not positions.
// `terminal` counts full boards without XXX (play there would end drawn).
static std::vector<char> play(unsigned n, long& terminal) {
    std::vector<char> wins(std::size_t(1) << n, 0);
    terminal = 0;
    for (std::uint32_t m = std::uint32_t(1) << n; m-- > 0;) {
        if (has_xxx(m)) continue;
        bool w = false, moved = false;
        for (unsigned c = 0; c < n && !w; ++c) {
            std::uint32_t next = m | std::uint32_t(1) << c;
            if (next == m) continue;
            moved = true;
            w = has_xxx(next) || !wins[next];
        }
        terminal += !moved;
        wins[m] = w;
    }
    return wins;
}

// The mex recurrence of free runs as the theory states it, g(<= 0) = 0.
static std::vector<unsigned> run_recurrence(std::size_t max_run) {
    std::vector<unsigned> g(max_run + 1, 0);
    for (std::size_t len = 1; len <= max_run; ++len) {
        std::vector<char> seen(len + 2, 0);
        for (std::size_t i = 0; i < len; ++i) {
            unsigned left = i >= 3 ? g[i - 2] : 0, right = len >= i + 4 ? g[len - i - 3] : 0;
            if ((left ^ right) < seen.size()) seen[left ^ right] = 1;
        }
        while (seen[g[len]]) ++g[len];
    }
    return g;
}

TEST_CASE("Treblecross runs: g(L) = h(L+2) of the octal game 0.007 equals mex{g(i-2) ^ g(L-i-3)}, every L <= 3000 (oracle: the run recurrence)") {
    std::vector<unsigned> g = run_recurrence(3000);
    for (std::size_t len = 0; len <= 3000; ++len) CHECK(nimkit::treblecross_run_grundy(len) == g[len]);
    CHECK(nimkit::octal_007_grundy(0) == 0);
    CHECK(nimkit::octal_007_grundy(1) == 0);
}

TEST_CASE("0.007 table grown on demand in any order equals one table computed at once, h(0..10002)") {
    const std::vector<unsigned> whole = nimkit::octal_grundy_table(std::vector<unsigned>{0, 0, 7}, 10002);
    const std::size_t asks[] = {7, 3, 500, 2, 4000, 4001, 10002, 0};
    for (std::size_t k = 0; k < sizeof asks / sizeof asks[0]; ++k) CHECK(nimkit::octal_007_grundy(asks[k]) == whole[asks[k]]);
    for (std::size_t n = 0; n < whole.size(); ++n) CHECK(nimkit::octal_007_grundy(n) == whole[n]);
}

TEST_CASE("Treblecross: the verdict and the exact set of winning cells equal P/N search over cell strings, every board of 3..20 cells without XXX (oracle: play)") {
    std::vector<std::size_t> cells;
    long boards = 0, immediate = 0, winning = 0, dead_pairs = 0;
    long count[3] = {1, 2, 4};  // boards without XXX: a(n) = a(n-1) + a(n-2) + a(n-3)
    for (unsigned n = 3; n <= 20; ++n) {
        long terminal = 0;
        std::vector<char> wins = play(n, terminal);
        CHECK(terminal == 0);  // on >= 3 cells a full board holds XXX: no draws
        long here = 0;
        for (std::uint32_t m = 0; m < (std::uint32_t(1) << n); ++m) {
            if (has_xxx(m)) continue;
            ++here;
            std::vector<std::size_t> expected;
            bool now = false;
            for (unsigned c = 0; c < n; ++c) {
                std::uint32_t next = m | std::uint32_t(1) << c;
                if (next != m && (has_xxx(next) || !wins[next])) expected.push_back(c + 1);
                now = now || (next != m && has_xxx(next));
            }
            const std::string board = cells_of(m, n);
            nimkit::treblecross_winning_cells(board, cells);
            CHECK_MESSAGE(cells == expected, board);
            CHECK(!cells.empty() == (wins[m] != 0));
            immediate += now;
            winning += wins[m] != 0;
            dead_pairs += board.find("XX") != std::string::npos || board.find("X.X") != std::string::npos;
        }
        long a = count[0] + count[1] + count[2];
        count[0] = count[1];
        count[1] = count[2];
        count[2] = a;
        CHECK(here == a);  // every board without XXX was tried
        boards += here;
    }
    CHECK(boards == 489388);
    MESSAGE(boards << " boards: " << winning << " won, " << immediate << " with an immediate win, " << dead_pairs
                   << " with XX or X.X");
    CHECK(dead_pairs == immediate);  // without XXX, an immediate win is XX or X.X
}

// X at pairwise distance >= 3: the boards without an immediate win, where the
// Grundy analysis decides.
static bool spread(std::uint32_t m) { return (m & (m >> 1 | m >> 2)) == 0; }

TEST_CASE("Crosses and Crosses on the empty strip of 3..25 cells, and Treblecross boards of 21..25 cells whose X are >= 3 apart: exact winning cells (oracle: play)") {
    std::vector<std::size_t> cells;
    long boards = 0;
    for (unsigned n = 3; n <= 25; ++n) {
        long terminal = 0;
        std::vector<char> wins = play(n, terminal);
        CHECK_MESSAGE(nimkit::crosses_mover_wins(n) == (wins[0] != 0), n);
        if (n < 21) continue;
        for (std::uint32_t m = 0; m < (std::uint32_t(1) << n); ++m) {
            if (!spread(m)) continue;
            ++boards;
            std::vector<std::size_t> expected;
            for (unsigned c = 0; c < n; ++c) {
                std::uint32_t next = m | std::uint32_t(1) << c;
                if (next != m && !has_xxx(next) && !wins[next]) expected.push_back(c + 1);
            }
            nimkit::treblecross_winning_cells(cells_of(m, n), cells);
            CHECK_MESSAGE(cells == expected, cells_of(m, n));
        }
    }
    MESSAGE(boards << " boards of 21..25 cells with X >= 3 apart");
}

TEST_CASE("Crosses and Crosses: the losing n <= 200 are the published 19, and 'n divisible by 3 loses' is false (n = 3 wins, n = 6 loses)") {
    std::vector<std::size_t> losing;
    for (std::size_t n = 3; n <= 200; ++n)
        if (!nimkit::crosses_mover_wins(n)) losing.push_back(n);
    CHECK(losing == std::vector<std::size_t>{6, 12, 22, 30, 32, 44, 54, 64, 76, 86, 98, 110, 118, 130, 132, 162, 170, 184, 194});
    CHECK(nimkit::crosses_mover_wins(3));
    CHECK(nimkit::crosses_mover_wins(9));
    CHECK_FALSE(nimkit::crosses_mover_wins(6));
}

static std::string winning_cells(const std::string& board) {
    std::vector<std::size_t> cells;
    nimkit::treblecross_winning_cells(board, cells);
    std::string s;
    for (std::size_t i = 0; i < cells.size(); ++i) s += (i ? " " : "") + std::to_string(cells[i]);
    return s;
}

TEST_CASE("Treblecross official samples: UVa 10561 (32- and 47-cell boards) and LightOJ 1229 (26- and 18-cell boards)") {
    CHECK(winning_cells(".....") == "3");
    CHECK(winning_cells("X.....X..X.............X....X..X") == "");
    CHECK(winning_cells(".X.X...X") == "3");
    CHECK(winning_cells(std::string(47, '.')) == "1 12 15 17 20 24 28 31 33 36 47");
    CHECK(winning_cells("X.....X..X.......X....X..X") == "");
    CHECK(winning_cells(std::string(18, '.')) == "5 6 13 14");
}

TEST_CASE("Treblecross pitfalls: immediate wins come first and are all listed, XX and X.X leave only the completions") {
    CHECK(winning_cells("XX.") == "3");
    CHECK(winning_cells(".XX") == "1");
    CHECK(winning_cells(".XX.") == "1 4");
    CHECK(winning_cells("X.X") == "2");
    CHECK(winning_cells("X.X.X") == "2 4");
    CHECK(winning_cells("..X.X..XX........") == "4 7 10");
    CHECK(winning_cells("X..") == "");   // both moves hand over the win
    CHECK(winning_cells("...") == "1 2 3");  // each leaves X.., .X. or ..X: all lost for the opponent
}
