// POJ 1740's game (take from one pile, hand some of the rest to other
// non-empty piles), proved against the P/N definition over its own moves.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "brute.hpp"
#include "nimkit/redistribute.hpp"

using brute::Position;

namespace {

// Adds every way to hand `left` stones to the piles of q other than `skip`
// (from index `from` on), each result after keeping `keep` in pile `skip`.
void hand_out(Position& q, std::size_t skip, std::size_t from, std::uint64_t left, std::vector<Position>& out) {
    if (from == q.size()) {
        if (left == 0) out.push_back(q);
        return;
    }
    if (from == skip) {
        hand_out(q, skip, from + 1, left, out);
        return;
    }
    for (std::uint64_t give = 0; give <= left; ++give) {
        q[from] += give;
        hand_out(q, skip, from + 1, left - give, out);
        q[from] -= give;
    }
}

// The moves: pile i of a stones keeps `keep` (0..a-1) and hands `given` to the
// other piles (all non-empty: brute::Solver drops empty piles, which nothing
// may refill), with keep + given <= a - 1 (at least one stone leaves the game).
std::vector<Position> redistribute_moves(const Position& p) {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i > 0 && p[i] == p[i - 1]) continue;  // equal piles give the same moves
        for (std::uint64_t given = 0; given < p[i]; ++given)
            for (std::uint64_t keep = 0; keep + given < p[i]; ++keep) {
                Position q = p;
                q[i] = keep;
                hand_out(q, i, 0, given, out);
            }
    }
    return out;
}

template <class F>
void every_position(F f) {
    brute::for_each_position(4, 7, f);
    brute::for_each_position(5, 5, f);
    brute::for_each_position(7, 3, f);
}

}  // namespace

TEST_CASE("POJ 1740: mover loses iff the non-empty piles pair off, every position of <= 4 piles of <= 7, <= 5 piles of <= 5 and <= 7 piles of <= 3 (oracle: P/N search over every removal and every hand-out to non-empty piles)") {
    brute::Solver oracle(redistribute_moves, false);
    int checked = 0;
    every_position([&](const Position& p) {
        CHECK(nimkit::redistribute_mover_wins(p.begin(), p.end()) == oracle.wins(p));
        ++checked;
    });
    CHECK(checked == (1 + 8 + 64 + 512 + 4096) + (1 + 6 + 36 + 216 + 1296 + 7776) + (1 + 4 + 16 + 64 + 256 + 1024 + 4096 + 16384));
}

TEST_CASE("POJ 1740: redistribute_pairing_move is one real move to a lost position, from every position that does not pair off, <= 4 piles of <= 7, <= 5 of <= 5, <= 7 of <= 3") {
    brute::Solver oracle(redistribute_moves, false);
    every_position([&](const Position& p) {
        if (nimkit::piles_pair_off(p.begin(), p.end())) return;
        Position q = nimkit::redistribute_pairing_move(p);
        CHECK(nimkit::piles_pair_off(q.begin(), q.end()));
        CHECK_FALSE(oracle.wins(q));
        std::vector<Position> moves = redistribute_moves(brute::canonical(p));
        bool reached = false;
        for (std::size_t i = 0; i < moves.size() && !reached; ++i) reached = brute::canonical(moves[i]) == q;
        CHECK(reached);
    });
}

TEST_CASE("POJ 1740: the official sample and the statement's example, empty piles, 2^63-1") {
    Position a = {2, 1, 3}, b = {1, 1};
    CHECK(nimkit::redistribute_mover_wins(a.begin(), a.end()));        // 1
    CHECK_FALSE(nimkit::redistribute_mover_wins(b.begin(), b.end()));  // 0
    Position example = {3, 1, 4, 2};  // the statement lists ten results of taking one from pile 1
    std::vector<Position> from_first;
    Position sorted_example = brute::canonical(example);
    for (const Position& q : redistribute_moves(sorted_example)) from_first.push_back(brute::canonical(q));
    CHECK(std::find(from_first.begin(), from_first.end(), brute::canonical({0, 1, 6, 2})) != from_first.end());
    Position dead = {0, 5, 0, 5}, lone_zero = {0};
    CHECK_FALSE(nimkit::redistribute_mover_wins(dead.begin(), dead.end()));       // empty piles never count
    CHECK_FALSE(nimkit::redistribute_mover_wins(lone_zero.begin(), lone_zero.end()));  // no move at all
    Position big = {9223372036854775807ULL, 1, 9223372036854775807ULL};
    CHECK(nimkit::redistribute_mover_wins(big.begin(), big.end()));
    CHECK(nimkit::redistribute_pairing_move(big) == Position{9223372036854775807ULL, 9223372036854775807ULL});
}
