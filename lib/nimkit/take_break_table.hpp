// nimkit/take_break_table.hpp - the Grundy values of any take-and-break code
// (nimkit/take_break_code.hpp) by the mex rule, and a move of a given value.
//
// take_break_code_table(code, n): g(0..n). Splits into two heaps directly;
//   unconstrained splits into j >= 3 heaps by sets of reachable xors built
//   part by part (O(n^2 * j * V / 64) for values below V), constrained ones by
//   listing the partitions (their number). Octal codes are faster through
//   nimkit/octal.hpp and nimkit/sparse_grundy.hpp (as_octal says when).
// take_break_code_move: a move of a given value, parts tried as the comment
//   below says.
// The period theorem (docs/theory.md, take-and-break games): for a finite code
//   whose splits are unconstrained, agreement g(n + p) = g(n) for
//   n0 <= n < J * max(n0, 1) + (J - 1) * p + t proves it for every n >= n0
//   (certify_period_heaps in nimkit/octal.hpp; J = 2 is Guy-Smith).
// Proved by: tests/test_take_break_code.cpp - tables against the mex over the
//   heap multisets a move leaves, enumerated from the rules in words, for
//   random codes and every heap <= 40; octal codes equal to nimkit/octal.hpp's
//   tables; certified periods re-checked on tables five times longer, one heap
//   shorter never certifies; every move reaches its target value.
#ifndef NIMKIT_TAKE_BREAK_TABLE_HPP
#define NIMKIT_TAKE_BREAK_TABLE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_mex.hpp"
#include "nimkit/internal_take_break_code.hpp"

namespace nimkit {

namespace take_break_detail {

// Calls f(parts) for every multiset of j parts >= 1 summing to rest that keeps
// `rule`, parts non-decreasing. The count of partitions: for constrained splits.
template <class F>
void for_each_split(std::size_t rest, std::size_t j, unsigned char rule, std::vector<std::size_t>& parts, F& f) {
    if (parts.size() + 1 == j) {
        const std::size_t last = rest;
        if (!parts.empty() && last < parts.back()) return;
        parts.push_back(last);
        bool all_same = parts.front() == parts.back(), distinct = true;
        for (std::size_t i = 1; i < parts.size(); ++i) distinct = distinct && parts[i] != parts[i - 1];
        const bool ok = rule == TakeBreakDigit::any || (rule == TakeBreakDigit::unequal && distinct) ||
                        (rule == TakeBreakDigit::not_all_equal && !all_same) ||
                        (rule == TakeBreakDigit::all_equal && all_same);
        if (ok) f(static_cast<const std::vector<std::size_t>&>(parts));
        parts.pop_back();
        return;
    }
    const std::size_t left = j - parts.size();  // parts still to place, this one included
    for (std::size_t a = parts.empty() ? 1 : parts.back(); a * left <= rest; ++a) {
        parts.push_back(a);
        for_each_split(rest - a, j, rule, parts, f);
        parts.pop_back();
    }
}

// Reachable xor sets, as bit sets over values below 64 * words: exact(j, m)
// holds the xors of g over the multisets of exactly j parts >= 1 summing to m,
// at_least(c, m) over those of c or more parts. A multiset of j parts is a
// first part a and j - 1 parts of m - a, so each layer comes from the one
// below: O(m * (set bits)) a heap and layer.
class XorSets {
public:
    XorSets(std::size_t words, std::size_t exact_layers, std::size_t at_least_layers)
        : words_(words), exact_(exact_layers + 1), at_least_(at_least_layers + 1) {}
    std::size_t words() const { return words_; }
    // Heap m's sets but the one-part singletons, which need g(m): splits of m
    // into two or more parts use smaller heaps only.
    void extend_before(const std::vector<unsigned>& g, std::size_t m) {
        add(exact_, g, m, false);
        add(at_least_, g, m, true);
    }
    void extend_after(const std::vector<unsigned>& g, std::size_t m) {
        if (exact_.size() > 1) set(exact_[1][m], g[m]);
        if (at_least_.size() > 1) set(at_least_[1][m], g[m]);
    }
    const std::vector<std::uint64_t>& exact(std::size_t j, std::size_t m) const { return exact_[j][m]; }
    const std::vector<std::uint64_t>& at_least(std::size_t c, std::size_t m) const { return at_least_[c][m]; }

private:
    typedef std::vector<std::vector<std::uint64_t> > Layer;
    void add(std::vector<Layer>& layers, const std::vector<unsigned>& g, std::size_t m, bool at_least) {
        for (std::size_t j = 1; j < layers.size(); ++j) {
            if (layers[j].size() <= m) layers[j].resize(m + 1, std::vector<std::uint64_t>(words_, 0));
            std::vector<std::uint64_t>& to = layers[j][m];
            for (std::size_t a = 1; a < m; ++a) xor_in(to, layers[j == 1 ? 1 : j - 1][m - a], g[a], j > 1 || at_least);
        }
    }
    static void set(std::vector<std::uint64_t>& s, unsigned v) { s[v / 64] |= 1ULL << (v % 64); }
    // to |= from ^ v (every member xored with v), when `use`.
    static void xor_in(std::vector<std::uint64_t>& to, const std::vector<std::uint64_t>& from, unsigned v, bool use) {
        if (!use) return;
        for (std::size_t w = 0; w < from.size(); ++w)
            for (std::uint64_t bits = from[w]; bits; bits &= bits - 1)
                set(to, static_cast<unsigned>(w * 64 + static_cast<unsigned>(__builtin_ctzll(bits))) ^ v);
    }
    std::size_t words_;
    std::vector<Layer> exact_, at_least_;
};

// The layers XorSets needs: counts j < rule.size() - 1 one by one; with
// `more`, rule.size() - 1 and above as one group "at least c" under the last rule.
inline void count_layers(const TakeBreakCode& code, std::size_t& exact_layers, std::size_t& at_least_layers) {
    exact_layers = at_least_layers = 0;
    for (std::size_t k = 0; k < code.digit.size(); ++k) {
        const TakeBreakDigit& d = code.digit[k];
        const std::size_t listed = d.more ? d.rule.size() - 1 : d.rule.size();
        for (std::size_t j = 3; j < listed; ++j)
            if (d.rule[j] == TakeBreakDigit::any) exact_layers = std::max(exact_layers, j);
        if (d.more && d.rule.back() == TakeBreakDigit::any)
            at_least_layers = std::max<std::size_t>(at_least_layers, std::max<std::size_t>(d.rule.size() - 1, 1));
    }
}

inline void mark_members(const std::vector<std::uint64_t>& s, MexStamps& seen) {
    for (std::size_t w = 0; w < s.size(); ++w)
        for (std::uint64_t bits = s[w]; bits; bits &= bits - 1) seen.mark(w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)));
}

// The options of heap k + rest that take k under digit d, marked on seen
// (g below the heap known, the sets extended before it).
template <class MarkParts>
inline void mark_digit_options(const TakeBreakDigit& d, std::size_t rest, const std::vector<unsigned>& g, const XorSets& sets,
                               std::vector<std::size_t>& parts, MexStamps& seen, MarkParts& mark_parts) {
    if (rest == 0) {
        if (d.at(0) != TakeBreakDigit::never) seen.mark(0);
        return;
    }
    const std::size_t listed = d.more ? d.rule.size() - 1 : d.rule.size();
    for (std::size_t j = 1; j < listed && j <= rest; ++j) {
        const unsigned char rule = d.rule[j];
        if (rule == TakeBreakDigit::never) continue;
        if (j == 1) {
            seen.mark(g[rest]);
        } else if (j == 2) {
            for (std::size_t a = 1; 2 * a <= rest; ++a) {
                const bool equal = 2 * a == rest;
                if (rule != TakeBreakDigit::any && equal != (rule == TakeBreakDigit::all_equal)) continue;
                seen.mark(g[a] ^ g[rest - a]);
            }
        } else if (rule == TakeBreakDigit::any) {
            mark_members(sets.exact(j, rest), seen);
        } else {
            for_each_split(rest, j, rule, parts, mark_parts);
        }
    }
    if (!d.more) return;
    const std::size_t c = std::max<std::size_t>(listed, 1);  // count 0 was handled above
    if (c > rest) return;
    if (d.rule.back() == TakeBreakDigit::any) {
        mark_members(sets.at_least(c, rest), seen);
    } else {
        for (std::size_t j = c; j <= rest; ++j) {
            if (j == 1) seen.mark(g[rest]);
            else for_each_split(rest, j, d.rule.back(), parts, mark_parts);
        }
    }
}

}  // namespace take_break_detail

// g(0..n) by the mex rule (see the header for the cost).
inline std::vector<unsigned> take_break_code_table(const TakeBreakCode& code, std::size_t n) {
    using namespace take_break_detail;
    std::size_t exact_layers, at_least_layers;
    count_layers(code, exact_layers, at_least_layers);
    const std::size_t digits = code.digit.size();
    std::vector<unsigned> g(n + 1, 0);
    std::size_t width = 64;  // the sets' bits: a power of two above every value so far
    XorSets sets(1, exact_layers, at_least_layers);
    const bool use_sets = exact_layers || at_least_layers;
    std::vector<std::size_t> parts;
    MexStamps seen;
    unsigned x = 0;
    auto mark_parts = [&](const std::vector<std::size_t>& ps) {
        x = 0;
        for (std::size_t i = 0; i < ps.size(); ++i) x ^= g[ps[i]];
        seen.mark(x);
    };
    for (std::size_t m = 1; m <= n; ++m, seen.next()) {
        if (use_sets) sets.extend_before(g, m);
        for (std::size_t k = 0; k <= m && (code.tail || k < digits); ++k) {
            const TakeBreakDigit& d = code.at(k);
            if (!d.zero()) mark_digit_options(d, m - k, g, sets, parts, seen, mark_parts);
        }
        g[m] = seen.mex();
        if (!use_sets) continue;
        while (g[m] >= width) width *= 2;
        if (sets.words() * 64 < width) {  // rebuild the sets wider
            sets = XorSets(width / 64, exact_layers, at_least_layers);
            for (std::size_t h = 1; h <= m; ++h) {
                sets.extend_before(g, h);
                if (h < m) sets.extend_after(g, h);
            }
        }
        sets.extend_after(g, m);
    }
    return g;
}

namespace take_break_detail {

// Whether parts and a last part of the rest are a move of j parts under rule
// to a position of value target (then the last part is appended to parts).
template <class Value>
bool tuple_is_move(Value& value, std::vector<std::uint64_t>& parts, std::uint64_t rest, std::uint64_t j, unsigned char rule,
                   unsigned target) {
    std::uint64_t used = 0;
    for (std::size_t i = 0; i < parts.size(); ++i) used += parts[i];
    if (used >= rest || (!parts.empty() && rest - used < parts.back())) return false;
    const std::uint64_t last = rest - used;
    bool all_same = parts.empty() || parts.front() == last, distinct = true;
    for (std::size_t i = 1; i < parts.size(); ++i) distinct = distinct && parts[i] != parts[i - 1];
    distinct = distinct && (parts.empty() || parts.back() != last);
    const bool ok = j < 2 || rule == TakeBreakDigit::any || (rule == TakeBreakDigit::unequal && distinct) ||
                    (rule == TakeBreakDigit::not_all_equal && !all_same) || (rule == TakeBreakDigit::all_equal && all_same);
    unsigned x = value(last);
    for (std::size_t i = 0; i < parts.size(); ++i) x ^= value(parts[i]);
    if (!ok || x != target) return false;
    parts.push_back(last);
    return true;
}

// The next non-decreasing tuple, every part below `small` and the last part
// of the rest no smaller: raise the last part that can grow. False: none.
inline bool next_parts(std::vector<std::uint64_t>& parts, std::uint64_t rest, std::uint64_t small) {
    for (std::size_t i = parts.size(); i > 0;) {
        --i;
        const std::uint64_t next = parts[i] + 1;
        std::uint64_t need = next * (parts.size() - i) + next;  // these parts and the last, all >= next
        std::uint64_t before = 0;
        for (std::size_t q = 0; q < i; ++q) before += parts[q];
        if (next < small && before + need <= rest) {
            for (std::size_t q = i; q < parts.size(); ++q) parts[q] = next;
            return true;
        }
    }
    return false;
}

}  // namespace take_break_detail

// A move from heap h to a position of value `target`: the heaps it leaves go to
// `parts` (empty: none). value(x) is g(x) for any heap a move may leave. Every
// part but the largest is tried only below `small` (pass h + 1 within a table;
// beyond it, n0 + p of a certified period suffices for unconstrained codes:
// two parts of at least n0 + p keep their values when one gives p to the
// other). Codes that leave 3 or more heaps are searched partition by partition.
template <class Value>
bool take_break_code_move(const TakeBreakCode& code, Value value, std::uint64_t h, unsigned target, std::uint64_t small,
                          std::vector<std::uint64_t>& parts) {
    parts.clear();
    for (std::uint64_t k = 0; k <= h && (code.tail || k < code.digit.size()); ++k) {
        const TakeBreakDigit& d = code.at(static_cast<std::size_t>(k));
        const std::uint64_t rest = h - k;
        if (d.zero()) continue;
        if (rest == 0) {
            if (d.at(0) != TakeBreakDigit::never && target == 0) {
                parts.clear();
                return true;
            }
            continue;
        }
        const std::uint64_t top = d.more ? rest : std::min<std::uint64_t>(rest, d.rule.size() - 1);
        for (std::uint64_t j = 1; j <= top; ++j) {
            const unsigned char rule = d.at(static_cast<std::size_t>(j));
            if (rule == TakeBreakDigit::never || (j == 1 && k == 0)) continue;
            // parts[0..j-2] non-decreasing and below `small`, the last takes the rest.
            parts.assign(static_cast<std::size_t>(j - 1), 1);
            do {
                if (take_break_detail::tuple_is_move(value, parts, rest, j, rule, target)) return true;
            } while (take_break_detail::next_parts(parts, rest, small));
        }
    }
    parts.clear();
    return false;
}

}  // namespace nimkit

#endif
