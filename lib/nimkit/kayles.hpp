// nimkit/kayles.hpp - Kayles in normal and misère play: Grundy values and the verdict.
//
// Kayles: rows of coins; a move removes one coin or two adjacent coins, which
//   may split a row in two.
// kayles_grundy(n): normal play (last coin wins) is the octal game 0.77; g is
//   computed to 400 at first use, its period (12 from n0 = 71) CERTIFIED by the
//   Guy-Smith theorem on those values (nimkit/octal.hpp), so g(n) for any n is
//   O(1). The mover loses iff the xor of the rows' g is 0.
// KaylesCounts::mover_wins(misere): misère play (last coin loses) by the
//   Sibert-Conway rule: rows of SPECIAL sizes {1,4,5,9,12,17,20,25} are counted;
//   if some row is not special the normal xor decides; otherwise cases (A)-(H)
//   below, else the normal xor again. KaylesCounts keeps just what both
//   verdicts depend on, with O(1) add/remove of a row, so a move is judged in O(1).
// Winning moves: nimkit/kayles_move.hpp. Pin pictures and the circle:
//   nimkit/kayles_variants.hpp.
// Theorems: docs/theory.md (Kayles; Sibert-Conway).
// Proved by: tests/test_kayles.cpp - g vs mex brute force to 300, normal verdict
//   vs P/N search for every board of <= 20 coins, misère rule vs misère search
//   for every board of <= 30 coins and inductively to 60 (80 in the slow tests).
#ifndef NIMKIT_KAYLES_HPP
#define NIMKIT_KAYLES_HPP

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "nimkit/octal.hpp"

namespace nimkit {

struct KaylesTable {
    std::vector<unsigned> g;
    Period period;
    // Rows this long or longer split with every part below `enough` into a
    // far, periodic part: first_split[(rest - start) % period][x] is then the
    // least such part a with g(a) ^ g(rest - a) = x, or -1.
    std::size_t enough, far;
    std::vector<std::vector<int> > first_split;
    KaylesTable() : g(octal_grundy_table(std::vector<unsigned>(2, 7), 400)), period(certify_period(g, 2)) {
        if (!period.found) std::abort();  // cannot happen: tests/test_kayles.cpp checks the certificate
        enough = (period.start > 26 ? period.start : 26) + period.period;
        far = g.size() + 2 * enough + 26;
        unsigned top = 1;
        for (std::size_t i = 0; i < g.size(); ++i)
            while (g[i] >= top) top *= 2;
        first_split.assign(period.period, std::vector<int>(top, -1));
        for (std::size_t phase = 0; phase < period.period; ++phase)
            for (std::size_t a = enough; a-- > 0;) {  // downwards: the least a is written last
                const std::size_t b = period.start + (phase + period.period * enough - a) % period.period;
                first_split[phase][g[a] ^ g[b]] = static_cast<int>(a);
            }
    }
    // (n - start) % period, the constant 12 of Kayles spelled out so that the
    // compiler multiplies instead of dividing.
    std::size_t phase(std::uint64_t n) const {
        const std::uint64_t d = n - period.start;
        return static_cast<std::size_t>(period.period == 12 ? d % 12 : d % period.period);
    }
};

inline const KaylesTable& kayles_table() {
    static const KaylesTable table;
    return table;
}

// Normal-play Grundy value of a row of n coins, any n.
inline unsigned kayles_grundy(std::uint64_t n) {
    const KaylesTable& t = kayles_table();
    if (n < t.g.size()) return t.g[static_cast<std::size_t>(n)];
    return t.g[t.period.start + t.phase(n)];
}

// The rows that matter to a verdict, with O(1) add and remove.
class KaylesCounts {
public:
    KaylesCounts() : x_(0), other_(0) {
        for (int i = 0; i < 8; ++i) c_[i] = 0;
    }
    void add(std::uint64_t n) { change(n, 1); }
    void remove(std::uint64_t n) { change(n, static_cast<std::uint64_t>(-1)); }

    bool mover_wins(bool misere) const { return misere ? !misere_mover_loses() : x_ != 0; }
    unsigned nim_sum() const { return x_; }
    // Some row is not of a SPECIAL size: then misère play is decided by the xor too.
    bool has_ordinary_row() const { return other_ > 0; }

    bool empty() const {
        std::uint64_t rows = other_;
        for (int i = 0; i < 8; ++i) rows += c_[i];
        return rows == 0;
    }

private:
    enum { c1, c4, c5, c9, c12, c17, c20, c25 };

    static int special(std::uint64_t n) {
        static const signed char index[26] = {-1, c1, -1, -1, c4, c5, -1, -1, -1, c9, -1, -1, c12, -1,
                                              -1, -1, -1, c17, -1, -1, c20, -1, -1, -1, -1, c25};
        return n < 26 ? index[n] : -1;
    }

    void change(std::uint64_t n, std::uint64_t by) {
        if (n == 0) return;
        x_ ^= kayles_grundy(n);
        int s = special(n);
        (s < 0 ? other_ : c_[s]) += by;
    }

    // Sibert-Conway (Mathematical Kayles, 1992), as stated in docs/theory.md.
    bool misere_mover_loses() const {
        if (other_ > 0) return x_ == 0;
        const std::uint64_t* c = c_;
        std::uint64_t a = c[c1] + c[c4], X = c[c9] + c[c12] + c[c17], Y = a + c[c20];
        bool no_big = c[c9] + c[c12] + c[c17] + c[c20] + c[c25] == 0;
        bool only_1_4_9 = c[c5] + c[c12] + c[c17] + c[c20] + c[c25] == 0;
        if (no_big && c[c5] % 2 == 0 && a % 2 == 0) return false;            // (A)
        if (c[c5] == 0 && c[c25] == 0 && X % 2 == 0 && Y % 2 == 0) return false;  // (B)
        if (c[c5] == 0 && c[c25] == 1 && X % 2 == 0 && Y % 2 == 1) return false;  // (C)
        if (no_big && a % 2 == 1) return true;                                  // (D)
        if (only_1_4_9 && c[c9] % 2 == 1 && a % 2 == 0) return true;            // (E)
        if (c[c12] == 1 && c[c5] + c[c9] + c[c17] + c[c20] + c[c25] == 0 && a % 2 == 0) return true;  // (F)
        if (c[c5] == 0 && c[c25] == 0 && X % 2 == 0 && Y % 2 == 1) return true;   // (G)
        if (c[c25] == 1 && c[c5] + c[c12] + c[c17] + c[c20] == 0 && c[c9] % 2 == 1 && a % 2 == 1)
            return true;  // (H)
        return x_ == 0;
    }

    unsigned x_;
    std::uint64_t other_;
    std::uint64_t c_[8];
};

template <class It>
KaylesCounts kayles_counts(It first, It last) {
    KaylesCounts k;
    for (; first != last; ++first) k.add(*first);
    return k;
}

}  // namespace nimkit

#endif
