// The bean-splitting game (Luogu P3185, HNOI2007), against P/N search over the real moves.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

#include "nimkit/split_beans.hpp"

namespace {

typedef std::vector<std::uint64_t> Beans;

// P/N search over the game itself: take a bean from i, add one to j and k, i < j <= k.
struct BeanSearch {
    std::map<Beans, bool> memo;
    bool wins(const Beans& b) {
        std::map<Beans, bool>::iterator it = memo.find(b);
        if (it != memo.end()) return it->second;
        bool w = false;
        for (std::size_t i = 0; i < b.size() && !w; ++i)
            for (std::size_t j = i + 1; j < b.size() && !w && b[i] > 0; ++j)
                for (std::size_t k = j; k < b.size() && !w; ++k) w = !wins(after(b, i, j, k));
        return memo[b] = w;
    }
    static Beans after(Beans b, std::size_t i, std::size_t j, std::size_t k) {
        --b[i];
        ++b[j];
        ++b[k];
        return b;
    }
};

// Every position of n bottles, the first n - 1 holding 0..most beans, the last 0..last.
template <class F>
int for_each_position(std::size_t n, std::uint64_t most, std::uint64_t last, F f) {
    Beans b(n, 0);
    int seen = 0;
    for (;;) {
        f(b);
        ++seen;
        std::size_t i = 0;
        for (; i < n; ++i) {
            if (b[i] < (i + 1 == n ? last : most)) {
                ++b[i];
                break;
            }
            b[i] = 0;
        }
        if (i == n) return seen;
    }
}

void check_against_search(std::size_t n, std::uint64_t most, std::uint64_t last, int positions) {
    BeanSearch search;
    int seen = for_each_position(n, most, last, [&search](const Beans& b) {
        nimkit::SplitBeanMoves got = nimkit::split_bean_winning_moves(b);
        std::uint64_t count = 0;
        std::size_t fi = 0, fj = 0, fk = 0;
        for (std::size_t i = 0; i < b.size(); ++i)
            for (std::size_t j = i + 1; j < b.size() && b[i] > 0; ++j)
                for (std::size_t k = j; k < b.size(); ++k)
                    if (!search.wins(BeanSearch::after(b, i, j, k)) && count++ == 0) {
                        fi = i;
                        fj = j;
                        fk = k;
                    }
        CHECK(got.count == count);
        CHECK((got.count > 0) == search.wins(b));
        if (count) CHECK((got.i == fi && got.j == fj && got.k == fk));
    });
    CHECK(seen == positions);
}

}  // namespace

TEST_CASE("Split beans: the count and the first winning move equal P/N search over the real moves, every position of "
          "1 to 4 bottles with 0..2 beans in each (oracle: P/N search of the game)") {
    check_against_search(1, 2, 2, 3);
    check_against_search(2, 2, 2, 9);
    check_against_search(3, 2, 2, 27);
    check_against_search(4, 2, 2, 81);
}

TEST_CASE("Split beans: the same for every position of 5 bottles with 0..2 beans in each, 6 bottles with 0..1, and "
          "4 bottles with 0..3 (oracle: P/N search of the game)") {
    check_against_search(5, 2, 2, 243);
    check_against_search(6, 1, 1, 64);
    check_against_search(4, 3, 1, 128);
}

TEST_CASE("Split beans: the bean values from the end are 0 1 2 4 7 8 11 13, Luogu P3185 sample (1 0 1 5000: 0 2 3, "
          "one move, 0 0 1: none), 200 bottles (oracle: hand mex, the judge's answers)") {
    std::vector<std::uint64_t> g = nimkit::split_bean_values(8);
    const std::uint64_t expected[] = {13, 11, 8, 7, 4, 2, 1, 0};
    for (std::size_t i = 0; i < 8; ++i) CHECK(g[i] == expected[i]);
    nimkit::SplitBeanMoves a = nimkit::split_bean_winning_moves({1, 0, 1, 5000});
    CHECK(a.count == 1);
    CHECK((a.i == 0 && a.j == 2 && a.k == 3));
    CHECK(nimkit::split_bean_winning_moves({0, 0, 1}).count == 0);
    CHECK(nimkit::split_bean_winning_moves({}).count == 0);
    CHECK(nimkit::split_bean_winning_moves({7}).count == 0);  // one bottle: no move
    CHECK(nimkit::split_bean_winning_moves({2, 2, 0}).count == 0);  // even counts cancel
    // ICPC Beijing 2006's copy: 1 0 5 -> 0 1 1 (its first winning move).
    nimkit::SplitBeanMoves b = nimkit::split_bean_winning_moves({1, 0, 5});
    CHECK((b.count > 0 && b.i == 0 && b.j == 1 && b.k == 1));
    std::vector<std::uint64_t> many(200, 0);
    many[0] = 9223372036854775807ULL;
    nimkit::SplitBeanMoves c = nimkit::split_bean_winning_moves(many);
    CHECK(c.count >= 1);
    CHECK(c.i == 0);
}
