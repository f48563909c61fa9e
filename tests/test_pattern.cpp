// pattern.hpp: every rule kind against tables computed here by brute force from
// a real game's own moves (the mex rule, or a win/lose search), its predictions
// checked against brute force well past the table and, far out, against what
// the moves themselves imply; fooling tables (a rule broken past the middle, a
// period that doubles, two rules that part, random tables, Grundy's game); the
// number theory and sequence rules underneath.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "nimkit/internal_number_theory.hpp"
#include "nimkit/pattern.hpp"
#include "sanitized.hpp"

namespace {

typedef std::int64_t i64;
typedef std::uint64_t u64;
typedef std::vector<i64> Table;

// ---- brute force: the mex rule over each heap's options -------------------------

i64 mex_of(std::vector<i64> v) {
    std::sort(v.begin(), v.end());
    i64 m = 0;
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i] == m) ++m;
        else if (v[i] > m) break;
    return m;
}

// options(h, g, out): the values of heap h's options, given g(0..h-1).
Table heap_table(const std::function<void(u64, const Table&, Table&)>& options, u64 n) {
    Table g;
    Table out;
    for (u64 h = 0; h <= n; ++h) {
        out.clear();
        options(h, g, out);
        g.push_back(mex_of(out));
    }
    return g;
}

std::function<void(u64, const Table&, Table&)> subtract(std::vector<u64> s) {
    return [s](u64 h, const Table& g, Table& out) {
        for (u64 x : s)
            if (x <= h) out.push_back(g[h - x]);
    };
}

std::function<void(u64, const Table&, Table&)> all_but(std::vector<u64> e) {
    return [e](u64 h, const Table& g, Table& out) {
        for (u64 k = 1; k <= h; ++k)
            if (std::find(e.begin(), e.end(), k) == e.end()) out.push_back(g[h - k]);
    };
}

void to_proper_divisor(u64 h, const Table& g, Table& out) {  // the heap becomes a proper divisor
    for (u64 d = 1; d < h; ++d)
        if (h % d == 0) out.push_back(g[d]);
}

void take_proper_divisor(u64 h, const Table& g, Table& out) {  // remove d tokens, d | h, d < h
    for (u64 d = 1; d < h; ++d)
        if (h % d == 0) out.push_back(g[h - d]);
}

void take_divisor_not_one(u64 h, const Table& g, Table& out) {  // remove d, d | h, 1 < d < h
    for (u64 d = 2; d < h; ++d)
        if (h % d == 0) out.push_back(g[h - d]);
}

void halve_or_take_one(u64 h, const Table& g, Table& out) {  // take one, or half of an even heap
    if (h) out.push_back(g[h - 1]);
    if (h && h % 2 == 0) out.push_back(g[h / 2]);
}

void take_at_most_half(u64 h, const Table& g, Table& out) {  // remove 1..h/2
    for (u64 k = 1; 2 * k <= h; ++k) out.push_back(g[h - k]);
}

void divide_floor(u64 h, const Table& g, Table& out) {  // the heap becomes floor(h / k), k >= 2
    for (u64 k = 2; k <= h; ++k) out.push_back(g[h / k]);
}

void lasker(u64 h, const Table& g, Table& out) {  // take any number, or split a heap in two
    for (u64 k = 1; k <= h; ++k) out.push_back(g[h - k]);
    for (u64 a = 1; 2 * a <= h; ++a) out.push_back(g[a] ^ g[h - a]);
}

void kayles(u64 h, const Table& g, Table& out) {  // knock one pin or two adjacent: two rows left
    for (u64 k = 1; k <= 2 && k <= h; ++k)
        for (u64 left = 0; left + k <= h; ++left) out.push_back(g[left] ^ g[h - k - left]);
}

void grundys_game(u64 h, const Table& g, Table& out) {  // split into two unequal heaps
    for (u64 a = 1; 2 * a < h; ++a) out.push_back(g[a] ^ g[h - a]);
}

// The Ruler game, one head at place x (1..n): a move turns a run of coins ending
// at x; a row is the sum of its heads (coin turning), so g(x) is the mex over
// runs of the xor of g at the other coins of the run.
Table ruler(u64 n) {
    Table g(1, 0), prefix(1, 0);
    for (u64 x = 1; x <= n; ++x) {
        Table out;
        for (u64 c = 1; c <= x; ++c) out.push_back(prefix[x - 1] ^ prefix[x - c]);
        g.push_back(mex_of(out));
        prefix.push_back(prefix.back() ^ g.back());
    }
    return g;
}

// A heap whose later takes depend on the last: 1 when the first player wins a
// heap of h, by search over (heap, most the mover may take).
Table memory_game(u64 n, u64 first_most, const std::function<u64(u64)>& next_most) {
    // win[h][m]: the mover wins with h tokens left, allowed 1..m
    std::vector<std::vector<char> > win(n + 1);
    for (u64 h = 0; h <= n; ++h) {
        win[h].assign(h + 1, 0);
        for (u64 m = 1; m <= h; ++m) {
            const u64 left = h - m;
            win[h][m] = win[h][m - 1] || !win[left][std::min(left, next_most(m))];
        }
    }
    Table t;
    for (u64 h = 0; h <= n; ++h) t.push_back(win[h][std::min(h, first_most == 0 ? (h ? h - 1 : 0) : first_most)] ? 1 : 0);
    return t;
}

// floor(k phi) in exact integers: (k + floor(sqrt(5 k^2))) / 2, the root by the compiler's 128-bit type.
u64 floor_k_phi(u64 k) {
    __extension__ typedef unsigned __int128 Wide;
    const Wide five = static_cast<Wide>(5) * k * k;
    u64 lo = 0, hi = 3000000000000000000ULL;  // sqrt(5) k < 2.3 * 10^18 for k < 10^18
    while (lo < hi) {
        const u64 mid = lo + (hi - lo + 1) / 2;
        if (static_cast<Wide>(mid) * mid <= five) lo = mid;
        else hi = mid - 1;
    }
    return (k + lo) / 2;
}

// Euclid's game on piles (x, y), 1 <= x, y <= n, by search: subtract a positive multiple of the
// smaller from the larger, not below 0; reaching 0 wins. win[x][y]: the player to move wins.
std::vector<std::vector<char> > euclid_wins(u64 n) {
    std::vector<std::vector<char> > win(n + 1, std::vector<char>(n + 1, 0));
    for (u64 s = 2; s <= 2 * n; ++s)
        for (u64 x = 1; x <= n; ++x) {
            if (s <= x || s - x > n) continue;
            const u64 y = s - x, hi = std::max(x, y), lo = std::min(x, y);
            bool w = false;
            for (u64 k = 1; k * lo <= hi && !w; ++k) {
                const u64 r = hi - k * lo;
                w = r == 0 || !(x >= y ? win[r][lo] : win[lo][r]);
            }
            win[x][y] = w;
        }
    return win;
}

u64 omega_by_division(u64 n) {  // Omega(n) by trial division, for n up to 10^12
    u64 c = 0;
    for (u64 d = 2; d * d <= n; ++d)
        while (n % d == 0) n /= d, ++c;
    return c + (n > 1);
}

Table head(const Table& t, std::size_t n) { return Table(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(n)); }

// Every answer of the report at first + size .. upto agrees with the brute force
// table: a value equal to it, or unknown. Returns how many were answered.
std::size_t check_past(const nimkit::PatternReport& r, const Table& truth, u64 upto) {
    std::size_t answered = 0;
    for (u64 n = r.first + r.values.size(); n <= upto; ++n) {
        i64 v;
        if (nimkit::pattern_value(r, n, v)) {
            ++answered;
            if (v != truth[static_cast<std::size_t>(n)]) {
                FAIL_CHECK("n = " << n << ": said " << v << ", brute force " << truth[static_cast<std::size_t>(n)]);
                return answered;
            }
        }
    }
    return answered;
}

bool has_kind(const nimkit::PatternReport& r, nimkit::PatternRule::Kind k) {
    for (const nimkit::PatternRule& rule : r.rules)
        if (rule.kind == k) return true;
    return false;
}

std::string texts(const nimkit::PatternReport& r) {
    std::string s;
    for (const nimkit::PatternRule& rule : r.rules) s += nimkit::rule_line(rule) + "\n";
    for (const nimkit::PatternRule& rule : r.untrusted) s += "untrusted: " + nimkit::rule_line(rule) + "\n";
    return s;
}

unsigned only(nimkit::PatternRule::Kind k) { return 1u << k; }

}  // namespace

// ---- the arithmetic underneath -------------------------------------------------

TEST_CASE("pattern: isqrt, iroot (k = 2..6) and ilog exact on edge values and 100000 random numbers below 2^64") {
    using namespace nimkit::number_detail;
    std::mt19937_64 rng(1);
    std::vector<u64> ns = {0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 1000000000000000000ULL, ~0ULL, ~0ULL - 1,
                           4294967295ULL * 4294967295ULL, 4294967296ULL * 4294967295ULL};
    for (int i = 0; i < 100000; ++i) ns.push_back(rng() >> (rng() % 64));
    for (u64 n : ns) {
        const u64 r = isqrt(n);
        CHECK((r * r <= n && (r == 0xFFFFFFFFu || (r + 1) * (r + 1) > n)));
        for (unsigned k = 2; k <= 6; ++k) {
            const u64 q = iroot(n, k);
            CHECK((power_at_most(q, k, n) && !power_at_most(q + 1, k, n)));
        }
        if (n >= 1)
            for (u64 b : {2ULL, 3ULL, 10ULL}) {
                const unsigned e = ilog(n, b);
                CHECK((power_at_most(b, e, n) && !power_at_most(b, e + 1, n)));
            }
    }
}

TEST_CASE("pattern: is_prime equals a sieve on 0..200000, known primes and strong pseudoprimes to 2^62, then prime_factors of 3000 random numbers to 2^62 and 40 products of two primes near 2^30 multiply back, every factor prime") {
    using namespace nimkit::number_detail;
    std::vector<char> composite(200001, 0);
    for (u64 i = 2; i * i <= 200000; ++i)
        if (!composite[i])
            for (u64 j = i * i; j <= 200000; j += i) composite[j] = 1;
    for (u64 n = 0; n <= 200000; ++n) CHECK(is_prime(n) == (n >= 2 && !composite[n]));
    // 2^61 - 1 is prime; 3215031751 fools bases 2, 3, 5, 7; 3825123056546413051 fools bases 2..23
    CHECK(is_prime(2305843009213693951ULL));
    CHECK_FALSE(is_prime(3215031751ULL));
    CHECK_FALSE(is_prime(3825123056546413051ULL));
    std::mt19937_64 rng(2);
    std::vector<u64> ns;
    for (int i = 0; i < 3000; ++i) ns.push_back(1 + (rng() >> (2 + rng() % 62)));
    std::vector<u64> big_primes;
    while (big_primes.size() < 80) {
        const u64 p = (1ULL << 29) + rng() % (1ULL << 30);
        if (is_prime(p)) big_primes.push_back(p);
    }
    for (std::size_t i = 0; i + 1 < big_primes.size(); i += 2) ns.push_back(big_primes[i] * big_primes[i + 1]);
    ns.push_back(2305843009213693951ULL - 2);
    for (u64 n : ns) {
        const std::vector<u64> f = prime_factors(n);
        u64 product = 1;
        for (u64 p : f) {
            CHECK(is_prime(p));
            product *= p;
        }
        CHECK(product == n);
        CHECK(std::is_sorted(f.begin(), f.end()));
    }
}

// ---- sequence rules ----------------------------------------------------------------

TEST_CASE("pattern: sequence rules - squares, triangular numbers, fourth powers, 2^k - 1, Fibonacci numbers, a period with a saltus: fitted from 30 terms, their terms at k up to 10^6 and inverses at 10^18 exact") {
    struct Case {
        std::function<i64(u64)> a;
        nimkit::SequenceRule::Kind kind;
    };
    std::vector<u64> fib = {1, 2};
    while (fib.size() < 92) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    const std::vector<Case> cases = {
        {[](u64 k) { return static_cast<i64>(k * k); }, nimkit::SequenceRule::polynomial},
        {[](u64 k) { return static_cast<i64>(k * (k + 1) / 2); }, nimkit::SequenceRule::polynomial},
        {[](u64 k) { return static_cast<i64>(k * k * k * k); }, nimkit::SequenceRule::polynomial},
        {[](u64 k) { return static_cast<i64>((1ULL << k) - 1); }, nimkit::SequenceRule::recurrence},
        {[&fib](u64 k) { return static_cast<i64>(fib[k]); }, nimkit::SequenceRule::recurrence},
        {[](u64 k) { return static_cast<i64>(k / 3 * 7 + (k % 3 == 2 ? 5 : k % 3)); }, nimkit::SequenceRule::periodic},
    };
    for (const Case& c : cases) {
        Table a;
        for (u64 k = 0; k < 30; ++k) a.push_back(c.a(k));
        const nimkit::SequenceRule r = nimkit::fit_sequence(a);
        CHECK(r.kind == c.kind);
        for (u64 k = 0; k < 62; ++k) {  // every term that fits in 64 bits (2^62 - 1, F(61), 61^4 ...)
            i64 v;
            if (seq_value(r, k, v)) CHECK(v == c.a(k));
        }
        for (u64 k : {1000ULL, 65536ULL, 1000000ULL}) {  // far terms; k^4 past 2^63 is no value
            i64 v;
            if (c.kind == nimkit::SequenceRule::recurrence) continue;
            const bool fits = c.kind != nimkit::SequenceRule::polynomial || r.block.size() < 5 || k < 55000;
            CHECK(seq_value(r, k, v) == fits);
            if (fits) CHECK(v == c.a(k));
        }
        // the inverse: the largest k with a_k <= N, against the terms around it
        for (i64 n : {0LL, 1LL, 5LL, 1000LL, 1000000007LL, 1000000000000000000LL}) {
            u64 k;
            if (!nimkit::seq_last_at_most(r, n, k)) continue;
            i64 at, next;
            REQUIRE(seq_value(r, k, at));
            CHECK(at <= n);
            if (seq_value(r, k + 1, next)) CHECK(next > n);
        }
    }
    Table noise;
    std::mt19937 rng(3);
    for (int i = 0; i < 40; ++i) noise.push_back(static_cast<i64>(rng() % 1000));
    CHECK(nimkit::fit_sequence(noise).kind == nimkit::SequenceRule::none);
}

TEST_CASE("pattern: Beatty rules - Wythoff's P-positions found by search (a, b <= 260) fit floor(k phi) and floor(k phi^2), not the convergent period 13/8, then terms at 10^5 random k up to 10^17 equal the exact floor by integer square roots") {
    const u64 n = 260;
    std::vector<std::vector<char> > p(n + 1, std::vector<char>(n + 1, 0));
    for (u64 a = 0; a <= n; ++a)
        for (u64 b = 0; b <= n; ++b) {
            bool to_p = false;  // some move reaches a P-position
            for (u64 x = 0; x < a && !to_p; ++x) to_p = p[x][b];
            for (u64 y = 0; y < b && !to_p; ++y) to_p = p[a][y];
            for (u64 d = 1; d <= std::min(a, b) && !to_p; ++d) to_p = p[a - d][b - d];
            p[a][b] = !to_p;
        }
    Table lower, upper;
    for (u64 a = 0; a <= n; ++a)
        for (u64 b = a; b <= n; ++b)
            if (p[a][b]) lower.push_back(static_cast<i64>(a)), upper.push_back(static_cast<i64>(b));
    const nimkit::SequenceRule lo = nimkit::fit_sequence(lower), up = nimkit::fit_sequence(upper);
    REQUIRE(lo.kind == nimkit::SequenceRule::beatty);
    REQUIRE(up.kind == nimkit::SequenceRule::beatty);
    CHECK(nimkit::seq_text(lo) == "a_k = floor(k*(1 + sqrt(5))/2)");
    CHECK(nimkit::seq_text(up) == "a_k = floor(k*(3 + sqrt(5))/2)");
    // 38 terms: 13/8 fits from k = 14 on, but the irrational rule is simpler
    CHECK(nimkit::fit_sequence(head(lower, 38)).kind == nimkit::SequenceRule::beatty);
    std::mt19937_64 rng(4);
    for (int i = 0; i < 100000; ++i) {
        const u64 k = rng() % 100000000000000000ULL;
        const u64 want = floor_k_phi(k);
        i64 v, w;
        REQUIRE(seq_value(lo, k, v));
        REQUIRE(seq_value(up, k, w));
        CHECK(static_cast<u64>(v) == want);
        CHECK(static_cast<u64>(w) == want + k);
    }
}

// ---- the kinds, each on real games ---------------------------------------------

TEST_CASE("pattern: periodic kind - 60 random subtraction games (S within 1..8) from their moves, tables 0..299: the trusted rule predicts brute force on 300..1500, then with the bounds declared the period is certified") {
    std::mt19937 rng(5);
    for (int c = 0; c < 60; ++c) {
        std::vector<u64> s;
        for (u64 x = 1; x <= 8; ++x)
            if (rng() % 3 == 0) s.push_back(x);
        if (s.empty()) s.push_back(1 + rng() % 8);
        const Table g = heap_table(subtract(s), 1500);
        const nimkit::PatternReport r = nimkit::find_pattern(head(g, 300));
        REQUIRE(has_kind(r, nimkit::PatternRule::periodic));
        CHECK(check_past(r, g, 1500) == 1201);
        const nimkit::PatternReport c2 = nimkit::find_pattern(head(g, 300), 0, nimkit::declared_bounds(s.back(), 1, nimkit::grundy_from_heap_0));
        REQUIRE(!c2.rules.empty());
        CHECK(c2.rules[0].certified);
        CHECK(check_past(c2, g, 1500) == 1201);
    }
}

TEST_CASE("pattern: periodic kind with a saltus - 30 random all-but games (E within 1..6) and Lasker's Nim from their moves, tables 0..239, predictions on 240..900 against brute force") {
    std::mt19937 rng(6);
    std::vector<Table> games;
    for (int c = 0; c < 30; ++c) {
        std::vector<u64> e;
        for (u64 x = 1; x <= 6; ++x)
            if (rng() % 3 == 0) e.push_back(x);
        games.push_back(heap_table(all_but(e), 900));
    }
    games.push_back(heap_table(lasker, 900));
    for (const Table& g : games) {
        const nimkit::PatternReport r = nimkit::find_pattern(head(g, 240));
        REQUIRE(has_kind(r, nimkit::PatternRule::periodic));
        CHECK(check_past(r, g, 900) == 661);
    }
}

TEST_CASE("pattern: function kind - move to a proper divisor is Omega(n), take a proper divisor's worth is v2(n), the Ruler game is 2^v2(n): tables 0..1500 from the moves, brute force to 6000, and far out the value the moves give") {
    const Table omega = heap_table(to_proper_divisor, 6000), v2 = heap_table(take_proper_divisor, 6000), rul = ruler(6000);
    const unsigned kind = only(nimkit::PatternRule::function);
    const nimkit::PatternReport ro = nimkit::find_pattern(head(omega, 1501), 0, nimkit::undeclared_bounds(), kind);
    const nimkit::PatternReport rv = nimkit::find_pattern(head(v2, 1501), 0, nimkit::undeclared_bounds(), kind);
    const nimkit::PatternReport rr = nimkit::find_pattern(head(rul, 1501), 0, nimkit::undeclared_bounds(), kind);
    REQUIRE(!ro.rules.empty());
    CHECK(ro.rules[0].text == "f(n) = Omega(n) for n >= 1");
    CHECK(rv.rules[0].text == "f(n) = v2(n) for n >= 1");
    CHECK(rr.rules[0].text == "f(n) = 2^v2(n) for n >= 1");
    CHECK(check_past(ro, omega, 6000) == 4500);
    CHECK(check_past(rv, v2, 6000) == 4500);
    CHECK(check_past(rr, rul, 6000) == 4500);
    // Far out: a proper divisor of n has fewer prime factors and one of every smaller count exists,
    // so the mex is Omega(n); 2^v2: a run of 2^j coins ending at x exists below it. Checked by division.
    std::mt19937_64 rng(7);
    for (int i = 0; i < 300; ++i) {
        const u64 n = 1 + rng() % 1000000000000ULL;
        i64 v;
        REQUIRE(nimkit::pattern_value(ro, n, v));
        CHECK(static_cast<u64>(v) == omega_by_division(n));
        REQUIRE(nimkit::pattern_value(rv, n, v));
        CHECK(static_cast<u64>(v) == static_cast<u64>(__builtin_ctzll(n)));
        REQUIRE(nimkit::pattern_value(rr, n, v));
        CHECK(static_cast<u64>(v) == (n & (0 - n)));
    }
    i64 v;
    REQUIRE(nimkit::pattern_value(ro, 999999999999999989ULL, v));  // a prime below 10^18
    CHECK(v == 1);
    REQUIRE(nimkit::pattern_value(ro, 1ULL << 59, v));
    CHECK(v == 59);
}

TEST_CASE("pattern: set kind - subtract a divisor d, 1 < d < n: 'n odd or 2^j with j odd' from table 0..2000, brute force to 8000 and far out 0 exactly there") {
    const Table g = heap_table(take_divisor_not_one, 8000);
    const nimkit::PatternReport r = nimkit::find_pattern(head(g, 2001), 0, nimkit::undeclared_bounds(), only(nimkit::PatternRule::set));
    REQUIRE(!r.rules.empty());
    CHECK(r.rules[0].text == "f(n) = 0 iff n is odd or 2^j with j odd, for n >= 1");
    // values elsewhere are not zero: only 'not 0' is known, so no answer is given there
    CHECK(check_past(r, g, 8000) > 2000);
    i64 v;
    for (u64 j = 13; j < 60; j += 2) {
        REQUIRE(nimkit::pattern_value(r, 1ULL << j, v));
        CHECK(v == 0);
        CHECK_FALSE(nimkit::pattern_value(r, 1ULL << (j + 1), v));
    }
    REQUIRE(nimkit::pattern_value(r, 999999999999999999ULL, v));
    CHECK(v == 0);
}

TEST_CASE("pattern: set and positions kinds - Fibonacci Nim (search of heaps 0..400): f = 0 at the Fibonacci numbers, predictions to 1200 against the search and at every Fibonacci number to 10^18 and its neighbours") {
    const Table g = memory_game(1200, 0, [](u64 m) { return 2 * m; });
    const nimkit::PatternReport r = nimkit::find_pattern(head(g, 401));
    REQUIRE(!r.rules.empty());
    CHECK(check_past(r, g, 1200) == 800);
    std::vector<u64> fib = {1, 2};
    while (fib.back() < 1000000000000000000ULL) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    for (u64 f : fib) {
        if (f > 1000000000000000000ULL) break;
        i64 v;
        REQUIRE(nimkit::pattern_value(r, f, v));
        CHECK(v == 0);
        if (f > 3) {
            REQUIRE(nimkit::pattern_value(r, f + 1, v));
            CHECK(v == 1);
        }
    }
    // the positions kind alone says the same
    const nimkit::PatternReport p = nimkit::find_pattern(head(g, 401), 0, nimkit::undeclared_bounds(), only(nimkit::PatternRule::positions));
    REQUIRE(!p.rules.empty());
    CHECK(check_past(p, g, 1200) == 800);
}

TEST_CASE("pattern: positions kind - take at most the last take (search 0..500: powers of 2) and first take 1 or 2, then at most twice the last (search 0..500: floor((k+1) phi^2) - 2), predictions to 1500 against the search") {
    const Table r1 = memory_game(1500, 0, [](u64 m) { return m; });
    const Table r2 = memory_game(1500, 2, [](u64 m) { return 2 * m; });
    const unsigned kind = only(nimkit::PatternRule::positions);
    const nimkit::PatternReport p1 = nimkit::find_pattern(head(r1, 501), 0, nimkit::undeclared_bounds(), kind);
    const nimkit::PatternReport p2 = nimkit::find_pattern(head(r2, 501), 0, nimkit::undeclared_bounds(), kind);
    REQUIRE(!p1.rules.empty());
    REQUIRE(!p2.rules.empty());
    CHECK(p2.rules[0].starts.kind == nimkit::SequenceRule::beatty);
    CHECK(check_past(p1, r1, 1500) == 1000);
    CHECK(check_past(p2, r2, 1500) == 1000);
    i64 v;
    REQUIRE(nimkit::pattern_value(p1, 1ULL << 59, v));
    CHECK(v == 0);
    REQUIRE(nimkit::pattern_value(p1, (1ULL << 59) + 1, v));
    CHECK(v == 1);
}

TEST_CASE("pattern: runs kind - the heap becomes floor(n/k), k >= 2: runs start at 2^i with value i, from table 0..1000, predictions to 5000 against brute force and at 2^j - 1, 2^j to 2^60") {
    const Table g = heap_table(divide_floor, 5000);
    const nimkit::PatternReport r = nimkit::find_pattern(head(g, 1001), 0, nimkit::undeclared_bounds(), only(nimkit::PatternRule::runs));
    REQUIRE(!r.rules.empty());
    CHECK(check_past(r, g, 5000) == 4000);
    for (int j = 11; j <= 60; ++j) {
        i64 v;
        REQUIRE(nimkit::pattern_value(r, 1ULL << j, v));
        CHECK(v == j);
        REQUIRE(nimkit::pattern_value(r, (1ULL << j) - 1, v));
        CHECK(v == j - 1);
    }
}

TEST_CASE("pattern: binary kind - take one or half of an even heap: its least period doubles with the table (64 from 193 on 0..499 .. 512 from 1537 on 0..3999), none trusted, then f(2n) from f(n) predicts brute force to 16000 from table 0..2000") {
    const Table g = heap_table(halve_or_take_one, 16000);
    for (std::size_t size : {500u, 1000u, 2000u, 4000u}) {
        const nimkit::PatternReport r = nimkit::find_pattern(head(g, size));
        CHECK_FALSE(has_kind(r, nimkit::PatternRule::periodic));
    }
    const nimkit::PatternReport r = nimkit::find_pattern(head(g, 2001));
    REQUIRE(has_kind(r, nimkit::PatternRule::binary));
    CHECK(check_past(r, g, 16000) == 14000);
    bool saw_untrusted_period = false;
    for (const nimkit::PatternRule& u : r.untrusted)
        saw_untrusted_period = saw_untrusted_period || (u.kind == nimkit::PatternRule::periodic && u.period == 256 && u.from == 769);
    CHECK(saw_untrusted_period);
}

TEST_CASE("pattern: binary kind by index - subtract at most half: f(2n) = n, f(2n + 1) = f(n) from table 0..1000, brute force to 6000, far out by the moves' own recursion") {
    const Table g = heap_table(take_at_most_half, 6000);
    const nimkit::PatternReport r = nimkit::find_pattern(head(g, 1001), 0, nimkit::undeclared_bounds(), only(nimkit::PatternRule::binary));
    REQUIRE(!r.rules.empty());
    CHECK(r.rules[0].text == "f(2n) = n, f(2n + 1) = f(n)");
    CHECK(check_past(r, g, 6000) == 5000);
    i64 v;
    REQUIRE(nimkit::pattern_value(r, 1000000000000000000ULL, v));
    CHECK(v == 500000000000000000LL);
    REQUIRE(nimkit::pattern_value(r, (1ULL << 60) - 1 - (1ULL << 40), v));  // 2^40 (2^20 - 1) ... : strip the low ones
    u64 m = (1ULL << 60) - 1 - (1ULL << 40);
    while (m % 2) m /= 2;
    CHECK(static_cast<u64>(v) == m / 2);
}

TEST_CASE("pattern: formula kind - Euclid's game (search of piles to 400): the least winning... the start lo(a) of each row's losing stretch is floor((a + 2) (sqrt 5 - 1)/2) + ... read as floor(n alpha), predictions to 399 against the search") {
    // Euclid's game on (x, y), x, y >= 1: subtract a positive multiple of the smaller from the larger, not
    // below 0; reaching 0 wins. lo(x) = the least y < x with (x, y) lost, for x = 2..400.
    const u64 n = 400;
    const std::vector<std::vector<char> > win = euclid_wins(n);
    Table lo;
    for (u64 x = 2; x <= n; ++x) {
        u64 y = 1;
        while (y < x && win[x][y]) ++y;
        lo.push_back(static_cast<i64>(y));
    }
    const nimkit::PatternReport r = nimkit::find_pattern(head(lo, 150), 2, nimkit::undeclared_bounds(), only(nimkit::PatternRule::formula));
    REQUIRE(!r.rules.empty());
    CHECK(r.rules[0].starts.kind == nimkit::SequenceRule::beatty);
    Table truth(2, 0);
    truth.insert(truth.end(), lo.begin(), lo.end());
    CHECK(check_past(r, truth, 400) == 249);
}

// ---- two numbers -----------------------------------------------------------------

namespace {

typedef std::vector<std::vector<i64> > Square;

Square pair_search(u64 n, const std::function<void(u64, u64, const Square&, Table&)>& options) {
    Square g(n + 1, Table(n + 1, 0));
    Table out;
    for (u64 a = 0; a <= n; ++a)
        for (u64 b = 0; b <= n; ++b) {
            out.clear();
            options(a, b, g, out);
            g[a][b] = mex_of(out);
        }
    return g;
}

nimkit::PairReport pairs_of(const Square& g, u64 n) {
    Table v;
    for (u64 a = 0; a < n; ++a)
        for (u64 b = 0; b < n; ++b) v.push_back(g[a][b]);
    return nimkit::find_pair_pattern(v, n, n);
}

}  // namespace

TEST_CASE("pattern: pairs - Wythoff (search, a, b <= 150, table 120 x 120): 0 exactly at (floor(k phi), floor(k phi) + k) for k to 10^17, brute force on the rest of the square, then two-heap Nim is a xor sum, then two heaps of take 1 or 2 a sum and periodic, then take 1 or 2 from either heap in all a line a + b") {
    const Square wy = pair_search(150, [](u64 a, u64 b, const Square& g, Table& out) {
        for (u64 x = 0; x < a; ++x) out.push_back(g[x][b]);
        for (u64 y = 0; y < b; ++y) out.push_back(g[a][y]);
        for (u64 d = 1; d <= std::min(a, b); ++d) out.push_back(g[a - d][b - d]);
    });
    const nimkit::PairReport w = pairs_of(wy, 120);
    for (u64 a = 0; a <= 150; ++a)
        for (u64 b = 0; b <= 150; ++b) {
            i64 v;
            if (nimkit::pair_value(w, a, b, v)) CHECK(v == wy[a][b]);
        }
    std::mt19937_64 rng(8);
    for (int i = 0; i < 2000; ++i) {
        const u64 k = rng() % 100000000000000000ULL;
        const u64 a = floor_k_phi(k);
        i64 v;
        REQUIRE(nimkit::pair_value(w, a, a + k, v));
        CHECK(v == 0);
        CHECK_FALSE(nimkit::pair_value(w, a, a + k + 1, v));  // not a P-position: its value is unknown
    }
    const Square nim = pair_search(40, [](u64 a, u64 b, const Square& g, Table& out) {
        for (u64 x = 0; x < a; ++x) out.push_back(g[x][b]);
        for (u64 y = 0; y < b; ++y) out.push_back(g[a][y]);
    });
    const nimkit::PairReport rn = pairs_of(nim, 30);
    REQUIRE(!rn.rules.empty());
    CHECK(rn.rules[0].kind == nimkit::PairRule::sum);
    i64 v;
    REQUIRE(nimkit::pair_value(rn, 123456789012345ULL, 987654321098765ULL, v));
    CHECK(static_cast<u64>(v) == (123456789012345ULL ^ 987654321098765ULL));
    const Square t12 = pair_search(60, [](u64 a, u64 b, const Square& g, Table& out) {
        for (u64 k = 1; k <= 2; ++k) {
            if (a >= k) out.push_back(g[a - k][b]);
            if (b >= k) out.push_back(g[a][b - k]);
        }
    });
    const nimkit::PairReport r12 = pairs_of(t12, 30);
    for (u64 a = 0; a <= 60; ++a)
        for (u64 b = 0; b <= 60; ++b) {
            REQUIRE(nimkit::pair_value(r12, a, b, v));
            CHECK(v == t12[a][b]);
        }
    // a heap of take 1 or 2 beside a heap of take 1, 2 or 3, the table from 3 (f(3, 3) = 0 xor 3): a xor sum
    const Square mixed = pair_search(60, [](u64 a, u64 b, const Square& g, Table& out) {
        for (u64 k = 1; k <= 3; ++k) {
            if (k <= 2 && a >= k) out.push_back(g[a - k][b]);
            if (b >= k) out.push_back(g[a][b - k]);
        }
    });
    Table from3;
    for (u64 a = 3; a < 33; ++a)
        for (u64 b = 3; b < 33; ++b) from3.push_back(mixed[a][b]);
    const nimkit::PairReport rm = nimkit::find_pair_pattern(from3, 30, 30, 3);
    REQUIRE(!rm.rules.empty());
    CHECK(rm.rules[0].kind == nimkit::PairRule::sum);
    for (u64 a = 3; a <= 60; ++a)
        for (u64 b = 3; b <= 60; ++b) {
            REQUIRE(nimkit::pair_value(rm, a, b, v));
            CHECK(v == mixed[a][b]);
        }
    const Square line = pair_search(60, [](u64 a, u64 b, const Square& g, Table& out) {  // 1 or 2 tokens from the heaps together
        for (u64 x = 0; x <= 2 && x <= a; ++x)
            for (u64 y = 0; y <= 2 && y <= b; ++y)
                if (x + y >= 1 && x + y <= 2) out.push_back(g[a - x][b - y]);
    });
    const nimkit::PairReport rl = pairs_of(line, 30);
    bool has_line = false;
    for (const nimkit::PairRule& r : rl.rules) has_line = has_line || (r.kind == nimkit::PairRule::line && r.op == 0);
    CHECK(has_line);
    for (u64 a = 0; a <= 60; ++a)
        for (u64 b = 0; b <= 60; ++b) {
            REQUIRE(nimkit::pair_value(rl, a, b, v));
            CHECK(v == line[a][b]);
        }
}

TEST_CASE("pattern: pairs - Euclid's game (search of piles 1..300, table of piles 1..100): each row's losing stretch an interval whose ends follow rules, every pair of piles to 300 predicted right") {
    const u64 n = 300;
    const std::vector<std::vector<char> > win = euclid_wins(n);
    Table v;
    for (u64 a = 1; a <= 100; ++a)
        for (u64 b = 1; b <= 100; ++b) v.push_back(win[a][b] ? 1 : 0);
    const nimkit::PairReport r = nimkit::find_pair_pattern(v, 100, 100, 1);
    bool intervals = false;
    for (const nimkit::PairRule& rule : r.rules) intervals = intervals || rule.kind == nimkit::PairRule::intervals;
    CHECK(intervals);
    std::size_t answered = 0;
    for (u64 a = 1; a <= n; ++a)
        for (u64 b = 1; b <= n; ++b) {
            i64 got;
            if (nimkit::pair_value(r, a, b, got)) {
                ++answered;
                CHECK(got == (win[a][b] ? 1 : 0));
            }
        }
    CHECK(answered == n * n);
}

TEST_CASE("pattern: pairs - intervals that run past the table's edge (written from the rules b < 2a and b < floor(a phi), 100 x 100, not symmetric): rows read up to the first cut one, every (a, b) below 2000 x 4000 predicted") {
    for (int which = 0; which < 2; ++which) {
        auto bound = [which](u64 a) {
            return which == 0 ? 2 * a : floor_k_phi(a);
        };
        Table v;
        for (u64 a = 0; a < 100; ++a)
            for (u64 b = 0; b < 100; ++b) v.push_back(b < bound(a) ? 0 : 1);
        const nimkit::PairReport r = nimkit::find_pair_pattern(v, 100, 100);
        REQUIRE(!r.rules.empty());
        CHECK(r.rules[0].kind == nimkit::PairRule::intervals);
        for (u64 a = 0; a < 2000; a += 7)
            for (u64 b = 0; b < 4000; b += 3) {
                i64 got;
                REQUIRE(nimkit::pair_value(r, a, b, got));
                CHECK(got == (b < bound(a) ? 0 : 1));
            }
    }
}

// ---- families ----------------------------------------------------------------------

TEST_CASE("pattern: family - subtraction {1, 2, k}, {1, k} and {1..k} for k = 3..22 (tables 0..240 from the moves): f_K(N) for K = 3..60 and N to 600 against brute force, and for N to 10^18 through the brute force's own certified period") {
    const std::vector<std::function<std::vector<u64>(u64)> > sets = {
        [](u64 k) { return std::vector<u64>{1, 2, k}; }, [](u64 k) { return std::vector<u64>{1, k}; },
        [](u64 k) {
            std::vector<u64> s;
            for (u64 x = 1; x <= k; ++x) s.push_back(x);
            return s;
        }};
    for (const auto& set : sets) {
        std::vector<i64> keys;
        std::vector<Table> tables;
        for (u64 k = 3; k <= 22; ++k) keys.push_back(static_cast<i64>(k)), tables.push_back(heap_table(subtract(set(k)), 240));
        const nimkit::FamilyReport r = nimkit::find_family_pattern(keys, tables);
        REQUIRE(r.found);
        std::mt19937_64 rng(9);
        for (u64 k = 3; k <= 60; ++k) {
            const Table g = heap_table(subtract(set(k)), 600);
            for (u64 n = 0; n <= 600; n += 7) {
                i64 v;
                REQUIRE(nimkit::family_value(r, static_cast<i64>(k), n, v));
                CHECK(v == g[n]);
            }
            // far: the period the table proves (a window of k values after the start) carries it
            const nimkit::Period p = nimkit::certify_period(g, k, false);
            REQUIRE(p.found);
            for (int i = 0; i < 20; ++i) {
                const u64 n = rng() % 1000000000000000000ULL;
                i64 v;
                REQUIRE(nimkit::family_value(r, static_cast<i64>(k), n, v));
                CHECK(v == g[p.start + (n - p.start) % p.period]);
            }
        }
    }
}

// ---- fooling tables ------------------------------------------------------------------

TEST_CASE("pattern: fooling - take 1 or 2, and 3 from heaps of 1000 on: tables 0..1999 and 0..1499 (the rule broken past the middle) answer unknown or right on 2000..6000") {
    const Table g = heap_table([](u64 h, const Table& t, Table& out) {
        for (u64 k = 1; k <= 3 && k <= h; ++k)
            if (k < 3 || h >= 1000) out.push_back(t[h - k]);
    }, 6000);
    for (std::size_t size : {1500u, 2000u}) {
        const nimkit::PatternReport r = nimkit::find_pattern(head(g, size));
        check_past(r, g, 6000);
        CHECK_FALSE(has_kind(r, nimkit::PatternRule::periodic));
    }
}

TEST_CASE("pattern: fooling - two trusted rules that agree on f(0..299) and part later (subtract {1, 2}: period 3, then subtract {1, 2, 300}: period 301) answer unknown wherever they part, the common value elsewhere") {
    const Table a = heap_table(subtract({1, 2}), 2400), b = heap_table(subtract({1, 2, 300}), 2400);
    const nimkit::PatternReport ra = nimkit::find_pattern(head(a, 900)), rb = nimkit::find_pattern(head(b, 2000));
    REQUIRE(has_kind(ra, nimkit::PatternRule::periodic));
    REQUIRE(has_kind(rb, nimkit::PatternRule::periodic));
    nimkit::PatternReport both = nimkit::find_pattern(head(a, 300));
    both.rules.clear();
    both.rules.push_back(ra.rules[0]);
    both.rules.push_back(rb.rules[0]);
    for (std::size_t i = 0; i < 300; ++i) REQUIRE(a[i] == b[i]);
    std::size_t parted = 0;
    for (u64 n = 300; n <= 2400; ++n) {
        i64 v;
        const bool said = nimkit::pattern_value(both, n, v);
        if (a[n] != b[n]) {
            ++parted;
            CHECK_FALSE(said);
        } else {
            CHECK(said);
            CHECK(v == a[n]);
        }
    }
    CHECK(parted > 500);
}

TEST_CASE("pattern: fooling - random tables (20 seeds: values 0..1, 0..3, 0..20, 300 to 3000 of them) and Grundy's game 0..1500 from its moves: no trusted rule, every answer past the table unknown") {
    std::mt19937 rng(10);
    for (int seed = 0; seed < 20; ++seed) {
        const std::size_t size = 300 + rng() % 2700;
        const i64 top = seed % 3 == 0 ? 1 : seed % 3 == 1 ? 3 : 20;
        Table t;
        for (std::size_t i = 0; i < size; ++i) t.push_back(static_cast<i64>(rng() % static_cast<unsigned>(top + 1)));
        const nimkit::PatternReport r = nimkit::find_pattern(t);
        CHECK_MESSAGE(r.rules.empty(), texts(r));
    }
    const Table g = heap_table(grundys_game, 1500);
    const nimkit::PatternReport r = nimkit::find_pattern(g);
    CHECK_MESSAGE(r.rules.empty(), texts(r));
    for (u64 n = 1501; n <= 3000; ++n) {
        i64 v;
        CHECK_FALSE(nimkit::pattern_value(r, n, v));
    }
}

TEST_CASE("pattern: fooling - a constant tail after runs that grow (255E, x^2 <= n <= x^4, table 0..50000: 3 from 6724 on, 1 from 50625) is not trusted - the window of the game's own moves answers 60000 right -, then Kayles 0..100 and subtract {30, 31} 0..299 (period 61 seen three times only in three quarters) are too short to trust") {
    // 255E: the heap n becomes x with x^2 <= n <= x^4 (x < n); values stay below 5: counted with prefix sums
    Table g;
    std::vector<Table> count(5, Table(1, 0));
    for (u64 n = 0; n <= 60000; ++n) {
        u64 lo = 0;
        while (lo * lo * lo * lo < n) ++lo;
        u64 hi = nimkit::number_detail::isqrt(n);
        if (hi >= n) hi = n - 1;
        Table seen;
        for (i64 v = 0; v < 5; ++v)
            if (n > 0 && lo <= hi && count[static_cast<std::size_t>(v)][hi + 1] - count[static_cast<std::size_t>(v)][lo] > 0) seen.push_back(v);
        g.push_back(mex_of(seen));
        for (i64 v = 0; v < 5; ++v) count[static_cast<std::size_t>(v)].push_back(count[static_cast<std::size_t>(v)].back() + (g.back() == v));
    }
    const nimkit::PatternReport r = nimkit::find_pattern(head(g, 50001));
    for (const nimkit::PatternRule& x : r.rules) CHECK_MESSAGE(x.kind == nimkit::PatternRule::window, texts(r));
    i64 v;
    CHECK(g[60000] == 1);
    CHECK((nimkit::pattern_value(r, 60000, v) && v == 1));
    const Table k = heap_table(kayles, 100);
    CHECK(nimkit::find_pattern(k).rules.empty());
    const Table s = heap_table(subtract({30, 31}), 300);
    const nimkit::PatternReport rs = nimkit::find_pattern(s);
    CHECK_MESSAGE(rs.rules.empty(), texts(rs));
    CHECK(nimkit::find_pattern(heap_table(subtract({30, 31}), 400)).rules.size() >= 1);  // 3 periods in the first half
}

// Every prefix f(0..P-1), P = 12..399 (under the sanitizers every 5th), then every step-th to
// the size of t: how many answers past the prefix (to the end of t) are wrong.
static std::size_t wrong_on_prefixes(const Table& t, std::size_t step) {
    std::size_t wrong = 0;
    for (std::size_t p = 12; p < t.size(); p += p < 400 ? (nimkit_test::kSanitized ? 5 : 1) : step) {
        const nimkit::PatternReport r = nimkit::find_pattern(head(t, p));
        for (u64 n = p; n < t.size(); ++n) {
            i64 v;
            if (nimkit::pattern_value(r, n, v) && v != t[n]) ++wrong;
        }
    }
    return wrong;
}

// HDU 4764: from 0 each player writes a number 1..k above the last; who writes N
// or more loses. 1 when the first player wins, by search.
static i64 write_up_to_wins(u64 k, u64 big_n) {
    std::vector<char> win(big_n, 0);  // win[x]: the mover facing the last number x < N wins
    for (u64 x = big_n; x-- > 0;)
        for (u64 y = x + 1; y <= x + k && y < big_n; ++y) win[x] = win[x] || !win[y];
    return win[0];
}

TEST_CASE("pattern: evidence grows with the claim - every prefix of Grundy's game win/lose (search, 0..399) and of 255E by its moves (0..7999, prefixes every 97 past 400, under the sanitizers every 5th prefix to 400 and every 487th past): no answer past the prefix wrong - HDU 4764 (search, k, N <= 30) answers f_29(31) = 0 and every f_k(N), k, N <= 60, right or unknown") {
    Table w = heap_table(grundys_game, 399);
    for (std::size_t i = 0; i < w.size(); ++i) w[i] = w[i] != 0;
    CHECK(w[270] == 0);
    CHECK(wrong_on_prefixes(w, 1) == 0);
    const Table e = heap_table([](u64 h, const Table& g, Table& out) {  // 255E: x with x^2 <= h <= x^4, x < h
        u64 lo = 0;
        while (lo * lo * lo * lo < h) ++lo;
        for (u64 x = lo; x * x <= h && x < h; ++x) out.push_back(g[x]);
    }, 7999);
    CHECK(e[6724] == 3);
    CHECK(wrong_on_prefixes(e, nimkit_test::kSanitized ? 487 : 97) == 0);
    std::vector<i64> keys;
    std::vector<Table> tables;
    for (u64 k = 1; k <= 30; ++k) {
        keys.push_back(static_cast<i64>(k));
        tables.push_back(Table());
        for (u64 n = 1; n <= 30; ++n) tables.back().push_back(write_up_to_wins(k, n));
    }
    const nimkit::FamilyReport r = nimkit::find_family_pattern(keys, tables, 1);
    i64 v;
    CHECK(write_up_to_wins(29, 31) == 0);
    CHECK((nimkit::family_value(r, 29, 31, v) && v == 0));
    std::size_t right = 0;
    for (u64 k = 1; k <= 60; ++k)
        for (u64 n = 1; n <= 60; ++n)
            if (nimkit::family_value(r, static_cast<i64>(k), n, v)) {
                CHECK(v == write_up_to_wins(k, n));
                ++right;
            }
    CHECK(right == 3600);
}

TEST_CASE("pattern: small and edge tables - empty, 11 values, a constant, a value past 2^62 in a rule: no crash, no answer past 2^63") {
    CHECK(nimkit::find_pattern(Table()).rules.empty());
    CHECK(nimkit::find_pattern(Table(11, 5)).rules.empty());
    const nimkit::PatternReport c = nimkit::find_pattern(Table(100, 7), 5);
    i64 v;
    REQUIRE(nimkit::pattern_value(c, 1000000000000000000ULL, v));
    CHECK(v == 7);
    CHECK_FALSE(nimkit::pattern_value(c, 4, v));  // before the table: unknown
    Table big;
    for (i64 n = 0; n < 200; ++n) big.push_back(n * 100000000000000LL);  // f(n) = 10^14 n
    const nimkit::PatternReport r = nimkit::find_pattern(big);
    REQUIRE(nimkit::pattern_value(r, 1000, v));
    CHECK(v == 100000000000000000LL);
    CHECK_FALSE(nimkit::pattern_value(r, 1000000000000000000ULL, v));  // 10^32: past 2^63, no value
}

namespace {

// Tables of games from their moves for the model's tests: one of each kind the finder reads.
std::vector<Table> model_games(u64 n) {
    std::vector<Table> t;
    t.push_back(heap_table(subtract({1, 3, 4}), n));          // periodic
    t.push_back(heap_table(lasker, n));                       // periodic with a saltus
    t.push_back(heap_table(to_proper_divisor, n));            // function: Omega(n)
    t.push_back(heap_table(take_divisor_not_one, n));         // set: n odd or 2^j with j odd
    t.push_back(heap_table(divide_floor, n));                 // runs
    t.push_back(heap_table(take_at_most_half, n));            // binary by index
    t.push_back(memory_game(n, 0, [](u64 m) { return 2 * m; }));  // positions: Fibonacci numbers
    return t;
}

// The text key the trust rule compared before rules were data: the text and what it shortens.
std::string printed_key(const nimkit::PatternRule& r) {
    std::string k = r.text;
    for (std::size_t i = 0; i < r.map.pairs.size(); ++i) k += " " + std::to_string(r.map.pairs[i].first) + ">" + std::to_string(r.map.pairs[i].second);
    for (std::size_t m = 0; m < r.maps.size(); ++m) {
        k += "|";
        for (std::size_t i = 0; i < r.maps[m].pairs.size(); ++i)
            k += " " + std::to_string(r.maps[m].pairs[i].first) + ">" + std::to_string(r.maps[m].pairs[i].second);
    }
    for (const nimkit::SequenceRule* s : {&r.starts, &r.values, &r.extend}) {
        k += "|";
        for (std::size_t i = 0; i < s->head.size(); ++i) k += " " + std::to_string(s->head[i]);
    }
    return k;
}

}  // namespace

TEST_CASE("pattern rule model: status, predict and same_rule - 7 games from their moves (subtract 1, 3, 4, Lasker's Nim, Omega, a divisor set, floor(n/k), at most half, Fibonacci Nim), tables 0..299: predict is brute force on 300..899, same_rule blind to text and range, not to one parameter changed") {
    const std::vector<Table> games = model_games(899);
    for (std::size_t gi = 0; gi < games.size(); ++gi) {
        const Table& g = games[gi];
        const nimkit::PatternReport r = nimkit::find_pattern(head(g, 300));
        REQUIRE(!r.rules.empty());
        for (const nimkit::PatternRule& x : r.rules) {
            CHECK(x.status() == nimkit::rule_observed);
            for (u64 n = 300; n < 900; ++n) {
                const nimkit::PatternPrediction p = x.predict(r, n), q = nimkit::rule_prediction(x, r, n);
                CHECK((p.kind == q.kind && p.v == q.v));
                if (p.kind == nimkit::PatternPrediction::value) CHECK(p.v == g[n]);
                if (p.kind == nimkit::PatternPrediction::not_value) CHECK(p.v != g[n]);
                if (x.kind != nimkit::PatternRule::binary) {
                    const nimkit::PatternPrediction alone = x.predict(n);
                    CHECK((alone.kind == p.kind && alone.v == p.v));
                }
            }
            nimkit::PatternRule same = x;
            same.text = "another text", same.last += 7, same.cost += 1, same.trusted = false, same.why = "a reason";
            CHECK(nimkit::same_rule(x, same));
            CHECK(same.status() == nimkit::rule_fits);
            std::vector<nimkit::PatternRule> changed(5, x);
            changed[0].from += 1;
            changed[1].shift += 1;
            changed[2].slope += 1;
            changed[3].kind = x.kind == nimkit::PatternRule::periodic ? nimkit::PatternRule::formula : nimkit::PatternRule::periodic;
            switch (x.kind) {  // one parameter of the kind
            case nimkit::PatternRule::periodic: changed[4].block[0] += 1; break;
            case nimkit::PatternRule::function: changed[4].feature += 1; break;
            case nimkit::PatternRule::set: changed[4].atom1 += 1; break;
            case nimkit::PatternRule::positions: changed[4].starts.from += 1; break;
            case nimkit::PatternRule::runs: changed[4].step += 1; break;
            case nimkit::PatternRule::binary: changed[4].maps[0].add += 1; break;
            case nimkit::PatternRule::formula: changed[4].starts.head.push_back(0); break;
            case nimkit::PatternRule::window: changed[4].window_rule.lo += 1; break;
            }
            for (const nimkit::PatternRule& c : changed) CHECK(!nimkit::same_rule(x, c));
        }
        for (const nimkit::PatternRule& x : r.untrusted) CHECK(x.status() == nimkit::rule_fits);
    }
    // the period theorem's rule is certified
    const nimkit::PatternReport proved = nimkit::find_pattern(head(games[0], 300), 0, nimkit::declared_bounds(4, 1, nimkit::grundy_from_heap_0));
    REQUIRE(!proved.rules.empty());
    CHECK(proved.rules[0].status() == nimkit::rule_certified);
}

TEST_CASE("pattern rule model: same_rule agrees with the printed text (and the maps and heads it shortens) on every two rules of the prefixes 24, 36, .., 300 of the 7 games' tables") {
    const std::vector<Table> games = model_games(299);
    std::size_t same = 0, pairs = 0;
    for (const Table& g : games) {
        std::vector<nimkit::PatternRule> all;
        for (std::size_t len = 24; len <= 300; len += 12) {
            const nimkit::PatternReport r = nimkit::find_pattern(head(g, len));
            all.insert(all.end(), r.rules.begin(), r.rules.end());
            all.insert(all.end(), r.untrusted.begin(), r.untrusted.end());
        }
        for (std::size_t i = 0; i < all.size(); ++i)
            for (std::size_t j = i; j < all.size(); ++j) {
                const bool data = nimkit::same_rule(all[i], all[j]), text = printed_key(all[i]) == printed_key(all[j]);
                CHECK(data == text);
                same += data;
                ++pairs;
            }
    }
    CHECK(same > 1000);  // rules the prefixes share: the comparison is exercised
    MESSAGE(same << " of " << pairs << " pairs the same rule");
}
