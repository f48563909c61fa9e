// nimkit/canonical_game.hpp - short partizan games as hash-consed canonical forms.
//
// What: GameStore keeps every game it has met in canonical form, one GameId per value (equal
//   values, equal ids), options sorted by id. make(L, R) builds {L | R} and reduces it; add, neg,
//   sub, leq (memoized), outcome class (OutcomeClass, L R N P), left and right stops, birthday.
//   Numbers are stored by their Dyadic value (their options made only when asked), nimbers by
//   their size; number + number, nimber + nimber and number + other games (the translation
//   principle) are added without search. Values x + n.up + *k are recognised from their
//   canonical forms when made (nus_parts); two of them compare by formula, and their sum is
//   a look-up or built from its known form (nus; set_nus_fast_path(false) turns all off).
// Cost: make reduces by pairwise comparisons of the options (quadratic in their number, each
//   comparison memoized); add(G, H) is memoized and costs the sum of its options' additions.
//   leq tries the stops (kept in every node) before its memo. The memos and the table of games
//   by their options are flat open-addressing tables (16 bytes an entry for add, 8 for leq and
//   for a game, at most half full), no allocation per entry. At most 2^31 - 2 games.
// Theorems (Winning Ways ch. 2-3; Lessons in Play ch. 4-5; Siegel, Combinatorial Game Theory
//   ch. II): G <= H iff no G^L >= H and no H^R <= G; removing dominated options and bypassing
//   reversible ones keeps the value, and a game with neither is the unique canonical form of its
//   value; the simplicity theorem (a game whose options admit a number strictly between them is
//   the simplest such number); stops (CGT ch. II: G <= H implies L(G) <= L(H) and R(G) <= R(H);
//   L(G) < R(H) implies G < H); number translation (x + G = {x + G^L | x + G^R} for a number x and
//   a G that is not a number); number avoidance for comparisons (x <= G iff no G^R <= x when G is
//   not equal to a number); x + m.up + *j <= y + n.up + *k iff x < y, or x = y and n - m >= 2,
//   or n - m = 1 and j ^ k != 1 (Siegel, CGT II.4).
// Proved by: tests/test_canonical_game.cpp (outcomes of sums of random games of birthday <= 3
//   against minimax on the joint position, G = H against the joint search of G - H, canonical
//   forms idempotent and reduced, numbers against explicit number games, textbook values; the
//   nus fast path against the options' search on every value born by day 2, their sums and
//   x + n.up + *k for |x| <= 1, |n| <= 4, k <= 3, each of those recognised with its parts;
//   nus(x, n, k) against the sum through the options for |n| <= 6, k <= 12).
#ifndef NIMKIT_CANONICAL_GAME_HPP
#define NIMKIT_CANONICAL_GAME_HPP

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "nimkit/dyadic.hpp"

namespace nimkit {

typedef std::uint32_t GameId;

// Who wins: L (Left, whoever starts), R (Right, whoever starts), N (the player to move),
// P (the player not to move).
enum class OutcomeClass { L, R, N, P };

inline char outcome_letter(OutcomeClass o) {
    return o == OutcomeClass::L ? 'L' : o == OutcomeClass::R ? 'R' : o == OutcomeClass::N ? 'N' : 'P';
}

// Thrown when the store would hold more games than its limit (set_limit).
struct GameLimitError : std::length_error {
    explicit GameLimitError(const std::string& what) : std::length_error(what) {}
};

// An open-addressing table from 64-bit keys (two GameIds) to small values, for the memos of
// add and leq: one probe array, no node per entry (std::unordered_map's nodes cost an
// allocation each and most of the comparison time). Key ~0 marks an empty slot; no pair of
// ids makes it (ids stay below 2^32 - 1).
inline std::size_t internal_pair_slot(std::uint64_t key, std::size_t mask) {
    std::uint64_t h = key * 0x9e3779b97f4a7c15ULL;
    return static_cast<std::size_t>(h ^ (h >> 32)) & mask;
}

template <class V>
class InternalPairMemo {
public:
    InternalPairMemo() : keys_(16, empty_key()), values_(16), used_(0) {}
    // the value stored for key, or nullptr
    const V* find(std::uint64_t key) const {
        for (std::size_t i = slot(key);; i = (i + 1) & (keys_.size() - 1)) {
            if (keys_[i] == key) return &values_[i];
            if (keys_[i] == empty_key()) return nullptr;
        }
    }
    void put(std::uint64_t key, V value) {
        if (2 * (used_ + 1) > keys_.size()) grow();
        std::size_t i = slot(key);
        while (keys_[i] != empty_key() && keys_[i] != key) i = (i + 1) & (keys_.size() - 1);
        if (keys_[i] == empty_key()) ++used_;
        keys_[i] = key;
        values_[i] = value;
    }

private:
    static std::uint64_t empty_key() { return ~std::uint64_t(0); }  // a function: no C++11 out-of-class definition needed
    std::vector<std::uint64_t> keys_;
    std::vector<V> values_;
    std::size_t used_;

    std::size_t slot(std::uint64_t key) const { return internal_pair_slot(key, keys_.size() - 1); }
    void grow() {
        std::vector<std::uint64_t> keys(keys_.size() * 2, empty_key());
        std::vector<V> values(keys_.size() * 2);
        keys.swap(keys_);
        values.swap(values_);
        used_ = 0;
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] != empty_key()) put(keys[i], values[i]);
    }
};

// The leq memo: a set of pairs of ids (a < 2^31 - 1, b likewise) with one bit each, kept in bit
// 63 of the key itself: one array, so a look-up is one cache miss, not two (most of leq's time).
class InternalLeqMemo {
public:
    InternalLeqMemo() : slots_(16, empty_slot()), used_(0) {}
    // 1 or 0 if key is stored, else -1
    int find(std::uint64_t key) const {
        for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
            const std::uint64_t v = slots_[i];
            if ((v & ~kBit) == key) return v == key ? 0 : 1;
            if (v == empty_slot()) return -1;
        }
    }
    void put(std::uint64_t key, bool value) {
        if (2 * (used_ + 1) > slots_.size()) grow();
        std::size_t i = slot(key);
        while (slots_[i] != empty_slot() && (slots_[i] & ~kBit) != key) i = (i + 1) & (slots_.size() - 1);
        if (slots_[i] == empty_slot()) ++used_;
        slots_[i] = key | (value ? kBit : 0);
    }

private:
    static const std::uint64_t kBit = std::uint64_t(1) << 63;
    static std::uint64_t empty_slot() { return ~std::uint64_t(0); }
    std::vector<std::uint64_t> slots_;
    std::size_t used_;

    std::size_t slot(std::uint64_t key) const { return internal_pair_slot(key, slots_.size() - 1); }
    void grow() {
        std::vector<std::uint64_t> old(slots_.size() * 2, empty_slot());
        old.swap(slots_);
        used_ = 0;
        for (std::uint64_t v : old)
            if (v != empty_slot()) put(v & ~kBit, (v & kBit) != 0);
    }
};

class GameStore {
public:
    GameStore() : limit_(0), nus_fast_path_(true) {
        Node z;
        z.is_number = true;
        z.nimber = 0;
        z.options_made = true;
        z.birthday = 0;
        z.nus = true;
        push(z);
        numbers_[Dyadic()] = 0;
        nus_ids_[NusKey(Dyadic(), 0, 0)] = 0;
    }

    // At most `nodes` games stored (0: no limit); past it, GameLimitError.
    void set_limit(std::size_t nodes) { limit_ = nodes; }
    std::size_t size() const { return size_; }

    GameId zero() const { return 0; }
    GameId number(const Dyadic& x) {
        auto it = numbers_.find(x);
        if (it != numbers_.end()) return it->second;
        Node n;
        n.is_number = true;
        n.value = x;
        n.lstop = n.rstop = x;
        n.nus = true;
        GameId id = push(std::move(n));
        numbers_[x] = id;
        nus_ids_[NusKey(x, 0, 0)] = id;
        return id;
    }
    GameId integer(std::int64_t n) { return number(Dyadic(n)); }
    GameId nimber(std::uint64_t k) {
        if (k == 0) return 0;
        auto it = nimbers_.find(k);
        if (it != nimbers_.end()) return it->second;
        std::vector<GameId> opts;
        for (std::uint64_t i = 0; i < k; ++i) opts.push_back(nimber(i));
        std::sort(opts.begin(), opts.end());
        GameId id = intern(opts, opts);
        return id;
    }
    GameId star() { return nimber(1); }
    GameId up() {
        std::vector<GameId> l(1, zero()), r(1, star());
        return make(l, r);
    }
    // x + n.up + *k, built from its canonical form in |n| steps (the form CGSuite's engine
    // builds; tests/test_canonical_game.cpp checks it against sums through the options): with
    // c = k ^ (n & 1), G_0 = x + *c and, for 0 < i <= n, G_i = {x, x* | x} when i = 1 and
    // c = 0, else {x | G_(i-1)} (n < 0: the negatives).
    // A sum of such values costs |n| one-option games instead of a search over *k's k options.
    GameId nus(const Dyadic& x, long long n, std::uint64_t k) {
        const GameId xs = number(x);
        if (n == 0) return add(xs, nimber(k));
        const long long sign = n > 0 ? 1 : -1;
        GameId g = add(xs, nimber(k ^ static_cast<std::uint64_t>(n & 1)));
        for (long long i = sign;; i += sign) {
            const bool star_here = (k ^ static_cast<std::uint64_t>(n & 1) ^ static_cast<std::uint64_t>(i & 1)) == 1;
            std::vector<GameId> one(1, xs), with_star(1, xs), prev(1, g);
            with_star.push_back(add(xs, star()));
            if (i == 1 && star_here) g = make(with_star, one);
            else if (i == -1 && star_here) g = make(one, with_star);
            else g = i > 0 ? make(one, prev) : make(prev, one);
            if (i == n) return g;
        }
    }

    bool is_number(GameId g) const { return node(g).is_number; }
    const Dyadic& number_value(GameId g) const { return node(g).value; }
    // k if g is *k (0 for 0), else -1
    long long nimber_value(GameId g) const { return node(g).nimber; }
    // Is g a number x plus n ups plus *k (n may be negative), as recognised from its canonical
    // form? If so its parts are set. Numbers and nimbers are; a value the store has not met in
    // one of the forms below is not (false then means "not recognised", not "not such a value").
    bool nus_parts(GameId g, Dyadic& x, long long& ups, long long& k) const {
        const Node& n = node(g);
        if (!n.nus) return false;
        x = n.is_number ? n.value : n.nus_x;
        ups = n.nus_up;
        k = n.is_number ? 0 : n.nus_nim;
        return true;
    }
    // On by default: leq and add take the number + n.up + *k shortcuts below. Off, every
    // comparison and sum goes through the options (the tests compare the two).
    void set_nus_fast_path(bool on) { nus_fast_path_ = on; }

    // Options in canonical form, sorted by id (a number's made when first asked). The reference
    // stays valid while the store lives.
    const std::vector<GameId>& left(GameId g) {
        make_options(g);
        return node(g).L;
    }
    const std::vector<GameId>& right(GameId g) {
        make_options(g);
        return node(g).R;
    }

    // The canonical form of {left | right}: options in any order, duplicates allowed.
    GameId make(std::vector<GameId> left, std::vector<GameId> right) {
        tidy(left);
        tidy(right);
        if (all_numbers(left, right)) {
            bool has_lo = !left.empty(), has_hi = !right.empty();
            Dyadic lo, hi;
            for (GameId g : left)
                if (g == left[0] || lo < number_value(g)) lo = number_value(g);
            for (GameId g : right)
                if (g == right[0] || number_value(g) < hi) hi = number_value(g);
            if (!has_lo || !has_hi || lo < hi) return number(simplest_between(has_lo, lo, has_hi, hi));
        }
        Temp t(left, right);
        bool changed = true;
        while (changed) {
            keep_undominated(left, true);
            keep_undominated(right, false);
            Bypass step = bypass_one<true>(left, t);
            if (step == kNoReversal) step = bypass_one<false>(right, t);
            if (step == kNumber) return number(t.value);
            changed = step == kBypassed;
            if (changed) {
                tidy(left);
                tidy(right);
            }
        }
        if (t.number_state == 1) return number(t.value);
        if (all_numbers(left, right) && (left.empty() || right.empty() || number_value(left[0]) < number_value(right[0])))
            return number(simplest_between(!left.empty(), left.empty() ? Dyadic() : number_value(left[0]),
                                           !right.empty(), right.empty() ? Dyadic() : number_value(right[0])));
        return intern(left, right);
    }

    GameId neg(GameId g) {
        if (g == 0) return 0;
        if (is_number(g)) return number(-number_value(g));
        if (node(g).nimber >= 0) return g;
        auto it = neg_memo_.find(g);
        if (it != neg_memo_.end()) return it->second;
        std::vector<GameId> l, r;
        for (GameId x : right(g)) l.push_back(neg(x));
        for (GameId x : left(g)) r.push_back(neg(x));
        std::sort(l.begin(), l.end());
        std::sort(r.begin(), r.end());
        GameId n = intern(l, r);
        neg_memo_[g] = n;
        neg_memo_[n] = g;
        return n;
    }

    GameId add(GameId a, GameId b) {
        if (a == 0) return b;
        if (b == 0) return a;
        if (a > b) std::swap(a, b);
        if (is_number(a) && is_number(b)) return number(number_value(a) + number_value(b));
        if (node(a).nimber >= 0 && node(b).nimber >= 0)
            return nimber(static_cast<std::uint64_t>(node(a).nimber ^ node(b).nimber));
        std::uint64_t key = (std::uint64_t(a) << 32) | b;
        if (const GameId* known = add_memo_.find(key)) return *known;
        if (nus_fast_path_ && node(a).nus && node(b).nus) {  // both x + n.up + *k: a look-up
            const Node &p = node(a), &q = node(b);
            const Dyadic x = nus_number(p) + nus_number(q);
            const long long ups = p.nus_up + q.nus_up, k = p.nus_nim ^ q.nus_nim;
            auto it = nus_ids_.find(NusKey(x, ups, k));
            // else built from its form; a number plus a game takes the translation below (nus()
            // itself adds x + *c that way)
            if (it != nus_ids_.end() || !(p.is_number || q.is_number)) {
                const GameId sum = it != nus_ids_.end() ? it->second : nus(x, ups, static_cast<std::uint64_t>(k));
                add_memo_.put(key, sum);
                return sum;
            }
        }
        GameId result;
        if (is_number(a) || is_number(b)) {
            GameId x = is_number(a) ? a : b, g = is_number(a) ? b : a;
            std::vector<GameId> l, r;
            const std::vector<GameId> &gl = left(g), &gr = right(g);
            for (GameId o : gl) l.push_back(add(o, x));
            for (GameId o : gr) r.push_back(add(o, x));
            std::sort(l.begin(), l.end());
            std::sort(r.begin(), r.end());
            result = intern(l, r);
        } else {
            std::vector<GameId> l, r;
            const std::vector<GameId> &al = left(a), &ar = right(a), &bl = left(b), &br = right(b);
            for (GameId o : al) l.push_back(add(o, b));
            for (GameId o : bl) l.push_back(add(a, o));
            for (GameId o : ar) r.push_back(add(o, b));
            for (GameId o : br) r.push_back(add(a, o));
            result = make(std::move(l), std::move(r));
        }
        add_memo_.put(key, result);
        return result;
    }
    GameId sub(GameId a, GameId b) { return add(a, neg(b)); }

    // a <= b
    bool leq(GameId a, GameId b) {
        if (a == b) return true;
        const Node &na = node(a), &nb = node(b);
        // The stops first (Siegel, CGT ch. II: a <= b implies L(a) <= L(b) and R(a) <= R(b), and
        // L(a) < R(b) implies a < b): no memo look-up, whose cache miss was most of leq's time.
        // Two numbers are decided here (their stops are their values, and they differ).
        if (nb.lstop < na.lstop || nb.rstop < na.rstop) return false;
        if (na.lstop < nb.rstop) return true;
        if (na.nimber >= 0 && nb.nimber >= 0) return false;  // distinct nimbers are fuzzy
        if (nus_fast_path_ && na.nus && nb.nus) return nus_leq(na, nb);
        std::uint64_t key = (std::uint64_t(a) << 32) | b;
        const int known = leq_memo_.find(key);
        if (known >= 0) return known != 0;
        bool result = true;
        if (!is_number(a)) {
            for (GameId x : left(a))
                if (leq(b, x)) {
                    result = false;
                    break;
                }
        }
        if (result && !is_number(b)) {
            for (GameId x : right(b))
                if (leq(x, a)) {
                    result = false;
                    break;
                }
        }
        leq_memo_.put(key, result);
        return result;
    }
    bool geq(GameId a, GameId b) { return leq(b, a); }
    bool less(GameId a, GameId b) { return a != b && leq(a, b); }
    bool fuzzy(GameId a, GameId b) { return !leq(a, b) && !leq(b, a); }

    OutcomeClass outcome(GameId g) {
        bool left_wins_second = leq(0, g), right_wins_second = leq(g, 0);
        if (left_wins_second && right_wins_second) return OutcomeClass::P;
        if (left_wins_second) return OutcomeClass::L;
        if (right_wins_second) return OutcomeClass::R;
        return OutcomeClass::N;
    }

    // Left stop (Left moves first, play stops at a number) and right stop.
    Dyadic left_stop(GameId g) { return stop(g, true); }
    Dyadic right_stop(GameId g) { return stop(g, false); }

    // The day the canonical form is born.
    long long birthday(GameId g) {
        Node& n = node(g);
        if (n.birthday >= 0) return n.birthday;
        long long b = 0;
        if (n.is_number) {
            Dyadic x = n.value;
            if (x.sign() < 0) x = -x;
            b = x.is_integer() ? x.numerator() : x.floor_value() + 1 + x.exponent();
        } else {
            const std::vector<GameId> l = left(g), r = right(g);
            for (GameId o : l) b = std::max(b, birthday(o) + 1);
            for (GameId o : r) b = std::max(b, birthday(o) + 1);
        }
        node(g).birthday = b;
        return b;
    }

private:
    // What leq reads first (the flags, the nimber, the stops, a number's value) comes first: one
    // cache line.
    struct Node {
        bool is_number = false;
        bool options_made = false;
        bool nus = false;  // x + n.up + *k (numbers: value, 0, 0), recognised when the node is made
        long long nimber = -1;
        Dyadic lstop, rstop;  // set when the node is made (its options' are known by then)
        Dyadic value;
        std::vector<GameId> L, R;
        long long birthday = -1;
        Dyadic nus_x;
        long long nus_up = 0, nus_nim = 0;
    };
    typedef std::pair<Dyadic, std::pair<long long, long long> > NusKey_;
    static NusKey_ NusKey(const Dyadic& x, long long up, long long nim) {
        return NusKey_(x, std::pair<long long, long long>(up, nim));
    }
    static const Dyadic& nus_number(const Node& n) { return n.is_number ? n.value : n.nus_x; }
    static std::uint64_t options_hash(const std::vector<GameId>& l, const std::vector<GameId>& r) {
        std::uint64_t h = 1469598103934665603ULL;
        for (GameId x : l) h = (h ^ x) * 1099511628211ULL;
        h = (h ^ 0xFFFFFFFFu) * 1099511628211ULL;
        for (GameId x : r) h = (h ^ x) * 1099511628211ULL;
        return h ^ (h >> 29);
    }
    struct DyadicHash {
        std::size_t operator()(const Dyadic& d) const { return d.hash(); }
    };
    // A game {L | R} under reduction: its options canonical, itself not (yet).
    struct Temp {
        const std::vector<GameId>& L;
        const std::vector<GameId>& R;
        int number_state;  // -1 unknown, 0 not equal to a number, 1 equal to `value`
        Dyadic value;
        Temp(const std::vector<GameId>& l, const std::vector<GameId>& r) : L(l), R(r), number_state(-1) {}
    };

    bool all_numbers(const std::vector<GameId>& left, const std::vector<GameId>& right) const {
        for (GameId g : left)
            if (!is_number(g)) return false;
        for (GameId g : right)
            if (!is_number(g)) return false;
        return true;
    }

    // One step of make's reduction on Left's options (LeftSide) or Right's: the
    // first option that reverses (through an option x of its own: x <= t for
    // Left's) is replaced by x's options of its side; or t proved a number on the way.
    enum Bypass { kNoReversal, kBypassed, kNumber };
    template <bool LeftSide>
    Bypass bypass_one(std::vector<GameId>& side, Temp& t) {
        for (std::size_t i = 0; i < side.size(); ++i) {
            const std::vector<GameId>& back = LeftSide ? this->right(side[i]) : this->left(side[i]);
            for (GameId x : back)
                if (LeftSide ? leq_id_temp(x, t) : leq_temp_id(t, x)) {  // side[i] reverses through x: bypass
                    if (t.number_state == 1) return kNumber;
                    const std::vector<GameId>& repl = LeftSide ? this->left(x) : this->right(x);
                    side.erase(side.begin() + static_cast<std::ptrdiff_t>(i));
                    side.insert(side.end(), repl.begin(), repl.end());
                    return kBypassed;
                }
        }
        return kNoReversal;
    }

    // Nodes in fixed blocks: references stay valid as the store grows (left() and right() hand
    // them out) and an id finds its node in two loads (a std::deque of these large nodes holds
    // three a block, and its indexing was a tenth of the time of a sum's canonical form).
    static const std::size_t kBlockBits = 10;
    std::vector<std::unique_ptr<Node[]> > blocks_;
    std::size_t size_ = 0;
    Node& node(GameId g) { return blocks_[g >> kBlockBits][g & ((1u << kBlockBits) - 1)]; }
    const Node& node(GameId g) const { return blocks_[g >> kBlockBits][g & ((1u << kBlockBits) - 1)]; }
    std::size_t limit_;
    // Every game made by intern, by its options: open addressing, at most half full, each slot
    // the high half of the options' hash beside the id (~0: empty), so a probe reads a node only
    // when the halves match (a key vector a look-up and a node a game were 13% of the time).
    std::vector<std::uint64_t> interned_ = std::vector<std::uint64_t>(16, ~std::uint64_t(0));
    std::size_t interned_count_ = 0;
    std::unordered_map<Dyadic, GameId, DyadicHash> numbers_;
    std::unordered_map<std::uint64_t, GameId> nimbers_;
    InternalPairMemo<GameId> add_memo_;
    InternalLeqMemo leq_memo_;
    std::unordered_map<GameId, GameId> neg_memo_;
    struct NusHash {
        std::size_t operator()(const NusKey_& k) const {
            return k.first.hash() ^ static_cast<std::size_t>(static_cast<std::uint64_t>(k.second.first) * 0x9e3779b97f4a7c15ULL) ^
                   static_cast<std::size_t>(static_cast<std::uint64_t>(k.second.second) * 0xc2b2ae3d27d4eb4fULL);
        }
    };
    std::unordered_map<NusKey_, GameId, NusHash> nus_ids_;  // every recognised x + n.up + *k
    bool nus_fast_path_;

    GameId push(Node n) {
        if ((limit_ && size_ >= limit_) || size_ >= (std::size_t(1) << 31) - 2)  // leq's memo keeps ids below 2^31 - 1
            throw GameLimitError("more than " + std::to_string(limit_ ? limit_ : (std::size_t(1) << 31) - 2) + " games stored");
        if ((size_ >> kBlockBits) == blocks_.size()) blocks_.emplace_back(new Node[std::size_t(1) << kBlockBits]);
        const GameId id = static_cast<GameId>(size_++);
        node(id) = std::move(n);
        return id;
    }

    static void tidy(std::vector<GameId>& v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    }

    // options of a number, made when first asked
    void make_options(GameId g) {
        if (!node(g).options_made) {
            Dyadic x = node(g).value;
            std::vector<GameId> l, r;
            if (x.is_integer()) {
                if (x.sign() > 0) l.push_back(number(x - Dyadic(1)));
                if (x.sign() < 0) r.push_back(number(x + Dyadic(1)));
            } else {
                Dyadic step = Dyadic::fraction(1, x.exponent());
                l.push_back(number(x - step));
                r.push_back(number(x + step));
            }
            node(g).L = l;
            node(g).R = r;
            node(g).options_made = true;
        }
    }

    // the slot of the game with options l | r, or of the empty slot where it would go
    std::size_t interned_slot(const std::vector<GameId>& l, const std::vector<GameId>& r, std::uint64_t h) const {
        const std::size_t mask = interned_.size() - 1;
        for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
            const std::uint64_t v = interned_[i];
            if (v == ~std::uint64_t(0)) return i;
            if ((v >> 32) == (h >> 32)) {
                const Node& n = node(static_cast<GameId>(v));
                if (n.L == l && n.R == r) return i;
            }
        }
    }
    void grow_interned() {
        std::vector<std::uint64_t> old(interned_.size() * 2, ~std::uint64_t(0));
        old.swap(interned_);
        for (std::uint64_t v : old)
            if (v != ~std::uint64_t(0)) {
                const Node& n = node(static_cast<GameId>(v));
                interned_[interned_slot(n.L, n.R, options_hash(n.L, n.R))] = v;
            }
    }

    GameId intern(const std::vector<GameId>& l, const std::vector<GameId>& r) {
        const std::uint64_t h = options_hash(l, r);
        {
            const std::uint64_t v = interned_[interned_slot(l, r, h)];
            if (v != ~std::uint64_t(0)) return static_cast<GameId>(v);
        }
        Node n;
        n.L = l;
        n.R = r;
        n.options_made = true;
        if (l == r) {  // *k: the options are *0 .. *(k-1)
            std::vector<bool> seen(l.size(), false);
            bool ok = true;
            for (GameId o : l) {
                long long v = node(o).nimber;
                if (v < 0 || v >= static_cast<long long>(l.size()) || seen[static_cast<std::size_t>(v)]) {
                    ok = false;
                    break;
                }
                seen[static_cast<std::size_t>(v)] = true;
            }
            if (ok) n.nimber = static_cast<long long>(l.size());
        }
        recognise_nus(n);
        set_stops(n);
        GameId id = push(std::move(n));
        if (2 * (interned_count_ + 1) > interned_.size()) grow_interned();
        interned_[interned_slot(l, r, h)] = (h >> 32 << 32) | id;
        ++interned_count_;
        const Node& made = node(id);
        if (made.nus) nus_ids_.insert(std::make_pair(NusKey(made.nus_x, made.nus_up, made.nus_nim), id));
        if (node(id).nimber > 0) nimbers_[static_cast<std::uint64_t>(node(id).nimber)] = id;
        return id;
    }

    // x + m.up + *j <= y + n.up + *k for distinct values: the numbers decide if they differ;
    // else (n - m).up + *(j ^ k) >= 0, which holds iff n - m >= 2, or n - m = 1 and j ^ k != 1
    // (Siegel, Combinatorial Game Theory, II.4; the test compares it with the options' search).
    static bool nus_leq(const Node& a, const Node& b) {
        const Dyadic &x = nus_number(a), &y = nus_number(b);
        if (x != y) return x < y;
        const long long d = b.nus_up - a.nus_up;
        return d >= 2 || (d == 1 && (a.nus_nim ^ b.nus_nim) != 1);
    }

    // Is the canonical {n.L | n.R} a number x plus ups plus a nimber? The forms (Siegel, CGT
    // II.4, as CGSuite's engine recognises them): {x, x* | x} = x + up*; {x | x, x*} = x + down*;
    // {x | G} with G = x + m.up + *j not a number, m >= 0: x + (m+1).up + *(j^1), and its negative;
    // {x, x*, .., x*(k-1) | the same} = x + *k.
    void recognise_nus(Node& n) const {
        const std::vector<GameId> &L = n.L, &R = n.R;
        const auto is_num = [this](GameId g) { return node(g).is_number; };
        const auto nus = [this](GameId g) -> const Node& { return node(g); };
        if (!L.empty() && L == R) {  // x + *k
            const Dyadic* x = nullptr;
            std::vector<bool> seen(L.size(), false);
            for (GameId o : L) {
                const Node& m = nus(o);
                if (!m.nus || m.nus_up != 0 || (x && nus_number(m) != *x)) return;
                x = &nus_number(m);
                long long k = m.is_number ? 0 : m.nus_nim;
                if (k >= static_cast<long long>(L.size()) || seen[static_cast<std::size_t>(k)]) return;
                seen[static_cast<std::size_t>(k)] = true;
            }
            set_nus(n, *x, 0, static_cast<long long>(L.size()));
            return;
        }
        if (L.size() == 2 && R.size() == 1 && is_num(R[0])) {  // {x, x* | x}
            const Node& x = nus(R[0]);
            GameId other = L[0] == R[0] ? L[1] : L[1] == R[0] ? L[0] : R[0];
            const Node& s = nus(other);
            if (other != R[0] && s.nus && !s.is_number && s.nus_x == x.value && s.nus_up == 0 && s.nus_nim == 1)
                set_nus(n, x.value, 1, 1);
            return;
        }
        if (L.size() == 1 && R.size() == 2 && is_num(L[0])) {  // {x | x, x*}
            const Node& x = nus(L[0]);
            GameId other = R[0] == L[0] ? R[1] : R[1] == L[0] ? R[0] : L[0];
            const Node& s = nus(other);
            if (other != L[0] && s.nus && !s.is_number && s.nus_x == x.value && s.nus_up == 0 && s.nus_nim == 1)
                set_nus(n, x.value, -1, 1);
            return;
        }
        if (L.size() == 1 && R.size() == 1) {
            const Node &l = nus(L[0]), &r = nus(R[0]);
            if (l.is_number && r.nus && !r.is_number && r.nus_x == l.value && r.nus_up >= 0)
                set_nus(n, l.value, r.nus_up + 1, r.nus_nim ^ 1);
            else if (r.is_number && l.nus && !l.is_number && l.nus_x == r.value && l.nus_up <= 0)
                set_nus(n, r.value, l.nus_up - 1, l.nus_nim ^ 1);
        }
    }
    static void set_nus(Node& n, const Dyadic& x, long long up, long long nim) {
        n.nus = true;
        n.nus_x = x;
        n.nus_up = up;
        n.nus_nim = nim;
    }

    // keep the options no other option dominates (for Left: not <= another; Right: not >= another)
    void keep_undominated(std::vector<GameId>& v, bool for_left) {
        std::vector<GameId> kept;
        for (std::size_t i = 0; i < v.size(); ++i) {
            bool dominated = false;
            for (std::size_t j = 0; j < v.size() && !dominated; ++j)
                if (i != j) dominated = for_left ? leq(v[i], v[j]) : leq(v[j], v[i]);
            if (!dominated) kept.push_back(v[i]);
        }
        v.swap(kept);
    }

    // Does the game under reduction equal a number? (simplicity theorem: it does iff some number x
    // has every G^L < x fuzzy-or-less and x < every G^R likewise; then it is the simplest such x.)
    // where(x): 0 x fits, 1 the fitting numbers lie above x, 2 below, 3 none fit.
    int where(Temp& t, const Dyadic& x) {
        GameId z = number(x);
        bool above_lefts = true, below_rights = true;
        for (GameId o : t.L)
            if (leq(z, o)) {
                above_lefts = false;
                break;
            }
        for (GameId o : t.R)
            if (leq(o, z)) {
                below_rights = false;
                break;
            }
        return above_lefts ? (below_rights ? 0 : 2) : (below_rights ? 1 : 3);
    }
    void settle_number(Temp& t) {
        if (t.number_state >= 0) return;
        t.number_state = 0;
        int w = where(t, Dyadic());
        if (w == 0) {
            t.number_state = 1;
            t.value = Dyadic();
            return;
        }
        if (w == 3) return;
        int dir = w == 1 ? 1 : -1;
        // integers dir*1, dir*2, dir*4, ... until no longer "further out"
        std::int64_t lo = 0, hi = 1;
        for (;;) {
            int v = where(t, Dyadic(dir * hi));
            if (v == 3) return;
            if (v != w) break;
            lo = hi;
            if (hi > (std::int64_t(1) << 60)) throw std::overflow_error("canonical game: a number beyond 2^61");
            hi *= 2;
        }
        while (hi - lo > 1) {  // first integer (in absolute value) not "further out"
            std::int64_t mid = lo + (hi - lo) / 2;
            int v = where(t, Dyadic(dir * mid));
            if (v == 3) return;
            if (v == w) lo = mid;
            else hi = mid;
        }
        int v = where(t, Dyadic(dir * hi));
        if (v == 3) return;
        if (v == 0) {
            t.number_state = 1;
            t.value = Dyadic(dir * hi);
            return;
        }
        bisect_number(t, w, dir, lo, hi);
    }
    // Between dir*lo and dir*hi (w: where the first is): bisect. The ends of the fitting interval
    // are stops of the options, so a fitting number, if any, has a denominator at most twice theirs.
    void bisect_number(Temp& t, int w, int dir, std::int64_t lo, std::int64_t hi) {
        int depth = 0;
        for (GameId o : t.L) depth = std::max(depth, std::max(left_stop(o).exponent(), right_stop(o).exponent()));
        for (GameId o : t.R) depth = std::max(depth, std::max(left_stop(o).exponent(), right_stop(o).exponent()));
        Dyadic a(dir * lo), b(dir * hi);
        for (int step = 0; step <= depth; ++step) {
            Dyadic m = (a + b).half();
            int u = where(t, m);
            if (u == 3) return;
            if (u == 0) {
                t.number_state = 1;
                t.value = m;
                return;
            }
            if (u == w) a = m;
            else b = m;
        }
    }

    // t <= x for the game t under reduction and a canonical x
    bool leq_temp_id(Temp& t, GameId x) {
        if (is_number(x)) {
            settle_number(t);
            if (t.number_state == 1) return t.value <= number_value(x);
            for (GameId o : t.L)
                if (leq(x, o)) return false;
            return true;
        }
        for (GameId o : t.L)
            if (leq(x, o)) return false;
        const std::vector<GameId>& xr = right(x);
        for (GameId o : xr)
            if (leq_id_temp(o, t)) return false;
        return true;
    }
    // x <= t
    bool leq_id_temp(GameId x, Temp& t) {
        if (is_number(x)) {
            settle_number(t);
            if (t.number_state == 1) return number_value(x) <= t.value;
            for (GameId o : t.R)
                if (leq(o, x)) return false;
            return true;
        }
        const std::vector<GameId>& xl = left(x);
        for (GameId o : xl)
            if (leq_temp_id(t, o)) return false;
        for (GameId o : t.R)
            if (leq(o, x)) return false;
        return true;
    }

    Dyadic stop(GameId g, bool left_first) const { return left_first ? node(g).lstop : node(g).rstop; }
    // the stops of a game that is not a number, from its options' (canonical, so already made)
    void set_stops(Node& n) const {
        for (std::size_t i = 0; i < n.L.size(); ++i) {
            const Dyadic& v = node(n.L[i]).rstop;
            if (i == 0 || n.lstop < v) n.lstop = v;
        }
        for (std::size_t i = 0; i < n.R.size(); ++i) {
            const Dyadic& v = node(n.R[i]).lstop;
            if (i == 0 || v < n.rstop) n.rstop = v;
        }
    }
};

// The store the library's functions and tools share (one per process; not thread-safe).
inline GameStore& games() {
    static GameStore store;
    return store;
}

}  // namespace nimkit

#endif
