// nimkit/heap_game.hpp - a heap game named by its rules, its Grundy sequence
// with a certified period, any heap's value, and a winning move in a sum.
//
// HeapGame is one of: a take-and-break game (an octal code such as 0.77, or
//   Grundy's game; nimkit/octal.hpp), a subtraction game "remove s, s in S"
//   (S finite), "remove any number but those in E" (E finite), or any
//   take-and-break code in CGSuite's notation (nimkit/take_break_code.hpp).
//   A code's engine (nimkit/take_break_table.hpp) is attached to the game by
//   nimkit/heap_game_code.hpp (attach_code_engine), not included here: a
//   solution that plays octal or subtraction games stays under a judge's
//   64 KB (docs/bundle.md). GrundySequence refuses a code without it.
// GrundySequence keeps g(0..size-1): octal games through SparseGrundy
//   (2 bytes a heap, the rare/common method; nimkit/sparse_grundy.hpp), the
//   others through their tables (nimkit/subtraction.hpp, take_break_table.hpp).
//   period() is the least period the table PROVES: Guy-Smith for splitting
//   games, the J-heap window for codes that leave at most J heaps, a window of
//   max(S) values for subtraction games (nimkit/octal.hpp); never for Grundy's
//   game or constrained codes (parts that must differ break the pairing), codes
//   with a repeating tail or unbounded heap counts, nor all-but games (their
//   values grow). arithmetic_period() is what an all-but game's table PROVES
//   instead: g(n + p) = g(n) + s from n0 (nimkit/subtraction.hpp,
//   certify_all_but_period). value(h) is O(1) for any h below the table or,
//   once either is certified, any h at all (all-but values to 64 bits). Octal
//   games stop computing once their table proves a period: every later value
//   repeats.
// Winning moves: in a sum of heaps with xor X != 0, some heap h has
//   g(h) ^ X < g(h), and by the mex rule an option of that value. For a heap far
//   beyond the table of a periodic splitting game only parts a < n0 + p need
//   trying: a pair (a, b) with a, b >= n0 + p keeps its value when a loses p
//   and b gains p. O(t * (n0 + p)) per heap then; O(t * h) within the table.
//   An all-but heap beyond the table moves to the largest heap of the target
//   value (one per residue of the arithmetic period, or before its start) that
//   it can reach: O(p + n0).
// Proved by: tests/test_heap_game.cpp (values and certified periods against
//   the tables and long runs of each kind of game; every winning move checked
//   to reach a position of xor 0 by the game's own moves, heaps up to 10^18)
//   and tests/oracles/grundy.py (the executable against P/N search); codes
//   through their engine: tests/test_take_break_code.cpp.
#ifndef NIMKIT_HEAP_GAME_HPP
#define NIMKIT_HEAP_GAME_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/subtraction.hpp"
#include "nimkit/internal_growth.hpp"
#include "nimkit/octal.hpp"
#include "nimkit/sparse_grundy.hpp"
#include "nimkit/internal_take_break_code.hpp"

namespace nimkit {

// The engine of a code (nimkit/take_break_table.hpp's take_break_code_table and
// take_break_code_move), as pointers that nimkit/heap_game_code.hpp sets.
typedef std::vector<unsigned> (*CodeTable)(const TakeBreakCode& code, std::size_t n);
typedef bool (*CodeMove)(const TakeBreakCode& code, std::function<std::uint64_t(std::uint64_t)> value, std::uint64_t h,
                         unsigned target, std::uint64_t small, std::vector<std::uint64_t>& parts);

struct HeapGame {
    enum Kind { take_break, subtract, all_but, code };
    Kind kind;
    TakeBreak rules = {std::vector<unsigned>(), false};  // take_break (set: a code game copies it too)
    TakeBreakCode general;           // code: any take-and-break code the octal engines cannot take
    std::vector<std::uint64_t> set;  // subtract: S; all_but: E (sorted, distinct, >= 1)
    CodeTable code_table = nullptr;  // code: its engine (attach_code_engine, nimkit/heap_game_code.hpp)
    CodeMove code_move = nullptr;

    // The most tokens one move removes (take_break, subtract).
    std::size_t reach() const {
        if (kind == take_break) return rules.digit.size() - 1;
        if (kind == code) return general.reach();
        return set.empty() ? 0 : static_cast<std::size_t>(set.back());
    }
    // The most heaps a move leaves (1 for subtraction games).
    std::size_t max_heaps() const {
        if (kind == code) return general.max_heaps();
        return splits() ? 2 : 1;
    }
    bool splits() const {
        if (kind == code) return general.max_heaps() >= 2;
        if (kind != take_break) return false;
        for (std::size_t k = 0; k < rules.digit.size(); ++k)
            if (rules.digit[k] & 4) return true;
        return false;
    }
    // A theorem can extend the table: a period (can_be_periodic), or for all-but
    // games an arithmetic period (certify_all_but_period, nimkit/subtraction.hpp).
    bool can_be_certified() const { return can_be_periodic() || kind == all_but; }
    // A period theorem covers the game (nimkit/octal.hpp, certify_period_heaps):
    // finitely many tokens removed, finitely many heaps left, splits unconstrained.
    bool can_be_periodic() const {
        if (kind == code)
            return !general.tail && !general.constrained() && general.max_heaps() != kUnbounded;
        return kind == subtract || (kind == take_break && !rules.unequal);
    }
};

// What a move leaves of a heap: up to two heaps in left and right (0 = none),
// any further ones (codes that leave three or more) in more.
struct HeapMove {
    std::uint64_t left, right;
    std::vector<std::uint64_t> more;
};

class GrundySequence {
public:
    explicit GrundySequence(const HeapGame& game) : game_(game), engine_(game.rules), size_(0) {
        Period none = {false, 0, 0, 0};
        period_ = repeat_ = none;
        AllButPeriod no_saltus = {false, 0, 0, 0, 0};
        arithmetic_ = no_saltus;
        assert((game.kind != HeapGame::take_break || !game.rules.digit.empty()) &&
               "GrundySequence: a take-and-break game has at least digit[0]");
        const bool has_set = game.kind == HeapGame::subtract || game.kind == HeapGame::all_but;
        for (std::size_t i = 0; has_set && i < game.set.size(); ++i)
            assert(game.set[i] >= 1 && (i == 0 || game.set[i - 1] < game.set[i]) &&
                   "GrundySequence: the set is sorted, without repeats, every member >= 1");
        if (game.kind == HeapGame::code && (!game.code_table || !game.code_move))
            throw std::logic_error("GrundySequence: a code needs its engine: nimkit/heap_game_code.hpp's attach_code_engine");
    }

    // Computes g(0..n-1) at least (tables are rebuilt by doubling for the
    // games without an incremental engine), then looks for a certified period.
    void compute(std::size_t n) {
        if (n <= size_) return;
        if (game_.kind == HeapGame::take_break) {
            extend_octal(n);
            return;
        } else {
            std::size_t m = grown_size(size_, n - 1);
            table_ = game_.kind == HeapGame::subtract ? subtraction_grundy_table(game_.set, m - 1)
                     : game_.kind == HeapGame::code   ? game_.code_table(game_.general, m - 1)
                                                      : all_but_grundy_table(game_.set, m - 1);
            size_ = m;
        }
        if (game_.can_be_periodic() && !period_.found) period_ = certify();
        if (game_.kind == HeapGame::all_but && !arithmetic_.found) arithmetic_ = certify_all_but_period(game_.set, table_);
    }

    // Threads the octal engine may use (SparseGrundy::set_threads: 1 or 2).
    void set_threads(unsigned threads) { engine_.set_threads(threads); }
    // show(heaps done, heaps asked), called between slices of a long octal
    // table (grundy's progress line); the values are the same without it.
    void set_progress(std::function<void(std::size_t, std::size_t)> show) { show_ = show; }

    std::size_t size() const { return size_; }
    const Period& period() const { return period_; }
    // All-but games: the arithmetic period the table proves (found false otherwise).
    const AllButPeriod& arithmetic_period() const { return arithmetic_; }

    // g(h); h below size(), or any h once a period (or an all-but game's
    // arithmetic period) is certified: values then reach 64 bits.
    std::uint64_t value(std::uint64_t h) const {
        if (h >= size_ && arithmetic_.found) {
            const std::uint64_t j = h - arithmetic_.start;
            return table_[static_cast<std::size_t>(arithmetic_.start + j % arithmetic_.period)] + j / arithmetic_.period * arithmetic_.saltus;
        }
        if (h >= size_) {
            if (!period_.found) throw std::out_of_range("heap beyond the computed range");
            h = period_.start + (h - period_.start) % period_.period;
        }
        if (game_.kind == HeapGame::take_break && h >= engine_.values().size())
            h = repeat_.start + (h - repeat_.start) % repeat_.period;  // the engine stopped at a proved period
        const std::size_t i = static_cast<std::size_t>(h);
        return game_.kind == HeapGame::take_break ? engine_[i] : table_[i];
    }

    bool known(std::uint64_t h) const { return h < size_ || period_.found || arithmetic_.found; }

    // A move from heap h to a position of value `target` (which must be below
    // g(h), so one exists); h must be known().
    HeapMove move_to(std::uint64_t h, std::uint64_t target) const {
        assert(known(h) && "move_to: heap h is beyond the computed range and no period is certified");
        assert(target < value(h) && "move_to: the target value must be below g(h)");
        HeapMove m = {0, 0, std::vector<std::uint64_t>()};
        if (game_.kind == HeapGame::code) {
            const std::uint64_t small = period_.found && h >= size_ ? period_.start + period_.period : h + 1;
            std::vector<std::uint64_t> parts;
            if (game_.code_move(game_.general, [this](std::uint64_t x) { return value(x); }, h, static_cast<unsigned>(target), small, parts)) {
                if (parts.size() > 0) m.left = parts[0];
                if (parts.size() > 1) m.right = parts[1];
                if (parts.size() > 2) m.more.assign(parts.begin() + 2, parts.end());
                return m;
            }
        } else if (game_.kind == HeapGame::subtract) {
            for (std::size_t i = 0; i < game_.set.size() && game_.set[i] <= h; ++i)
                if (value(h - game_.set[i]) == target) return single(h - game_.set[i]);
        } else if (game_.kind == HeapGame::all_but) {
            if (h < size_) {
                for (std::uint64_t k = 1; k <= h; ++k)
                    if (!std::binary_search(game_.set.begin(), game_.set.end(), k) && value(h - k) == target)
                        return single(h - k);
            } else {
                std::uint64_t to = 0;
                if (all_but_periodic_move(h, target, to)) return single(to);
            }
        } else {
            const TakeBreak& r = game_.rules;
            // Parts below `enough` suffice beyond the table (see the header).
            const std::uint64_t enough = h >= engine_.values().size() ? repeat_.start + repeat_.period : h;
            for (std::size_t k = 0; k < r.digit.size() && k <= h; ++k) {
                const std::uint64_t rest = h - k;
                if ((r.digit[k] & 1) && rest == 0 && k > 0 && target == 0) return m;
                if ((r.digit[k] & 2) && rest > 0 && k > 0 && value(rest) == target) return single(rest);
                if (r.digit[k] & 4)
                    for (std::uint64_t a = 1; 2 * a <= rest && a <= enough; ++a)
                        if (!(r.unequal && 2 * a == rest) && (value(a) ^ value(rest - a)) == target) {
                            m.left = a;
                            m.right = rest - a;
                            return m;
                        }
            }
        }
        throw std::logic_error("no option of the target value");  // the mex rule says there is one
    }

private:
    // An all-but game past its table: the heaps of value target are those in the
    // table before the period's start, and one for each residue r with
    // g(start + r) + q saltus = target; the move removing fewest is to the largest.
    bool all_but_periodic_move(std::uint64_t h, std::uint64_t target, std::uint64_t& best) const {
        bool found = false;
        best = 0;
        const AllButPeriod& a = arithmetic_;
        for (std::uint64_t r = 0; r < a.period; ++r) {
            const std::uint64_t base = table_[static_cast<std::size_t>(a.start + r)];
            if (target < base || (target - base) % a.saltus) continue;
            const std::uint64_t m = a.start + r + (target - base) / a.saltus * a.period;
            if (m < h && !std::binary_search(game_.set.begin(), game_.set.end(), h - m) && (!found || m > best))
                best = m, found = true;
        }
        for (std::uint64_t m = 0; m < a.start && !found; ++m)  // before the period: largest first
            if (table_[static_cast<std::size_t>(a.start - 1 - m)] == target &&
                !std::binary_search(game_.set.begin(), game_.set.end(), h - (a.start - 1 - m)))
                best = a.start - 1 - m, found = true;
        return found;
    }

    static HeapMove single(std::uint64_t h) {
        HeapMove m = {h, 0, std::vector<std::uint64_t>()};
        return m;
    }

    Period certify() const {
        if (game_.kind == HeapGame::subtract) return certify_period(table_, game_.reach(), false);
        return certify_period_heaps(table_, game_.reach(), game_.max_heaps());
    }

    // g(0..size-1) of an octal game from the engine's table and the period it
    // proved (heaps beyond the table repeat).
    struct Repeated {
        const std::vector<std::uint16_t>& g;
        Period p;
        std::size_t n;
        std::size_t size() const { return n; }
        unsigned operator[](std::size_t h) const { return h < g.size() ? g[h] : g[p.start + (h - p.start) % p.period]; }
    };

    // Octal games: the engine grows by doubling and a period is looked for at
    // each size (O(size) each, nimkit/octal.hpp). Once one is proved, every
    // later value repeats and the engine stops (0.165: period 1550, proved by
    // g(0..13464)); the period reported is still the least that g(0..n-1)
    // proves, the same certificate run on the repeated table.
    void extend_octal(std::size_t n) {
        const bool periodic = game_.can_be_periodic();
        if (!repeat_.found) {
            engine_.reserve(n - 1);  // pages never touched cost nothing; no copy while doubling
            for (std::size_t have = engine_.values().size(); have < n;) {
                const std::size_t step = periodic ? std::min(n, std::max<std::size_t>(2 * have, 4096)) : n;
                while (have < step) {  // in slices when someone watches (the values do not depend on it)
                    have = show_ ? std::min(step, have + std::max<std::size_t>(65536, step / 64)) : step;
                    engine_.extend(have - 1);
                    if (show_) show_(have, n);
                }
                if (periodic && (repeat_ = certify_period(engine_.values(), game_.reach(), game_.splits())).found) break;
            }
        }
        size_ = n;
        if (repeat_.found && !period_.found) {
            const Repeated g = {engine_.values(), repeat_, n};
            period_ = n > engine_.values().size() ? certify_period(g, game_.reach(), game_.splits()) : repeat_;
        }
    }

    HeapGame game_;
    SparseGrundy engine_;
    std::vector<unsigned> table_;  // subtract, all_but
    std::size_t size_;
    Period period_;
    Period repeat_;  // take_break: the period the engine's own table proved
    AllButPeriod arithmetic_;  // all_but: g(n + p) = g(n) + s, proved by the table
    std::function<void(std::size_t, std::size_t)> show_;
};

}  // namespace nimkit

#endif
