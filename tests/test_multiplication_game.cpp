// The multiplication game (nimkit/multiplication_game.hpp): the intervals rule
// and the 18^i closed form, against searches over the products themselves.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "nimkit/multiplication_game.hpp"

namespace {

// wins[p] for 1 <= p < n: some factor d of lo..hi reaches p*d >= n, or leaves
// the opponent a lost p*d < n. Filled from the top down, by the rules alone.
std::vector<char> search(std::uint64_t n, std::uint64_t lo, std::uint64_t hi) {
    std::vector<char> wins(n, 0);
    for (std::uint64_t p = n - 1; p >= 1; --p) {
        for (std::uint64_t d = lo; d <= hi && !wins[p]; ++d) wins[p] = p * d >= n || !wins[p * d];
    }
    return wins;
}

// The classic game from p = 1 by memoised search over the products reached
// (all 7-smooth, so few even for large n).
struct SmoothSearch {
    std::uint64_t n;
    std::map<std::uint64_t, bool> memo;
    explicit SmoothSearch(std::uint64_t target) : n(target) {}
    bool wins(std::uint64_t p) {
        std::map<std::uint64_t, bool>::const_iterator it = memo.find(p);
        if (it != memo.end()) return it->second;
        bool w = false;
        for (std::uint64_t d = 2; d <= 9 && !w; ++d) w = p * d >= n || !wins(p * d);
        memo[p] = w;
        return w;
    }
};

}  // namespace

TEST_CASE("multiplication game: the intervals rule equals search over the real moves, every start p < n, every n <= 600, every 2 <= lo <= hi <= 10, and every n <= 5000 for factors 2..9") {
    long checked = 0;
    for (std::uint64_t lo = 2; lo <= 10; ++lo)
        for (std::uint64_t hi = lo; hi <= 10; ++hi) {
            const std::uint64_t top = lo == 2 && hi == 9 ? 5000 : 600;
            for (std::uint64_t n = 2; n <= top; ++n) {
                const std::vector<char> wins = search(n, lo, hi);
                for (std::uint64_t p = 1; p < n; ++p, ++checked) {
                    if (nimkit::multiplication_game_mover_wins(n, p, lo, hi) != (wins[p] != 0)) {
                        CAPTURE(lo);
                        CAPTURE(hi);
                        CAPTURE(n);
                        CAPTURE(p);
                        CHECK(false);
                    }
                }
            }
        }
    CHECK(checked > 7000000);
}

TEST_CASE("multiplication game (HDU 1517): Stan wins iff 18^i < n <= 9*18^i, against search from p = 1 for every n <= 5000, and the judge's sample 162 17 34012226") {
    for (std::uint64_t n = 2; n <= 5000; ++n) {
        CAPTURE(n);
        const bool searched = search(n, 2, 9)[1] != 0;
        CHECK(nimkit::multiplication_game_classic_mover_wins(n) == searched);
        bool in_stan_interval = false;  // the intervals written out: (1, 9], (18, 162], (324, 2916], ...
        for (std::uint64_t b = 1; b < n; b *= 18) in_stan_interval = in_stan_interval || n <= 9 * b;
        CHECK(in_stan_interval == searched);
    }
    CHECK(nimkit::multiplication_game_classic_mover_wins(162));
    CHECK_FALSE(nimkit::multiplication_game_classic_mover_wins(17));
    CHECK(nimkit::multiplication_game_classic_mover_wins(34012226));
}

TEST_CASE("multiplication game: at every n within 2 of 18^i and 9*18^i, the closed form equals a search over the 7-smooth products up to 10^15 and the intervals rule up to 2^64-1") {
    const std::uint64_t top = 18446744073709551615ULL;
    std::vector<std::uint64_t> edges;
    for (std::uint64_t b = 1;; b *= 18) {
        edges.push_back(b);
        if (b <= top / 9) edges.push_back(9 * b);
        if (b > top / 18) break;
    }
    int searched = 0;
    for (std::size_t i = 0; i < edges.size(); ++i)
        for (std::uint64_t n = edges[i] < 4 ? 2 : edges[i] - 2; n <= edges[i] + 2 && n >= 2; ++n) {
            CAPTURE(n);
            const bool closed = nimkit::multiplication_game_classic_mover_wins(n);
            CHECK(closed == nimkit::multiplication_game_mover_wins(n, 1, 2, 9));
            if (n <= 1000000000000000ULL) {
                SmoothSearch s(n);
                CHECK(closed == s.wins(1));
                ++searched;
            }
            if (n == top) break;
        }
    CHECK(searched > 50);
    CHECK(nimkit::multiplication_game_classic_mover_wins(top) == nimkit::multiplication_game_mover_wins(top, 1, 2, 9));
    std::mt19937_64 rng(1517);
    for (int q = 0; q < 200000; ++q) {  // random n, all bit lengths: the two forms agree
        const std::uint64_t n = 2 + rng() % ((std::uint64_t(1) << (rng() % 63 + 1)));
        if (nimkit::multiplication_game_classic_mover_wins(n) != nimkit::multiplication_game_mover_wins(n, 1, 2, 9)) {
            CAPTURE(n);
            CHECK(false);
        }
    }
}
