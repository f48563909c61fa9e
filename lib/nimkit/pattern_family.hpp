// nimkit/pattern_family.hpp - rules of a family of tables f_k(first..), one
// per parameter k: each member's own rules (find_pattern), and when members
// show trusted periods, the family's: for the least modulus m <= 6, within
// each class of k mod m the period, its start and its saltus affine in k and
// the values of a period read off a common head extended by a sequence rule;
// or, in a class whose members all have the same table (Codeforces 603C: a
// split into k heaps, where only k's parity counts), that member's table and
// trusted rules for every k of the class.
// family_value(report, k, n) answers for a k no table was given.
// Cost: O(members * table) besides find_pattern on each member.
// Proved by: tests/test_pattern.cpp (subtraction families, HDU 4764's family,
// against brute force for keys past the family) and
// tests/pattern_prefix_test.py (4 families cut to prefixes: none wrong).
#ifndef NIMKIT_PATTERN_FAMILY_HPP
#define NIMKIT_PATTERN_FAMILY_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "nimkit/internal_sequence_rule.hpp"
#include "nimkit/pattern_sequence.hpp"

namespace nimkit {

// Each class k = residue (mod modulus): period p(k) = pa k + pb from n0(k) =
// na k + nb, saltus s(k) = sa k + sb; within f_k(S .. n0 + p - 1), the values
// are head(n - S) except the last `tail` ones, which are tail_values (counted
// from the end); head is known where the members show it and beyond by
// head_rule.
struct FamilyClass {
    std::int64_t residue;
    std::int64_t pa, pb, na, nb, sa, sb;
    std::size_t tail;
    std::vector<std::int64_t> head;  // head(x) for the x the members show
    SequenceRule head_rule;          // beyond them (fit_sequence: seen three times)
    std::vector<std::int64_t> tail_values;
    bool alike;          // every member of the class has the same table: f_k = f of members[member]
    std::size_t member;
};

struct FamilyReport {
    std::uint64_t first;
    std::vector<std::int64_t> keys;         // k of each member, as given
    std::vector<PatternReport> members;     // find_pattern of each member
    bool found;                             // a rule across k
    std::int64_t modulus;
    std::vector<FamilyClass> classes;       // one per residue 0..modulus-1
    std::vector<std::string> text;          // the family rule in words, one line per class
};

namespace pattern_detail {

inline i64 mod_floor(i64 a, i64 m) {
    const i64 r = a % m;
    return r < 0 ? r + m : r;
}

// y = alpha k + beta through every (k, y), integers.
inline bool affine_in_k(const std::vector<i64>& k, const std::vector<i64>& y, i64& alpha, i64& beta) {
    if (k.size() < 2 || k[1] == k[0]) return false;
    i64 dy, dk, t;
    if (!sub_ok(y[1], y[0], dy) || !sub_ok(k[1], k[0], dk) || (dk == -1 && dy == kMinI64) || dy % dk) return false;
    alpha = dy / dk;
    if (!mul_ok(alpha, k[0], t) || !sub_ok(y[0], t, beta)) return false;
    for (std::size_t i = 0; i < k.size(); ++i) {
        i64 want;
        if (!mul_ok(alpha, k[i], t) || !add_ok(t, beta, want) || want != y[i]) return false;
    }
    return true;
}

inline std::string affine_k_text(i64 a, i64 b) { return affine_text(a, b, "k"); }

inline const PatternRule* periodic_rule_of(const PatternReport& r) {
    for (std::size_t i = 0; i < r.rules.size(); ++i)
        if (r.rules[i].kind == PatternRule::periodic) return &r.rules[i];
    return 0;
}

// f_k(n) by the family's rule alone (r.found), false where it gives no value.
inline bool family_rule_value(const FamilyReport& r, i64 k, u64 n, i64& value) {
    if (!r.found || n < r.first) return false;
    const FamilyClass& fc = r.classes[static_cast<std::size_t>(mod_floor(k, r.modulus))];
    if (fc.alike) return pattern_value(r.members[fc.member], n, value);
    i64 p, n0, s, t;
    if (!(mul_ok(fc.pa, k, t) && add_ok(t, fc.pb, p) && mul_ok(fc.na, k, t) && add_ok(t, fc.nb, n0) && mul_ok(fc.sa, k, t) &&
          add_ok(t, fc.sb, s) && p >= 1 && n0 >= static_cast<i64>(r.first)))
        return false;
    const u64 up = static_cast<u64>(p), un0 = static_cast<u64>(n0);
    const u64 reduced = n < un0 ? n : un0 + (n - un0) % up, turns = n < un0 ? 0 : (n - un0) / up;
    const u64 x = reduced - r.first, len = un0 - r.first + up;
    i64 v = 0, lift;
    bool ok;
    if (x + fc.tail >= len)
        v = fc.tail_values[static_cast<std::size_t>(len - 1 - x)], ok = true;
    else if (x < fc.head.size())
        v = fc.head[static_cast<std::size_t>(x)], ok = true;
    else
        ok = seq_value(fc.head_rule, x, v);
    return ok && turns <= static_cast<u64>(kMaxI64) && mul_ok(static_cast<i64>(turns), s, lift) && add_ok(v, lift, value);
}

}  // namespace pattern_detail

namespace pattern_detail {

typedef std::vector<std::vector<i64> > Tables;

// The head and the last `tail` values of the period's block (preperiod
// included) every member of the class shows alike (a member too short to show
// its period gives the part it shows), into fc; false if two disagree or the
// class's period and start do not fit a member.
inline bool class_block(const std::vector<i64>& keys, const Tables& tables, const std::vector<const PatternRule*>& rule,
                        const std::vector<std::size_t>& every, u64 first, std::size_t tail, FamilyClass& fc) {
    std::vector<i64> head, tv(tail, 0);
    std::vector<char> known, tknown(tail, 0);
    for (std::size_t j = 0; j < every.size(); ++j) {
        const std::vector<i64>& f = tables[every[j]];
        const i64 k = keys[every[j]];
        i64 p, n0, t;
        if (!mul_ok(fc.pa, k, t) || !add_ok(t, fc.pb, p) || !mul_ok(fc.na, k, t) || !add_ok(t, fc.nb, n0) || p < 1 ||
            n0 < static_cast<i64>(first) || static_cast<u64>(n0) - first > (static_cast<u64>(1) << 40) ||
            p > (static_cast<i64>(1) << 40))
            return false;
        const std::size_t len = static_cast<std::size_t>(static_cast<u64>(n0) - first + static_cast<u64>(p));
        if (len <= tail || (rule[every[j]] != 0 && len > f.size())) return false;
        for (std::size_t x = 0; x < std::min(len - tail, f.size()); ++x) {
            if (x >= head.size()) head.resize(x + 1, 0), known.resize(x + 1, 0);
            if (known[x] && head[x] != f[x]) return false;
            head[x] = f[x], known[x] = 1;
        }
        for (std::size_t y = 0; y < tail; ++y) {
            if (len - 1 - y >= f.size()) continue;
            const i64 v = f[len - 1 - y];
            if (tknown[y] && tv[y] != v) return false;
            tv[y] = v, tknown[y] = 1;
        }
    }
    for (std::size_t y = 0; y < tail; ++y)
        if (!tknown[y]) return false;
    fc.tail = tail;
    fc.tail_values = tv;
    fc.head = head;
    fc.head_rule = fit_sequence(head, 6);
    return true;
}

// The rule of the class k = c (mod m): the period, its start and saltus affine
// in k on the members with a trusted period (3 at least), the block shared.
inline bool fit_class(const std::vector<i64>& keys, const Tables& tables, const std::vector<const PatternRule*>& rule,
                      i64 m, i64 c, u64 first, FamilyClass& fc) {
    std::vector<std::size_t> in, every;  // the class's members with a period; all of them
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (mod_floor(keys[i], m) == c) {
            every.push_back(i);
            if (rule[i]) in.push_back(i);
        }
    fc.alike = false;
    if (in.size() < 3) return false;
    std::sort(in.begin(), in.end(), [&keys](std::size_t x, std::size_t y) { return keys[x] < keys[y]; });
    fc.residue = c;
    std::vector<i64> ks, ps, ns, ss;
    for (std::size_t j = 0; j < in.size(); ++j) {
        ks.push_back(keys[in[j]]);
        ps.push_back(static_cast<i64>(rule[in[j]]->period));
        ns.push_back(static_cast<i64>(rule[in[j]]->from));
        ss.push_back(rule[in[j]]->saltus);
    }
    if (!affine_in_k(ks, ps, fc.pa, fc.pb) || !affine_in_k(ks, ns, fc.na, fc.nb) || !affine_in_k(ks, ss, fc.sa, fc.sb))
        return false;
    for (std::size_t tail = 0; tail <= 8; ++tail)
        if (class_block(keys, tables, rule, every, first, tail, fc)) return true;
    return false;
}

// The class k = c (mod m) as one table: at least 3 members, every one the same
// table, long enough (more than twice the largest |k|) that a move of size k
// would show, with a trusted rule of its own.
inline bool alike_class(const std::vector<i64>& keys, const Tables& tables, const std::vector<PatternReport>& members,
                        i64 m, i64 c, FamilyClass& fc) {
    std::vector<std::size_t> every;
    u64 most = 0;
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (mod_floor(keys[i], m) == c) {
            every.push_back(i);
            most = std::max<u64>(most, keys[i] < 0 ? 0 - static_cast<u64>(keys[i]) : static_cast<u64>(keys[i]));
        }
    if (every.size() < 3 || members[every[0]].rules.empty() || tables[every[0]].size() / 2 <= most) return false;
    for (std::size_t j = 1; j < every.size(); ++j)
        if (tables[every[j]] != tables[every[0]]) return false;
    fc = FamilyClass();
    fc.residue = c;
    fc.alike = true;
    fc.member = every[0];
    fc.head_rule = no_sequence_rule();
    return true;
}

inline std::string class_text(const FamilyClass& fc, i64 m, u64 first, const FamilyReport& r) {
    std::string s = m == 1 ? "every k" : "k = " + std::to_string(fc.residue) + " (mod " + std::to_string(m) + ")";
    if (fc.alike)
        return s + ": f_k = f_" + std::to_string(r.keys[fc.member]) + " (every member of the class has its table): " +
               r.members[fc.member].rules[0].text;
    s += ": period p = " + affine_k_text(fc.pa, fc.pb) + " from n0 = " + affine_k_text(fc.na, fc.nb);
    if (fc.sa || fc.sb) s += ", saltus " + affine_k_text(fc.sa, fc.sb);
    s += "; f_k(n) = h(n) for n < n0 + p";
    if (fc.tail) {
        s += " - " + std::to_string(fc.tail) + ", then";
        for (std::size_t y = fc.tail; y-- > 0;) s += " " + std::to_string(fc.tail_values[y]);
    }
    s += "; h(n) for n = " + std::to_string(first) + ".." + std::to_string(first + fc.head.size() - 1) + ": " +
         list_text(fc.head, 24) + "; beyond: " +
         (fc.head_rule.kind == SequenceRule::none ? std::string("no rule found") : seq_text(fc.head_rule, "h", "x") +
                                                        (first ? " with x = n - " + std::to_string(first) : " with x = n"));
    return s;
}

// Whether the family's rule gives every value of every member's table.
inline bool gives_every_value(const FamilyReport& r, const std::vector<i64>& keys, const Tables& tables) {
    for (std::size_t i = 0; i < tables.size(); ++i)
        for (std::size_t x = 0; x < tables[i].size(); ++x) {
            i64 v;
            if (!family_rule_value(r, keys[i], r.first + x, v) || v != tables[i][x]) return false;
        }
    return true;
}

}  // namespace pattern_detail

// The rules of a family of tables f_k(first..), one per key k: each member's
// own rules (find_pattern), and, when every member has a trusted period, the
// family's: for the least modulus m <= 6 with 3 members in every class of k
// mod m, the period, start and saltus affine in k within each class, and the
// values of a period read off a common head (and at most 8 values at its end),
// the head extended by a sequence rule seen three times; a class of at least 3
// members with one table between them (and a trusted rule) is that table for
// every k of the class. O(members * table).
// Keys distinct (asserted).
inline FamilyReport find_family_pattern(const std::vector<std::int64_t>& keys,
                                        const std::vector<std::vector<std::int64_t> >& tables, std::uint64_t first = 0) {
    using namespace pattern_detail;
    assert(keys.size() == tables.size() && "find_family_pattern: one table per key");
    assert(std::set<std::int64_t>(keys.begin(), keys.end()).size() == keys.size() && "find_family_pattern: each key once");
    FamilyReport r;
    r.first = first;
    r.keys = keys;
    r.found = false;
    r.modulus = 0;
    std::vector<const PatternRule*> rule;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        r.members.push_back(find_pattern(tables[i], first));
        rule.push_back(periodic_rule_of(r.members.back()));
    }
    // fitted on the members whose own table shows a trusted period (3 in every
    // class at least), then checked on every value of every member: a member too
    // short to show its period (HDU 4764's f_k(1..30) for k near 30: one 0, then
    // 1s) must agree with the family's rule, and then says nothing against it
    for (i64 m = 1; m <= 6 && !r.found; ++m) {
        std::vector<FamilyClass> classes(static_cast<std::size_t>(m));
        bool ok = true;
        for (i64 c = 0; c < m && ok; ++c)
            ok = fit_class(keys, tables, rule, m, c, first, classes[static_cast<std::size_t>(c)]) ||
                 alike_class(keys, tables, r.members, m, c, classes[static_cast<std::size_t>(c)]);
        if (!ok) continue;
        r.modulus = m;
        r.classes = classes;
        r.found = true;
        r.found = gives_every_value(r, keys, tables);
        if (!r.found) continue;
        for (std::size_t c = 0; c < classes.size(); ++c) r.text.push_back(class_text(classes[c], m, first, r));
    }
    if (!r.found) r.modulus = 0, r.classes.clear();
    return r;
}

// f_K(N): the member's own table or trusted rules when K is a member (unknown
// if the family's rule says otherwise), else the family's rule.
inline bool family_value(const FamilyReport& r, std::int64_t k, std::uint64_t n, std::int64_t& value) {
    using namespace pattern_detail;
    bool have_member = false, have_family = false;
    std::int64_t member = 0, family = 0;
    for (std::size_t i = 0; i < r.keys.size(); ++i)
        if (r.keys[i] == k) have_member = pattern_value(r.members[i], n, member);
    have_family = family_rule_value(r, k, n, family);
    if (have_member && have_family && member != family) return false;
    if (have_member) return value = member, true;
    if (have_family) return value = family, true;
    return false;
}

}  // namespace nimkit

#endif
