// nimkit/graph_game.hpp - tokens on a directed graph: win, lose or draw.
//
// Game: tokens stand on the vertices of a directed graph (loops and parallel
//   edges allowed); a move slides one token along one edge; whoever cannot
//   move loses (normal play). With a cycle, play may go on forever: a draw.
// Digraph: the graph in compressed rows, followers in the order given.
//   make_digraph(n, tail, head) builds it from an edge list, O(n + m).
// graph_outcomes(g): Win/Lose/Draw of one token on each vertex by retrograde
//   analysis: a vertex without a move is lost, one with a move to a lost
//   vertex is won, one whose moves all reach won vertices is lost, every other
//   one is drawn. O(n + m).
// acyclic_grundy(g, value): Grundy values (the mex rule) of an acyclic graph,
//   O(n + m); false when there is a cycle.
// loopy_grundy(g): Smith's generalised Sprague-Grundy function (C. A. B. Smith
//   1966; Fraenkel and Yesha 1986) of any graph: each vertex gets a finite
//   value or infinity with K, the set of finite values among its followers.
//   Stage i = 0, 1, ... labels i every unlabelled vertex u that has no follower
//   labelled i and whose followers not labelled finite all have a follower
//   labelled i (repeated while one qualifies); then every unlabelled vertex
//   without a follower labelled i gets infinity. The part of the graph from
//   which no cycle can be reached gets its plain Grundy values first, O(n + m);
//   the rest costs O(n + m) per stage at most, so O((n + m)(G + 2)) in all, G
//   the largest finite value (G < sqrt(2m)). Iterative, O(n + m) memory.
// The sum rule (Smith): tokens on values g1..gk - all finite: lost iff their
//   xor is 0, else won; exactly one infinite, with set K: won iff the xor of
//   the finite ones is in K, else drawn; two or more infinite: drawn.
//   TokenGame applies it and finds, for a won sum, the first move (tokens in
//   order, then each token's edges in order) to a lost position and, for a
//   drawn sum, the first move to a drawn one.
// Proved by: tests/test_graph_game.cpp - against retrograde search of the
//   token game itself (positions = token multisets) on every graph of up to 3
//   vertices with up to 3 tokens, every graph of 4 vertices with up to 2, and
//   random graphs of up to 12 vertices; the values against Smith's definition
//   (the only function that meets it, on every graph of up to 3 vertices).
//   See docs/theory.md, "Games on graphs with cycles".
#ifndef NIMKIT_GRAPH_GAME_HPP
#define NIMKIT_GRAPH_GAME_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace nimkit {

// A directed graph on vertices 0..vertices()-1: the followers of v are
// head[first[v]] .. head[first[v + 1] - 1]. Fill it directly (push the
// followers of vertex 0, then first.push_back(head.size()), and so on) or
// with make_digraph. At most 2^32 - 2 vertices and 2^32 - 1 edges.
struct Digraph {
    std::vector<std::uint32_t> first;
    std::vector<std::uint32_t> head;
    Digraph() : first(1, 0) {}
    std::uint32_t vertices() const { return static_cast<std::uint32_t>(first.size() - 1); }
    std::uint32_t edges() const { return static_cast<std::uint32_t>(head.size()); }
    std::uint32_t out_degree(std::uint32_t v) const { return first[v + 1] - first[v]; }
    const std::uint32_t* begin(std::uint32_t v) const { return head.data() + first[v]; }
    const std::uint32_t* end(std::uint32_t v) const { return head.data() + first[v + 1]; }
};

// Edge e goes tail[e] -> head[e] (both < n); each vertex's followers keep the
// order of the list (counting sort). O(n + m).
inline Digraph make_digraph(std::uint32_t n, const std::vector<std::uint32_t>& tail, const std::vector<std::uint32_t>& head) {
    assert(tail.size() == head.size() && n < 0xffffffffu && head.size() < 0xffffffffu);
    Digraph g;
    g.first.assign(static_cast<std::size_t>(n) + 1, 0);
    for (std::size_t e = 0; e < tail.size(); ++e) {
        assert(tail[e] < n && head[e] < n);
        ++g.first[tail[e] + 1];
    }
    for (std::uint32_t v = 0; v < n; ++v) g.first[v + 1] += g.first[v];
    g.head.resize(head.size());
    std::vector<std::uint32_t> next(g.first.begin(), g.first.end() - 1);
    for (std::size_t e = 0; e < tail.size(); ++e) g.head[next[tail[e]]++] = head[e];
    return g;
}

// The predecessors: the graph with every edge turned round. O(n + m).
inline Digraph reverse_digraph(const Digraph& g) {
    const std::uint32_t n = g.vertices();
    Digraph r;
    r.first.assign(static_cast<std::size_t>(n) + 1, 0);
    for (std::uint32_t e = 0; e < g.edges(); ++e) ++r.first[g.head[e] + 1];
    for (std::uint32_t v = 0; v < n; ++v) r.first[v + 1] += r.first[v];
    r.head.resize(g.head.size());
    std::vector<std::uint32_t> next(r.first.begin(), r.first.end() - 1);
    for (std::uint32_t v = 0; v < n; ++v)
        for (const std::uint32_t* w = g.begin(v); w != g.end(v); ++w) r.head[next[*w]++] = v;
    return r;
}

// The outcome for the player to move.
enum class Outcome { lose, win, draw };

// The judges' words: "LOSE", "WIN", "DRAW".
inline const char* outcome_word(Outcome o) { return o == Outcome::win ? "WIN" : o == Outcome::lose ? "LOSE" : "DRAW"; }

// One token on each vertex: retrograde analysis. O(n + m).
inline std::vector<Outcome> graph_outcomes(const Digraph& g) {
    const std::uint32_t n = g.vertices();
    const Digraph r = reverse_digraph(g);
    std::vector<Outcome> outcome(n, Outcome::draw);
    std::vector<std::uint32_t> unsettled(n), queue;  // unsettled: moves not yet known to reach a won vertex
    std::vector<char> known(n, 0);
    queue.reserve(n);
    for (std::uint32_t v = 0; v < n; ++v)
        if ((unsettled[v] = g.out_degree(v)) == 0) {
            outcome[v] = Outcome::lose;
            known[v] = 1;
            queue.push_back(v);
        }
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const std::uint32_t v = queue[i];
        for (const std::uint32_t* p = r.begin(v); p != r.end(v); ++p) {
            if (known[*p]) continue;
            if (outcome[v] == Outcome::lose) {
                outcome[*p] = Outcome::win;  // a move to a lost vertex
            } else if (--unsettled[*p] == 0) {
                outcome[*p] = Outcome::lose;  // every move reaches a won vertex
            } else {
                continue;
            }
            known[*p] = 1;
            queue.push_back(*p);
        }
    }
    return outcome;
}

// Infinity in a value vector.
const std::uint32_t kInfinite = 0xffffffffu;

namespace detail {

// Grundy values (mex rule) of every vertex from which no cycle can be reached,
// found from the sinks backwards (Kahn's order on the reversed graph); every
// other vertex gets kInfinite. Returns how many got a value. O(n + m).
inline std::uint32_t grundy_of_acyclic_part(const Digraph& g, const Digraph& r, std::vector<std::uint32_t>& value) {
    const std::uint32_t n = g.vertices();
    value.assign(n, kInfinite);
    std::vector<std::uint32_t> waiting(n), queue, seen;  // waiting: followers without a value yet
    queue.reserve(n);
    std::uint32_t widest = 0;
    for (std::uint32_t v = 0; v < n; ++v) {
        widest = std::max(widest, g.out_degree(v));
        if ((waiting[v] = g.out_degree(v)) == 0) queue.push_back(v);
    }
    seen.assign(static_cast<std::size_t>(widest) + 1, kInfinite);  // seen[x] == v: v has a follower of value x
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const std::uint32_t v = queue[i];
        for (const std::uint32_t* w = g.begin(v); w != g.end(v); ++w)
            if (value[*w] <= widest) seen[value[*w]] = v;
        std::uint32_t mex = 0;
        while (seen[mex] == v) ++mex;
        value[v] = mex;
        for (const std::uint32_t* p = r.begin(v); p != r.end(v); ++p)
            if (--waiting[*p] == 0) queue.push_back(*p);
    }
    return static_cast<std::uint32_t>(queue.size());
}

// A vertex's state during the stages of loopy_grundy, kept together so that one
// cache line serves each look-up: value (or unlabelled / kInfinite), the stage
// mark of its last hit, its open followers not yet hit, its open followers, and
// where its row of open predecessors starts and ends.
struct LoopyState {
    std::uint32_t value, hit, left, open, row, row_end;
};

// f(p) for each predecessor p of x (the rows of r) that is not labelled finite;
// finite ones are dropped from the row for good.
template <class F>
void for_each_open_predecessor(std::vector<std::uint32_t>& rows, std::vector<LoopyState>& st, std::uint32_t x, F f) {
    for (std::uint32_t j = st[x].row; j < st[x].row_end;) {
        const std::uint32_t p = rows[j];
        if (st[p].value < kInfinite - 1) {
            rows[j] = rows[--st[x].row_end];
        } else {
            f(p);
            ++j;
        }
    }
}

}  // namespace detail

// Grundy values of an acyclic graph, O(n + m). False if g has a cycle; then
// value[v] is kInfinite for every v from which a cycle can be reached.
inline bool acyclic_grundy(const Digraph& g, std::vector<std::uint32_t>& value) {
    return detail::grundy_of_acyclic_part(g, reverse_digraph(g), value) == g.vertices();
}

// Smith's generalised Sprague-Grundy values: value[v] finite, or kInfinite
// with the set K(v) - the finite values among v's followers, ascending and
// distinct, in k_values[k_first[v] .. k_first[v + 1]) (empty for finite v).
struct LoopyGrundy {
    std::vector<std::uint32_t> value;
    std::vector<std::uint32_t> k_first;
    std::vector<std::uint32_t> k_values;
    bool finite(std::uint32_t v) const { return value[v] != kInfinite; }
    // x in K(v), for v of infinite value. O(log |K(v)|).
    bool in_k(std::uint32_t v, std::uint32_t x) const {
        return std::binary_search(k_values.begin() + k_first[v], k_values.begin() + k_first[v + 1], x);
    }
};

namespace detail {

// The vertices of value < top (`count` of them) in order of value: those of
// value x are by_value[first[x] .. first[x + 1]). A counting sort, O(n + top).
inline void sort_by_value(const std::vector<std::uint32_t>& value, std::uint32_t top, std::uint32_t count,
                          std::vector<std::uint32_t>& first, std::vector<std::uint32_t>& by_value) {
    const std::size_t n = value.size();
    first.assign(static_cast<std::size_t>(top) + 1, 0);
    for (std::size_t v = 0; v < n; ++v)
        if (value[v] < top) ++first[value[v] + 1];
    for (std::uint32_t x = 0; x < top; ++x) first[x + 1] += first[x];
    by_value.resize(count);
    std::vector<std::uint32_t> next(first.begin(), first.end() - 1);
    for (std::size_t v = 0; v < n; ++v)
        if (value[v] < top) by_value[next[value[v]]++] = static_cast<std::uint32_t>(v);
}

// K(v) for every vertex of infinite value: its followers' finite values, ascending and distinct.
inline void loopy_k_sets(const Digraph& g, LoopyGrundy& result) {
    const std::vector<std::uint32_t>& value = result.value;
    const std::uint32_t n = g.vertices();
    result.k_first.assign(static_cast<std::size_t>(n) + 1, 0);
    for (std::uint32_t v = 0; v < n; ++v) {
        const std::size_t from = result.k_values.size();
        if (value[v] == kInfinite) {
            for (const std::uint32_t* w = g.begin(v); w != g.end(v); ++w)
                if (value[*w] != kInfinite) result.k_values.push_back(value[*w]);
            std::sort(result.k_values.begin() + from, result.k_values.end());
            result.k_values.erase(std::unique(result.k_values.begin() + from, result.k_values.end()), result.k_values.end());
        }
        result.k_first[v + 1] = static_cast<std::uint32_t>(result.k_values.size());
    }
}

}  // namespace detail

namespace detail {

const std::uint32_t kUnlabelled = kInfinite - 1;  // a vertex that gets its value at a later stage

// What the stages of loopy_grundy share: each vertex's state, the rows of its
// open predecessors (the reversed graph's heads, the rows shrinking), the
// unlabelled vertices (pending), the acyclic part by value (its values below
// top), and one stage's lists - ready: may take the value now; struck: hit,
// not yet told.
struct LoopyStages {
    std::vector<LoopyState> st;
    std::vector<std::uint32_t> rows, pending, by_value_first, by_value, ready, struck;
    std::uint32_t top, stage, mark;  // mark == stage + 1
};

// The vertices without a value become unlabelled (pending), and the acyclic
// part is sorted by value (counting sort): at stage i its vertices of value i
// act as labelled i.
inline void loopy_start(std::vector<std::uint32_t>& value, std::uint32_t acyclic, LoopyStages& s) {
    const std::uint32_t n = static_cast<std::uint32_t>(value.size());
    s.top = 0;
    for (std::uint32_t v = 0; v < n; ++v) {
        if (value[v] == kInfinite) {
            value[v] = kUnlabelled;
            s.pending.push_back(v);
        } else {
            s.top = std::max(s.top, value[v] + 1);
        }
    }
    sort_by_value(value, s.top, acyclic, s.by_value_first, s.by_value);
}

// st[v].open: edges from v to vertices not labelled finite; .left: those not yet hit
// this stage; .hit == stage + 1: v has a follower labelled with this stage's value.
// The rows of r move into s.rows (their bounds into st).
inline void loopy_states(const Digraph& g, Digraph& r, const std::vector<std::uint32_t>& value, LoopyStages& s) {
    const std::uint32_t n = g.vertices();
    s.st.resize(n);
    for (std::uint32_t v = 0; v < n; ++v) {
        LoopyState& x = s.st[v];
        x.value = value[v], x.hit = 0, x.left = 0, x.open = 0, x.row = r.first[v], x.row_end = r.first[v + 1];
        if (value[v] == kUnlabelled)
            for (const std::uint32_t* w = g.begin(v); w != g.end(v); ++w) x.open += value[*w] >= kUnlabelled;
    }
    std::vector<std::uint32_t>().swap(r.first);
    s.rows.swap(r.head);
}

// x has the stage's value: its predecessors not labelled finite are hit. was_open: x
// has just taken it (the acyclic part's vertices were never counted open).
inline void loopy_label(LoopyStages& s, std::uint32_t x, bool was_open) {
    const std::uint32_t mark = s.mark;
    for_each_open_predecessor(s.rows, s.st, x, [&](std::uint32_t p) {
        LoopyState& y = s.st[p];
        if (was_open && y.value == kUnlabelled) --y.open;
        if (y.hit != mark) {
            y.hit = mark;
            s.struck.push_back(p);
        }
    });
}

// Stage `stage` begins: each unlabelled vertex waits for its open followers to
// be hit, the acyclic part's vertices of value `stage` hit their predecessors,
// and those that wait for none are ready.
inline void loopy_open_stage(LoopyStages& s, std::uint32_t stage) {
    s.stage = stage;
    s.mark = stage + 1;
    for (std::size_t i = 0; i < s.pending.size(); ++i) s.st[s.pending[i]].left = s.st[s.pending[i]].open;
    if (stage < s.top)
        for (std::uint32_t i = s.by_value_first[stage]; i < s.by_value_first[stage + 1]; ++i) loopy_label(s, s.by_value[i], false);
    for (std::size_t i = 0; i < s.pending.size(); ++i)
        if (s.st[s.pending[i]].left == 0) s.ready.push_back(s.pending[i]);
}

// Until neither list has a vertex: a struck vertex tells its unlabelled
// predecessors (one follower fewer to wait for), a ready one not hit takes
// the stage's value.
inline void loopy_spread(LoopyStages& s) {
    const std::uint32_t mark = s.mark;
    for (;;) {
        if (!s.struck.empty()) {  // x is hit: its unlabelled predecessors wait for one follower fewer
            const std::uint32_t x = s.struck.back();
            s.struck.pop_back();
            for_each_open_predecessor(s.rows, s.st, x, [&](std::uint32_t p) {
                LoopyState& y = s.st[p];
                if (y.value == kUnlabelled && y.hit != mark && --y.left == 0) s.ready.push_back(p);
            });
        } else if (!s.ready.empty()) {
            const std::uint32_t x = s.ready.back();
            s.ready.pop_back();
            if (s.st[x].value != kUnlabelled || s.st[x].hit == mark) continue;
            s.st[x].value = s.stage;
            loopy_label(s, x, true);
        } else {
            break;
        }
    }
}

// The stage ends: an unlabelled vertex not hit has no follower of the stage's
// value and cannot take it - infinity; the hit ones wait for the next stage.
inline void loopy_close_stage(LoopyStages& s) {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < s.pending.size(); ++i) {
        const std::uint32_t v = s.pending[i];
        if (s.st[v].value != kUnlabelled) continue;
        if (s.st[v].hit != s.mark)
            s.st[v].value = kInfinite;  // no follower of value `stage`, and it cannot take that value
        else
            s.pending[kept++] = v;
    }
    s.pending.resize(kept);
}

}  // namespace detail

inline LoopyGrundy loopy_grundy(const Digraph& g) {
    const std::uint32_t n = g.vertices();
    LoopyGrundy result;
    std::vector<std::uint32_t>& value = result.value;
    Digraph r = reverse_digraph(g);  // its rows lose finite predecessors as stages go (they never matter again)
    const std::uint32_t acyclic = detail::grundy_of_acyclic_part(g, r, value);
    if (acyclic < n) {
        detail::LoopyStages s;
        detail::loopy_start(value, acyclic, s);
        detail::loopy_states(g, r, value, s);
        for (std::uint32_t stage = 0; !s.pending.empty(); ++stage) {
            detail::loopy_open_stage(s, stage);
            detail::loopy_spread(s);
            detail::loopy_close_stage(s);
        }
        for (std::uint32_t v = 0; v < n; ++v) value[v] = s.st[v].value;
    }
    detail::loopy_k_sets(g, result);
    return result;
}

// A sum of tokens folded one at a time: the xor of the finite values, how many
// tokens stand on infinite ones and where the first two of those stand.
struct TokenSum {
    std::uint32_t nim;
    std::uint64_t infinite;
    std::uint32_t inf_vertex[2];
    TokenSum() : nim(0), infinite(0) { inf_vertex[0] = inf_vertex[1] = 0; }
    void add(const LoopyGrundy& values, std::uint32_t v) {
        if (values.finite(v)) {
            nim ^= values.value[v];
        } else {
            if (infinite < 2) inf_vertex[infinite] = v;
            ++infinite;
        }
    }
    // Smith's rule.
    Outcome outcome(const LoopyGrundy& values) const {
        if (infinite == 0) return nim ? Outcome::win : Outcome::lose;
        if (infinite == 1) return values.in_k(inf_vertex[0], nim) ? Outcome::win : Outcome::draw;
        return Outcome::draw;
    }
    // The outcome, for the other player, after a token moves from `from` to `to`. O(log |K|).
    Outcome after_move(const LoopyGrundy& values, std::uint32_t from, std::uint32_t to) const {
        TokenSum s = *this;
        if (values.finite(from)) {
            s.nim ^= values.value[from];
        } else if (--s.infinite == 1) {
            s.inf_vertex[0] = inf_vertex[0] == from ? inf_vertex[1] : inf_vertex[0];  // the other one
        }
        s.add(values, to);
        return s.outcome(values);
    }
};

// A move: the token at index `token` of the list slides from `from` to `to`.
struct TokenMove {
    std::size_t token;
    std::uint32_t from, to;
};

// A graph with its generalised values, for many sums of tokens on it.
class TokenGame {
public:
    explicit TokenGame(Digraph g) : graph_(std::move(g)), values_(loopy_grundy(graph_)), tried_(graph_.vertices(), 0), stamp_(0) {}
    const Digraph& graph() const { return graph_; }
    const LoopyGrundy& values() const { return values_; }

    template <class It>
    Outcome outcome(It first, It last) const {
        TokenSum s;
        for (; first != last; ++first) s.add(values_, *first);
        return s.outcome(values_);
    }

    // For a won sum, the first move to a lost position (for the other player);
    // for a drawn sum, the first move to a drawn one; "first": tokens in list
    // order, each token's edges in the graph's order. False for a lost sum.
    // O(k + d log d) for k tokens, d the out-degrees of their distinct vertices.
    template <class It>
    bool move(It first, It last, TokenMove& found) {
        TokenSum s;
        for (It t = first; t != last; ++t) s.add(values_, *t);
        const Outcome now = s.outcome(values_);
        if (now == Outcome::lose) return false;
        const Outcome wanted = now == Outcome::win ? Outcome::lose : Outcome::draw;
        if (++stamp_ == 0) {  // wrapped: start the marks again
            std::fill(tried_.begin(), tried_.end(), 0);
            stamp_ = 1;
        }
        for (It t = first; t != last; ++t) {
            const std::uint32_t v = *t;
            if (tried_[v] == stamp_) continue;  // another token on v: the same moves
            tried_[v] = stamp_;
            // To a lost position (all finite, xor 0): with one infinite token, only it can move there.
            if (wanted == Outcome::lose && s.infinite == 1 && values_.finite(v)) continue;
            for (const std::uint32_t* w = graph_.begin(v); w != graph_.end(v); ++w)
                if (s.after_move(values_, v, *w) == wanted) {
                    found.token = static_cast<std::size_t>(t - first);
                    found.from = v;
                    found.to = *w;
                    return true;
                }
        }
        assert(false && "Smith's theorem promises a move");
        return false;
    }

private:
    Digraph graph_;
    LoopyGrundy values_;
    std::vector<std::uint32_t> tried_;
    std::uint32_t stamp_;
};

}  // namespace nimkit

#endif
