// Tokens on a directed graph (nimkit/graph_game.hpp) at full size, against the
// plain per-query search a contestant would write.
//   graph_game_bench [N M Q [SECONDS]]   (default 1000000 2000000 100000 10)
// On a random graph of N vertices and M edges (both ends uniform; loops and
// parallel edges as they come), seeded: the time of make_digraph,
// graph_outcomes, loopy_grundy (with its figures), acyclic_grundy on a random
// acyclic graph of the same size, and Q queries of 1 to 3 tokens with and
// without a move; then the contestant's search - for each single-token query,
// the part of the graph reachable from the token, labelled backwards from
// scratch - run for SECONDS, its answers compared with graph_outcomes, its
// time per query extrapolated to Q queries; last, the worst case we know for
// loopy_grundy: two transitive tournaments of K vertices, the first pointing up
// into the second (cycles everywhere, every value finite), K chosen so that the
// edges number about M. Times are CPU seconds; peak memory is the process's,
// after each line.
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <vector>

#include "nimkit/graph_game.hpp"

// CPU time of the process (user + system), which a shared machine disturbs less than wall time.
static double now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

static double peak_mib() {
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024.0;
}

static void line(const char* what, double seconds, const char* more = "") {
    std::printf("%-44s %7.3f CPU s  peak %5.0f MiB  %s\n", what, seconds, peak_mib(), more);
    std::fflush(stdout);
}

// The contestant's answer for one token on s: collect what s reaches, then
// retrograde analysis on that part alone (lost without a move, won with a move
// to a lost vertex, lost when every move reaches a won one, else drawn).
class PerQuerySearch {
public:
    explicit PerQuerySearch(const nimkit::Digraph& g) : g_(g), seen_(g.vertices(), 0), left_(g.vertices()), label_(g.vertices()), stamp_(0) {}
    nimkit::Outcome answer(std::uint32_t s) {
        ++stamp_;
        part_.assign(1, s);
        seen_[s] = stamp_;
        for (std::size_t i = 0; i < part_.size(); ++i)
            for (const std::uint32_t* w = g_.begin(part_[i]); w != g_.end(part_[i]); ++w)
                if (seen_[*w] != stamp_) {
                    seen_[*w] = stamp_;
                    part_.push_back(*w);
                }
        // Predecessor lists of the part, in compressed rows over its local numbering.
        std::vector<std::uint32_t>& local = left_;  // vertex -> index in part_, reused below as counts
        for (std::size_t i = 0; i < part_.size(); ++i) local[part_[i]] = static_cast<std::uint32_t>(i);
        first_.assign(part_.size() + 1, 0);
        for (std::size_t i = 0; i < part_.size(); ++i)
            for (const std::uint32_t* w = g_.begin(part_[i]); w != g_.end(part_[i]); ++w) ++first_[local[*w] + 1];
        for (std::size_t i = 0; i < part_.size(); ++i) first_[i + 1] += first_[i];
        pred_.resize(first_.back());
        std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
        for (std::size_t i = 0; i < part_.size(); ++i)
            for (const std::uint32_t* w = g_.begin(part_[i]); w != g_.end(part_[i]); ++w) pred_[next[local[*w]]++] = static_cast<std::uint32_t>(i);
        std::vector<std::uint32_t> count(part_.size()), queue;
        for (std::size_t i = 0; i < part_.size(); ++i) {
            label_[i] = nimkit::Outcome::draw;
            if ((count[i] = g_.out_degree(part_[i])) == 0) {
                label_[i] = nimkit::Outcome::lose;
                queue.push_back(static_cast<std::uint32_t>(i));
            }
        }
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const std::uint32_t x = queue[q];
            for (std::uint32_t j = first_[x]; j < first_[x + 1]; ++j) {
                const std::uint32_t p = pred_[j];
                if (label_[p] != nimkit::Outcome::draw || count[p] == 0) continue;
                if (label_[x] == nimkit::Outcome::lose) {
                    label_[p] = nimkit::Outcome::win;
                    count[p] = 0;
                } else if (--count[p] == 0) {
                    label_[p] = nimkit::Outcome::lose;
                } else {
                    continue;
                }
                queue.push_back(p);
            }
        }
        reached_ += part_.size();
        return label_[0];
    }
    std::uint64_t reached_ = 0;

private:
    const nimkit::Digraph& g_;
    std::vector<std::uint32_t> seen_, left_, part_, first_, pred_;
    std::vector<nimkit::Outcome> label_;
    std::uint32_t stamp_;
};

int main(int argc, char** argv) {
    const std::uint32_t n = argc > 1 ? std::strtoul(argv[1], 0, 10) : 1000000;
    const std::uint32_t m = argc > 2 ? std::strtoul(argv[2], 0, 10) : 2000000;
    const std::uint32_t q = argc > 3 ? std::strtoul(argv[3], 0, 10) : 100000;
    const double budget = argc > 4 ? std::atof(argv[4]) : 10;
    if (n == 0) return 2;
    std::mt19937 rng(2026);
    std::vector<std::uint32_t> tail(m), head(m);
    for (std::uint32_t e = 0; e < m; ++e) tail[e] = rng() % n, head[e] = rng() % n;
    std::printf("random graph: %u vertices, %u edges, %u queries\n", n, m, q);
    char more[200];

    double t = now();
    nimkit::Digraph g = nimkit::make_digraph(n, tail, head);
    line("make_digraph", now() - t);
    std::vector<std::uint32_t>().swap(tail), std::vector<std::uint32_t>().swap(head);

    // First, so that the peak it raises is its own: the graph is all that is held before it.
    t = now();
    const nimkit::LoopyGrundy first_values = nimkit::loopy_grundy(g);
    line("loopy_grundy (Smith), alone", now() - t);

    t = now();
    const std::vector<nimkit::Outcome> outcomes = nimkit::graph_outcomes(g);
    std::size_t wins = 0, draws = 0;
    for (std::size_t v = 0; v < n; ++v) wins += outcomes[v] == nimkit::Outcome::win, draws += outcomes[v] == nimkit::Outcome::draw;
    std::snprintf(more, sizeof more, "win %zu, lose %zu, draw %zu", wins, n - wins - draws, draws);
    line("graph_outcomes (retrograde)", now() - t, more);

    t = now();
    nimkit::TokenGame game(g);
    const double loopy = now() - t;
    const nimkit::LoopyGrundy& lg = game.values();
    std::uint32_t top = 0, infinite = 0;
    for (std::size_t v = 0; v < n; ++v) {
        if (lg.finite(v))
            top = std::max(top, lg.value[v]);
        else
            ++infinite;
    }
    std::snprintf(more, sizeof more, "%u infinite, largest finite value %u%s", infinite, top,
                  lg.value == first_values.value ? "" : "; DIFFERENT from the first run");
    line("loopy_grundy again, in TokenGame", loopy, more);

    // Few vertices without a move (1 in 100; the rest get an edge each first, then
    // M - N random edges): long play, many infinite values, many draws.
    {
        std::vector<std::uint32_t> a, b;
        for (std::uint32_t v = 0; v < n; ++v)
            if (rng() % 100) a.push_back(v), b.push_back(rng() % n);
        while (a.size() < m) a.push_back(rng() % n), b.push_back(rng() % n);
        const nimkit::Digraph few_sinks = nimkit::make_digraph(n, a, b);
        t = now();
        const nimkit::LoopyGrundy fv = nimkit::loopy_grundy(few_sinks);
        const double took = now() - t;
        std::uint32_t fin = 0, big = 0;
        for (std::size_t v = 0; v < n; ++v)
            if (fv.finite(v)) ++fin, big = std::max(big, fv.value[v]);
        const std::vector<nimkit::Outcome> fo = nimkit::graph_outcomes(few_sinks);
        std::snprintf(more, sizeof more, "%u infinite, largest finite value %u, %ld single tokens drawn", n - fin, big,
                      static_cast<long>(std::count(fo.begin(), fo.end(), nimkit::Outcome::draw)));
        line("loopy_grundy, 1% of vertices without a move", took, more);
    }

    std::vector<std::uint32_t> dag_tail(m), dag_head(m), values;
    for (std::uint32_t e = 0; e < m; ++e) {
        std::uint32_t a = rng() % n, b = rng() % n;
        if (a == b) b = (a + 1) % n;
        dag_tail[e] = std::max(a, b), dag_head[e] = std::min(a, b);
    }
    const nimkit::Digraph dag = nimkit::make_digraph(n, dag_tail, dag_head);
    t = now();
    const bool acyclic = nimkit::acyclic_grundy(dag, values);
    std::snprintf(more, sizeof more, "acyclic: %s, largest value %u", acyclic ? "yes" : "no",
                  *std::max_element(values.begin(), values.end()));
    line("acyclic_grundy, random acyclic graph", now() - t, more);
    t = now();
    const nimkit::LoopyGrundy dag_loopy = nimkit::loopy_grundy(dag);
    std::snprintf(more, sizeof more, "%s acyclic_grundy's", dag_loopy.value == values ? "equal to" : "DIFFERENT from");
    line("loopy_grundy, the same acyclic graph", now() - t, more);

    std::vector<std::vector<std::uint32_t> > queries(q);
    for (std::uint32_t i = 0; i < q; ++i) {
        queries[i].resize(1 + rng() % 3);
        for (std::size_t j = 0; j < queries[i].size(); ++j) queries[i][j] = rng() % n;
    }
    std::size_t count[3] = {0, 0, 0};
    t = now();
    for (std::uint32_t i = 0; i < q; ++i) ++count[static_cast<int>(game.outcome(queries[i].begin(), queries[i].end()))];
    std::snprintf(more, sizeof more, "lose %zu, win %zu, draw %zu", count[0], count[1], count[2]);
    line("queries of 1-3 tokens, outcome", now() - t, more);
    t = now();
    nimkit::TokenMove found;
    std::size_t moves = 0;
    for (std::uint32_t i = 0; i < q; ++i) moves += game.move(queries[i].begin(), queries[i].end(), found);
    std::snprintf(more, sizeof more, "%zu moves", moves);
    line("queries of 1-3 tokens, outcome and move", now() - t, more);

    PerQuerySearch search(g);
    std::uint32_t done = 0, wrong = 0;
    t = now();
    while (done < q && now() - t < budget) {
        const std::uint32_t s = queries[done][0];
        wrong += search.answer(s) != outcomes[s];
        ++done;
    }
    const double took = now() - t;
    std::snprintf(more, sizeof more, "%u queries in %.1f s, %.2f ms each, %.0f vertices reached each; %u wrong; %u queries: %.0f s",
                  done, took, 1000 * took / done, double(search.reached_) / done, wrong, q, took / done * q);
    line("contestant: per-query retrograde, 1 token", took, more);
    t = now();
    for (std::uint32_t i = 0; i < q; ++i) count[0] += outcomes[queries[i][0]] == nimkit::Outcome::lose;
    line("nimkit: the same single tokens (look-ups)", now() - t);

    // Worst case: a_i -> a_j, b_j and b_i -> a_j, b_j for j < i; a_i -> b_j for j > i.
    std::uint32_t k = 2;
    while (2.5 * (k + 1) * k <= m) ++k;
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
    const nimkit::Digraph ladder = nimkit::make_digraph(2 * k, tail, head);
    t = now();
    const nimkit::LoopyGrundy worst = nimkit::loopy_grundy(ladder);
    bool right = true;
    for (std::uint32_t i = 0; i < k; ++i) right = right && worst.value[i] == i && worst.value[k + i] == i;
    std::snprintf(more, sizeof more, "%u vertices, %zu edges, values 0..%u %s", 2 * k, tail.size(), k - 1, right ? "as expected" : "WRONG");
    line("loopy_grundy, worst case (two tournaments)", now() - t, more);
    return 0;
}
