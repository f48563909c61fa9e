// nimkit/misere_construction.hpp - the misère quotient of a heap game, PROVED
// heap by heap, COMPLETE (every heap size) when the period theorem applies:
// misere_quotient and the construction behind it.
//
// Construction, heap by heap (the method of Siegel's MisereSolver): heap n
//   first tries to keep the quotient (an element x compatible with every
//   option image - no z with xz and sz both in P - whose positions' states
//   cover heap n's: the proof of nimkit/internal_misere_proof.hpp restricted to
//   positions holding heap n); only when none does, a larger trial monoid
//   (nimkit/internal_misere_trial.hpp: the quotient times a cyclic monoid
//   for heap n; then, at the least position it gets wrong, heaps of it made
//   free cyclic generators) gets its P-portion from each element's least
//   position, is reduced (Moore) and proved; the first proved trial is the
//   new quotient.
// Complete quotients (the period theorem, docs/misere.md): for a game whose
//   moves remove at most t tokens and leave at most two heaps, sizes free, if
//   x_{m+p} = x_m for n0 <= m <= N - p, n0 >= 1, N >= 2 n0 + 2p + t - 1 (no
//   splits: N >= n0 + p + t - 1), the quotient of heaps 1..N is the quotient
//   of the whole game and x_{m+p} = x_m for all m >= n0.
// Tame: every pair (quotient element, misère Nim element of the Grundy
//   values: value, "some heap of value >= 2") the heaps generate has P in
//   both or in neither (o(G) read off the proved quotient); for a complete
//   quotient the period theorem on misère Nim's images too.
// Cost: per heap, the options' images and (when the quotient is kept) the
//   compatible elements' check; a new presentation costs trials of products
//   marked, reduced and proved. Memory: the quotient's table (order^2 words),
//   each trial's actions (order x generators), the proof's remembered
//   positions (each `order` bits). Bounded by MisereLimits (time, order,
//   positions, bytes): past one the quotient stops at the last heap proved
//   and says where and why.
// Proved by: tests/test_misere.cpp (every quotient built is proved by the
//   check; against a misère search of the sums themselves: every sum of up to
//   4 heaps <= 12 of the example games, complete quotients past their
//   certificates on the real heaps; the period window: one heap fewer never
//   certifies, one heap shorter would be wrong on 0.01 and 0.203; built
//   without the theorem to twice the certificate, the same quotient).
#ifndef NIMKIT_MISERE_CONSTRUCTION_HPP
#define NIMKIT_MISERE_CONSTRUCTION_HPP

#include <algorithm>
#include <cassert>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/internal_misere_proof.hpp"
#include "nimkit/internal_misere_trial.hpp"
#include "nimkit/internal_octal_core.hpp"
#include "nimkit/misere_game.hpp"
#include "nimkit/misere_quotient.hpp"

namespace nimkit {

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
        std::vector<std::uint64_t> s;
        const std::vector<std::uint32_t> fits = compatible(a, s);
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

    // The elements a heap of option images S (left in s, as bits) may take:
    // x compatible with every s in S (no z with xz and sz in P), P iff the
    // heap alone is (every option image N).
    std::vector<std::uint32_t> compatible(const misere_detail::HeapActs& a, std::vector<std::uint64_t>& s) const {
        using namespace misere_detail;
        const std::size_t words = words_for(q_.order);
        std::vector<std::uint64_t> u(words, 0);
        s.assign(words, 0);
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
        return fits;
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

}  // namespace nimkit

#endif
