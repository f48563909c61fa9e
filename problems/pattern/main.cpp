// pattern - the rule a table follows, and its values far past the table: a
// table of integers on stdin (a game's Grundy values, 0/1 verdicts, anything),
// its rules on stdout, or with --at the value at each index asked (`unknown`
// where no trusted rule speaks or two disagree). Usage: problems/pattern/README.md.
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/args.hpp"
#include "nimkit/pattern_expression.hpp"
#include "nimkit/pattern_report.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: pattern [--from S] [--at N[,N...]]... < table\n"
    "       pattern --pairs [--from S] [--at A,B]... < rows\n"
    "       pattern --family [--from S] [--at K,N]... < members\n"
    "The table: whitespace-separated signed 64-bit integers f(S), f(S+1), ...; a line\n"
    "  starting with # is a comment. --from S: the index of the first value (default 0,\n"
    "  at most 10^18).\n"
    "Without --at: the rules that fit the whole table, simplest first, one a line, each\n"
    "  with the range it was checked on: periods and arithmetic periods (with a\n"
    "  preperiod), formulas (n^2, floor(n*alpha)), functions of n (Omega, v2, popcount,\n"
    "  floor(sqrt n), ...), the positions of a value (sets, their 'and'/'or', sequences),\n"
    "  runs whose ends follow a rule, f(2n) and f(2n+1) from f(n), the mex of f over a\n"
    "  window of earlier values (a heap n moves to x in [n^(1/4), sqrt n]). A rule is\n"
    "  trusted only if the same rule is what the first half and the first three\n"
    "  quarters of the table show; fits that are not trusted are listed with the reason\n"
    "  (and, when more values would decide one, 'give at least N values to decide it');\n"
    "  then 'no rule found' when none is trusted. Rules are observed: a table alone\n"
    "  proves nothing past itself.\n"
    "--at N (repeatable, or N1,N2,...; N <= 10^18): only the values, one line per N\n"
    "  in the order given: the table's value inside it, else the value every trusted\n"
    "  rule that speaks at N gives, else 'unknown' (also when two disagree).\n"
    "--pairs: a table of two numbers, one line per a = S, S+1, ... holding f(a, S),\n"
    "  f(a, S+1), ... (every line as long); rules: a sum (xor or +) of the first row\n"
    "  and column, a function of a+b, |a-b|, min or max, periods in a and b, the\n"
    "  positions of 0 as pairs {a_k, b_k} (Wythoff's shape, Beatty sequences), each\n"
    "  row's positions of 0 an interval, a small table T[F1][F2] over two features\n"
    "  (residues of a, b, min, max, a+b, |a-b|; the order of a and b; a border). --at A,B.\n"
    "--family: one member a line, 'k: f_k(S) f_k(S+1) ...'; each member's rules, and\n"
    "  the family's (periods, starts and the values of a period as functions of k,\n"
    "  cases on k mod m). --at K,N, also for K not among the lines.\n"
    "--max-values M: refuse a table of more than M values (default: as many as the\n"
    "  free memory holds at about 400 bytes a value, at least 4000000).\n";

// The answers of the finders that speak at a point: one value when all agree,
// `unknown` when none speaks or two differ.
struct Said {
    bool any = false, clash = false;
    std::int64_t v = 0;
    // finder(w): true when it speaks, w its value (read only after the call)
    template <class Finder>
    void ask(Finder finder) {
        std::int64_t w = 0;
        const bool have = finder(w);
        if (!have) return;
        clash = clash || (any && w != v);
        any = true, v = w;
    }
    std::string line() const { return any && !clash ? std::to_string(v) + "\n" : "unknown\n"; }
};

int main(int argc, char** argv) {
    std::vector<std::string> from, at, max_values;
    bool pairs = false, family = false;
    return nimkit::run_solver(
        argc, argv, "pattern", kHelp,
        {{"--from", &from}, {"--at", &at}, {"--pairs", &pairs}, {"--family", &family}, {"--max-values", &max_values}},
        [&](nimkit::Reader& in, nimkit::Writer& out) {
            if (pairs && family) throw nimkit::usage_error("--pairs and --family do not go together");
            const std::uint64_t first = from.empty() ? 0 : nimkit::number_arg(from.back(), "--from", nimkit::kPatternMaxIndex);
            // by default as many values as the free memory holds
            const std::uint64_t free_mb = max_values.empty() ? nimkit::pattern_free_mb() : 0;
            const std::size_t most = static_cast<std::size_t>(
                max_values.empty() ? nimkit::pattern_most_values(free_mb) : nimkit::number_arg(max_values.back(), "--max-values", 100000000));
            const std::vector<std::vector<std::int64_t> > queries = nimkit::parse_at(at, pairs || family ? 2 : 1, family);
            if (pairs) {
                std::vector<std::int64_t> values;
                std::size_t rows, cols;
                nimkit::read_pattern_rows(in, values, rows, cols, most, free_mb);
                const nimkit::PairReport r = nimkit::find_pair_pattern(values, rows, cols, first);
                nimkit::ExpressionTable t = {2, {}, {}, static_cast<std::int64_t>(first), "a", "b"};
                for (std::size_t a = 0; a < rows; ++a) {
                    t.keys.push_back(static_cast<std::int64_t>(first + a));
                    t.rows.push_back(std::vector<std::int64_t>(values.begin() + static_cast<std::ptrdiff_t>(a * cols),
                                                               values.begin() + static_cast<std::ptrdiff_t>((a + 1) * cols)));
                }
                const nimkit::ExpressionReport e = nimkit::find_expression(t);
                nimkit::ClassReport c = {false, 0, {}, {}, {}};
                if (values.size() <= nimkit::kClassesMostValues) c = nimkit::find_pair_classes(values, rows, cols, first);
                // a constant first row and column (terminal positions) read past
                nimkit::BorderReport border = {false, first, 0, nimkit::PairReport()};
                if (r.rules.empty()) border = nimkit::find_border_pattern(values, rows, cols, first);
                if (at.empty()) return nimkit::print_pair_rules(out, r, &e, &c, &border);
                for (std::size_t i = 0; i < queries.size(); ++i) {
                    const std::uint64_t a = static_cast<std::uint64_t>(queries[i][0]), b = static_cast<std::uint64_t>(queries[i][1]);
                    Said said;
                    said.ask([&](std::int64_t& w) { return nimkit::pair_value(r, a, b, w); });
                    said.ask([&](std::int64_t& w) { return e.trusted && nimkit::expression_value(e, queries[i][0], queries[i][1], w); });
                    said.ask([&](std::int64_t& w) { return nimkit::pair_class_value(c, a, b, w); });
                    said.ask([&](std::int64_t& w) { return nimkit::border_value(border, a, b, w); });
                    out.put(said.line());
                }
            } else if (family) {
                std::vector<std::int64_t> keys;
                std::vector<std::vector<std::int64_t> > tables;
                nimkit::read_pattern_family(in, keys, tables, most, free_mb);
                const nimkit::FamilyReport r = nimkit::find_family_pattern(keys, tables, first);
                const nimkit::ExpressionTable t = {2, keys, tables, static_cast<std::int64_t>(first), "k", "n"};
                const nimkit::ExpressionReport e = nimkit::find_expression(t);
                if (at.empty()) return nimkit::print_family_rules(out, r, &e);
                for (std::size_t i = 0; i < queries.size(); ++i) {
                    Said said;
                    said.ask([&](std::int64_t& w) { return nimkit::family_value(r, queries[i][0], static_cast<std::uint64_t>(queries[i][1]), w); });
                    said.ask([&](std::int64_t& w) { return e.trusted && nimkit::expression_value(e, queries[i][0], queries[i][1], w); });
                    out.put(said.line());
                }
            } else {
                std::vector<std::int64_t> values;
                nimkit::read_pattern_values(in, values, most, free_mb);
                const nimkit::PatternReport r = nimkit::find_pattern(values, first);
                // where the finder trusts nothing: the expression search, each value class
                nimkit::ExpressionReport e;
                e.found = e.trusted = false;
                nimkit::ClassReport c = {false, 0, {}, {}, {}};
                if (r.rules.empty()) {
                    const nimkit::ExpressionTable t = {1, std::vector<std::int64_t>(1, 0), std::vector<std::vector<std::int64_t> >(1, values),
                                                       static_cast<std::int64_t>(first), "", "n"};
                    e = nimkit::find_expression(t);
                    if (values.size() <= nimkit::kClassesMostValues) c = nimkit::find_value_classes(values, first);
                }
                if (at.empty()) return nimkit::print_pattern_rules(out, r, &e, &c);
                for (std::size_t i = 0; i < queries.size(); ++i) {
                    const std::uint64_t n = static_cast<std::uint64_t>(queries[i][0]);
                    Said said;
                    said.ask([&](std::int64_t& w) { return nimkit::pattern_value(r, n, w); });
                    said.ask([&](std::int64_t& w) { return e.trusted && nimkit::expression_value(e, 0, queries[i][0], w); });
                    said.ask([&](std::int64_t& w) { return nimkit::class_value(c, n, w); });
                    out.put(said.line());
                }
            }
        });
}
