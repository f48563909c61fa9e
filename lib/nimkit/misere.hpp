// nimkit/misere.hpp - misère play (the last player to move LOSES) of heap
// games: the misère quotient, PROVED heap by heap, COMPLETE (every heap size)
// when the period theorem applies; the outcome of any sum and a winning move.
//
// A heap game: each heap's options as multisets of smaller heaps
//   (MisereOptions, or made heap by heap by a MisereGame: take-and-break games
//   of nimkit/octal.hpp - Grundy's game included - and subtraction games).
// The misère quotient (Plambeck; Plambeck and Siegel, "Misère quotients for
//   impartial games", JCTA 2008): positions G, H of heaps <= N are
//   indistinguishable when o(G + X) = o(H + X) for every such X; the classes
//   form a finite commutative monoid Q with a P-portion, heap h has an
//   element x_h (the pretending function), and o(G) is read off the product.
// Proof (misere_check, and every step of the construction): a candidate -
//   a commutative monoid, P, the x_h and S_h (images of heap h's options) - is
//   right on EVERY position of heaps <= N iff every position G obeys the rule
//   [y(G) in P] = [W(G) non-empty and disjoint from P], y(G) its image, W(G)
//   its options' images (induction along the lexicographic order below, where
//   every option comes before its position - not on tokens, which a 4.x split
//   of a heap whole keeps). The positions are searched in
//   lexicographic order (largest heap first) for the least one that breaks
//   it: those whose image is P come from "x·x_h in P and x·s in P" over the
//   elements' least positions (one heap added); for the others a position
//   whose (y, W) contains an earlier position's (same y, W a superset) is
//   skipped with everything that extends it (if it extended to the least
//   failure, the earlier one would extend to a smaller failure) - a finite
//   search. docs/misere.md states and proves both.
// Construction, heap by heap (the method of Siegel's MisereSolver): heap n
//   first tries to keep the quotient (an element x compatible with every
//   option image - no z with xz and sz both in P - whose positions' states
//   cover heap n's: the check above restricted to positions holding heap n);
//   only when none does, a larger trial monoid (the quotient times a cyclic
//   monoid for heap n; then, at the least position it gets wrong, heaps of it
//   made free cyclic generators) gets its P-portion from each element's least
//   position, is reduced (Moore) and proved; the first proved trial is the
//   new quotient.
// Complete quotients (the period theorem, docs/misere.md): for a game whose
//   moves remove at most t tokens and leave at most two heaps, sizes free, if
//   x_{m+p} = x_m for n0 <= m <= N - p, n0 >= 1, N >= 2 n0 + 2p + t - 1 (no
//   splits: N >= n0 + p + t - 1), the quotient of heaps 1..N is the quotient of
//   the whole game and x_{m+p} = x_m for all m >= n0: heaps to 10^18 answered.
// Tame: every pair (quotient element, misère Nim element of the Grundy values:
//   value, "some heap of value >= 2") the heaps generate has P in both or in
//   neither (o(G) read off the proved quotient); for a complete quotient the
//   period theorem on misère Nim's images too.
// Cost: per heap, the options' images and (when the quotient is kept) the
//   compatible elements' check; a new presentation costs trials of products
//   marked, reduced and proved. Memory: the quotient's table (order^2 words),
//   each trial's actions (order x generators), the proof's remembered
//   positions (each `order` bits). Bounded by MisereLimits (time, order,
//   positions, bytes): past one the quotient stops at the last heap proved
//   and says where and why.
// Proved by: tests/test_misere.cpp (every sum of up to 4 heaps <= 12 of the
//   example games against a misère search of the sums themselves, outcome and
//   move; complete quotients against the search past their certificates and
//   of the equivalents of heaps to 10^18, Kayles against Sibert-Conway to
//   10^18; the period window: one heap fewer never certifies, one heap shorter
//   would be wrong on 0.01 and 0.203; the check refuses planted faults).
#ifndef NIMKIT_MISERE_HPP
#define NIMKIT_MISERE_HPP

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "nimkit/octal.hpp"
#include "nimkit/subtraction.hpp"

namespace nimkit {

typedef std::vector<std::uint32_t> MiserePosition;               // heap sizes (>= 1)
typedef std::vector<std::vector<MiserePosition> > MisereOptions;  // options[h]: each a multiset of heaps < h

// Heap h's options in a take-and-break game, in the order grundy's moves are
// tried: fewest tokens removed, leaving nothing before one heap before two,
// the smaller part as small as possible. O(h t).
inline std::vector<MiserePosition> misere_take_break_moves(const TakeBreak& game, std::size_t h) {
    std::vector<MiserePosition> o;
    for (std::size_t k = 0; k < game.digit.size() && k <= h; ++k) {
        const unsigned d = game.digit[k];
        const std::size_t rest = h - k;
        if ((d & 1) && rest == 0 && k > 0) o.push_back(MiserePosition());
        if ((d & 2) && rest > 0 && k > 0) o.push_back(MiserePosition(1, static_cast<std::uint32_t>(rest)));
        if (d & 4)
            for (std::size_t a = 1; 2 * a <= rest; ++a)
                if (!(game.unequal && 2 * a == rest)) {
                    MiserePosition p;
                    p.push_back(static_cast<std::uint32_t>(a));
                    p.push_back(static_cast<std::uint32_t>(rest - a));
                    o.push_back(p);
                }
    }
    return o;
}

// The options of heaps 0..n. O(n^2 t).
inline MisereOptions misere_take_break_options(const TakeBreak& game, std::size_t n) {
    assert(valid_take_break(game) && "misere_take_break_options: digit[0] is 0 or 4, the other digits 0..7");
    MisereOptions o(n + 1);
    for (std::size_t h = 1; h <= n; ++h) o[h] = misere_take_break_moves(game, h);
    return o;
}

// Subtraction games: heap h's options, remove s tokens, s in `set` (sorted;
// all_but: any number but those in `set`). O(|set|) (all_but: O(h)).
inline std::vector<MiserePosition> misere_subtraction_moves(const std::vector<std::uint64_t>& set, bool all_but,
                                                            std::size_t h) {
    std::vector<MiserePosition> o;
    for (std::size_t k = 1; k <= h; ++k)
        if (std::binary_search(set.begin(), set.end(), static_cast<std::uint64_t>(k)) != all_but)
            o.push_back(k == h ? MiserePosition() : MiserePosition(1, static_cast<std::uint32_t>(h - k)));
    return o;
}

inline MisereOptions misere_subtraction_options(const std::vector<std::uint64_t>& set, bool all_but, std::size_t n) {
    MisereOptions o(n + 1);
    for (std::size_t h = 1; h <= n; ++h) o[h] = misere_subtraction_moves(set, all_but, h);
    return o;
}

// A heap game as the construction reads it: each heap's options, made when
// the heap is reached, and whether the period theorem applies - moves remove
// at most `t` tokens and leave at most two heaps (one without `splits`),
// their sizes free (docs/misere.md).
struct MisereGame {
    std::function<std::vector<MiserePosition>(std::size_t)> moves;  // heap h -> its options, heaps 1..h-1
    std::function<std::vector<unsigned>(std::size_t)> grundy;       // g(0..n) in normal play (empty: from moves)
    bool periodic;
    std::size_t t;
    bool splits;
};

// A take-and-break game: periodic unless `unequal` (Grundy's game).
inline MisereGame misere_take_break_game(const TakeBreak& game) {
    assert(valid_take_break(game) && "misere_take_break_game: digit[0] is 0 or 4, the other digits 0..7");
    MisereGame g;
    g.moves = [game](std::size_t h) { return misere_take_break_moves(game, h); };
    g.grundy = [game](std::size_t n) { return take_break_table(game, n); };
    g.periodic = !game.unequal;
    g.t = game.digit.size() - 1;
    g.splits = false;
    for (std::size_t k = 0; k < game.digit.size(); ++k) g.splits = g.splits || (game.digit[k] & 4) != 0;
    return g;
}

// A subtraction game: periodic for a (finite) subtraction set, not all-but.
inline MisereGame misere_subtraction_game(const std::vector<std::uint64_t>& set, bool all_but) {
    MisereGame g;
    g.moves = [set, all_but](std::size_t h) { return misere_subtraction_moves(set, all_but, h); };
    g.grundy = [set, all_but](std::size_t n) {
        return all_but ? all_but_grundy_table(set, n) : subtraction_grundy_table(set, n);
    };
    g.periodic = !all_but && !set.empty();
    g.t = set.empty() ? 0 : static_cast<std::size_t>(std::min<std::uint64_t>(set.back(), 1u << 30));
    g.splits = false;
    return g;
}

// Options given heap by heap (heaps 0..options.size()-1): no theorem.
inline MisereGame misere_options_game(const MisereOptions& options) {
    MisereGame g;
    g.moves = [options](std::size_t h) { return options[h]; };
    g.periodic = false;
    g.t = 0;
    g.splits = true;
    return g;
}

struct MisereLimits {
    std::size_t max_elements;   // the quotient's order (a trial monoid before reduction: 64 times as many)
    double seconds;             // wall time of the whole construction
    std::size_t max_positions;  // positions one proof remembers
    std::size_t max_bytes;      // memory: the quotient's table, a trial, a proof's remembered positions
};

inline MisereLimits misere_default_limits() {
    MisereLimits l = {4096, 60.0, 10000000, std::size_t(2048) << 20};
    return l;
}

// A candidate or proved quotient as the check takes it.
struct MisereCandidate {
    std::size_t order;
    std::vector<std::uint32_t> table;  // order * order, table[a * order + b] = ab; element 0 is 1
    std::vector<char> p;               // P-portion
    std::vector<std::uint32_t> x;      // x[h], h = 1..n (x[0] = 0)
    std::vector<std::vector<std::uint32_t> > s;  // s[h]: images of heap h's options
};

struct MisereCheck {
    bool right;
    std::size_t positions;       // positions the proof remembered
    bool exhausted;              // stopped at max_positions: nothing proved
    MiserePosition wrong;        // right == false: the least position the candidate gets wrong
    bool monoid;                 // false: the table is not a commutative monoid (nothing checked)
};

// The check multiplies images in whatever order heaps arrive, so it proves
// something only if the table is a commutative monoid on the elements the
// heaps generate. Checked here, not assumed: 0 is the identity, ab = ba, and
// (ab)g = a(bg) for all a, b and every heap image g. That gives (ab)c = a(bc)
// for every c the heap images generate (induction on c = c'g: (ab)(c'g) =
// ((ab)c')g = (a(bc'))g = a((bc')g) = a(b(c'g))), and the option images s[h]
// must be such products. O(order^2 * distinct heap images).
inline bool misere_is_commutative_monoid(const MisereCandidate& c, std::size_t n) {
    const std::size_t m = c.order;
    const std::uint32_t* t = c.table.data();
    std::vector<char> generator(m, 0), reached(m, 0);
    for (std::size_t h = 1; h <= n; ++h) generator[c.x[h]] = 1;
    for (std::size_t a = 0; a < m; ++a) {
        if (t[a] != a || t[a * m] != a) return false;
        for (std::size_t b = 0; b < a; ++b)
            if (t[a * m + b] != t[b * m + a]) return false;
    }
    for (std::size_t g = 0; g < m; ++g)
        if (generator[g])
            for (std::size_t a = 0; a < m; ++a)
                for (std::size_t b = 0; b < m; ++b)
                    if (t[t[a * m + b] * m + g] != t[a * m + t[b * m + g]]) return false;
    std::vector<std::uint32_t> queue(1, 0);
    reached[0] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (std::size_t g = 0; g < m; ++g)
            if (generator[g] && !reached[t[queue[i] * m + g]]) {
                reached[t[queue[i] * m + g]] = 1;
                queue.push_back(t[queue[i] * m + g]);
            }
    for (std::size_t h = 1; h <= n; ++h)
        for (std::size_t k = 0; k < c.s[h].size(); ++k)
            if (!reached[c.s[h][k]]) return false;
    return true;
}

namespace misere_detail {

struct Stop {
    std::string why;
};

typedef std::chrono::steady_clock Clock;

// The construction's clock: past the deadline, Stop; `tick` (progress) is
// called at each check, every few thousand steps of the long loops.
struct Watch {
    Clock::time_point deadline;
    std::function<void()> tick;
    void check() const {
        if (tick) tick();
        if (Clock::now() > deadline) throw Stop{"time"};
    }
};

inline std::size_t words_for(std::size_t bits) { return (bits + 63) / 64; }
inline void set_bit(std::uint64_t* w, std::size_t i) { w[i >> 6] |= std::uint64_t(1) << (i & 63); }
inline bool get_bit(const std::uint64_t* w, std::size_t i) { return ((w[i >> 6] >> (i & 63)) & 1) != 0; }

// What a proof reads of a candidate for one heap: x -> x·x_h, and each
// distinct option image s as x -> x·s, a run of actions applied in turn.
struct HeapActs {
    const std::uint32_t* act;                 // null: x_h is the identity
    std::vector<std::uint32_t> len;           // per distinct option image, how many actions
    std::vector<const std::uint32_t*> steps;  // those actions, one run after another
    bool moves;                               // the heap has an option
};

struct ProofInput {
    std::size_t order;
    const char* p;               // P-portion, order entries
    std::vector<HeapActs> heap;  // heaps 0..n (heap[0] unused)
};

inline std::uint32_t times_heap(const HeapActs& a, std::uint32_t y) { return a.act ? a.act[y] : y; }

// Leaves y·s for each option image s of the heap in out (order bits), ORed in.
inline void or_options(const HeapActs& a, std::uint32_t y, std::uint64_t* out) {
    std::size_t k = 0;
    for (std::size_t j = 0; j < a.len.size(); ++j) {
        std::uint32_t z = y;
        for (const std::size_t e = k + a.len[j]; k < e; ++k) z = a.steps[k][z];
        set_bit(out, z);
    }
}

// The state of G + h from G's: y·x_h, and W·x_h U y·S_h.
inline std::uint32_t add_heap(const HeapActs& a, std::uint32_t y, const std::uint64_t* w, std::uint64_t* out,
                              std::size_t words) {
    std::fill(out, out + words, std::uint64_t(0));
    if (a.act) {
        for (std::size_t j = 0; j < words; ++j)
            for (std::uint64_t bits = w[j]; bits; bits &= bits - 1)
                set_bit(out, a.act[j * 64 + static_cast<std::size_t>(__builtin_ctzll(bits))]);
    } else {
        std::copy(w, w + words, out);
    }
    or_options(a, y, out);
    return times_heap(a, y);
}

inline std::uint64_t fold(const std::uint64_t* w, std::size_t words) {
    std::uint64_t f = 0;
    for (std::size_t j = 0; j < words; ++j) f |= w[j];
    return f;
}

// The positions a proof remembers: for each element y, the option-image sets
// W of earlier positions with image y, none containing another (an antichain).
class Store {
public:
    Store() : words_(0), live_(0), speculating_(false) {}
    void reset(std::size_t order) {
        words_ = words_for(order);
        of_.assign(order, std::vector<std::uint32_t>());
        blocks_.clear();
        sig_.clear();
        free_.clear();
        journal_.clear();
        live_ = 0;
        speculating_ = false;
    }
    std::size_t size() const { return live_; }
    std::size_t words() const { return words_; }
    // The memory it holds: the sets in blocks of kBlock, their folds, the lists.
    std::size_t bytes() const {
        return (blocks_.size() * kBlock * words_ + sig_.capacity()) * sizeof(std::uint64_t) +
               (sig_.size() + of_.size() * 6) * sizeof(std::uint32_t);
    }

    // False when an earlier position with image y has a W inside w (this
    // position is dominated); otherwise remembers w - dropping remembered
    // supersets of it, unless speculating.
    bool admit(std::uint32_t y, const std::uint64_t* w) {
        if (covered(y, w)) return false;
        const std::uint64_t sw = fold(w, words_);
        std::vector<std::uint32_t>& list = of_[y];
        if (!speculating_)
            for (std::size_t i = list.size(); i-- > 0;) {
                const std::uint32_t s = list[i];
                if (sw & ~sig_[s]) continue;
                const std::uint64_t* v = set(s);
                std::size_t j = 0;
                while (j < words_ && !(w[j] & ~v[j])) ++j;
                if (j < words_) continue;
                free_.push_back(s);
                list[i] = list.back();
                list.pop_back();
                --live_;
            }
        std::uint32_t s;
        if (!free_.empty()) {
            s = free_.back();
            free_.pop_back();
            sig_[s] = sw;
        } else {
            s = static_cast<std::uint32_t>(sig_.size());
            sig_.push_back(sw);
            if (s % kBlock == 0) blocks_.push_back(std::vector<std::uint64_t>(kBlock * words_));
        }
        std::copy(w, w + words_, set(s));
        list.push_back(s);
        ++live_;
        if (speculating_) journal_.push_back(y);
        return true;
    }
    // Ascertained-by-others additions may be taken back: speculate() starts a
    // journal, forget() undoes what it recorded, keep() ends it.
    void speculate() {
        speculating_ = true;
        journal_.clear();
    }
    void forget() {
        for (std::size_t i = journal_.size(); i-- > 0;) {
            std::vector<std::uint32_t>& list = of_[journal_[i]];
            free_.push_back(list.back());
            list.pop_back();
            --live_;
        }
        keep();
    }
    void keep() {
        speculating_ = false;
        journal_.clear();
    }
    // Is some remembered W for y inside w?
    bool covered(std::uint32_t y, const std::uint64_t* w) const {
        const std::uint64_t sw = fold(w, words_);
        const std::vector<std::uint32_t>& list = of_[y];
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::uint32_t s = list[i];
            if (sig_[s] & ~sw) continue;
            const std::uint64_t* v = set(s);
            std::size_t j = 0;
            while (j < words_ && !(v[j] & ~w[j])) ++j;
            if (j == words_) return true;
        }
        return false;
    }

private:
    static const std::size_t kBlock = 256;  // sets a block holds: no growth by doubling
    std::uint64_t* set(std::uint32_t s) { return &blocks_[s / kBlock][s % kBlock * words_]; }
    const std::uint64_t* set(std::uint32_t s) const { return &blocks_[s / kBlock][s % kBlock * words_]; }

    std::size_t words_, live_;
    bool speculating_;
    std::vector<std::vector<std::uint32_t> > of_;
    std::vector<std::vector<std::uint64_t> > blocks_;
    std::vector<std::uint64_t> sig_;
    std::vector<std::uint32_t> free_, journal_;
};

// The positions in lexicographic order - exponent of the largest heap first -
// searched for the least N-failure: y not in P, W non-empty and disjoint from
// P. A position dominated by a remembered one (same y, W a superset) is
// skipped with every position that extends it by heaps no larger than its
// own smallest: were one of them the least failure, the remembered position
// plus the same heaps would be a smaller one (docs/misere.md).
class Prover {
public:
    Prover(const ProofInput& in, Store& store, std::size_t max_positions, const Watch& watch,
           std::size_t max_bytes = static_cast<std::size_t>(-1))
        : in_(in), store_(store), max_positions_(max_positions), max_bytes_(max_bytes), watch_(watch), words_(words_for(in.order)),
          n_(in.heap.size() - 1), nodes_(0), found_(false), passed_(false) {
        pmask_.assign(words_, 0);
        for (std::size_t a = 0; a < in.order; ++a)
            if (in.p[a]) set_bit(&pmask_[0], a);
        exps_.assign(n_ + 1, 0);
    }

    // The least N-failure among positions whose largest heap is `only` (0:
    // all positions), stopping before `bound` (empty: no bound). True and
    // `wrong` when found; `passed` true when the bound stopped the search.
    bool search(std::size_t only, const MiserePosition& bound, MiserePosition& wrong) {
        found_ = passed_ = false;
        bexp_.assign(n_ + 1, 0);
        for (std::size_t i = 0; i < bound.size(); ++i) ++bexp_[bound[i]];
        below_.assign(n_ + 1, 0);  // below_[k]: the largest heap <= k in the bound
        for (std::size_t k = 1; k <= n_; ++k) below_[k] = bexp_[k] ? k : below_[k - 1];
        buf_.assign((n_ + 2) * words_, 0);
        scratch_.assign(words_, 0);
        const bool tight = !bound.empty();
        if (only)
            explore(only, only, 0, &buf_[0], 0, tight);
        else
            explore(1, n_, 0, &buf_[0], 0, tight);
        if (found_) wrong = wrong_;
        return found_;
    }
    bool passed() const { return passed_; }
    std::size_t nodes() const { return nodes_; }

private:
    // Positions: the current word plus heaps from lo..top (each heap's run in
    // turn, smallest heap first, as lexicographic order visits them).
    bool explore(std::size_t lo, std::size_t top, std::uint32_t y, const std::uint64_t* w, std::size_t level, bool tight) {
        for (std::size_t h = lo; h <= top; ++h) {
            const HeapActs& a = in_.heap[h];
            if (!a.moves && !a.act) continue;
            std::size_t hb = 0;
            if (tight) {
                hb = below_[top];
                if (h > hb) return stop_at_bound();
            }
            std::uint64_t* cur = &buf_[(level + 1) * words_];
            std::uint32_t z = y;
            const std::uint64_t* src = w;
            for (std::size_t e = 1;; ++e) {
                z = add_heap(a, z, src, &scratch_[0], words_);
                std::copy(scratch_.begin(), scratch_.end(), cur);
                src = cur;
                if ((++nodes_ & 4095) == 0) {
                    watch_.check();
                    if (store_.bytes() > max_bytes_) throw Stop{"memory"};
                }
                bool t2 = false;
                if (tight && h == hb) {
                    if (e > bexp_[h]) return stop_at_bound();
                    if (e == bexp_[h]) {
                        if (below_[h - 1] == 0) return stop_at_bound();  // this position is the bound
                        t2 = true;
                    }
                }
                if (!store_.admit(z, cur)) break;
                if (store_.size() > max_positions_) throw Stop{"positions"};
                exps_[h] = e;
                if (!in_.p[z] && failure_n(cur)) {
                    found_ = true;
                    wrong_.clear();
                    for (std::size_t k = n_; k >= 1; --k)
                        for (std::size_t i = 0; i < exps_[k]; ++i) wrong_.push_back(static_cast<std::uint32_t>(k));
                    std::reverse(wrong_.begin(), wrong_.end());
                    return true;
                }
                if (h > 1 && explore(1, h - 1, z, cur, level + 1, t2)) return true;
            }
            exps_[h] = 0;
        }
        return false;
    }
    bool failure_n(const std::uint64_t* w) const {
        bool any = false;
        for (std::size_t j = 0; j < words_; ++j) {
            if (w[j] & pmask_[j]) return false;
            any = any || w[j];
        }
        return any;
    }
    bool stop_at_bound() {
        passed_ = true;
        return true;
    }

    const ProofInput& in_;
    Store& store_;
    std::size_t max_positions_, max_bytes_;
    const Watch& watch_;
    std::size_t words_, n_, nodes_;
    bool found_, passed_;
    std::vector<std::uint64_t> pmask_, buf_, scratch_;
    std::vector<std::size_t> exps_, bexp_, below_;
    MiserePosition wrong_;
};

// Each element's least position (lexicographic, largest heap first): the
// element it extends and the heap added (parent -1 for the empty position,
// -2 for an element no position reaches). O(order * n).
struct LeastPositions {
    std::vector<std::int64_t> parent;
    std::vector<std::uint32_t> heap;

    MiserePosition of(std::uint32_t e) const {
        MiserePosition w;
        for (std::int64_t x = e; parent[static_cast<std::size_t>(x)] >= 0; x = parent[static_cast<std::size_t>(x)])
            w.push_back(heap[static_cast<std::size_t>(x)]);
        std::sort(w.begin(), w.end());
        return w;
    }
};

inline void least_positions_from(const ProofInput& in, LeastPositions& lp, std::size_t top, std::uint32_t y,
                                 bool moveless) {
    for (std::size_t h = 1; h <= top; ++h) {
        const HeapActs& a = in.heap[h];
        if (!a.act || (moveless && a.moves)) continue;  // the identity reaches nothing new
        std::uint32_t z = y;
        for (;;) {
            const std::uint32_t next = a.act[z];
            if (lp.parent[next] != -2) break;
            lp.parent[next] = z;
            lp.heap[next] = static_cast<std::uint32_t>(h);
            z = next;
            if (h > 1) least_positions_from(in, lp, h - 1, z, moveless);
        }
    }
}

// moveless: only positions of heaps without a move.
inline LeastPositions least_positions(const ProofInput& in, bool moveless = false) {
    LeastPositions lp;
    lp.parent.assign(in.order, -2);
    lp.heap.assign(in.order, 0);
    lp.parent[0] = -1;
    least_positions_from(in, lp, in.heap.size() - 1, 0, moveless);
    return lp;
}

// Lexicographic order of positions, the largest heap's count first: the
// order the search visits them in (sorted ascending heaps compared from the
// end).
inline bool lex_less(const MiserePosition& a, const MiserePosition& b) {
    std::size_t i = a.size(), j = b.size();
    while (i > 0 && j > 0) {
        --i, --j;
        if (a[i] != b[j]) return a[i] < b[j];
    }
    return i == 0 && j > 0;
}

// The least P-failure: a position of image in P with no option (made of
// heaps without a move), or with an option in P - x·x_h in P and x·s in P
// for an element x (a position reaches it) and an option image s of h; the
// least such position is x's least position plus h. True and `wrong` when
// there is one.
inline bool first_p_failure(const ProofInput& in, const LeastPositions& lp, MiserePosition& wrong) {
    bool found = false;
    const LeastPositions still = least_positions(in, true);
    for (std::uint32_t x = 0; x < in.order; ++x)
        if (still.parent[x] != -2 && in.p[x]) {
            const MiserePosition w = still.of(x);
            if (!found || lex_less(w, wrong)) wrong = w;
            found = true;
        }
    const std::size_t n = in.heap.size() - 1;
    for (std::size_t h = 1; h <= n; ++h) {
        const HeapActs& a = in.heap[h];
        if (!a.moves) continue;
        for (std::uint32_t x = 0; x < in.order; ++x) {
            if (lp.parent[x] == -2 || !in.p[times_heap(a, x)]) continue;
            bool bad = false;
            std::size_t k = 0;
            for (std::size_t j = 0; j < a.len.size() && !bad; ++j) {
                std::uint32_t z = x;
                for (const std::size_t e = k + a.len[j]; k < e; ++k) z = a.steps[k][z];
                bad = in.p[z] != 0;
            }
            if (!bad) continue;
            MiserePosition w = lp.of(x);
            w.insert(std::upper_bound(w.begin(), w.end(), static_cast<std::uint32_t>(h)), static_cast<std::uint32_t>(h));
            if (!found || lex_less(w, wrong)) wrong = w;
            found = true;
        }
    }
    return found;
}

struct Proof {
    bool right;
    MiserePosition wrong;  // the least position the candidate gets wrong
    std::size_t nodes;
};

// The whole proof of a candidate over heaps 1..n: the least P-failure, then
// the least N-failure before it. `store` is reset and left holding the
// remembered positions (reused when the quotient is kept for the next heap).
inline Proof prove(const ProofInput& in, Store& store, std::size_t max_positions, const Watch& watch,
                   std::size_t max_bytes = static_cast<std::size_t>(-1)) {
    Proof r;
    r.right = true;
    r.nodes = 0;
    const LeastPositions lp = least_positions(in);
    MiserePosition bound;
    const bool p_fails = first_p_failure(in, lp, bound);
    if (p_fails && bound.empty()) {  // the empty position called P
        r.right = false;
        return r;
    }
    store.reset(in.order);
    Prover prover(in, store, max_positions, watch, max_bytes);
    MiserePosition wrong;
    if (prover.search(0, bound, wrong)) {
        r.right = false;
        r.wrong = wrong;
    } else if (p_fails) {
        r.right = false;
        r.wrong = bound;
    }
    r.nodes = prover.nodes();
    return r;
}

}  // namespace misere_detail

// The proof of a candidate (docs/misere.md): right iff every position of
// heaps 1..n gets its misère outcome; otherwise `wrong` is the least position
// (lexicographic, largest heap first) that it gets wrong. O(remembered
// positions * (n + their options) * order / 64) time, remembered * order / 8
// bytes; past max_positions remembered, `exhausted` and nothing proved.
inline MisereCheck misere_check(const MisereCandidate& c, std::size_t n, std::size_t max_positions) {
    assert(c.table.size() == c.order * c.order && c.p.size() == c.order && c.x.size() > n && c.s.size() > n &&
           "misere_check: table order^2, P order, x and s for heaps 0..n");
    MisereCheck out = {false, 0, false, MiserePosition(), misere_is_commutative_monoid(c, n)};
    if (!out.monoid) return out;
    misere_detail::ProofInput in;
    in.order = c.order;
    in.p = c.p.data();
    in.heap.resize(n + 1);
    for (std::size_t h = 1; h <= n; ++h) {
        misere_detail::HeapActs& a = in.heap[h];
        a.act = c.x[h] ? &c.table[c.x[h] * c.order] : 0;  // row x_h: x_h·y = y·x_h
        a.moves = !c.s[h].empty();
        for (std::size_t k = 0; k < c.s[h].size(); ++k) {
            a.len.push_back(1);
            a.steps.push_back(&c.table[c.s[h][k] * c.order]);
        }
    }
    misere_detail::Store store;
    try {
        const misere_detail::Watch forever = {misere_detail::Clock::time_point::max(), std::function<void()>()};
        const misere_detail::Proof r = misere_detail::prove(in, store, max_positions, forever);
        out.right = r.right;
        out.wrong = r.wrong;
    } catch (const misere_detail::Stop&) {
        out.exhausted = true;
    }
    out.positions = store.size();
    return out;
}

// Plain misère search over the positions themselves, memoised: what the bench
// compares the quotient with. A position is P (the mover loses) iff it has an
// option and every option is N. Exponential in the position; O(followers)
// memory.
class MisereSearch {
public:
    explicit MisereSearch(const MisereOptions& options) : options_(&options), nodes_(0) {}

    // pos: heaps each 1..options.size()-1, any order.
    bool p_position(MiserePosition pos) {
        std::sort(pos.begin(), pos.end());
        return p_sorted(pos);
    }
    std::size_t nodes() const { return nodes_; }
    std::size_t memo_size() const { return memo_.size(); }

    // Past `deadline`, p_position throws MisereSearch::Late (checked every 4096
    // positions); past `max_positions` remembered, MisereSearch::Full.
    struct Late {};
    struct Full {};
    void set_max_positions(std::size_t most) { max_positions_ = most; }
    void set_deadline(std::chrono::steady_clock::time_point deadline) {
        deadline_ = deadline;
        has_deadline_ = true;
    }

private:
    bool p_sorted(const MiserePosition& pos) {
        const std::string k(reinterpret_cast<const char*>(pos.data()), pos.size() * sizeof(std::uint32_t));
        std::unordered_map<std::string, char>::const_iterator it = memo_.find(k);
        if (it != memo_.end()) return it->second != 0;
        if ((++nodes_ & 4095) == 0 && has_deadline_ && std::chrono::steady_clock::now() > deadline_) throw Late();
        if (memo_.size() >= max_positions_) throw Full();
        bool any = false, p = true;
        MiserePosition q;
        for (std::size_t i = 0; i < pos.size() && p; ++i) {
            if (i > 0 && pos[i] == pos[i - 1]) continue;
            const std::vector<MiserePosition>& opts = (*options_)[pos[i]];
            for (std::size_t j = 0; j < opts.size() && p; ++j) {
                any = true;
                q.clear();
                q.insert(q.end(), pos.begin(), pos.begin() + static_cast<std::ptrdiff_t>(i));
                q.insert(q.end(), pos.begin() + static_cast<std::ptrdiff_t>(i) + 1, pos.end());
                q.insert(q.end(), opts[j].begin(), opts[j].end());
                std::sort(q.begin(), q.end());
                if (p_sorted(q)) p = false;
            }
        }
        p = p && any;
        memo_[k] = p;
        return p;
    }

    const MisereOptions* options_;
    std::unordered_map<std::string, char> memo_;
    std::size_t nodes_;
    std::chrono::steady_clock::time_point deadline_;
    bool has_deadline_ = false;
    std::size_t max_positions_ = static_cast<std::size_t>(-1);
};

struct MisereRelation {
    std::vector<unsigned> left, right;  // exponents of the generators
};

// The (reduced, proved) misère quotient of heaps 1..heaps - of every heap
// when `complete`.
struct MisereQuotient {
    std::size_t heaps;                 // proved for every position of heaps 1..heaps
    std::size_t asked;                 // the N asked for
    std::string stopped;               // empty, or where and why the construction stopped
    bool complete;                     // the quotient of the whole game, by the period theorem
    std::size_t period, start;         // complete: heap h + period has heap h's element for h >= start
    std::size_t certified;             // complete: proved by heaps 1..certified (= heaps)
    std::size_t order;
    std::vector<std::uint32_t> table;  // order * order; element 0 is the identity
    std::vector<char> p;               // P-portion
    std::vector<std::uint32_t> image;  // image[h], h = 0..heaps (image[0] = 0)
    std::vector<std::size_t> generators;        // heaps whose element is a new generator
    std::vector<std::vector<unsigned> > normal;  // each element's least word in the generators
    std::vector<MisereRelation> relations;      // least words that are not normal = their normal form
    bool tame;          // every position (of every heap when complete) plays as misère Nim of its Grundy values
    bool tame_heaps;    // so does every position of heaps 1..heaps, not proved past them (complete only)
    bool wild;          // some position of heaps 1..heaps does not (neither: not decided)
    std::vector<unsigned> grundy;               // normal-play values of heaps 0..heaps
    std::size_t presentations;                  // heaps where the quotient had to grow
    std::size_t trials;                         // trial monoids marked, reduced and proved or refuted

    std::uint32_t mul(std::uint32_t a, std::uint32_t b) const { return table[a * order + b]; }
    // The heap of at most `heaps` with heap h's element: h itself, or past
    // `heaps` in a complete quotient the heap a whole number of periods below.
    std::uint64_t equivalent_heap(std::uint64_t h) const {
        if (h <= heaps) return h;
        assert(complete && "MisereQuotient::equivalent_heap: a heap beyond an incomplete quotient");
        return h - (h - heaps + period - 1) / period * period;
    }
    std::uint32_t heap_element(std::uint64_t h) const { return image[static_cast<std::size_t>(equivalent_heap(h))]; }
    // The element of a position: every heap 1..heaps, or any size when complete.
    std::uint32_t element(const MiserePosition& pos) const {
        std::uint32_t e = 0;
        for (std::size_t i = 0; i < pos.size(); ++i) e = mul(e, heap_element(pos[i]));
        return e;
    }
    bool p_position(const MiserePosition& pos) const { return p[element(pos)] != 0; }
};

// The name of generator i: a..z, then g27, g28, ...
inline std::string misere_generator_name(std::size_t i) {
    return i < 26 ? std::string(1, static_cast<char>('a' + i)) : "g" + std::to_string(i + 1);
}

// A word in the generators as the papers write it: "a^2bc", "1" when empty.
inline std::string misere_word(const std::vector<unsigned>& e) {
    std::string s;
    for (std::size_t i = 0; i < e.size(); ++i)
        if (e[i]) {
            if (!s.empty() && i >= 26) s += ' ';
            s += misere_generator_name(i);
            if (e[i] > 1) s += "^" + std::to_string(e[i]);
        }
    return s.empty() ? "1" : s;
}

namespace misere_detail {

// A commutative monoid given by its generators' actions (element 0 the
// identity, every element reached from it), a P-portion, and each heap's
// generator. Commuting actions on the elements 0 reaches make a commutative
// monoid, x·y = w(x) for any word w with w(0) = y (docs/misere.md); products
// of cyclic monoids and quotients by a congruence keep them commuting.
struct Trial {
    std::size_t order;
    std::vector<std::vector<std::uint32_t> > act;  // act[g][x] = x·(generator g)
    std::vector<char> p;
    std::vector<std::int32_t> gen;                 // heaps 0..n: the generator, -1 the identity
};

inline std::uint32_t image_of(const Trial& t, std::size_t h) {
    return t.gen[h] < 0 ? 0 : t.act[static_cast<std::size_t>(t.gen[h])][0];
}

inline std::uint32_t element_of(const Trial& t, const MiserePosition& pos) {
    std::uint32_t y = 0;
    for (std::size_t i = 0; i < pos.size(); ++i)
        if (t.gen[pos[i]] >= 0) y = t.act[static_cast<std::size_t>(t.gen[pos[i]])][y];
    return y;
}

// The proof's view of heap h in a trial: its action and its distinct option
// images, each by the heaps of one option with that image. stamp: order
// entries, none equal to `mark` yet.
inline HeapActs heap_acts(const Trial& t, std::size_t h, const std::vector<MiserePosition>& opts,
                          std::vector<std::uint32_t>& stamp, std::uint32_t mark) {
    HeapActs a;
    a.act = t.gen[h] < 0 ? 0 : t.act[static_cast<std::size_t>(t.gen[h])].data();
    a.moves = !opts.empty();
    for (std::size_t j = 0; j < opts.size(); ++j) {
        const std::uint32_t y = element_of(t, opts[j]);
        if (stamp[y] == mark) continue;
        stamp[y] = mark;
        std::uint32_t len = 0;
        for (std::size_t i = 0; i < opts[j].size(); ++i)
            if (t.gen[opts[j][i]] >= 0) {
                a.steps.push_back(t.act[static_cast<std::size_t>(t.gen[opts[j][i]])].data());
                ++len;
            }
        a.len.push_back(len);
    }
    return a;
}

// Heaps 1..n of a trial, each heap's options made again by the game.
inline ProofInput proof_input(const Trial& t, const MisereGame& game, std::size_t n, const Watch& watch) {
    ProofInput in;
    in.order = t.order;
    in.p = t.p.data();
    in.heap.resize(n + 1);
    std::vector<std::uint32_t> stamp(t.order, 0);
    for (std::size_t h = 1; h <= n; ++h) {
        if ((h & 63) == 0) watch.check();
        in.heap[h] = heap_acts(t, h, game.moves(h), stamp, static_cast<std::uint32_t>(h));
    }
    return in;
}

// A trial's P-portion from each element's least position: P iff it has an
// option and every option - an earlier position, its image marked already -
// is N. Wherever the trial is right, so is this (docs/misere.md).
struct Marker {
    const ProofInput& in;
    Trial& t;
    const Watch& watch;
    std::size_t words, marked;
    std::vector<char> seen;
    std::vector<std::uint64_t> pbits, buf, scratch;

    void from(std::size_t top, std::uint32_t y, std::size_t level) {
        for (std::size_t h = 1; h <= top; ++h) {
            const HeapActs& a = in.heap[h];
            if (!a.act) continue;  // the identity reaches nothing new
            std::uint64_t* cur = &buf[(level + 1) * words];
            const std::uint64_t* src = &buf[level * words];
            std::uint32_t z = y;
            while (!seen[a.act[z]]) {
                z = add_heap(a, z, src, &scratch[0], words);
                std::copy(scratch.begin(), scratch.end(), cur);
                src = cur;
                seen[z] = 1;
                if ((++marked & 4095) == 0) watch.check();
                bool any = false, hits = false;
                for (std::size_t j = 0; j < words; ++j) {
                    any = any || cur[j];
                    hits = hits || (cur[j] & pbits[j]);
                }
                t.p[z] = any && !hits;
                if (t.p[z]) set_bit(&pbits[0], z);
                if (h > 1) from(h - 1, z, level + 1);
            }
        }
    }
};

inline void mark(Trial& t, const MisereGame& game, std::size_t n, const Watch& watch) {
    t.p.assign(t.order, 0);
    const ProofInput in = proof_input(t, game, n, watch);
    const std::size_t words = words_for(t.order);
    Marker m = {in, t, watch, words, 0, std::vector<char>(t.order, 0), std::vector<std::uint64_t>(words, 0),
                std::vector<std::uint64_t>((n + 2) * words, 0), std::vector<std::uint64_t>(words, 0)};
    m.seen[0] = 1;
    m.from(n, 0, 0);
}

// Moore's partition refinement: x ~ y iff xz in P <=> yz in P for every z
// the generators make (split by P, then by the classes of x·g for every
// generator g, until stable); classes numbered in breadth-first order from
// the identity, generators with equal images merged.
inline Trial reduce(const Trial& t, const Watch& watch) {
    const std::size_t m = t.order, gens = t.act.size();
    std::vector<std::uint32_t> cls(m), next(m), by(m), start, stamp(m, 0xffffffffu), fresh(m);
    std::size_t count = 1;
    for (std::size_t x = 0; x < m; ++x) cls[x] = t.p[x] ? 1 : 0;
    for (std::size_t x = 0; x < m; ++x) count = std::max<std::size_t>(count, cls[x] + 1);
    for (std::size_t unchanged = 0; unchanged < gens;) {  // until a pass over every generator splits nothing
        for (std::size_t g = 0; g < gens && unchanged < gens; ++g) {
            if ((g & 15) == 0) watch.check();
            // the elements bucketed by class (counting sort), each bucket split by the class of x·g
            start.assign(count + 1, 0);
            for (std::size_t x = 0; x < m; ++x) ++start[cls[x] + 1];
            for (std::size_t c = 0; c < count; ++c) start[c + 1] += start[c];
            for (std::size_t x = 0; x < m; ++x) by[start[cls[x]]++] = static_cast<std::uint32_t>(x);
            std::uint32_t k = 0;
            for (std::size_t i = 0, c = 0; i < m; ++c) {
                const std::size_t end = start[c];
                for (; i < end; ++i) {
                    const std::uint32_t x = by[i], c2 = cls[t.act[g][x]];
                    if (stamp[c2] != c) {
                        stamp[c2] = static_cast<std::uint32_t>(c);
                        fresh[c2] = k++;
                    }
                    next[x] = fresh[c2];
                }
            }
            std::fill(stamp.begin(), stamp.end(), 0xffffffffu);
            cls.swap(next);
            unchanged = k == count ? unchanged + 1 : 0;
            count = k;
        }
        if (gens == 0) break;
    }
    Trial r;
    std::vector<std::int64_t> id(count, -1);
    std::vector<std::uint32_t> rep;
    id[cls[0]] = 0;
    rep.push_back(0);
    for (std::size_t i = 0; i < rep.size(); ++i)
        for (std::size_t g = 0; g < gens; ++g) {
            const std::uint32_t c = cls[t.act[g][rep[i]]];
            if (id[c] < 0) {
                id[c] = static_cast<std::int64_t>(rep.size());
                rep.push_back(t.act[g][rep[i]]);
            }
        }
    r.order = rep.size();
    r.p.resize(r.order);
    for (std::size_t c = 0; c < r.order; ++c) r.p[c] = t.p[rep[c]];
    std::vector<std::int32_t> merged(gens, -1);
    std::vector<std::int64_t> by_image(r.order, -1);
    for (std::size_t g = 0; g < gens; ++g) {
        const std::size_t e = static_cast<std::size_t>(id[cls[t.act[g][0]]]);
        if (e == 0) continue;  // the identity
        if (by_image[e] < 0) {
            by_image[e] = static_cast<std::int64_t>(r.act.size());
            std::vector<std::uint32_t> a(r.order);
            for (std::size_t c = 0; c < r.order; ++c) a[c] = static_cast<std::uint32_t>(id[cls[t.act[g][rep[c]]]]);
            r.act.push_back(a);
        }
        merged[g] = static_cast<std::int32_t>(by_image[e]);
    }
    r.gen.resize(t.gen.size());
    for (std::size_t h = 0; h < t.gen.size(); ++h) r.gen[h] = t.gen[h] < 0 ? -1 : merged[static_cast<std::size_t>(t.gen[h])];
    return r;
}

// A heap made a free cyclic generator: powers 0..index+period-1, then
// z^(index+period) = z^index; `keep`: it keeps its element of the base too.
struct Freed {
    std::size_t heap, index, period;
    bool keep;
};

// The elements of (base x the cyclic monoids of the freed heaps) the heaps
// reach, by breadth-first search: a free heap's image is (its base image, or
// 1, z_i), any other heap's (its base image, 1). Past `most` elements, Stop.
inline Trial product(const Trial& b, const std::vector<Freed>& freed, std::size_t n, std::size_t most,
                     const Watch& watch) {
    const std::size_t k = freed.size();
    std::vector<std::int64_t> factor(n + 1, -1);
    std::vector<std::uint64_t> size(k), radix(k + 1);
    radix[0] = b.order;
    for (std::size_t i = 0; i < k; ++i) {
        factor[freed[i].heap] = static_cast<std::int64_t>(i);
        size[i] = freed[i].index + freed[i].period;
        if (radix[i] > (std::uint64_t(1) << 62) / size[i]) throw Stop{"trial"};
        radix[i + 1] = radix[i] * size[i];
    }
    std::vector<std::pair<std::int32_t, std::int64_t> > gens;  // (base generator, factor)
    Trial t;
    t.gen.assign(n + 1, -1);
    for (std::size_t h = 1; h <= n; ++h) {
        const std::int64_t f = factor[h];
        const std::int32_t bg = (f >= 0 && !freed[static_cast<std::size_t>(f)].keep) ? -1 : b.gen[h];
        if (bg < 0 && f < 0) continue;
        const std::pair<std::int32_t, std::int64_t> key(bg, f);
        std::size_t g = 0;
        while (g < gens.size() && gens[g] != key) ++g;
        if (g == gens.size()) gens.push_back(key);
        t.gen[h] = static_cast<std::int32_t>(g);
    }
    t.act.assign(gens.size(), std::vector<std::uint32_t>());
    std::vector<std::uint64_t> code(1, 0);
    const bool dense = radix[k] <= (std::uint64_t(1) << 22);
    std::vector<std::uint32_t> dense_id(dense ? radix[k] : 0, 0xffffffffu);
    std::unordered_map<std::uint64_t, std::uint32_t> sparse_id;
    if (dense)
        dense_id[0] = 0;
    else
        sparse_id[0] = 0;
    for (std::size_t i = 0; i < code.size(); ++i) {
        if ((i & 4095) == 4095) watch.check();
        const std::uint64_t c = code[i];
        for (std::size_t g = 0; g < gens.size(); ++g) {
            std::uint64_t x = c % b.order;
            if (gens[g].first >= 0) x = b.act[static_cast<std::size_t>(gens[g].first)][x];
            std::uint64_t d = x;
            for (std::size_t f = 0; f < k; ++f) {
                std::uint64_t e = c / radix[f] % size[f];
                if (static_cast<std::int64_t>(f) == gens[g].second) e = e + 1 < size[f] ? e + 1 : freed[f].index;
                d += e * radix[f];
            }
            std::uint32_t id;
            if (dense) {
                if (dense_id[d] == 0xffffffffu) {
                    dense_id[d] = static_cast<std::uint32_t>(code.size());
                    code.push_back(d);
                }
                id = dense_id[d];
            } else {
                std::unordered_map<std::uint64_t, std::uint32_t>::iterator it = sparse_id.find(d);
                if (it == sparse_id.end()) {
                    it = sparse_id.insert(std::make_pair(d, static_cast<std::uint32_t>(code.size()))).first;
                    code.push_back(d);
                }
                id = it->second;
            }
            if (code.size() > most) throw Stop{"trial"};
            t.act[g].push_back(id);
        }
    }
    t.order = code.size();
    t.p.assign(t.order, 0);
    return t;
}

// The index of heap h's element: the least i with x^i = x^(i + j) for some j >= 1.
inline std::size_t index_of(const Trial& t, std::size_t h) {
    if (t.gen[h] < 0) return 0;
    const std::vector<std::uint32_t>& a = t.act[static_cast<std::size_t>(t.gen[h])];
    std::vector<std::int64_t> at(t.order, -1);
    std::uint32_t y = 0;
    std::int64_t i = 0;
    while (at[y] < 0) {
        at[y] = i++;
        y = a[y];
    }
    return static_cast<std::size_t>(at[y]);
}

// The period theorem on heap images x[0..N] (x[0] the empty heap's; docs/
// misere.md): with splits, heaps 1..N as a sequence from index 0 and moves
// of t + 1 tokens, so that n0 >= 1; without, heaps 0..N and the window after
// max(n0, 1). The Period's start and certified are heaps.
inline Period certify_images(const MisereGame& game, const std::vector<std::uint32_t>& x) {
    Period none = {false, 0, 0, 0};
    if (!game.periodic || x.size() < 2) return none;
    if (game.splits) {
        const std::vector<std::uint32_t> from1(x.begin() + 1, x.end());
        Period per = certify_period_heaps(from1, game.t + 1, 2);
        if (per.found) {
            per.start += 1;
            per.certified += 1;
        }
        return per;
    }
    Period per = certify_period_heaps(x, game.t, 1);
    if (per.found) per.start = std::max<std::size_t>(per.start, 1);
    return per;
}

}  // namespace misere_detail

// The construction, heap by heap (docs/misere.md): each heap keeps the
// quotient when an element passes the proof for it, else the quotient is
// presented anew from trials; after each heap, the period theorem. run(n)
// proves heaps up to n - fewer if the quotient is complete first or a limit
// stops it - and may be called again with a larger n. Each heap's options
// are made by the game when needed, never stored. O(per heap: its options,
// the compatible elements' proofs; a new presentation: its trials).
class MisereConstruction {
public:
    typedef std::function<void(std::size_t, std::size_t)> Progress;  // (heap, order), often

    MisereConstruction(const MisereGame& game, const MisereLimits& limits, const Progress& progress = Progress())
        : game_(game), lim_(limits), progress_(progress), heaps_(0), complete_(false), period_(0), start_(0),
          certified_(0), presentations_(0), trials_(0) {
        watch_.deadline = misere_detail::Clock::now() + std::chrono::duration_cast<misere_detail::Clock::duration>(
                                                            std::chrono::duration<double>(limits.seconds));
        watch_.tick = [this]() {
            if (progress_) progress_(heaps_ + 1, q_.order);
        };
        q_.order = 1;
        q_.p.assign(1, 0);
        q_.gen.assign(1, -1);
        moves_.assign(1, 0);
        misere_detail::Store none;
        none.reset(1);
        adopt(q_, none);
    }

    void run(std::size_t n) {
        while (heaps_ < n && !complete_ && stopped_.empty()) {
            const std::size_t h = heaps_ + 1;
            try {
                watch_.check();
                add(h);
            } catch (const misere_detail::Stop& s) {
                stopped_ = why(s);
                break;
            }
            heaps_ = h;
            certify();
        }
    }

    std::size_t heaps() const { return heaps_; }
    bool complete() const { return complete_; }
    const std::string& stopped() const { return stopped_; }
    const MisereGame& game() const { return game_; }

    // The quotient proved so far (asked: the N it was built for), without
    // its presentation and tame test (misere_quotient adds them).
    MisereQuotient quotient(std::size_t asked) const {
        MisereQuotient q;
        q.heaps = heaps_;
        q.asked = asked;
        q.stopped = stopped_;
        q.complete = complete_;
        q.period = period_;
        q.start = start_;
        q.certified = certified_;
        q.order = q_.order;
        q.table = table_;
        q.p = q_.p;
        q.image.resize(heaps_ + 1);
        for (std::size_t h = 0; h <= heaps_; ++h) q.image[h] = misere_detail::image_of(q_, h);
        q.tame = q.tame_heaps = q.wild = false;
        q.presentations = presentations_;
        q.trials = trials_;
        return q;
    }

private:
    typedef misere_detail::Trial Trial;
    static const std::size_t kMaxRounds = 2000;

    // Why the construction stopped (at the heap it was proving).
    std::string why(const misere_detail::Stop& s) const {
        if (s.why == "time")
            return "time: " + std::to_string(static_cast<long long>(lim_.seconds)) + " s (the quotient of the heaps before has order " +
                   std::to_string(q_.order) + ")";
        if (s.why == "positions")
            return "memory: its proof remembered " + std::to_string(lim_.max_positions) + " positions";
        if (s.why == "memory")
            return "memory: it needed more than " + std::to_string(lim_.max_bytes >> 20) + " MiB";
        if (s.why == "order") return "its quotient passed " + std::to_string(lim_.max_elements) + " elements";
        if (s.why == "trial") return "a trial monoid passed " + std::to_string(trial_most()) + " elements";
        return "its presentation did not settle in " + std::to_string(kMaxRounds) + " rounds";
    }

    // Memory: the quotient's table and rows, the kept proof's positions; what
    // is left for a trial's actions and its proof's positions.
    std::size_t held_bytes() const {
        return table_.size() * sizeof(std::uint32_t) + pz_.size() * sizeof(std::uint64_t) + store_.bytes();
    }
    std::size_t spare_bytes() const {
        if (held_bytes() >= lim_.max_bytes) throw misere_detail::Stop{"memory"};
        return lim_.max_bytes - held_bytes();
    }
    std::size_t trial_most() const { return 64 * lim_.max_elements; }

    void add(std::size_t h) {
        const std::vector<MiserePosition> opts = game_.moves(h);
        for (std::size_t j = 0; j < opts.size(); ++j)
            for (std::size_t i = 0; i < opts[j].size(); ++i)
                assert(opts[j][i] >= 1 && opts[j][i] < h &&
                       "MisereConstruction: an option of heap h is made of heaps 1..h-1");
        moves_.push_back(!opts.empty());
        if (opts.empty()) {  // a heap without a move is the empty position
            q_.gen.push_back(-1);
            in_.heap.push_back(misere_detail::HeapActs());
            in_.heap.back().act = 0;
            in_.heap.back().moves = false;
            return;
        }
        if (!keep(h, opts)) grow(h);
    }

    // The quotient kept: heap h takes an element x of it when x is compatible
    // with every option image s (no z with xz and sz in P: no P-failure
    // through heap h) and the positions holding h obey the rule - at once
    // when an earlier position of image x has its W inside S_h, else by the
    // search of those positions (docs/misere.md).
    bool keep(std::size_t h, const std::vector<MiserePosition>& opts) {
        using namespace misere_detail;
        std::vector<std::uint32_t> stamp(q_.order, 0);
        q_.gen.push_back(-1);  // heap h's options are of heaps below it
        HeapActs a = heap_acts(q_, h, opts, stamp, 1);
        q_.gen.pop_back();
        const std::size_t words = words_for(q_.order);
        std::vector<std::uint64_t> s(words, 0), u(words, 0);
        or_options(a, 0, &s[0]);
        bool alone_p = true;
        for (std::uint32_t y = 0; y < q_.order; ++y)
            if (get_bit(&s[0], y)) {
                alone_p = alone_p && !q_.p[y];
                for (std::size_t j = 0; j < words; ++j) u[j] |= pz_[y * words + j];
            }
        std::vector<std::uint32_t> fits;
        for (std::uint32_t x = 0; x < q_.order; ++x) {
            if ((q_.p[x] != 0) != alone_p) continue;
            std::size_t j = 0;
            while (j < words && !(pz_[x * words + j] & u[j])) ++j;
            if (j == words) fits.push_back(x);
        }
        for (std::size_t i = 0; i < fits.size(); ++i)
            if (store_.covered(fits[i], &s[0])) {
                accept(fits[i], a);
                return true;
            }
        for (std::size_t i = 0; i < fits.size(); ++i) {
            watch_.check();
            a.act = &table_[static_cast<std::size_t>(fits[i]) * q_.order];
            in_.heap.push_back(a);
            store_.speculate();
            Prover prover(in_, store_, lim_.max_positions, watch_,
                          lim_.max_bytes - std::min(lim_.max_bytes, held_bytes() - store_.bytes()));
            MiserePosition wrong;
            bool fails;
            try {
                fails = prover.search(h, MiserePosition(), wrong);
            } catch (const Stop&) {
                in_.heap.pop_back();
                store_.forget();
                throw;
            }
            in_.heap.pop_back();
            if (!fails) {
                store_.keep();
                accept(fits[i], a);
                return true;
            }
            store_.forget();
        }
        return false;
    }

    void accept(std::uint32_t x, misere_detail::HeapActs a) {
        std::size_t g = 0;
        while (g < q_.act.size() && q_.act[g][0] != x) ++g;
        if (x == 0) {  // a heap that moves, yet is the identity
            q_.gen.push_back(-1);
            a.act = 0;
            in_.heap.push_back(a);
            return;
        }
        if (g == q_.act.size())
            q_.act.push_back(std::vector<std::uint32_t>(table_.begin() + static_cast<std::ptrdiff_t>(x * q_.order),
                                                        table_.begin() + static_cast<std::ptrdiff_t>((x + 1) * q_.order)));
        q_.gen.push_back(static_cast<std::int32_t>(g));
        a.act = q_.act[g].data();
        in_.heap.push_back(a);
    }

    // A new presentation: the quotient times a cyclic monoid for heap h, then
    // at each least wrong position a trial with some of its heaps free,
    // until one is proved.
    void grow(std::size_t h) {
        using namespace misere_detail;
        ++presentations_;
        Trial base = q_;
        base.gen.push_back(-1);
        Trial t = trial(base, std::vector<Freed>(1, Freed{h, 2, 2, false}), h);
        for (std::size_t round = 0;; ++round) {
            if (round == kMaxRounds) throw Stop{"rounds"};
            const ProofInput in = proof_input(t, game_, h, watch_);
            Store store;
            const std::size_t trial_bytes = t.order * (t.act.size() + 1) * sizeof(std::uint32_t);
            const std::size_t spare = spare_bytes();
            if (trial_bytes >= spare) throw Stop{"memory"};
            const Proof r = prove(in, store, lim_.max_positions, watch_, spare - trial_bytes);
            if (r.right) {
                if (t.order > lim_.max_elements) throw Stop{"order"};
                if (t.order * t.order * sizeof(std::uint32_t) >= lim_.max_bytes) throw Stop{"memory"};
                adopt(t, store);
                return;
            }
            t = recalibrate(t, r.wrong, h);
        }
    }

    Trial trial(const Trial& base, const std::vector<misere_detail::Freed>& freed, std::size_t n) {
        using namespace misere_detail;
        ++trials_;
        const std::size_t gens = base.act.size() + freed.size();
        const std::size_t fit = spare_bytes() / (gens * sizeof(std::uint32_t) + 24);
        Trial t;
        try {
            t = product(base, freed, n, std::min(trial_most(), fit), watch_);
        } catch (const Stop& stop) {
            throw Stop{stop.why == "trial" && fit < trial_most() ? "memory" : stop.why};
        }
        mark(t, game_, n, watch_);
        return reduce(t, watch_);
    }

    // At the least position f the trial gets wrong: heaps of f made free, one
    // heap, then two, ... (each with an index past its exponent in f), the
    // first trial that gets f right.
    Trial recalibrate(const Trial& t, const MiserePosition& f, std::size_t h) {
        using namespace misere_detail;
        const bool should = t.p[element_of(t, f)] == 0;
        std::vector<std::size_t> heaps, count;
        for (std::size_t i = 0; i < f.size(); ++i) {
            if (!moves_[f[i]]) continue;
            if (heaps.empty() || heaps.back() != f[i]) {
                heaps.push_back(f[i]);
                count.push_back(0);
            }
            ++count.back();
        }
        for (std::size_t k = 1; k <= heaps.size(); ++k) {
            std::vector<std::size_t> c(k);
            for (std::size_t i = 0; i < k; ++i) c[i] = i;
            for (;;) {  // subsets of k heaps in colexicographic order
                std::vector<Freed> freed;
                for (std::size_t i = 0; i < k; ++i) {
                    const std::size_t j = c[i];
                    const std::size_t index = std::max(index_of(t, heaps[j]), count[j] - 1);
                    const std::size_t period = index >= 6 ? 2 * ((index - 4) / 2) : 2;
                    freed.push_back(Freed{heaps[j], index, period, false});
                }
                Trial u = trial(t, freed, h);
                if ((u.p[element_of(u, f)] != 0) == should) return u;
                std::size_t i = 0;
                while (i < k && c[i] + 1 == (i + 1 < k ? c[i + 1] : heaps.size())) ++i;
                if (i == k) break;
                ++c[i];
                for (std::size_t j = 0; j < i; ++j) c[j] = j;
            }
        }
        throw Stop{"rounds"};
    }

    // The proved quotient becomes the current one: its table (x·y), and for
    // each x the bits {z : xz in P}.
    void adopt(const Trial& t, const misere_detail::Store& store) {
        using namespace misere_detail;
        q_ = t;
        store_ = store;
        const std::size_t m = q_.order;
        std::vector<std::uint32_t> parent(m, 0), via(m, 0), order(1, 0);
        std::vector<char> seen(m, 0);
        seen[0] = 1;
        for (std::size_t i = 0; i < order.size(); ++i)
            for (std::size_t g = 0; g < q_.act.size(); ++g) {
                const std::uint32_t y = q_.act[g][order[i]];
                if (!seen[y]) {
                    seen[y] = 1;
                    parent[y] = order[i];
                    via[y] = static_cast<std::uint32_t>(g);
                    order.push_back(y);
                }
            }
        table_.assign(m * m, 0);
        for (std::size_t x = 0; x < m; ++x) table_[x * m] = static_cast<std::uint32_t>(x);
        for (std::size_t i = 1; i < order.size(); ++i) {
            const std::size_t y = order[i];
            const std::vector<std::uint32_t>& a = q_.act[via[y]];
            for (std::size_t x = 0; x < m; ++x) table_[x * m + y] = a[table_[x * m + parent[y]]];
        }
        const std::size_t words = words_for(m);
        pz_.assign(m * words, 0);
        for (std::size_t x = 0; x < m; ++x)
            for (std::size_t z = 0; z < m; ++z)
                if (q_.p[table_[x * m + z]]) set_bit(&pz_[x * words], z);
        in_ = proof_input(q_, game_, q_.gen.size() - 1, watch_);
    }

    // The period theorem on the heaps' elements.
    void certify() {
        std::vector<std::uint32_t> x(heaps_ + 1);
        for (std::size_t h = 0; h <= heaps_; ++h) x[h] = misere_detail::image_of(q_, h);
        const Period per = misere_detail::certify_images(game_, x);
        if (!per.found) return;
        complete_ = true;
        period_ = per.period;
        start_ = per.start;
        certified_ = per.certified;
    }

    MisereGame game_;
    MisereLimits lim_;
    Progress progress_;
    misere_detail::Watch watch_;
    std::size_t heaps_;
    bool complete_;
    std::size_t period_, start_, certified_, presentations_, trials_;
    std::string stopped_;
    Trial q_;
    std::vector<char> moves_;  // heap h has an option
    std::vector<std::uint32_t> table_;
    std::vector<std::uint64_t> pz_;
    misere_detail::Store store_;
    misere_detail::ProofInput in_;
};

namespace misere_detail {

// Generators, normal forms (least words: fewest letters, then the most of
// the earliest generators) and the relations: the least words that are not
// normal, each equal to its normal form.
inline void present(MisereQuotient& q) {
    q.generators.clear();
    std::vector<char> in(q.order, 0);
    std::vector<std::uint32_t> members(1, 0), gens;
    in[0] = 1;
    for (std::size_t h = 1; h < q.image.size(); ++h) {
        if (in[q.image[h]]) continue;
        q.generators.push_back(h);
        gens.push_back(q.image[h]);
        for (std::size_t i = 0; i < members.size(); ++i)
            for (std::size_t g = 0; g < gens.size(); ++g) {
                const std::uint32_t b = q.mul(members[i], gens[g]);
                if (!in[b]) in[b] = 1, members.push_back(b);
            }
    }
    const std::size_t r = gens.size();
    q.normal.assign(q.order, std::vector<unsigned>());
    q.relations.clear();
    std::vector<char> done(q.order, 0);
    done[0] = 1;
    q.normal[0].assign(r, 0);
    std::vector<std::vector<unsigned> > level(1, std::vector<unsigned>(r, 0));
    std::vector<std::uint32_t> level_el(1, 0);
    while (!level.empty()) {
        std::vector<std::pair<std::vector<unsigned>, std::uint32_t> > words;
        for (std::size_t i = 0; i < level.size(); ++i)
            for (std::size_t g = 0; g < r; ++g) {
                std::vector<unsigned> w = level[i];
                ++w[g];
                words.push_back(std::make_pair(w, q.mul(level_el[i], gens[g])));
            }
        // most of the earliest generators first
        std::sort(words.begin(), words.end(), [](const std::pair<std::vector<unsigned>, std::uint32_t>& a,
                                                 const std::pair<std::vector<unsigned>, std::uint32_t>& b) {
            return a.first > b.first;
        });
        words.erase(std::unique(words.begin(), words.end()), words.end());
        std::vector<std::vector<unsigned> > next;
        std::vector<std::uint32_t> next_el;
        std::vector<std::vector<unsigned> > normal_words = level;  // for the divisor test
        for (std::size_t i = 0; i < words.size(); ++i) {
            const std::uint32_t e = words[i].second;
            if (!done[e]) {
                done[e] = 1;
                q.normal[e] = words[i].first;
                next.push_back(words[i].first);
                next_el.push_back(e);
                continue;
            }
            bool minimal = true;  // every divisor by one letter is normal
            for (std::size_t g = 0; g < r && minimal; ++g)
                if (words[i].first[g]) {
                    std::vector<unsigned> d = words[i].first;
                    --d[g];
                    minimal = std::binary_search(level.begin(), level.end(), d, std::greater<std::vector<unsigned> >());
                }
            if (minimal) {
                MisereRelation rel = {words[i].first, q.normal[e]};
                q.relations.push_back(rel);
            }
        }
        std::sort(next.begin(), next.end(), std::greater<std::vector<unsigned> >());
        // keep next_el aligned with the sorted words
        std::vector<std::uint32_t> el(next.size());
        for (std::size_t i = 0; i < next.size(); ++i) {
            std::uint32_t e = 0;
            for (std::size_t g = 0; g < r; ++g)
                for (unsigned k = 0; k < next[i][g]; ++k) e = q.mul(e, gens[g]);
            el[i] = e;
        }
        level.swap(next);
        level_el.swap(el);
    }
}

// Misère Nim of the heaps' Grundy values, each element (v, big) coded
// 2v + big: v a Grundy value, big = "some heap of value >= 2, or of value 0
// or 1 whose options make it play unlike *0 or *1 alone" (as *2+*2 does);
// product (v xor v', big or big'); P = {(1, no), (0, yes)}. The game is tame
// on heaps 1..n iff every position's pair (quotient element, misère Nim
// element) has P in both or in neither: the pairs the heaps generate are
// walked breadth-first (o(G) is read off the proved quotient). Fills
// images[h] = heap h's misère Nim element. 1 tame, 0 wild (a position plays
// otherwise), -1 not decided (more than `most` pairs).
inline int tame_status(const MisereQuotient& q, const MisereGame& game, std::vector<std::uint32_t>& images,
                       std::size_t most) {
    const std::size_t n = q.heaps;
    const auto nim_p = [](std::uint32_t b) { return b == 2 || b == 1; };
    const auto nim_mul = [](std::uint32_t a, std::uint32_t b) { return ((a >> 1) ^ (b >> 1)) << 1 | ((a | b) & 1); };
    images.assign(n + 1, 0);
    std::uint32_t top = 2;
    for (std::size_t h = 1; h <= n; ++h) {
        std::uint32_t v = q.grundy[h];
        const std::vector<MiserePosition> o = v >= 2 ? std::vector<MiserePosition>() : game.moves(h);
        bool alone_p = !o.empty();
        for (std::size_t j = 0; j < o.size() && alone_p; ++j) {
            std::uint32_t e = 0;
            for (std::size_t i = 0; i < o[j].size(); ++i) e = nim_mul(e, images[o[j][i]]);
            alone_p = !nim_p(e);
        }
        const bool big = v >= 2 || alone_p != (v == 1);
        images[h] = v << 1 | (big ? 1u : 0u);
        while (images[h] >= top) top *= 2;
    }
    std::vector<std::pair<std::uint32_t, std::uint32_t> > gens;
    for (std::size_t h = 1; h <= n; ++h) gens.push_back(std::make_pair(q.image[h], images[h]));
    std::sort(gens.begin(), gens.end());
    gens.erase(std::unique(gens.begin(), gens.end()), gens.end());
    if (static_cast<std::uint64_t>(q.order) * top > most) return -1;
    std::vector<char> seen(q.order * top, 0);
    std::vector<std::pair<std::uint32_t, std::uint32_t> > queue(1, std::make_pair(0u, 0u));
    seen[0] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const std::uint32_t a = queue[i].first, b = queue[i].second;
        if ((q.p[a] != 0) != nim_p(b)) return 0;
        for (std::size_t g = 0; g < gens.size(); ++g) {
            const std::uint32_t a2 = q.mul(a, gens[g].first), b2 = nim_mul(b, gens[g].second);
            if (!seen[a2 * top + b2]) {
                seen[a2 * top + b2] = 1;
                queue.push_back(std::make_pair(a2, b2));
            }
        }
    }
    return 1;
}

// Normal-play Grundy values from the options.
inline std::vector<unsigned> grundy_values(const MisereGame& game, std::size_t n) {
    std::vector<unsigned> g(n + 1, 0);
    for (std::size_t h = 1; h <= n; ++h) {
        const std::vector<MiserePosition> o = game.moves(h);
        std::vector<char> seen(o.size() + 2, 0);
        for (std::size_t j = 0; j < o.size(); ++j) {
            unsigned v = 0;
            for (std::size_t i = 0; i < o[j].size(); ++i) v ^= g[o[j][i]];
            if (v < seen.size()) seen[v] = 1;
        }
        while (seen[g[h]]) ++g[h];
    }
    return g;
}

}  // namespace misere_detail

// The misère quotient of heaps 1..n of a game, built and proved heap by heap
// (MisereConstruction); it stops as soon as the period theorem makes it
// complete (then it holds for every heap), or at a limit, with `stopped`
// saying where and why. Then its presentation and the tame test (for a
// complete quotient, tame for every heap only if misère Nim's candidate is
// periodic within the same heaps).
inline MisereQuotient misere_quotient(const MisereGame& game, std::size_t n,
                                      const MisereLimits& limits = misere_default_limits(),
                                      const MisereConstruction::Progress& progress = MisereConstruction::Progress()) {
    MisereConstruction c(game, limits, progress);
    c.run(n);
    MisereQuotient q = c.quotient(n);
    misere_detail::present(q);
    q.grundy = game.grundy ? game.grundy(q.heaps) : misere_detail::grundy_values(game, q.heaps);
    std::vector<std::uint32_t> nim;
    const int tame = misere_detail::tame_status(q, game, nim, limits.max_bytes);
    q.tame = tame == 1;
    q.wild = tame == 0;
    if (q.tame && q.complete) {
        const Period per = misere_detail::certify_images(game, nim);
        q.tame = per.found && per.certified <= q.heaps;
        q.tame_heaps = !q.tame;
    }
    return q;
}

// The same for options given heap by heap (heaps 0..n): never complete.
inline MisereQuotient misere_quotient(const MisereOptions& options, std::size_t n,
                                      const MisereLimits& limits = misere_default_limits()) {
    assert(options.size() > n && "misere_quotient: options for heaps 0..n");
    return misere_quotient(misere_options_game(options), n, limits);
}

// The quotient as a candidate for misere_check again (heaps 1..q.heaps): the
// reduced quotient passes the check too. O(order^2 + options).
inline MisereCandidate misere_candidate(const MisereQuotient& q, const MisereOptions& options) {
    MisereCandidate c;
    c.order = q.order;
    c.table = q.table;
    c.p = q.p;
    c.x = q.image;
    c.s.assign(q.heaps + 1, std::vector<std::uint32_t>());
    for (std::size_t h = 1; h <= q.heaps; ++h) {
        for (std::size_t j = 0; j < options[h].size(); ++j) c.s[h].push_back(q.element(options[h][j]));
        std::sort(c.s[h].begin(), c.s[h].end());
        c.s[h].erase(std::unique(c.s[h].begin(), c.s[h].end()), c.s[h].end());
    }
    return c;
}

// A winning move in the sum of heaps `pos` (each 1..q.heaps, or of any size
// when q is complete): the index in pos of the heap moved in and the heaps it
// leaves, the first in heap order, then in the game's option order, whose
// result is a P-position. False when pos is a P-position or has no move at
// all (then the player to move wins by having none). A heap H past q.heaps
// moves as its proxy H* = T + (H - T) mod period (T = q.certified + 1) does,
// the largest part it leaves larger by H - H*: in H and H* the options that
// remove t tokens and leave parts (a, rest) have equal images for a below
// start + period, and past it repeat an earlier a's (docs/misere.md), so the
// first winning option is the same. O(heaps + options of the heaps moved in).
inline bool misere_winning_move(const MisereQuotient& q, const MisereGame& game, const std::vector<std::uint64_t>& pos,
                                std::size_t& which, std::vector<std::uint64_t>& left) {
    const std::size_t m = pos.size();
    std::vector<std::uint32_t> before(m + 1, 0), after(m + 1, 0);
    for (std::size_t i = 0; i < m; ++i) before[i + 1] = q.mul(before[i], q.heap_element(pos[i]));
    for (std::size_t i = m; i-- > 0;) after[i] = q.mul(after[i + 1], q.heap_element(pos[i]));
    if (q.p[before[m]]) return false;
    for (std::size_t i = 0; i < m; ++i) {
        const std::uint32_t rest = q.mul(before[i], after[i + 1]);
        std::uint64_t proxy = pos[i];
        if (proxy > q.heaps) {
            const std::uint64_t t = q.certified + 1;
            proxy = t + (pos[i] - t) % q.period;
        }
        const std::vector<MiserePosition> opts = game.moves(static_cast<std::size_t>(proxy));
        for (std::size_t j = 0; j < opts.size(); ++j) {
            std::uint32_t e = 0;
            for (std::size_t k = 0; k < opts[j].size(); ++k) e = q.mul(e, q.heap_element(opts[j][k]));
            if (!q.p[q.mul(rest, e)]) continue;
            which = i;
            left.assign(opts[j].begin(), opts[j].end());
            if (!left.empty()) left.back() += pos[i] - proxy;  // the largest part, listed last
            return true;
        }
    }
    return false;
}

}  // namespace nimkit

#endif
