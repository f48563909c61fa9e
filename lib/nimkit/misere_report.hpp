// nimkit/misere_report.hpp - a misère quotient as text, and misère positions
// answered line by line: what `grundy ... --misere` prints.
//
// print_misere_quotient(out, q): where the construction stopped and why, if
//   it did; then "quotient of order Q for heaps 1..N, tame" (or "wild"), the
//   generators (the heaps that are new generators, named a, b, c, ...), the
//   relations (least words that are not normal = their normal form, the
//   papers' style: a^2 = 1, b^3 = b), the P-portion as normal forms, and each
//   heap's element. O(order * generators + relations + N).
// answer_misere_positions(in, out, options, limits, range, move): one position
//   a line (a row list: "5 7 12", "[5,7,12]"; zeros are no heap) -> 0 when the
//   player to move loses, else 1; with `move` a winning move in grundy's words
//   ("1 move heap 2: 12 -> 4 7", "-> nothing"). The quotient is built (again)
//   up to the largest heap seen, at most `range`; a heap past `range`, or past
//   where a limit stopped the construction, is an input_error naming the line
//   and the figure. A position without a move prints "1" alone (the player to
//   move cannot move, and wins).
// Proved by: the quotient's own check (nimkit/misere.hpp), tests/test_misere.cpp,
//   and samples/grundy/9..11 (outputs from a misère search of the sums).
#ifndef NIMKIT_MISERE_REPORT_HPP
#define NIMKIT_MISERE_REPORT_HPP

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/misere.hpp"
#include "nimkit/reader.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

const std::uint64_t kMisereMaxHeap = 4000;                 // --upto and --range with --misere
const std::uint64_t kMisereReadMax = 1000000000000000000ULL;  // heaps read (10^18), refused past --range

inline void print_misere_quotient(Writer& out, const MisereQuotient& q) {
    if (!q.stopped.empty())
        out.put("stopped at heap " + std::to_string(q.heaps + 1) + " of " + std::to_string(q.asked) + ": " + q.stopped +
                "\n");
    out.put("quotient of order " + std::to_string(q.order) + " for heaps 1.." + std::to_string(q.heaps) +
            (q.tame ? ", tame (every position plays as misere Nim of its Grundy values)"
                    : ", wild") +
            "; proved by a check of " + std::to_string(q.check_states) + " states\n");
    out.put("generators:");
    if (q.generators.empty()) out.put(" none");
    for (std::size_t i = 0; i < q.generators.size(); ++i)
        out.put(std::string(i ? "," : "") + " " + misere_generator_name(i) + " = heap " + std::to_string(q.generators[i]));
    out.put("\nrelations:");
    if (q.relations.empty()) out.put(" none");
    for (std::size_t i = 0; i < q.relations.size(); ++i)
        out.put(std::string(i ? "," : "") + " " + misere_word(q.relations[i].left) + " = " +
                misere_word(q.relations[i].right));
    out.put("\nP-portion:");
    std::size_t listed = 0;
    for (std::size_t a = 0; a < q.order; ++a)
        if (q.p[a]) out.put(std::string(listed++ ? "," : "") + " " + misere_word(q.normal[a]));
    if (!listed) out.put(" none");  // no position is lost: no heap has a move
    out.put("\nheap: element\n");
    const std::string widest = std::to_string(q.heaps);
    for (std::size_t h = 1; h <= q.heaps; ++h) {
        const std::string index = std::to_string(h);
        out.put(std::string(widest.size() - index.size(), ' ') + index + ": " + misere_word(q.normal[q.image[h]]) + "\n");
    }
}

inline void answer_misere_positions(Reader& in, Writer& out, const MisereOptions& options, const MisereLimits& limits,
                                    std::uint64_t range, bool move) {
    assert(options.size() > range && "answer_misere_positions: options for heaps 0..range");
    std::string line;
    std::vector<std::uint64_t> heaps;
    MisereQuotient q = misere_quotient(options, 0, limits);
    while (in.read_line(line)) {
        const unsigned long at = in.last_line();
        if (line.find_first_not_of(" \t\r\v\f") == std::string::npos) continue;
        parse_row_list(line.data(), line.data() + line.size(), "a heap size", kMisereReadMax, at, heaps);
        MiserePosition pos;
        std::vector<std::size_t> written;  // pos[i] is heap written[i] + 1 of the line
        std::uint64_t largest = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i)
            if (heaps[i]) {
                largest = std::max(largest, heaps[i]);
                pos.push_back(static_cast<std::uint32_t>(std::min<std::uint64_t>(heaps[i], 0xffffffffu)));
                written.push_back(i);
            }
        if (largest > range)
            throw input_error(at, "heap " + std::to_string(largest) + " is beyond the misere quotient's heaps (--range " +
                                      std::to_string(range) + "; at most " + std::to_string(kMisereMaxHeap) + ")");
        if (largest > q.heaps) {
            q = misere_quotient(options, static_cast<std::size_t>(largest), limits);
            if (q.heaps < largest)
                throw input_error(at, "heap " + std::to_string(largest) + ": the misere quotient stopped at heap " +
                                          std::to_string(q.heaps + 1) + " (" + q.stopped + ")");
        }
        std::size_t which = 0, option = 0;
        const bool lose = q.p_position(pos);
        out.put(lose ? "0" : "1");
        if (move && !lose && misere_winning_move(q, options, pos, which, option)) {
            out.put(" move heap " + std::to_string(written[which] + 1) + ": " + std::to_string(pos[which]) + " ->");
            const MiserePosition& left = options[pos[which]][option];
            if (left.empty()) out.put(" nothing");
            for (std::size_t k = 0; k < left.size(); ++k) out.put(" " + std::to_string(left[k]));
        }
        out.put('\n');
    }
}

}  // namespace nimkit

#endif
