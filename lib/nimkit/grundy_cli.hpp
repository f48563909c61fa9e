// nimkit/grundy_cli.hpp - the grundy command's modes: its options as parsed,
// checked against each other, and run (a table, positions, a misère quotient).
//
// GrundyOptions: every flag of `grundy --help`, as run_solver collects them
//   (a valued flag's values in order, the last one counts; a switch true when
//   given). grundy_flags(o): those flags for run_solver, pointing into o.
// run_grundy(in, out, o): names the game (exactly one of --octal, --code,
//   --subtract, --subtract-all-but, --grundys-game, --turning, --take-away),
//   refuses options that do not go together (usage_error: exit 2) and runs
//   the mode: g(0..N) and its period (--upto), the bare values (--values),
//   positions on stdin (saying so on a terminal), or in misère play the
//   quotient (--upto; its relations cut to kMisereRelationsShown unless
//   --all) or positions. A bound of --misere that stops the construction is a
//   stopped_error (exit 3) after what was proved. Cost: the mode's own (see
//   grundy_report.hpp, misere_report.hpp).
// Proved by: tests/hostile/grundy.py (every refusal and its words),
//   tests/oracles/grundy.py, samples/grundy (tests/check_samples_test.py),
//   tests/grundy_games_test.py and tests/grundy_svg_test.py: the command's
//   output, unchanged when the modes moved here from its main.cpp.
#ifndef NIMKIT_GRUNDY_CLI_HPP
#define NIMKIT_GRUNDY_CLI_HPP

#include <algorithm>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "nimkit/args.hpp"
#include "nimkit/grundy_report.hpp"
#include "nimkit/heap_game_code.hpp"
#include "nimkit/take_break_code.hpp"
#include "nimkit/misere_report.hpp"
#include "nimkit/progress.hpp"
#include "nimkit/solver.hpp"

namespace nimkit {

struct GrundyOptions {
    std::vector<std::string> octal, code, subtract, all_but, turning, take_away, upto, range, row, svg, max_order,
        seconds, max_positions, max_memory, threads;
    bool grundys_game, move, summary, misere, values, rules, all;
    GrundyOptions() : grundys_game(false), move(false), summary(false), misere(false), values(false), rules(false), all(false) {}
};

inline std::vector<Flag> grundy_flags(GrundyOptions& o) {
    Flag flags[] = {{"--octal", &o.octal}, {"--code", &o.code}, {"--subtract", &o.subtract},
                    {"--subtract-all-but", &o.all_but}, {"--grundys-game", &o.grundys_game}, {"--turning", &o.turning},
                    {"--take-away", &o.take_away}, {"--upto", &o.upto}, {"--range", &o.range}, {"--row", &o.row},
                    {"--svg", &o.svg}, {"--move", &o.move}, {"--summary", &o.summary}, {"--values", &o.values},
                    {"--rules", &o.rules}, {"--misere", &o.misere}, {"--all", &o.all}, {"--max-order", &o.max_order},
                    {"--seconds", &o.seconds}, {"--max-positions", &o.max_positions}, {"--max-memory", &o.max_memory},
                    {"--threads", &o.threads}};
    return std::vector<Flag>(flags, flags + sizeof flags / sizeof flags[0]);
}

namespace grundy_cli_detail {

const char kPositions[] = "reading positions from stdin, a heap size a line (Ctrl-D ends; --upto N prints the sequence)";

// The options that hold whatever the game: one game, --threads, the misère bounds.
inline unsigned check_common(const GrundyOptions& o) {
    if (o.octal.size() + o.code.size() + o.subtract.size() + o.all_but.size() + o.grundys_game + o.turning.size() +
            o.take_away.size() != 1)
        throw usage_error("name exactly one game (--octal, --code, --subtract, --subtract-all-but, "
                          "--grundys-game, --turning or --take-away)");
    const unsigned workers = o.threads.empty() ? std::thread::hardware_concurrency() >= 2 ? 2 : 1
                                               : static_cast<unsigned>(number_arg(o.threads.back(), "--threads", 2));
    if (workers == 0) throw usage_error("--threads 0: at least one");
    if (!o.misere && (!o.max_order.empty() || !o.seconds.empty() || !o.max_positions.empty() || !o.max_memory.empty()))
        throw usage_error("--max-order, --seconds, --max-positions and --max-memory go with --misere");
    if (o.all && !(o.misere && !o.upto.empty())) throw usage_error("--all goes with --misere --upto");
    if (o.misere && (!o.turning.empty() || !o.take_away.empty()))
        throw usage_error("--misere takes --octal, --code, --subtract, --subtract-all-but or --grundys-game");
    if ((o.values || o.rules) && (!o.turning.empty() || !o.take_away.empty() || o.misere))
        throw usage_error("--values and --rules go with heap games in normal play");
    return workers;
}

// The heap game the options name (Grundy's game unless another is named), and its name.
inline HeapGame heap_game(const GrundyOptions& o, std::string& name) {
    HeapGame game;
    std::string why;
    name = "Grundy's game";
    game.kind = o.subtract.empty() ? o.all_but.empty() ? HeapGame::take_break : HeapGame::all_but : HeapGame::subtract;
    game.rules = grundys_game();
    if (!o.octal.empty()) {
        name = "octal " + o.octal[0];
        if (!parse_octal(o.octal[0], game.rules, why)) throw usage_error("--octal " + o.octal[0] + ": " + why);
    } else if (!o.code.empty()) {
        name = "code " + o.code[0];
        if (!parse_take_break(o.code[0], game.general, why)) throw usage_error("--code " + o.code[0] + ": " + why);
        if (!as_octal(game.general, game.rules)) game.kind = HeapGame::code;
        attach_code_engine(game);
    } else if (!o.subtract.empty() || !o.all_but.empty()) {
        name = o.subtract.empty() ? "subtract-all-but " + o.all_but[0] : "subtract " + o.subtract[0];
        game.set = number_set_arg(o.subtract.empty() ? o.all_but[0] : o.subtract[0],
                                  o.subtract.empty() ? "--subtract-all-but" : "--subtract");
    }
    return game;
}

inline MisereLimits misere_limits(const GrundyOptions& o) {
    MisereLimits lim = misere_default_limits();
    if (!o.max_order.empty()) lim.max_elements = static_cast<std::size_t>(number_arg(o.max_order.back(), "--max-order", 65536));
    if (!o.seconds.empty()) lim.seconds = static_cast<double>(number_arg(o.seconds.back(), "--seconds", 86400));
    if (!o.max_positions.empty())
        lim.max_positions = static_cast<std::size_t>(number_arg(o.max_positions.back(), "--max-positions", 1000000000));
    if (!o.max_memory.empty())
        lim.max_bytes = static_cast<std::size_t>(number_arg(o.max_memory.back(), "--max-memory", 1048576)) << 20;
    if (lim.max_elements == 0) throw usage_error("--max-order 0 holds nothing");
    return lim;
}

inline void run_misere(Reader& in, Writer& out, const GrundyOptions& o, const HeapGame& game) {
    if (game.kind == HeapGame::code)
        throw usage_error("--misere: --code " + o.code[0] + " leaves three or more heaps or constrains them; "
                          "--misere takes codes an octal code can write");
    if (!o.row.empty() || !o.svg.empty()) throw usage_error("--row and --svg go with normal play");
    if (!o.upto.empty() && (o.move || !o.range.empty()))
        throw usage_error("--upto prints the quotient; --move and --range go with positions");
    if (o.upto.empty() && o.summary) throw usage_error("--summary goes with --upto");
    const MisereLimits lim = misere_limits(o);
    const MisereGame rules = game.kind == HeapGame::take_break ? misere_take_break_game(game.rules)
                                                               : misere_subtraction_game(game.set, game.kind == HeapGame::all_but);
    Progress progress("grundy");
    const MisereConstruction::Progress show = [&](std::size_t heap, std::size_t order) {
        progress.update([&] {
            return "misere quotient: proving heap " + std::to_string(heap) + ", " +
                   std::to_string(static_cast<long long>(heap / std::max(progress.seconds(), 0.001))) +
                   " heaps/s, order " + std::to_string(order);
        });
    };
    if (o.upto.empty()) {
        const std::uint64_t r = o.range.empty() ? 4000 : number_arg(o.range.back(), "--range", kMisereReadMax);
        stdin_notice("grundy", kPositions);
        return answer_misere_positions(in, out, rules, lim, r, o.move, show);
    }
    const std::uint64_t n = number_arg(o.upto.back(), "--upto", kMisereReadMax);
    const MisereQuotient q = misere_quotient(rules, static_cast<std::size_t>(n), lim, show);
    progress.done();
    print_misere_quotient(out, q, o.summary, o.all ? q.relations.size() : kMisereRelationsShown);
    if (!q.stopped.empty()) throw stopped_error(misere_stop_note(q));
}

// Normal play, --upto N: the table (or the bare values) and its picture.
inline void print_table(Writer& out, const GrundyOptions& o, GrundySequence& seq, const HeapGame& game,
                        const std::string& name, Progress& progress) {
    const std::uint64_t k = o.row.empty() ? 0 : number_arg(o.row.back(), "--row", 1000);
    if (!o.row.empty() && k == 0) throw usage_error("--row 0 holds nothing");
    const std::size_t n = static_cast<std::size_t>(number_arg(o.upto.back(), "--upto", kGrundyMaxRange));
    if (o.values) return print_grundy_values(out, seq, n);
    if (!o.svg.empty()) write_file(o.svg.back(), "", "--svg");  // refused before any output
    const GrundyReport report = grundy_report(seq, game, n, static_cast<std::size_t>(k));
    progress.done();
    print_grundy_report(out, report, seq, o.summary, o.rules);
    if (!o.svg.empty()) {
        const SequenceValues table = {seq, n + 1};
        write_file(o.svg.back(),
                   grundy_svg(table, report, "Grundy values of " + name + ", g(0.." + std::to_string(n) + ")"), "--svg");
    }
}

inline void run_normal(Reader& in, Writer& out, const GrundyOptions& o, const HeapGame& game, const std::string& name,
                       unsigned workers) {
    if (!o.upto.empty() && (o.move || !o.range.empty()))
        throw usage_error("--upto prints a table; --move and --range go with positions");
    if (o.upto.empty() && (o.summary || !o.row.empty() || !o.svg.empty() || o.values || o.rules))
        throw usage_error("--summary, --row, --svg, --values and --rules go with --upto");
    if (o.values && (o.summary || !o.row.empty() || !o.svg.empty() || o.rules))
        throw usage_error("--values prints the bare table: no --summary, --row, --svg or --rules");
    const std::uint64_t r = o.range.empty() ? 1048576 : number_arg(o.range.back(), "--range", kGrundyMaxRange);
    GrundySequence seq(game);
    seq.set_threads(workers);
    Progress progress("grundy");
    if (progress.enabled())
        seq.set_progress([&](std::size_t done, std::size_t of) {
            progress.update([&] {
                return "g(0.." + std::to_string(of - 1) + "): heap " + std::to_string(done) + " (" +
                       std::to_string(done * 100 / of) + "%), " +
                       std::to_string(static_cast<long long>(done / std::max(progress.seconds(), 0.001))) + " heaps/s";
            });
        });
    if (!o.upto.empty()) return print_table(out, o, seq, game, name, progress);
    stdin_notice("grundy", kPositions);
    answer_grundy_positions(in, out, seq, game, name, r, o.move);
}

}  // namespace grundy_cli_detail

inline void run_grundy(Reader& in, Writer& out, const GrundyOptions& o) {
    using namespace grundy_cli_detail;
    const unsigned workers = check_common(o);
    if (!o.turning.empty() || !o.take_away.empty())
        return grundy_other_games(in, out, o.turning, o.take_away, o.upto, o.range, o.row, o.svg, o.move, o.summary);
    std::string name;
    const HeapGame game = heap_game(o, name);
    if (o.misere) return run_misere(in, out, o, game);
    run_normal(in, out, o, game, name, workers);
}

}  // namespace nimkit

#endif
