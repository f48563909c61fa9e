// nimkit/cutcake.hpp - Cutcake: moves, and the value of a W x H cake.
//
// Game: a cake of W columns and H rows of unit squares; Left cuts along a
//   vertical grid line (a W x H piece becomes a x H + (W-a) x H), Right along a
//   horizontal one (W x b + W x (H-b)). Who cannot move loses (HDU 3544:
//   Alice is Left).
// CutcakeRules (the ruleset interface of partizan_explore.hpp): a position is
//   a sum of pieces `WxH` joined by `+`, normalised: pieces sorted, 1x1 pieces
//   (worth 0) dropped, `1x1` if nothing is left. options(p, left): every cut of
//   every piece, O(pieces * (W + H)) positions; components(p): the pieces.
// cutcake_value(w, h): the value (Winning Ways, ch. 2): always an integer;
//   with a = floor(log2 w), b = floor(log2 h), it is floor(w / 2^b) - 1 if
//   w >= 2^(b+1) (Left has the longer cake), -(floor(h / 2^a) - 1) if
//   h >= 2^(a+1), else 0. O(log) time; |value| < w + h, so a sum of n cakes
//   of sides < 2^62 / n fits an int64.
// Proved by: tests/test_partizan_rules.cpp - the cuts of small pieces by hand,
//   and cutcake_value(w, h) = v checked by the definition for every cake of
//   w, h <= 8: the cake plus the number game -v is a second-player win, by joint minimax (tests/partizan_brute.hpp).
#ifndef NIMKIT_CUTCAKE_HPP
#define NIMKIT_CUTCAKE_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace nimkit {

struct CutcakeRules {
    typedef std::string position;
    typedef std::pair<std::uint64_t, std::uint64_t> internal_piece;  // (W, H)

    static position parse(const std::string& text) {
        std::vector<internal_piece> pieces;
        std::size_t i = 0;
        for (;;) {
            internal_piece piece;
            piece.first = internal_number(text, i);
            if (i >= text.size() || text[i] != 'x') throw std::invalid_argument("expected 'x' after the width");
            ++i;
            piece.second = internal_number(text, i);
            pieces.push_back(piece);
            if (i == text.size()) break;
            if (text[i] != '+') throw std::invalid_argument("expected '+' between pieces");
            ++i;
        }
        return internal_join(pieces);
    }

    static std::vector<position> options(const position& p, bool left) {
        const std::vector<internal_piece> pieces = internal_split(p);
        std::vector<position> out;
        for (std::size_t k = 0; k < pieces.size(); ++k) {
            const std::uint64_t side = left ? pieces[k].first : pieces[k].second;
            for (std::uint64_t a = 1; a <= side / 2; ++a) {  // a and side - a: one option
                std::vector<internal_piece> next = pieces;
                (left ? next[k].first : next[k].second) = a;
                internal_piece other = pieces[k];
                (left ? other.first : other.second) = side - a;
                next.push_back(other);
                out.push_back(internal_join(next));
            }
        }
        return out;
    }

    static std::vector<position> components(const position& p) {
        const std::vector<internal_piece> pieces = internal_split(p);
        std::vector<position> out;
        for (std::size_t k = 0; k < pieces.size(); ++k)
            out.push_back(internal_join(std::vector<internal_piece>(1, pieces[k])));
        return out;
    }

    static std::string internal_join(std::vector<internal_piece> pieces) {
        pieces.erase(std::remove(pieces.begin(), pieces.end(), internal_piece(1, 1)), pieces.end());
        if (pieces.empty()) return "1x1";
        std::sort(pieces.begin(), pieces.end());
        std::string out;
        for (std::size_t k = 0; k < pieces.size(); ++k)
            out += (k ? "+" : "") + std::to_string(pieces[k].first) + "x" + std::to_string(pieces[k].second);
        return out;
    }

    static std::vector<internal_piece> internal_split(const position& p) {
        std::vector<internal_piece> pieces;
        for (std::size_t i = 0; i < p.size(); ++i) {
            internal_piece piece;
            piece.first = internal_number(p, i);
            ++i;  // the 'x'
            piece.second = internal_number(p, i);
            pieces.push_back(piece);
        }
        return pieces;
    }

    // Reads the digits at text[i..], leaves i after them; 1 .. 10^18.
    static std::uint64_t internal_number(const std::string& text, std::size_t& i) {
        std::uint64_t n = 0;
        const std::size_t start = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            if (i - start >= 18) throw std::invalid_argument("a side longer than 18 digits");
            n = 10 * n + static_cast<std::uint64_t>(text[i] - '0');
            ++i;
        }
        if (i == start) throw std::invalid_argument("expected a side (a positive integer)");
        if (n == 0) throw std::invalid_argument("a side of 0");
        return n;
    }
};

// floor(log2 x) for x >= 1.
inline int internal_cutcake_log2(std::uint64_t x) {
    int k = 0;
    while (x >>= 1) ++k;
    return k;
}

inline std::int64_t cutcake_value(std::uint64_t w, std::uint64_t h) {
    const std::uint64_t left = w >> internal_cutcake_log2(h), right = h >> internal_cutcake_log2(w);
    if (left >= 2) return static_cast<std::int64_t>(left - 1);
    if (right >= 2) return -static_cast<std::int64_t>(right - 1);
    return 0;
}

}  // namespace nimkit

#endif  // NIMKIT_CUTCAKE_HPP
