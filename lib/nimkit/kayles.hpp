// nimkit/kayles.hpp - Kayles in normal and misère play: verdict and a winning move.
//
// Kayles: rows of coins; a move removes one coin or two adjacent coins, which
//   may split a row in two.
// Normal play (last coin wins): Sprague-Grundy; g is the octal game 0.77 and is
//   computed to 400 at first use, its period (12 from n0 = 71) CERTIFIED by the
//   Guy-Smith theorem on those values (nimkit/octal.hpp), so g(n) for any n is
//   O(1). Mover loses iff the xor of the rows' g is 0.
// Misère play (last coin loses): the Sibert-Conway rule. Rows of SPECIAL sizes
//   {1,4,5,9,12,17,20,25} are counted; if some row is not special the normal
//   xor decides; otherwise cases (A)-(H) below, else the normal xor again.
// KaylesCounts keeps just what both verdicts depend on, with O(1) add/remove of
//   a row, so a move is judged in O(1).
// Winning moves: once g is periodic a split (a, b), a <= b, behaves like the
//   split with a reduced by whole periods (both parts past n0 and not special),
//   so only a < max(n0, 26) + p need trying: O(rows) per board, any sizes; for
//   long rows the least such a for each target value and phase is a table.
// Circular Kayles (POJ 2484): n coins in a circle, the gap a move leaves stays.
//   The first move opens the circle into one row of n-1 or n-2 coins (every
//   coin alike), so the first player wins iff g(n-1) = 0 or g(n-2) = 0; as
//   g(m) != 0 for every m >= 1 that is n <= 2. O(1).
// Proved by: tests/test_kayles.cpp - g vs mex brute force to 300, normal verdict
//   vs P/N search for every board of <= 20 coins, misère rule vs misère search
//   for every board of <= 30 coins and inductively to 60 (80 in the slow tests),
//   winning moves vs search for every board of <= 25 coins;
//   tests/test_kayles_variants.cpp - the normal verdict on pin pictures vs P/N
//   search over pin strings of up to 18 pins, the circle vs P/N search of the
//   circle for 1..20 coins.
#ifndef NIMKIT_KAYLES_HPP
#define NIMKIT_KAYLES_HPP

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
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

    bool mover_loses(bool misere) const { return misere ? misere_mover_loses() : x_ == 0; }
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

// Row `row` of n coins becomes rows `left` and `right` (either may be 0);
// `removed` (1 or 2) = n - left - right.
struct KaylesMove {
    std::size_t row;
    std::uint64_t left, right;
};

// The first winning move, trying rows in the given order, then one coin before
// two, then the left part smallest first; false when the mover loses or no coin
// is left. O(rows) for any row sizes: a row of at least t.far coins is split
// by one look-up in first_split (each part a < enough gives the xor rule's
// verdict, the other part being far and ordinary); `plain` walks the parts
// one by one instead, the twin the tests compare the look-up with.
inline bool kayles_winning_move(const std::vector<std::uint64_t>& rows, bool misere, KaylesMove& move,
                                bool plain = false) {
    KaylesCounts k = kayles_counts(rows.begin(), rows.end());
    if (k.mover_loses(misere) || k.empty()) return false;
    const KaylesTable& t = kayles_table();
    const std::size_t start = t.period.start, p = t.period.period;
    const std::uint64_t enough = t.enough;
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
            // g(rest - a) as a grows: walk the period backwards instead of dividing.
            const bool periodic = rest >= t.g.size() + enough;
            std::size_t phase = periodic ? t.phase(rest) : 0;
            for (std::uint64_t a = 0; 2 * a <= rest && a < enough; ++a) {
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
                    wins = k.mover_loses(misere);
                    k.remove(a);
                    k.remove(b);
                }
                if (wins) {
                    move.row = r;
                    move.left = a;
                    move.right = b;
                    return true;
                }
            }
        }
        k.add(n);
    }
    return false;  // unreachable for a won board with coins: some move reaches a lost one
}

// Circular Kayles, normal play: the first player wins a circle of n coins.
inline bool kayles_circle_first_wins(std::uint64_t n) {
    return n >= 1 && (kayles_grundy(n - 1) == 0 || (n >= 2 && kayles_grundy(n - 2) == 0));
}

// A pin picture: 'I' standing, 'X' down, e.g. "IXIIIIIIIIIII".
inline std::vector<std::uint64_t> kayles_rows_of_pins(const std::string& pins) {
    std::vector<std::uint64_t> rows;
    std::uint64_t run = 0;
    for (std::size_t i = 0; i <= pins.size(); ++i) {
        if (i < pins.size() && pins[i] == 'I') {
            ++run;
        } else if (run) {
            rows.push_back(run);
            run = 0;
        }
    }
    return rows;
}

// The lowest-numbered winning move on a pin picture: knock pin `pin` (1-based)
// and, if count == 2, pin + 1 too; the single pin is tried before the pair
// starting there. False when the mover loses or no pin stands. O(pins).
inline bool kayles_winning_pins(const std::string& pins, bool misere, std::size_t& pin, int& count) {
    std::vector<std::uint64_t> rows = kayles_rows_of_pins(pins);
    KaylesCounts k = kayles_counts(rows.begin(), rows.end());
    if (k.mover_loses(misere) || k.empty()) return false;
    std::size_t start = 0, end = 0;  // the current row is pins [start, end)
    for (std::size_t i = 0; i < pins.size(); ++i) {
        if (pins[i] != 'I') continue;
        if (i >= end) {
            start = i;
            end = pins.find_first_not_of('I', i);
            if (end == std::string::npos) end = pins.size();
        }
        std::uint64_t n = end - start, left = i - start;
        k.remove(n);
        for (int c = 1; c <= 2 && left + c <= n; ++c) {
            k.add(left);
            k.add(n - left - c);
            bool wins = k.mover_loses(misere);
            k.remove(left);
            k.remove(n - left - c);
            if (wins) {
                pin = i + 1;
                count = c;
                return true;
            }
        }
        k.add(n);
    }
    return false;
}

}  // namespace nimkit

#endif
