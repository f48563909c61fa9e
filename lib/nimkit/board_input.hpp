// nimkit/board_input.hpp - positions as people write them: row lists, Kayles
// lines (row lengths or pin pictures) and Treblecross boards.
//
// parse_row_list(first, last, what, max, line, rows): "12", "2 9", "2,9",
//   "[2,9]", "[]" - numbers in [0, max] separated by blanks and commas, in at
//   most one pair of brackets - into rows, in the order written. Bad input is
//   an input_error naming `line`. O(length); the usual line takes a one-pass
//   path eight digits at a time (parse_row_list_fast), the rest the general one
//   (parse_row_list_general, the twin the tests and the reader fuzzer compare).
// parse_kayles_line(text, line, board): a Kayles board - a row list (max 10^18,
//   zeros dropped, sorted) or a pin picture of I (standing) and X (down);
//   false for a blank line.
// read_treblecross_board(in, board): a word of '.' and 'X', 3..10000 cells,
//   without XXX.
// Proved by: tests/test_io.cpp (parse_row_list_fast against the general parser
//   on random texts, every refusal's message), tests/kayles_moves.py and the
//   hostile tables of kayles, grundy, uva-10561 and lightoj-1229.
#ifndef NIMKIT_BOARD_INPUT_HPP
#define NIMKIT_BOARD_INPUT_HPP

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "nimkit/internal_swar_digits.hpp"
#include "nimkit/reader.hpp"
#include "nimkit/token.hpp"
#include "nimkit/treblecross.hpp"

namespace nimkit {

// The usual row list - numbers of at most 19 digits and at most max, blanks and
// commas, one optional pair of brackets - in one pass over [p, e) (trimmed, not
// empty); false, with nothing decided, for anything else (the general path
// then reads it and says what is wrong).
inline bool parse_row_list_fast(const char* p, const char* e, std::uint64_t max, std::vector<std::uint64_t>& rows) {
    assert(p < e && "parse_row_list_fast: the text is not empty");
    const bool open = *p == '[', close = e[-1] == ']';
    if (open != close) return false;
    p += open;
    e -= close;
    rows.clear();
    while (p != e) {
        unsigned char c = static_cast<unsigned char>(*p);
        if (c == ',' || c == ' ' || c == '\t') {
            ++p;
            continue;
        }
        std::uint64_t v = 0;
        const char* first = p;
        unsigned d;
#if NIMKIT_SWAR
        while (p + 8 <= e && p - first < 16 && leading_digits8(p) == 8) {  // eight digits at a time
            v = v * 100000000 + eight_digits(p);
            p += 8;
        }
#endif
        while (p != e && (d = static_cast<unsigned char>(*p) - '0') < 10) {
            v = v * 10 + d;
            if (++p - first > 19) return false;
        }
        if (p == first || p - first > 19 || v > max) return false;
        rows.push_back(v);
    }
    return true;
}

// The general path: any trimmed, non-empty text; says what is wrong.
inline void parse_row_list_general(const char* p, const char* e, const char* what, std::uint64_t max,
                                   unsigned long line, std::vector<std::uint64_t>& rows) {
    assert(p < e && "parse_row_list_general: the text is not empty");
    const bool open = *p == '[', close = e - p > open && e[-1] == ']';
    const char* q = p + open;
    const char* end = e - close;
    if (open != close || std::find(q, end, '[') != end || std::find(q, end, ']') != end)
        throw input_error(line, "unbalanced brackets in " + quote(std::string(p, e), static_cast<std::size_t>(e - p)));
    rows.clear();
    while (q != end) {
        const char* r = q;
        while (r != end && *r != ',' && !is_space(static_cast<unsigned char>(*r))) ++r;
        if (r != q) rows.push_back(parse_uint(q, r, what, max, line));
        q = r == end ? r : r + 1;
    }
}

inline void parse_row_list(const char* p, const char* e, const char* what, std::uint64_t max, unsigned long line,
                           std::vector<std::uint64_t>& rows) {
    assert(p <= e && "parse_row_list: [p, e) is a range");
    while (p != e && is_space(static_cast<unsigned char>(*p))) ++p;
    while (e != p && is_space(static_cast<unsigned char>(e[-1]))) --e;
    rows.clear();
    if (p != e && !parse_row_list_fast(p, e, max, rows)) parse_row_list_general(p, e, what, max, line, rows);
}

const std::uint64_t kKaylesMaxRow = 1000000000000000000ULL;  // 10^18

struct KaylesBoard {
    bool pins;                        // given as a pin picture
    std::string picture;              // when pins
    std::vector<std::uint64_t> rows;  // otherwise: ascending, no zeros
};

inline bool only_of(const std::string& s, const char* allowed) {
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!std::strchr(allowed, s[i]) || s[i] == 0) return false;
    return true;
}

// One line of a Kayles board; false for a blank line. Throws input_error naming `line`.
inline bool parse_kayles_line(const std::string& text, unsigned long line, KaylesBoard& board) {
    std::size_t b = 0, e = text.size();
    while (b < e && is_space(static_cast<unsigned char>(text[b]))) ++b;
    while (e > b && is_space(static_cast<unsigned char>(text[e - 1]))) --e;
    if (b == e) return false;
    board.pins = false;
    std::string s = text.substr(b, e - b);
    if (!parse_row_list_fast(text.data() + b, text.data() + e, kKaylesMaxRow, board.rows)) {
        board.pins = only_of(s, "IX");
        if (board.pins) {
            board.picture = s;
            return true;
        }
        if (only_of(s, "IX \t\v\f")) throw input_error(line, "expected one pin picture per line, got several words");
        // Letters and no digit: a picture with a typo, not row lengths.
        if (s.find_first_of("0123456789[],") == std::string::npos && s.find_first_of("IXix") != std::string::npos) {
            std::size_t bad = s.find_first_not_of("IX");
            throw input_error(line, "a pin picture has only I (standing) and X (down); " + quote(s, s.size()) + " has " +
                                        quote(s.substr(bad, 1), 1) + " at column " + std::to_string(bad + 1));
        }
        parse_row_list_general(s.data(), s.data() + s.size(), "a row length", kKaylesMaxRow, line, board.rows);
    }
    board.rows.erase(std::remove(board.rows.begin(), board.rows.end(), 0u), board.rows.end());
    std::sort(board.rows.begin(), board.rows.end());
    return true;
}

// Reads the next board: one word of '.' and 'X', kTreblecrossMinCells to
// kTreblecrossMaxCells long, without XXX; anything else is an input_error.
inline void read_treblecross_board(Reader& in, std::string& board) {
    in.read_token(board, "a board");
    const unsigned long line = in.last_line();
    if (board.find_first_not_of(".X") != std::string::npos)
        throw input_error(line, "a board holds only \".\" and \"X\", got " + quote(board, board.size()));
    if (board.size() < kTreblecrossMinCells)
        throw input_error(line, "a board has at least 3 cells, got " + quote(board, board.size()));
    if (board.size() > kTreblecrossMaxCells)
        throw input_error(line, "a board of " + std::to_string(board.size()) + " cells is too long (at most " +
                                    std::to_string(kTreblecrossMaxCells) + ")");
    if (board.find("XXX") != std::string::npos)
        throw input_error(line, "the board " + quote(board, board.size()) + " already holds XXX: the game is over");
}

}  // namespace nimkit

#endif
