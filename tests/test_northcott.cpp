// Northcott's game (HDU 1730), proved against retrograde analysis of the real
// partizan, loopy game: black and white move only their own pieces.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "nimkit/northcott.hpp"

namespace {

// A board: rows of (black column, white column), columns 1..m, and who moves.
// Encoded as a number: row r's pair (b - 1) * m + (w - 1) is digit r in base
// m * m, times 2, plus 1 when white is to move. Codes with b == w in a row
// are not positions.
struct Boards {
    int rows;
    std::uint64_t m;
    std::uint64_t count() const {
        std::uint64_t c = 2;
        for (int r = 0; r < rows; ++r) c *= m * m;
        return c;
    }
    bool valid(std::uint64_t code) const {
        code /= 2;
        for (int r = 0; r < rows; ++r, code /= m * m)
            if (code % (m * m) / m == code % m) return false;
        return true;
    }
    // Every position one move away: the mover slides one of its own pieces
    // along its row to an empty cell, not over the other piece.
    std::vector<std::uint64_t> moves(std::uint64_t code) const {
        std::vector<std::uint64_t> out;
        const bool white = code % 2 == 1;
        std::uint64_t rest = code / 2, place = 1;
        for (int r = 0; r < rows; ++r, rest /= m * m, place *= m * m) {
            const std::uint64_t b = rest % (m * m) / m, w = rest % m;  // 0-based columns
            const std::uint64_t mine = white ? w : b, other = white ? b : w;
            const std::uint64_t lo = mine < other ? 0 : other + 1, hi = mine < other ? other - 1 : m - 1;
            for (std::uint64_t c = lo; c <= hi; ++c) {
                if (c == mine) continue;
                const std::uint64_t pair = white ? b * m + c : c * m + w;
                const std::uint64_t after = code / 2 - (rest % (m * m)) * place + pair * place;
                out.push_back(after * 2 + (white ? 0 : 1));
            }
        }
        return out;
    }
    std::uint64_t nim_sum(std::uint64_t code) const {
        nimkit::NorthcottBoard board;
        code /= 2;
        for (int r = 0; r < rows; ++r, code /= m * m) board.add_row(code % (m * m) / m + 1, code % m + 1);
        return board.nim_sum();
    }
};

enum Outcome { kDraw, kWin, kLoss };  // for the player to move

// Retrograde analysis: positions without a move are lost; a position with a
// move to a lost one is won; one whose moves all reach won ones is lost;
// whatever is never labelled is a draw (play can go on forever).
std::vector<Outcome> retrograde(const Boards& g, std::uint64_t* acyclic_part) {
    const std::uint64_t n = g.count();
    std::vector<std::vector<std::uint64_t> > preds(n);
    std::vector<std::uint64_t> left(n, 0);
    std::vector<Outcome> out(n, kDraw);
    std::vector<std::uint64_t> queue;
    for (std::uint64_t s = 0; s < n; ++s) {
        if (!g.valid(s)) continue;
        std::vector<std::uint64_t> next = g.moves(s);
        left[s] = next.size();
        for (std::size_t i = 0; i < next.size(); ++i) preds[next[i]].push_back(s);
        if (next.empty()) {
            out[s] = kLoss;
            queue.push_back(s);
        }
    }
    for (std::size_t q = 0; q < queue.size(); ++q) {
        const std::uint64_t t = queue[q];
        for (std::size_t i = 0; i < preds[t].size(); ++i) {
            const std::uint64_t p = preds[t][i];
            if (out[p] != kDraw) continue;
            if (out[t] == kLoss) {
                out[p] = kWin;
            } else if (--left[p] == 0) {
                out[p] = kLoss;
            } else {
                continue;
            }
            queue.push_back(p);
        }
    }
    // The part a topological peel (every option decided first) reaches: if it
    // is less than every position, the game graph has a cycle.
    std::vector<std::uint64_t> open(n, 0);
    std::vector<std::uint64_t> peel;
    for (std::uint64_t s = 0; s < n; ++s)
        if (g.valid(s) && (open[s] = g.moves(s).size()) == 0) peel.push_back(s);
    for (std::size_t q = 0; q < peel.size(); ++q)
        for (std::size_t i = 0; i < preds[peel[q]].size(); ++i)
            if (--open[preds[peel[q]][i]] == 0) peel.push_back(preds[peel[q]][i]);
    *acyclic_part = peel.size();
    return out;
}

void check_every_board(int rows, std::uint64_t m) {
    Boards g = {rows, m};
    std::uint64_t peeled = 0, positions = 0;
    std::vector<Outcome> out = retrograde(g, &peeled);
    for (std::uint64_t s = 0; s < g.count(); ++s) {
        if (!g.valid(s)) continue;
        ++positions;
        REQUIRE(out[s] != kDraw);  // the winner can force the end
        CHECK((out[s] == kWin) == (g.nim_sum(s) != 0));
    }
    if (m >= 4) CHECK(peeled < positions);  // a retreat and a return: the game has cycles
}

}  // namespace

TEST_CASE("Northcott: mover wins iff the xor of the gaps != 0, every board of 1 row of <= 12 columns, 2 rows of <= 8, 3 rows of <= 6, 4 rows of <= 4, either side to move (oracle: retrograde analysis of the partizan game, no draw found)") {
    for (std::uint64_t m = 2; m <= 12; ++m) check_every_board(1, m);
    for (std::uint64_t m = 2; m <= 8; ++m) check_every_board(2, m);
    for (std::uint64_t m = 2; m <= 6; ++m) check_every_board(3, m);
    for (std::uint64_t m = 2; m <= 4; ++m) check_every_board(4, m);
}

TEST_CASE("Northcott: HDU 1730's sample, gaps either way round, 2^63-1") {
    nimkit::NorthcottBoard a, b;
    a.add_row(4, 5);
    a.add_row(1, 2);
    a.add_row(1, 2);
    CHECK_FALSE(a.mover_wins());  // BAD LUCK!
    b.add_row(4, 5);
    b.add_row(1, 3);
    b.add_row(1, 2);
    CHECK(b.mover_wins());  // I WIN!
    CHECK(nimkit::northcott_gap(7, 2) == 4);
    CHECK(nimkit::northcott_gap(2, 7) == 4);
    CHECK(nimkit::northcott_gap(1, 9223372036854775807ULL) == 9223372036854775805ULL);
    nimkit::NorthcottBoard none;
    CHECK_FALSE(none.mover_wins());  // no row: the first player cannot move
}
