// nimkit/toads_frogs.hpp - Toads and Frogs: the moves, for the partizan engine.
//
// Game: a row of cells, each empty (`.`), a toad (`T`, Left's) or a frog (`F`,
//   Right's). Toads move right, frogs left: a step into the adjacent empty
//   cell, or a jump over exactly one adjacent opposing piece into the empty
//   cell beyond. Pieces never leave the row; who cannot move loses.
// ToadsFrogsRules (the ruleset interface of partizan_explore.hpp): the
//   position is the row, normalised by removing the frogs at its left end and
//   the toads at its right end (they can never move, and nothing can reach or
//   jump them: a jump needs an opposing piece behind it); `` is the empty row
//   (0). options(p, left): O(n) rows of n cells; components(p) is {p}.
// Proved by: tests/test_partizan_rules.cpp - steps and jumps on small rows by
//   hand, published outcomes (TF.. and friends), and normalisation against
//   the raw row by joint minimax (tests/partizan_brute.hpp) on every row of
//   <= 7 cells.
#ifndef NIMKIT_TOADS_FROGS_HPP
#define NIMKIT_TOADS_FROGS_HPP

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace nimkit {

struct ToadsFrogsRules {
    typedef std::string position;

    static position parse(const std::string& text) {
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] != 'T' && text[i] != 'F' && text[i] != '.')
                throw std::invalid_argument(std::string("unexpected character '") + text[i] +
                                            "' (a row has only 'T', 'F' and '.')");
        return internal_normalise(text);
    }

    static std::vector<position> options(const position& p, bool left) {
        std::vector<position> out;
        const char mine = left ? 'T' : 'F', theirs = left ? 'F' : 'T';
        const std::ptrdiff_t n = static_cast<std::ptrdiff_t>(p.size()), dir = left ? 1 : -1;
        for (std::ptrdiff_t i = 0; i < n; ++i) {
            if (p[i] != mine) continue;
            std::ptrdiff_t to = i + dir;
            if (to >= 0 && to < n && p[to] == theirs) to += dir;  // a jump over one opposing piece
            if (to >= 0 && to < n && p[to] == '.') {
                position next = p;
                next[i] = '.';
                next[to] = mine;
                out.push_back(internal_normalise(next));
            }
        }
        return out;
    }

    static std::vector<position> components(const position& p) { return std::vector<position>(1, p); }

    static position internal_normalise(const std::string& row) {
        std::size_t begin = 0, end = row.size();
        while (begin < end && row[begin] == 'F') ++begin;
        while (end > begin && row[end - 1] == 'T') --end;
        return row.substr(begin, end - begin);
    }
};

}  // namespace nimkit

#endif  // NIMKIT_TOADS_FROGS_HPP
