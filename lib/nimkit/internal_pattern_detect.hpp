// nimkit/internal_pattern_detect.hpp - the detectors of find_pattern: each
// reads a table f(first..first + len - 1) and returns the rules of its kind
// that fit the whole of it (periodic, formula, function, set, positions, runs,
// binary), untrusted; precompute gives the arithmetic functions and named
// sets once for the whole table, its prefixes read them.
// Internal: nimkit/pattern_sequence.hpp's find_pattern runs them on a table,
// its first half, its first three quarters and its views, then trusts.
// Proved by: tests/test_pattern.cpp (each kind on tables of real games, a
// planted bug in each kind fails a test).
#ifndef NIMKIT_INTERNAL_PATTERN_DETECT_HPP
#define NIMKIT_INTERNAL_PATTERN_DETECT_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "nimkit/internal_pattern_features.hpp"
#include "nimkit/internal_sequence_rule.hpp"
#include "nimkit/pattern_rule.hpp"

namespace nimkit {
namespace pattern_detail {

// An affine M through every pair, if there is one (at least 3 distinct x).
inline bool fit_affine(const std::vector<std::pair<i64, i64> >& pairs, ValueMap& m) {
    if (pairs.size() < 3) return false;
    i64 dx, dy;
    if (!sub_ok(pairs[1].first, pairs[0].first, dx) || !sub_ok(pairs[1].second, pairs[0].second, dy) || dx == 0 ||
        (dx == -1 && dy == kMinI64) || dy % dx != 0)
        return false;
    m.affine = true;
    m.mul = dy / dx;
    i64 t;
    if (!mul_ok(m.mul, pairs[0].first, t) || !sub_ok(pairs[0].second, t, m.add)) return false;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        i64 y;
        if (!map_apply(m, pairs[i].first, y) || y != pairs[i].second) return m.affine = false, false;
    }
    return true;
}

// ---- The detectors: each reads v[0..len) = f(first..first + len - 1) --------------

struct Table {
    const i64* v;
    std::size_t len;
    u64 first;
    u64 last() const { return first + len - 1; }
};

// The least p (then the least n0) with f(n + p) = f(n) + s on the whole tail,
// seen three times, n0 within the first half and 12 values before the end.
inline bool least_period(const Table& t, std::size_t& start, std::size_t& p, i64& s) {
    const std::size_t L = t.len;
    const std::vector<std::size_t> starts = tail_starts(t.v, L);
    for (p = 1; 3 * p <= L; ++p) {
        if (!sub_ok(t.v[L - 1], t.v[L - 1 - p], s)) continue;
        const std::size_t i0 = starts[p];
        if (i0 + 3 * p <= L && 2 * i0 <= L && i0 + 12 <= L) return start = i0, true;
    }
    return false;
}

inline std::string periodic_text(const PatternRule& r) {
    const std::string n0 = std::to_string(r.from), shifted = r.from ? "(n - " + n0 + ")" : "n";
    const std::string tail = r.from > r.first ? " for n >= " + n0 : "";
    if (r.period == 1) return "f(n) = " + (r.saltus ? polynomial_text(std::vector<i64>{r.block[0], r.saltus}, r.from, "n")
                                                   : std::to_string(r.block[0])) + tail;
    std::string s = r.saltus ? "arithmetic period " + std::to_string(r.period) + ", saltus " + std::to_string(r.saltus)
                             : "period " + std::to_string(r.period);
    s += " from n = " + n0 + ": f(n) = ";
    if (r.period <= 60)
        s += "[" + list_text(r.block, 60) + "][" + shifted + " mod " + std::to_string(r.period) + "]";
    else
        s += "f(" + n0 + " + " + shifted + " mod " + std::to_string(r.period) + ")";
    if (r.saltus) s += signed_term(r.saltus, "floor(" + shifted + "/" + std::to_string(r.period) + ")", false);
    return s;
}

inline PatternRule make_periodic(const Table& t, std::size_t i0, std::size_t p, i64 s) {
    PatternRule r = blank_rule(PatternRule::periodic, t.first, t.last());
    r.from = t.first + i0;
    r.period = p;
    r.saltus = s;
    r.block.assign(t.v + i0, t.v + i0 + p);
    r.cost = 10 + static_cast<int>(std::min<std::size_t>(p, 60)) / 6 + (s ? 1 : 0);
    r.text = periodic_text(r);
    return r;
}

// Runs (steps of s) before n0: lengths that grow make a constant (or linear)
// tail suspect - it may be one more run.
inline bool runs_grow_before(const Table& t, std::size_t i0, i64 s) {
    std::vector<std::size_t> lengths;
    for (std::size_t i = 0; i < i0;) {
        std::size_t j = i + 1;
        while (j < i0 && difference_or(t.v[j], t.v[j - 1], s ^ 1) == s) ++j;
        lengths.push_back(j - i);
        i = j;
    }
    return lengths.size() >= 2 && lengths.back() >= 2 && lengths.back() > lengths.front();
}

inline void detect_periodic(const Table& t, std::vector<PatternRule>& out, std::vector<PatternRule>& suspect) {
    std::size_t i0 = 0, p = 0;
    i64 s = 0;
    if (!least_period(t, i0, p, s)) return;
    PatternRule r = make_periodic(t, i0, p, s);
    if (p == 1 && i0 > 0 && runs_grow_before(t, i0, s)) {
        r.why = "the runs before n = " + std::to_string(r.from) + " grow: the tail may be one more run";
        suspect.push_back(r);
        return;
    }
    out.push_back(r);
}

// The value map of F over the tail where it is consistent: f(n) = h(F(n)) for
// every n >= from. Returns false if no tail of at least 3/4 of the table is.
inline bool consistent_map(const Table& t, const i64* F, std::size_t& start,
                           std::vector<std::pair<i64, i64> >& pairs) {
    const std::size_t L = t.len;
    i64 lo = kMaxI64, hi = kMinI64;
    for (std::size_t i = 0; i < L; ++i)
        if (F[i] != kUndefined) lo = std::min(lo, F[i]), hi = std::max(hi, F[i]);
    if (lo > hi) return false;
    const bool dense = static_cast<u64>(hi - lo) <= 4 * static_cast<u64>(L) + 64;
    std::vector<i64> image;
    std::vector<char> seen;
    std::unordered_map<i64, i64> sparse;
    if (dense) image.assign(static_cast<std::size_t>(hi - lo + 1), 0), seen.assign(image.size(), 0);
    start = 0;
    for (std::size_t i = L; i-- > 0;) {
        if (F[i] == kUndefined) {
            start = i + 1;
            break;
        }
        if (dense) {
            const std::size_t k = static_cast<std::size_t>(F[i] - lo);
            if (seen[k] && image[k] != t.v[i]) {
                start = i + 1;
                break;
            }
            seen[k] = 1, image[k] = t.v[i];
        } else {
            std::pair<std::unordered_map<i64, i64>::iterator, bool> in = sparse.insert(std::make_pair(F[i], t.v[i]));
            if (!in.second && in.first->second != t.v[i]) {
                start = i + 1;
                break;
            }
        }
    }
    if (4 * start > L) return false;
    pairs.clear();
    if (dense) {
        for (std::size_t k = 0; k < seen.size(); ++k)
            if (seen[k]) pairs.push_back(std::make_pair(lo + static_cast<i64>(k), image[k]));
    } else {
        for (std::unordered_map<i64, i64>::const_iterator it = sparse.begin(); it != sparse.end(); ++it) pairs.push_back(*it);
        std::sort(pairs.begin(), pairs.end());
    }
    return true;
}

inline std::string exceptions_text(const Table& t, std::size_t start) {
    if (start == 0) return "";
    return " for n >= " + std::to_string(t.first + start);
}

// h learned from the table: a map on F's values (four n at least for each), or
// the sequence rule those values follow when they are consecutive - in r, its
// text in h; false when the table cannot tell such an h from any other.
inline bool learned_map(const Table& t, int id, const i64* F, const std::vector<std::pair<i64, i64> >& pairs,
                        std::size_t used, PatternRule& r, std::string& h) {
    if (pairs.size() * 4 > used) return false;
    // the values F takes in the second half must not all map to one value (a constant tail says that)
    std::vector<i64> late;
    for (std::size_t i = t.len / 2; i < t.len && late.size() < 2; ++i)
        if (F[i] != kUndefined && std::find(late.begin(), late.end(), t.v[i]) == late.end()) late.push_back(t.v[i]);
    if (late.size() < 2) return false;
    r.map.pairs = pairs;
    bool consecutive = true;
    for (std::size_t i = 1; i < pairs.size() && consecutive; ++i) consecutive = pairs[i].first == pairs[i - 1].first + 1;
    if (consecutive) {
        std::vector<i64> ys;
        for (std::size_t i = 0; i < pairs.size(); ++i) ys.push_back(pairs[i].second);
        r.extend = fit_sequence(ys, 6);
        if (r.extend.kind != SequenceRule::none) {  // the rule gives every pair again: it alone is kept
            r.extended = true;
            r.extend_from = pairs[0].first;
            r.map.pairs.clear();
        }
    }
    const i64 x0 = pairs[0].first;
    if (r.extended && x0 == 0 && r.extend.kind == SequenceRule::periodic && r.extend.from == 0 && r.extend.saltus == 0) {
        h = "[" + list_text(r.extend.block) + "][" + feature_name(id) + " mod " + std::to_string(r.extend.period) + "]";
    } else if (r.extended) {  // seq_text writes h_x in the shifted index: say so
        const std::string rule = x0 ? seq_text(r.extend, "h", "k") + " with k = x - " + std::to_string(x0) : seq_text(r.extend, "h", "x");
        h = "h(" + feature_name(id) + "), " + rule + " for x >= " + std::to_string(x0);
        r.cost += 5;
    } else {
        h = map_text(r.map, feature_name(id));
        r.cost += 10;
    }
    return true;
}

inline void detect_function(const Table& t, int id, const i64* F, std::vector<PatternRule>& out) {
    std::size_t start;
    std::vector<std::pair<i64, i64> > pairs;
    if (!consistent_map(t, F, start, pairs) || pairs.size() < 2) return;
    PatternRule r = blank_rule(PatternRule::function, t.first, t.last());
    r.feature = id;
    r.from = t.first + start;
    r.cost = 20;
    // h: affine through every pair, or a map on F's values, extended by a sequence rule when they are consecutive
    std::string h;
    if (fit_affine(pairs, r.map)) {
        if (r.map.mul == 0) return;  // constant: the periodic kind says it
        h = affine_text(r.map.mul, r.map.add, feature_name(id));
    } else if (!learned_map(t, id, F, pairs, t.len - start, r, h)) {
        return;
    }
    r.text = "f(n) = " + h + exceptions_text(t, start);
    r.note = feature_gloss(id);
    std::vector<i64> images;  // a map onto two values says a set: the set kind says it better
    for (std::size_t i = 0; i < pairs.size() && images.size() <= 2; ++i)
        if (std::find(images.begin(), images.end(), pairs[i].second) == images.end()) images.push_back(pairs[i].second);
    if (images.size() <= 2 && !r.map.affine) r.cost += 20;
    out.push_back(r);
}

// Bitsets over the table's range.
typedef std::vector<u64> Bits;

inline bool bit(const Bits& b, std::size_t i) { return b[i >> 6] >> (i & 63) & 1; }

struct SetTarget {
    Bits z;          // n with f(n) = u
    std::size_t count;
    i64 u, w;
    bool two;        // exactly two values: w elsewhere
};

inline std::string literal_text(int atom, bool negated) { return atom_name(atom, negated); }

inline std::string set_text(const PatternRule& r) {
    std::string s = "f(n) = " + std::to_string(r.inside) + " iff ";
    std::string a = literal_text(r.atom1, r.negated1);
    if (r.op != 0) {
        std::string b = literal_text(r.atom2, r.negated2);
        if (b.compare(0, 5, "n is ") == 0 && a.compare(0, 5, "n is ") == 0) b = b.substr(5);  // "n is odd or 2^j ..."
        a += (r.op == 1 ? " and " : " or ") + b;
    }
    s += a;
    if (r.from > r.first) s += ", for n >= " + std::to_string(r.from);
    if (r.has_outside) s += "; else " + std::to_string(r.outside);
    return s;
}

// The number of i < limit where x and y differ.
inline std::size_t differ_below(const Bits& x, const Bits& y, std::size_t limit) {
    std::size_t c = 0;
    for (std::size_t i = 0; i < limit; ++i) c += bit(x, i) != bit(y, i);
    return c;
}

// A set seen well enough to be a rule: 4 members and 3 non-members from start
// on, 2 of the members past the first quarter (a finite set is no rule).
inline bool enough_members(const Bits& z, std::size_t start, std::size_t L) {
    std::size_t in = 0, late = 0;
    for (std::size_t i = start; i < L; ++i) in += bit(z, i), late += bit(z, i) && 4 * i >= L;
    return in >= 4 && L - start - in >= 3 && late >= 2;
}

// On the last three quarters (from a word boundary, `span` values) a rule
// holds exactly, so counts must fit: each atom's members there (count), and z's
// (returned).
inline std::size_t late_counts(const std::vector<Bits>& atoms, const Bits& z, std::size_t L, u64 tail_mask,
                               std::vector<std::size_t>& count, std::size_t& span) {
    const std::size_t words = (L + 63) / 64, w0 = (L / 4 + 63) / 64;
    span = L > w0 * 64 ? L - w0 * 64 : 0;
    count.assign(atoms.size(), 0);
    std::size_t zc = 0;
    for (std::size_t w = w0; w < words; ++w) zc += popcount64(z[w] & (w + 1 == words ? tail_mask : ~static_cast<u64>(0)));
    for (std::size_t a = 0; a < atoms.size(); ++a)
        for (std::size_t w = w0; w < words; ++w) count[a] += popcount64(atoms[a][w] & (w + 1 == words ? tail_mask : ~static_cast<u64>(0)));
    return zc;
}

// Where the set (x alone, x and y, x or y; x, y the atoms or their
// complements) is z from: one past the last point where they differ,
// scanning the words from the end.
inline std::size_t set_holds_from(const Bits& x0, const Bits& y0, bool nx, bool ny, int op, const Bits& z,
                                  std::size_t words, u64 tail_mask) {
    for (std::size_t w = words; w-- > 0;) {
        const u64 m = w + 1 == words ? tail_mask : ~static_cast<u64>(0);
        const u64 x = nx ? ~x0[w] : x0[w], y = ny ? ~y0[w] : y0[w];
        const u64 diff = ((op == 0 ? x : op == 2 ? (x | y) : (x & y)) ^ z[w]) & m;
        if (diff) {
            std::size_t top = 63;
            while (!(diff >> top & 1)) --top;
            return w * 64 + top + 1;
        }
    }
    return 0;
}

// Each literal of a pair matters: the pair differs from either literal alone
// on 3 points of the first half.
inline bool both_matter(const Bits& x0, const Bits& y0, bool nx, bool ny, const Bits& z, std::size_t L) {
    Bits x(x0.size()), y(y0.size());
    for (std::size_t v = 0; v < x.size(); ++v) x[v] = nx ? ~x0[v] : x0[v], y[v] = ny ? ~y0[v] : y0[v];
    return differ_below(x, z, L / 2) >= 3 && differ_below(y, z, L / 2) >= 3;
}

// One literal, or an "and" / "or" of two (not two residues: a period says
// that), from n0 on (n0 within the first quarter).
inline void detect_sets(const Table& t, const SetTarget& target, const std::vector<Bits>& atoms,
                        const std::vector<char>& usable, std::vector<PatternRule>& out) {
    const std::size_t L = t.len, words = (L + 63) / 64;
    const u64 tail_mask = L % 64 ? (static_cast<u64>(1) << (L % 64)) - 1 : ~static_cast<u64>(0);
    const Bits& z = target.z;
    if (!enough_members(z, 0, L)) return;
    PatternRule base = blank_rule(PatternRule::set, t.first, t.last());
    base.inside = target.u;
    base.outside = target.w;
    base.has_outside = target.two;
    // a literal of an "or" has at most z's members late, of an "and" at least, alone exactly
    std::vector<std::size_t> count;
    std::size_t span;
    const std::size_t zc = late_counts(atoms, z, L, tail_mask, count, span);
    for (std::size_t a = 0; a < atoms.size(); ++a) {
        if (!usable[a]) continue;
        for (std::size_t b = a; b < atoms.size(); ++b) {
            const bool residues = static_cast<int>(a) >= atom_special_count && static_cast<int>(b) >= atom_special_count;
            if (!usable[b] || (b > a && residues)) continue;
            for (int form = 0; form < (b == a ? 2 : 8); ++form) {
                const bool na = form & 1, nb = form & 2, orr = form & 4;
                const std::size_t ca = na ? span - count[a] : count[a], cb = nb ? span - count[b] : count[b];
                if (b == a ? ca != zc : orr ? (ca > zc || cb > zc) : (ca < zc || cb < zc)) continue;
                const int op = b == a ? 0 : orr ? 2 : 1;
                const std::size_t start = set_holds_from(atoms[a], atoms[b], na, nb, op, z, words, tail_mask);
                if (4 * start > L || !enough_members(z, start, L)) continue;
                if (op != 0 && !both_matter(atoms[a], atoms[b], na, nb, z, L)) continue;
                PatternRule r = base;
                r.from = t.first + start;
                // the special set first in the text when the other is a residue ("n is odd or ...")
                const bool swap = op != 0 && static_cast<int>(a) < atom_special_count && static_cast<int>(b) >= atom_special_count;
                r.atom1 = static_cast<int>(swap ? b : a);
                r.negated1 = swap ? nb : na;
                if (op != 0) {
                    r.atom2 = static_cast<int>(swap ? a : b);
                    r.negated2 = swap ? na : nb;
                }
                r.op = op;
                r.cost = op == 0 ? (target.two ? 25 : 65) : (target.two ? 35 : 75);
                r.text = set_text(r);
                out.push_back(r);
            }
        }
    }
}

inline void detect_positions(const Table& t, const SetTarget& target, std::vector<PatternRule>& out) {
    std::vector<i64> a;
    for (std::size_t i = 0; i < t.len; ++i)
        if (bit(target.z, i)) a.push_back(static_cast<i64>(t.first + i));
    if (a.size() < 8) return;
    PatternRule r = blank_rule(PatternRule::positions, t.first, t.last());
    r.starts = fit_sequence(a, 8);
    if (r.starts.kind == SequenceRule::none) return;
    i64 next;
    if (seq_value(r.starts, a.size(), next) && next <= static_cast<i64>(t.last())) return;  // a member the table lacks
    if (r.starts.kind == SequenceRule::periodic && r.starts.saltus <= 0) return;
    r.inside = target.u;
    r.outside = target.w;
    r.has_outside = target.two;
    r.from = t.first;
    r.cost = target.two ? 30 : 70;
    r.text = "f(n) = " + std::to_string(r.inside) + " iff n = a_k for some k >= 0, " + seq_text(r.starts);
    if (r.has_outside) r.text += "; else " + std::to_string(r.outside);
    out.push_back(r);
}

inline void detect_runs(const Table& t, i64 step, std::vector<PatternRule>& out) {
    std::vector<i64> starts, values;
    for (std::size_t i = 0; i < t.len; ++i)
        if (i == 0 || difference_or(t.v[i], t.v[i - 1], step ^ 1) != step) starts.push_back(static_cast<i64>(t.first + i)), values.push_back(t.v[i]);
    if (starts.size() < 6 || starts.size() * 4 > t.len) return;
    PatternRule r = blank_rule(PatternRule::runs, t.first, t.last());
    r.step = step;
    r.starts = fit_sequence(starts, 6);
    if (r.starts.kind == SequenceRule::none) return;
    if (r.starts.kind == SequenceRule::periodic) return;  // runs of periodic lengths: the periodic kind
    i64 next;
    if (!seq_value(r.starts, starts.size(), next) || next <= static_cast<i64>(t.last())) return;
    for (std::size_t i = 1; i < starts.size(); ++i)
        if (starts[i] <= starts[i - 1]) return;
    r.values = fit_sequence(values, 6);
    if (r.values.kind == SequenceRule::none) return;
    r.cost = 40;
    const std::string run = step ? "f(n) = v_i" + signed_term(step, "(n - s_i)", false) : "f(n) = v_i";
    r.text = "runs: " + run + " for s_i <= n < s_(i+1), " + seq_text(r.starts, "s", "i") + ", " + seq_text(r.values, "v", "i");
    out.push_back(r);
}

// The table itself a polynomial (degree 2..4), a recurrence or floor(n alpha)
// with alpha a quadratic irrational (periods are the periodic kind's).
inline void detect_formula(const Table& t, std::vector<PatternRule>& out) {
    const std::vector<i64> a(t.v, t.v + t.len);
    SequenceRule s = fit_polynomial(a);
    if (s.kind == SequenceRule::none) s = fit_recurrence(a);
    if (s.kind == SequenceRule::none) s = fit_beatty(a);
    if (s.kind == SequenceRule::none) return;
    PatternRule r = blank_rule(PatternRule::formula, t.first, t.last());
    r.starts = s;
    r.cost = 15;
    r.text = t.first ? seq_text(s, "f", "k") + " with k = n - " + std::to_string(t.first) : seq_text(s, "f", "n", true);
    out.push_back(r);
}

// f(b n + k) as a function of f(n) (A) or affine in n (B, the map by_index),
// for every n from where that holds (from_k) to top: the longer tail wins.
inline ValueMap child_map(const Table& t, unsigned b, unsigned k, u64 top, u64& from_k) {
    const u64 first = t.first, last = t.last();
    std::unordered_map<i64, i64> seen;
    u64 from_a = first, from_b = first;
    bool have_b = false;
    i64 beta = 0, gamma = 0;
    std::vector<std::pair<u64, i64> > tail;  // (n, f(b n + k)) from the top, for B
    for (u64 n = top + 1; n-- > first;) {
        const u64 child = b * n + k;
        if (child > last || child < first || (n == 0 && k == 0)) {
            if (n == 0) break;
            continue;
        }
        const i64 x = t.v[static_cast<std::size_t>(n - first)], y = t.v[static_cast<std::size_t>(child - first)];
        if (from_a == first) {
            std::pair<std::unordered_map<i64, i64>::iterator, bool> in = seen.insert(std::make_pair(x, y));
            if (!in.second && in.first->second != y) from_a = n + 1;
        }
        if (from_b == first) {
            tail.push_back(std::make_pair(n, y));
            if (tail.size() == 2) {
                const i64 dn = static_cast<i64>(tail[0].first - tail[1].first);  // parents below 2^62
                i64 dy, t0;
                have_b = dn != 0 && sub_ok(tail[0].second, tail[1].second, dy) && dy % dn == 0;
                if (have_b) beta = dy / dn;
                have_b = have_b && mul_ok(beta, static_cast<i64>(tail[0].first), t0) && sub_ok(tail[0].second, t0, gamma);
                if (!have_b) from_b = n + 1;
            } else if (tail.size() > 2) {
                i64 at, want;
                if (!mul_ok(beta, static_cast<i64>(n), at) || !add_ok(at, gamma, want) || y != want) from_b = n + 1;
            }
        }
        if ((from_a != first && from_b != first) || n == 0) break;
    }
    ValueMap m;
    m.affine = false;
    m.mul = m.add = 0;
    m.by_index = have_b && from_b < from_a && beta != 0;
    if (m.by_index) {
        m.affine = true;
        m.mul = beta;
        m.add = gamma;
    }
    from_k = m.by_index ? from_b : from_a;
    return m;
}

// A map on f(n): the pairs (f(n), f(b n + k)) for n >= from, a constant or
// affine when they are; false when there are none or too many values for a map
// to mean anything (any table fits one).
inline bool value_map_from(const Table& t, unsigned b, unsigned k, u64 from, u64 top, ValueMap& m) {
    std::unordered_map<i64, i64> pairs;
    for (u64 n = from; n <= top; ++n) {
        const u64 child = b * n + k;
        if (child <= t.last() && (n > 0 || k > 0))
            pairs[t.v[static_cast<std::size_t>(n - t.first)]] = t.v[static_cast<std::size_t>(child - t.first)];
    }
    m.pairs.assign(pairs.begin(), pairs.end());
    std::sort(m.pairs.begin(), m.pairs.end());
    if (m.pairs.empty()) return false;
    bool one_image = true;  // every f(n) goes to the same value: a constant, whatever the map
    for (std::size_t i = 1; i < m.pairs.size(); ++i) one_image = one_image && m.pairs[i].second == m.pairs[0].second;
    if (one_image) {
        m.affine = true;
        m.mul = 0;
        m.add = m.pairs[0].second;
    } else {
        fit_affine(m.pairs, m);
    }
    if (!m.affine && 4 * m.pairs.size() > top - from + 1) return false;
    if (m.affine) m.pairs.clear();
    return true;
}

inline void detect_binary(const Table& t, unsigned b, std::vector<PatternRule>& out) {
    const u64 first = t.first, last = t.last();
    if (last / b < first + 16) return;
    const u64 top = last / b;  // the largest parent with a child b n + r in range for some r
    std::vector<ValueMap> maps(b);
    u64 from = first;
    for (unsigned k = 0; k < b; ++k) {
        u64 from_k;
        maps[k] = child_map(t, b, k, top, from_k);
        from = std::max(from, from_k);
    }
    if (top < from + 16 || 2 * (from - first) > top - first) return;
    PatternRule r = blank_rule(PatternRule::binary, t.first, t.last());
    r.base = b;
    r.from = from;
    r.cost = 45;
    bool all_constant = true, all_identity = true;
    std::string text;
    for (unsigned k = 0; k < b; ++k) {
        ValueMap& m = maps[k];
        if (!m.by_index && !value_map_from(t, b, k, from, top, m)) return;
        all_constant = all_constant && m.affine && m.mul == 0;
        all_identity = all_identity && m.affine && !m.by_index && m.mul == 1 && m.add == 0;
        const std::string child = "f(" + std::to_string(b) + "n" + (k ? " + " + std::to_string(k) : "") + ")";
        text += (k ? ", " : "") + child + " = " + map_text(m, m.by_index ? "n" : "f(n)");
    }
    if (all_constant || all_identity) return;
    r.maps = maps;
    r.text = text + (from > first ? " for n >= " + std::to_string(from) : "");
    out.push_back(r);
}

// All the detectors on one table (a prefix of the caller's): the rules that fit it.
struct Precomputed {
    std::vector<std::vector<i64> > features;  // per feature id, over the whole table (empty: not tried)
    std::vector<Bits> atoms;                  // per atom, over the whole table
};

// The kinds that read n itself (functions of n, sets of n, f(2n) from f(n)):
// also run on the views of the table with n shifted or a slope removed.
inline void detect_indexed(const Table& t, const Precomputed& pre, bool with_positions, std::vector<PatternRule>& out) {
    for (int id = 0; id < feat_count; ++id)
        if (!pre.features[static_cast<std::size_t>(id)].empty()) {
            detect_function(t, id, &pre.features[static_cast<std::size_t>(id)][0], out);
        }
    // the set of the least value (0 when present): u, and w when there are exactly two values
    std::vector<i64> distinct;
    for (std::size_t i = 0; i < t.len && distinct.size() <= 2; ++i)
        if (std::find(distinct.begin(), distinct.end(), t.v[i]) == distinct.end()) distinct.push_back(t.v[i]);
    bool zero = false;
    for (std::size_t i = 0; i < t.len && !zero; ++i) zero = t.v[i] == 0;
    if (distinct.size() == 2 || zero) {
        SetTarget target;
        target.two = distinct.size() == 2;
        target.u = target.two ? std::min(distinct[0], distinct[1]) : 0;
        target.w = target.two ? std::max(distinct[0], distinct[1]) : 0;
        const std::size_t words = (t.len + 63) / 64;
        target.z.assign(words, 0);
        target.count = 0;
        for (std::size_t i = 0; i < t.len; ++i)
            if (t.v[i] == target.u) target.z[i >> 6] |= static_cast<u64>(1) << (i & 63), ++target.count;
        std::vector<Bits> atoms(pre.atoms.size());
        std::vector<char> usable(pre.atoms.size(), 0);
        for (std::size_t a = 0; a < atoms.size(); ++a) {
            atoms[a].assign(pre.atoms[a].begin(), pre.atoms[a].begin() + static_cast<std::ptrdiff_t>(words));
            if (t.len % 64) atoms[a][words - 1] &= (static_cast<u64>(1) << (t.len % 64)) - 1;
            std::size_t members = 0;
            for (std::size_t w = 0; w < words; ++w) members += popcount64(atoms[a][w]);
            usable[a] = members >= 3 && t.len - members >= 3;
        }
        if (target.count >= 1) {
            detect_sets(t, target, atoms, usable, out);
            if (with_positions) detect_positions(t, target, out);
        }
    }
    for (unsigned b = 2; b <= 4; ++b) detect_binary(t, b, out);
}

inline void detect_all(const Table& t, const Precomputed& pre, std::vector<PatternRule>& out,
                       std::vector<PatternRule>& suspect) {
    detect_periodic(t, out, suspect);
    detect_formula(t, out);
    detect_indexed(t, pre, true, out);
    detect_runs(t, 0, out);
    // piecewise arithmetic: the most common non-zero step, if it is most steps
    std::unordered_map<i64, std::size_t> steps;
    for (std::size_t i = 1; i < t.len; ++i) {
        i64 d;
        if (sub_ok(t.v[i], t.v[i - 1], d)) ++steps[d];
    }
    i64 best = 0;
    std::size_t most = 0;
    for (std::unordered_map<i64, std::size_t>::const_iterator it = steps.begin(); it != steps.end(); ++it)
        if (it->first != 0 && (it->second > most || (it->second == most && it->first < best))) best = it->first, most = it->second;
    if (most * 2 > t.len) detect_runs(t, best, out);
}

inline Precomputed precompute(const std::vector<i64>& values, u64 first) {
    Precomputed pre;
    const std::size_t L = values.size();
    pre.features.assign(feat_count, std::vector<i64>());
    const u64 last = first + L - 1;
    if (last > (static_cast<u64>(1) << 62)) return pre;
    // the factor-based functions from a sieve (or one by one on short tables)
    std::vector<FactorSummary> factors;
    const bool have_factors = range_factors(first, L, factors);
    for (int id = 0; id < feat_count; ++id) {
        if (factor_based(id) && !have_factors) continue;
        std::vector<i64>& F = pre.features[static_cast<std::size_t>(id)];
        if (!factor_based(id)) {
            range_feature(id, first, L, F);
            continue;
        }
        F.resize(L);
        for (std::size_t i = 0; i < L; ++i) F[i] = first + i == 0 ? kUndefined : from_summary(id, factors[i]);
    }
    const std::size_t words = (L + 63) / 64;
    pre.atoms.assign(static_cast<std::size_t>(atom_count()), Bits(words, 0));
    for (unsigned m = 2; m <= kMostModulus; ++m)
        for (unsigned r = 0; r < m; ++r) {
            Bits& b = pre.atoms[static_cast<std::size_t>(residue_atom(m, r))];
            for (std::size_t i = static_cast<std::size_t>((r + m - first % m) % m); i < L; i += m) b[i >> 6] |= static_cast<u64>(1) << (i & 63);
        }
    for (int a = 0; a < atom_special_count; ++a) {
        if (atom_factor_based(a) && !have_factors) continue;
        Bits& b = pre.atoms[static_cast<std::size_t>(a)];
        for (std::size_t i = 0; i < L; ++i) {
            const u64 n = first + i;
            const bool in = atom_factor_based(a) ? (n > 0 && atom_from_summary(a, factors[i])) : atom_member(a, n);
            if (in) b[i >> 6] |= static_cast<u64>(1) << (i & 63);
        }
    }
    return pre;
}

}  // namespace pattern_detail
}  // namespace nimkit

#endif
