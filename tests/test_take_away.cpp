// Take-away games with a memory (nimkit/take_away.hpp): Fibonacci Nim and
// Schwenk's generalisation, against search over (heap, limit) states and the
// recurrence computed literally.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

#include "nimkit/take_away.hpp"

namespace {

__extension__ typedef unsigned __int128 u128;  // the test's own wide numbers, apart from the library's

// wins[h][m]: the mover with heap h who may take 1..m wins - some take t <=
// min(m, h) takes everything, or leaves (h - t, R t) lost. Limits above h are
// the same as h, so they are capped at `heaps`.
struct Search {
    std::uint64_t ratio;
    int heaps;
    std::vector<std::vector<char> > wins;
    Search(std::uint64_t r, int n) : ratio(r), heaps(n), wins(n + 1, std::vector<char>(n + 1, 0)) {
        for (int h = 1; h <= n; ++h)
            for (int m = 1; m <= n; ++m) {
                bool w = wins[h][m - 1] != 0;
                if (!w && m <= h) w = m == h || !at(h - m, ratio * static_cast<std::uint64_t>(m));
                wins[h][m] = w;
            }
    }
    bool at(std::uint64_t h, std::uint64_t m) const {
        return wins[static_cast<std::size_t>(h)][static_cast<std::size_t>(std::min<std::uint64_t>(m, heaps))] != 0;
    }
};

// H_1 = 1, H_{k+1} = H_k + H_j, j the least index with R H_j >= H_k, word for
// word in 128 bits, up to `limit`.
std::vector<std::uint64_t> recurrence(std::uint64_t ratio, std::uint64_t limit) {
    std::vector<u128> h(1, 1);
    std::size_t j = 0;
    for (;;) {
        const u128 hk = h.back();
        while (static_cast<u128>(ratio) * h[j] < hk) ++j;  // j only grows as H_k does
        const u128 next = hk + h[j];
        if (next > limit) break;
        h.push_back(next);
    }
    return std::vector<std::uint64_t>(h.begin(), h.end());
}

// The greedy sum over an explicit list: its smallest term.
std::uint64_t smallest_term_by_list(const std::vector<std::uint64_t>& list, std::uint64_t n) {
    for (;;) {
        const std::uint64_t f = *(std::upper_bound(list.begin(), list.end(), n) - 1);
        if (f == n) return n;
        n -= f;
    }
}

std::uint64_t times(std::uint64_t r, std::uint64_t t, std::uint64_t cap) {  // min(r t, cap), no overflow
    return t > cap / r ? cap : std::min(r * t, cap);
}

// The gap from an H to the next one: the step of the run holding it.
std::uint64_t step_after(const nimkit::TakeAway& t, std::uint64_t h) {
    const std::vector<nimkit::TakeAwayRun>& runs = t.runs();
    std::size_t lo = 0, hi = runs.size();
    while (hi - lo > 1) {
        const std::size_t mid = lo + (hi - lo) / 2;
        if (runs[mid].first <= h) lo = mid;
        else hi = mid;
    }
    return runs[lo].step;
}

// The runs hold exactly the recurrence's numbers: H_1 = 1, and at every H the
// next is h + C(ceil(h/R)), C(y) the least H >= y. Within a run C is the step
// at its first and its last number (C grows with y), so every H is checked;
// C of values below h uses numbers already checked.
void check_runs_follow_recurrence(const nimkit::TakeAway& t) {
    const std::uint64_t r = t.ratio();
    const std::vector<nimkit::TakeAwayRun>& runs = t.runs();
    REQUIRE(!runs.empty());
    CHECK(runs[0].first == 1);
    CHECK(runs[0].before == 0);
    // the least H >= y (y >= 1, y below the largest H)
    auto ceil_h = [&](std::uint64_t y) { return t.losing(y) ? y : t.floor(y) + step_after(t, t.floor(y)); };
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const nimkit::TakeAwayRun& run = runs[i];
        CAPTURE(i);
        REQUIRE(run.first <= run.last);
        REQUIRE((run.last - run.first) % run.step == 0);
        const std::uint64_t up_first = run.first / r + (run.first % r != 0);
        const std::uint64_t up_last = run.last / r + (run.last % r != 0);
        CHECK(ceil_h(up_first) == run.step);
        CHECK(ceil_h(up_last) == run.step);
        if (i + 1 < runs.size()) {
            CHECK(runs[i + 1].first == run.last + run.step);
            CHECK(runs[i + 1].before == run.before + (run.last - run.first) / run.step + 1);
        } else {
            CHECK(run.last > t.limit() - run.step);  // the next H is past the limit
        }
    }
}

}  // namespace

TEST_CASE("take-away: losing heaps, every state's verdict and winning take, and the first move, against search over heap and limit states, R 1..6 heaps up to 600, R 7..20 heaps up to 300") {
    for (std::uint64_t r = 1; r <= 20; ++r) {
        CAPTURE(r);
        const int n = r <= 6 ? 600 : 300;
        const Search s(r, n);
        std::vector<std::uint64_t> lost;
        for (int h = 1; h <= n; ++h)
            if (!s.at(h, h - 1)) lost.push_back(h);  // the first move takes anything but all
        CHECK(nimkit::take_away_losing(r, n) == lost);
        CHECK(recurrence(r, n) == lost);  // Schwenk's recurrence as written, against the search
        const nimkit::TakeAway t(r, n);
        for (int h = 0; h <= n; ++h) {
            CHECK(t.mover_wins(h) == (h >= 1 && s.at(h, h - 1)));
            const std::uint64_t first = t.winning_move(h);
            if (h >= 1 && s.at(h, h - 1)) {
                REQUIRE(first >= 1);
                REQUIRE(first < static_cast<std::uint64_t>(h));
                CHECK(!s.at(h - first, r * first));
            } else {
                CHECK(first == 0);
            }
            for (int m = 0; m <= n; ++m) {
                const bool w = h >= 1 && s.at(h, m);
                REQUIRE(t.state_mover_wins(h, m) == w);
                const std::uint64_t take = t.state_winning_take(h, m);
                if (w) {
                    REQUIRE(take >= 1);
                    REQUIRE(take <= std::min<std::uint64_t>(m, h));
                    REQUIRE((take == static_cast<std::uint64_t>(h) || !s.at(h - take, r * take)));
                } else {
                    REQUIRE(take == 0);
                }
            }
        }
    }
}

TEST_CASE("take-away: R 1 gives the powers of 2, R 2 the Fibonacci numbers, R 3 Schwenk's 1 2 3 4 6 8 11 15 21 29") {
    std::vector<std::uint64_t> p = nimkit::take_away_losing(1, 18446744073709551615ULL);
    REQUIRE(p.size() == 64);
    for (std::size_t i = 0; i < 64; ++i) CHECK(p[i] == std::uint64_t(1) << i);
    std::vector<std::uint64_t> f = nimkit::take_away_losing(2, 18446744073709551615ULL);
    REQUIRE(f.size() >= 3);
    CHECK(f[0] == 1);
    CHECK(f[1] == 2);
    for (std::size_t i = 2; i < f.size(); ++i) CHECK(f[i] == f[i - 1] + f[i - 2]);
    CHECK(f.back() == 12200160415121876738ULL);  // the largest Fibonacci number below 2^64
    CHECK(nimkit::take_away_losing(3, 30) == std::vector<std::uint64_t>({1, 2, 3, 4, 6, 8, 11, 15, 21, 29}));
    CHECK(nimkit::take_away_losing(2, 0).empty());
    CHECK(nimkit::take_away_mover_wins(2, 12));
    CHECK(nimkit::take_away_winning_move(2, 12) == 1);  // 12 = 8 + 3 + 1
    CHECK(!nimkit::take_away_mover_wins(2, 13));
    CHECK(nimkit::take_away_winning_move(2, 13) == 0);
    CHECK(!nimkit::take_away_mover_wins(2, 1));
    CHECK(!nimkit::take_away_mover_wins(2, 0));
}

TEST_CASE("take-away: the runs equal the recurrence computed literally in 128 bits up to 2^64-1, R 1..60, 1000 and 10000, with floor and count at random heaps") {
    const std::uint64_t top = 18446744073709551615ULL;
    std::vector<std::uint64_t> ratios;
    for (std::uint64_t r = 1; r <= 60; ++r) ratios.push_back(r);
    ratios.push_back(1000);
    ratios.push_back(10000);
    std::mt19937_64 rng(7);
    for (std::size_t i = 0; i < ratios.size(); ++i) {
        const std::uint64_t r = ratios[i];
        CAPTURE(r);
        const std::vector<std::uint64_t> list = recurrence(r, top);
        CHECK(nimkit::take_away_losing(r, top) == list);
        const nimkit::TakeAway t(r, top);
        for (int q = 0; q < 2000; ++q) {
            const std::uint64_t n = q % 2 ? 1 + rng() % top : 1 + rng() % (std::uint64_t(1) << (rng() % 64));
            const std::vector<std::uint64_t>::const_iterator it = std::upper_bound(list.begin(), list.end(), n);
            CHECK(t.floor(n) == *(it - 1));
            CHECK(t.count(n) == static_cast<std::uint64_t>(it - list.begin()));
            CHECK(t.losing(n) == (*(it - 1) == n));
            const std::uint64_t s = smallest_term_by_list(list, n);
            CHECK(t.smallest_term(n) == s);
            CHECK(t.winning_move(n) == (s < n ? s : 0));
        }
        CHECK(t.losing(list.back()));
        CHECK(t.count(top) == list.size());
    }
}

TEST_CASE("take-away: winning first moves from heaps near 10^18 and 2^64-1 lead to lost states, R 1..6, 100, 1000") {
    const std::uint64_t top = 18446744073709551615ULL;
    std::mt19937_64 rng(11);
    const std::uint64_t ratios[] = {1, 2, 3, 4, 5, 6, 100, 1000};
    for (std::size_t i = 0; i < 8; ++i) {
        const std::uint64_t r = ratios[i];
        const nimkit::TakeAway t(r, top);
        for (int q = 0; q < 20000; ++q) {
            const std::uint64_t n = q % 2 ? top - rng() % 1000000 : 1000000000000000000ULL + rng() % 1000000;
            const std::uint64_t take = t.winning_move(n);
            if (take == 0) {
                CHECK(t.losing(n));
                continue;
            }
            REQUIRE(take < n);
            // the opponent, at (n - take, R take), has no winning take
            CHECK(!t.state_mover_wins(n - take, times(r, take, top)));
            CHECK(t.smallest_term(n - take) > times(r, take, top));
        }
    }
}

TEST_CASE("take-away: large R - every heap up to R+1 loses, h -> h + ceil of h over R above it, runs checked against the recurrence run by run, R 10^9 to 10^15 and R up to 2^64-1") {
    const std::uint64_t top = 18446744073709551615ULL;
    const std::uint64_t big = 1000000000;
    {
        const nimkit::TakeAway t(big, 1000000000000000ULL);
        check_runs_follow_recurrence(t);
        for (std::uint64_t n = 1; n <= 1000; ++n) CHECK(t.losing(n));
        CHECK(t.losing(big + 1));
        CHECK(!t.losing(big + 2));
        // above R + 1, while the H's below h/R are all the numbers: h -> h + ceil(h/R)
        std::uint64_t h = big + 1;
        for (int k = 0; k < 1000000; ++k) {
            const std::uint64_t next = h + (h + big - 1) / big;
            if (k % 1000 == 0) {
                CHECK(t.losing(h));
                for (std::uint64_t between = h + 1; between < next; ++between) CHECK(!t.losing(between));
                CHECK(t.winning_move(h) == 0);
                CHECK(t.winning_move(h + 1) == (next == h + 1 ? 0 : 1));
            }
            h = next;
        }
    }
    const std::uint64_t ratios[] = {1, 2, 3, 6, 100, 10000, 9223372036854775807ULL, top};
    for (std::size_t i = 0; i < 8; ++i) {
        CAPTURE(ratios[i]);
        const nimkit::TakeAway t(ratios[i], top);
        check_runs_follow_recurrence(t);
    }
    const nimkit::TakeAway huge(top, top);  // R >= n - 1: the opponent always takes the rest
    CHECK(huge.runs().size() == 1);
    CHECK(huge.losing(top));
    CHECK(!huge.mover_wins(top));
    CHECK(!nimkit::take_away_mover_wins(top, top));
    CHECK(nimkit::take_away_mover_wins(top - 2, top));
    CHECK(nimkit::take_away_winning_move(top - 2, top) == 1);
    CHECK_THROWS_AS(nimkit::TakeAway(big, 1000000000000000000ULL), std::length_error);  // 10^9 runs
    CHECK_THROWS_AS(nimkit::take_away_losing(big, 100000000), std::length_error);  // 10^8 heaps
}

TEST_CASE("take-away: a million queries of heaps up to 10^18, R 2 and R 7, verdict and first move agree") {
    std::mt19937_64 rng(12);
    for (std::uint64_t r = 2; r <= 7; r += 5) {
        const nimkit::TakeAway t(r, 1000000000000000000ULL);
        std::uint64_t won = 0;
        for (int q = 0; q < 500000; ++q) {
            const std::uint64_t n = 1 + rng() % 1000000000000000000ULL;
            const bool w = t.mover_wins(n);
            won += w;
            if ((t.winning_move(n) != 0) != w) CHECK(false);
        }
        CHECK(won > 400000);  // the losing heaps are rare
    }
}

TEST_CASE("Fibonacci Nim (HDU 2516): the first player loses exactly at the Fibonacci numbers 1 2 3 5 8 ..., against search over the real moves, every n <= 2000, and at every Fibonacci number and its neighbours to 2^63-1") {
    const Search s(2, 2000);  // (heap, limit) states, moves of 1..limit, the next limit twice the take
    const nimkit::TakeAway fib(2, 9223372036854775807ULL);  // the solver's table
    std::vector<std::uint64_t> f(1, 1);
    f.push_back(2);
    while (f.back() <= 9223372036854775807ULL - f[f.size() - 2]) f.push_back(f.back() + f[f.size() - 2]);
    CHECK(f.size() == 91);  // F_2 .. F_92 = 7540113804746346429; F_93 is past 2^63-1
    CHECK(f.back() == 7540113804746346429ULL);
    for (int n = 1; n <= 2000; ++n) {
        CAPTURE(n);
        const bool searched = s.at(n, n - 1);  // the first move takes 1..n-1
        CHECK(fib.mover_wins(n) == searched);
        CHECK(searched == !std::binary_search(f.begin(), f.end(), static_cast<std::uint64_t>(n)));
    }
    for (std::size_t i = 0; i < f.size(); ++i) {
        CAPTURE(f[i]);
        CHECK(!fib.mover_wins(f[i]));
        if (f[i] > 3) CHECK(fib.mover_wins(f[i] - 1));
        if (f[i] > 2 && f[i] < 9223372036854775807ULL) CHECK(fib.mover_wins(f[i] + 1));
    }
    CHECK(fib.mover_wins(9223372036854775807ULL));
    CHECK(!fib.mover_wins(2));  // the judge's sample: 2, 13 lose, 10000 wins
    CHECK(!fib.mover_wins(13));
    CHECK(fib.mover_wins(10000));
}

TEST_CASE("take-away (HDU 2486): the winning first move and every state's winning take are the SMALLEST winning takes, against search over the real moves, R 1..6 heaps up to 600, R 7..20 heaps up to 300") {
    for (std::uint64_t r = 1; r <= 20; ++r) {
        CAPTURE(r);
        const int n = r <= 6 ? 600 : 300;
        const Search s(r, n);
        const nimkit::TakeAway t(r, n);
        for (int h = 1; h <= n; ++h) {
            CAPTURE(h);
            std::uint64_t least = 0;  // the least take of 1..h-1 that leaves the opponent lost
            for (int take = 1; take < h && least == 0; ++take)
                if (!s.at(h - take, r * take)) least = take;
            CHECK(t.winning_move(h) == least);
            for (int m = 1; m <= h; ++m) {  // the state (h, m): emptying the heap wins too
                std::uint64_t low = 0;
                for (int take = 1; take <= m && low == 0; ++take)
                    if (take == h || !s.at(h - take, r * take)) low = take;
                REQUIRE(t.state_winning_take(h, m) == low);
            }
        }
    }
}

TEST_CASE("take-away (HDU 2486): the judge's sample - (16,1) lose, (11,1) 1, (32,2) 3, (34,2) lose, (19,3) 4 - and heaps to 10^8 for k up to 10^5") {
    CHECK(nimkit::take_away_winning_move(1, 16) == 0);
    CHECK(nimkit::take_away_winning_move(1, 11) == 1);
    CHECK(nimkit::take_away_winning_move(2, 32) == 3);
    CHECK(nimkit::take_away_winning_move(2, 34) == 0);
    CHECK(nimkit::take_away_winning_move(3, 19) == 4);
    const std::uint64_t ratios[] = {1, 2, 3, 10, 1000, 100000};
    for (std::size_t i = 0; i < 6; ++i) {  // the judge's largest cases: the table fits, the move is a winning one
        const nimkit::TakeAway t(ratios[i], 100000000);
        const std::uint64_t take = t.winning_move(100000000);
        if (take == 0) {
            CHECK(t.losing(100000000));
        } else {
            CHECK(!t.state_mover_wins(100000000 - take, times(ratios[i], take, 100000000)));
        }
    }
}
