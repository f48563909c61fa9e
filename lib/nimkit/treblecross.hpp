// nimkit/treblecross.hpp - Treblecross: one-row tic-tac-toe in which both players play X.
//
// Game (UVa 10561, LightOJ 1229; POJ 3537 "Crosses and Crosses" is the empty
//   strip): a row of cells, some holding an X; a move puts an X into an empty
//   cell, and the mover who makes three X in consecutive cells wins at once.
// Theorem (Winning Ways, Berlekamp, Conway & Guy):
//   1. If an empty cell completes XXX, the winning moves are exactly those
//      cells: any other move leaves the completion to the opponent.
//   2. Otherwise no two X are within distance 2 (XX or X.X could be completed;
//      a row of >= 3 cells always has a cell next to XX). An X put within
//      distance 2 of another makes XX or X.X and hands the opponent the win, so
//      only FREE cells (at distance >= 3 from every X) are worth playing, and
//      whoever has none loses. (A full row of >= 3 cells holds XXX, so play
//      never ends drawn.) A move at offset i of a run of L free cells kills
//      cells i-2..i+2 and leaves runs of i-2 and L-i-3 cells:
//        g(L) = mex { g(i-2) ^ g(L-i-3) : 0 <= i < L },  g(<= 0) = 0.
//      That is the octal game 0.007 (take three adjacent coins from a heap,
//      anywhere) shifted by two: g(L) = h(L+2), as h(L+2) has the options
//      h(a) ^ h(b), a + b = L-1, and g(i-2) = h(i), g(L-i-3) = h(L-1-i)
//      (h(0) = h(1) = 0 match g(-2) = g(-1) = 0). The mover wins iff the xor
//      of g over the runs is non-zero; the winning cells are the free cells
//      whose move makes it 0.
// Cost: h comes from octal_grundy_table (nimkit/octal.hpp; 0.007 has no known
//   period, so no shortcut), computed to what the input needs, once per
//   process, at least doubling when it grows: O(n^2) time and O(n) memory for
//   boards of up to n cells (about 40 ms for kTreblecrossMaxCells). Then
//   O(cells) per board.
// Proved by: tests/test_treblecross.cpp - h(L+2) against the recurrence above
//   for L <= 3000; the verdict AND the exact set of winning cells against P/N
//   search over cell strings (fill a cell; XXX wins) on every board of 3..20
//   cells without XXX, and of 21..25 cells with its X >= 3 apart; the empty
//   strip against play for 3..25 cells.
#ifndef NIMKIT_TREBLECROSS_HPP
#define NIMKIT_TREBLECROSS_HPP

#include <cassert>
#include <cstddef>
#include <string>
#include <vector>

#include "nimkit/internal_growth.hpp"
#include "nimkit/octal.hpp"

namespace nimkit {

// The longest board the solvers accept (5x POJ 3537's 2000), and the shortest
// on which someone must win (with 1 or 2 cells play ends drawn).
const std::size_t kTreblecrossMaxCells = 10000;
const std::size_t kTreblecrossMinCells = 3;

struct Octal007Table {
    std::vector<unsigned> operator()(std::size_t n) const { return octal_grundy_table(std::vector<unsigned>{0, 0, 7}, n); }
};

// h(n) of the octal game 0.007, n <= kTreblecrossMaxCells + 2; the table grows on demand.
inline unsigned octal_007_grundy(std::size_t n) {
    static GrowingTable<Octal007Table> h(Octal007Table(), kTreblecrossMaxCells + 3);
    return h.at(n);
}

// g(L) of a run of L free cells.
inline unsigned treblecross_run_grundy(std::size_t free_cells) { return octal_007_grundy(free_cells + 2); }

// Crosses and Crosses: the empty strip of n >= 3 cells is one run of n free cells.
inline bool crosses_mover_wins(std::size_t n) {
    assert(n >= kTreblecrossMinCells && n <= kTreblecrossMaxCells &&
           "crosses_mover_wins: a strip of kTreblecrossMinCells..kTreblecrossMaxCells cells (3..10000)");
    return treblecross_run_grundy(n) != 0;
}

// An X in empty cell c makes three in a row.
inline bool treblecross_completes(const std::string& board, std::size_t c) {
    std::size_t left = 0, right = 0;
    while (left < 2 && c > left && board[c - 1 - left] == 'X') ++left;
    while (right < 2 && c + 1 + right < board.size() && board[c + 1 + right] == 'X') ++right;
    return left + right >= 2;
}

// Cell c is empty and at distance >= 3 from every X.
inline bool treblecross_free(const std::string& board, std::size_t c) {
    for (std::size_t d = c >= 2 ? c - 2 : 0; d <= c + 2 && d < board.size(); ++d)
        if (board[d] == 'X') return false;
    return true;
}

// Calls f(start, length) for every maximal run of free cells, left to right.
template <class F>
void treblecross_for_each_run(const std::string& board, F f) {
    std::size_t start = 0, length = 0;
    for (std::size_t c = 0; c <= board.size(); ++c) {
        if (c < board.size() && treblecross_free(board, c)) {
            if (length++ == 0) start = c;
        } else if (length) {
            f(start, length);
            length = 0;
        }
    }
}

// The winning cells of a board without XXX, 1-based and ascending, into
// `cells`: empty iff the player to move loses.
inline void treblecross_winning_cells(const std::string& board, std::vector<std::size_t>& cells) {
    assert(board.size() >= kTreblecrossMinCells && board.size() <= kTreblecrossMaxCells &&
           "treblecross_winning_cells: a board of kTreblecrossMinCells..kTreblecrossMaxCells cells (3..10000)");
    cells.clear();
    for (std::size_t c = 0; c < board.size(); ++c)
        if (board[c] == '.' && treblecross_completes(board, c)) cells.push_back(c + 1);
    if (!cells.empty()) return;
    unsigned x = 0;
    treblecross_for_each_run(board, [&x](std::size_t, std::size_t length) { x ^= treblecross_run_grundy(length); });
    if (x == 0) return;
    treblecross_for_each_run(board, [&x, &cells](std::size_t start, std::size_t length) {
        const unsigned rest = x ^ treblecross_run_grundy(length);
        for (std::size_t i = 0; i < length; ++i)  // leaves runs of i-2 and L-i-3: h(i) and h(L-1-i)
            if ((octal_007_grundy(i) ^ octal_007_grundy(length - 1 - i)) == rest) cells.push_back(start + i + 1);
    });
}

}  // namespace nimkit

#endif
