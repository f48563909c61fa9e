// nimkit/internal_root_rule.hpp - the rule finder's detector of
// f(n) = block[R(n) mod p] with R(n) = floor(sqrt(c * floor(n^2 / b)))
// (nimkit/internal_root_feature.hpp: b = 1 gives floor(n sqrt c), the sqrt 2
// Beatty sequence among them), p = 2..4, on the whole table from its first n;
// and of f(n) = h(zero2(n)), the second 0 bit (the detector of functions,
// internal_pattern_detect.hpp's detect_function, on that one function).
// Codeforces 1451D's winner over d for a fixed k is R_{2,k^2}(d) mod 2 (the
// parity of the game's length); Codeforces 1867C's final mex over the start
// set S, S read as the bits of n, is zero2(n).
// The search: b = 1..128, then c = 1..8 (c b not a square: a rational slope
// makes R periodic with a saltus, the periodic kind's), the least p; the first
// (b, c, p) that fits every value is the one rule returned. It asks for 48
// values at least, R to run over 8 p values, two values in the block. The
// trust rule (internal_pattern_trust.hpp) then asks the first half and three
// quarters of the table to return the same (c, b, p, block).
// Cost: each (b, c) stops at its first value that breaks it: about 10^3
// candidates times a few values on a table without such a rule; the one that
// fits reads the whole table once. A table with 100 equal values in a row
// is skipped at once (no candidate fits it; they would all read that run).
// Internal: nimkit/pattern_sequence.hpp's find_pattern (detect_extra).
// Proved by: tests/pattern_root_test.py (1451D for k = 1..4 and 1867C's
// table, brute-forced from the moves; answers past the table; a planted bug
// fails it), tests/pattern_prefix_test.py (every prefix: no wrong answer).
#ifndef NIMKIT_INTERNAL_ROOT_RULE_HPP
#define NIMKIT_INTERNAL_ROOT_RULE_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_pattern_detect.hpp"
#include "nimkit/internal_root_feature.hpp"

namespace nimkit {
namespace pattern_detail {

// The least p = 2..4 and its block with v[i] = block[R(first + i) mod p] for
// every i, or false; c b is not a square.
inline bool root_fit(const Table& t, u64 c, u64 b, std::size_t& p_out, std::vector<i64>& block_out) {
    const std::size_t kMostP = 4;
    i64 block[kMostP + 1][kMostP];
    bool set[kMostP + 1][kMostP], alive[kMostP + 1];
    for (std::size_t p = 2; p <= kMostP; ++p) {
        alive[p] = true;
        for (std::size_t r = 0; r < p; ++r) set[p][r] = false, block[p][r] = 0;
    }
    std::size_t living = kMostP - 1;
    for (std::size_t i = 0; i < t.len && living; ++i) {
        const u64 x = root_value(c, b, t.first + i);
        for (std::size_t p = 2; p <= kMostP; ++p) {
            if (!alive[p]) continue;
            const std::size_t r = static_cast<std::size_t>(x % p);
            if (!set[p][r])
                set[p][r] = true, block[p][r] = t.v[i];
            else if (block[p][r] != t.v[i])
                alive[p] = false, --living;
        }
    }
    const u64 span = root_value(c, b, t.last()) - root_value(c, b, t.first);
    for (std::size_t p = 2; p <= kMostP; ++p) {
        if (!alive[p] || span < 8 * p) continue;
        bool two = false;
        for (std::size_t r = 1; r < p; ++r) two = two || block[p][r] != block[p][0];
        if (!two) continue;
        p_out = p;
        block_out.assign(block[p], block[p] + p);
        return true;
    }
    return false;
}

inline void detect_root(const Table& t, std::vector<PatternRule>& out) {
    if (t.len < 48 || t.last() > (static_cast<u64>(1) << 62)) return;
    // R rises at least 0.088 a step (c / b >= 1/128): over 100 equal values it
    // passes every residue mod p <= 4, so the block would be constant - no
    // candidate can fit a table with such a run (nor one with a single value).
    std::size_t run = 1, longest = 1;
    for (std::size_t i = 1; i < t.len; ++i) longest = std::max(longest, run = t.v[i] == t.v[i - 1] ? run + 1 : 1);
    if (longest >= 100 || longest == t.len) return;
    for (u64 b = 1; b <= kRootMostB; ++b)
        for (u64 c = 1; c <= kRootMostC; ++c) {
            const u64 s = number_detail::isqrt(c * b);
            if (s * s == c * b) continue;
            std::size_t p;
            std::vector<i64> block;
            if (!root_fit(t, c, b, p, block)) continue;
            PatternRule r = blank_rule(PatternRule::function, t.first, t.last());
            r.feature = root_feature_id(static_cast<unsigned>(c), static_cast<unsigned>(b));
            r.cost = 30;
            r.extended = true;
            r.extend_from = 0;
            r.extend = no_sequence_rule();
            r.extend.kind = SequenceRule::periodic;
            r.extend.period = p;
            r.extend.block = block;
            r.text = "f(n) = [" + list_text(block) + "][" + feature_name(r.feature) + " mod " + std::to_string(p) + "]";
            out.push_back(r);
            return;
        }
}

// The detectors of the functions with parameters, on one table (a prefix of
// the caller's): run next to detect_all.
inline void detect_extra(const Table& t, std::vector<PatternRule>& out) {
    detect_root(t, out);
    if (t.last() > (static_cast<u64>(1) << 62)) return;
    std::vector<i64> z(t.len);
    for (std::size_t i = 0; i < t.len; ++i) z[i] = static_cast<i64>(zero2_value(t.first + i));
    detect_function(t, kZero2Feature, &z[0], out);
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
