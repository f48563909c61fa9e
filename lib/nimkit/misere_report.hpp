// nimkit/misere_report.hpp - a misère quotient as text, and misère positions
// answered line by line: what `grundy ... --misere` prints.
//
// misere_quotient_line(q): "quotient of order Q for every heap: heap elements
//   periodic, period P from heap N0 (certified by heaps 1..M), wild; ..." for
//   a complete quotient, else "quotient of order Q for heaps 1..N, wild; ...".
// print_misere_quotient(out, q, summary, most_relations): that line, the
//   generators (the heaps that are new generators, named a, b, c, ...), the
//   relations (least words that are not normal = their normal form, the
//   papers' style: a^2 = 1, b^3 = b; past the first most_relations, by
//   default all, "... and N more (--all shows every one)"), the P-portion as
//   normal forms, and each heap's element; with `summary` only the first line
//   and the P-portion. O(order * generators + relations + N). grundy shows
//   kMisereRelationsShown relations (a wild quotient has thousands: a line
//   longer than a screen) unless --all.
// misere_stop_note(q): "stopped at heap H of N: why" when a limit stopped the
//   construction (grundy says it on stderr and exits 3), else empty.
// answer_misere_positions(in, out, game, limits, range, move, progress): one
//   position a line (a row list: "5 7 12", "[5,7,12]"; zeros are no heap;
//   heaps up to 10^18) -> 0 when the player to move loses, else 1; with
//   `move` a winning move in grundy's words ("1 move heap 2: 12 -> 4 7",
//   "-> nothing"), or "1 no move" when the position has none (the player to
//   move cannot move, and so wins). The quotient is proved heap by heap as
//   far as the largest heap read needs, at most `range` - any heap once it is
//   complete. A heap past `range` of an incomplete quotient is an input_error;
//   one past where a limit stopped the construction a stopped_error (exit 3).
// Proved by: the construction's own proofs (nimkit/misere.hpp),
//   tests/test_misere.cpp, samples/grundy/9..13 (outputs from a misère search
//   of the sums) and tests/hostile/grundy.py.
#ifndef NIMKIT_MISERE_REPORT_HPP
#define NIMKIT_MISERE_REPORT_HPP

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/misere.hpp"
#include "nimkit/misere_words.hpp"
#include "nimkit/reader.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

const std::uint64_t kMisereReadMax = 1000000000000000000ULL;  // heaps read (10^18)

inline std::string misere_quotient_line(const MisereQuotient& q) {
    std::string line = "quotient of order " + std::to_string(q.order);
    if (q.complete)
        line += " for every heap: heap elements periodic, period " + std::to_string(q.period) + " from heap " +
                std::to_string(q.start) + " (certified by heaps 1.." + std::to_string(q.certified) + ")";
    else
        line += " for heaps 1.." + std::to_string(q.heaps);
    if (q.tame)
        line += ", tame (every position plays as misere Nim of its Grundy values)";
    else if (q.wild)
        line += ", wild";
    else if (q.tame_heaps)
        line += ", tame on heaps 1.." + std::to_string(q.heaps) + " (not proved past them)";
    else
        line += ", tame or wild not decided (misere Nim's elements too many)";
    std::size_t p = 0;
    for (std::size_t a = 0; a < q.order; ++a) p += q.p[a] != 0;
    return line + "; P-portion of " + std::to_string(p) + ", proved heap by heap (" +
           std::to_string(q.presentations) + " new presentations, " + std::to_string(q.trials) + " trials)";
}

inline std::string misere_stop_note(const MisereQuotient& q) {
    if (q.stopped.empty()) return std::string();
    return "stopped at heap " + std::to_string(q.heaps + 1) + " of " + std::to_string(q.asked) + ": " + q.stopped;
}

const std::size_t kMisereRelationsShown = 20;

inline void print_misere_quotient(Writer& out, const MisereQuotient& q, bool summary = false,
                                  std::size_t most_relations = static_cast<std::size_t>(-1)) {
    out.put(misere_quotient_line(q) + "\n");
    if (!summary) {
        out.put("generators:");
        if (q.generators.empty()) out.put(" none");
        for (std::size_t i = 0; i < q.generators.size(); ++i)
            out.put(std::string(i ? "," : "") + " " + misere_generator_name(i) + " = heap " +
                    std::to_string(q.generators[i]));
        out.put("\nrelations:");
        if (q.relations.empty()) out.put(" none");
        const std::size_t shown = std::min(q.relations.size(), most_relations);
        for (std::size_t i = 0; i < shown; ++i)
            out.put(std::string(i ? "," : "") + " " + misere_word(q.relations[i].left) + " = " +
                    misere_word(q.relations[i].right));
        if (shown < q.relations.size())
            out.put(std::string(shown ? "," : "") + " ... and " + std::to_string(q.relations.size() - shown) +
                    " more (--all shows every one)");
        out.put('\n');
    }
    out.put("P-portion:");
    std::size_t listed = 0;
    for (std::size_t a = 0; a < q.order; ++a)
        if (q.p[a]) out.put(std::string(listed++ ? "," : "") + " " + misere_word(q.normal[a]));
    if (!listed) out.put(" none");  // no position is lost: no heap has a move
    out.put('\n');
    if (summary) return;
    out.put("heap: element\n");
    const std::string widest = std::to_string(q.heaps);
    for (std::size_t h = 1; h <= q.heaps; ++h) {
        const std::string index = std::to_string(h);
        out.put(std::string(widest.size() - index.size(), ' ') + index + ": " + misere_word(q.normal[q.image[h]]) + "\n");
    }
}

inline void answer_misere_positions(Reader& in, Writer& out, const MisereGame& game, const MisereLimits& limits,
                                    std::uint64_t range, bool move,
                                    const MisereConstruction::Progress& progress = MisereConstruction::Progress()) {
    MisereConstruction built(game, limits, progress);
    MisereQuotient q = built.quotient(0);
    std::string line;
    std::vector<std::uint64_t> heaps, pos, left;
    while (in.read_line(line)) {
        const unsigned long at = in.last_line();
        if (line.find_first_not_of(" \t\r\v\f") == std::string::npos) continue;
        parse_row_list(line.data(), line.data() + line.size(), "a heap size", kMisereReadMax, at, heaps);
        pos.clear();
        std::vector<std::size_t> written;  // pos[i] is heap written[i] + 1 of the line
        std::uint64_t largest = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i]) {
                largest = std::max(largest, heaps[i]);
                pos.push_back(heaps[i]);
                written.push_back(i);
            }
        if (largest > q.heaps && !q.complete) {
            built.run(static_cast<std::size_t>(std::min(largest, range)));
            q = built.quotient(static_cast<std::size_t>(std::min(largest, range)));
            if (largest > q.heaps && !q.complete) {
                if (!q.stopped.empty())
                    throw stopped_error("heap " + std::to_string(largest) + ": the misere quotient stopped at heap " +
                                            std::to_string(q.heaps + 1) + " (" + q.stopped + ")",
                                        at);
                throw input_error(at, "heap " + std::to_string(largest) +
                                          " is beyond the misere quotient's heaps (--range " + std::to_string(range) +
                                          "; it is not complete by then)");
            }
        }
        std::size_t which = 0;
        std::uint32_t e = 0;
        for (std::size_t i = 0; i < pos.size(); ++i) e = q.mul(e, q.heap_element(pos[i]));
        const bool lose = q.p[e] != 0;
        out.put(lose ? "0" : "1");
        if (move && !lose) {
            if (misere_winning_move(q, game, pos, which, left)) {
                out.put(" move heap " + std::to_string(written[which] + 1) + ": " + std::to_string(pos[which]) + " ->");
                if (left.empty()) out.put(" nothing");
                for (std::size_t k = 0; k < left.size(); ++k) out.put(" " + std::to_string(left[k]));
            } else {
                out.put(" no move");
            }
        }
        out.put('\n');
    }
}

}  // namespace nimkit

#endif
