// nimkit/misere_game.hpp - heap games as the misère code reads them: each
// heap's options as multisets of smaller heaps.
//
// MisereOptions (options[h], heaps 0..n) or a MisereGame (heap h's options
//   made when asked, normal-play values, and whether the period theorem of
//   docs/misere.md applies: moves remove at most t tokens and leave at most
//   two heaps, sizes free): take-and-break games of nimkit/octal.hpp -
//   Grundy's game included, never periodic - subtraction and all-but games.
// Theorem: `periodic` is set only where the period theorem's hypotheses
//   hold - moves remove at most t tokens and leave at most two heaps (one
//   without `splits`), their sizes free: every octal code but Grundy's game
//   (its parts must differ), finite subtraction sets (not all-but).
// Cost: O(h t) a take-and-break heap's options, O(h log |S|) a subtraction
//   or all-but heap's.
// Proved by: tests/test_misere.cpp (the options against take-and-break rows
//   written from the rules in words, tests/take_break_rows.hpp: every sum of
//   up to 4 heaps <= 12 of the example games answered alike by the quotient
//   and a search of those rows; subtraction and all-but games against their
//   own search).
#ifndef NIMKIT_MISERE_GAME_HPP
#define NIMKIT_MISERE_GAME_HPP

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "nimkit/internal_octal_core.hpp"

namespace nimkit {

typedef std::vector<std::uint32_t> MiserePosition;               // heap sizes (>= 1)
typedef std::vector<std::vector<MiserePosition> > MisereOptions;  // options[h]: each a multiset of heaps < h

// Heap h's options in a take-and-break game, in the order grundy's moves are
// tried: fewest tokens removed, leaving nothing before one heap before two,
// the smaller part as small as possible. O(h t).
inline std::vector<MiserePosition> misere_take_break_moves(const TakeBreak& game, std::size_t h) {
    std::vector<MiserePosition> o;
    for (std::size_t k = 0; k < game.digit.size() && k <= h; ++k) {
        const unsigned d = game.digit[k];
        const std::size_t rest = h - k;
        if ((d & 1) && rest == 0 && k > 0) o.push_back(MiserePosition());
        if ((d & 2) && rest > 0 && k > 0) o.push_back(MiserePosition(1, static_cast<std::uint32_t>(rest)));
        if (d & 4)
            for (std::size_t a = 1; 2 * a <= rest; ++a)
                if (!(game.unequal && 2 * a == rest)) {
                    MiserePosition p;
                    p.push_back(static_cast<std::uint32_t>(a));
                    p.push_back(static_cast<std::uint32_t>(rest - a));
                    o.push_back(p);
                }
    }
    return o;
}

// The options of heaps 0..n. O(n^2 t).
inline MisereOptions misere_take_break_options(const TakeBreak& game, std::size_t n) {
    assert(valid_take_break(game) && "misere_take_break_options: digit[0] is 0 or 4, the other digits 0..7");
    MisereOptions o(n + 1);
    for (std::size_t h = 1; h <= n; ++h) o[h] = misere_take_break_moves(game, h);
    return o;
}

// Subtraction games: heap h's options, remove s tokens, s in `set` (sorted;
// all_but: any number but those in `set`). O(h log |set|).
inline std::vector<MiserePosition> misere_subtraction_moves(const std::vector<std::uint64_t>& set, bool all_but,
                                                            std::size_t h) {
    std::vector<MiserePosition> o;
    for (std::size_t k = 1; k <= h; ++k)
        if (std::binary_search(set.begin(), set.end(), static_cast<std::uint64_t>(k)) != all_but)
            o.push_back(k == h ? MiserePosition() : MiserePosition(1, static_cast<std::uint32_t>(h - k)));
    return o;
}

inline MisereOptions misere_subtraction_options(const std::vector<std::uint64_t>& set, bool all_but, std::size_t n) {
    MisereOptions o(n + 1);
    for (std::size_t h = 1; h <= n; ++h) o[h] = misere_subtraction_moves(set, all_but, h);
    return o;
}

// A heap game as the construction reads it: each heap's options, made when
// the heap is reached, and whether the period theorem applies - moves remove
// at most `t` tokens and leave at most two heaps (one without `splits`),
// their sizes free (docs/misere.md).
struct MisereGame {
    std::function<std::vector<MiserePosition>(std::size_t)> moves;  // heap h -> its options, heaps 1..h-1
    std::function<std::vector<unsigned>(std::size_t)> grundy;       // g(0..n) in normal play (empty: from moves)
    bool periodic;
    std::size_t t;
    bool splits;
};

// A take-and-break game: periodic unless `unequal` (Grundy's game).
inline MisereGame misere_take_break_game(const TakeBreak& game) {
    assert(valid_take_break(game) && "misere_take_break_game: digit[0] is 0 or 4, the other digits 0..7");
    MisereGame g;
    g.moves = [game](std::size_t h) { return misere_take_break_moves(game, h); };
    g.grundy = [game](std::size_t n) { return take_break_table(game, n); };
    g.periodic = !game.unequal;
    g.t = game.digit.size() - 1;
    g.splits = false;
    for (std::size_t k = 0; k < game.digit.size(); ++k) g.splits = g.splits || (game.digit[k] & 4) != 0;
    return g;
}

// A subtraction game: periodic for a (finite) subtraction set, not all-but.
inline MisereGame misere_subtraction_game(const std::vector<std::uint64_t>& set, bool all_but) {
    MisereGame g;
    g.moves = [set, all_but](std::size_t h) { return misere_subtraction_moves(set, all_but, h); };
    // g.grundy left empty: the values come from the moves (O(n) heaps' options)
    g.periodic = !all_but && !set.empty();
    g.t = set.empty() ? 0 : static_cast<std::size_t>(std::min<std::uint64_t>(set.back(), 1u << 30));
    g.splits = false;
    return g;
}

// Options given heap by heap (heaps 0..options.size()-1): no theorem.
inline MisereGame misere_options_game(const MisereOptions& options) {
    MisereGame g;
    g.moves = [options](std::size_t h) { return options[h]; };
    g.periodic = false;
    g.t = 0;
    g.splits = true;
    return g;
}

}  // namespace nimkit

#endif
