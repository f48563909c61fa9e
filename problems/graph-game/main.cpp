// graph-game - tokens on a directed graph, cycles allowed: WIN, LOSE or DRAW.
// Usage and output: problems/graph-game/README.md.
#include <string>
#include <vector>

#include "nimkit/graph_game.hpp"
#include "nimkit/progress.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: graph-game [--move] [--values] < input\n"
    "Game: tokens on a directed graph (may loop forever: a draw).\n"
    "Input: n m (n <= 10^7 vertices 1..n, m <= 10^8 edges), then m edges u v: a\n"
    "move may slide a token from u to v (loops and parallel edges allowed); then\n"
    "queries until end of input, each k v1 .. vk: k tokens on v1 .. vk (repeats\n"
    "allowed). A move slides one token along one edge; whoever cannot move loses.\n"
    "Output: one line per query, WIN, LOSE or DRAW for the player to move.\n"
    "--move: after WIN or DRAW, the first move (tokens in order, then edges in\n"
    "  input order) that leaves a lost or a drawn position: 'WIN token 2: 3 -> 5'.\n"
    "--values: first, each vertex's generalised Sprague-Grundy value (Smith):\n"
    "  '3: 2', or '4: inf {0,2}' (infinite; the finite values of its followers).\n"
    "On a terminal, a large graph shows its progress on stderr (edges read, queries).\n";

static std::uint32_t read_vertex(nimkit::Reader& in, std::uint64_t n) {
    const std::uint64_t v = in.read_uint("a vertex");
    if (v == 0 || v > n)
        throw nimkit::input_error(in.last_line(), "vertex " + std::to_string(v) + (n ? " is not in 1.." + std::to_string(n) : ": the graph has no vertices"));
    return static_cast<std::uint32_t>(v - 1);
}

static void put_values(nimkit::Writer& out, const nimkit::LoopyGrundy& values) {
    for (std::uint32_t v = 0; v + 1 < values.k_first.size(); ++v) {
        out.put_uint(v + 1);
        out.put(": ");
        if (values.finite(v)) {
            out.put_uint(values.value[v]);
        } else {
            out.put("inf {");
            for (std::uint32_t i = values.k_first[v]; i < values.k_first[v + 1]; ++i) {
                if (i > values.k_first[v]) out.put(',');
                out.put_uint(values.k_values[i]);
            }
            out.put('}');
        }
        out.put('\n');
    }
}

int main(int argc, char** argv) {
    bool move = false, values = false;
    return nimkit::run_solver(argc, argv, "graph-game", kHelp, {{"--move", &move}, {"--values", &values}},
                              [&](nimkit::Reader& in, nimkit::Writer& out) {
        if (in.at_eof()) return;
        const std::uint64_t n = in.read_uint("the number of vertices", 10000000);
        const std::uint64_t m = in.read_uint("the number of edges", 100000000);
        nimkit::Progress progress("graph-game");
        std::vector<std::uint32_t> tail, head;
        for (std::uint64_t e = 0; e < m; ++e) {
            tail.push_back(read_vertex(in, n));
            head.push_back(read_vertex(in, n));
            if ((e & 0xFFFF) == 0) progress.update([&] { return "edges read: " + std::to_string(e) + " of " + std::to_string(m); });
        }
        progress.phase("solving the graph: " + std::to_string(n) + " vertices, " + std::to_string(m) + " edges");
        nimkit::TokenGame game(nimkit::make_digraph(static_cast<std::uint32_t>(n), tail, head));
        tail = head = std::vector<std::uint32_t>();
        if (values) {
            progress.phase("Smith's values of " + std::to_string(n) + " vertices");
            put_values(out, game.values());
        }
        std::vector<std::uint32_t> tokens;
        nimkit::TokenMove found;
        for (std::uint64_t queries = 0; !in.at_eof(); ++queries) {
            if ((queries & 0xFFF) == 0) progress.update([&] { return "queries answered: " + std::to_string(queries); });
            const std::uint64_t k = in.read_uint("a token count");
            tokens.clear();
            for (std::uint64_t i = 0; i < k; ++i) tokens.push_back(read_vertex(in, n));
            out.put(nimkit::outcome_word(game.outcome(tokens.begin(), tokens.end())));
            if (move && game.move(tokens.begin(), tokens.end(), found)) {
                out.put(" token ");
                out.put_uint(found.token + 1);
                out.put(": ");
                out.put_uint(found.from + 1);
                out.put(" -> ");
                out.put_uint(found.to + 1);
            }
            out.put('\n');
        }
    });
}
