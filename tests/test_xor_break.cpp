// XOR Break (nimkit/xor_break.hpp) against P/N search from the rules.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "nimkit/xor_break.hpp"

namespace {

const std::uint64_t kLimit = 1 << 12;

// win[p]: the player to break p wins, from the rules alone: some break whose
// two parts both lose for the opponent, whichever the opponent picks.
std::vector<char> search_wins() {
    std::vector<char> win(kLimit, 0);
    for (std::uint64_t p = 1; p < kLimit; ++p)
        for (std::uint64_t p1 = 1; p1 < p && !win[p]; ++p1) {
            const std::uint64_t p2 = p ^ p1;
            if (p2 > 0 && p2 < p && !win[p1] && !win[p2]) win[p] = 1;
        }
    return win;
}

unsigned bits(std::uint64_t p) {
    unsigned b = 0;
    for (; p; p >>= 1) ++b;
    return b;
}

}  // namespace

TEST_CASE("xor_break: the verdict (an even number of bits), the winning break and the pick agree with P/N search "
          "for every p < 2^12") {
    const std::vector<char> win = search_wins();
    for (std::uint64_t p = 1; p < kLimit; ++p) {
        INFO("p = " << p);
        CHECK(nimkit::xor_break_mover_wins(p) == (win[p] != 0));
        const nimkit::XorBreak b = nimkit::xor_break_move(p);
        const bool can_break = (p & (p - 1)) != 0;
        CHECK(nimkit::xor_break_legal(p, b.p1, b.p2) == can_break);
        if (!can_break) CHECK((b.p1 == 0 && b.p2 == 0));
        if (win[p]) CHECK((!win[b.p1] && !win[b.p2]));
        // Every break of p by the opponent: the pick is a winning part when there is one, else breakable, else 0.
        for (std::uint64_t p1 = 1; p1 < p; ++p1) {
            const std::uint64_t p2 = p ^ p1;
            if (!nimkit::xor_break_legal(p, p1, p2)) continue;
            const std::uint64_t q = nimkit::xor_break_pick(p1, p2);
            CHECK((q == p1 || q == p2 || q == 0));
            if (win[p1] || win[p2])
                CHECK((q != 0 && win[q]));
            else if ((p1 & (p1 - 1)) || (p2 & (p2 - 1)))
                CHECK((q != 0 && (q & (q - 1)) != 0));
            else
                CHECK(q == 0);
        }
    }
    CHECK_FALSE(nimkit::xor_break_legal(6, 6, 0));
    CHECK_FALSE(nimkit::xor_break_legal(6, 7, 1));
    CHECK(nimkit::xor_break_legal(6, 2, 4));
}

TEST_CASE("xor_break: playing the winning break, we break at most bits(n) - 1 times against every opponent, "
          "every winning n < 2^12, so at most 59 times from n <= 10^18") {
    // most[q]: the most breaks we make from q (even count) whatever the opponent does.
    std::vector<unsigned> most(kLimit, 0);
    for (std::uint64_t p = 3; p < kLimit; ++p) {
        if (!nimkit::xor_break_mover_wins(p)) continue;
        const nimkit::XorBreak b = nimkit::xor_break_move(p);
        unsigned worst = 0;
        for (std::uint64_t r : {b.p1, b.p2})  // the part the opponent picks, then each of its breaks
            for (std::uint64_t r1 = 1; r1 < r; ++r1)
                if (nimkit::xor_break_legal(r, r1, r ^ r1)) {
                    const std::uint64_t q = nimkit::xor_break_pick(r1, r ^ r1);
                    REQUIRE(q != 0);
                    REQUIRE(nimkit::xor_break_mover_wins(q));
                    REQUIRE(q < p);
                    if (most[q] > worst) worst = most[q];
                }
        most[p] = 1 + worst;
        INFO("p = " << p);
        CHECK(most[p] <= bits(p) - 1);
    }
    CHECK(most[(1 << 11) + (1 << 10)] >= 1);
    CHECK(bits(1000000000000000000ULL) - 1 == 59);
}
