// nimkit/misere.hpp - misère play (the last player to move LOSES) of heap
// games: the misère quotient of the heaps 1..N, a PROOF that it is right, the
// outcome of any sum of those heaps and a winning move.
//
// A heap game is given by each heap's options as multisets of smaller heaps
//   (MisereOptions: options[h] for h = 0..N, options[0] empty); take-and-break
//   games (nimkit/octal.hpp, Grundy's game included) and subtraction games are
//   built by misere_take_break_options / misere_subtraction_options.
// The misère quotient (Plambeck; Plambeck and Siegel, "Misère quotients for
//   impartial games", JCTA 2008): positions G, H made of heaps <= N are
//   indistinguishable when o(G + X) = o(H + X) for every such X; the classes
//   form a finite commutative monoid Q, with its P-portion, and o(G) is read
//   off the product of G's heaps' elements.
// Construction, heap by heap: for heap n the quotient is the minimal automaton
//   of the commutative language "misère P-positions of heaps <= n" (reading a
//   heap multiplies by its element), learnt as Angluin's L* learns one: rows
//   of outcomes o(s + e) for representatives s and tests e; a candidate from
//   the closed table; the least position it gets wrong (from the proof below)
//   gives new tests, and the candidate grows. Outcomes of single test
//   positions come from a memoised misère search, positions of heaps < n from
//   the quotient already proved. Never the positions of the sums asked about.
// Proof (misere_check): a candidate (finite commutative monoid Q as a table -
//   checked to be one on the elements the heaps generate -
//   P in Q, x_h the image of heap h, S_h the set of images of heap h's
//   options, image of a position = product of its heaps' images) is right on
//   EVERY position of heaps <= N iff every state (y, W) reachable from (1, {})
//   by (y, W) -> (y x_h, W x_h U y S_h) has [y in P] == [W non-empty and W
//   disjoint from P]. (y, W) is the image of G and the set of images of G's
//   options; misère, G is P iff it has options and all are N; induction on
//   the number of tokens.) The reduced quotient is then Q modulo x ~ y iff
//   xz in P <=> yz in P for all z (Moore's partition refinement).
// Tame: the same check on misère Nim's candidate (Grundy value, "some heap of
//   value >= 2") proves that every position plays as misère Nim of its
//   heaps' Grundy values.
// Cost: memory order^2 words (the table), the check's states (each a bit set
//   of `order` bits) and the searches' memo (about 100 bytes a position);
//   time per heap: the check's states times N, and the searches of the L*
//   queries. Bounded by MisereLimits (elements, states, seconds, positions
//   searched): past one, the quotient stops at the last heap proved and says
//   where and why.
// Proved by: tests/test_misere.cpp (every sum of up to 4 heaps <= 12 of five
//   games against a misère search of the sums themselves, outcome and move;
//   random larger sums; Kayles against Sibert-Conway; published orders).
#ifndef NIMKIT_MISERE_HPP
#define NIMKIT_MISERE_HPP

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "nimkit/octal.hpp"

namespace nimkit {

typedef std::vector<std::uint32_t> MiserePosition;               // heap sizes (>= 1)
typedef std::vector<std::vector<MiserePosition> > MisereOptions;  // options[h]: each a multiset of heaps < h

// The options of heaps 0..n of a take-and-break game, in the order grundy's
// moves are tried: fewest tokens removed, leaving nothing before one heap
// before two, the smaller part as small as possible. O(n^2 t).
inline MisereOptions misere_take_break_options(const TakeBreak& game, std::size_t n) {
    assert(valid_take_break(game) && "misere_take_break_options: digit[0] is 0 or 4, the other digits 0..7");
    MisereOptions o(n + 1);
    for (std::size_t h = 1; h <= n; ++h)
        for (std::size_t k = 0; k < game.digit.size() && k <= h; ++k) {
            const unsigned d = game.digit[k];
            const std::size_t rest = h - k;
            if ((d & 1) && rest == 0 && k > 0) o[h].push_back(MiserePosition());
            if ((d & 2) && rest > 0 && k > 0) o[h].push_back(MiserePosition(1, static_cast<std::uint32_t>(rest)));
            if (d & 4)
                for (std::size_t a = 1; 2 * a <= rest; ++a)
                    if (!(game.unequal && 2 * a == rest)) {
                        MiserePosition p;
                        p.push_back(static_cast<std::uint32_t>(a));
                        p.push_back(static_cast<std::uint32_t>(rest - a));
                        o[h].push_back(p);
                    }
        }
    return o;
}

// Subtraction games: remove s tokens, s in `set` (all_but: any number but
// those in `set`). O(n |set|) (all_but: O(n^2)).
inline MisereOptions misere_subtraction_options(const std::vector<std::uint64_t>& set, bool all_but, std::size_t n) {
    MisereOptions o(n + 1);
    for (std::size_t h = 1; h <= n; ++h)
        for (std::size_t k = 1; k <= h; ++k)
            if (std::binary_search(set.begin(), set.end(), static_cast<std::uint64_t>(k)) != all_but)
                o[h].push_back(k == h ? MiserePosition() : MiserePosition(1, static_cast<std::uint32_t>(h - k)));
    return o;
}

struct MisereLimits {
    std::size_t max_elements;   // candidate quotients (L* representatives)
    std::size_t max_states;     // states of one check
    double seconds;             // wall time of the whole construction
    std::size_t max_positions;  // positions the searches remember (about 100 bytes each)
};

inline MisereLimits misere_default_limits() {
    MisereLimits l = {4096, 4000000, 60.0, 10000000};
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
    std::size_t states;          // reached
    bool exhausted;              // stopped at max_states: nothing proved
    MiserePosition wrong;        // right == false: a position whose state breaks the rule
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

// The finite check of the header. BFS over (y, W); each state remembers its
// parent so the first breaking state yields a position. O(states * n * order / 64)
// time, O(states * order / 8) bytes.
inline MisereCheck misere_check(const MisereCandidate& c, std::size_t n, std::size_t max_states) {
    assert(c.table.size() == c.order * c.order && c.p.size() == c.order && c.x.size() > n && c.s.size() > n &&
           "misere_check: table order^2, P order, x and s for heaps 0..n");
    const std::size_t words = (c.order + 63) / 64;
    MisereCheck out = {true, 0, false, MiserePosition(), misere_is_commutative_monoid(c, n)};
    if (!out.monoid) {
        out.right = false;
        return out;
    }
    std::vector<std::uint64_t> pmask(words, 0);
    for (std::size_t a = 0; a < c.order; ++a)
        if (c.p[a]) pmask[a / 64] |= std::uint64_t(1) << (a % 64);
    std::vector<std::uint32_t> y;
    std::vector<std::uint64_t> w;  // words per state
    std::vector<std::uint32_t> parent, heap;
    std::unordered_map<std::string, std::uint32_t> seen;
    auto key = [&](std::uint32_t yy, const std::uint64_t* ww) {
        std::string k(reinterpret_cast<const char*>(&yy), sizeof yy);
        k.append(reinterpret_cast<const char*>(ww), words * sizeof(std::uint64_t));
        return k;
    };
    auto broken = [&](std::size_t i) {
        bool any = false, hits_p = false;
        for (std::size_t j = 0; j < words; ++j) {
            any = any || w[i * words + j];
            hits_p = hits_p || (w[i * words + j] & pmask[j]);
        }
        return (c.p[y[i]] != 0) != (any && !hits_p);
    };
    y.push_back(0);
    w.assign(words, 0);
    parent.push_back(0);
    heap.push_back(0);
    seen[key(0, &w[0])] = 0;
    std::vector<std::uint64_t> nw(words);
    for (std::size_t i = 0; i < y.size(); ++i) {
        if (broken(i)) {
            out.right = false;
            for (std::size_t j = i; j != 0; j = parent[j]) out.wrong.push_back(heap[j]);
            std::sort(out.wrong.begin(), out.wrong.end());
            out.states = y.size();
            return out;
        }
        for (std::size_t h = 1; h <= n; ++h) {
            std::fill(nw.begin(), nw.end(), 0);
            const std::uint32_t yi = y[i];
            for (std::size_t j = 0; j < words; ++j)
                for (std::uint64_t bits = w[i * words + j]; bits; bits &= bits - 1) {
                    const std::size_t a = j * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
                    const std::uint32_t b = c.table[a * c.order + c.x[h]];
                    nw[b / 64] |= std::uint64_t(1) << (b % 64);
                }
            for (std::size_t k = 0; k < c.s[h].size(); ++k) {
                const std::uint32_t b = c.table[yi * c.order + c.s[h][k]];
                nw[b / 64] |= std::uint64_t(1) << (b % 64);
            }
            const std::uint32_t ny = c.table[yi * c.order + c.x[h]];
            std::string k = key(ny, &nw[0]);
            if (seen.count(k)) continue;
            if (y.size() >= max_states) {
                out.exhausted = true;
                out.states = y.size();
                return out;
            }
            seen[k] = static_cast<std::uint32_t>(y.size());
            y.push_back(ny);
            w.insert(w.end(), nw.begin(), nw.end());
            parent.push_back(static_cast<std::uint32_t>(i));
            heap.push_back(static_cast<std::uint32_t>(h));
        }
    }
    out.states = y.size();
    return out;
}

// Plain misère search over the positions themselves, memoised: the oracle the
// construction asks single positions of, and what the tests and the bench
// compare against. A position is P (the mover loses) iff it has an option and
// every option is N. Exponential in the position; O(followers) memory.
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

    // Positions whose heaps are all below `below` are answered by this
    // (proved) quotient instead: elements of heaps, table, P.
    void set_known(std::size_t below, const std::vector<std::uint32_t>* x, const std::vector<std::uint32_t>* table,
                   const std::vector<char>* p, std::size_t order) {
        below_ = below;
        kx_ = x;
        ktable_ = table;
        kp_ = p;
        korder_ = order;
    }

    // A guess to order the search by: a transition table over heaps
    // 1..letters (state 0 the empty position) and P flags; 0 for none.
    void set_guess(const std::vector<std::uint32_t>* delta, std::size_t letters, const std::vector<char>* p) {
        pdelta_ = delta;
        pletters_ = letters;
        pp_ = p;
    }

private:
    bool guess(const MiserePosition& pos) const {
        std::uint32_t s = 0;
        for (std::size_t i = 0; i < pos.size(); ++i) {
            if (pos[i] > pletters_) return false;
            const std::size_t at = s * (pletters_ + 1) + pos[i];
            if (at >= pdelta_->size()) return false;
            s = (*pdelta_)[at];
        }
        return s < pp_->size() && (*pp_)[s] != 0;
    }

    bool p_sorted(const MiserePosition& pos) {
        if (!pos.empty() && kx_ && pos.back() < below_) {
            std::uint32_t e = 0;
            for (std::size_t i = 0; i < pos.size(); ++i) e = (*ktable_)[e * korder_ + (*kx_)[pos[i]]];
            return (*kp_)[e] != 0;
        }
        const std::string k(reinterpret_cast<const char*>(pos.data()), pos.size() * sizeof(std::uint32_t));
        std::unordered_map<std::string, char>::const_iterator it = memo_.find(k);
        if (it != memo_.end()) return it->second != 0;
        if ((++nodes_ & 4095) == 0 && has_deadline_ && std::chrono::steady_clock::now() > deadline_) throw Late();
        if (memo_.size() >= max_positions_) throw Full();
        bool any = false, p = true;
        MiserePosition q;
        // With a guess, the options it calls P are tried first: one P option
        // settles the position, so a good guess prunes the search (the
        // values found are exact either way).
        for (int pass = pdelta_ ? 0 : 1; pass < 2 && p; ++pass)
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
                    if (pdelta_ && guess(q) != (pass == 0)) continue;
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
    std::size_t below_ = 0;
    const std::vector<std::uint32_t>* kx_ = 0;
    const std::vector<std::uint32_t>* ktable_ = 0;
    const std::vector<char>* kp_ = 0;
    std::size_t korder_ = 0;
    const std::vector<std::uint32_t>* pdelta_ = 0;
    std::size_t pletters_ = 0;
    const std::vector<char>* pp_ = 0;
    std::chrono::steady_clock::time_point deadline_;
    bool has_deadline_ = false;
    std::size_t max_positions_ = static_cast<std::size_t>(-1);
};

struct MisereRelation {
    std::vector<unsigned> left, right;  // exponents of the generators
};

// The (reduced, proved) misère quotient of heaps 1..heaps.
struct MisereQuotient {
    std::size_t heaps;                 // proved for every position of heaps 1..heaps
    std::size_t asked;                 // the N asked for
    std::string stopped;               // empty, or where and why the construction stopped
    std::size_t order;
    std::vector<std::uint32_t> table;  // order * order; element 0 is the identity
    std::vector<char> p;               // P-portion
    std::vector<std::uint32_t> image;  // image[h], h = 0..heaps (image[0] = 0)
    std::vector<std::size_t> generators;        // heaps whose element is a new generator
    std::vector<std::vector<unsigned> > normal;  // each element's least word in the generators
    std::vector<MisereRelation> relations;      // least words that are not normal = their normal form
    bool tame;                                  // plays as misère Nim of the Grundy values (proved)
    std::vector<unsigned> grundy;               // normal-play values of heaps 0..heaps
    std::size_t check_states;                   // states of the last check
    std::size_t candidates;                     // candidates tried in all

    std::uint32_t mul(std::uint32_t a, std::uint32_t b) const { return table[a * order + b]; }
    // The element of a position; every heap 1..heaps (0 is skipped).
    std::uint32_t element(const MiserePosition& pos) const {
        std::uint32_t e = 0;
        for (std::size_t i = 0; i < pos.size(); ++i) {
            assert(pos[i] <= heaps && "MisereQuotient::element: a heap beyond the quotient");
            e = mul(e, image[pos[i]]);
        }
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

inline std::string key_of(const MiserePosition& p) {
    return std::string(reinterpret_cast<const char*>(p.data()), p.size() * sizeof(std::uint32_t));
}

inline MiserePosition plus(MiserePosition a, const MiserePosition& b) {
    a.insert(a.end(), b.begin(), b.end());
    std::sort(a.begin(), a.end());
    return a;
}

struct Stop {
    std::string why;
};

// Normal-play Grundy values from the options.
inline std::vector<unsigned> grundy_values(const MisereOptions& o, std::size_t n) {
    std::vector<unsigned> g(n + 1, 0);
    for (std::size_t h = 1; h <= n; ++h) {
        std::vector<char> seen(o[h].size() + 2, 0);
        for (std::size_t j = 0; j < o[h].size(); ++j) {
            unsigned v = 0;
            for (std::size_t i = 0; i < o[h][j].size(); ++i) v ^= g[o[h][j][i]];
            if (v < seen.size()) seen[v] = 1;
        }
        while (seen[g[h]]) ++g[h];
    }
    return g;
}

// The L* learner of the quotient, letters (heaps) added one at a time.
class Learner {
public:
    Learner(const MisereOptions& o, const MisereLimits& lim)
        : o_(o), lim_(lim), search_(o), start_(std::chrono::steady_clock::now()), letters_(0), candidates_(0) {
        reps_.push_back(MiserePosition());
        tests_.push_back(MiserePosition());
        test_keys_[key_of(MiserePosition())] = 0;
        search_.set_deadline(start_ + std::chrono::microseconds(static_cast<long long>(lim.seconds * 1e6)));
        search_.set_max_positions(lim.max_positions);
    }

    // Extends the candidate to heaps 1..n and proves it; throws Stop.
    void add_letter(std::size_t n, MisereCandidate& proved, std::size_t& states) {
        try {
            add(n, proved, states);
        } catch (const MisereSearch::Late&) {
            throw Stop{"time: " + std::to_string(static_cast<long long>(lim_.seconds)) + " s spent at heap " +
                       std::to_string(letters_) + " with " + std::to_string(reps_.size()) + " candidate elements"};
        } catch (const MisereSearch::Full&) {
            throw Stop{"memory: the searches for heap " + std::to_string(letters_) + " remembered " +
                       std::to_string(lim_.max_positions) + " positions (about 100 bytes each) with " +
                       std::to_string(reps_.size()) + " candidate elements"};
        }
    }
    std::size_t candidates() const { return candidates_; }

private:
    void add(std::size_t n, MisereCandidate& proved, std::size_t& states) {
        letters_ = n;
        for (;;) {
            close();
            if (fix_commutation()) continue;
            MisereCandidate c = candidate();
            ++candidates_;
            guess_delta_ = delta_;
            guess_p_ = c.p;
            search_.set_guess(&guess_delta_, letters_, &guess_p_);
            const MisereCheck r = misere_check(c, n, lim_.max_states);
            states = r.states;
            if (!r.monoid)  // the learner's table is built from commuting heap actions: never here
                throw Stop{"the candidate for heap " + std::to_string(n) + " is not a commutative monoid"};
            if (r.exhausted)
                throw Stop{"the proof of heap " + std::to_string(n) + " reached " + std::to_string(r.states) +
                           " states (at most " + std::to_string(lim_.max_states) + ") with a candidate of order " +
                           std::to_string(c.order)};
            if (r.right) {
                proved = c;
                proved_x_ = c.x;
                proved_table_ = c.table;
                proved_p_ = c.p;
                search_.set_known(n + 1, &proved_x_, &proved_table_, &proved_p_, c.order);
                return;
            }
            learn(wrong_position(c, r.wrong));
        }
    }

    void tick() {
        const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        if (t > lim_.seconds)
            throw Stop{"time: " + std::to_string(static_cast<long long>(lim_.seconds)) + " s spent at heap " +
                       std::to_string(letters_) + " with " + std::to_string(reps_.size()) + " candidate elements"};
    }

    const std::string& row(const MiserePosition& pos) {
        std::string& r = rows_[key_of(pos)];
        while (r.size() < tests_.size()) {
            r += search_.p_position(plus(pos, tests_[r.size()])) ? '1' : '0';
        }
        return r;
    }

    void close() {
        for (;;) {
            index_.clear();
            for (std::size_t i = 0; i < reps_.size(); ++i) index_[row(reps_[i])] = static_cast<std::uint32_t>(i);
            delta_.assign(reps_.size() * (letters_ + 1), 0);
            bool grew = false;
            for (std::size_t i = 0; i < reps_.size(); ++i) {
                tick();
                for (std::size_t h = 1; h <= letters_; ++h) {
                    MiserePosition q = plus(reps_[i], MiserePosition(1, static_cast<std::uint32_t>(h)));
                    const std::string& r = row(q);
                    std::unordered_map<std::string, std::uint32_t>::const_iterator it = index_.find(r);
                    if (it == index_.end()) {
                        if (reps_.size() >= lim_.max_elements)
                            throw Stop{"the candidate for heap " + std::to_string(letters_) + " passed " +
                                       std::to_string(lim_.max_elements) + " elements"};
                        index_[r] = static_cast<std::uint32_t>(reps_.size());
                        reps_.push_back(q);
                        grew = true;
                        break;
                    }
                }
                if (grew) break;
            }
            if (grew) continue;
            for (std::size_t i = 0; i < reps_.size(); ++i)
                for (std::size_t h = 1; h <= letters_; ++h)
                    delta_[i * (letters_ + 1) + h] =
                        index_[row(plus(reps_[i], MiserePosition(1, static_cast<std::uint32_t>(h))))];
            return;
        }
    }

    std::uint32_t step(std::uint32_t s, std::size_t h) const { return delta_[s * (letters_ + 1) + h]; }

    bool add_test(const MiserePosition& t) {
        const std::string k = key_of(t);
        if (test_keys_.count(k)) return false;
        test_keys_[k] = static_cast<std::uint32_t>(tests_.size());
        tests_.push_back(t);
        return true;
    }

    // The generators' actions must commute for the candidate to be a monoid;
    // where they do not, a test tells two rows apart. True if one was added.
    bool fix_commutation() {
        for (std::uint32_t y = 0; y < reps_.size(); ++y)
            for (std::size_t h = 1; h <= letters_; ++h)
                for (std::size_t k = h + 1; k <= letters_; ++k) {
                    const std::uint32_t yh = step(y, h), yk = step(y, k), a = step(yh, k), b = step(yk, h);
                    if (a == b) continue;
                    const std::string &ra = row(reps_[a]), &rb = row(reps_[b]);
                    std::size_t e = 0;
                    while (ra[e] == rb[e]) ++e;
                    MiserePosition g = reps_[y];
                    g.push_back(static_cast<std::uint32_t>(h));
                    g.push_back(static_cast<std::uint32_t>(k));
                    const bool truth = search_.p_position(plus(g, tests_[e]));
                    const bool via_h = ra[e] == '1';
                    MiserePosition t = tests_[e];
                    t.push_back(static_cast<std::uint32_t>(truth != via_h ? k : h));
                    std::sort(t.begin(), t.end());
                    if (add_test(t)) return true;
                }
        return false;
    }

    std::uint32_t run(std::uint32_t s, const MiserePosition& pos) const {
        for (std::size_t i = 0; i < pos.size(); ++i) s = step(s, pos[i]);
        return s;
    }

    MisereCandidate candidate() const {
        MisereCandidate c;
        c.order = reps_.size();
        c.table.resize(c.order * c.order);
        for (std::uint32_t a = 0; a < c.order; ++a)
            for (std::uint32_t b = 0; b < c.order; ++b) c.table[a * c.order + b] = run(a, reps_[b]);
        c.p.resize(c.order);
        for (std::size_t a = 0; a < c.order; ++a) c.p[a] = rows_.find(key_of(reps_[a]))->second[0] == '1';
        c.x.assign(letters_ + 1, 0);
        c.s.assign(letters_ + 1, std::vector<std::uint32_t>());
        for (std::size_t h = 1; h <= letters_; ++h) {
            c.x[h] = step(0, h);
            for (std::size_t j = 0; j < o_[h].size(); ++j) c.s[h].push_back(run(0, o_[h][j]));
            std::sort(c.s[h].begin(), c.s[h].end());
            c.s[h].erase(std::unique(c.s[h].begin(), c.s[h].end()), c.s[h].end());
        }
        return c;
    }

    // The check names a position whose state breaks the rule: it or one of
    // its options is one the candidate gets wrong.
    MiserePosition wrong_position(const MisereCandidate& c, const MiserePosition& g) {
        if ((c.p[run(0, g)] != 0) != search_.p_position(g)) return g;
        for (std::size_t i = 0; i < g.size(); ++i) {
            const std::vector<MiserePosition>& opts = o_[g[i]];
            for (std::size_t j = 0; j < opts.size(); ++j) {
                MiserePosition q(g);
                q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
                q = plus(q, opts[j]);
                if ((c.p[run(0, q)] != 0) != search_.p_position(q)) return q;
            }
        }
        assert(false && "misere: the check's position and its options are all right");
        return g;
    }

    // Every suffix of the wrong position becomes a test (Maler-Pnueli):
    // one of them separates two positions the candidate merged.
    void learn(const MiserePosition& wrong) {
        bool added = false;
        for (std::size_t j = 0; j < wrong.size(); ++j)
            added = add_test(MiserePosition(wrong.begin() + static_cast<std::ptrdiff_t>(j), wrong.end())) || added;
        assert(added && "misere: a wrong position gives a new test");
        (void)added;
    }

    const MisereOptions& o_;
    MisereLimits lim_;
    MisereSearch search_;
    std::chrono::steady_clock::time_point start_;
    std::size_t letters_, candidates_;
    std::vector<MiserePosition> reps_, tests_;
    std::unordered_map<std::string, std::uint32_t> test_keys_, index_;
    std::unordered_map<std::string, std::string> rows_;
    std::vector<std::uint32_t> delta_;
    std::vector<std::uint32_t> proved_x_, proved_table_, guess_delta_;
    std::vector<char> guess_p_;
    std::vector<char> proved_p_;
};

// Moore: x ~ y iff xz in P <=> yz in P for all z of the submonoid the heaps
// generate; classes numbered by first appearance from the identity.
inline void reduce(const MisereCandidate& c, std::size_t n, MisereQuotient& q) {
    std::vector<std::uint32_t> cls(c.order);
    for (std::size_t a = 0; a < c.order; ++a) cls[a] = c.p[a] ? 1 : 0;
    for (;;) {
        std::unordered_map<std::string, std::uint32_t> sig;
        std::vector<std::uint32_t> next(c.order);
        for (std::size_t a = 0; a < c.order; ++a) {
            std::vector<std::uint32_t> v(1, cls[a]);
            for (std::size_t h = 1; h <= n; ++h) v.push_back(cls[c.table[a * c.order + c.x[h]]]);
            const std::string k(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(std::uint32_t));
            std::unordered_map<std::string, std::uint32_t>::iterator it = sig.find(k);
            if (it == sig.end()) it = sig.insert(std::make_pair(k, static_cast<std::uint32_t>(sig.size()))).first;
            next[a] = it->second;
        }
        std::size_t before = 0, after = sig.size();
        {
            std::vector<char> s(c.order + 1, 0);
            for (std::size_t a = 0; a < c.order; ++a) before += !s[cls[a]]++;
        }
        cls.swap(next);
        if (after == before) break;
    }
    // Elements reachable from 1 by the heaps, numbered in BFS order.
    std::vector<std::int64_t> id(c.order, -1);
    std::vector<std::uint32_t> rep;  // a candidate element for each class
    std::vector<std::int64_t> of_class(c.order + 1, -1);
    std::vector<std::uint32_t> queue(1, 0);
    of_class[cls[0]] = 0;
    rep.push_back(0);
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (std::size_t h = 1; h <= n; ++h) {
            const std::uint32_t b = c.table[queue[i] * c.order + c.x[h]];
            if (of_class[cls[b]] < 0) {
                of_class[cls[b]] = static_cast<std::int64_t>(rep.size());
                rep.push_back(b);
                queue.push_back(b);
            }
        }
    (void)id;
    q.order = rep.size();
    q.table.resize(q.order * q.order);
    q.p.resize(q.order);
    for (std::size_t a = 0; a < q.order; ++a) {
        q.p[a] = c.p[rep[a]];
        for (std::size_t b = 0; b < q.order; ++b)
            q.table[a * q.order + b] = static_cast<std::uint32_t>(of_class[cls[c.table[rep[a] * c.order + rep[b]]]]);
    }
    q.image.assign(n + 1, 0);
    for (std::size_t h = 1; h <= n; ++h) q.image[h] = static_cast<std::uint32_t>(of_class[cls[c.x[h]]]);
}

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

// Misère Nim of the heaps' Grundy values as a candidate: elements (v, big),
// v < 2^k, big = some heap of value >= 2; P = {(1, 0)} U {(0, 1)}.
inline bool prove_tame(const MisereOptions& o, std::size_t n, const std::vector<unsigned>& g, std::size_t max_states,
                       std::size_t& states) {
    unsigned top = 2;  // order >= 4, so that P below (elements 2 and 1) exists even if every value is 0
    for (std::size_t h = 0; h <= n; ++h)
        while (g[h] >= top) top *= 2;
    MisereCandidate c;
    c.order = 2 * top;
    if (c.order > 4096) return false;
    c.table.resize(c.order * c.order);
    for (std::uint32_t a = 0; a < c.order; ++a)
        for (std::uint32_t b = 0; b < c.order; ++b)
            c.table[a * c.order + b] = ((a >> 1) ^ (b >> 1)) << 1 | ((a | b) & 1);
    c.p.assign(c.order, 0);
    c.p[1 << 1 | 0] = 1;
    c.p[0 << 1 | 1] = 1;
    auto el = [&](const MiserePosition& pos) {
        std::uint32_t e = 0;
        for (std::size_t i = 0; i < pos.size(); ++i) e = c.table[e * c.order + c.x[pos[i]]];
        return e;
    };
    c.x.assign(n + 1, 0);
    c.s.assign(n + 1, std::vector<std::uint32_t>());
    for (std::size_t h = 1; h <= n; ++h) {
        for (std::size_t j = 0; j < o[h].size(); ++j) c.s[h].push_back(el(o[h][j]));
        // big: value >= 2, or a heap of value 0 or 1 that alone plays unlike
        // *0 or *1 (as *2+*2 does): its options decide it alone.
        bool alone_p = !c.s[h].empty();
        for (std::size_t j = 0; j < c.s[h].size(); ++j) alone_p = alone_p && !c.p[c.s[h][j]];
        const bool big = g[h] >= 2 || alone_p != (g[h] == 1);
        c.x[h] = g[h] << 1 | (big ? 1u : 0u);
        std::sort(c.s[h].begin(), c.s[h].end());
        c.s[h].erase(std::unique(c.s[h].begin(), c.s[h].end()), c.s[h].end());
    }
    const MisereCheck r = misere_check(c, n, max_states);
    states = r.states;
    return r.right;
}

}  // namespace misere_detail

// The misère quotient of heaps 1..n of the game `options` (options.size() > n;
// each option of heap h a multiset of heaps 1..h-1). Heap by heap; each heap's
// quotient PROVED by misere_check before the next. Past a limit it returns the
// quotient of the heaps proved so far, with `stopped` saying where and why.
inline MisereQuotient misere_quotient(const MisereOptions& options, std::size_t n,
                                      const MisereLimits& limits = misere_default_limits()) {
    assert(options.size() > n && "misere_quotient: options for heaps 0..n");
    for (std::size_t h = 0; h <= n; ++h)
        for (std::size_t j = 0; j < options[h].size(); ++j)
            for (std::size_t i = 0; i < options[h][j].size(); ++i)
                assert(options[h][j][i] >= 1 && options[h][j][i] < h &&
                       "misere_quotient: an option of heap h is made of heaps 1..h-1");
    MisereQuotient q;
    q.asked = n;
    q.heaps = 0;
    q.check_states = 1;
    MisereCandidate proved;
    proved.order = 1;
    proved.table.assign(1, 0);
    proved.p.assign(1, 0);
    proved.x.assign(1, 0);
    proved.s.assign(1, std::vector<std::uint32_t>());
    misere_detail::Learner learner(options, limits);
    try {
        for (std::size_t h = 1; h <= n; ++h) {
            std::size_t states = 0;
            learner.add_letter(h, proved, states);
            q.heaps = h;
            q.check_states = states;
        }
    } catch (const misere_detail::Stop& s) {
        q.stopped = s.why;
    }
    q.candidates = learner.candidates();
    misere_detail::reduce(proved, q.heaps, q);
    misere_detail::present(q);
    q.grundy = misere_detail::grundy_values(options, q.heaps);
    std::size_t states = 0;
    q.tame = misere_detail::prove_tame(options, q.heaps, q.grundy, limits.max_states, states);
    return q;
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

// A winning move in the sum `pos` (heaps 1..q.heaps): the heap moved in
// (index into pos) and the option it becomes (index into options[pos[i]]),
// the first in heap order then option order whose result is a P-position.
// False when pos is a P-position, or has no move at all (then the player to
// move wins by having none). O(heaps + options of the heaps).
inline bool misere_winning_move(const MisereQuotient& q, const MisereOptions& options, const MiserePosition& pos,
                                std::size_t& which, std::size_t& option) {
    const std::size_t m = pos.size();
    std::vector<std::uint32_t> before(m + 1, 0), after(m + 1, 0);
    for (std::size_t i = 0; i < m; ++i) before[i + 1] = q.mul(before[i], q.image[pos[i]]);
    for (std::size_t i = m; i-- > 0;) after[i] = q.mul(after[i + 1], q.image[pos[i]]);
    if (q.p[before[m]]) return false;
    for (std::size_t i = 0; i < m; ++i) {
        const std::uint32_t rest = q.mul(before[i], after[i + 1]);
        const std::vector<MiserePosition>& opts = options[pos[i]];
        for (std::size_t j = 0; j < opts.size(); ++j)
            if (q.p[q.mul(rest, q.element(opts[j]))]) {
                which = i;
                option = j;
                return true;
            }
    }
    return false;
}

}  // namespace nimkit

#endif
