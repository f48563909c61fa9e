// nimkit/pattern_expression.hpp - a table's rule as a small expression in its
// indices: f(n), f(k, n) (a family, one member per k) or f(a, b) equal to an
// expression of at most three operations on the indices and the constants
// 1, 2, 3 - + - * div mod xor min max - or a value of one (f = u where e = 0,
// else w) or a map of a few values of one (each value class described).
// `take 1..k` is n mod (k + 1), subtraction {k, 2k} is (n div k) mod 3, HDU
// 4764's verdicts are 0 where (n - 1) mod (k + 1) = 0, else 1.
//
// find_expression(table) enumerates the expressions smallest first, one per
//   distinct behaviour on a sample of the table's cells and on probe points
//   past it (observational equivalence), and keeps the smallest that fit every
//   cell. Status: `observed` when one behaviour fits and it is TRUSTED: the
//   table holds at least 12 cells per node, and the same search on the table's
//   first half and first three quarters (members and values both cut) finds
//   expressions that give the same values on the whole table and at every
//   probe - the rule was read before the rest of the table confirmed it.
//   `unknown` when two fits of the least size part past the table: all are
//   listed, and expression_value answers only where they agree.
// expression_value(report, x, y, v): the value at (x, y) (a table of one index:
//   x is ignored) by the fitting expressions when they agree there and none
//   overflows, divides by a non-positive number or meets a value the map has
//   not seen.
// Cost: about 10^6 expressions of size 7 each evaluated on 96 points, three
//   searches when the first fits: under 0.5 s, independent of the table's size
//   but for the checks of fits on every cell: a candidate that fits the sample
//   is read first at the (at most 64) cells where earlier ones failed, so a
//   pass over the table is paid once per new failing cell and per fit
//   (report.cells_read counts the cells read: 1.1 per cell on 317 x 317 0s but
//   the last cell, 5000 without that memory: 12.9 s, issue 43). Memory: the
//   expressions up to size 5 (a few thousand, 96 values each).
// Proved by: tests/test_pattern_expression.cpp - families brute-forced from
//   their moves (take 1..k and subtraction {k, 2k} on k = 1..16, n = 0..60,
//   right on k = 1..60, n = 0..600; HDU 4764's verdicts on k = 1..20, N =
//   1..40, right on k = 1..50, N = 1..150); two heaps, take 1..t from one
//   (t = 1..3) and Nim's 0 cells, read on 0..23 squared, right on 0..79
//   squared; k + n and k xor n fitting one table answer only where they agree;
//   40 random tables trust nothing; tables of 0s but one cell read at most 3
//   cells a cell plus 10^4; bugs planted in mod, in the zero split and in the
//   failed cells' memory fail the tests. tests/pattern_heldout_test.py: held-out games
//   through the command, scored right / unknown / wrong.
#ifndef NIMKIT_PATTERN_EXPRESSION_HPP
#define NIMKIT_PATTERN_EXPRESSION_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace nimkit {

// A table for the search: rows[i] holds f(keys[i], first), f(keys[i], first + 1),
// ... (rows may differ in length); with one index (dims 1) keys is {0} and the
// one row is f(first..); names: the indices' names ("n"; "k", "n"; "a", "b").
struct ExpressionTable {
    int dims;
    std::vector<std::int64_t> keys;
    std::vector<std::vector<std::int64_t> > rows;
    std::int64_t first;
    std::string x_name, y_name;
};

// One node of an expression in postfix order: a leaf (x, y, a constant) or an
// operation on the two values before it.
struct ExpressionNode {
    enum Op { x, y, constant, add, sub, mul, div, mod, bxor, min, max };
    Op op;
    std::int64_t c;
};

struct ExpressionRule {
    enum Mode { exact, zero_split, value_map };
    std::vector<ExpressionNode> nodes;  // postfix
    Mode mode;
    std::int64_t zero, other;           // zero_split: f = zero where e = 0, else other
    std::vector<std::pair<std::int64_t, std::int64_t> > map;  // value_map: (e, f), sorted by e
    std::string text;
};

struct ExpressionReport {
    bool found;                      // some expression fits every cell
    bool trusted;                    // found, one behaviour, and the evidence above
    std::vector<ExpressionRule> rules;  // the fits of the least size (distinct past the table)
    std::string range;               // the cells checked, in words
    std::string why;                 // found but not trusted: why not
    std::size_t cells_read;          // table cells read checking candidate fits (a cost figure)
};

namespace expression_detail {

typedef std::int64_t i64;
const i64 kBad = std::numeric_limits<i64>::min();  // overflow, a division by a non-positive number

inline i64 apply(ExpressionNode::Op op, i64 a, i64 b) {
    const i64 hi = std::numeric_limits<i64>::max(), lo = kBad + 1;
    if (a == kBad || b == kBad) return kBad;
    switch (op) {
    case ExpressionNode::add:
        if ((b > 0 && a > hi - b) || (b < 0 && a < lo - b)) return kBad;
        return a + b;
    case ExpressionNode::sub:
        if ((b < 0 && a > hi + b) || (b > 0 && a < lo + b)) return kBad;
        return a - b;
    case ExpressionNode::mul: {
        if (a == 0 || b == 0) return 0;
        const i64 ua = a < 0 ? -a : a, ub = b < 0 ? -b : b;
        if (ua > hi / ub) return kBad;
        return a * b;
    }
    case ExpressionNode::div: {
        if (b <= 0) return kBad;
        i64 q = a / b;
        if (a % b != 0 && a < 0) --q;
        return q;
    }
    case ExpressionNode::mod: {
        if (b <= 0) return kBad;
        const i64 r = a % b;
        return r < 0 ? r + b : r;
    }
    case ExpressionNode::bxor:
        if (a < 0 || b < 0) return kBad;
        return a ^ b;
    case ExpressionNode::min: return a < b ? a : b;
    case ExpressionNode::max: return a < b ? b : a;
    default: return kBad;
    }
}

inline bool commutative(ExpressionNode::Op op) {
    return op == ExpressionNode::add || op == ExpressionNode::mul || op == ExpressionNode::bxor || op == ExpressionNode::min ||
           op == ExpressionNode::max;
}

inline i64 evaluate(const std::vector<ExpressionNode>& nodes, i64 x, i64 y) {
    i64 stack[16];
    int top = 0;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const ExpressionNode& e = nodes[i];
        if (e.op == ExpressionNode::x) stack[top++] = x;
        else if (e.op == ExpressionNode::y) stack[top++] = y;
        else if (e.op == ExpressionNode::constant) stack[top++] = e.c;
        else {
            --top;
            stack[top - 1] = apply(e.op, stack[top - 1], stack[top]);
        }
    }
    return stack[0];
}

// The text of a subtree ending at nodes[end - 1]; `end` moves to its first node.
inline std::string text_of(const std::vector<ExpressionNode>& nodes, std::size_t& end, const ExpressionTable& t, bool top) {
    const ExpressionNode& e = nodes[--end];
    if (e.op == ExpressionNode::x) return t.x_name;
    if (e.op == ExpressionNode::y) return t.y_name;
    if (e.op == ExpressionNode::constant) return std::to_string(e.c);
    const std::string b = text_of(nodes, end, t, false);
    const std::string a = text_of(nodes, end, t, false);
    if (e.op == ExpressionNode::min) return "min(" + a + ", " + b + ")";
    if (e.op == ExpressionNode::max) return "max(" + a + ", " + b + ")";
    static const char* const kName[] = {"", "", "", " + ", " - ", " * ", " div ", " mod ", " xor "};
    const std::string s = a + kName[e.op] + b;
    return top ? s : "(" + s + ")";
}

inline std::string expression_text(const std::vector<ExpressionNode>& nodes, const ExpressionTable& t) {
    std::size_t end = nodes.size();
    return text_of(nodes, end, t, true);
}

inline std::string lhs(const ExpressionTable& t) {
    return t.dims == 1 ? "f(" + t.y_name + ")" : "f(" + t.x_name + ", " + t.y_name + ")";
}

inline std::string rule_text(const ExpressionRule& r, const ExpressionTable& t) {
    const std::string e = expression_text(r.nodes, t);
    if (r.mode == ExpressionRule::exact) return lhs(t) + " = " + e;
    if (r.mode == ExpressionRule::zero_split)
        return lhs(t) + " = " + std::to_string(r.zero) + " where " + e + " = 0, else " + std::to_string(r.other);
    // one clause per value of f: the values of e that give it
    std::vector<i64> fs;
    for (std::size_t i = 0; i < r.map.size(); ++i) fs.push_back(r.map[i].second);
    std::sort(fs.begin(), fs.end());
    fs.erase(std::unique(fs.begin(), fs.end()), fs.end());
    std::string s = lhs(t) + " =";
    for (std::size_t j = 0; j < fs.size(); ++j) {
        std::string es;
        for (std::size_t i = 0; i < r.map.size(); ++i)
            if (r.map[i].second == fs[j]) es += (es.empty() ? "" : ", ") + std::to_string(r.map[i].first);
        s += (j ? "; " : " ") + std::to_string(fs[j]) + " where " + e + " in {" + es + "}";
    }
    return s + "; else unknown";
}

inline bool rule_value(const ExpressionRule& r, i64 x, i64 y, i64& v) {
    const i64 e = evaluate(r.nodes, x, y);
    if (e == kBad) return false;
    if (r.mode == ExpressionRule::exact) return v = e, true;
    if (r.mode == ExpressionRule::zero_split) return v = e == 0 ? r.zero : r.other, true;
    for (std::size_t i = 0; i < r.map.size(); ++i)
        if (r.map[i].first == e) return v = r.map[i].second, true;
    return false;
}

// The value every rule gives at (x, y), false where one gives none or two differ.
inline bool agreed_value(const std::vector<ExpressionRule>& rules, i64 x, i64 y, i64& v) {
    if (rules.empty()) return false;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        i64 w = 0;
        if (!rule_value(rules[i], x, y, w) || (i && w != v)) return false;
        v = w;
    }
    return true;
}

struct Cell {
    i64 x, y, f;
};

inline std::size_t cell_count(const ExpressionTable& t) {
    std::size_t n = 0;
    for (std::size_t i = 0; i < t.rows.size(); ++i) n += t.rows[i].size();
    return n;
}

// Up to `most` cells spread over the table (every row's first value, then a
// deterministic scatter), and points past it: beyond the last key, beyond the
// last index, both, and far.
inline void sample(const ExpressionTable& t, std::size_t most, std::vector<Cell>& cells, std::vector<std::pair<i64, i64> >& probes) {
    const std::size_t total = cell_count(t);
    std::vector<std::pair<std::size_t, std::size_t> > at;
    if (total <= most) {
        for (std::size_t i = 0; i < t.rows.size(); ++i)
            for (std::size_t j = 0; j < t.rows[i].size(); ++j) at.push_back(std::make_pair(i, j));
    } else {
        std::uint64_t s = 0x9e3779b97f4a7c15ULL;
        for (std::size_t i = 0; i < t.rows.size() && at.size() < most / 4; ++i)
            if (!t.rows[i].empty()) at.push_back(std::make_pair(i, std::size_t(0)));
        while (at.size() < most) {
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            const std::size_t i = static_cast<std::size_t>(s % t.rows.size());
            if (t.rows[i].empty()) continue;
            s ^= s << 13, s ^= s >> 7, s ^= s << 17;
            // half the draws among the first 64 values, where rules show first
            const std::size_t len = t.rows[i].size(), span = (s & 1) ? len : std::min<std::size_t>(len, 64);
            at.push_back(std::make_pair(i, static_cast<std::size_t>((s >> 1) % span)));
        }
    }
    for (std::size_t q = 0; q < at.size(); ++q) {
        Cell c = {t.keys[at[q].first], t.first + static_cast<i64>(at[q].second), t.rows[at[q].first][at[q].second]};
        cells.push_back(c);
    }
    i64 kmax = t.keys[0], kmin = t.keys[0];
    std::size_t len = 0;
    for (std::size_t i = 0; i < t.keys.size(); ++i)
        kmax = std::max(kmax, t.keys[i]), kmin = std::min(kmin, t.keys[i]), len = std::max(len, t.rows[i].size());
    const i64 last = t.first + static_cast<i64>(len) - 1, span = last - t.first + 1, kspan = kmax - kmin + 1;
    std::uint64_t s = 0x2545f4914f6cdd1dULL;
    for (int q = 0; q < 32; ++q) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        const i64 r1 = static_cast<i64>(s % 1000003), r2 = static_cast<i64>((s >> 20) % 1000003);
        i64 x = kmin + r1 % kspan, y = t.first + r2 % span;
        const int where = q % 4;
        if (where == 0 || where == 2) y = last + 1 + r2 % (2 * span + 7);
        if (where == 1 || where == 2) x = kmax + 1 + r1 % (2 * kspan + 7);
        if (where == 3) x = kmax + r1 % 100000, y = last + r2 % 1000000;
        if (t.dims == 1) x = 0;
        probes.push_back(std::make_pair(x, y));
    }
}

struct Pool {
    std::vector<ExpressionNode::Op> op;
    std::vector<i64> c;
    std::vector<int> left, right;
    std::vector<i64> vals;  // vals[id * width + j]
};

inline bool has_index(const Pool& p, int id) {
    const std::size_t i = static_cast<std::size_t>(id);
    if (p.left[i] < 0) return p.op[i] != ExpressionNode::constant;
    return has_index(p, p.left[i]) || has_index(p, p.right[i]);
}

// The expression `id` in postfix, a part without an index folded to its value
// (1 + 3 is 4: the search builds constants beyond 1, 2, 3 that way).
inline void postfix(const Pool& p, int id, std::size_t width, std::vector<ExpressionNode>& out) {
    const std::size_t i = static_cast<std::size_t>(id);
    if (!has_index(p, id)) {
        const ExpressionNode e = {ExpressionNode::constant, p.vals[i * width]};
        out.push_back(e);
        return;
    }
    if (p.left[i] >= 0) {
        postfix(p, p.left[i], width, out);
        postfix(p, p.right[i], width, out);
    }
    const ExpressionNode e = {p.op[i], p.c[i]};
    out.push_back(e);
}

inline std::uint64_t hash_values(const i64* v, std::size_t n) {
    std::uint64_t h = 1469598103934665603ULL;
    for (std::size_t j = 0; j < n; ++j) h = (h ^ static_cast<std::uint64_t>(v[j])) * 1099511628211ULL, h ^= h >> 29;
    return h;
}

// Does e (its values on the sample cells) explain f, and how.
inline bool matches(const i64* e, const std::vector<Cell>& cells, ExpressionRule& r) {
    const std::size_t n = cells.size();
    std::size_t j = 0;
    while (j < n && e[j] == cells[j].f) ++j;
    if (j == n) return r.mode = ExpressionRule::exact, true;
    // zero_split: f takes one value where e = 0, another elsewhere
    i64 zero = kBad, other = kBad;
    bool ok = true;
    for (j = 0; j < n && ok; ++j) {
        i64& want = e[j] == 0 ? zero : other;
        if (want == kBad) want = cells[j].f;
        ok = want == cells[j].f;
    }
    if (ok && zero != kBad && other != kBad && zero != other) {
        r.mode = ExpressionRule::zero_split, r.zero = zero, r.other = other;
        return true;
    }
    // value_map: at most 6 values of e, each seen 3 times, not all giving distinct f
    r.map.clear();
    std::vector<int> seen;
    for (j = 0; j < n; ++j) {
        std::size_t i = 0;
        while (i < r.map.size() && r.map[i].first != e[j]) ++i;
        if (i == r.map.size()) {
            if (r.map.size() == 6) return false;
            r.map.push_back(std::make_pair(e[j], cells[j].f)), seen.push_back(0);
        }
        if (r.map[i].second != cells[j].f) return false;
        ++seen[i];
    }
    for (std::size_t i = 0; i < seen.size(); ++i)
        if (seen[i] < 3) return false;
    if (r.map.size() < 2) return false;
    std::sort(r.map.begin(), r.map.end());
    r.mode = ExpressionRule::value_map;
    return true;
}

// Checks fits on every cell. A candidate that fits the sample mostly fails
// where an earlier one did (a table of 0s but its last cell: every expression
// that is 0 on the sample fails there only), so the cells where fits failed
// are read first, then a spread of 1024 cells, then the rest: a failure costs
// O(witnesses) unless it is at a new cell. `read` counts the cells read.
struct FitChecker {
    const ExpressionTable& t;
    std::vector<std::pair<std::size_t, std::size_t> > witnesses;  // (row, index), the latest failure first
    std::size_t read;
    explicit FitChecker(const ExpressionTable& table) : t(table), read(0) {}

    bool cell_fits(const ExpressionRule& r, std::size_t i, std::size_t j) {
        ++read;
        i64 v;
        return rule_value(r, t.keys[i], t.first + static_cast<i64>(j), v) && v == t.rows[i][j];
    }
    bool failed_at(std::size_t i, std::size_t j) {
        if (witnesses.size() == 64) witnesses.pop_back();
        witnesses.insert(witnesses.begin(), std::make_pair(i, j));
        return false;
    }
    bool fits(const ExpressionRule& r) {
        for (std::size_t q = 0; q < witnesses.size(); ++q)
            if (!cell_fits(r, witnesses[q].first, witnesses[q].second)) {
                const std::ptrdiff_t at = static_cast<std::ptrdiff_t>(q);
                std::rotate(witnesses.begin(), witnesses.begin() + at, witnesses.begin() + at + 1);
                return false;
            }
        const std::size_t total = cell_count(t), stride = std::max<std::size_t>(1, total / 1024);
        for (std::size_t i = 0, k = 0; i < t.rows.size(); ++i)
            for (std::size_t j = 0; j < t.rows[i].size(); ++j, ++k)
                if (k % stride == stride - 1 && !cell_fits(r, i, j)) return failed_at(i, j);
        for (std::size_t i = 0, k = 0; i < t.rows.size(); ++i)
            for (std::size_t j = 0; j < t.rows[i].size(); ++j, ++k)
                if (k % stride != stride - 1 && !cell_fits(r, i, j)) return failed_at(i, j);
        return true;
    }
};

// The search's state: the sample and probes, the pool of distinct candidates
// of size <= 5 (the parts larger ones are built from) and the fits found.
struct ExpressionSearch {
    const ExpressionTable& t;
    std::vector<Cell> cells;
    std::vector<std::pair<i64, i64> > probes;
    std::size_t nc, width;
    Pool pool;
    std::unordered_map<std::uint64_t, int> seen;
    std::vector<std::vector<int> > by_size;
    std::vector<ExpressionRule> found;
    std::vector<std::uint64_t> found_hash;
    std::vector<i64> buf;
    FitChecker checker;
    explicit ExpressionSearch(const ExpressionTable& table) : t(table), nc(0), width(0), by_size(8), checker(table) {
        sample(t, 64, cells, probes);
        nc = cells.size(), width = nc + probes.size();
        buf.resize(width);
    }

    // The behaviour of the candidate in buf read through `rule`: f's values on the probes.
    std::uint64_t behaviour(const ExpressionRule& rule) const {
        if (rule.mode == ExpressionRule::exact) return hash_values(&buf[nc], probes.size()) ^ 0x5bd1e995u;
        std::vector<i64> pred(probes.size());
        for (std::size_t j = nc; j < width; ++j) {
            i64 v = kBad;
            if (buf[j] != kBad) {
                if (rule.mode == ExpressionRule::zero_split) v = buf[j] == 0 ? rule.zero : rule.other;
                for (std::size_t i = 0; i < rule.map.size(); ++i)
                    if (rule.map[i].first == buf[j]) v = rule.map[i].second;
            }
            pred[j - nc] = v;
        }
        return hash_values(&pred[0], pred.size()) ^ 0x5bd1e995u;
    }

    // a candidate: values in buf; keep it for building (size <= 5) and test it
    void offer(ExpressionNode::Op op, i64 c, int l, int r, int size) {
        for (std::size_t j = 0; j < nc; ++j)
            if (buf[j] == kBad) return;
        const std::uint64_t h = hash_values(&buf[0], width);
        if (size <= 5) {
            if (!seen.insert(std::make_pair(h, static_cast<int>(pool.op.size()))).second) return;
            pool.op.push_back(op), pool.c.push_back(c), pool.left.push_back(l), pool.right.push_back(r);
            pool.vals.insert(pool.vals.end(), buf.begin(), buf.end());
            by_size[static_cast<std::size_t>(size)].push_back(static_cast<int>(pool.op.size()) - 1);
        } else if (seen.count(h)) {
            return;
        }
        ExpressionRule rule;
        if (!matches(&buf[0], cells, rule)) return;
        const std::uint64_t ph = behaviour(rule);
        if (std::find(found_hash.begin(), found_hash.end(), ph) != found_hash.end()) return;
        if (found.size() > 16) return;
        if (size <= 5) {
            postfix(pool, static_cast<int>(pool.op.size()) - 1, width, rule.nodes);
        } else {
            postfix(pool, l, width, rule.nodes);
            postfix(pool, r, width, rule.nodes);
            ExpressionNode e = {op, 0};
            rule.nodes.push_back(e);
        }
        if (!checker.fits(rule)) return;
        found.push_back(rule), found_hash.push_back(ph);
    }

    void leaves() {
        for (int leaf = 0; leaf < 5; ++leaf) {
            if (leaf == 0 && t.dims == 1) continue;
            const ExpressionNode::Op op = leaf == 0 ? ExpressionNode::x : leaf == 1 ? ExpressionNode::y : ExpressionNode::constant;
            const i64 c = leaf >= 2 ? leaf - 1 : 0;
            for (std::size_t j = 0; j < width; ++j) {
                const i64 x = j < nc ? cells[j].x : probes[j - nc].first, y = j < nc ? cells[j].y : probes[j - nc].second;
                buf[j] = leaf == 0 ? x : leaf == 1 ? y : c;
            }
            offer(op, c, -1, -1, 1);
        }
    }

    // Every candidate op(a, b) of `size` nodes from the pool's parts.
    void combine(int size) {
        static const ExpressionNode::Op kOps[] = {ExpressionNode::add, ExpressionNode::sub, ExpressionNode::mul, ExpressionNode::div,
                                                  ExpressionNode::mod, ExpressionNode::bxor, ExpressionNode::min, ExpressionNode::max};
        for (int ls = 1; ls <= size - 2; ls += 2) {
            const int rs = size - 1 - ls;
            const std::vector<int> L = by_size[static_cast<std::size_t>(ls)], R = by_size[static_cast<std::size_t>(rs)];
            for (std::size_t o = 0; o < 8; ++o) {
                const ExpressionNode::Op op = kOps[o];
                if (commutative(op) && ls > rs) continue;
                for (std::size_t a = 0; a < L.size(); ++a)
                    for (std::size_t b = (commutative(op) && ls == rs) ? a : 0; b < R.size(); ++b) {
                        const i64* va = &pool.vals[static_cast<std::size_t>(L[a]) * width];
                        const i64* vb = &pool.vals[static_cast<std::size_t>(R[b]) * width];
                        bool bad = false;
                        for (std::size_t j = 0; j < width; ++j) {
                            buf[j] = apply(op, va[j], vb[j]);
                            if (j < nc && buf[j] == kBad) {
                                bad = true;
                                break;
                            }
                        }
                        if (!bad) offer(op, 0, L[a], R[b], size);
                    }
            }
        }
    }
};

// The fits of the least size (at most 7 nodes), one per behaviour on the sample
// and the probes; `size_found` the least size found (0: none); `read` grows by
// the cells read checking fits.
inline std::vector<ExpressionRule> search(const ExpressionTable& t, int& size_found, std::size_t& read) {
    ExpressionSearch s(t);
    size_found = 0;
    s.leaves();
    if (!s.found.empty()) size_found = 1;
    for (int size = 3; size <= 7 && s.found.empty(); size += 2) {
        s.combine(size);
        if (!s.found.empty()) size_found = size;
    }
    read += s.checker.read;
    return std::move(s.found);
}

inline ExpressionTable cut(const ExpressionTable& t, std::size_t num, std::size_t den) {
    ExpressionTable c = t;
    std::vector<std::size_t> order(t.keys.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&t](std::size_t a, std::size_t b) { return t.keys[a] < t.keys[b]; });
    const std::size_t keep = t.dims == 1 ? order.size() : (order.size() * num + den - 1) / den;
    c.keys.clear(), c.rows.clear();
    for (std::size_t q = 0; q < keep; ++q) {
        const std::vector<i64>& row = t.rows[order[q]];
        c.keys.push_back(t.keys[order[q]]);
        c.rows.push_back(std::vector<i64>(row.begin(), row.begin() + static_cast<std::ptrdiff_t>(row.size() * num / den)));
    }
    return c;
}

// Two sets of rules give the same value at every cell of t and every probe; b
// fits every cell of t (the search checked it).
inline bool same_behaviour(const std::vector<ExpressionRule>& a, const std::vector<ExpressionRule>& b, const ExpressionTable& t) {
    std::vector<Cell> cells;
    std::vector<std::pair<i64, i64> > probes;
    sample(t, 256, cells, probes);
    for (std::size_t j = 0; j < cells.size(); ++j) probes.push_back(std::make_pair(cells[j].x, cells[j].y));
    for (std::size_t j = 0; j < probes.size(); ++j) {
        i64 va = 0, vb = 0;
        const bool ha = agreed_value(a, probes[j].first, probes[j].second, va);
        const bool hb = agreed_value(b, probes[j].first, probes[j].second, vb);
        if (ha != hb || (ha && va != vb)) return false;
    }
    return true;
}

}  // namespace expression_detail

inline ExpressionReport find_expression(const ExpressionTable& t) {
    using namespace expression_detail;
    ExpressionReport r;
    r.found = r.trusted = false;
    r.cells_read = 0;
    std::size_t len = 0;
    i64 kmin = 0, kmax = 0;
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        len = std::max(len, t.rows[i].size());
        if (!i || t.keys[i] < kmin) kmin = t.keys[i];
        if (!i || t.keys[i] > kmax) kmax = t.keys[i];
    }
    const std::size_t cells = cell_count(t);
    if (t.rows.empty() || cells < 12) return r;
    const std::string ys = t.y_name + " = " + std::to_string(t.first) + ".." + std::to_string(t.first + static_cast<i64>(len) - 1);
    r.range = t.dims == 1 ? "f(" + std::to_string(t.first) + ".." + std::to_string(t.first + static_cast<i64>(len) - 1) + ")"
                          : t.x_name + " = " + std::to_string(kmin) + ".." + std::to_string(kmax) + ", " + ys;
    int size = 0;
    r.rules = search(t, size, r.cells_read);
    if (r.rules.empty()) return r;
    r.found = true;
    for (std::size_t i = 0; i < r.rules.size(); ++i) r.rules[i].text = rule_text(r.rules[i], t);
    if (r.rules.size() > 1) return r.why = std::to_string(r.rules.size()) + " expressions fit and part past the table", r;
    if (cells < 12 * static_cast<std::size_t>(size)) return r.why = "needs 12 cells per node", r;
    for (std::size_t q = 0; q < 2; ++q) {
        const ExpressionTable part = cut(t, q ? 3 : 1, q ? 4 : 2);
        if (cell_count(part) < 12 * static_cast<std::size_t>(size) || (t.dims == 2 && part.keys.size() < 3))
            return r.why = std::string("its first ") + (q ? "three quarters" : "half") + " is too small to show it", r;
        int s = 0;
        const std::vector<ExpressionRule> early = search(part, s, r.cells_read);
        if (!same_behaviour(early, r.rules, t))
            return r.why = std::string("its first ") + (q ? "three quarters" : "half") + " shows another rule", r;
    }
    r.trusted = true;
    return r;
}

inline bool expression_value(const ExpressionReport& r, std::int64_t x, std::int64_t y, std::int64_t& value) {
    return r.found && expression_detail::agreed_value(r.rules, x, y, value);
}

}  // namespace nimkit

#endif
