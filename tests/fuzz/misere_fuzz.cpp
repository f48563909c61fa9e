// libFuzzer harness for the misère quotient's construction (nimkit/misere.hpp)
// on games the fuzzer writes: the first byte picks n (1..6 heaps), then each
// heap h = 1..n takes a byte for how many options it has (0..3) and a byte per
// option, read as a multiset of at most two heaps of fewer than h tokens in
// all (0 = no heap), so that every move removes a token. misere_quotient
// builds the quotient of heaps 1..n (limits: 12 elements, 2 s, 20000
// positions, 64 MB).
// Invariants, on the heaps it proved: every sum of up to 3 heaps (at most 12
// tokens) is a P-position of the quotient iff a misère search of the sum
// itself (the moves, and the rule that whoever cannot move wins) says so; a
// winning move, when misere_winning_move gives one, leads to a P-position of
// the search; misere_check accepts the quotient again. No sanitizer report, no
// failed assertion.
// Bound: options that keep every token (2 -> 1 + 1) let three heaps of 8 reach
// Fibonacci-many positions, and the search took over 20 s; with a token
// removed by every move the search has at most the partitions of 12. The
// quotient's order: a presentation tries monoids of up to 64 times the limit
// before reduction, and a game whose quotient passes it recalibrates trial
// after trial at that size; with 64 elements (trials of 4096) an input cost up
// to 290 ms of CPU under ASan + UBSan and the harness ran 86 inputs a CPU
// second; measured on a corpus the fuzzer grew in 40 s, 16 elements still cost
// up to 115 ms, 12 elements at most 6 ms (mean 0.8 ms). So the quotient stops
// at 12 elements, and the heaps it proved before that are checked. With that,
// a campaign still ran 757 inputs a CPU second (1.3 ms an input, half of it
// ASan's allocator and page faults), the most in games of 8 heaps: the same
// corpus with its games cut to 6 heaps cost 0.58 ms an input, to 7 0.73, at 8
// 0.99. So a game has at most 6 heaps. Larger games and quotients:
// tests/test_misere.cpp and grundy's harness (--misere with octal codes,
// problems/grundy/fuzz-args).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <vector>

#include "nimkit/misere.hpp"
#include "nimkit/misere_check.hpp"

typedef nimkit::MiserePosition Position;

// True iff the player to move loses the sum `g` (sorted) in misère play.
static bool search_p(const nimkit::MisereOptions& options, const Position& g, std::map<Position, bool>& memo) {
    std::map<Position, bool>::const_iterator it = memo.find(g);
    if (it != memo.end()) return it->second;
    bool moved = false, to_p = false;
    for (std::size_t i = 0; i < g.size() && !to_p; ++i) {
        if (i > 0 && g[i] == g[i - 1]) continue;
        for (std::size_t j = 0; j < options[g[i]].size() && !to_p; ++j) {
            Position next(g);
            next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
            next.insert(next.end(), options[g[i]][j].begin(), options[g[i]][j].end());
            std::sort(next.begin(), next.end());
            moved = true;
            to_p = search_p(options, next, memo);
        }
    }
    const bool p = moved && !to_p;  // no move at all: the player to move has won
    memo[g] = p;
    return p;
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t n = 1 + data[0] % 6;  // 6 heaps: see Bound
    std::size_t at = 1;
    nimkit::MisereOptions options(n + 1);
    for (std::size_t h = 1; h <= n; ++h) {
        const unsigned count = at < size ? data[at++] % 4 : 1;
        for (unsigned k = 0; k < count; ++k) {
            const unsigned b = at < size ? data[at++] : 0;
            Position o;
            const std::size_t a = (b & 15) % h, c = (b >> 4) % (h - a);  // 0: no heap; a + c < h
            if (a) o.push_back(static_cast<std::uint32_t>(a));
            if (c) o.push_back(static_cast<std::uint32_t>(c));
            std::sort(o.begin(), o.end());
            if (std::find(options[h].begin(), options[h].end(), o) == options[h].end()) options[h].push_back(o);
        }
    }
    nimkit::MisereLimits limits = {12, 2.0, 20000, std::size_t(64) << 20};  // 12 elements: see Bound
    const nimkit::MisereQuotient q = nimkit::misere_quotient(options, n, limits);
    if (q.heaps > n) std::abort();
    const nimkit::MisereGame game = nimkit::misere_options_game(options);
    std::map<Position, bool> memo;
    std::vector<std::uint64_t> left;
    for (std::size_t a = 1; a <= q.heaps; ++a)
        for (std::size_t b = 0; b <= a; ++b)
            for (std::size_t c = 0; c <= b && a + b + c <= 12; ++c) {
                Position g(1, static_cast<std::uint32_t>(a));
                if (b) g.push_back(static_cast<std::uint32_t>(b));
                if (c) g.push_back(static_cast<std::uint32_t>(c));
                std::sort(g.begin(), g.end());
                const bool p = search_p(options, g, memo);
                if (q.p_position(g) != p) {
                    std::fprintf(stderr, "heaps %zu %zu %zu: quotient says %s\n", a, b, c, p ? "N" : "P");
                    std::abort();
                }
                std::vector<std::uint64_t> pos(g.begin(), g.end());
                std::size_t which;
                if (nimkit::misere_winning_move(q, game, pos, which, left)) {
                    Position after;
                    for (std::size_t i = 0; i < pos.size(); ++i)
                        if (i != which) after.push_back(static_cast<std::uint32_t>(pos[i]));
                    for (std::size_t i = 0; i < left.size(); ++i) after.push_back(static_cast<std::uint32_t>(left[i]));
                    std::sort(after.begin(), after.end());
                    if (p || !search_p(options, after, memo)) std::abort();
                }
            }
    if (q.heaps > 0) {
        const nimkit::MisereCheck check = nimkit::misere_check(nimkit::misere_candidate(q, options), q.heaps, 20000);
        if (!check.exhausted && !check.right) std::abort();
    }
    return 0;
}
