// nimkit/grundy_report.hpp - a Grundy sequence and its verdicts as text, and
// positions answered line by line: what the grundy command prints.
//
// print_grundy_table(out, seq, game, n, row, summary): g(0..n) in rows of `row`
//   (0: the certified period if at most 40, else 10), each led by its first
//   heap; then the period line - only what g(0..n) itself proves - the largest
//   value, and for take-and-break games the rare/common split if one holds.
//   O(n) after the sequence is computed.
// answer_grundy_positions(in, out, seq, name, range, move): one position a line
//   (a row list: "5 7 12", "[5,7,12]", "5,7,12"; heaps to 10^18), the value of
//   the sum, with `move` a winning move "3 move heap 2: 12 -> 4 7". A heap
//   beyond g(0..range) without a certified period is an input_error, refused
//   before any table is built when the game cannot be periodic.
// Proved by: tests/oracles/grundy.py (the executable against the mex over whole
//   positions and an independent table and certificate), tests/hostile/grundy.py.
#ifndef NIMKIT_GRUNDY_REPORT_HPP
#define NIMKIT_GRUNDY_REPORT_HPP

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/heap_game.hpp"
#include "nimkit/internal_growth.hpp"
#include "nimkit/reader.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

const std::uint64_t kGrundyMaxHeap = 1000000000000000000ULL;  // 10^18
const std::uint64_t kGrundyMaxRange = 4294967293ULL;  // the engine's limit: g(0..2^32 - 3)

inline void print_grundy_table(Writer& out, GrundySequence& seq, const HeapGame& game, std::size_t n, std::size_t row,
                               bool summary) {
    assert(n <= kGrundyMaxRange && "print_grundy_table: n is at most kGrundyMaxRange");
    seq.compute(n + 1);
    // Only what g(0..n) proves: a longer table computed by doubling is cut back.
    const Period p = seq.period();
    unsigned largest = 0;
    std::size_t largest_at = 0;
    for (std::size_t h = 0; h <= n; ++h)
        if (seq.value(h) > largest) largest = seq.value(h), largest_at = h;
    const bool proved = p.found && p.certified <= n;
    if (!summary) {
        if (!row) row = proved && p.period <= 40 ? p.period : 10;
        std::string first = std::to_string(n - n % row), value = std::to_string(largest);
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
    if (proved) {
        out.put("period " + std::to_string(p.period) + " from heap " + std::to_string(p.start) + " (certified by g(0.." +
                std::to_string(p.certified) +
                (game.splits() ? "), the Guy-Smith theorem)" : "): a window of the largest move)"));
    } else {
        out.put("no period certified up to " + std::to_string(n));
    }
    out.put("; largest value " + std::to_string(largest) + ", first at heap " + std::to_string(largest_at) + "\n");
    if (game.kind != HeapGame::take_break) return;
    std::vector<std::uint16_t> g(n + 1);
    for (std::size_t h = 0; h <= n; ++h) g[h] = static_cast<std::uint16_t>(seq.value(h));
    RareCommon split = rare_common_split(g);
    if (!split.found) return;
    static const char hex[] = "0123456789abcdef";
    std::string m;
    for (unsigned v = split.mask; v; v >>= 4) m.insert(m.begin(), hex[v & 15]);
    out.put("rare/common split: mask " + m + ", " + std::to_string(split.rare) +
            " rare values (heaps whose g & mask has even parity), the last at heap " + std::to_string(split.last_rare) +
            "\n");
}

inline void answer_grundy_positions(Reader& in, Writer& out, GrundySequence& seq, const HeapGame& game,
                                    const std::string& name, std::uint64_t range, bool move) {
    assert(range <= kGrundyMaxRange && "answer_grundy_positions: range is at most kGrundyMaxRange");
    seq.compute(static_cast<std::size_t>(std::min<std::uint64_t>(range + 1, 1024)));
    std::string line;
    std::vector<std::uint64_t> heaps;
    while (in.read_line(line)) {
        const unsigned long at = in.last_line();
        std::size_t b = line.find_first_not_of(" \t\r\v\f");
        if (b == std::string::npos) continue;  // a blank line
        parse_row_list(line.data(), line.data() + line.size(), "a heap size", kGrundyMaxHeap, at, heaps);
        unsigned x = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            const std::uint64_t h = heaps[i];
            if (h > range && !seq.known(h) && !game.can_be_periodic()) {
                const std::string hint = h <= kGrundyMaxRange ? " (--range " + std::to_string(h) + " computes it)"
                                                              : " (no table reaches it: --range is at most " +
                                                                    std::to_string(kGrundyMaxRange) + ")";
                throw input_error(at, "heap " + std::to_string(h) + " is beyond the computed range (g(0.." +
                                          std::to_string(range) + ")) and no period can be certified for " + name + hint);
            }
            // Grow the table (by doubling) until the heap is known or the range is spent.
            while (!seq.known(h) && seq.size() <= range) {
                const std::size_t want = static_cast<std::size_t>(std::min<std::uint64_t>(h, range));
                seq.compute(static_cast<std::size_t>(std::min<std::uint64_t>(range + 1, grown_size(seq.size(), want))));
            }
            if (!seq.known(h))
                throw input_error(at, "heap " + std::to_string(h) + " is beyond the computed range (g(0.." +
                                          std::to_string(seq.size() - 1) + ")) and no period is certified for " + name +
                                          " within it");
            x ^= seq.value(h);
        }
        out.put_uint(x);
        if (move && x) {
            std::size_t i = 0;
            while ((seq.value(heaps[i]) ^ x) >= seq.value(heaps[i])) ++i;  // g(h) has x's top bit
            HeapMove m = seq.move_to(heaps[i], seq.value(heaps[i]) ^ x);
            out.put(" move heap " + std::to_string(i + 1) + ": " + std::to_string(heaps[i]) + " ->");
            if (!m.left && !m.right) out.put(" nothing");
            if (m.left) out.put(" " + std::to_string(m.left));
            if (m.right) out.put(" " + std::to_string(m.right));
        }
        out.put('\n');
    }
}

}  // namespace nimkit

#endif
