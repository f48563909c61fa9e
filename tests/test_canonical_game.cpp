// Canonical forms of short partizan games, against the definition of winning on explicit game trees.
#include <doctest/doctest.h>

#include <map>
#include <random>

#include "explicit_games.hpp"
#include "nimkit/canonical_game.hpp"

using nimkit::GameId;
using nimkit::GameStore;

namespace {

// the canonical value of an explicit form, option by option
GameId value_of_form(GameStore& s, explicit_games::Pool& pool, int f, std::map<int, GameId>& memo) {
    std::map<int, GameId>::iterator it = memo.find(f);
    if (it != memo.end()) return it->second;
    std::vector<GameId> l, r;
    for (int o : pool.forms[static_cast<std::size_t>(f)].L) l.push_back(value_of_form(s, pool, o, memo));
    for (int o : pool.forms[static_cast<std::size_t>(f)].R) r.push_back(value_of_form(s, pool, o, memo));
    GameId g = s.make(l, r);
    memo[f] = g;
    return g;
}

// the explicit form of a number, by its definition (integers n = {n-1|}, p/2^k = {(p-1)/2^k | (p+1)/2^k})
int number_form(explicit_games::Pool& pool, std::int64_t p, int k, std::map<std::pair<std::int64_t, int>, int>& memo) {
    while (k > 0 && p % 2 == 0) p /= 2, --k;
    std::pair<std::int64_t, int> key(p, k);
    if (memo.count(key)) return memo[key];
    std::vector<int> l, r;
    if (k == 0) {
        if (p > 0) l.push_back(number_form(pool, p - 1, 0, memo));
        if (p < 0) r.push_back(number_form(pool, p + 1, 0, memo));
    } else {
        l.push_back(number_form(pool, p - 1, k, memo));
        r.push_back(number_form(pool, p + 1, k, memo));
    }
    int f = pool.add(l, r);
    memo[key] = f;
    return f;
}

struct Fixture {
    GameStore s;
    explicit_games::Pool pool;
    std::vector<int> forms;
    std::map<int, GameId> memo;
    Fixture() { forms = explicit_games::small_forms(pool, 300, 3, 20261202u); }
    GameId value(int f) { return value_of_form(s, pool, f, memo); }
};

}  // namespace

TEST_CASE("Outcome of a sum of 1-3 games (every form born by day 2, 300 random of day 3) equals minimax on the joint position") {
    Fixture fx;
    std::mt19937 rng(7);
    int checked = 0;
    for (int f : fx.forms) {  // every single game
        CHECK(nimkit::outcome_letter(fx.s.outcome(fx.value(f))) == fx.pool.outcome(std::vector<int>(1, f)));
        ++checked;
    }
    for (int trial = 0; trial < 1500; ++trial) {
        std::size_t n = 2 + rng() % 2;
        std::vector<int> sum;
        GameId v = fx.s.zero();
        for (std::size_t i = 0; i < n; ++i) {
            int f = fx.forms[rng() % fx.forms.size()];
            sum.push_back(f);
            v = fx.s.add(v, fx.value(f));
        }
        CHECK(nimkit::outcome_letter(fx.s.outcome(v)) == fx.pool.outcome(sum));
        ++checked;
    }
    CHECK(checked == 1500 + static_cast<int>(fx.forms.size()));
}

TEST_CASE("G = H (same id) iff the joint search of G - H is a second-player win - G <= H likewise - 4000 random pairs of birthday <= 3") {
    Fixture fx;
    std::mt19937 rng(11);
    int equal_pairs = 0;
    for (int trial = 0; trial < 4000; ++trial) {
        int g = fx.forms[rng() % fx.forms.size()], h = fx.forms[rng() % fx.forms.size()];
        if (trial % 4 == 0) h = fx.forms[(static_cast<std::size_t>(g) + rng() % 8) % fx.forms.size()];
        bool same = fx.value(g) == fx.value(h);
        CHECK(same == fx.pool.equal(g, h));
        CHECK(fx.s.leq(fx.value(g), fx.value(h)) == fx.pool.leq(g, h));
        equal_pairs += same;
    }
    CHECK(equal_pairs > 50);  // the test meets equal values in different forms
}

TEST_CASE("Canonical forms are reduced (no dominated or reversible option) and make() is idempotent on every game stored") {
    Fixture fx;
    for (int f : fx.forms) fx.value(f);
    std::mt19937 rng(3);
    for (int trial = 0; trial < 300; ++trial)
        fx.s.add(fx.value(fx.forms[rng() % fx.forms.size()]), fx.value(fx.forms[rng() % fx.forms.size()]));
    GameStore& s = fx.s;
    std::size_t n = s.size();
    int non_numbers = 0;
    for (GameId g = 0; g < n; ++g) {
        std::vector<GameId> l = s.left(g), r = s.right(g);
        CHECK(s.make(l, r) == g);
        CHECK(std::is_sorted(l.begin(), l.end()));
        CHECK(s.neg(s.neg(g)) == g);
        CHECK(s.add(g, s.neg(g)) == s.zero());
        for (std::size_t i = 0; i < l.size(); ++i) {
            for (std::size_t j = 0; j < l.size(); ++j)
                if (i != j) CHECK_FALSE(s.leq(l[i], l[j]));
            std::vector<GameId> lr = s.right(l[i]);
            for (GameId x : lr) CHECK_FALSE(s.leq(x, g));
        }
        for (std::size_t i = 0; i < r.size(); ++i) {
            for (std::size_t j = 0; j < r.size(); ++j)
                if (i != j) CHECK_FALSE(s.leq(r[j], r[i]));
            std::vector<GameId> rl = s.left(r[i]);
            for (GameId x : rl) CHECK_FALSE(s.leq(g, x));
        }
        non_numbers += !s.is_number(g);
    }
    CHECK(non_numbers > 100);
}

TEST_CASE("Numbers: every dyadic p/16 in [-3, 3] equals its explicit number game, compares with 300 random games as the joint search does") {
    Fixture fx;
    std::map<std::pair<std::int64_t, int>, int> nmemo;
    std::mt19937 rng(5);
    for (std::int64_t p = -48; p <= 48; ++p) {
        int f = number_form(fx.pool, p, 4, nmemo);
        GameId x = fx.s.number(nimkit::Dyadic::fraction(p, 4));
        CHECK(fx.value(f) == x);
        CHECK(fx.s.is_number(x));
        CHECK(fx.s.birthday(x) == fx.s.birthday(fx.value(f)));
        for (int k = 0; k < 12; ++k) {
            int g = fx.forms[rng() % fx.forms.size()];
            CHECK(fx.s.leq(x, fx.value(g)) == fx.pool.leq(f, g));
            CHECK(fx.s.leq(fx.value(g), x) == fx.pool.leq(g, f));
        }
    }
    // a number arrived at through non-number options: {* | *} = 0, {*, 1 | 3} = 2, {^ | 1*} ... is
    // checked by the random forms above (values equal to numbers with star options inside).
    GameStore& s = fx.s;
    CHECK(s.make({s.star()}, {s.star()}) == s.zero());
    CHECK(s.make({s.star(), s.integer(1)}, {s.integer(3)}) == s.integer(2));
}

TEST_CASE("Textbook values (Winning Ways ch. 2-5, Lessons in Play ch. 5)") {
    GameStore s;
    GameId up = s.up(), star = s.star(), one = s.integer(1);
    GameId down = s.neg(up);
    // ^ = {0|*} is positive and infinitesimal: 0 < ^ < every positive number
    CHECK(s.outcome(up) == nimkit::OutcomeClass::L);
    CHECK(s.less(up, s.number(nimkit::Dyadic::fraction(1, 40))));
    // ^* = {0,*|0} is fuzzy with 0 (first player wins), ^^* is positive
    GameId upstar = s.add(up, star);
    CHECK(s.outcome(upstar) == nimkit::OutcomeClass::N);
    CHECK(s.left(upstar).size() == 2);
    CHECK(s.outcome(s.add(upstar, up)) == nimkit::OutcomeClass::L);
    // *2 + *3 = *1, ^ + v = 0
    CHECK(s.add(s.nimber(2), s.nimber(3)) == star);
    CHECK(s.add(up, down) == s.zero());
    // +-1 + +-1 = 0; {2|1} is 3/2 +- 1/2, fuzzy with 3/2
    GameId pm1 = s.make({one}, {s.integer(-1)});
    CHECK(s.add(pm1, pm1) == s.zero());
    GameId sw = s.make({s.integer(2)}, {one});
    CHECK(s.fuzzy(sw, s.number(nimkit::Dyadic::fraction(3, 1))));
    CHECK(s.left_stop(sw) == nimkit::Dyadic(2));
    CHECK(s.right_stop(sw) == nimkit::Dyadic(1));
    // Tiny-1 = {0||0|-1} is positive but less than ^
    GameId tiny = s.make({s.zero()}, {s.make({s.zero()}, {s.integer(-1)})});
    CHECK(s.outcome(tiny) == nimkit::OutcomeClass::L);
    CHECK(s.less(tiny, up));
    // {0|2} = 1, {1/2|} = 1, {|-3/2} = -2, {1|1} = 1*
    CHECK(s.make({s.zero()}, {s.integer(2)}) == one);
    CHECK(s.make({s.number(nimkit::Dyadic::fraction(1, 1))}, {}) == one);
    CHECK(s.make({}, {s.number(nimkit::Dyadic::fraction(-3, 1))}) == s.integer(-2));
    CHECK(s.make({one}, {one}) == s.add(one, star));
    // birthdays: *2 born on day 2, ^ on day 2, 3/4 on day 3, ^^ on day 3
    CHECK(s.birthday(s.nimber(2)) == 2);
    CHECK(s.birthday(up) == 2);
    CHECK(s.birthday(s.number(nimkit::Dyadic::fraction(3, 2))) == 3);
    CHECK(s.birthday(s.add(up, up)) == 3);
}

TEST_CASE("A store limit is refused with GameLimitError, not exceeded") {
    GameStore s;
    s.set_limit(20);
    CHECK_THROWS_AS(s.nimber(30), nimkit::GameLimitError);
    CHECK(s.size() <= 20);
}

namespace {

// Every value born by day 2, their pairwise sums, and x + n.up + *k for x in {-1, -1/2, 0, 1/2, 1},
// -4 <= n <= 4, 0 <= k <= 3, built in s by make and add; `parts` gets each built (x, n, k).
std::vector<GameId> small_values(GameStore& s, std::vector<std::pair<GameId, std::vector<long long> > >& parts) {
    std::vector<GameId> day1 = {s.zero(), s.integer(1), s.integer(-1), s.star()}, out;
    for (unsigned lm = 0; lm < 16; ++lm)
        for (unsigned rm = 0; rm < 16; ++rm) {
            std::vector<GameId> l, r;
            for (unsigned i = 0; i < 4; ++i) {
                if (lm >> i & 1) l.push_back(day1[i]);
                if (rm >> i & 1) r.push_back(day1[i]);
            }
            out.push_back(s.make(l, r));
        }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    const std::size_t day2 = out.size();
    for (std::size_t i = 0; i < day2; ++i)
        for (std::size_t j = i; j < day2; ++j) out.push_back(s.add(out[i], out[j]));
    for (long long p = -2; p <= 2; ++p)
        for (long long n = -4; n <= 4; ++n)
            for (long long k = 0; k <= 3; ++k) {
                GameId g = s.number(nimkit::Dyadic::fraction(p, 1));
                for (long long u = 0; u < (n < 0 ? -n : n); ++u) g = s.add(g, n < 0 ? s.neg(s.up()) : s.up());
                g = s.add(g, s.nimber(static_cast<std::uint64_t>(k)));
                parts.push_back(std::make_pair(g, std::vector<long long>{p, n, k}));
                out.push_back(g);
            }
    return out;
}

// the canonical form as text, options sorted as text (equal values print alike in any store)
std::string form_text(GameStore& s, GameId g, std::map<GameId, std::string>& memo) {
    auto it = memo.find(g);
    if (it != memo.end()) return it->second;
    std::string t;
    if (s.is_number(g)) {
        t = s.number_value(g).str();
    } else {
        std::vector<std::string> l, r;
        for (GameId o : std::vector<GameId>(s.left(g))) l.push_back(form_text(s, o, memo));
        for (GameId o : std::vector<GameId>(s.right(g))) r.push_back(form_text(s, o, memo));
        std::sort(l.begin(), l.end());
        std::sort(r.begin(), r.end());
        t = "{";
        for (std::size_t i = 0; i < l.size(); ++i) t += (i ? "," : "") + l[i];
        t += "|";
        for (std::size_t i = 0; i < r.size(); ++i) t += (i ? "," : "") + r[i];
        t += "}";
    }
    memo[g] = t;
    return t;
}

}  // namespace

TEST_CASE("nus fast path: leq and add of number + n.up + *k against the options' search, every value born by day 2, their pairwise sums, x + n.up + *k for |x| <= 1 by halves, |n| <= 4, k <= 3") {
    GameStore fast, slow;
    slow.set_nus_fast_path(false);
    std::vector<std::pair<GameId, std::vector<long long> > > fast_parts, slow_parts;
    const std::vector<GameId> a = small_values(fast, fast_parts), b = small_values(slow, slow_parts);
    REQUIRE(a.size() == b.size());
    std::map<GameId, std::string> fast_text, slow_text;
    int mismatches = 0, recognised = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (form_text(fast, a[i], fast_text) != form_text(slow, b[i], slow_text)) ++mismatches;
        for (std::size_t j = 0; j < a.size(); ++j) {
            if (fast.leq(a[i], a[j]) != slow.leq(b[i], b[j])) ++mismatches;
            if (j % 7 == i % 7 &&
                form_text(fast, fast.add(a[i], a[j]), fast_text) != form_text(slow, slow.add(b[i], b[j]), slow_text))
                ++mismatches;
        }
    }
    CHECK(mismatches == 0);
    // every x + n.up + *k built is recognised, with its parts
    for (const auto& e : fast_parts) {
        nimkit::Dyadic x;
        long long n = 0, k = 0;
        if (fast.nus_parts(e.first, x, n, k)) {
            ++recognised;
            CHECK(x == nimkit::Dyadic::fraction(e.second[0], 1));
            CHECK(n == e.second[1]);
            CHECK(k == e.second[2]);
        }
    }
    CHECK(recognised == static_cast<int>(fast_parts.size()));
}

TEST_CASE("nus(x, n, k), built from its canonical form, is the id of x + n.up + *k summed through the options (no fast path), |n| <= 6, k <= 12, x in 0, 1/2, -3") {
    GameStore s;
    s.set_nus_fast_path(false);
    const nimkit::Dyadic xs[] = {nimkit::Dyadic(), nimkit::Dyadic::fraction(1, 1), nimkit::Dyadic(-3)};
    int mismatches = 0;
    for (const nimkit::Dyadic& x : xs)
        for (long long n = -6; n <= 6; ++n) {
            GameId ups = s.zero();
            for (long long i = 0; i < (n < 0 ? -n : n); ++i) ups = s.add(ups, n < 0 ? s.neg(s.up()) : s.up());
            for (std::uint64_t k = 0; k <= 12; ++k)
                if (s.nus(x, n, k) != s.add(s.add(s.number(x), ups), s.nimber(k))) ++mismatches;
        }
    CHECK(mismatches == 0);
}
