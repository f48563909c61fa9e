// Kayles as the judges pose it: HackerRank "Game of Kyles" (pin strings) and
// POJ 2484 (coins in a circle), against play on the actual pins and coins.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/kayles_move.hpp"
#include "nimkit/kayles_variants.hpp"

// Normal-play P/N search over `bits` pins or coins, bit i set iff pin i still
// stands: a move knocks down one, or two that are neighbours - i and i+1, and
// on a circle also the last and the first. A knocked-down pin keeps its place,
// so its neighbours never become neighbours. Fewer pins come first.
static std::vector<char> play(unsigned bits, bool circle) {
    std::vector<char> wins(std::size_t(1) << bits, 0);
    for (std::uint32_t m = 1; m < (std::uint32_t(1) << bits); ++m) {
        bool w = false;
        for (unsigned i = 0; i < bits && !w; ++i) {
            if (!(m >> i & 1)) continue;
            const std::uint32_t one = m & ~(std::uint32_t(1) << i);
            const unsigned j = circle ? (i + 1) % bits : i + 1;
            w = !wins[one] || (j < bits && j != i && (one >> j & 1) && !wins[one & ~(std::uint32_t(1) << j)]);
        }
        wins[m] = w;
    }
    return wins;
}

// What the solver answers: the player to move wins.
static bool kyles_wins(const std::string& pins) {
    std::vector<std::uint64_t> rows = nimkit::kayles_rows_of_pins(pins);
    return nimkit::kayles_counts(rows.begin(), rows.end()).mover_wins(false);
}

TEST_CASE("Game of Kyles: WIN iff the xor of Kayles g over the runs of I is non-zero, every pin string of 1..18 pins (oracle: P/N search over pin strings)") {
    const unsigned most = 18;
    std::vector<char> wins = play(most, false);  // a string of n < 18 pins plays like its mask padded with X
    long strings = 0;
    for (unsigned n = 1; n <= most; ++n)
        for (std::uint32_t m = 0; m < (std::uint32_t(1) << n); ++m) {
            std::string pins(n, 'X');
            for (unsigned i = 0; i < n; ++i)
                if (m >> i & 1) pins[i] = 'I';
            CHECK_MESSAGE(kyles_wins(pins) == (wins[m] != 0), pins);
            ++strings;
        }
    CHECK(strings == (1L << (most + 1)) - 2);
}

TEST_CASE("Game of Kyles: K(0..30) are the published values, and the official sample IXXI XIIX IIXII IIIII -> LOSE WIN LOSE WIN") {
    const unsigned k[31] = {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7};
    for (unsigned n = 0; n <= 30; ++n) CHECK(nimkit::kayles_grundy(n) == k[n]);
    CHECK_FALSE(kyles_wins("IXXI"));
    CHECK(kyles_wins("XIIX"));
    CHECK_FALSE(kyles_wins("IIXII"));
    CHECK(kyles_wins("IIIII"));
    CHECK_FALSE(kyles_wins("XXXX"));  // nothing stands: the mover cannot throw
}

static bool circle_first_wins(unsigned n) { return play(n, true)[(std::uint32_t(1) << n) - 1] != 0; }

TEST_CASE("POJ 2484 circular Kayles: Alice wins iff the circle search says so, every circle of 1..20 coins (oracle: P/N search of the circle)") {
    for (unsigned n = 1; n <= 20; ++n) CHECK_MESSAGE(nimkit::kayles_circle_mover_wins(n) == circle_first_wins(n), n);
    CHECK_FALSE(nimkit::kayles_circle_mover_wins(0));  // no coin: Alice cannot move
}

TEST_CASE("POJ 2484 circular Kayles: only n = 1 and 2 are Alice's, for every n <= 10^5 and at 10^6, 2^63-1 (g(m) != 0 for m >= 1, certified period)") {
    for (std::uint64_t n = 1; n <= 100000; ++n) CHECK(nimkit::kayles_circle_mover_wins(n) == (n <= 2));
    CHECK_FALSE(nimkit::kayles_circle_mover_wins(1000000));
    CHECK_FALSE(nimkit::kayles_circle_mover_wins(9223372036854775807ULL));
    // Why, for every n: g is non-zero on the whole computed table past 0, which covers a full period.
    const nimkit::KaylesTable& t = nimkit::kayles_table();
    REQUIRE(t.period.start + t.period.period <= t.g.size());
    for (std::size_t m = 1; m < t.g.size(); ++m) CHECK(t.g[m] != 0);
}
