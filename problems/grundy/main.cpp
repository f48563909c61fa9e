// grundy - explore a heap game from the shell: its Grundy sequence with a
// certified period, and the value (and a winning move) of any position.
// Usage and output: problems/grundy/README.md.
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

static const char kHelp[] =
    "usage: grundy GAME --upto N [--row K] [--summary] [--rules] [--svg FILE]\n"
    "       grundy GAME --upto N --values\n"
    "       grundy GAME [--move] [--range N] < positions\n"
    "GAME is one of:\n"
    "  --octal CODE              an octal game, 0.d1d2..., .d1d2... or 4.d1d2... (0.77 is Kayles)\n"
    "  --code CODE               any take-and-break code in CGSuite's notation: digits\n"
    "                            0-9 A-Z (bit 2^j: leave j heaps), ! ? = (unequal, not all\n"
    "                            equal, equal), {2,3} {2+} * heap counts, [..] repeats\n"
    "                            (4!.0 is Grundy's game, 0.[3] is Nim)\n"
    "  --subtract S              remove s tokens, s in S (e.g. 1,3,4); a member may be\n"
    "                            squares:N (N <= 10^12), primes:N (N <= 10^7), powers:B:N\n"
    "                            (1, B, B^2, ..., B >= 2) or fibonacci:N: its members up to N\n"
    "  --subtract-all-but E      remove any number of tokens except those in E (the same)\n"
    "  --grundys-game            split a heap into two unequal non-empty heaps\n"
    "  --turning RULE            coin turning: turn a head at x to tail and, with any:K, up\n"
    "                            to K-1 coins left of x (any:3 is Mock Turtles), with run:L a\n"
    "                            run of at most L coins ending at x (run: the Ruler game);\n"
    "                            positions are the heads, 1-based; --upto N: g(1..N)\n"
    "  --take-away R             one heap; the first move takes any number but not all, later\n"
    "                            ones at most R times the last take (R = 2: Fibonacci Nim);\n"
    "                            --upto N lists the losing heaps, positions are heaps -> 0 or 1\n"
    "--upto N: g(0..N) in rows of K (default: when a period of at most 40 is\n"
    "  certified, its smallest multiple holding 10 values, else 10), each row led\n"
    "  by its first heap; then the period and preperiod when g(0..N) PROVES them\n"
    "  (all-but games: the arithmetic period; else 'no period certified'), the\n"
    "  largest value, and for take-and-break games the rare/common split if one\n"
    "  holds. --rules: when nothing is proved, also the rules nimkit pattern reads\n"
    "  in g(0..N), each 'not proved'. --values: g(0..N) alone, one a line (for a\n"
    "  pipe: grundy ... --values | nimkit pattern).\n"
    "  --threads T (1 or 2; default 2 where the machine has two) lets long octal\n"
    "  tables use a second thread; the values are the same.\n"
    "  --summary prints only those lines. --svg FILE draws the sequence (value\n"
    "  against heap, rare heaps in red, the period shaded grey, a legend) into FILE.\n"
    "Positions on stdin, one per line as heap sizes (5 7 12, or [5,7,12] as kayles\n"
    "  writes them; blank lines skipped): the Grundy value of their sum; with --move\n"
    "  also a winning move, e.g. '3 move heap 2: 12 -> 4 7' (heap 2, of 12, leaves\n"
    "  heaps 4 and 7). Heaps up to 10^18 once a period (or an all-but game's\n"
    "  arithmetic period) is certified; otherwise up\n"
    "  to the computed range, g(0..N) for --range N (default 1048576).\n"
    "--misere: misere play (the last player to move loses), for --octal, --code\n"
    "  (octal-like), --subtract, --subtract-all-but and --grundys-game: with --upto N\n"
    "  the misere quotient, each heap proved: 'quotient of order Q for every heap:\n"
    "  heap elements periodic, period P from heap N0 (certified by heaps 1..M)' when\n"
    "  the period theorem completes it (it stops there; any N), else 'quotient of\n"
    "  order Q for heaps 1..N'; tame or wild, generators, relations, P-portion and\n"
    "  each heap's element (--summary: the first line and the P-portion).\n"
    "  Positions on stdin -> 0 (the player to move loses) or 1, with --move a\n"
    "  winning move as above ('1 no move' when there is none: the player to move\n"
    "  cannot move, and wins); heaps to 10^18 once complete, else up to --range N\n"
    "  (default 4000). Bounds: --seconds T (default 60), --max-order E (the\n"
    "  quotient's elements, default 4096), --max-positions M (positions a proof\n"
    "  remembers, default 10000000), --max-memory MIB (default 2048): past one the\n"
    "  construction stops, prints what it proved, says where on stderr, exit 3.\n";
static const char kPositions[] = "reading positions from stdin, a heap size a line (Ctrl-D ends; --upto N prints the sequence)";

int main(int argc, char** argv) {
    std::vector<std::string> octal, code, subtract, all_but, upto, range, row, svg, turning, take_away, max_order, seconds, max_positions, max_memory, threads;
    bool grundys_game = false, move = false, summary = false, misere = false, values = false, rules = false;
    return nimkit::run_solver(
        argc, argv, "grundy", kHelp,
        {{"--octal", &octal}, {"--code", &code}, {"--subtract", &subtract}, {"--subtract-all-but", &all_but}, {"--grundys-game", &grundys_game},
         {"--turning", &turning}, {"--take-away", &take_away},
         {"--upto", &upto}, {"--range", &range}, {"--row", &row}, {"--svg", &svg}, {"--move", &move}, {"--summary", &summary},
         {"--values", &values}, {"--rules", &rules}, {"--misere", &misere}, {"--max-order", &max_order}, {"--seconds", &seconds},
         {"--max-positions", &max_positions}, {"--max-memory", &max_memory}, {"--threads", &threads}},
        [&](nimkit::Reader& in, nimkit::Writer& out) {
            if (octal.size() + code.size() + subtract.size() + all_but.size() + grundys_game + turning.size() +
                    take_away.size() != 1)
                throw nimkit::usage_error("name exactly one game (--octal, --code, --subtract, --subtract-all-but, "
                                          "--grundys-game, --turning or --take-away)");
            const unsigned workers = threads.empty() ? std::thread::hardware_concurrency() >= 2 ? 2 : 1
                                                     : static_cast<unsigned>(nimkit::number_arg(threads.back(), "--threads", 2));
            if (workers == 0) throw nimkit::usage_error("--threads 0: at least one");
            if (!misere && (!max_order.empty() || !seconds.empty() || !max_positions.empty() || !max_memory.empty()))
                throw nimkit::usage_error("--max-order, --seconds, --max-positions and --max-memory go with --misere");
            if (misere && (!turning.empty() || !take_away.empty()))
                throw nimkit::usage_error("--misere takes --octal, --code, --subtract, --subtract-all-but or --grundys-game");
            if ((values || rules) && (!turning.empty() || !take_away.empty() || misere))
                throw nimkit::usage_error("--values and --rules go with heap games in normal play");
            if (!turning.empty() || !take_away.empty()) return nimkit::grundy_other_games(in, out, turning, take_away, upto, range, row, svg, move, summary);
            nimkit::HeapGame game;
            std::string name = "Grundy's game", why;
            game.kind = subtract.empty() ? all_but.empty() ? nimkit::HeapGame::take_break : nimkit::HeapGame::all_but
                                         : nimkit::HeapGame::subtract;
            game.rules = nimkit::grundys_game();
            if (!octal.empty()) {
                name = "octal " + octal[0];
                if (!nimkit::parse_octal(octal[0], game.rules, why)) throw nimkit::usage_error("--octal " + octal[0] + ": " + why);
            } else if (!code.empty()) {
                name = "code " + code[0];
                if (!nimkit::parse_take_break(code[0], game.general, why)) throw nimkit::usage_error("--code " + code[0] + ": " + why);
                if (!nimkit::as_octal(game.general, game.rules)) game.kind = nimkit::HeapGame::code;
                nimkit::attach_code_engine(game);
            } else if (!subtract.empty() || !all_but.empty()) {
                name = subtract.empty() ? "subtract-all-but " + all_but[0] : "subtract " + subtract[0];
                game.set = nimkit::number_set_arg(subtract.empty() ? all_but[0] : subtract[0],
                                                  subtract.empty() ? "--subtract-all-but" : "--subtract");
            }
            if (misere) {
                if (game.kind == nimkit::HeapGame::code)
                    throw nimkit::usage_error("--misere: --code " + code[0] + " leaves three or more heaps or constrains them; "
                                              "--misere takes codes an octal code can write");
                if (!row.empty() || !svg.empty()) throw nimkit::usage_error("--row and --svg go with normal play");
                if (!upto.empty() && (move || !range.empty()))
                    throw nimkit::usage_error("--upto prints the quotient; --move and --range go with positions");
                if (upto.empty() && summary) throw nimkit::usage_error("--summary goes with --upto");
                nimkit::MisereLimits lim = nimkit::misere_default_limits();
                if (!max_order.empty()) lim.max_elements = static_cast<std::size_t>(nimkit::number_arg(max_order.back(), "--max-order", 65536));
                if (!seconds.empty()) lim.seconds = static_cast<double>(nimkit::number_arg(seconds.back(), "--seconds", 86400));
                if (!max_positions.empty())
                    lim.max_positions = static_cast<std::size_t>(nimkit::number_arg(max_positions.back(), "--max-positions", 1000000000));
                if (!max_memory.empty())
                    lim.max_bytes = static_cast<std::size_t>(nimkit::number_arg(max_memory.back(), "--max-memory", 1048576)) << 20;
                if (lim.max_elements == 0) throw nimkit::usage_error("--max-order 0 holds nothing");
                const nimkit::MisereGame rules =
                    game.kind == nimkit::HeapGame::take_break
                        ? nimkit::misere_take_break_game(game.rules)
                        : nimkit::misere_subtraction_game(game.set, game.kind == nimkit::HeapGame::all_but);
                nimkit::Progress progress("grundy");
                const nimkit::MisereConstruction::Progress show = [&](std::size_t heap, std::size_t order) {
                    progress.update([&] {
                        return "misere quotient: proving heap " + std::to_string(heap) + ", " +
                               std::to_string(static_cast<long long>(heap / std::max(progress.seconds(), 0.001))) +
                               " heaps/s, order " + std::to_string(order);
                    });
                };
                if (upto.empty()) {
                    const std::uint64_t r = range.empty() ? 4000 : nimkit::number_arg(range.back(), "--range", nimkit::kMisereReadMax);
                    nimkit::stdin_notice("grundy", kPositions);
                    return nimkit::answer_misere_positions(in, out, rules, lim, r, move, show);
                }
                const std::uint64_t n = nimkit::number_arg(upto.back(), "--upto", nimkit::kMisereReadMax);
                const nimkit::MisereQuotient q = nimkit::misere_quotient(rules, static_cast<std::size_t>(n), lim, show);
                progress.done();
                nimkit::print_misere_quotient(out, q, summary);
                if (!q.stopped.empty()) throw nimkit::stopped_error(nimkit::misere_stop_note(q));
                return;
            }
            if (!upto.empty() && (move || !range.empty()))
                throw nimkit::usage_error("--upto prints a table; --move and --range go with positions");
            if (upto.empty() && (summary || !row.empty() || !svg.empty() || values || rules))
                throw nimkit::usage_error("--summary, --row, --svg, --values and --rules go with --upto");
            if (values && (summary || !row.empty() || !svg.empty() || rules))
                throw nimkit::usage_error("--values prints the bare table: no --summary, --row, --svg or --rules");
            const std::uint64_t r = range.empty() ? 1048576 : nimkit::number_arg(range.back(), "--range", nimkit::kGrundyMaxRange);
            const std::uint64_t k = row.empty() ? 0 : nimkit::number_arg(row.back(), "--row", 1000);
            if (!row.empty() && k == 0) throw nimkit::usage_error("--row 0 holds nothing");
            nimkit::GrundySequence seq(game);
            seq.set_threads(workers);
            nimkit::Progress progress("grundy");
            if (progress.enabled())
                seq.set_progress([&](std::size_t done, std::size_t of) {
                    progress.update([&] {
                        return "g(0.." + std::to_string(of - 1) + "): heap " + std::to_string(done) + " (" +
                               std::to_string(done * 100 / of) + "%), " +
                               std::to_string(static_cast<long long>(done / std::max(progress.seconds(), 0.001))) + " heaps/s";
                    });
                });
            if (upto.empty()) {
                nimkit::stdin_notice("grundy", kPositions);
                nimkit::answer_grundy_positions(in, out, seq, game, name, r, move);
            } else {
                const std::size_t n = static_cast<std::size_t>(nimkit::number_arg(upto.back(), "--upto", nimkit::kGrundyMaxRange));
                if (values) return nimkit::print_grundy_values(out, seq, n);
                if (!svg.empty()) nimkit::write_file(svg.back(), "", "--svg");  // refused before any output
                const nimkit::GrundyReport report = nimkit::grundy_report(seq, game, n, static_cast<std::size_t>(k));
                progress.done();
                nimkit::print_grundy_report(out, report, seq, summary, rules);
                if (!svg.empty()) {
                    const nimkit::SequenceValues table = {seq, n + 1};
                    nimkit::write_file(svg.back(), nimkit::grundy_svg(table, report, "Grundy values of " + name + ", g(0.." +
                                                                                        std::to_string(n) + ")"), "--svg");
                }
            }
        });
}
