// nimkit/pattern_pair_features.hpp - a table of two numbers as a small table
// over two features: f(a, b) = T[F1(a, b)][F2(a, b)], F1 and F2 from a fixed
// set - a, b, min(a, b), max(a, b), a + b, |a - b| mod m (m = 2..6); a - b
// clipped to -c..c (c = 1..3: the order of a and b, the diagonal, a band along
// it); a - S, b - S, min(a, b) - S clipped to 0..c (c = 1, 2: a border row or
// column). The king walking to the corner (moves (a-1, b), (a, b-1),
// (a-1, b-1)): T[min mod 2][max mod 2] = [0 1; 3 2]; the knight's two moves
// (a-2, b-1), (a-1, b-2): T[min mod 3][a - b clipped to -2..2].
//
// fit_pair_features(at, rows, cols, first, fit): the fit of fewest cells
//   (|T| <= 36) that holds on every cell and shows every cell of T at least
//   twice; false when none does, when another fit as small says something else
//   somewhere in a probe square past the table (an explanation as simple
//   that the table cannot tell apart), or when a fit as small is one the other
//   pair kinds say (a period in a and b, a function of a + b, |a - b|, min
//   or max alone: pattern_pairs.hpp reads those, preperiods included).
// pair_feature_value(fit, a, b, v): T at (a, b) for any a, b >= S (up to 2^62).
// Trust is the pair finder's (find_pair_pattern): the same features and the
// same T on the half and 3/4 squares, each of at least 12 x 12; the claim (a
// T of k cells) needs 4 k cells in a square and every cell of T seen twice.
// Cost: about 600 candidates, each read on the top-left 64 x 64 block (most
//   refused after a few cells); O(rows * cols) for each that fits the block;
//   14,400 probes per fit as small as the best.
// Proved by: tests/test_pattern_pair_features.cpp - the king, the knight and
//   two more step games, Grundy values by the mex rule over their own moves on
//   0..23 squared, every prediction on 0..199 squared against the same brute
//   force; tests/pattern_heldout_test.py (the king through the command) and
//   tests/pattern_prefix_test.py (every top-left square of the king's and the
//   knight's tables, 0 wrong).
#ifndef NIMKIT_PATTERN_PAIR_FEATURES_HPP
#define NIMKIT_PATTERN_PAIR_FEATURES_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace nimkit {

struct PairFeatureFit {
    int f1, f2;                       // feature ids (0: the constant feature, so T[F2] alone)
    std::uint64_t first;              // S: the border features count from it
    std::vector<std::int64_t> cells;  // T[x1][x2] = cells[x1 * size(f2) + x2]
};

namespace pair_features_detail {

enum Kind { k_const, k_a, k_b, k_min, k_max, k_sum, k_diff, k_band, k_row, k_col, k_edge };

const int kFeatureCount = 40;  // 1 constant + 6 kinds x moduli 2..6 + 3 bands + 3 borders x 2
const std::size_t kMostCells = 36;

inline int kind_of(int id) { return id == 0 ? k_const : id <= 30 ? k_a + (id - 1) / 5 : id <= 33 ? k_band : k_row + (id - 34) / 2; }
// the modulus m, the band's c or the border's c
inline unsigned param_of(int id) {
    return id == 0 ? 1u : id <= 30 ? static_cast<unsigned>(2 + (id - 1) % 5) : id <= 33 ? static_cast<unsigned>(id - 30) : static_cast<unsigned>(1 + (id - 34) % 2);
}
inline std::size_t size_of(int id) {
    const int k = kind_of(id);
    const std::size_t c = param_of(id);
    return k == k_const ? 1 : k == k_band ? 2 * c + 1 : k >= k_row ? c + 1 : c;
}

// Which other pair kind reads a table of this one feature's kind alone: 1 a
// period in a and b, 2..5 h(min), h(max), h(a + b), h(|a - b|); 0 the constant,
// -1 none.
inline int covered_group(int id) {
    const int k = kind_of(id);
    return k == k_const ? 0 : k == k_a || k == k_b ? 1 : k <= k_diff ? k - k_min + 2 : -1;
}

// Both features read by one other kind: that kind says this fit too.
inline bool covered(int f1, int f2) {
    const int g1 = covered_group(f1), g2 = covered_group(f2);
    return g1 >= 0 && g2 >= 0 && (g1 == 0 || g2 == 0 || g1 == g2);
}

inline std::uint64_t clip(std::uint64_t x, std::uint64_t c) { return x < c ? x : c; }

// The feature's value at (a, b), a, b >= first.
inline std::size_t feature_at(int id, std::uint64_t a, std::uint64_t b, std::uint64_t first) {
    const std::uint64_t m = param_of(id), lo = std::min(a, b), hi = std::max(a, b);
    switch (kind_of(id)) {
    case k_const: return 0;
    case k_a: return static_cast<std::size_t>(a % m);
    case k_b: return static_cast<std::size_t>(b % m);
    case k_min: return static_cast<std::size_t>(lo % m);
    case k_max: return static_cast<std::size_t>(hi % m);
    case k_sum: return static_cast<std::size_t>((a % m + b % m) % m);
    case k_diff: return static_cast<std::size_t>((hi - lo) % m);
    case k_band: return static_cast<std::size_t>(a >= b ? m + clip(a - b, m) : m - clip(b - a, m));
    case k_row: return static_cast<std::size_t>(clip(a - first, m));
    case k_col: return static_cast<std::size_t>(clip(b - first, m));
    case k_edge: return static_cast<std::size_t>(clip(lo - first, m));
    }
    return 0;
}

inline std::string feature_text(int id, std::uint64_t first) {
    static const char* const kName[] = {"", "a", "b", "min(a, b)", "max(a, b)", "(a + b)", "|a - b|"};
    const int k = kind_of(id);
    const std::string m = std::to_string(param_of(id)), s = first ? " - " + std::to_string(first) : "";
    if (k == k_const) return "";
    if (k <= k_diff) return std::string(kName[k]) + " mod " + m;
    if (k == k_band) return "a - b clipped to -" + m + ".." + m;
    return std::string("min(") + (k == k_row ? "a" : k == k_col ? "b" : "min(a, b)") + s + ", " + m + ")";
}

// The view's cells by features: (i, j) is (first + i, first + j); the moduli of
// first + i kept per modulus so the scan divides nothing.
template <class At>
struct Scan {
    At at;
    std::size_t rows, cols;
    std::uint64_t first;
    std::vector<std::vector<unsigned char> > mod;  // mod[m][i] = (first + i) mod m, m = 2..6

    std::size_t value(int id, std::size_t i, std::size_t j) const {
        const std::size_t m = param_of(id);
        switch (kind_of(id)) {
        case k_const: return 0;
        case k_a: return mod[m][i];
        case k_b: return mod[m][j];
        case k_min: return i < j ? mod[m][i] : mod[m][j];
        case k_max: return i < j ? mod[m][j] : mod[m][i];
        case k_sum: {
            const std::size_t x = static_cast<std::size_t>(mod[m][i]) + mod[m][j];
            return x >= m ? x - m : x;
        }
        case k_diff: {
            const std::size_t x = i >= j ? mod[m][i] + m - mod[m][j] : mod[m][j] + m - mod[m][i];
            return x >= m ? x - m : x;
        }
        case k_band: return i >= j ? m + std::min(i - j, m) : m - std::min(j - i, m);
        case k_row: return std::min(i, m);
        case k_col: return std::min(j, m);
        case k_edge: return std::min(std::min(i, j), m);
        }
        return 0;
    }

    // T by (f1, f2) when it holds on every cell and shows each of its cells
    // twice and two values at least.
    bool fit(int f1, int f2, std::vector<std::int64_t>& cells) const {
        const std::size_t s2 = size_of(f2), n = size_of(f1) * s2;
        cells.assign(n, 0);
        std::vector<std::size_t> seen(n, 0);
        for (std::size_t i = 0; i < rows; ++i)
            for (std::size_t j = 0; j < cols; ++j) {
                const std::size_t k = value(f1, i, j) * s2 + value(f2, i, j);
                const std::int64_t v = at(i, j);
                if (seen[k]++ == 0) cells[k] = v;
                else if (cells[k] != v) return false;
            }
        bool two = false;
        for (std::size_t k = 0; k < n; ++k) {
            if (seen[k] < 2) return false;
            two = two || cells[k] != cells[0];
        }
        return two;
    }

    // Whether T (from fit) holds on every cell.
    bool holds(int f1, int f2, const std::vector<std::int64_t>& cells) const {
        const std::size_t s2 = size_of(f2);
        for (std::size_t i = 0; i < rows; ++i)
            for (std::size_t j = 0; j < cols; ++j)
                if (cells[value(f1, i, j) * s2 + value(f2, i, j)] != at(i, j)) return false;
        return true;
    }
};

inline bool same_outside(const PairFeatureFit& x, const PairFeatureFit& y, std::size_t rows, std::size_t cols);

}  // namespace pair_features_detail

inline std::int64_t pair_feature_cell(const PairFeatureFit& r, std::uint64_t a, std::uint64_t b) {
    using namespace pair_features_detail;
    return r.cells[feature_at(r.f1, a, b, r.first) * size_of(r.f2) + feature_at(r.f2, a, b, r.first)];
}

// T at (a, b): a, b >= S, up to 2^62.
inline bool pair_feature_value(const PairFeatureFit& r, std::uint64_t a, std::uint64_t b, std::int64_t& v) {
    const std::uint64_t top = static_cast<std::uint64_t>(1) << 62;
    if (a < r.first || b < r.first || a > top || b > top || r.cells.empty()) return false;
    v = pair_feature_cell(r, a, b);
    return true;
}

inline bool same_fit(const PairFeatureFit& x, const PairFeatureFit& y) {
    return x.f1 == y.f1 && x.f2 == y.f2 && x.first == y.first && x.cells == y.cells;
}

inline std::string pair_feature_text(const PairFeatureFit& r) {
    using namespace pair_features_detail;
    std::string s = "f(a, b) = T[" + (r.f1 ? feature_text(r.f1, r.first) + "][" : std::string()) + feature_text(r.f2, r.first) + "], T = [";
    const std::size_t s2 = size_of(r.f2);
    for (std::size_t k = 0; k < r.cells.size(); ++k)
        s += (k == 0 ? "" : k % s2 == 0 ? "; " : " ") + std::to_string(r.cells[k]);
    s += "]";
    const int band = kind_of(r.f2) == k_band ? r.f2 : kind_of(r.f1) == k_band ? r.f1 : -1;
    if (band >= 0) {
        const std::string c = std::to_string(param_of(band));
        s += " (the clipped a - b indexes T from a - b <= -" + c + " to a - b >= " + c + ")";
    }
    return s;
}

namespace pair_features_detail {

// Whether two fits of one table say the same on the probe square: the first
// 60 and the 60 past the table in each number (every residue and clipped value).
inline bool same_outside(const PairFeatureFit& x, const PairFeatureFit& y, std::size_t rows, std::size_t cols) {
    std::vector<std::uint64_t> as, bs;
    for (std::uint64_t k = 0; k < 60; ++k) {
        as.push_back(x.first + k), as.push_back(x.first + rows + k);
        bs.push_back(x.first + k), bs.push_back(x.first + cols + k);
    }
    for (std::size_t i = 0; i < as.size(); ++i)
        for (std::size_t j = 0; j < bs.size(); ++j)
            if (pair_feature_cell(x, as[i], bs[j]) != pair_feature_cell(y, as[i], bs[j])) return false;
    return true;
}

}  // namespace pair_features_detail

// The fewest-cells fit of the table at(i, j) = f(first + i, first + j); see the
// header block for when it is refused.
template <class At>
bool fit_pair_features(At at, std::size_t rows, std::size_t cols, std::uint64_t first, PairFeatureFit& best) {
    using namespace pair_features_detail;
    if (rows < 12 || cols < 12) return false;
    Scan<At> t = {at, rows, cols, first, std::vector<std::vector<unsigned char> >(7)};
    const std::size_t n = std::max(rows, cols);
    for (unsigned m = 2; m <= 6; ++m)
        for (std::size_t i = 0; i < n; ++i) t.mod[m].push_back(static_cast<unsigned char>((first + i) % m));
    struct Candidate {
        std::size_t cells;
        int f1, f2;
        bool operator<(const Candidate& o) const { return cells != o.cells ? cells < o.cells : f1 != o.f1 ? f1 < o.f1 : f2 < o.f2; }
    };
    std::vector<Candidate> order;
    for (int f1 = 0; f1 < kFeatureCount; ++f1)
        for (int f2 = f1 + 1; f2 < kFeatureCount; ++f2) {
            const std::size_t cells = size_of(f1) * size_of(f2);
            // one variable's residues twice (a mod 2 with a mod 4): the larger modulus alone says it
            const bool nested = kind_of(f1) == kind_of(f2) && kind_of(f1) <= k_diff && param_of(f2) % param_of(f1) == 0;
            if (cells <= kMostCells && 4 * cells <= rows * cols && !nested) order.push_back(Candidate{cells, f1, f2});
        }
    std::sort(order.begin(), order.end());
    // T read on the top-left 64 x 64 block (every value of every feature pair meets
    // there, so a fit of the whole table has the block's T), then checked on the rest:
    // a table that differs from a few T only far down is not scanned whole ~600 times.
    Scan<At> block = t;
    block.rows = std::min<std::size_t>(rows, 64), block.cols = std::min<std::size_t>(cols, 64);
    std::vector<PairFeatureFit> ties;
    bool any_covered = false;
    for (std::size_t c = 0; c < order.size(); ++c) {
        if (!ties.empty() && order[c].cells > ties[0].cells.size()) break;
        PairFeatureFit f = {order[c].f1, order[c].f2, first, std::vector<std::int64_t>()};
        if (!block.fit(f.f1, f.f2, f.cells) || !t.holds(f.f1, f.f2, f.cells)) continue;
        any_covered = any_covered || covered(f.f1, f.f2);
        ties.push_back(f);
    }
    if (ties.empty() || any_covered) return false;
    for (std::size_t k = 1; k < ties.size(); ++k)
        if (!same_outside(ties[0], ties[k], rows, cols)) return false;
    best = ties[0];
    return true;
}

}  // namespace nimkit

#endif
