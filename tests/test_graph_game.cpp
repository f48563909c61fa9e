// Tokens on a directed graph (HDU 1524, graph-game): outcomes, Grundy values
// of acyclic graphs and Smith's generalised values, proved against a search of
// the token game itself and against Smith's definition; planted bugs must fail.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "nimkit/graph_game.hpp"

namespace {

using nimkit::Outcome;
typedef std::vector<std::vector<std::uint32_t> > Adjacency;  // followers of each vertex, in edge order
typedef std::vector<std::uint32_t> Tokens;                    // vertices, one per token

nimkit::Digraph digraph(const Adjacency& adj) {
    nimkit::Digraph g;
    for (std::size_t v = 0; v < adj.size(); ++v) {
        g.head.insert(g.head.end(), adj[v].begin(), adj[v].end());
        g.first.push_back(static_cast<std::uint32_t>(g.head.size()));
    }
    return g;
}

// Every edge set on n vertices (loops included) is a mask of n*n bits: edge u -> v is bit u*n + v.
Adjacency graph_of_mask(std::uint32_t n, std::uint32_t mask) {
    Adjacency adj(n);
    for (std::uint32_t u = 0; u < n; ++u)
        for (std::uint32_t v = 0; v < n; ++v)
            if (mask >> (u * n + v) & 1) adj[u].push_back(v);
    return adj;
}

// Random graph: up to 3n edges, loops and parallel edges allowed, followers in random order.
Adjacency random_graph(std::mt19937& rng, std::uint32_t n) {
    Adjacency adj(n);
    const std::uint32_t m = rng() % (3 * n + 1);
    for (std::uint32_t e = 0; e < m; ++e) adj[rng() % n].push_back(rng() % n);
    return adj;
}

// The token game searched directly: positions are the sorted lists of token
// vertices (multisets) of one size k; a move slides one token along one edge.
// Labels by the definition, repeated until nothing changes: a position with a
// move to a lost one is won; one whose moves all reach won ones (or that has
// none) is lost; whatever is left when nothing changes is drawn.
class TokenSearch {
public:
    TokenSearch(const Adjacency& adj, std::size_t k) : adj_(adj) {
        REQUIRE(k <= 3);  // code() sorts up to three tokens
        std::size_t codes = 1;
        for (std::size_t i = 0; i < k; ++i) codes *= adj.size();
        codes_.assign(codes, 0);
        Tokens t;
        enumerate(t, k, 0);
        first_next_.push_back(0);
        for (std::size_t s = 0; s < states_.size(); ++s) {
            Tokens u = states_[s];
            for (std::size_t i = 0; i < k; ++i) {
                if (i > 0 && states_[s][i] == states_[s][i - 1]) continue;
                for (std::size_t e = 0; e < adj_[states_[s][i]].size(); ++e) {
                    u[i] = adj_[states_[s][i]][e];
                    next_.push_back(index(u));
                }
                u[i] = states_[s][i];
            }
            first_next_.push_back(next_.size());
        }
        label_.assign(states_.size(), -1);
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t s = 0; s < states_.size(); ++s) {
                if (label_[s] >= 0) continue;
                bool to_lost = false, all_won = true;
                for (std::size_t j = first_next_[s]; j < first_next_[s + 1]; ++j) {
                    to_lost = to_lost || label_[next_[j]] == 0;
                    all_won = all_won && label_[next_[j]] == 1;
                }
                if (to_lost || all_won) {
                    label_[s] = to_lost ? 1 : 0;
                    changed = true;
                }
            }
        }
    }
    const std::vector<Tokens>& states() const { return states_; }
    // The outcome of any list of k tokens, in any order.
    Outcome outcome(const Tokens& tokens) const {
        const int l = label_[index(tokens)];
        return l == 1 ? Outcome::win : l == 0 ? Outcome::lose : Outcome::draw;
    }
    // The first move (tokens in list order, edges in order) to a position of outcome `wanted`.
    bool first_move(const Tokens& tokens, Outcome wanted, nimkit::TokenMove& m) const {
        Tokens u = tokens;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            for (std::size_t e = 0; e < adj_[tokens[i]].size(); ++e) {
                u[i] = adj_[tokens[i]][e];
                if (outcome(u) == wanted) {
                    m.token = i;
                    m.from = tokens[i];
                    m.to = u[i];
                    return true;
                }
            }
            u[i] = tokens[i];
        }
        return false;
    }

private:
    void enumerate(Tokens& t, std::size_t k, std::uint32_t least) {
        if (t.size() == k) {
            codes_[code(t)] = states_.size();
            states_.push_back(t);
            return;
        }
        for (std::uint32_t v = least; v < adj_.size(); ++v) {
            t.push_back(v);
            enumerate(t, k, v);
            t.pop_back();
        }
    }
    // The multiset's code: its vertices sorted (k <= 3 here, so a small sort by hand), as digits base n.
    std::size_t code(const Tokens& t) const {
        std::uint32_t v[3] = {0, 0, 0};
        for (std::size_t i = 0; i < t.size(); ++i) v[i] = t[i];
        if (t.size() > 1 && v[0] > v[1]) std::swap(v[0], v[1]);
        if (t.size() > 2 && v[1] > v[2]) std::swap(v[1], v[2]);
        if (t.size() > 1 && v[0] > v[1]) std::swap(v[0], v[1]);
        std::size_t c = 0;
        for (std::size_t i = 0; i < t.size(); ++i) c = c * adj_.size() + v[i];
        return c;
    }
    std::size_t index(const Tokens& t) const { return codes_[code(t)]; }
    Adjacency adj_;
    std::vector<Tokens> states_;
    std::vector<std::size_t> codes_;  // by code(t): the state's index
    std::vector<std::size_t> next_, first_next_;  // the moves of state s: next_[first_next_[s] .. first_next_[s + 1])
    std::vector<int> label_;
};

std::uint32_t mex_of(const std::set<std::uint32_t>& s) {
    std::uint32_t m = 0;
    while (s.count(m)) ++m;
    return m;
}

// Smith's definition, for a candidate gamma (kInfinite for infinity):
// A. a finite gamma(u) is the mex of the finite values of u's followers;
// B. there is a counter function c such that for finite u and any follower v
//    with gamma(v) > gamma(u) (infinity counts as larger), some follower w of
//    v has gamma(w) = gamma(u) and c(w) < c(u) - it exists iff the least set
//    of vertices closed under "u is in it if each such v has such a w in it"
//    holds every finite u (the order vertices join it is a counter);
// C. for infinite u, some follower v is infinite and the mex of the finite
//    values of u's followers is not among the values of v's followers.
bool meets_definition(const Adjacency& adj, const std::vector<std::uint32_t>& gamma) {
    const std::uint32_t n = static_cast<std::uint32_t>(adj.size());
    auto finite_values = [&](std::uint32_t u) {
        std::set<std::uint32_t> s;
        for (std::size_t j = 0; j < adj[u].size(); ++j)
            if (gamma[adj[u][j]] != nimkit::kInfinite) s.insert(gamma[adj[u][j]]);
        return s;
    };
    for (std::uint32_t u = 0; u < n; ++u) {
        if (gamma[u] != nimkit::kInfinite) {
            if (gamma[u] != mex_of(finite_values(u))) return false;  // A
            continue;
        }
        const std::uint32_t m = mex_of(finite_values(u));  // C
        bool found = false;
        for (std::size_t j = 0; j < adj[u].size() && !found; ++j) {
            const std::uint32_t v = adj[u][j];
            found = gamma[v] == nimkit::kInfinite && !finite_values(v).count(m);
        }
        if (!found) return false;
    }
    std::vector<char> good(n, 0);  // B
    for (bool grew = true; grew;) {
        grew = false;
        for (std::uint32_t u = 0; u < n; ++u) {
            if (good[u] || gamma[u] == nimkit::kInfinite) continue;
            bool ok = true;
            for (std::size_t j = 0; j < adj[u].size() && ok; ++j) {
                const std::uint32_t v = adj[u][j];
                if (gamma[v] != nimkit::kInfinite && gamma[v] <= gamma[u]) continue;
                bool back = false;
                for (std::size_t i = 0; i < adj[v].size() && !back; ++i) back = gamma[adj[v][i]] == gamma[u] && good[adj[v][i]];
                ok = back;
            }
            if (ok) good[u] = grew = 1;
        }
    }
    for (std::uint32_t u = 0; u < n; ++u)
        if (gamma[u] != nimkit::kInfinite && !good[u]) return false;
    return true;
}

// K as the library reports it, against the finite values of the followers.
bool k_sets_agree(const Adjacency& adj, const nimkit::LoopyGrundy& lg) {
    for (std::uint32_t u = 0; u < adj.size(); ++u) {
        std::set<std::uint32_t> want;
        if (!lg.finite(u))
            for (std::size_t j = 0; j < adj[u].size(); ++j)
                if (lg.finite(adj[u][j])) want.insert(lg.value[adj[u][j]]);
        std::vector<std::uint32_t> got(lg.k_values.begin() + lg.k_first[u], lg.k_values.begin() + lg.k_first[u + 1]);
        if (got != std::vector<std::uint32_t>(want.begin(), want.end())) return false;
    }
    return true;
}

// The outcome of a sum from the values: the rule under test, or a planted bug.
typedef std::function<Outcome(const nimkit::LoopyGrundy&, const Tokens&)> SumRule;

Outcome smith_rule(const nimkit::LoopyGrundy& lg, const Tokens& tokens) {
    nimkit::TokenSum s;
    for (std::size_t i = 0; i < tokens.size(); ++i) s.add(lg, tokens[i]);
    return s.outcome(lg);
}

// Compares, for every list of k <= max_tokens tokens (each multiset in `orders`
// orders: sorted, then shuffled), the rule's outcome and the library's move with
// the search. Returns the number of disagreements (0: proved on this graph).
int disagreements(const Adjacency& adj, std::size_t max_tokens, const SumRule& rule, std::mt19937& rng, int orders = 1,
                  const nimkit::LoopyGrundy* planted = 0) {
    nimkit::TokenGame game(digraph(adj));
    const nimkit::LoopyGrundy& lg = planted ? *planted : game.values();
    int bad = 0;
    for (std::size_t k = 0; k <= max_tokens; ++k) {
        if (adj.empty() && k > 0) break;
        TokenSearch search(adj, k);
        for (std::size_t s = 0; s < search.states().size(); ++s) {
            Tokens tokens = search.states()[s];
            for (int o = 0; o < orders; ++o) {
                if (o > 0) std::shuffle(tokens.begin(), tokens.end(), rng);
                const Outcome want = search.outcome(tokens);
                if (rule(lg, tokens) != want) {
                    ++bad;
                    continue;
                }
                nimkit::TokenMove got, first;
                const bool moved = game.move(tokens.begin(), tokens.end(), got);
                const bool exists = want != Outcome::lose &&
                                    search.first_move(tokens, want == Outcome::win ? Outcome::lose : Outcome::draw, first);
                if (moved != exists || (moved && (got.token != first.token || got.from != first.from || got.to != first.to)))
                    ++bad;
            }
        }
    }
    return bad;
}

}  // namespace

TEST_CASE("graph game: every graph of up to 3 vertices, loops included, 531 graphs, every multiset of up to 3 tokens "
          "- Smith's sum rule and the first winning or draw-keeping move equal the search of the token game") {
    std::mt19937 rng(1);
    int graphs = 0, bad = 0;
    for (std::uint32_t n = 0; n <= 3; ++n)
        for (std::uint32_t mask = 0; mask < (1u << (n * n)); ++mask, ++graphs) bad += disagreements(graph_of_mask(n, mask), 3, smith_rule, rng, 2);
    CHECK(graphs == 1 + 2 + 16 + 512);
    CHECK(bad == 0);
}

TEST_CASE("graph game: every graph of 4 vertices, 65536 graphs, every multiset of up to 2 tokens, the same") {
    std::mt19937 rng(2);
    int bad = 0;
    for (std::uint32_t mask = 0; mask < (1u << 16); ++mask) bad += disagreements(graph_of_mask(4, mask), 2, smith_rule, rng, 2);
    CHECK(bad == 0);
}

TEST_CASE("graph game: 3000 random graphs of 1 to 12 vertices with loops and parallel edges, up to 3 tokens in "
          "random order, the same") {
    std::mt19937 rng(3);
    int bad = 0;
    for (int i = 0; i < 3000; ++i) bad += disagreements(random_graph(rng, 1 + rng() % 12), i % 4 == 0 ? 3 : 2, smith_rule, rng, 2);
    CHECK(bad == 0);
}

TEST_CASE("Smith's values against their definition: on every graph of up to 3 vertices exactly one function "
          "meets it and it is loopy_grundy's, K included") {
    int graphs = 0;
    for (std::uint32_t n = 1; n <= 3; ++n)
        for (std::uint32_t mask = 0; mask < (1u << (n * n)); ++mask, ++graphs) {
            const Adjacency adj = graph_of_mask(n, mask);
            const nimkit::LoopyGrundy lg = nimkit::loopy_grundy(digraph(adj));
            // Candidates: values 0..n (a finite value is at most the out-degree) or infinity.
            std::vector<std::uint32_t> gamma(n);
            int meeting = 0;
            bool ours = false;
            std::uint32_t total = 1;
            for (std::uint32_t i = 0; i < n; ++i) total *= n + 2;
            for (std::uint32_t code = 0; code < total; ++code) {
                for (std::uint32_t i = 0, c = code; i < n; ++i, c /= n + 2) gamma[i] = c % (n + 2) == n + 1 ? nimkit::kInfinite : c % (n + 2);
                if (meets_definition(adj, gamma)) {
                    ++meeting;
                    ours = gamma == lg.value;
                }
            }
            CHECK(meeting == 1);
            CHECK(ours);
            CHECK(k_sets_agree(adj, lg));
        }
    CHECK(graphs == 2 + 16 + 512);
}

TEST_CASE("Smith's values meet the definition on every graph of 4 vertices and 20000 random graphs of up to 40 "
          "vertices, and single tokens agree with graph_outcomes' retrograde analysis") {
    std::mt19937 rng(4);
    for (std::uint32_t i = 0; i < (1u << 16) + 20000; ++i) {
        const Adjacency adj = i < (1u << 16) ? graph_of_mask(4, i) : random_graph(rng, 1 + rng() % 40);
        const nimkit::Digraph g = digraph(adj);
        const nimkit::LoopyGrundy lg = nimkit::loopy_grundy(g);
        const std::vector<Outcome> outcomes = nimkit::graph_outcomes(g);
        bool ok = meets_definition(adj, lg.value) && k_sets_agree(adj, lg);
        for (std::uint32_t v = 0; v < adj.size(); ++v) ok = ok && smith_rule(lg, Tokens(1, v)) == outcomes[v];
        CHECK(ok);
        if (!ok) break;
    }
}

TEST_CASE("graph_outcomes: one token, every graph of up to 3 vertices and 2000 random graphs of up to 12, against "
          "the search") {
    std::mt19937 rng(5);
    for (int i = 0; i < 2000 + 531; ++i) {
        Adjacency adj;
        if (i < 531) {  // 1 + 2 + 16 + 512 graphs, counted through n
            std::uint32_t n = 0, mask = static_cast<std::uint32_t>(i);
            while (mask >= (1u << (n * n))) mask -= 1u << (n * n), ++n;
            adj = graph_of_mask(n, mask);
        } else {
            adj = random_graph(rng, 1 + rng() % 12);
        }
        const std::vector<Outcome> outcomes = nimkit::graph_outcomes(digraph(adj));
        TokenSearch search(adj, 1);
        for (std::uint32_t v = 0; v < adj.size(); ++v) CHECK(outcomes[v] == search.outcome(Tokens(1, v)));
    }
}

TEST_CASE("acyclic_grundy: the mex rule on 3000 random acyclic graphs of up to 30 vertices, equal to "
          "loopy_grundy's values there, and false with infinity exactly where a cycle can be reached") {
    std::mt19937 rng(6);
    for (int i = 0; i < 3000; ++i) {
        const std::uint32_t n = 1 + rng() % 30;
        Adjacency adj(n);
        for (std::uint32_t e = rng() % (4 * n); e > 0; --e) {
            const std::uint32_t u = rng() % n, v = rng() % n;
            if (u > v) adj[u].push_back(v);  // downwards only: acyclic
        }
        std::vector<std::uint32_t> want(n), got;
        for (std::uint32_t u = 0; u < n; ++u) {
            std::set<std::uint32_t> s;
            for (std::size_t j = 0; j < adj[u].size(); ++j) s.insert(want[adj[u][j]]);
            want[u] = mex_of(s);
        }
        CHECK(nimkit::acyclic_grundy(digraph(adj), got));
        CHECK(got == want);
        CHECK(nimkit::loopy_grundy(digraph(adj)).value == want);
        // An edge up from vertex 0 to the top closes cycles: exactly the vertices that reach 0 lose their value.
        adj[0].push_back(n - 1);
        std::vector<char> reaches(n, 0);
        for (std::uint32_t u = 0; u < n; ++u)
            for (std::size_t j = 0; j < adj[u].size(); ++j) reaches[u] = reaches[u] || adj[u][j] == 0 || (adj[u][j] < u && reaches[adj[u][j]]);
        reaches[0] = 1;
        const bool cyclic = n > 1 ? reaches[n - 1] : true;
        CHECK(nimkit::acyclic_grundy(digraph(adj), got) == !cyclic);
        for (std::uint32_t u = 0; u < n && cyclic; ++u) CHECK((got[u] == nimkit::kInfinite) == bool(reaches[u] && reaches[n - 1]));
    }
}

TEST_CASE("planted bugs fail: a draw reported as a loss, an infinite vertex treated as finite with the mex "
          "of K as its value, one infinite token decided by 0 in K without the xor - each disagrees with the search") {
    std::mt19937 rng(7);
    const SumRule draw_as_loss = [](const nimkit::LoopyGrundy& lg, const Tokens& t) {
        const Outcome o = smith_rule(lg, t);
        return o == Outcome::draw ? Outcome::lose : o;
    };
    const SumRule ignore_xor = [](const nimkit::LoopyGrundy& lg, const Tokens& t) {
        nimkit::TokenSum s;
        for (std::size_t i = 0; i < t.size(); ++i) s.add(lg, t[i]);
        if (s.infinite == 1) return lg.in_k(s.inf_vertex[0], 0) ? Outcome::win : Outcome::draw;
        return s.outcome(lg);
    };
    int caught_draw = 0, caught_finite = 0, caught_xor = 0, definition_rejects = 0;
    for (std::uint32_t mask = 0; mask < 512; ++mask) {
        const Adjacency adj = graph_of_mask(3, mask);
        caught_draw += disagreements(adj, 2, draw_as_loss, rng) > 0;
        caught_xor += disagreements(adj, 3, ignore_xor, rng) > 0;
        nimkit::LoopyGrundy finite = nimkit::loopy_grundy(digraph(adj));
        bool changed = false;
        for (std::uint32_t v = 0; v < 3; ++v)
            if (!finite.finite(v)) {
                std::uint32_t m = 0;
                while (finite.in_k(v, m)) ++m;
                finite.value[v] = m;
                changed = true;
            }
        for (std::uint32_t v = 0; v < 4; ++v) finite.k_first[v] = 0;  // no K: every vertex finite now
        caught_finite += disagreements(adj, 2, smith_rule, rng, 1, &finite) > 0;
        definition_rejects += changed && !meets_definition(adj, finite.value);
        if (changed) CHECK(!meets_definition(adj, finite.value));
    }
    MESSAGE("graphs of 3 vertices where the planted bug shows: draw as loss " << caught_draw << ", infinite as finite "
            << caught_finite << ", xor ignored " << caught_xor);
    CHECK(caught_draw > 100);
    CHECK(caught_finite > 100);
    CHECK(caught_xor > 10);
    CHECK(definition_rejects > 100);
}

TEST_CASE("graph game examples: HDU 1524's sample, a self-loop draws, a 2-cycle draws, a 2-cycle with an exit, "
          "K decides one infinite token") {
    // HDU 1524's first graph: 0 -> 1 2, 1 -> nothing, 2 -> 3, 3 -> nothing. Queries: {1}, {0 2}.
    nimkit::TokenGame hdu(digraph(Adjacency{{1, 2}, {}, {3}, {}}));
    CHECK(hdu.values().value == std::vector<std::uint32_t>{2, 0, 1, 0});
    Tokens q1{1}, q2{0, 2};
    CHECK(hdu.outcome(q1.begin(), q1.end()) == Outcome::lose);  // no move
    CHECK(hdu.outcome(q2.begin(), q2.end()) == Outcome::win);   // 2 xor 1
    // 0: self-loop; 1 <-> 2; 3 -> 4 <-> 3 and 4 -> 5 (terminal).
    nimkit::TokenGame g(digraph(Adjacency{{0}, {2}, {1}, {4}, {3, 5}, {}}));
    const std::vector<Outcome> single = nimkit::graph_outcomes(g.graph());
    CHECK(single == std::vector<Outcome>{Outcome::draw, Outcome::draw, Outcome::draw, Outcome::lose, Outcome::win, Outcome::lose});
    CHECK(g.values().value == std::vector<std::uint32_t>{nimkit::kInfinite, nimkit::kInfinite, nimkit::kInfinite, 0, 1, 0});
    // Tokens on 4 (value 1) and 4: xor 0, lost; on 0 and 4: one infinite, K(0) empty: drawn.
    Tokens lost{4, 4}, drawn{0, 4}, two{1, 2};
    CHECK(g.outcome(lost.begin(), lost.end()) == Outcome::lose);
    CHECK(g.outcome(drawn.begin(), drawn.end()) == Outcome::draw);
    CHECK(g.outcome(two.begin(), two.end()) == Outcome::draw);
    nimkit::TokenMove m;
    CHECK(!g.move(lost.begin(), lost.end(), m));
    CHECK(g.move(drawn.begin(), drawn.end(), m));
    CHECK((m.token == 0 && m.from == 0 && m.to == 0));  // the loop keeps the draw
}

TEST_CASE("graph game, no recursion: a path of 200000 vertices alternates 1 and 0, a cycle of 200000 is drawn, "
          "a path into a loop is drawn and a long tournament-like ladder has values 0..299") {
    const std::uint32_t n = 200000;
    std::vector<std::uint32_t> tail, head;
    for (std::uint32_t v = 0; v + 1 < n; ++v) tail.push_back(v), head.push_back(v + 1);
    nimkit::LoopyGrundy path = nimkit::loopy_grundy(nimkit::make_digraph(n, tail, head));
    CHECK(path.value[n - 1] == 0);
    CHECK(path.value[0] == 1);  // n - 1 steps, odd
    tail.push_back(n - 1), head.push_back(0);
    nimkit::LoopyGrundy cycle = nimkit::loopy_grundy(nimkit::make_digraph(n, tail, head));
    CHECK(std::count(cycle.value.begin(), cycle.value.end(), nimkit::kInfinite) == n);
    CHECK(nimkit::graph_outcomes(nimkit::make_digraph(n, tail, head))[12345] == Outcome::draw);
    // Two copies a_i, b_i of a transitive tournament, a_i also pointing up to every b_j (j > i):
    // cycles everywhere, yet every value is finite (each move up is reversed by b_j -> b_i).
    const std::uint32_t k = 300;
    tail.clear(), head.clear();
    for (std::uint32_t i = 0; i < k; ++i)
        for (std::uint32_t j = 0; j < k; ++j) {
            if (j < i) {
                tail.insert(tail.end(), {i, i, k + i, k + i});
                head.insert(head.end(), {j, k + j, j, k + j});
            } else if (j > i) {
                tail.push_back(i), head.push_back(k + j);
            }
        }
    nimkit::LoopyGrundy ladder = nimkit::loopy_grundy(nimkit::make_digraph(2 * k, tail, head));
    bool ok = true;
    for (std::uint32_t i = 0; i < k; ++i) ok = ok && ladder.value[i] == i && ladder.value[k + i] == i;
    CHECK(ok);
}
