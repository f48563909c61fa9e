// nimkit/coin_turning.hpp - coin-turning games: a row of coins at positions
// 1, 2, 3, ...; a move turns a head at x to tail and may turn some coins left
// of x (each flips, heads or tails). Whoever cannot move loses.
//
// Rules (CoinRule): any:K - x and at most K-1 other coins anywhere left of x
//   (any:1 turns one coin, any:2 is Turning Turtles, any:3 Mock Turtles);
//   run:L - a run of at most L consecutive coins ending at x; run (L = 0
//   here) - a run of any length, the Ruler game.
// Theorem (coin-turning theorem, Winning Ways ch. 14, Lenstra): the value of a
//   row is the xor of g(x) over its heads, g(x) the value of a single head at
//   x: g(x) = mex over the allowed sets T left of x of xor_{y in T} g(y).
// Closed forms (proofs in docs/theory.md, "Coin-turning games"):
//   any:1: g = 1. any:2: g(x) = x. any:3: g(x) = the x-th odious number (odd
//   number of 1 bits: 1, 2, 4, 7, 8, 11, ...) = 2(x-1) + [x-1 has an even
//   number of 1 bits]; Ferguson numbers Mock Turtles' coins from 0, so his
//   g(n) (2n or 2n+1, whichever is odious) is our g(n+1). run:L: g(x) =
//   min(2^v(x), c), 2^v(x) the largest power of 2 dividing x and c the largest
//   power of 2 <= L (run: no cap, the Ruler function).
// coin_turning_table(rule, n): g(0..n) by the mex rule itself. any:K: with
//   A_j = {xor of at most j values g(y), y < x}, g(x) = mex A_{K-1}; adding
//   v = g(x) sets A_j |= A_{j-1} ^ v (j from K-1 down), so step x costs
//   |A_{K-2}| (O(x) for K = 3, O(x^2) for K = 4) instead of C(x-1, K-1)
//   subsets. Memory O(K V), V the power of 2 above the values, which grow
//   fast (2^(x-1) while x <= K; any:4 passes 4*10^6 at x = 739); past
//   kCoinTableMaxCells cells (64 MiB) std::length_error: any:4 stops at 739
//   positions, any:5 at 444, any:6 at 87. run:L: g(x) = mex of P(x-1) ^ P(i)
//   over the last min(L, x) prefix xors P, O(n min(L, n)) time, O(n) memory.
// CoinTurning: g(x) for x <= 2^63 in O(1) where a closed form holds (every
//   rule but any:K, K >= 4, which grows the table); a row's value; a winning
//   move: the first head x with g(x) ^ X < g(x) and a set T left of x of
//   value g(x) ^ X - for the closed forms in O(1) (any:3: one odious value or
//   two; run: the run of inverse-Gray(g(x) ^ X) coins below x), for any:K,
//   K >= 4, from witnesses the table keeps (the position that first put each
//   value into each A_j).
// coin_heads_from_list: a judge's list of heads (from 0 or 1, repeats allowed:
//   a coin listed twice is one head) as distinct positions from 1.
// Proved by: tests/test_coin_turning.cpp - every row of up to 16 coins (all
//   2^16 head sets) for any:1..4, run:1..4 and run, and of up to 12 coins for
//   any:5, 6, 12, against the mex over the moves on the real row (a bitmask),
//   the xor rule, winning moves legal and to value 0; the closed forms against
//   the table for every x <= 4096 (run:L, L 1..70 and no limit); the table
//   against the mex over all subsets; closed forms and moves up to 2^63.
#ifndef NIMKIT_COIN_TURNING_HPP
#define NIMKIT_COIN_TURNING_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/internal_mex.hpp"

namespace nimkit {

const std::uint64_t kCoinMaxPosition = 9223372036854775808ULL;  // 2^63
const std::size_t kCoinTableMaxCells = static_cast<std::size_t>(1) << 24;  // any:K table cells (4 bytes each)

struct CoinRule {
    enum Kind { any, run };
    Kind kind;
    std::uint64_t limit;  // any: K >= 1 coins turned at most; run: L >= 1, or 0 for no limit (Ruler)
};

inline CoinRule coin_rule(CoinRule::Kind kind, std::uint64_t limit) {
    assert((kind == CoinRule::run || limit >= 1) && "coin_rule: any:K needs K >= 1");
    CoinRule r = {kind, limit};
    return r;
}

// "any:K", "run:L" (K, L decimal, 1..2^63), "run"; and the names
// "mock-turtles" (any:3), "turning-turtles" (any:2), "ruler" (run).
// False, with the reason in `why`.
inline bool parse_coin_rule(const std::string& text, CoinRule& rule, std::string& why) {
    if (text == "mock-turtles" || text == "turning-turtles" || text == "ruler" || text == "run") {
        rule = text == "mock-turtles"      ? coin_rule(CoinRule::any, 3)
               : text == "turning-turtles" ? coin_rule(CoinRule::any, 2)
                                           : coin_rule(CoinRule::run, 0);
        return true;
    }
    const std::string::size_type colon = text.find(':');
    const std::string kind = text.substr(0, colon);
    if (colon == std::string::npos || (kind != "any" && kind != "run")) {
        why = "a coin rule is any:K, run:L or run (e.g. any:3, Mock Turtles)";
        return false;
    }
    const std::string digits = text.substr(colon + 1);
    std::uint64_t v = 0;
    bool ok = !digits.empty() && digits.size() <= 19;
    for (std::size_t i = 0; ok && i < digits.size(); ++i) {
        ok = digits[i] >= '0' && digits[i] <= '9';
        v = 10 * v + static_cast<std::uint64_t>(digits[i] - '0');
    }
    if (!ok || v < 1 || v > kCoinMaxPosition) {
        why = kind + ":" + digits + ": the number of coins must be 1.." + "9223372036854775808";
        return false;
    }
    rule = coin_rule(kind == "any" ? CoinRule::any : CoinRule::run, v);
    return true;
}

inline std::string coin_decimal(std::uint64_t v) {
    std::string digits;
    do digits.insert(digits.begin(), static_cast<char>('0' + v % 10));
    while (v /= 10);
    return digits;
}

// The rule as parse_coin_rule reads it: "any:3", "run:2", "run".
inline std::string coin_rule_name(const CoinRule& rule) {
    if (rule.kind == CoinRule::run && rule.limit == 0) return "run";
    return (rule.kind == CoinRule::any ? "any:" : "run:") + coin_decimal(rule.limit);
}

// True iff v has an odd number of 1 bits.
inline bool odious(std::uint64_t v) {
    v ^= v >> 32;
    v ^= v >> 16;
    v ^= v >> 8;
    v ^= v >> 4;
    v ^= v >> 2;
    v ^= v >> 1;
    return (v & 1) != 0;
}

// The x-th odious number (x >= 1): 1, 2, 4, 7, 8, 11, ... Each pair {2m, 2m+1}
// holds exactly one (they differ in bit 0 only), so it is 2(x-1) or 2(x-1)+1.
inline std::uint64_t odious_number(std::uint64_t x) {
    assert(x >= 1 && x <= kCoinMaxPosition && "odious_number: x in 1..2^63");
    return 2 * (x - 1) + (odious(x - 1) ? 0 : 1);
}

// The largest power of 2 a single coin may reach in run:L (L = 0: no limit).
inline std::uint64_t coin_run_cap(std::uint64_t limit) {
    if (limit == 0) return kCoinMaxPosition;
    std::uint64_t c = 1;
    while (c <= limit / 2) c <<= 1;
    return c;
}

// j with gray(j) = j ^ (j >> 1) = t.
inline std::uint64_t inverse_gray(std::uint64_t t) {
    t ^= t >> 1;
    t ^= t >> 2;
    t ^= t >> 4;
    t ^= t >> 8;
    t ^= t >> 16;
    t ^= t >> 32;
    return t;
}

// True when a theorem gives g(x) in O(1): every rule but any:K with K >= 4.
inline bool coin_turning_closed_form(const CoinRule& rule) { return rule.kind == CoinRule::run || rule.limit <= 3; }

// g(x) of a single head at x, 1 <= x <= 2^63, by the closed form.
inline std::uint64_t coin_turning_grundy(const CoinRule& rule, std::uint64_t x) {
    assert(coin_turning_closed_form(rule) && "coin_turning_grundy: no closed form for any:K, K >= 4 (use CoinTurning)");
    assert(x >= 1 && x <= kCoinMaxPosition && "coin_turning_grundy: positions are 1..2^63");
    if (rule.kind == CoinRule::run) return std::min(x & (~x + 1), coin_run_cap(rule.limit));
    if (rule.limit == 1) return 1;
    if (rule.limit == 2) return x;
    return odious_number(x);
}

// The mex table of any:K (K >= 1), grown one position at a time. Level j >= 1
// holds A_j, the xors of at most j values g(y) of the positions so far, as
// by[j][v]: the position whose value first put v into A_j (0: v is not in A_j;
// kEmptySet for v = 0); A_0 = {0}. A_j for j >= (positions so far) is the
// whole span, so levels come with the positions: top = min(K-1, positions).
// Room: V cells a level and V a list for the levels 2..K-2 (A_1 holds one
// value a position), past kCoinTableMaxCells std::length_error.
class CoinXorTable {
public:
    explicit CoinXorTable(std::uint64_t k) : k_(k), top_(0), mex_(1), room_(2) {
        assert(k >= 1 && "CoinXorTable: any:K needs K >= 1");
        g_.assign(1, 0);
        by_.resize(1);                                     // A_0 = {0} needs no cells
        list_.assign(1, std::vector<std::uint32_t>(1, 0));
    }

    std::size_t size() const { return g_.size() - 1; }  // positions 1..size() are known
    std::uint64_t operator[](std::size_t x) const { return g_[x]; }

    // Computes g up to position n; std::length_error when the values outgrow
    // the room (the table stays as it was up to the last value that fitted).
    void extend(std::size_t n) {
        if (n > kCoinTableMaxCells) throw std::length_error("coin-turning table: position beyond the table's room");
        while (size() < n) add();
    }

    // The positions (decreasing, all < x) whose values xor to t, at most
    // min(K-1, x-1) of them; t < g(x), x <= size().
    std::vector<std::uint64_t> decompose(std::uint64_t t, std::size_t x) const {
        assert(x >= 1 && x <= size() && t < g_[x] && "CoinXorTable::decompose: t < g(x) for a known x");
        std::vector<std::uint64_t> out;
        for (std::size_t j = top_; t != 0; --j) {
            const std::uint32_t y = by_[j][static_cast<std::size_t>(t)];
            assert(j >= 1 && y != 0 && y != kEmptySet && y < x);
            out.push_back(y);
            t ^= g_[y];
        }
        (void)x;
        return out;
    }

private:
    static const std::uint32_t kEmptySet = 0xffffffffu;

    bool has_list(std::size_t j) const { return j + 1 < k_; }  // A_{K-1} is never walked

    void add() {
        const std::uint32_t x = static_cast<std::uint32_t>(g_.size());
        const std::uint32_t v = mex_;
        if (v >= room_) grow(static_cast<std::size_t>(room_) * 2, top_ + 1 < k_ ? top_ + 1 : top_);
        g_.push_back(v);
        if (top_ + 1 < k_) {  // A_x: the whole span, a copy of A_{x-1} before v comes in
            std::vector<std::uint32_t> by(room_, 0);
            if (top_ == 0) by[0] = kEmptySet;
            else by = by_[top_];
            std::vector<std::uint32_t> list;
            if (has_list(top_ + 1)) list = list_[top_];
            by_.push_back(by);
            list_.push_back(list);
            ++top_;
        }
        for (std::size_t j = top_; j >= 1; --j) {  // downwards: A_{j-1} is still the old one
            const std::vector<std::uint32_t>& below = list_[j - 1];
            std::vector<std::uint32_t>& in = by_[j];
            for (std::size_t i = 0; i < below.size(); ++i) {
                const std::uint32_t w = below[i] ^ v;
                if (in[w] == 0) {
                    in[w] = x;
                    if (has_list(j)) list_[j].push_back(w);
                }
            }
        }
        if (top_ >= 1)
            while (mex_ < room_ && by_[top_][mex_] != 0) ++mex_;
    }

    void grow(std::size_t room, std::size_t levels) {
        const std::size_t lists = levels >= 2 ? static_cast<std::size_t>(std::min<std::uint64_t>(levels, k_ - 2)) - 1 : 0;  // 2..K-2
        if ((levels + lists) * room > kCoinTableMaxCells)
            throw std::length_error("coin-turning table: values beyond the table's room");
        for (std::size_t j = 1; j < by_.size(); ++j) by_[j].resize(room, 0);
        room_ = static_cast<std::uint32_t>(room);
    }

    std::uint64_t k_;
    std::size_t top_;
    std::uint32_t mex_;   // the least value not in A_top
    std::uint32_t room_;  // V: every value so far is below it (a power of 2, so their xors are too)
    std::vector<std::uint32_t> g_;
    std::vector<std::vector<std::uint32_t> > by_;
    std::vector<std::vector<std::uint32_t> > list_;  // list_[j]: A_j in the order found (levels < K-1)
};

// g(0..n) (g(0) = 0: no coin) by the mex rule over the moves' sets of coins.
inline std::vector<std::uint64_t> coin_turning_table(const CoinRule& rule, std::size_t n) {
    assert((rule.kind == CoinRule::run || rule.limit >= 1) && "coin_turning_table: any:K needs K >= 1");
    std::vector<std::uint64_t> g(n + 1, 0);
    if (rule.kind == CoinRule::any) {
        CoinXorTable t(rule.limit);
        t.extend(n);
        for (std::size_t x = 1; x <= n; ++x) g[x] = t[x];
        return g;
    }
    std::vector<std::uint64_t> prefix(n + 1, 0);  // P(i) = g(1) ^ .. ^ g(i)
    MexStamps seen;
    for (std::size_t x = 1; x <= n; ++x, seen.next()) {
        // Turning x and the j coins below it leaves g(x-j) ^ .. ^ g(x-1) = P(x-1) ^ P(x-1-j).
        const std::size_t window = rule.limit == 0 || rule.limit >= x ? x : static_cast<std::size_t>(rule.limit);
        for (std::size_t j = 0; j < window; ++j) {
            const std::uint64_t v = prefix[x - 1] ^ prefix[x - 1 - j];
            if (v <= window) seen.mark(static_cast<std::size_t>(v));  // the mex is at most the option count
        }
        g[x] = seen.mex();
        prefix[x] = prefix[x - 1] ^ g[x];
    }
    return g;
}

// A move: turn x (a head) to tail, and `count` - 1 other coins left of x:
// any:K - the coins in `others` (decreasing); run - the coins x-count+1..x-1
// (`others` is left empty: a run may be 2^62 coins long).
struct CoinMove {
    std::uint64_t x;
    std::uint64_t count;
    std::vector<std::uint64_t> others;
};

// A rule's values for any position, its rows' values and winning moves.
class CoinTurning {
public:
    explicit CoinTurning(const CoinRule& rule) : rule_(rule), table_(rule.kind == CoinRule::any ? rule.limit : 1) {
        assert((rule.kind == CoinRule::run || rule.limit >= 1) && "CoinTurning: any:K needs K >= 1");
    }
    const CoinRule& rule() const { return rule_; }

    // g(x), 1 <= x <= 2^63: O(1) by a closed form; any:K with K >= 4 extends
    // the mex table to x (std::length_error past its room).
    std::uint64_t grundy(std::uint64_t x) {
        assert(x >= 1 && x <= kCoinMaxPosition && "CoinTurning::grundy: positions are 1..2^63");
        if (coin_turning_closed_form(rule_)) return coin_turning_grundy(rule_, x);
        if (x > kCoinTableMaxCells) throw std::length_error("coin-turning table: position beyond the table's room");
        table_.extend(static_cast<std::size_t>(x));
        return table_[static_cast<std::size_t>(x)];
    }

    // The value of the row whose heads are [first, last): distinct positions
    // in 1..2^63, any order (coin_heads_check says why not).
    template <class It>
    std::uint64_t value(It first, It last) {
        std::uint64_t v = 0;
        for (; first != last; ++first) v ^= grundy(*first);
        return v;
    }

    // A winning move on the row of heads [first, last) (as for value): false
    // iff the value is 0 (every move loses, or there is none). The head is the
    // first one given whose g has the highest bit of the row's value X.
    template <class It>
    bool winning_move(It first, It last, CoinMove& move) {
        const std::uint64_t total = value(first, last);
        if (total == 0) return false;
        std::uint64_t top = total;
        while (top & (top - 1)) top &= top - 1;
        for (; first != last; ++first) {
            const std::uint64_t gx = grundy(*first);
            if (gx & top) {
                move.x = *first;
                move.others = set_of_value(*first, gx ^ total);
                // run: turning x-j..x-1 (j < g(x) <= c, and g(x) divides x) is worth gray(j)
                move.count = rule_.kind == CoinRule::run ? 1 + inverse_gray(gx ^ total) : 1 + move.others.size();
                return true;
            }
        }
        assert(false && "CoinTurning::winning_move: a head must carry the top bit");
        return false;
    }

private:
    // Coins left of x whose values xor to t < g(x), allowed with x by the rule
    // (run: only the count matters, computed by the caller).
    std::vector<std::uint64_t> set_of_value(std::uint64_t x, std::uint64_t t) {
        std::vector<std::uint64_t> out;
        if (rule_.kind == CoinRule::run || t == 0) return out;
        if (rule_.limit == 2) {
            out.push_back(t);  // g(t) = t
        } else if (rule_.limit == 3) {
            // g(y) is the y-th odious number, so an odious t is g(t/2 + 1); an
            // evil t != 0 is b ^ (t ^ b), b its lowest bit, both odious.
            if (odious(t)) {
                out.push_back(t / 2 + 1);
            } else {
                const std::uint64_t b = t & (~t + 1);
                out.push_back((t ^ b) / 2 + 1);
                out.push_back(b / 2 + 1);
            }
        } else {
            out = table_.decompose(t, static_cast<std::size_t>(x));
        }
        return out;
    }

    CoinRule rule_;
    CoinXorTable table_;
};

// Positions of a row's heads: each in 1..2^63, none twice (a coin shows heads
// or tails; a repeated position is the caller's input error). O(h log h).
template <class It>
bool coin_heads_check(It first, It last, std::string& why) {
    std::vector<std::uint64_t> p(first, last);
    for (std::size_t i = 0; i < p.size(); ++i)
        if (p[i] < 1 || p[i] > kCoinMaxPosition) {
            why = "coin positions are 1..9223372036854775808";
            return false;
        }
    std::sort(p.begin(), p.end());
    for (std::size_t i = 1; i < p.size(); ++i)
        if (p[i] == p[i - 1]) {
            why = "position " + coin_decimal(p[i]) + " is given twice";
            return false;
        }
    return true;
}

// The heads of a row as a judge may list them (HDU 3537): positions counted
// from `origin` (0 or 1), a coin listed twice or more still one head (a coin
// shows heads or tails; listing it again does not turn it). Returns the
// distinct positions counted from 1, ascending, ready for CoinTurning.
// Asserted: origin <= 1, every listed position in origin..origin + 2^63 - 1.
// O(h log h).
inline std::vector<std::uint64_t> coin_heads_from_list(std::vector<std::uint64_t> listed, std::uint64_t origin) {
    assert(origin <= 1 && "coin_heads_from_list: positions count from 0 or 1");
    std::sort(listed.begin(), listed.end());
    listed.erase(std::unique(listed.begin(), listed.end()), listed.end());
    for (std::size_t i = 0; i < listed.size(); ++i) {
        assert(listed[i] >= origin && listed[i] - origin < kCoinMaxPosition &&
               "coin_heads_from_list: a position outside origin..origin + 2^63 - 1");
        listed[i] = listed[i] - origin + 1;
    }
    return listed;
}

inline std::uint64_t coin_turning_value(const CoinRule& rule, const std::vector<std::uint64_t>& heads) {
    CoinTurning game(rule);
    return game.value(heads.begin(), heads.end());
}

inline bool coin_turning_move(const CoinRule& rule, const std::vector<std::uint64_t>& heads, CoinMove& move) {
    CoinTurning game(rule);
    return game.winning_move(heads.begin(), heads.end(), move);
}

}  // namespace nimkit

#endif
