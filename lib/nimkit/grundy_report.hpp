// nimkit/grundy_report.hpp - a Grundy sequence and what its table shows, as
// data and as text, and positions answered line by line: what the grundy
// command prints.
//
// grundy_report(seq, game, n, row): g(0..n) computed, then a GrundyReport - the
//   period g(0..n) itself proves (or for all-but games the arithmetic period it
//   proves; else one observed), the largest value, for take-and-break games the
//   rare/common split, the row width (row, else a multiple of a period <= 40
//   holding at least 10 values, else 10). O(n) after the sequence.
// print_grundy_report(out, report, seq, summary, rules): the table in rows,
//   each led by its first heap, then the period line, the largest value and the
//   split; with rules, when nothing is proved, the rules nimkit/pattern.hpp's
//   finder reads in g(0..n), each `not proved`. print_grundy_values: g(0..n)
//   one a line. grundy_svg: the picture, with a legend.
// answer_grundy_positions(in, out, seq, name, range, move): one position a line
//   (a row list: "5 7 12", "[5,7,12]", "5,7,12"; heaps to 10^18), the value of
//   the sum, with `move` a winning move "3 move heap 2: 12 -> 4 7". A heap
//   beyond g(0..range) without a certified period is an input_error, refused
//   before any table is built when the game cannot be periodic.
// Proved by: tests/oracles/grundy.py (the executable against the mex over whole
//   positions and an independent table and certificate), tests/hostile/grundy.py,
//   tests/grundy_svg_test.py (the picture against the table, the legend).
#ifndef NIMKIT_GRUNDY_REPORT_HPP
#define NIMKIT_GRUNDY_REPORT_HPP

#include <algorithm>
#include <stdexcept>
#include <cstdio>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/args.hpp"
#include "nimkit/board_input.hpp"
#include "nimkit/coin_turning.hpp"
#include "nimkit/heap_game.hpp"
#include "nimkit/internal_growth.hpp"
#include "nimkit/pattern.hpp"
#include "nimkit/reader.hpp"
#include "nimkit/take_away.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

const std::uint64_t kGrundyMaxHeap = 1000000000000000000ULL;  // 10^18
const std::uint64_t kGrundyMaxRange = 4294967293ULL;  // the engine's limit: g(0..2^32 - 3)
const std::uint64_t kGrundyMaxSplitMove = 300;        // moves into 3+ heaps: partitions are listed

// g(0..size-1) of a GrundySequence, read in place (no copy of a long table).
struct SequenceValues {
    const GrundySequence& seq;
    std::size_t n;
    std::size_t size() const { return n; }
    unsigned operator[](std::size_t h) const { return static_cast<unsigned>(seq.value(h)); }
};

// What g(0..n) shows, computed once; print_grundy_report and grundy_svg format it.
struct GrundyReport {
    std::size_t n;                   // the table is g(0..n)
    Period period;                   // found only when g(0..n) itself proves it
    AllButPeriod arithmetic;         // all-but games: the arithmetic period g(0..n) proves
    ArithmeticPeriod observed;       // else an arithmetic period seen on the table (not proved)
    std::string theorem;             // what proves the period: ", the Guy-Smith theorem" ...
    bool no_theorem;                 // a code no period theorem covers
    unsigned largest;
    std::size_t largest_at;
    RareCommon split;                // take-and-break games
    std::size_t row;                 // values a row of the table
};

// The row width: `row` if given; else a multiple of the certified (or
// arithmetic) period p <= 40 that holds at least 10 values (p itself from 10 on:
// Kayles' 12, Dawson's chess's 34), else 10.
inline std::size_t grundy_row(std::size_t row, std::size_t period) {
    if (row) return row;
    if (period == 0 || period > 40) return 10;
    return period * ((10 + period - 1) / period);
}

// g(0..n) computed, then its period (only what g(0..n) proves), an arithmetic
// period (proved for all-but games, else observed), the largest value and, for
// take-and-break games, the rare/common split. O(n) after the sequence.
inline GrundyReport grundy_report(GrundySequence& seq, const HeapGame& game, std::size_t n, std::size_t row = 0) {
    assert(n <= kGrundyMaxRange && "grundy_report: n is at most kGrundyMaxRange");
    seq.compute(n + 1);
    GrundyReport r;
    r.n = n;
    const Period none = {false, 0, 0, 0};
    const AllButPeriod no_saltus = {false, 0, 0, 0, 0};
    const ArithmeticPeriod nothing = {false, 0, 0, 0};
    // a longer table computed by doubling is cut back: only what g(0..n) proves counts
    r.period = seq.period().found && seq.period().certified <= n ? seq.period() : none;
    r.arithmetic = seq.arithmetic_period().found && seq.arithmetic_period().certified <= n ? seq.arithmetic_period() : no_saltus;
    const SequenceValues values = {seq, n + 1};
    r.observed = r.period.found || r.arithmetic.found ? nothing : observe_arithmetic_period(values);
    r.theorem = game.max_heaps() >= 3 ? ", the period theorem for splits into " + std::to_string(game.max_heaps()) + " heaps"
                : game.splits()       ? ", the Guy-Smith theorem"
                                      : ": a window of the largest move";
    if (game.kind == HeapGame::all_but) r.theorem = ": the state of the last " + std::to_string(game.reach()) + " heaps repeats";
    r.no_theorem = game.kind == HeapGame::code && !game.can_be_periodic();
    r.largest = 0;
    r.largest_at = 0;
    for (std::size_t h = 0; h <= n; ++h)
        if (values[h] > r.largest) r.largest = values[h], r.largest_at = h;
    const RareCommon no_split = {false, 0, 0, 0};
    r.split = game.kind == HeapGame::take_break ? rare_common_split(values) : no_split;
    r.row = grundy_row(row, r.period.found ? r.period.period : r.arithmetic.found ? r.arithmetic.period : 0);
    return r;
}

// The sequence g(0..n) drawn as Flammenkamp's pages draw it: value against
// heap, axes with labelled ticks, rare heaps (g & mask of even parity) in red
// when a rare/common split holds, the certified period shaded grey from its
// first heap (or the arithmetic period as a dashed line), and a legend below
// the axis that says so. Up to 2000 heaps each is a dot; beyond, each of 1000
// columns is one vertical line from the least to the largest value of its
// heaps, so 10^6 heaps stay a small file. Every dot or column carries data-heap
// (first..last) and data-min / data-max, which the tests compare with the
// table. O(n).
namespace grundy_svg_detail {

inline std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return std::string(buf);
}

inline std::string text(const std::string& t) {
    std::string e;
    for (std::size_t i = 0; i < t.size(); ++i)
        e += t[i] == '<' ? "&lt;" : t[i] == '>' ? "&gt;" : t[i] == '&' ? "&amp;" : t[i] == '"' ? "&quot;" : std::string(1, t[i]);
    return e;
}

// The plot's box and scales: heap 0..n across, value 0..largest up.
struct Frame {
    double left, top, width, height;
    std::size_t n;
    unsigned largest;
    double x(double heap) const { return left + width * heap / static_cast<double>(n ? n : 1); }
    double y(double value) const { return top + height - height * value / largest; }
};

// The legend's items, left to right below the axis label.
struct Legend {
    std::string svg;
    double at;
    void item(const Frame& f, const std::string& mark, const std::string& words) {
        svg += "<g transform=\"translate(" + num(at) + " " + num(f.top + f.height + 62) + ")\">" + mark +
               "<text x=\"14\" y=\"4\">" + text(words) + "</text></g>\n";
        at += 24 + 6.2 * static_cast<double>(words.size());
    }
};

// The certified period shaded grey, or an arithmetic period as a dashed line.
template <class Values>
std::string period_mark(const Values& g, const GrundyReport& report, const Frame& f, Legend& legend) {
    const Period& period = report.period;
    if (period.found && period.start <= f.n) {
        legend.item(f, "<rect x=\"0\" y=\"-5\" width=\"10\" height=\"10\" fill=\"#e6e6e6\" stroke=\"#999999\"/>",
                    "grey: period " + std::to_string(period.period) + " from heap " + std::to_string(period.start) + " (certified)");
        return "<g id=\"period\" data-start=\"" + std::to_string(period.start) + "\" data-period=\"" +
               std::to_string(period.period) + "\"><rect x=\"" + num(f.x(static_cast<double>(period.start))) + "\" y=\"" +
               num(f.top) + "\" width=\"" + num(f.left + f.width - f.x(static_cast<double>(period.start))) + "\" height=\"" +
               num(f.height) + "\" fill=\"#e6e6e6\"/></g>\n";
    }
    if (!report.arithmetic.found && !report.observed.found) return std::string();
    const bool proved = report.arithmetic.found;
    const std::size_t start = proved ? report.arithmetic.start : report.observed.start;
    const std::size_t p = proved ? report.arithmetic.period : report.observed.period;
    const std::uint64_t s = proved ? report.arithmetic.saltus : report.observed.saltus;
    const double h0 = static_cast<double>(start), v0 = g[start];
    const double h1 = static_cast<double>(f.n), v1 = v0 + (h1 - h0) * static_cast<double>(s) / static_cast<double>(p);
    const std::string words = "arithmetic period " + std::to_string(p) + " saltus " + std::to_string(s) + " from heap " +
                              std::to_string(start) + (proved ? " (certified)" : " (observed, not proved)");
    legend.item(f, "<line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\" stroke=\"#88aaff\" stroke-dasharray=\"4 3\"/>", "dashed: " + words);
    return "<g id=\"arithmetic-period\" data-start=\"" + std::to_string(start) + "\" data-period=\"" + std::to_string(p) +
           "\" data-saltus=\"" + std::to_string(s) + "\"><line x1=\"" + num(f.x(h0)) + "\" y1=\"" + num(f.y(v0)) +
           "\" x2=\"" + num(f.x(h1)) + "\" y2=\"" + num(f.y(std::min<double>(v1, f.largest))) +
           "\" stroke=\"#88aaff\" stroke-dasharray=\"4 3\"/></g>\n";
}

// 1, 2, 5, 10, 20, 50, ...: at most ten ticks over the range.
inline double tick_step(double range) {
    double step = 1;
    for (int k = 0; range / step > 10; ++k) step *= k % 3 == 1 ? 2.5 : 2;
    return step;
}

// Axes and ticks at round numbers, with their labels.
inline std::string axes(const Frame& f) {
    const double base = f.top + f.height;
    std::string svg = "<g id=\"axes\" stroke=\"black\" font-family=\"sans-serif\" font-size=\"11\">\n";
    svg += "<line x1=\"" + num(f.left) + "\" y1=\"" + num(base) + "\" x2=\"" + num(f.left + f.width) + "\" y2=\"" +
           num(base) + "\"/>\n<line x1=\"" + num(f.left) + "\" y1=\"" + num(f.top) + "\" x2=\"" + num(f.left) +
           "\" y2=\"" + num(base) + "\"/>\n";
    for (double h = 0, st = tick_step(static_cast<double>(f.n)); h <= f.n; h += st)
        svg += "<line x1=\"" + num(f.x(h)) + "\" y1=\"" + num(base) + "\" x2=\"" + num(f.x(h)) + "\" y2=\"" +
               num(base + 5) + "\"/><text stroke=\"none\" x=\"" + num(f.x(h)) + "\" y=\"" + num(base + 18) +
               "\" text-anchor=\"middle\">" + std::to_string(static_cast<unsigned long long>(h)) + "</text>\n";
    for (double v = 0, st = tick_step(f.largest); v <= f.largest; v += st)
        svg += "<line x1=\"" + num(f.left - 5) + "\" y1=\"" + num(f.y(v)) + "\" x2=\"" + num(f.left) + "\" y2=\"" +
               num(f.y(v)) + "\"/><text stroke=\"none\" x=\"" + num(f.left - 8) + "\" y=\"" + num(f.y(v) + 4) +
               "\" text-anchor=\"end\">" + std::to_string(static_cast<unsigned long long>(v)) + "</text>\n";
    return svg + "<text stroke=\"none\" x=\"" + num(f.left + f.width / 2) + "\" y=\"" + num(base + 40) +
           "\" text-anchor=\"middle\">heap n</text>\n<text stroke=\"none\" x=\"14\" y=\"" + num(f.top + f.height / 2) +
           "\" transform=\"rotate(-90 14 " + num(f.top + f.height / 2) + ")\" text-anchor=\"middle\">g(n)</text>\n</g>\n";
}

// A dot a heap, or a column a `per` heaps from its least to its largest value;
// red where a heap is rare.
template <class Values>
std::string points(const Values& g, const RareCommon& split, const Frame& f, std::size_t per) {
    std::string svg = "<g id=\"points\" data-per-column=\"" + std::to_string(per) + "\">\n";
    for (std::size_t first = 0; first <= f.n; first += per) {
        const std::size_t last = std::min(f.n, first + per - 1);
        unsigned lo = g[first], hi = g[first];
        bool rare = false;
        for (std::size_t h = first; h <= last; ++h) {
            lo = std::min(lo, g[h]);
            hi = std::max(hi, g[h]);
            unsigned bits = g[h] & split.mask, parity = 0;
            while (bits) parity ^= 1, bits &= bits - 1;
            rare = rare || (split.found && !parity);
        }
        const std::string data = " data-heap=\"" + std::to_string(first) + ".." + std::to_string(last) + "\" data-min=\"" +
                                 std::to_string(lo) + "\" data-max=\"" + std::to_string(hi) + "\"";
        const std::string colour = rare ? "#d00000" : "#202020";
        const double x = f.x(static_cast<double>(first));
        if (per == 1)
            svg += "<circle cx=\"" + num(x) + "\" cy=\"" + num(f.y(lo)) + "\" r=\"1.6\" fill=\"" + colour + "\"" + data + "/>\n";
        else
            svg += "<line x1=\"" + num(x) + "\" y1=\"" + num(f.y(lo) + 0.5) + "\" x2=\"" + num(x) + "\" y2=\"" +
                   num(f.y(hi) - 0.5) + "\" stroke=\"" + colour + "\"" + data + "/>\n";
    }
    return svg + "</g>\n";
}

}  // namespace grundy_svg_detail

template <class Values>
std::string grundy_svg(const Values& g, const GrundyReport& report, const std::string& title) {
    using namespace grundy_svg_detail;
    Frame f = {60, 30, 1000, 400, g.size() - 1, 1};
    for (std::size_t h = 0; h <= f.n; ++h) f.largest = std::max(f.largest, g[h]);
    const std::size_t columns = f.n + 1 <= 2000 ? f.n + 1 : 1000, per = (f.n + columns) / columns;
    std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                      num(f.left + f.width + 30) + "\" height=\"" + num(f.top + f.height + 80) + "\" data-heaps=\"" +
                      std::to_string(f.n + 1) + "\" data-largest=\"" + std::to_string(f.largest) + "\">\n";
    svg += "<title>" + text(title) + "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    svg += "<text x=\"" + num(f.left) + "\" y=\"18\" font-family=\"sans-serif\" font-size=\"14\">" + text(title) + "</text>\n";
    Legend legend = {std::string(), f.left};
    svg += period_mark(g, report, f, legend);  // under the axes and the points
    svg += axes(f) + points(g, report.split, f, per);
    if (report.split.found) {
        static const char hex[] = "0123456789abcdef";
        std::string m;
        for (unsigned v = report.split.mask; v; v >>= 4) m.insert(m.begin(), hex[v & 15]);
        legend.item(f, "<circle cx=\"5\" cy=\"0\" r=\"3\" fill=\"#d00000\"/>", "red: rare heaps (g & " + m + " has an even number of 1 bits)");
        legend.item(f, "<circle cx=\"5\" cy=\"0\" r=\"3\" fill=\"#202020\"/>", "black: common heaps");
    }
    if (!legend.svg.empty())
        svg += "<g id=\"legend\" font-family=\"sans-serif\" font-size=\"11\">\n" + legend.svg + "</g>\n";
    return svg + "</svg>\n";
}

// The report as the grundy command prints it: g(0..n) in rows of report.row,
// each led by its first heap (unless summary); then the period line - only
// what g(0..n) itself proves - with the largest value, and the rare/common
// split if one holds. `rules`: when no period is proved, also the rules the
// finder (nimkit/pattern.hpp) reads in the table, as observed.
inline void print_grundy_report(Writer& out, const GrundyReport& r, const GrundySequence& seq, bool summary,
                                bool rules = false) {
    const std::size_t n = r.n, row = r.row;
    if (!summary) {
        std::string first = std::to_string(n - n % row), value = std::to_string(r.largest);
        for (std::size_t h = 0; h <= n; h += row) {
            std::string index = std::to_string(h);
            out.put(std::string(first.size() - index.size(), ' ') + index + ":");
            for (std::size_t k = h; k < h + row && k <= n; ++k) {
                std::string v = std::to_string(seq.value(k));
                out.put(std::string(value.size() + 1 - v.size(), ' ') + v);
            }
            out.put('\n');
        }
    }
    if (r.period.found) {
        out.put("period " + std::to_string(r.period.period) + " from heap " + std::to_string(r.period.start) + " (certified by g(0.." +
                std::to_string(r.period.certified) + ")" + r.theorem + ")");
    } else if (r.arithmetic.found) {
        out.put("arithmetic period " + std::to_string(r.arithmetic.period) + " saltus " + std::to_string(r.arithmetic.saltus) +
                " from heap " + std::to_string(r.arithmetic.start) + " (certified by g(0.." +
                std::to_string(r.arithmetic.certified) + ")" + r.theorem + ")");
    } else if (r.observed.found) {
        out.put("arithmetic period " + std::to_string(r.observed.period) + " saltus " + std::to_string(r.observed.saltus) +
                " from heap " + std::to_string(r.observed.start) + " (observed on g(0.." + std::to_string(n) + "), not proved)");
    } else {
        out.put("no period certified up to " + std::to_string(n));
        if (r.no_theorem) out.put(" (no theorem for this code)");
    }
    out.put("; largest value " + std::to_string(r.largest) + ", first at heap " + std::to_string(r.largest_at) + "\n");
    if (r.split.found) {
        static const char hex[] = "0123456789abcdef";
        std::string m;
        for (unsigned v = r.split.mask; v; v >>= 4) m.insert(m.begin(), hex[v & 15]);
        out.put("rare/common split: mask " + m + ", " + std::to_string(r.split.rare) +
                (r.split.rare == 1 ? " rare heap" : " rare heaps") + " (g & " + m +
                " has an even number of 1 bits), the last at heap " + std::to_string(r.split.last_rare) + "\n");
    }
    if (rules && !r.period.found && !r.arithmetic.found) {
        std::vector<std::int64_t> values(n + 1);
        for (std::size_t h = 0; h <= n; ++h) values[h] = static_cast<std::int64_t>(seq.value(h));
        const PatternReport p = find_pattern(values);
        for (std::size_t i = 0; i < p.rules.size(); ++i) out.put("rule: " + rule_line(p.rules[i]) + ", not proved\n");
        if (p.rules.empty()) out.put("rule: no rule found in g(0.." + std::to_string(n) + ")\n");
    }
}

// g(0..n), one value a line: the bare table, for a pipe (nimkit pattern).
inline void print_grundy_values(Writer& out, GrundySequence& seq, std::size_t n) {
    seq.compute(n + 1);
    for (std::size_t h = 0; h <= n; ++h) {
        out.put_uint(seq.value(h));
        out.put('\n');
    }
}

// g(h) for a position's heap on line `at`: the table grown (by doubling) until
// h is known or `range` is spent; an input_error naming the heap and the range
// when it is not known by then.
inline std::uint64_t grundy_of_heap(GrundySequence& seq, const HeapGame& game, const std::string& name,
                                    std::uint64_t range, std::uint64_t h, unsigned long at) {
    if (h > range && !seq.known(h) && !game.can_be_certified()) {
        const std::string hint = h <= kGrundyMaxRange ? " (--range " + std::to_string(h) + " computes it)"
                                                      : " (no table reaches it: --range is at most " +
                                                            std::to_string(kGrundyMaxRange) + ")";
        throw input_error(at, "heap " + std::to_string(h) + " is beyond the computed range (g(0.." +
                                  std::to_string(range) + ")) and no period can be certified for " + name + hint);
    }
    while (!seq.known(h) && seq.size() <= range) {
        const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(h, range));
        seq.compute(static_cast<std::size_t>(std::min<std::uint64_t>(range + 1, grown_size(seq.size(), want))));
    }
    if (!seq.known(h))
        throw input_error(at, "heap " + std::to_string(h) + " is beyond the computed range (g(0.." +
                                  std::to_string(seq.size() - 1) + ")) and no period is certified for " + name +
                                  " within it");
    return seq.value(h);
}

inline void answer_grundy_positions(Reader& in, Writer& out, GrundySequence& seq, const HeapGame& game,
                                    const std::string& name, std::uint64_t range, bool move) {
    assert(range <= kGrundyMaxRange && "answer_grundy_positions: range is at most kGrundyMaxRange");
    seq.compute(static_cast<std::size_t>(std::min<std::uint64_t>(range + 1, 1024)));
    std::string line;
    std::vector<std::uint64_t> heaps;
    while (in.read_line(line)) {
        const unsigned long at = in.last_line();
        if (line.find_first_not_of(" \t\r\v\f") == std::string::npos) continue;  // a blank line
        parse_row_list(line.data(), line.data() + line.size(), "a heap size", kGrundyMaxHeap, at, heaps);
        std::uint64_t x = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i) x ^= grundy_of_heap(seq, game, name, range, heaps[i], at);
        std::size_t i = 0;  // the heap to move in: its g has x's top bit
        if (move && x) {
            while ((seq.value(heaps[i]) ^ x) >= seq.value(heaps[i])) ++i;
            if (game.max_heaps() >= 3 && heaps[i] > kGrundyMaxSplitMove)
                throw input_error(at, "a winning move is searched split by split, in heaps up to " +
                                          std::to_string(kGrundyMaxSplitMove) + " for codes that leave three or more heaps; heap " +
                                          std::to_string(heaps[i]) + " is larger");
        }
        out.put_uint(x);
        if (move && x) {
            HeapMove m = seq.move_to(heaps[i], seq.value(heaps[i]) ^ x);
            out.put(" move heap " + std::to_string(i + 1) + ": " + std::to_string(heaps[i]) + " ->");
            if (!m.left && !m.right) out.put(" nothing");
            if (m.left) out.put(" " + std::to_string(m.left));
            if (m.right) out.put(" " + std::to_string(m.right));
            for (std::size_t k = 0; k < m.more.size(); ++k) out.put(" " + std::to_string(m.more[k]));
        }
        out.put('\n');
    }
}

// Coin-turning games (nimkit/coin_turning.hpp): g(1..n) in rows led by the
// position, then the closed form when a theorem gives one; positions on stdin,
// one row of coins a line as the positions of its heads (1-based, any order,
// "3 5" or "[3,5]") -> the row's value, with `move` the coins to turn:
// "3 move turn 5 2" (head 5 and coin 2), or "move turn 3..8" for a run.
inline void print_coin_table(Writer& out, CoinTurning& game, std::size_t n, std::size_t row) {
    if (!row) row = 10;
    std::vector<std::uint64_t> g(n + 1, 0);
    std::uint64_t largest = 0;
    for (std::size_t x = 1; x <= n; ++x) largest = std::max(largest, g[x] = game.grundy(x));
    const std::string first = std::to_string(n - (n - 1) % row), value = std::to_string(largest);
    for (std::size_t h = 1; h <= n; h += row) {
        const std::string index = std::to_string(h);
        out.put(std::string(first.size() - index.size(), ' ') + index + ":");
        for (std::size_t k = h; k < h + row && k <= n; ++k) {
            const std::string v = std::to_string(g[k]);
            out.put(std::string(value.size() + 1 - v.size(), ' ') + v);
        }
        out.put('\n');
    }
    const CoinRule& r = game.rule();
    if (!coin_turning_closed_form(r)) {
        out.put("no closed form known for " + coin_rule_name(r) + ": g(1.." + std::to_string(n) + ") by the mex rule\n");
        return;
    }
    std::string form = r.kind == CoinRule::run
                           ? r.limit ? "the largest power of 2 dividing x, capped at the largest power of 2 <= " +
                                           std::to_string(r.limit)
                                     : "the largest power of 2 dividing x (the ruler function)"
                       : r.limit == 1 ? "1"
                       : r.limit == 2 ? "x"
                                      : "the x-th odious number, 2(x-1) + [x-1 has an even number of 1 bits]";
    out.put("g(x) = " + form + " for every x >= 1 (a theorem: docs/theory.md, coin-turning games)\n");
}

inline void answer_coin_positions(Reader& in, Writer& out, CoinTurning& game, bool move) {
    std::string line, why;
    std::vector<std::uint64_t> heads;
    while (in.read_line(line)) {
        const unsigned long at = in.last_line();
        if (line.find_first_not_of(" \t\r\v\f") == std::string::npos) continue;
        parse_row_list(line.data(), line.data() + line.size(), "a coin position", kCoinMaxPosition, at, heads);
        if (!coin_heads_check(heads.begin(), heads.end(), why)) throw input_error(at, why);
        const CoinRule& r = game.rule();
        for (std::size_t i = 0; i < heads.size() && !coin_turning_closed_form(r); ++i)
            if (heads[i] > kCoinTableMaxCells)
                throw input_error(at, "coin " + std::to_string(heads[i]) + " is beyond the table " + coin_rule_name(r) +
                                          " needs (no closed form; positions up to " +
                                          std::to_string(kCoinTableMaxCells) + ")");
        std::uint64_t v = 0;
        CoinMove m = {0, 0, std::vector<std::uint64_t>()};
        bool moved = false;
        try {
            v = game.value(heads.begin(), heads.end());
            moved = move && v && game.winning_move(heads.begin(), heads.end(), m);
        } catch (const std::length_error&) {
            throw input_error(at, "this row needs more of the " + coin_rule_name(r) +
                                      " table than its memory bound (64 MiB) holds");
        }
        out.put(std::to_string(v));
        if (moved) {
            out.put(" move turn ");
            if (r.kind == CoinRule::run) {
                out.put(m.count > 1 ? std::to_string(m.x - m.count + 1) + ".." + std::to_string(m.x) : std::to_string(m.x));
            } else {
                out.put(std::to_string(m.x));
                for (std::size_t k = 0; k < m.others.size(); ++k) out.put(" " + std::to_string(m.others[k]));
            }
        }
        out.put('\n');
    }
}

// Take-away games with a memory (nimkit/take_away.hpp): the losing heaps up to n
// (Schwenk's theorem); heaps on stdin, one a line (1..10^18) -> 0 when the
// player to move loses, else 1, with `move` the winning first take.
inline void print_take_away_table(Writer& out, const TakeAway& game, std::uint64_t n) {
    out.put("losing heaps up to " + std::to_string(n) + ":");
    std::uint64_t shown = 0;
    for (std::size_t i = 0; i < game.runs().size(); ++i)
        for (std::uint64_t h = game.runs()[i].first; h <= n; h += game.runs()[i].step) {
            out.put(" " + std::to_string(h));
            ++shown;
            if (h == game.runs()[i].last) break;
        }
    out.put("\n" + std::to_string(shown) + " losing heaps: the first player loses exactly there (Schwenk's theorem, "
             "docs/theory.md); elsewhere the winning first take is the smallest term of the heap's greedy sum of them\n");
}

inline void answer_take_away_positions(Reader& in, Writer& out, const TakeAway& game, bool move) {
    while (!in.at_eof()) {
        const std::uint64_t n = in.read_uint("a heap size", 1, game.limit(), "a heap size must be at least 1, got 0");
        const std::uint64_t take = game.winning_move(n);
        out.put(take ? "1" : "0");
        if (move && take) out.put(" move take " + std::to_string(take));
        out.put('\n');
    }
}

// The grundy command's coin-turning and take-away games: their options checked
// (usage_error), then their own tables and positions.
inline void grundy_other_games(Reader& in, Writer& out, const std::vector<std::string>& turning,
                        const std::vector<std::string>& take_away, const std::vector<std::string>& upto,
                        const std::vector<std::string>& range, const std::vector<std::string>& row,
                        const std::vector<std::string>& svg, bool move, bool summary) {
    if (!range.empty() || !svg.empty() || summary || (!take_away.empty() && !row.empty()))
        throw usage_error("--range, --svg and --summary go with heap games; --row with --turning only");
    if (!upto.empty() && move) throw usage_error("--upto prints a table; --move goes with positions");
    const std::uint64_t n = upto.empty() ? 0 : number_arg(upto.back(), "--upto", kGrundyMaxHeap);
    if (!turning.empty()) {
        CoinRule rule;
        std::string why;
        if (!parse_coin_rule(turning[0], rule, why)) throw usage_error("--turning " + turning[0] + ": " + why);
        CoinTurning game(rule);
        if (upto.empty()) return answer_coin_positions(in, out, game, move);
        if (n < 1 || n > 1000000) throw usage_error("--upto with --turning is 1..1000000");
        try {
            print_coin_table(out, game, static_cast<std::size_t>(n),
                                     row.empty() ? 0 : static_cast<std::size_t>(number_arg(row.back(), "--row", 1000)));
        } catch (const std::length_error&) {
            throw usage_error("--upto " + upto.back() + ": " + coin_rule_name(rule) +
                                      " has no closed form and its table stops at its memory bound (64 MiB)");
        }
        return;
    }
    const std::uint64_t r = number_arg(take_away[0], "--take-away", kMaxUint64);
    if (r == 0) throw usage_error("--take-away 0: R is at least 1");
    try {
        const TakeAway game(r, upto.empty() ? kGrundyMaxHeap : n);
        if (upto.empty()) return answer_take_away_positions(in, out, game, move);
        if (game.count(n) > 1000000)
            throw usage_error("--upto " + upto.back() + " would list " + std::to_string(game.count(n)) +
                                      " losing heaps (at most 1000000)");
        print_take_away_table(out, game, n);
    } catch (const std::length_error&) {
        throw usage_error("--take-away " + take_away[0] + ": the losing heaps up to " +
                                  (upto.empty() ? std::string("10^18") : upto.back()) +
                                  " need more than 2^20 runs of the recurrence (a smaller --upto, or a smaller R)");
    }
}

}  // namespace nimkit

#endif
