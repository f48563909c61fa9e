// nimkit/pattern_report.hpp - the pattern command's input and output: a table
// read from text, the rules nimkit/pattern.hpp finds printed one a line, and
// answers at the indices asked.
//
// read_pattern_values(in, values, most): whitespace-separated signed 64-bit
//   integers over any number of lines; a line whose first non-blank character
//   is '#' is a comment. More than `most` values is an input_error naming the
//   line and the bound. O(input).
// read_pattern_rows(in, values, rows, cols, most): one row a line (blank and
//   comment lines skipped), every row as long as the first (a ragged row is an
//   input_error naming its line and both lengths).
// read_pattern_family(in, keys, tables, most): one member a line, "k: values"
//   (k a signed integer, the colon after it; each key once).
// print_pattern_rules / print_pair_rules / print_family_rules: the trusted rules
//   (and the expression search's, nimkit/pattern_expression.hpp, when given),
//   best first, one a line with where they were checked (`observed on f(0..999)`),
//   up to five fits that are not trusted and why (with "give at least N values
//   to decide it": values_to_trust, on tables of at most 5000 values; when none
//   is trusted, "deciding:" lines - where the fits part past the table:
//   nimkit/internal_pattern_compete.hpp), then `no rule found` when no
//   rule is trusted, else one line saying that a table alone proves nothing.
// pattern_free_mb() / pattern_most_values(free_mb): the free memory and the
//   values it holds at about 400 bytes each (at least 4000000): --max-values'
//   default, named in the refusal when a table passes it.
// parse_at(texts, width): the --at values, "N" or "N1,N2,..." (width 1), or
//   "A,B" / "K,N" (width 2; several by repeating --at); usage_error otherwise.
// Proved by: tests/hostile/pattern.py (every refusal, ragged rows, comments,
//   CRLF, cut inputs), tests/oracles/pattern.py (answers against brute force of
//   the games the tables come from), samples/pattern.
#ifndef NIMKIT_PATTERN_REPORT_HPP
#define NIMKIT_PATTERN_REPORT_HPP

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "nimkit/args.hpp"
#include "nimkit/pattern.hpp"
#include "nimkit/pattern_border.hpp"
#include "nimkit/pattern_classes.hpp"
#include "nimkit/internal_pattern_compete.hpp"
#include "nimkit/pattern_expression.hpp"
#include "nimkit/reader.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/token.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

const std::uint64_t kPatternMaxIndex = 1000000000000000000ULL;  // 10^18: the largest --from and --at
const std::uint64_t kPatternMostValues = 4000000;               // --max-values' least default
const std::uint64_t kPatternBytesPerValue = 400;                // the finder's peak on a table of one index

// The free memory in MB (MemAvailable in /proc/meminfo), 0 where it cannot be read.
inline std::uint64_t pattern_free_mb() {
    std::ifstream in("/proc/meminfo");
    std::string name;
    std::uint64_t kb = 0;
    while (in >> name >> kb)
        if (name == "MemAvailable:") return kb / 1024;
        else in.ignore(256, '\n');
    return 0;
}

// --max-values' default: as many values as the free memory holds at
// kPatternBytesPerValue each, never fewer than kPatternMostValues.
inline std::uint64_t pattern_most_values(std::uint64_t free_mb) {
    const std::uint64_t by_memory = free_mb * 1048576 / kPatternBytesPerValue;
    return by_memory > kPatternMostValues ? by_memory : kPatternMostValues;
}

namespace pattern_detail {

// A whole token as a signed 64-bit integer: an optional '-' and digits.
inline std::int64_t parse_signed(const std::string& tok, unsigned long line, const char* what) {
    const bool negative = !tok.empty() && tok[0] == '-';
    const std::string digits = negative ? tok.substr(1) : tok;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
        throw input_error(line, std::string("expected ") + what + ", got " + quote(tok.substr(0, 64), tok.size()));
    std::size_t lead = digits.find_first_not_of('0');
    if (lead == std::string::npos) return 0;
    if (digits.size() - lead > 19)
        throw input_error(line, std::string(what) + " " + quote(tok.substr(0, 64), tok.size()) +
                                    " is out of range (signed 64-bit: -9223372036854775808..9223372036854775807)");
    const std::uint64_t v = parse_uint(digits.substr(lead), what, kMaxUint64, line);
    if (v > static_cast<std::uint64_t>(kMaxI64) + (negative ? 1u : 0u))
        throw input_error(line, std::string(what) + " " + quote(tok, tok.size()) +
                                    " is out of range (signed 64-bit: -9223372036854775808..9223372036854775807)");
    return negative ? static_cast<std::int64_t>(0 - v) : static_cast<std::int64_t>(v);
}

// The tokens of a line, or none for a blank or comment line.
inline void line_tokens(const std::string& line, std::vector<std::string>& out) {
    out.clear();
    std::size_t i = 0;
    while (i < line.size() && is_space(static_cast<unsigned char>(line[i]))) ++i;
    if (i < line.size() && line[i] == '#') return;
    while (i < line.size()) {
        std::size_t j = i;
        while (j < line.size() && !is_space(static_cast<unsigned char>(line[j]))) ++j;
        out.push_back(line.substr(i, j - i));
        while (j < line.size() && is_space(static_cast<unsigned char>(line[j]))) ++j;
        i = j;
    }
}

// free_mb: the default bound, set by the free memory (0: --max-values given).
inline void too_many(unsigned long line, std::size_t most, std::uint64_t free_mb) {
    const std::string each = std::to_string(kPatternBytesPerValue) + " bytes a value";
    throw input_error(line, "more than " + std::to_string(most) + " values (--max-values " + std::to_string(most) +
                                (free_mb ? ": the free memory, " + std::to_string(free_mb) + " MB, at about " + each
                                         : "; the finder needs about " + each) + ")");
}

}  // namespace pattern_detail

inline void read_pattern_values(Reader& in, std::vector<std::int64_t>& values, std::size_t most, std::uint64_t free_mb = 0) {
    std::string line;
    std::vector<std::string> tok;
    while (in.read_line(line)) {
        pattern_detail::line_tokens(line, tok);
        for (std::size_t i = 0; i < tok.size(); ++i) {
            if (values.size() == most) pattern_detail::too_many(in.last_line(), most, free_mb);
            values.push_back(pattern_detail::parse_signed(tok[i], in.last_line(), "an integer"));
        }
    }
}

inline void read_pattern_rows(Reader& in, std::vector<std::int64_t>& values, std::size_t& rows, std::size_t& cols,
                              std::size_t most, std::uint64_t free_mb = 0) {
    std::string line;
    std::vector<std::string> tok;
    rows = cols = 0;
    while (in.read_line(line)) {
        pattern_detail::line_tokens(line, tok);
        if (tok.empty()) continue;
        for (std::size_t i = 0; i < tok.size(); ++i) pattern_detail::parse_signed(tok[i], in.last_line(), "an integer");
        if (rows == 0) cols = tok.size();
        if (tok.size() != cols)
            throw input_error(in.last_line(), "a row of " + std::to_string(tok.size()) + " values; the first row has " +
                                                  std::to_string(cols) + " (--pairs: every row as long)");
        if (values.size() + cols > most) pattern_detail::too_many(in.last_line(), most, free_mb);
        for (std::size_t i = 0; i < tok.size(); ++i) values.push_back(pattern_detail::parse_signed(tok[i], in.last_line(), "an integer"));
        ++rows;
    }
}

inline void read_pattern_family(Reader& in, std::vector<std::int64_t>& keys, std::vector<std::vector<std::int64_t> >& tables,
                                std::size_t most, std::uint64_t free_mb = 0) {
    std::string line;
    std::vector<std::string> tok;
    std::size_t total = 0;
    while (in.read_line(line)) {
        pattern_detail::line_tokens(line, tok);
        if (tok.empty()) continue;
        std::string key = tok[0];
        std::size_t next = 1;
        if (key.size() > 1 && key[key.size() - 1] == ':') {
            key.erase(key.size() - 1);
        } else if (tok.size() > 1 && tok[1] == ":") {
            next = 2;
        } else {
            throw input_error(in.last_line(), "expected \"k:\" (the parameter and a colon) first, got " +
                                                  quote(tok[0].substr(0, 64), tok[0].size()));
        }
        const std::int64_t k = pattern_detail::parse_signed(key, in.last_line(), "a parameter k");
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (keys[i] == k) throw input_error(in.last_line(), "k = " + key + " given twice");
        std::vector<std::int64_t> values;
        for (std::size_t i = next; i < tok.size(); ++i) {
            if (++total > most) pattern_detail::too_many(in.last_line(), most, free_mb);
            values.push_back(pattern_detail::parse_signed(tok[i], in.last_line(), "an integer"));
        }
        keys.push_back(k);
        tables.push_back(values);
    }
}

// The --at values, each a list of `width`-tuples; the first of each tuple may be
// negative when `signed_first` (a family's k).
inline std::vector<std::vector<std::int64_t> > parse_at(const std::vector<std::string>& texts, std::size_t width,
                                                         bool signed_first = false) {
    std::vector<std::vector<std::int64_t> > out;
    for (std::size_t t = 0; t < texts.size(); ++t) {
        std::vector<std::int64_t> nums;
        const std::string& s = texts[t];
        const std::vector<std::string> items = comma_items(s);
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::string& item = items[i];
            if (item.empty()) throw usage_error("--at " + s + ": an empty number");
            if (signed_first && width == 2 && nums.size() % 2 == 0 && !item.empty() && item[0] == '-') {
                try {
                    nums.push_back(pattern_detail::parse_signed(item, 0, "an integer"));
                } catch (const input_error& e) {
                    throw usage_error("--at " + s + ": " + e.what());
                }
            } else {
                nums.push_back(static_cast<std::int64_t>(number_arg(item, "--at", kPatternMaxIndex)));
            }
        }
        if (width == 1) {
            for (std::size_t i = 0; i < nums.size(); ++i) out.push_back(std::vector<std::int64_t>(1, nums[i]));
        } else {
            if (nums.size() != width)
                throw usage_error("--at " + s + ": " + std::to_string(width) + " numbers (" +
                                  (signed_first ? "K,N" : "A,B") + "); repeat --at for more");
            out.push_back(nums);
        }
    }
    return out;
}

namespace pattern_detail {

// Tables up to this long get "give at least N values" for an untrusted rule,
// N searched up to 4 times the table: the search runs find_pattern on up to
// that many values about 2 log2(L) times.
const std::size_t kMostToDecide = 5000;

inline void print_untrusted(Writer& out, const PatternReport& r) {
    const std::size_t have = r.values.size();
    for (std::size_t i = 0; i < r.untrusted.size() && i < 5; ++i) {
        std::string line = rule_line(r.untrusted[i]);
        const std::uint64_t need = have <= kMostToDecide ? values_to_trust(r, r.untrusted[i], 4 * have + 64) : 0;
        if (need) line.insert(line.size() - 1, "; give at least " + std::to_string(need) + " values to decide it");
        out.put("not trusted: " + line + "\n");
    }
    if (have <= kMostToDecide) {
        const std::vector<std::string> decide = parting_lines(r, 5, 4 * have + 64);
        for (std::size_t i = 0; i < decide.size(); ++i) out.put(decide[i] + "\n");
    }
}

// The expression search's lines (nimkit/pattern_expression.hpp): a trusted fit,
// or the fits that were not trusted and why; true when a fit is trusted.
inline bool print_expression(Writer& out, const ExpressionReport* e) {
    if (!e || !e->found) return false;
    if (e->trusted) {
        out.put("expression: " + e->rules[0].text + " (observed on " + e->range + ")\n");
        return true;
    }
    for (std::size_t i = 0; i < e->rules.size() && i < 5; ++i)
        out.put("not trusted: expression " + e->rules[i].text + " (fits " + e->range + "; " + e->why + ")\n");
    return false;
}

// Each value class's rule (nimkit/pattern_classes.hpp) when every class has
// one; true then.
inline bool print_classes(Writer& out, const ClassReport* c) {
    if (!c || !c->found) return false;
    out.put("value classes: g_u = 0 where f = u, else 1\n");
    for (std::size_t i = 0; i < c->values.size(); ++i) {
        const std::string lead = "class " + std::to_string(c->values[i]) + ": g_" + std::to_string(c->values[i]) + ": ";
        if (i < c->singles.size()) out.put(lead + rule_line(c->singles[i].rules[0]) + "\n");
        if (i < c->pairs.size()) {
            const PairReport& p = c->pairs[i];
            out.put(lead + p.rules[0].text + " (observed on f(" + std::to_string(p.first) + ".." + std::to_string(p.first + p.rows - 1) +
                    ", " + std::to_string(p.first) + ".." + std::to_string(p.first + p.cols - 1) + "))\n");
        }
    }
    out.put("class " + std::to_string(c->rest) + ": every other " + (c->pairs.empty() ? "n" : "cell") + "\n");
    return true;
}

// The border and the rules of the inside (nimkit/pattern_border.hpp); true when found.
inline bool print_border(Writer& out, const BorderReport* b) {
    if (!b || !b->found) return false;
    const std::string s = std::to_string(b->first), in = std::to_string(b->first + 1);
    const PairReport& p = b->inside;
    out.put("border: f(a, " + s + ") = f(" + s + ", b) = " + std::to_string(b->border) + "; inside (a, b >= " + in + "):\n");
    for (std::size_t i = 0; i < p.rules.size(); ++i)
        out.put("  " + p.rules[i].text + " (observed on f(" + in + ".." + std::to_string(p.first + p.rows - 1) + ", " + in + ".." +
                std::to_string(p.first + p.cols - 1) + "))\n");
    return true;
}

const char kProvesNothing[] = "observed: each rule holds on the whole table and on its first half and three quarters; "
                              "a table alone proves nothing past itself\n";

}  // namespace pattern_detail

inline void print_pattern_rules(Writer& out, const PatternReport& r, const ExpressionReport* e = 0,
                                const ClassReport* c = 0) {
    for (std::size_t i = 0; i < r.rules.size(); ++i) out.put(rule_line(r.rules[i]) + "\n");
    pattern_detail::print_untrusted(out, r);
    bool observed = pattern_detail::print_expression(out, e);
    observed = pattern_detail::print_classes(out, c) || observed;
    for (std::size_t i = 0; i < r.rules.size(); ++i) observed = observed || !r.rules[i].certified;
    if (r.rules.empty() && !observed)
        out.put("no rule found\n");
    else if (observed)
        out.put(pattern_detail::kProvesNothing);
}

inline void print_pair_rules(Writer& out, const PairReport& r, const ExpressionReport* e = 0, const ClassReport* c = 0,
                             const BorderReport* b = 0) {
    const std::string range = "f(" + std::to_string(r.first) + ".." + std::to_string(r.first + r.rows - 1) + ", " +
                              std::to_string(r.first) + ".." + std::to_string(r.first + r.cols - 1) + ")";
    std::vector<const PairRule*> shown;
    for (std::size_t i = 0; i < r.rules.size(); ++i) shown.push_back(&r.rules[i]);
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const PairRule& rule = *shown[i];
        out.put(rule.text + " (observed on " + range + ")\n");
        static const char* const kSum[] = {"  f(a, S) by a: ", "  f(S, b) by b: "};
        static const char* const kInterval[] = {"  lo(a): ", "  hi(a): "};
        for (std::size_t k = 0; k < rule.parts.size(); ++k) {
            const PatternReport& part = rule.parts[k];
            std::string lead = rule.kind == PairRule::sum ? kSum[k] : rule.kind == PairRule::intervals ? kInterval[k] : "  h(x): ";
            const std::string s = std::to_string(r.first);
            if (rule.kind == PairRule::sum) lead.replace(lead.find('S'), 1, s);
            out.put(lead + (part.rules.empty() ? std::string("no rule found (known inside the table only)") : rule_line(part.rules[0])) + "\n");
        }
    }
    for (std::size_t i = 0; i < r.untrusted.size() && i < 5; ++i)
        out.put("not trusted: " + r.untrusted[i].text + " (fits " + range + "; " + r.untrusted[i].why + ")\n");
    bool expression = pattern_detail::print_expression(out, e);
    expression = pattern_detail::print_classes(out, c) || expression;
    expression = pattern_detail::print_border(out, b) || expression;
    out.put(r.rules.empty() && !expression ? "no rule found\n" : pattern_detail::kProvesNothing);
}

inline void print_family_rules(Writer& out, const FamilyReport& r, const ExpressionReport* e = 0) {
    bool any = false;
    for (std::size_t i = 0; i < r.keys.size(); ++i) {
        const PatternReport& m = r.members[i];
        out.put("k = " + std::to_string(r.keys[i]) + ": " + (m.rules.empty() ? std::string("no rule found") : rule_line(m.rules[0])) + "\n");
        any = any || !m.rules.empty();
    }
    for (std::size_t i = 0; i < r.text.size(); ++i) out.put("family: " + r.text[i] + "\n");
    if (!r.found) out.put("family: no rule across k (one needs a trusted period in every member and 3 members in each class of k)\n");
    any = pattern_detail::print_expression(out, e) || any;
    out.put(any || r.found ? pattern_detail::kProvesNothing : "no rule found\n");
}

}  // namespace nimkit

#endif
