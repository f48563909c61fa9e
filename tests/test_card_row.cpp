// The card row (nimkit/card_row.hpp) against P/N search over the cards themselves.
#include <doctest/doctest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "nimkit/card_row.hpp"

using nimkit::CardMove;
using nimkit::CardRow;

namespace {

// The game from its rules alone: bit c-1 of a mask is card c on the table; a
// move clears lo..hi consecutive set bits; the player without a move loses.
struct RowSearch {
    std::size_t n, lo, hi;
    std::vector<signed char> memo;  // -1: not yet known
    RowSearch(std::size_t n_, std::size_t lo_, std::size_t hi_) : n(n_), lo(lo_), hi(hi_), memo(std::size_t(1) << n_, -1) {}

    static unsigned block(const CardMove& m) { return ((1u << m.count) - 1) << (m.first - 1); }
    bool legal(unsigned mask, const CardMove& m) const {
        return m.count >= lo && m.count <= hi && m.first >= 1 && m.first + m.count - 1 <= n &&
               (mask & block(m)) == block(m);
    }
    template <class F>
    void for_each_move(unsigned mask, F f) const {
        for (std::size_t y = lo; y <= hi && y <= n; ++y)
            for (std::size_t x = 1; x + y - 1 <= n; ++x) {
                CardMove m = {x, y};
                if (legal(mask, m)) f(m);
            }
    }
    bool wins(unsigned mask) {
        if (memo[mask] < 0) {
            bool w = false;
            for_each_move(mask, [&](const CardMove& m) { w = w || !wins(mask & ~block(m)); });
            memo[mask] = w;
        }
        return memo[mask] != 0;
    }
    std::string picture(unsigned mask) const {
        std::string s;
        for (std::size_t c = 0; c < n; ++c) s += mask >> c & 1 ? 'I' : 'X';
        return s;
    }
};

}  // namespace

TEST_CASE("card_row: runs, legal moves, the verdict (xor of the table over the runs) and winning moves agree with "
          "P/N search on every set of cards on the table, n <= 12, every 1 <= lo <= hi <= 6") {
    for (std::size_t lo = 1; lo <= 6; ++lo)
        for (std::size_t hi = lo; hi <= 6; ++hi)
            for (std::size_t n = 0; n <= 12; ++n) {
                RowSearch search(n, lo, hi);
                const std::vector<unsigned> g = nimkit::take_break_table(nimkit::card_row_game(lo, hi), n);
                for (unsigned mask = 0; mask < (1u << n); ++mask) {
                    const CardRow row(search.picture(mask), lo, hi);
                    REQUIRE(row.picture() == search.picture(mask));
                    unsigned covered = 0, x = 0;
                    for (const nimkit::CardRun& r : row.runs()) {
                        const unsigned bits = RowSearch::block(CardMove{r.first, r.length});
                        CHECK((mask & bits) == bits);  // on the table,
                        CHECK((r.first == 1 || !(mask >> (r.first - 2) & 1)));  // maximal on the left
                        CHECK(!(mask >> (r.first + r.length - 1) & 1));         // and on the right
                        covered |= bits;
                        x ^= g[r.length];
                    }
                    CHECK(covered == mask);
                    const bool wins = search.wins(mask);
                    CHECK((x != 0) == wins);
                    CardMove m = {7, 7};
                    CHECK(nimkit::card_row_winning_move(row, g, m) == wins);
                    if (wins) {
                        CHECK(row.legal(m));
                        CHECK(search.legal(mask, m));
                        CHECK_FALSE(search.wins(mask & ~RowSearch::block(m)));
                    } else {
                        CHECK((m.first == 0 && m.count == 0));
                    }
                    if (n <= 7)  // legal() on every block, in range or not
                        for (std::size_t first = 0; first <= n + 1; ++first)
                            for (std::size_t count = 0; count <= n + 1; ++count) {
                                const CardMove b = {first, count};
                                const bool inside = first >= 1 && count >= 1 && first + count - 1 <= n;
                                CHECK(row.legal(b) == (inside && search.legal(mask, b)));
                            }
                }
            }
}

TEST_CASE("card_row: the mirror opens exactly when a usable length has n's parity, and answers every sequence of "
          "opponent moves with a legal move to a P-position (search), n <= 14, every 1 <= lo <= hi <= 6") {
    for (std::size_t lo = 1; lo <= 6; ++lo)
        for (std::size_t hi = lo; hi <= 6; ++hi)
            for (std::size_t n = 0; n <= 14; ++n) {
                INFO("n " << n << ", lengths " << lo << ".." << hi);
                RowSearch search(n, lo, hi);
                const unsigned full = (1u << n) - 1;
                bool parity = false;
                for (std::size_t y = lo; y <= hi && y <= n; ++y) parity = parity || y % 2 == n % 2;
                CardMove open = {0, 0};
                REQUIRE(nimkit::card_row_mirror_opening(n, lo, hi, open) == parity);
                if (!parity) continue;
                REQUIRE(search.legal(full, open));
                std::vector<unsigned> todo(1, full & ~RowSearch::block(open));
                std::set<unsigned> seen(todo.begin(), todo.end());
                while (!todo.empty()) {
                    const unsigned mask = todo.back();  // the opponent to move
                    todo.pop_back();
                    CHECK_FALSE(search.wins(mask));
                    search.for_each_move(mask, [&](const CardMove& m) {
                        const unsigned after = mask & ~RowSearch::block(m);
                        const CardMove image = nimkit::card_row_mirror(n, m);
                        CHECK(search.legal(after, image));
                        if (search.legal(after, image) && seen.insert(after & ~RowSearch::block(image)).second)
                            todo.push_back(after & ~RowSearch::block(image));
                    });
                }
            }
}

TEST_CASE("CardRowPlayer: takes the winning side and moves only to P-positions (search) against every opponent, "
          "n <= 12, every 1 <= lo <= hi <= 6") {
    for (std::size_t lo = 1; lo <= 6; ++lo)
        for (std::size_t hi = lo; hi <= 6; ++hi)
            for (std::size_t n = 0; n <= 12; ++n) {
                INFO("n " << n << ", lengths " << lo << ".." << hi);
                RowSearch search(n, lo, hi);
                const unsigned full = (1u << n) - 1;
                nimkit::CardRowPlayer start(n, lo, hi);
                REQUIRE(start.first_wins() == search.wins(full));
                // Positions the opponent faces, each with the player that reached it.
                std::vector<std::pair<unsigned, nimkit::CardRowPlayer> > todo;
                std::set<unsigned> seen;
                auto answer = [&](nimkit::CardRowPlayer player, unsigned mask) {
                    const CardMove m = player.move();
                    REQUIRE(search.legal(mask, m));
                    const unsigned after = mask & ~RowSearch::block(m);
                    CHECK(player.row().picture() == search.picture(after));
                    CHECK_FALSE(search.wins(after));
                    if (seen.insert(after).second) todo.push_back(std::make_pair(after, player));
                };
                if (start.first_wins()) {
                    answer(start, full);
                } else {
                    todo.push_back(std::make_pair(full, start));
                }
                while (!todo.empty()) {
                    const std::pair<unsigned, nimkit::CardRowPlayer> at = todo.back();
                    todo.pop_back();
                    search.for_each_move(at.first, [&](const CardMove& m) {
                        nimkit::CardRowPlayer player = at.second;
                        REQUIRE(player.row().legal(m));
                        player.opponent(m);
                        answer(player, at.first & ~RowSearch::block(m));
                    });
                }
            }
}

TEST_CASE("CardRowPlayer: wins every game against random opponents, every move legal, rows of 100..2000 cards "
          "(by the mirror, and by the table when one length of the other parity is all there is)") {
    std::uint64_t seed = 0x278ULL;
    auto next = [&seed](std::uint64_t k) {
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        return static_cast<std::size_t>(seed % k);
    };
    const std::size_t games[][3] = {{2000, 1, 1}, {2000, 2, 2}, {1999, 10, 10}, {2000, 7, 7}, {2000, 3, 2000},
                                    {1000, 1, 2}, {101, 50, 50}, {100, 99, 100}, {2000, 1999, 2000}, {1500, 4, 9}};
    for (const auto& game : games)
        for (int round = 0; round < 3; ++round) {
            const std::size_t n = game[0], lo = game[1], hi = game[2];
            INFO("n " << n << ", lengths " << lo << ".." << hi << ", round " << round);
            nimkit::CardRowPlayer player(n, lo, hi);
            CardRow row(n, lo, hi);  // the referee's copy
            bool ours = player.first_wins(), won = false;
            for (;;) {
                if (ours) {
                    const CardMove m = player.move();
                    REQUIRE(row.legal(m));
                    row.remove(m);
                } else {
                    std::vector<nimkit::CardRun> runs;
                    for (const nimkit::CardRun& r : row.runs())
                        if (r.length >= lo) runs.push_back(r);
                    if (runs.empty()) {
                        won = true;
                        break;
                    }
                    const nimkit::CardRun r = runs[next(runs.size())];
                    const std::size_t y = lo + next(std::min(hi, r.length) - lo + 1);
                    const CardMove m = nimkit::card_move(r, next(r.length - y + 1), y);
                    REQUIRE(row.legal(m));
                    row.remove(m);
                    player.opponent(m);
                }
                ours = !ours;
            }
            CHECK(won);
            CHECK(player.row().picture() == row.picture());
        }
}

TEST_CASE("card_row: pictures, card_move, the mirror image and the opening on small rows") {
    const CardRow row("IIXIIIX", 1, 2);
    CHECK(row.size() == 7);
    CHECK(row.on_table(1));
    CHECK_FALSE(row.on_table(3));
    CHECK_FALSE(row.on_table(0));
    CHECK_FALSE(row.on_table(8));
    const std::vector<nimkit::CardRun> runs = row.runs();
    REQUIRE(runs.size() == 2);
    CHECK((runs[1].first == 4 && runs[1].length == 3));
    const CardMove m = nimkit::card_move(runs[1], 1, 2);
    CHECK((m.first == 5 && m.count == 2));
    const CardMove image = nimkit::card_row_mirror(7, m);
    CHECK((image.first == 2 && image.count == 2));
    CardMove open = {9, 9};
    CHECK(nimkit::card_row_mirror_opening(6, 1, 2, open));
    CHECK((open.first == 3 && open.count == 2));
    CHECK_FALSE(nimkit::card_row_mirror_opening(7, 2, 2, open));
    CHECK((open.first == 0 && open.count == 0));
    CHECK(nimkit::card_row_mirror_opening(7, 7, 9, open));
    CHECK((open.first == 1 && open.count == 7));
}

TEST_CASE("CardRowPlayer: on the losing side it plays the first legal move (leftmost run, shortest block), and "
          "{0, 0} when no move is left") {
    // Five cards, blocks of exactly 2: g(5) = 0 (0.07, Dawson's Kayles), no mirror (5 is odd): a loss.
    nimkit::CardRowPlayer player(5, 2, 2);
    REQUIRE_FALSE(player.mirror());
    REQUIRE_FALSE(player.first_wins());
    CardMove m = player.move();
    CHECK((m.first == 1 && m.count == 2));
    CHECK(player.row().picture() == "XXIII");
    player.opponent(CardMove{4, 2});
    m = player.move();
    CHECK((m.first == 0 && m.count == 0));  // card 3 alone: no block of 2
    // Nine cards (g(9) = 0); after 1-2 and 5-6 the runs 3-4 and 7-9 (values 1 and 1) lose too.
    nimkit::CardRowPlayer nine(9, 2, 2);
    REQUIRE_FALSE(nine.first_wins());
    m = nine.move();
    CHECK((m.first == 1 && m.count == 2));
    nine.opponent(CardMove{5, 2});
    m = nine.move();
    CHECK((m.first == 3 && m.count == 2));  // the leftmost run long enough, though it is exactly 2
}
