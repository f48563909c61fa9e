// cgt - short partizan games: canonical forms, outcome, numbers, mean, temperature, thermographs,
// atomic weight, reduced canonical form (docs/cgt.md). Statement, format and limits: problems/cgt/README.md.

#include <string>
#include <vector>

#include "nimkit/args.hpp"
#include "nimkit/atomic_weight.hpp"
#include "nimkit/blue_red_hackenbush.hpp"
#include "nimkit/canonical_game.hpp"
#include "nimkit/cutcake.hpp"
#include "nimkit/domineering.hpp"
#include "nimkit/game_notation.hpp"
#include "nimkit/partizan_explore.hpp"
#include "nimkit/reduced_canonical.hpp"
#include "nimkit/snort_col.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/thermograph.hpp"
#include "nimkit/toads_frogs.hpp"

static const char kHelp[] =
    "usage: cgt [--outcome | --number | --mean | --temperature | --stops | --thermograph |\n"
    "            --atomic-weight | --reduced | --equal] [--max-games N] [--max-positions N]\n"
    "            < lines\n"
    "Short partizan games (Left and Right have different moves), one per line; a line is\n"
    "a sum of components joined by \" + \". A component is a game in CGSuite's notation:\n"
    "integers, dyadic fractions (-3/4), *, *n, ^, v, ^*, ^n, vn, 1*, 1/2^*, +-G, braces\n"
    "{L1,L2|R1,R2} nested to any depth (stacked bars {3|2||1} = {{3|2}|1}), Tiny(x),\n"
    "Miny(x); or a position: domineering:ROWS (rows joined by /, . empty, # blocked;\n"
    "Left places vertical dominoes), hackenbush:STRING (a Blue-Red stalk from the\n"
    "ground up, L Left's edge, R Right's), cutcake:WxH (W columns, H rows; Left cuts\n"
    "vertically, Right horizontally), toads:STRING (T Left's toads moving right, F\n"
    "Right's frogs moving left, . empty), snort:ROWS and col:ROWS (a map of cells, . to\n"
    "colour, L and R coloured, # none; no colour next to the opponent's in Snort, next\n"
    "to one's own in Col).\n"
    "Output per line: the canonical form in CGSuite's notation (default), or\n"
    "  --outcome      L (Left wins whoever starts), R, N (the first player) or P\n"
    "  --number       the value if it is a number (3, -5/4), else: not a number\n"
    "  --mean         the mean value; --temperature the temperature\n"
    "  --stops        the left stop and the right stop\n"
    "  --thermograph  as CGSuite: Thermograph(M,[c..],[s..],M,[c..],[s..]), each wall\n"
    "                 its mast value, critical points and slopes dv/dt from the top down\n"
    "  --atomic-weight  the atomic weight of an all-small game, else: not all-small\n"
    "  --reduced      the reduced canonical form (the simplest game infinitely close)\n"
    "  --equal        the line is G = H (each a sum): yes if G - H is a second-player\n"
    "                 win, else no\n"
    "Bounds: --max-games N (canonical forms stored, default 5000000), --max-positions N\n"
    "(ruleset positions valued, default 2000000); past one, exit status 3.\n";

namespace {

using nimkit::GameId;

struct Engine {
    nimkit::GameStore& s;
    nimkit::GameNotation notation;
    nimkit::Thermography thermo;
    nimkit::AtomicWeights weights;
    nimkit::ReducedForms reduced;
    nimkit::PartizanExplorer<nimkit::DomineeringRules> domineering;
    nimkit::PartizanExplorer<nimkit::HackenbushStringRules> hackenbush;
    nimkit::PartizanExplorer<nimkit::CutcakeRules> cutcake;
    nimkit::PartizanExplorer<nimkit::ToadsFrogsRules> toads;
    nimkit::PartizanExplorer<nimkit::SnortRules> snort;
    nimkit::PartizanExplorer<nimkit::ColRules> col;
    explicit Engine(nimkit::GameStore& st)
        : s(st), notation(st), thermo(st), weights(st), reduced(st), domineering(st), hackenbush(st), cutcake(st), toads(st), snort(st), col(st) {}
    void limit_positions(std::size_t n) {
        domineering.set_limit(n);
        hackenbush.set_limit(n);
        cutcake.set_limit(n);
        toads.set_limit(n);
        snort.set_limit(n);
        col.set_limit(n);
    }

    template <class Rules>
    GameId position(nimkit::PartizanExplorer<Rules>& e, const std::string& name, const std::string& text,
                    unsigned long line) {
        typename Rules::position p;
        try {
            p = Rules::parse(text);
        } catch (const std::invalid_argument& err) {
            throw nimkit::input_error(line, name + ": " + err.what());
        }
        return e.value(p);
    }

    // one component, starting at column `at` of the line
    GameId component(const std::string& line_text, std::size_t at, std::size_t end, unsigned long line) {
        while (at < end && line_text[at] == ' ') ++at;
        while (end > at && line_text[end - 1] == ' ') --end;
        if (at == end) throw nimkit::input_error(line, "column " + std::to_string(at + 1) + ": expected a game");
        std::string text = line_text.substr(at, end - at);
        std::size_t colon = text.find(':');
        if (colon != std::string::npos && colon > 0 && std::islower(static_cast<unsigned char>(text[0]))) {
            std::string name = text.substr(0, colon), rest = text.substr(colon + 1);
            if (name == "domineering") return position(domineering, name, rest, line);
            if (name == "hackenbush") return position(hackenbush, name, rest, line);
            if (name == "cutcake") return position(cutcake, name, rest, line);
            if (name == "toads") return position(toads, name, rest, line);
            if (name == "snort") return position(snort, name, rest, line);
            if (name == "col") return position(col, name, rest, line);
            throw nimkit::input_error(line, "unknown ruleset \"" + name +
                                                "\" (domineering, hackenbush, cutcake, toads, snort, col)");
        }
        try {
            return notation.parse(std::string(at, ' ') + text);  // columns as in the line
        } catch (const std::invalid_argument& err) {
            throw nimkit::input_error(line, err.what());
        }
    }

    // a sum of components joined by '+' (not "+-", which is the switch) at depth 0 in [b, e)
    GameId sum(const std::string& t, std::size_t b, std::size_t e, unsigned long line) {
        GameId total = s.zero();
        int depth = 0;
        std::size_t start = b;
        for (std::size_t i = b; i <= e; ++i) {
            char c = i < e ? t[i] : '+';
            if (c == '{' || c == '(') ++depth;
            else if (c == '}' || c == ')') --depth;
            else if (i == e || (c == '+' && depth == 0 && (i + 1 >= e || t[i + 1] != '-'))) {
                total = s.add(total, component(t, start, i, line));
                start = i + 1;
            }
        }
        return total;
    }
};

}  // namespace

int main(int argc, char** argv) {
    bool outcome = false, number = false, mean = false, temperature = false, stops = false, thermograph = false,
         atomic = false, reduce = false, equal = false;
    std::vector<std::string> max_games, max_positions;
    return nimkit::run_solver(
        argc, argv, "cgt", kHelp,
        {{"--outcome", &outcome}, {"--number", &number}, {"--mean", &mean}, {"--temperature", &temperature},
         {"--stops", &stops}, {"--thermograph", &thermograph}, {"--atomic-weight", &atomic},
         {"--reduced", &reduce}, {"--equal", &equal},
         {"--max-games", &max_games}, {"--max-positions", &max_positions}},
        [&](nimkit::Reader& in, nimkit::Writer& out) {
            if (outcome + number + mean + temperature + stops + thermograph + atomic + reduce + equal > 1)
                throw nimkit::usage_error("give at most one of --outcome, --number, --mean, --temperature, --stops, "
                                          "--thermograph, --atomic-weight, --reduced, --equal");
            std::size_t game_limit = 5000000, position_limit = 2000000;
            if (!max_games.empty())
                game_limit = static_cast<std::size_t>(nimkit::number_arg(max_games.back(), "--max-games", 1000000000));
            if (!max_positions.empty())
                position_limit =
                    static_cast<std::size_t>(nimkit::number_arg(max_positions.back(), "--max-positions", 1000000000));
            if (game_limit < 16) throw nimkit::usage_error("--max-games below 16 holds nothing");
            nimkit::GameStore& s = nimkit::games();
            s.set_limit(game_limit);
            Engine engine(s);
            engine.limit_positions(position_limit == 0 ? 1 : position_limit);
            std::string text;
            while (in.read_line(text)) {
                const unsigned long line = in.last_line();
                if (text.find_first_not_of(" \t") == std::string::npos) continue;
                for (char& c : text)
                    if (c == '\t') c = ' ';
                try {
                    if (equal) {
                        std::size_t eq = text.find('=');
                        if (eq == std::string::npos || text.find('=', eq + 1) != std::string::npos)
                            throw nimkit::input_error(line, "expected G = H (one \"=\")");
                        GameId g = engine.sum(text, 0, eq, line), h = engine.sum(text, eq + 1, text.size(), line);
                        out.put(g == h ? "yes\n" : "no\n");
                        continue;
                    }
                    GameId g = engine.sum(text, 0, text.size(), line);
                    if (outcome) {
                        out.put(nimkit::outcome_letter(s.outcome(g)));
                        out.put('\n');
                    } else if (number) {
                        out.put(s.is_number(g) ? s.number_value(g).str() : std::string("not a number"));
                        out.put('\n');
                    } else if (mean) {
                        out.put(engine.thermo.mean(g).str() + "\n");
                    } else if (temperature) {
                        out.put(engine.thermo.temperature(g).str() + "\n");
                    } else if (stops) {
                        out.put(s.left_stop(g).str() + " " + s.right_stop(g).str() + "\n");
                    } else if (thermograph) {
                        out.put(engine.thermo.of(g).str() + "\n");
                    } else if (atomic) {
                        out.put(engine.weights.all_small(g) ? engine.notation.text(engine.weights.weight(g))
                                                            : std::string("not all-small"));
                        out.put('\n');
                    } else if (reduce) {
                        out.put(engine.notation.text(engine.reduced.reduced(g)) + "\n");
                    } else {
                        out.put(engine.notation.text(g) + "\n");
                    }
                } catch (const nimkit::GameLimitError& e) {
                    throw nimkit::stopped_error(std::string(e.what()) + " (the bound: --max-games " +
                                                    std::to_string(game_limit) + ", --max-positions " +
                                                    std::to_string(position_limit) + ")",
                                                line);
                } catch (const std::overflow_error& e) {
                    throw nimkit::stopped_error(std::string("too large: ") + e.what(), line);
                }
            }
        });
}
