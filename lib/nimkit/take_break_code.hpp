// nimkit/take_break_code.hpp - any take-and-break code in CGSuite's notation,
// its Grundy values by the mex rule, and a move of a given value.
//
// Code: d0.d1d2...dt, digit d_k says what a move that removes k tokens from one
//   heap may leave: bit 2^j allows leaving exactly j non-empty heaps (0.77 is
//   Kayles; 0.F, 0.8 split into three heaps). Digits 0-9 and A-Z (10..35, capitals
//   only), or &N; for any value below 2^63. After a digit: `!` the heaps left
//   must be pairwise unequal, `?` not all equal, `=` all equal (these bind
//   splits into two or more heaps). `{2,3}` lists heap counts (each may carry its
//   own `!?=`), `{2+}` means 2 or more, `*` any number (0 or more); a constraint
//   after `}` binds the whole list. A trailing `[...]` repeats forever
//   (0.[3] is Nim). ".77" means 0.77. Refused, with the position of the bad
//   character: digits before the point beyond d0 (adding tokens), a d0 with
//   bit 2 (a heap left as it was: a loopy game), anything else.
// take_break_code_table(code, n): g(0..n). Splits into two heaps directly;
//   unconstrained splits into j >= 3 heaps by sets of reachable xors built
//   part by part (O(n^2 * j * V / 64) for values below V), constrained ones by
//   listing the partitions (their number). Octal codes are faster through
//   nimkit/octal.hpp and nimkit/sparse_grundy.hpp (as_octal says when).
// max_heaps / reach: J, the most heaps a move leaves, and t, the most tokens it
//   removes (kUnbounded for `{..+}`, `*`, or a repeating tail).
// The period theorem (docs/theory.md, take-and-break games): for a finite code
//   whose splits are unconstrained, agreement g(n + p) = g(n) for
//   n0 <= n < J * max(n0, 1) + (J - 1) * p + t proves it for every n >= n0
//   (certify_period_heaps in nimkit/octal.hpp; J = 2 is Guy-Smith).
// Proved by: tests/test_take_break_code.cpp - the parser on every example and
//   refusal, tables against the mex over the heap multisets a move leaves,
//   enumerated from the rules in words, for random codes and every heap <= 40;
//   octal codes equal to nimkit/octal.hpp's tables; certified periods re-checked
//   on tables five times longer, one heap shorter never certifies.
#ifndef NIMKIT_TAKE_BREAK_CODE_HPP
#define NIMKIT_TAKE_BREAK_CODE_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/internal_mex.hpp"
#include "nimkit/octal.hpp"

namespace nimkit {

const std::size_t kUnbounded = static_cast<std::size_t>(-1);

struct TakeBreakDigit {
    enum Rule { any, unequal, not_all_equal, all_equal, never };
    std::vector<unsigned char> rule;  // rule[j]: leaving j heaps; never = not allowed
    bool more;                        // counts above rule.size() - 1 follow its last rule
    TakeBreakDigit() : more(false) {}
    unsigned char at(std::size_t j) const {
        if (j < rule.size()) return rule[j];
        return more && !rule.empty() ? rule.back() : static_cast<unsigned char>(never);
    }
    bool zero() const {
        for (std::size_t j = 0; j < rule.size(); ++j)
            if (rule[j] != never) return false;
        return true;
    }
    std::size_t max_heaps() const { return more ? kUnbounded : rule.empty() ? 0 : rule.size() - 1; }
    bool operator==(const TakeBreakDigit& o) const { return rule == o.rule && more == o.more; }
};

struct TakeBreakCode {
    std::vector<TakeBreakDigit> digit;  // digit[k]: removing k tokens; digit[0] is d0
    std::size_t tail;                   // the last `tail` digits repeat forever (0: none)
    TakeBreakCode() : tail(0) {}

    const TakeBreakDigit& at(std::size_t k) const {
        static const TakeBreakDigit none;
        if (k < digit.size()) return digit[k];
        if (!tail) return none;
        return digit[digit.size() - tail + (k - (digit.size() - tail)) % tail];
    }
    std::size_t reach() const { return tail ? kUnbounded : digit.size() - 1; }
    std::size_t max_heaps() const {
        std::size_t m = 0;
        for (std::size_t k = 0; k < digit.size(); ++k)
            if (!digit[k].zero()) m = std::max(m, digit[k].max_heaps());
        return m;
    }
    // Some split into two or more heaps carries a constraint.
    bool constrained() const {
        for (std::size_t k = 0; k < digit.size(); ++k)
            for (std::size_t j = 2; j < digit[k].rule.size(); ++j)
                if (digit[k].rule[j] != TakeBreakDigit::any && digit[k].rule[j] != TakeBreakDigit::never) return true;
        return false;
    }
};

namespace take_break_detail {

inline bool fail(std::string& why, std::size_t at, const std::string& what) {
    why = what + " (at character " + std::to_string(at + 1) + ")";
    return false;
}

inline unsigned char constraint_of(char c) {
    return c == '!' ? TakeBreakDigit::unequal
           : c == '?' ? TakeBreakDigit::not_all_equal
           : c == '=' ? TakeBreakDigit::all_equal
                      : TakeBreakDigit::any;
}

inline bool is_constraint(char c) { return c == '!' || c == '?' || c == '='; }

// One digit from code[i...]; i is left after it.
inline bool parse_digit(const std::string& code, std::size_t& i, TakeBreakDigit& d, std::string& why) {
    d = TakeBreakDigit();
    const std::size_t start = i;
    std::uint64_t mask = 0;
    if (code[i] == '{') {
        const std::size_t close = code.find('}', i);
        if (close == std::string::npos) return fail(why, i, "a '{' without its '}'");
        std::string list = code.substr(i + 1, close - i - 1);
        if (!list.empty() && list[list.size() - 1] == '+') {
            d.more = true;
            list.erase(list.size() - 1);
        }
        std::size_t p = i + 1;
        for (std::size_t a = 0; a <= list.size();) {
            std::size_t b = list.find(',', a);
            if (b == std::string::npos) b = list.size();
            std::string item = list.substr(a, b - a);
            unsigned char rule = TakeBreakDigit::any;
            if (!item.empty() && is_constraint(item[item.size() - 1])) {
                rule = constraint_of(item[item.size() - 1]);
                item.erase(item.size() - 1);
            }
            if (item.empty() || item.size() > 2 || item.find_first_not_of("0123456789") != std::string::npos)
                return fail(why, p + (item.empty() ? 0 : item.find_first_not_of("0123456789") == std::string::npos
                                                             ? 0
                                                             : item.find_first_not_of("0123456789")),
                            "a heap count in braces is a number 0..63, optionally with ! ? or =");
            const std::size_t j = static_cast<std::size_t>(std::stoul(item));
            if (j > 63) return fail(why, p, "a heap count in braces is at most 63");
            if (d.rule.size() <= j) d.rule.resize(j + 1, TakeBreakDigit::never);
            d.rule[j] = rule;
            p += b - a + 1;
            a = b + 1;
        }
        i = close + 1;
    } else if (code[i] == '*') {
        d.rule.assign(1, TakeBreakDigit::any);
        d.more = true;
        ++i;
    } else {
        if (code[i] == '&') {
            const std::size_t semi = code.find(';', i);
            const std::string n = semi == std::string::npos ? "" : code.substr(i + 1, semi - i - 1);
            if (n.empty() || n.size() > 18 || n.find_first_not_of("0123456789") != std::string::npos)
                return fail(why, i, "&N; needs a decimal number below 10^18 and a ';'");
            mask = std::stoull(n);
            i = semi + 1;
        } else {
            // Capitals only: a lowercase letter is more likely a slip (0x, a hex habit) than digit 33.
            const char c = code[i];
            const std::string digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
            const std::size_t v = digits.find(c);
            if (v == std::string::npos || c == 0)
                return fail(why, i, std::string("'") + code[i] + "' is not a code digit (0-9, capitals A-Z, &N;, {..} or *)");
            mask = v;
            ++i;
        }
        for (std::size_t j = 0; mask >> j; ++j) {
            if (d.rule.size() <= j) d.rule.resize(j + 1, TakeBreakDigit::never);
            if (mask >> j & 1) d.rule[j] = TakeBreakDigit::any;
        }
    }
    if (i < code.size() && is_constraint(code[i])) {
        for (std::size_t j = 2; j < d.rule.size(); ++j)
            if (d.rule[j] != TakeBreakDigit::never) {
                if (d.rule[j] != TakeBreakDigit::any) return fail(why, i, "a heap count has two constraints");
                d.rule[j] = constraint_of(code[i]);
            }
        ++i;
    }
    (void)start;
    return true;
}

}  // namespace take_break_detail

// Parses a code (see the header); false, with the reason and the position of the
// bad character in `why`.
inline bool parse_take_break(const std::string& written, TakeBreakCode& game, std::string& why) {
    using namespace take_break_detail;
    const std::string code = !written.empty() && written[0] == '.' ? "0" + written : written;
    const std::size_t shift = code.size() - written.size();  // positions are reported in the text as written
    game = TakeBreakCode();
    std::size_t i = 0, point = std::string::npos, open = std::string::npos;
    while (i < code.size()) {
        const char c = code[i];
        if (c == '.') {
            if (point != std::string::npos) return fail(why, i - shift, "a second '.'");
            if (game.digit.size() != 1)
                return fail(why, i - shift, game.digit.empty() ? "a digit before the point is needed"
                                                               : "one digit before the point (adding tokens is not supported)");
            point = i++;
            continue;
        }
        if (c == '[') {
            if (point == std::string::npos || open != std::string::npos) return fail(why, i - shift, "a '[' out of place");
            open = game.digit.size();
            ++i;
            continue;
        }
        if (c == ']') {
            if (open == std::string::npos || i + 1 != code.size()) return fail(why, i - shift, "']' must close a '[' at the end");
            if (open == game.digit.size()) return fail(why, i - shift, "'[]' repeats nothing");
            game.tail = game.digit.size() - open;
            open = kUnbounded;
            ++i;
            continue;
        }
        TakeBreakDigit d;
        std::size_t at = i;
        if (!parse_digit(code, i, d, why)) {
            // parse_digit counted in `code`; report in the text as written
            std::size_t k = why.rfind("(at character ");
            std::size_t pos = std::stoul(why.substr(k + 14)) - 1;
            why = why.substr(0, k) + "(at character " + std::to_string(pos - shift + 1) + ")";
            return false;
        }
        if (point == std::string::npos && game.digit.size() == 1)
            return fail(why, at - shift, "one digit before the point (adding tokens is not supported)");
        game.digit.push_back(d);
    }
    if (point == std::string::npos) return fail(why, code.size() - shift, "a code needs a '.'");
    if (open != std::string::npos && open != kUnbounded) return fail(why, code.size() - shift, "a '[' without its ']'");
    TakeBreakDigit& d0 = game.digit[0];
    if (d0.at(1) != TakeBreakDigit::never)
        return fail(why, 0, "d0 with bit 2 leaves a heap as it was (a loopy game)");
    if (!d0.rule.empty()) d0.rule[0] = TakeBreakDigit::never;  // removing nothing never leaves nothing
    if (!game.tail)
        while (game.digit.size() > 1 && game.digit.back().zero()) game.digit.pop_back();
    bool moves = false;
    for (std::size_t k = 0; k < game.digit.size(); ++k) moves = moves || !game.digit[k].zero();
    if (!moves) return fail(why, 0, "the code allows no move");
    return true;
}

// The code as an octal TakeBreak (digits 0..7, every two-heap split alike: all
// free or all unequal) for the fast engines; false otherwise.
inline bool as_octal(const TakeBreakCode& code, TakeBreak& game) {
    if (code.tail) return false;
    game.digit.assign(code.digit.size(), 0);
    int two = -1;  // the rule of every two-heap split
    for (std::size_t k = 0; k < code.digit.size(); ++k) {
        const TakeBreakDigit& d = code.digit[k];
        if (d.more || d.rule.size() > 3) return false;
        for (std::size_t j = 0; j < d.rule.size(); ++j) {
            if (d.rule[j] == TakeBreakDigit::never) continue;
            if (j == 2) {
                int r = d.rule[2] == TakeBreakDigit::not_all_equal ? static_cast<int>(TakeBreakDigit::unequal) : d.rule[2];
                if (r == TakeBreakDigit::all_equal || (two >= 0 && two != r)) return false;
                two = r;
            }
            game.digit[k] |= 1u << j;
        }
    }
    game.unequal = two == TakeBreakDigit::unequal;
    return true;
}

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

}  // namespace take_break_detail

// g(0..n) by the mex rule (see the header for the cost).
inline std::vector<unsigned> take_break_code_table(const TakeBreakCode& code, std::size_t n) {
    using namespace take_break_detail;
    // Counts j < rule.size() - 1 one by one; with `more`, rule.size() - 1 and
    // above as one group "at least c" under the last rule.
    std::size_t exact_layers = 0, at_least_layers = 0;
    const std::size_t digits = code.digit.size();
    for (std::size_t k = 0; k < digits; ++k) {
        const TakeBreakDigit& d = code.digit[k];
        const std::size_t listed = d.more ? d.rule.size() - 1 : d.rule.size();
        for (std::size_t j = 3; j < listed; ++j)
            if (d.rule[j] == TakeBreakDigit::any) exact_layers = std::max(exact_layers, j);
        if (d.more && d.rule.back() == TakeBreakDigit::any)
            at_least_layers = std::max<std::size_t>(at_least_layers, std::max<std::size_t>(d.rule.size() - 1, 1));
    }
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
    auto mark_set = [&](const std::vector<std::uint64_t>& s) {
        for (std::size_t w = 0; w < s.size(); ++w)
            for (std::uint64_t bits = s[w]; bits; bits &= bits - 1)
                seen.mark(w * 64 + static_cast<std::size_t>(__builtin_ctzll(bits)));
    };
    for (std::size_t m = 1; m <= n; ++m, seen.next()) {
        if (use_sets) sets.extend_before(g, m);
        for (std::size_t k = 0; k <= m && (code.tail || k < digits); ++k) {
            const TakeBreakDigit& d = code.at(k);
            if (d.zero()) continue;
            const std::size_t rest = m - k;
            if (rest == 0) {
                if (d.at(0) != TakeBreakDigit::never) seen.mark(0);
                continue;
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
                    mark_set(sets.exact(j, rest));
                } else {
                    for_each_split(rest, j, rule, parts, mark_parts);
                }
            }
            if (!d.more) continue;
            const std::size_t c = std::max<std::size_t>(listed, 1);  // count 0 was handled above
            if (c > rest) continue;
            if (d.rule.back() == TakeBreakDigit::any) {
                mark_set(sets.at_least(c, rest));
            } else {
                for (std::size_t j = c; j <= rest; ++j) {
                    if (j == 1) seen.mark(g[rest]);
                    else for_each_split(rest, j, d.rule.back(), parts, mark_parts);
                }
            }
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
            for (;;) {
                std::uint64_t used = 0;
                for (std::size_t i = 0; i < parts.size(); ++i) used += parts[i];
                if (used < rest && (parts.empty() || rest - used >= parts.back())) {
                    const std::uint64_t last = rest - used;
                    bool all_same = parts.empty() || parts.front() == last, distinct = true;
                    for (std::size_t i = 1; i < parts.size(); ++i) distinct = distinct && parts[i] != parts[i - 1];
                    distinct = distinct && (parts.empty() || parts.back() != last);
                    const bool ok = j < 2 || rule == TakeBreakDigit::any ||
                                    (rule == TakeBreakDigit::unequal && distinct) ||
                                    (rule == TakeBreakDigit::not_all_equal && !all_same) ||
                                    (rule == TakeBreakDigit::all_equal && all_same);
                    unsigned x = value(last);
                    for (std::size_t i = 0; i < parts.size(); ++i) x ^= value(parts[i]);
                    if (ok && x == target) {
                        parts.push_back(last);
                        return true;
                    }
                }
                // The next non-decreasing tuple: raise the last part that can grow.
                std::size_t i = parts.size();
                while (i > 0) {
                    --i;
                    const std::uint64_t next = parts[i] + 1;
                    std::uint64_t need = next * (parts.size() - i) + next;  // these parts and the last, all >= next
                    std::uint64_t before = 0;
                    for (std::size_t q = 0; q < i; ++q) before += parts[q];
                    if (next < small && before + need <= rest) {
                        for (std::size_t q = i; q < parts.size(); ++q) parts[q] = next;
                        break;
                    }
                    if (i == 0) i = kUnbounded;
                    if (i == kUnbounded) break;
                }
                if (parts.empty() || i == kUnbounded) break;
            }
        }
    }
    parts.clear();
    return false;
}

}  // namespace nimkit

#endif
