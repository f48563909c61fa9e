// nimkit/snort_col.hpp - Snort and Col on a grid map, for the partizan engine.
//
// Game: a grid of regions (cells; neighbours share a side). A move colours one uncoloured cell
//   in the mover's colour (Left's `L`, Right's `R`); in Snort no cell may be coloured next to
//   an opponent's cell, in Col none next to one's own. `#` cells are not part of the map; who
//   cannot move loses. Text form: the rows joined by `/`, top row first, cells `.` (uncoloured),
//   `L`, `R`, `#`.
// SnortRules, ColRules (the ruleset interface of partizan_explore.hpp): parse(text) checks the
//   board and returns its working form, where a coloured cell is `#` and every uncoloured cell
//   records who may still colour it: `.` both, `l` only Left, `r` only Right, `#` neither (a
//   coloured cell matters only through its neighbours, and that is all it tells them).
//   options(p, left): the boards after each colouring, O(cells) each. components(p): the
//   4-connected regions of cells someone may still colour, each cropped to its bounding box
//   and turned to the least of its 8 rotations and reflections (regions share no side, so the
//   board is their sum; the grid's symmetries keep the game); `#` when none is left (0).
//   O(cells).
// Proved by: tests/test_snort_col.cpp - outcomes of every board of <= 6 cells (any of `.`,
//   `#`, `L`, `R` each) and of sums of two, against joint minimax on the coloured boards
//   themselves (tests/partizan_brute.hpp); textbook values (a vertex *, Snort's edge +-1);
//   Col's values all x or x + * (Conway, On Numbers and Games ch. 10).
#ifndef NIMKIT_SNORT_COL_HPP
#define NIMKIT_SNORT_COL_HPP

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace nimkit {

// kSnort: a cell next to the mover's colour closes to the opponent (Snort) or to the mover (Col)
template <bool kSnort>
struct MapColouringRules {
    typedef std::string position;

    static position parse(const std::string& text) {
        const std::size_t bad = text.find_first_not_of(".#LR/");
        if (bad != std::string::npos)
            throw std::invalid_argument(std::string("unexpected character '") + text[bad] +
                                        "' (a board has only '.', '#', 'L', 'R' and '/')");
        const std::size_t w = width(text);
        if (w == 0) throw std::invalid_argument(text.empty() ? "empty board" : "empty row");
        for (std::size_t at = 0; at <= text.size(); at += w + 1)  // every row w cells, then '/' or the end
            if (text.size() - at < w || text.find('/', at) != (at + w < text.size() ? at + w : std::string::npos))
                throw std::invalid_argument("rows of different lengths");
        position p(text);
        for (std::size_t i = 0; i < p.size(); ++i)
            if (p[i] == 'L' || p[i] == 'R') p[i] = '#';
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == 'L' || text[i] == 'R') close_around(p, i, text[i] == 'L');
        return p;
    }

    static std::vector<position> options(const position& p, bool left) {
        std::vector<position> out;
        const char mine = left ? 'l' : 'r';
        for (std::size_t i = 0; i < p.size(); ++i)
            if (p[i] == '.' || p[i] == mine) {
                out.push_back(p);
                out.back()[i] = '#';
                close_around(out.back(), i, left);
            }
        return out;
    }

    static std::vector<position> components(const position& p) {
        // label each open cell by its region (flood fill from the region's first cell), then
        // cut each region's bounding box out of the board
        const std::size_t stride = width(p) + 1, n = p.size();
        std::vector<std::size_t> label(n, 0), stack, firsts;
        for (std::size_t s = 0; s < n; ++s) {
            if (!open(p[s]) || label[s]) continue;
            firsts.push_back(s);
            label[s] = firsts.size();
            stack.assign(1, s);
            while (!stack.empty()) {
                const std::size_t i = stack.back();
                stack.pop_back();
                const std::size_t around[4] = {i % stride ? i - 1 : n, i + 1, i >= stride ? i - stride : n, i + stride};
                for (std::size_t j : around)
                    if (j < n && open(p[j]) && !label[j]) {
                        label[j] = firsts.size();
                        stack.push_back(j);
                    }
            }
        }
        std::vector<position> out;
        for (std::size_t id = 1; id <= firsts.size(); ++id) {
            std::size_t r0 = n, r1 = 0, c0 = stride, c1 = 0;
            for (std::size_t i = firsts[id - 1]; i < n; ++i)
                if (label[i] == id) {
                    r0 = std::min(r0, i / stride), r1 = std::max(r1, i / stride);
                    c0 = std::min(c0, i % stride), c1 = std::max(c1, i % stride);
                }
            std::vector<std::string> rows;
            for (std::size_t r = r0; r <= r1; ++r) {
                rows.push_back(std::string());
                for (std::size_t c = c0; c <= c1; ++c) rows.back() += label[r * stride + c] == id ? p[r * stride + c] : '#';
            }
            out.push_back(smallest_image(rows));
        }
        if (out.empty()) out.push_back("#");
        return out;
    }

private:
    // The least text among the region's 8 images under the grid's rotations and reflections:
    // they are the same game (sides stay sides), so the explorer's table holds one of them.
    static position smallest_image(const std::vector<std::string>& rows) {
        const std::size_t h = rows.size(), w = rows[0].size();
        position best;
        for (int k = 0; k < 8; ++k) {
            const bool swap = (k & 4) != 0, flip_r = (k & 1) != 0, flip_c = (k & 2) != 0;
            const std::size_t out_h = swap ? w : h, out_w = swap ? h : w;
            position image;
            for (std::size_t r = 0; r < out_h; ++r) {
                if (r) image += '/';
                for (std::size_t c = 0; c < out_w; ++c) {
                    std::size_t sr = swap ? c : r, sc = swap ? r : c;
                    if (flip_r) sr = h - 1 - sr;
                    if (flip_c) sc = w - 1 - sc;
                    image += rows[sr][sc];
                }
            }
            if (k == 0 || image < best) best = image;
        }
        return best;
    }
    static bool open(char c) { return c == '.' || c == 'l' || c == 'r'; }
    static std::size_t width(const position& p) {
        const std::size_t slash = p.find('/');
        return slash == std::string::npos ? p.size() : slash;
    }
    // the neighbours of cell i after it takes the colour of Left (left) or Right
    static void close_around(position& p, std::size_t i, bool left) {
        const std::size_t stride = width(p) + 1, n = p.size(), c = i % stride;
        const std::size_t next[4] = {c > 0 ? i - 1 : n, i + 1, i >= stride ? i - stride : n, i + stride};
        const bool closes_left = kSnort ? !left : left;  // whom the new colour shuts out
        for (int d = 0; d < 4; ++d) {
            const std::size_t j = next[d];
            if (j >= n || p[j] == '/') continue;
            if (p[j] == '.') p[j] = closes_left ? 'r' : 'l';
            else if (p[j] == (closes_left ? 'l' : 'r')) p[j] = '#';
        }
    }
};

typedef MapColouringRules<true> SnortRules;
typedef MapColouringRules<false> ColRules;

}  // namespace nimkit

#endif  // NIMKIT_SNORT_COL_HPP
