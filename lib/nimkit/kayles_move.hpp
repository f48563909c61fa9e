// nimkit/kayles_move.hpp - a winning move on a Kayles board (rows of coins), normal or misère.
//
// kayles_winning_move(rows, misere, move): the first winning move, O(rows) for
//   any row sizes. Once g is periodic a split (a, b), a <= b, behaves like the
//   split with a reduced by whole periods (both parts past n0 and not special),
//   so only a < max(n0, 26) + p need trying; for long rows the least such a for
//   each target value and phase is one look-up in the table's first_split.
// Proved by: tests/test_kayles.cpp - winning moves vs search for every board
//   of <= 25 coins; the look-up against the part-by-part twin on 200000 random
//   boards; tests/kayles_moves.py through the executable.
#ifndef NIMKIT_KAYLES_MOVE_HPP
#define NIMKIT_KAYLES_MOVE_HPP

#include <cstddef>
#include <cstdint>
#include <vector>

#include "nimkit/kayles.hpp"

namespace nimkit {

// Row `row` of n coins becomes rows `left` and `right` (either may be 0);
// `removed` (1 or 2) = n - left - right.
struct KaylesMove {
    std::size_t row;
    std::uint64_t left, right;
};

namespace kayles_move_detail {

// The least a < kayles_table().enough (2a <= rest) whose split of `rest` into
// a and rest - a, added to the other rows `k` (nim-sum x), leaves the mover
// losing; false if none. k is left as it was. O(enough).
inline bool kayles_split_walk(KaylesCounts& k, unsigned x, std::uint64_t rest, bool misere, std::uint64_t& found) {
    const KaylesTable& t = kayles_table();
    const std::size_t start = t.period.start, p = t.period.period;
    // g(rest - a) as a grows: walk the period backwards instead of dividing.
    const bool periodic = rest >= t.g.size() + t.enough;
    std::size_t phase = periodic ? t.phase(rest) : 0;
    for (std::uint64_t a = 0; 2 * a <= rest && a < t.enough; ++a) {
        const std::uint64_t b = rest - a;
        const unsigned gb = periodic ? t.g[start + phase] : kayles_grundy(b);
        phase = phase ? phase - 1 : p - 1;
        bool wins;
        if (!misere || k.has_ordinary_row() || b >= 26) {
            // Normal play, or a row of ordinary size stays: the xor decides.
            wins = (x ^ t.g[static_cast<std::size_t>(a)] ^ gb) == 0;
        } else {
            k.add(a);
            k.add(b);
            wins = !k.mover_wins(misere);
            k.remove(a);
            k.remove(b);
        }
        if (wins) {
            found = a;
            return true;
        }
    }
    return false;
}

}  // namespace kayles_move_detail

// The first winning move, trying rows in the given order, then one coin before
// two, then the left part smallest first; false when the mover loses or no coin
// is left. O(rows) for any row sizes: a row of at least t.far coins is split
// by one look-up in first_split (each part a < enough gives the xor rule's
// verdict, the other part being far and ordinary); `plain` walks the parts
// one by one instead, the twin the tests compare the look-up with.
inline bool kayles_winning_move(const std::vector<std::uint64_t>& rows, bool misere, KaylesMove& move,
                                bool plain = false) {
    KaylesCounts k = kayles_counts(rows.begin(), rows.end());
    if (!k.mover_wins(misere) || k.empty()) return false;
    const KaylesTable& t = kayles_table();
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::uint64_t n = rows[r];
        if (r > 0 && rows[r - 1] == n) continue;  // the same row again gives the same options
        k.remove(n);
        const unsigned x = k.nim_sum();
        for (std::uint64_t removed = 1; removed <= 2 && removed <= n; ++removed) {
            const std::uint64_t rest = n - removed;
            if (!plain && rest >= t.far) {
                const std::vector<int>& first = t.first_split[t.phase(rest)];
                const int a = x < first.size() ? first[x] : -1;
                if (a >= 0) {
                    move.row = r;
                    move.left = static_cast<std::uint64_t>(a);
                    move.right = rest - move.left;
                    return true;
                }
                continue;
            }
            std::uint64_t a = 0;
            if (kayles_move_detail::kayles_split_walk(k, x, rest, misere, a)) {
                move.row = r;
                move.left = a;
                move.right = rest - a;
                return true;
            }
        }
        k.add(n);
    }
    return false;  // unreachable for a won board with coins: some move reaches a lost one
}

}  // namespace nimkit

#endif
