// Chessmen jumping right on rows (nimkit/chess_rows.hpp): the width-20 table
// against moves generated again from the words, and the xor rule against P/N
// search over the real moves of boards of several rows.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <vector>

#include "nimkit/chess_rows.hpp"
#include "sanitized.hpp"

namespace {

// The columns (1-based, increasing) of the chessmen of a row.
std::vector<int> columns_of(std::uint32_t mask, int width) {
    std::vector<int> c;
    for (int col = 1; col <= width; ++col)
        if (mask >> (col - 1) & 1) c.push_back(col);
    return c;
}

// The rows one move leaves, from the words: take a chessman, walk right while
// the next cell holds a chessman, stop on the first empty cell; none: no move.
std::vector<std::vector<int> > row_moves(const std::vector<int>& cols, int width) {
    std::vector<std::vector<int> > out;
    for (std::size_t k = 0; k < cols.size(); ++k) {
        int to = cols[k] + 1;
        std::size_t next = k + 1;
        while (next < cols.size() && cols[next] == to) {
            ++to;
            ++next;
        }
        if (to > width) continue;  // off the board
        std::vector<int> after;
        for (std::size_t j = 0; j < cols.size(); ++j)
            if (j != k) after.push_back(cols[j]);
        std::vector<int>::iterator at = after.begin();
        while (at != after.end() && *at < to) ++at;
        after.insert(at, to);
        out.push_back(after);
    }
    return out;
}

std::uint32_t mask_of(const std::vector<int>& cols) {
    std::uint32_t m = 0;
    for (std::size_t i = 0; i < cols.size(); ++i) m |= 1u << (cols[i] - 1);
    return m;
}

// P/N search of a board of several rows of `width` cells (each row a mask),
// every move of every row from row_moves.
bool board_wins(const std::vector<std::uint32_t>& rows, int width, std::map<std::vector<std::uint32_t>, bool>& memo) {
    std::map<std::vector<std::uint32_t>, bool>::const_iterator it = memo.find(rows);
    if (it != memo.end()) return it->second;
    bool win = false;
    for (std::size_t r = 0; r < rows.size() && !win; ++r) {
        const std::vector<std::vector<int> > moves = row_moves(columns_of(rows[r], width), width);
        for (std::size_t k = 0; k < moves.size() && !win; ++k) {
            std::vector<std::uint32_t> next(rows);
            next[r] = mask_of(moves[k]);
            win = !board_wins(next, width, memo);
        }
    }
    memo[rows] = win;
    return win;
}

}  // namespace

TEST_CASE("Chess rows: every one of the 2^20 rows of width 20 has the mex of its options, the moves generated again from the words (walk right to the first empty cell), under the sanitizers every 16th row") {
    const nimkit::ChessRows rows;
    REQUIRE(rows.width() == 20);
    long checked = 0;
    const std::uint32_t step = nimkit_test::kSanitized ? 16 : 1;
    for (std::uint32_t mask = 0; mask < (1u << 20); mask += step, checked += step) {
        const std::vector<std::vector<int> > moves = row_moves(columns_of(mask, 20), 20);
        bool seen[32] = {false};
        for (std::size_t k = 0; k < moves.size(); ++k) seen[rows.grundy(mask_of(moves[k]))] = true;
        unsigned m = 0;
        while (seen[m]) ++m;
        if (rows.grundy(mask) != m) {
            CAPTURE(mask);
            REQUIRE(rows.grundy(mask) == m);
        }
    }
    CHECK(checked == (1L << 20));
}

TEST_CASE("Chess rows: the xor rule equals P/N search over the real moves of every board of two rows of up to 6 cells and three rows of up to 4 cells, and the width-w tables are the width-20 table's rows pushed right") {
    for (int width = 1; width <= 6; ++width) {
        const std::vector<unsigned char> g = nimkit::chess_row_table(static_cast<unsigned>(width));
        std::map<std::vector<std::uint32_t>, bool> memo;
        const std::uint32_t size = 1u << width;
        for (std::uint32_t a = 0; a < size; ++a)
            for (std::uint32_t b = 0; b < size; ++b) {
                std::vector<std::uint32_t> board(2);
                board[0] = a;
                board[1] = b;
                CAPTURE(width);
                CAPTURE(a);
                CAPTURE(b);
                REQUIRE(board_wins(board, width, memo) == ((g[a] ^ g[b]) != 0));
                if (width <= 4)
                    for (std::uint32_t c = 0; c < size; ++c) {
                        board.resize(3);
                        board[2] = c;
                        REQUIRE(board_wins(board, width, memo) == ((g[a] ^ g[b] ^ g[c]) != 0));
                    }
            }
        // A row of width w is the last w cells of a row of 20 with the first 20 - w full of
        // nothing: moves never go left, so the value of mask is the same shifted up by 20 - w.
        const nimkit::ChessRows twenty;
        for (std::uint32_t a = 0; a < size; ++a) CHECK(g[a] == twenty.grundy(a << (20 - width)));
    }
}

TEST_CASE("Chess rows: HDU 5724 sample rows, chess_row_mask refuses columns outside 1..20 and repeats, width 24 builds") {
    const nimkit::ChessRows rows;
    std::uint32_t mask = 0;
    std::uint64_t bad = 0;
    const std::vector<std::uint64_t> both = {19, 20}, one19 = {19}, one18 = {18};
    REQUIRE(nimkit::chess_row_mask(both.begin(), both.end(), 20, mask, bad));
    CHECK(rows.grundy(mask) == 0);  // neither can move: NO
    REQUIRE(nimkit::chess_row_mask(one19.begin(), one19.end(), 20, mask, bad));
    const unsigned g19 = rows.grundy(mask);
    REQUIRE(nimkit::chess_row_mask(one18.begin(), one18.end(), 20, mask, bad));
    CHECK((g19 ^ rows.grundy(mask)) == 1);  // 1 ^ 0: YES
    const std::vector<std::uint64_t> zero = {3, 0}, high = {21}, twice = {5, 7, 5};
    CHECK(!nimkit::chess_row_mask(zero.begin(), zero.end(), 20, mask, bad));
    CHECK(bad == 0);
    CHECK(!nimkit::chess_row_mask(high.begin(), high.end(), 20, mask, bad));
    CHECK(bad == 21);
    CHECK(!nimkit::chess_row_mask(twice.begin(), twice.end(), 20, mask, bad));
    CHECK(bad == 5);
    const std::vector<unsigned char> wide = nimkit::chess_row_table(24);
    CHECK(wide.size() == (std::size_t(1) << 24));
    CHECK(wide[(1u << 24) - 1] == 0);  // a full row cannot move
    CHECK(wide[1u << 22] == 1);        // one chessman in column 23: one step left
}
