// Take-and-break codes in CGSuite's notation: the parser, tables against the
// heap multisets a move leaves (enumerated here from the rules in words), the
// period theorem for splits into J heaps, and moves.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "nimkit/octal.hpp"
#include "nimkit/heap_game_code.hpp"
#include "nimkit/take_break_code.hpp"
#include "nimkit/take_break_table.hpp"

namespace {

typedef std::vector<std::size_t> Heaps;

// Every multiset of `count` parts >= 1 (listed non-decreasing) with sum `total`.
void multisets(std::size_t total, std::size_t count, std::size_t least, Heaps& now, std::vector<Heaps>& out) {
    if (count == 0) {
        if (total == 0) out.push_back(now);
        return;
    }
    for (std::size_t a = least; a * count <= total; ++a) {
        now.push_back(a);
        multisets(total - a, count - 1, a, now, out);
        now.pop_back();
    }
}

// The rules in words: removing k tokens from a heap of n may leave j heaps when
// the code's digit k lists j (a listed count, or any count past the last one of
// a {..+} or *), under its rule: pairwise different sizes (!), not all the same
// size (?), all the same (=). No move leaves a heap as it was.
std::vector<Heaps> options(const nimkit::TakeBreakCode& code, std::size_t n) {
    std::vector<Heaps> out;
    for (std::size_t k = 0; k <= n; ++k) {
        if (!code.tail && k >= code.digit.size()) break;
        const nimkit::TakeBreakDigit& d = code.at(k);
        for (std::size_t j = 0; j <= n - k; ++j) {
            const unsigned char rule = d.at(j);
            if (rule == nimkit::TakeBreakDigit::never || (k == 0 && j <= 1)) continue;
            std::vector<Heaps> split;
            Heaps now;
            multisets(n - k, j, 1, now, split);
            for (const Heaps& h : split) {
                std::set<std::size_t> sizes(h.begin(), h.end());
                if (j >= 2 && rule == nimkit::TakeBreakDigit::unequal && sizes.size() != j) continue;
                if (j >= 2 && rule == nimkit::TakeBreakDigit::not_all_equal && sizes.size() == 1) continue;
                if (j >= 2 && rule == nimkit::TakeBreakDigit::all_equal && sizes.size() != 1) continue;
                out.push_back(h);
            }
        }
    }
    return out;
}

// g(0..n) by the definition: the mex over the options, a multiset of heaps worth
// the xor of their values (Sprague-Grundy).
std::vector<unsigned> by_definition(const nimkit::TakeBreakCode& code, std::size_t n) {
    std::vector<unsigned> g(n + 1, 0);
    for (std::size_t m = 1; m <= n; ++m) {
        std::set<unsigned> seen;
        for (const Heaps& h : options(code, m)) {
            unsigned x = 0;
            for (std::size_t part : h) x ^= g[part];
            seen.insert(x);
        }
        while (seen.count(g[m])) ++g[m];
    }
    return g;
}

nimkit::TakeBreakCode code_of(const std::string& text) {
    nimkit::TakeBreakCode c;
    std::string why;
    INFO(text);
    REQUIRE(nimkit::parse_take_break(text, c, why));
    return c;
}

std::string random_code(std::mt19937& rng) {
    const char* digit[] = {"0", "1", "2", "3", "4", "7", "8", "9", "B", "C", "F", "G", "V", "&24;",
                           "{3}", "{2,3}", "{3+}", "{2+}", "*", "4!", "F?", "C=", "{2!,3}", "8!", "{1,3=}"};
    const std::size_t kinds = sizeof digit / sizeof digit[0];
    std::string code = rng() % 3 ? "0." : std::string(rng() % 2 ? "4" : "8") + (rng() % 2 ? "" : "!") + ".";
    const std::size_t len = 1 + rng() % 3;
    for (std::size_t i = 0; i < len; ++i) code += digit[rng() % kinds];
    if (rng() % 6 == 0) code += std::string("[") + digit[rng() % 8] + "]";
    return code;
}

}  // namespace

TEST_CASE("parse_take_break: CGSuite's digits, constraints, braces, stars and repeating tails") {
    nimkit::TakeBreakCode c = code_of("0.77");
    CHECK(c.digit.size() == 3);
    CHECK(c.reach() == 2);
    CHECK(c.max_heaps() == 2);
    nimkit::TakeBreak octal;
    REQUIRE(nimkit::as_octal(c, octal));
    CHECK(octal.digit == std::vector<unsigned>{0, 7, 7});
    CHECK(nimkit::as_octal(code_of(".77"), octal));
    REQUIRE(nimkit::as_octal(code_of("4!.0"), octal));  // Grundy's game
    CHECK(octal.digit == std::vector<unsigned>{4});
    CHECK(octal.unequal);
    CHECK(nimkit::as_octal(code_of("4?."), octal));
    CHECK(octal.unequal);  // two heaps not all equal = unequal
    CHECK_FALSE(nimkit::as_octal(code_of("0.F"), octal));   // three heaps
    CHECK_FALSE(nimkit::as_octal(code_of("0.[3]"), octal));  // Nim: no last digit
    c = code_of("0.[3]");
    CHECK(c.tail == 1);
    CHECK(c.reach() == nimkit::kUnbounded);
    c = code_of("0.{2,3}");
    CHECK(c.max_heaps() == 3);
    CHECK(c.digit[1].at(1) == nimkit::TakeBreakDigit::never);
    c = code_of("{2+}.0");
    CHECK(c.max_heaps() == nimkit::kUnbounded);
    CHECK(c.digit[0].at(9) == nimkit::TakeBreakDigit::any);
    c = code_of("0.8!");
    CHECK(c.digit[1].at(3) == nimkit::TakeBreakDigit::unequal);
    CHECK(code_of("0.Z").digit[1].at(5) != nimkit::TakeBreakDigit::never);  // Z = 35 = 1 + 2 + 32
    CHECK(code_of("0.&64;").digit[1].at(6) == nimkit::TakeBreakDigit::any);
    const char* bad[][2] = {{"", "1"}, {"77", "2"}, {"0..7", "3"}, {"12.3", "2"}, {"2.7", "1"}, {"0.[]", "4"},
                            {"0.[3", "5"}, {"0.3]", "4"}, {"0.{2", "3"}, {"0.{x}", "4"}, {"0.7#", "4"},
                            {"0.", "1"}, {"0.7!!", "5"}, {"0.[3]7", "5"}, {"[3].0", "1"}, {"0.{99}", "4"},
                            {"4!.0x", "5"}, {"0.z", "3"}};
    for (auto& b : bad) {
        nimkit::TakeBreakCode x;
        std::string why;
        INFO(std::string(b[0]));
        CHECK_FALSE(nimkit::parse_take_break(b[0], x, why));
        CHECK(why.find(std::string("(at character ") + b[1] + ")") != std::string::npos);
    }
}

TEST_CASE("take_break_code_table equals the mex over the heap multisets each move leaves, enumerated from the rules "
          "in words, every heap <= 24, 400 random codes with hexadecimal and larger digits, constraints, braces, "
          "stars and repeating tails") {
    std::mt19937 rng(2026);
    for (int t = 0; t < 400; ++t) {
        const std::string text = random_code(rng);
        nimkit::TakeBreakCode c;
        std::string why;
        if (!nimkit::parse_take_break(text, c, why)) continue;
        INFO(text);
        CHECK(nimkit::take_break_code_table(c, 24) == by_definition(c, 24));
    }
    // The named examples, further.
    for (const char* text : {"0.[3]", "0.[37]", "0.F", "0.8", "4!.0", "8!.", "8?.", "0.{2,3}", "0.{1,3=}", "0.*"}) {
        INFO(text);
        const nimkit::TakeBreakCode c = code_of(text);
        CHECK(nimkit::take_break_code_table(c, 34) == by_definition(c, 34));
    }
    std::vector<unsigned> nim = nimkit::take_break_code_table(code_of("0.[3]"), 100);
    for (unsigned n = 0; n <= 100; ++n) CHECK(nim[n] == n);
}

TEST_CASE("take_break_code_table equals octal.hpp's take_break_table on 200 random octal codes, every heap <= 300") {
    std::mt19937 rng(7);
    for (int t = 0; t < 200; ++t) {
        std::string text = rng() % 4 ? "0." : "4.";
        for (std::size_t i = 0, len = 1 + rng() % 4; i < len; ++i) text += static_cast<char>('0' + rng() % 8);
        nimkit::TakeBreakCode c;
        nimkit::TakeBreak o;
        std::string why;
        if (!nimkit::parse_take_break(text, c, why)) continue;
        REQUIRE(nimkit::as_octal(c, o));
        INFO(text);
        CHECK(nimkit::take_break_code_table(c, 300) == nimkit::take_break_table(o, 300));
    }
}

TEST_CASE("The period theorem for splits into J <= 3 heaps: every period certify_period_heaps proves for 300 random "
          "unconstrained hexadecimal codes holds on a table five times as long, and the table one heap shorter does "
          "not prove it") {
    std::mt19937 rng(11);
    int certified = 0;
    for (int t = 0; t < 300; ++t) {
        std::string text = "0.";
        for (std::size_t i = 0, len = 1 + rng() % 3; i < len; ++i) text += "0123456789ABCDEF"[rng() % 16];
        nimkit::TakeBreakCode c;
        std::string why;
        if (!nimkit::parse_take_break(text, c, why)) continue;
        INFO(text);
        const std::vector<unsigned> g = nimkit::take_break_code_table(c, 400);
        const std::size_t J = c.max_heaps();
        const nimkit::Period p = nimkit::certify_period_heaps(g, c.reach(), J);
        if (!p.found) continue;
        ++certified;
        const std::vector<unsigned> longer = nimkit::take_break_code_table(c, 5 * (p.certified + 1));
        for (std::size_t n = p.start; n + p.period < longer.size(); ++n) REQUIRE(longer[n + p.period] == longer[n]);
        const std::vector<unsigned> shorter(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(p.certified));
        const nimkit::Period q = nimkit::certify_period_heaps(shorter, c.reach(), J);
        CHECK_FALSE((q.found && q.period == p.period && q.start == p.start));
    }
    MESSAGE(certified << " codes certified");
    CHECK(certified > 50);
}

// Also through code_heap_game (nimkit/heap_game_code.hpp): GrundySequence's values and move_to.
TEST_CASE("take_break_code_move and code_heap_game's GrundySequence: every heap <= 24 of 100 random codes has a move "
          "to every value below its own, leaving a multiset the rules in words allow, and the sequence's values are "
          "the table's") {
    std::mt19937 rng(5);
    for (int t = 0; t < 100; ++t) {
        const std::string text = random_code(rng);
        nimkit::TakeBreakCode c;
        std::string why;
        if (!nimkit::parse_take_break(text, c, why)) continue;
        INFO(text);
        const std::vector<unsigned> g = nimkit::take_break_code_table(c, 24);
        auto value = [&g](std::uint64_t h) { return g[static_cast<std::size_t>(h)]; };
        nimkit::GrundySequence seq(nimkit::code_heap_game(c));
        seq.compute(25);
        for (std::size_t n = 1; n <= 24; ++n) {
            REQUIRE(seq.value(n) == g[n]);
            const std::vector<Heaps> legal = options(c, n);
            for (unsigned target = 0; target < g[n]; ++target) {
                std::vector<std::uint64_t> parts;
                REQUIRE(nimkit::take_break_code_move(c, value, n, target, n + 1, parts));
                const nimkit::HeapMove m = seq.move_to(n, target);
                std::vector<std::uint64_t> played(m.more);
                if (m.left) played.push_back(m.left);
                if (m.right) played.push_back(m.right);
                for (const std::vector<std::uint64_t>& move : {parts, played}) {
                    Heaps h(move.begin(), move.end());
                    std::sort(h.begin(), h.end());
                    unsigned x = 0;
                    for (std::size_t part : h) x ^= g[part];
                    CHECK(x == target);
                    CHECK(std::find(legal.begin(), legal.end(), h) != legal.end());
                }
            }
        }
    }
}

TEST_CASE("The period theorem's window starts at heap 1: for 0.338 (splits into three heaps) g(0..9) agrees with "
          "period 3 from heap 0 over the window counted from heap 0 (n0 + p + t), which g(0..700) refutes, and "
          "certify_period_heaps with J = 2 and J = 3 certifies nothing false on any prefix of 3..300 heaps") {
    const nimkit::TakeBreakCode c = code_of("0.338");
    REQUIRE(c.max_heaps() == 3);
    REQUIRE(c.reach() == 3);
    const std::vector<unsigned> g = nimkit::take_break_code_table(c, 700);
    auto holds = [&g](const nimkit::Period& p) {
        for (std::size_t m = p.start; m + p.period < g.size(); ++m)
            if (g[m + p.period] != g[m]) return false;
        return true;
    };
    for (std::size_t m = 0; m < 0 + 3 + 3; ++m) CHECK(g[m + 3] == g[m]);  // what a window from heap 0 would accept
    const nimkit::Period from_zero = {true, 0, 3, 9};
    CHECK_FALSE(holds(from_zero));
    for (std::size_t n = 3; n <= 300; ++n)
        for (std::size_t j = 2; j <= 3; ++j) {
            const nimkit::Period p = nimkit::certify_period_heaps(std::vector<unsigned>(g.begin(), g.begin() + n), c.reach(), j);
            INFO(n, " heaps, J = ", j);
            if (p.found) CHECK(holds(p));
        }
}

TEST_CASE("code_heap_game: a code without its engine attached is refused by GrundySequence") {
    nimkit::HeapGame bare;
    bare.kind = nimkit::HeapGame::code;
    std::string why;
    REQUIRE(nimkit::parse_take_break("0.8", bare.general, why));
    CHECK_THROWS_AS(nimkit::GrundySequence{bare}, std::logic_error);
    nimkit::attach_code_engine(bare);
    nimkit::GrundySequence seq(bare);
    seq.compute(10);
    CHECK(seq.value(9) == 2);
}
