// nimkit/internal_misere_proof.hpp - the proof search behind the misère check
// (nimkit/misere_check.hpp) and every step of the construction
// (nimkit/misere_construction.hpp): positions searched in lexicographic
// order for the least one a candidate quotient gets wrong.
//
// Theorem (docs/misere.md): a candidate is right on every position of heaps
//   <= N iff every position G obeys the rule [y(G) in P] = [W(G) non-empty
//   and disjoint from P], y(G) its image, W(G) its options' images (by
//   induction over the positions G reaches, each move leading to a position
//   of fewer moves left). The positions are searched in lexicographic order
//   (largest heap first) for the least one that breaks it: those whose image
//   is P come from "x·x_h in P and x·s in P" over the elements' least
//   positions (one heap added); for the others a position whose (y, W)
//   contains an earlier position's (same y, W a superset) is skipped with
//   everything that extends it (if it extended to the least failure, the
//   earlier one would extend to a smaller failure) - a finite search.
// Cost: O(remembered positions * (N + their options) * order / 64) time,
//   remembered * order / 8 bytes.
// Proved by: tests/test_misere.cpp (the check refuses a planted wrong
//   relation and a missed P-position, each named by its least wrong
//   position; every quotient it passes agrees with a misère search of the
//   sums themselves).
#ifndef NIMKIT_INTERNAL_MISERE_PROOF_HPP
#define NIMKIT_INTERNAL_MISERE_PROOF_HPP

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "nimkit/misere_game.hpp"

namespace nimkit {

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

}  // namespace nimkit

#endif
