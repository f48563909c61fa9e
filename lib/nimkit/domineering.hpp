// nimkit/domineering.hpp - Domineering's moves, for the partizan engine.
//
// Game: a board of empty (`.`) and blocked (`#`) cells; Left places a domino
//   vertically on two empty cells, Right horizontally (CGSuite's convention);
//   who cannot move loses. Text form: the rows joined by `/`, top row first.
// DomineeringRules (the ruleset interface shared with partizan_explore.hpp):
//   parse(text) checks the board (rows of equal length, only `.` `#`), throws
//   std::invalid_argument saying what is wrong; options(p, left) lists the boards
//   after each domino of that player, O(cells) each; components(p) splits the
//   board into its 4-connected regions of empty cells, each cropped to its
//   bounding box (a domino covers two adjacent cells, so regions never interact:
//   the board is their sum) and turned to the least text of its 4 mirror images
//   (left-right, top-bottom: the same game, so the explorer keeps one entry for
//   the 4); regions of one cell (worth 0) are dropped, and a board with nothing
//   left is `.` (0). O(cells) with a breadth-first search.
// Proved by: tests/test_partizan_rules.cpp - option counts on empty boards by
//   hand, the options of 2x2, published outcomes (2x2 N, 1x2 R, 2x1 L), and the
//   sum of the components (mirrored as returned) against the whole board by joint
//   minimax (tests/partizan_brute.hpp) on every board of <= 8 cells (1674 boards).
#ifndef NIMKIT_DOMINEERING_HPP
#define NIMKIT_DOMINEERING_HPP

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace nimkit {

struct DomineeringRules {
    typedef std::string position;

    static position parse(const std::string& text) {
        if (text.empty()) throw std::invalid_argument("empty board");
        std::size_t width = std::string::npos, run = 0;
        for (std::size_t i = 0; i <= text.size(); ++i) {
            if (i == text.size() || text[i] == '/') {
                if (run == 0) throw std::invalid_argument("empty row");
                if (width != std::string::npos && run != width)
                    throw std::invalid_argument("rows of different lengths");
                width = run;
                run = 0;
            } else if (text[i] == '.' || text[i] == '#') {
                ++run;
            } else {
                throw std::invalid_argument(std::string("unexpected character '") + text[i] +
                                            "' (a board has only '.', '#' and '/')");
            }
        }
        return text;
    }

    static std::vector<position> options(const position& p, bool left) {
        std::vector<position> out;
        const std::size_t w = internal_width(p);  // cell (r, c) is p[r * (w + 1) + c]
        const std::size_t step = left ? w + 1 : 1;
        for (std::size_t i = 0; i + step < p.size(); ++i) {
            if (p[i] == '.' && p[i + step] == '.') {
                out.push_back(p);
                out.back()[i] = out.back()[i + step] = '#';
            }
        }
        return out;
    }

    static std::vector<position> components(const position& p) {
        const std::size_t w = internal_width(p), stride = w + 1, n = p.size();
        std::vector<std::size_t> seen(n, 0);  // a cell's region (0: none yet)
        std::vector<std::size_t> queue;
        std::vector<position> out;
        for (std::size_t s = 0; s < n; ++s) {
            if (p[s] != '.' || seen[s]) continue;
            const std::size_t id = s + 1;  // the region is named by its first cell
            queue.assign(1, s);
            seen[s] = id;
            std::size_t top = n, bottom = 0, lo = w, hi = 0;
            for (std::size_t k = 0; k < queue.size(); ++k) {
                const std::size_t i = queue[k], r = i / stride, c = i % stride;
                top = r < top ? r : top;
                bottom = r > bottom ? r : bottom;
                lo = c < lo ? c : lo;
                hi = c > hi ? c : hi;
                const std::size_t next[4] = {c > 0 ? i - 1 : n, i + 1, i >= stride ? i - stride : n, i + stride};
                for (int d = 0; d < 4; ++d) {
                    const std::size_t j = next[d];
                    if (j < n && p[j] == '.' && !seen[j]) {
                        seen[j] = id;
                        queue.push_back(j);
                    }
                }
            }
            if (queue.size() == 1) continue;
            const std::size_t rows = bottom - top + 1, cols = hi - lo + 1;
            const int best = least_image(seen, id, top, bottom, lo, hi, stride);
            position piece;
            piece.reserve(rows * (cols + 1));
            for (std::size_t r = 0; r < rows; ++r) {
                if (r) piece += '/';
                for (std::size_t c = 0; c < cols; ++c)
                    piece += seen[image_cell(best, r, c, top, bottom, lo, hi, stride)] == id ? '.' : '#';
            }
            out.push_back(piece);
        }
        if (out.empty()) out.push_back(".");
        return out;
    }

    // The least of the region's 4 images under the left-right and top-bottom mirrors
    // (each keeps every domino's direction, so the value): one table entry for all 4.
    // Images of one shape compare as their cells in reading order. The region:
    // the cells marked id in seen, within the box rows top..bottom, columns lo..hi.
    static int least_image(const std::vector<std::size_t>& seen, std::size_t id, std::size_t top, std::size_t bottom,
                           std::size_t lo, std::size_t hi, std::size_t stride) {
        const std::size_t rows = bottom - top + 1, cols = hi - lo + 1;
        int best = 0;
        for (int k = 1; k < 4; ++k) {
            int order = 0;  // image k against image best: -1 less, 1 greater
            for (std::size_t r = 0; r < rows && !order; ++r)
                for (std::size_t c = 0; c < cols && !order; ++c) {
                    const bool a = seen[image_cell(k, r, c, top, bottom, lo, hi, stride)] == id;
                    const bool b = seen[image_cell(best, r, c, top, bottom, lo, hi, stride)] == id;
                    if (a != b) order = a ? 1 : -1;  // '#' < '.'
                }
            if (order < 0) best = k;
        }
        return best;
    }

    // the board index of cell (r, c) of image k (bit 0: mirrored top-bottom, bit 1: left-right)
    // of the box rows top..bottom, columns lo..hi
    static std::size_t image_cell(int k, std::size_t r, std::size_t c, std::size_t top, std::size_t bottom,
                                  std::size_t lo, std::size_t hi, std::size_t stride) {
        return ((k & 1) ? bottom - r : top + r) * stride + ((k & 2) ? hi - c : lo + c);
    }

    static std::size_t internal_width(const position& p) {
        const std::size_t slash = p.find('/');
        return slash == std::string::npos ? p.size() : slash;
    }
};

}  // namespace nimkit

#endif  // NIMKIT_DOMINEERING_HPP
