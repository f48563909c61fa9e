// The Bash game, its "reach or exceed" form and the auction's winning first
// raises, against P/N search over each game's own moves (no modulus in the oracle).
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "nimkit/bash.hpp"

// wins[r]: the player to move wins with r stones left, taking 1..m but never
// more than r; r = 0 has no move and loses (normal play).
static std::vector<bool> bash_brute(std::uint64_t n_max, std::uint64_t m) {
    std::vector<bool> wins(n_max + 1, false);
    for (std::uint64_t r = 1; r <= n_max; ++r)
        for (std::uint64_t d = 1; d <= m && d <= r && !wins[r]; ++d) wins[r] = !wins[r - d];
    return wins;
}

// wins[r]: the player to move wins with r >= 1 still to reach, adding 1..m; a
// step d >= r reaches the target and wins at once (the overshoot is allowed).
static std::vector<bool> reach_brute(std::uint64_t n_max, std::uint64_t m) {
    std::vector<bool> wins(n_max + 1, false);  // wins[0] unused: nobody moves after the target
    for (std::uint64_t r = 1; r <= n_max; ++r)
        for (std::uint64_t d = 1; d <= m && !wins[r]; ++d) wins[r] = d >= r || !wins[r - d];
    return wins;
}

TEST_CASE("Bash game: bash_mover_wins equals P/N search over takes of 1..m, every n <= 300, m <= 40 (m = 0: no move) (oracle: P/N search)") {
    int checked = 0;
    for (std::uint64_t m = 0; m <= 40; ++m) {
        std::vector<bool> wins = bash_brute(300, m);
        for (std::uint64_t n = 0; n <= 300; ++n, ++checked) CHECK(nimkit::bash_mover_wins(n, m) == wins[n]);
    }
    CHECK(checked == 41 * 301);
}

TEST_CASE("Reach or exceed: reach_mover_wins equals P/N search with overshooting steps winning at once, every target 1..300, m 1..40 (oracle: P/N search)") {
    for (std::uint64_t m = 1; m <= 40; ++m) {
        std::vector<bool> wins = reach_brute(300, m);
        for (std::uint64_t n = 1; n <= 300; ++n) CHECK(nimkit::reach_mover_wins(n, m) == wins[n]);
    }
}

TEST_CASE("Auction: winning_first_raises is exactly the raises after which the other side loses, every cost M <= 60, max raise N <= 60 (oracle: P/N search)") {
    for (std::uint64_t n = 1; n <= 60; ++n) {
        std::vector<bool> wins = reach_brute(60, n);
        for (std::uint64_t cost = 1; cost <= 60; ++cost) {
            std::vector<std::uint64_t> expected;
            for (std::uint64_t d = 1; d <= n; ++d)
                if (d >= cost || !wins[cost - d]) expected.push_back(d);
            nimkit::RaiseRange got = nimkit::winning_first_raises(cost, n);
            std::vector<std::uint64_t> listed;
            for (std::uint64_t d = got.first; d <= got.last; ++d) listed.push_back(d);
            CHECK(got.empty() == listed.empty());
            CHECK(listed == expected);
            CHECK(got.empty() == !wins[cost]);
        }
    }
}

TEST_CASE("Spec samples: HDU 1846 (23,2) first, (4,3) second, HDU 2188 (8,10) Grass, (11,10) Rabbit, HDU 2149 (4,2) 1, (3,2) none, (3,5) 3..5") {
    CHECK(nimkit::bash_mover_wins(23, 2));
    CHECK_FALSE(nimkit::bash_mover_wins(4, 3));
    CHECK(nimkit::reach_mover_wins(8, 10));
    CHECK_FALSE(nimkit::reach_mover_wins(11, 10));
    nimkit::RaiseRange a = nimkit::winning_first_raises(4, 2), b = nimkit::winning_first_raises(3, 2),
                       c = nimkit::winning_first_raises(3, 5);
    CHECK((a.first == 1 && a.last == 1));
    CHECK(b.empty());
    CHECK((c.first == 3 && c.last == 5));
}

// Hand checks: with m + 1 = n, whatever k the first takes, the other takes n - k <= m.
TEST_CASE("Pitfalls and 64-bit extremes: m >= n wins at once, m + 1 = n loses, no overflow at 2^64-1 (oracle: the strategies in the comments)") {
    const std::uint64_t top = 18446744073709551615ULL, big = 9223372036854775807ULL;
    CHECK(nimkit::bash_mover_wins(top, top));
    CHECK(nimkit::bash_mover_wins(1, top));
    CHECK_FALSE(nimkit::bash_mover_wins(top, top - 1));
    CHECK_FALSE(nimkit::bash_mover_wins(big, big - 1));
    CHECK(nimkit::bash_mover_wins(big, big - 2));  // take 1, leaving m + 1
    CHECK_FALSE(nimkit::bash_mover_wins(0, top));
    CHECK(nimkit::reach_mover_wins(5, 5));
    CHECK(nimkit::reach_mover_wins(5, 1000));
    nimkit::RaiseRange r = nimkit::winning_first_raises(top, top);
    CHECK((r.first == top && r.last == top));
    r = nimkit::winning_first_raises(1, top);  // every raise reaches the cost
    CHECK((r.first == 1 && r.last == top));
    CHECK(nimkit::winning_first_raises(top, top - 1).empty());         // cost = 1 * (N + 1)
    r = nimkit::winning_first_raises(big + 2, big);                     // cost = (N + 1) + 1: raise 1
    CHECK((r.first == 1 && r.last == 1));
    r = nimkit::winning_first_raises(1000000000000000000ULL, 999999);  // 10^18 = 10^12 (N + 1): none
    CHECK(r.empty());
}

// wins[r]: the player to move wins with r coins left, takes of p..q (all r when
// r < p), whoever takes the last coin loses; r = 0: the other side took it, a win.
static std::vector<bool> misere_range_brute(std::uint64_t n_max, std::uint64_t p, std::uint64_t q) {
    std::vector<bool> wins(n_max + 1, false);
    wins[0] = true;
    for (std::uint64_t r = 1; r <= n_max; ++r) {
        if (r < p) {
            wins[r] = !wins[0];  // the only move takes all
            continue;
        }
        for (std::uint64_t d = p; d <= q && d <= r && !wins[r]; ++d) wins[r] = !wins[r - d];
    }
    return wins;
}

TEST_CASE("Misere takes of p..q (HDU 2897): bash_misere_range_mover_wins equals P/N search over the real moves, every n <= 400, every 1 <= p <= q <= 30 (oracle: P/N search)") {
    int checked = 0;
    for (std::uint64_t q = 1; q <= 30; ++q)
        for (std::uint64_t p = 1; p <= q; ++p) {
            std::vector<bool> wins = misere_range_brute(400, p, q);
            for (std::uint64_t n = 0; n <= 400; ++n, ++checked) {
                CAPTURE(n);
                CAPTURE(p);
                CAPTURE(q);
                CHECK(nimkit::bash_misere_range_mover_wins(n, p, q) == wins[n]);
            }
        }
    CHECK(checked == 465 * 401);
}

// Hand checks by the pairing of the header: p + q - x answers x, so n = k(p+q) + r with r in 1..p loses.
TEST_CASE("Misere takes of p..q: the judge's sample (7,2,4) LOST, (6,2,4) WIN, and 64-bit extremes where p + q overflows (oracle: the pairing in the comments)") {
    const std::uint64_t top = 18446744073709551615ULL, big = 9223372036854775807ULL;
    CHECK_FALSE(nimkit::bash_misere_range_mover_wins(7, 2, 4));
    CHECK(nimkit::bash_misere_range_mover_wins(6, 2, 4));
    CHECK(nimkit::bash_misere_range_mover_wins(0, 1, 1));
    CHECK_FALSE(nimkit::bash_misere_range_mover_wins(top, top, top));       // must take all
    CHECK(nimkit::bash_misere_range_mover_wins(top, 1, top));               // take all but one
    CHECK(nimkit::bash_misere_range_mover_wins(top, top - 1, top));         // p + q overflows; take p, the last coin is left
    CHECK_FALSE(nimkit::bash_misere_range_mover_wins(1, top, top));         // fewer than p: take it and lose
    CHECK(nimkit::bash_misere_range_mover_wins(big + 1, big, big));         // take p, leave 1
    CHECK_FALSE(nimkit::bash_misere_range_mover_wins(big, big, big));       // any take empties the pile
    CHECK_FALSE(nimkit::bash_misere_range_mover_wins(2 * big + 1, big, big));  // = (p+q) + 1
    CHECK(nimkit::bash_misere_range_mover_wins(2 * big, big, big));         // = p + q: take q, leave p
}
