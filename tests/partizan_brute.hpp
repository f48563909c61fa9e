// tests/partizan_brute.hpp - the outcome of a sum of partizan positions by the
// definition alone: the player to move wins iff some move (in any one
// component) reaches a position the other player, then to move, loses; a
// player with no move loses. It knows only each ruleset's options(); the sum
// is searched as one joint position (a sorted list of components), memoised.
// No values, no canonical forms, no component splitting.
// NumberRules: the dyadic number m/2^e as a game by its definition, so that a
// claimed value v of G is checked as "G + (-v) is a second-player win".
#ifndef NIMKIT_TESTS_PARTIZAN_BRUTE_HPP
#define NIMKIT_TESTS_PARTIZAN_BRUTE_HPP

#include <algorithm>
#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace partizan_brute {

typedef std::vector<std::string> (*Options)(const std::string&, bool);

// One component: its ruleset's options() and its position.
struct Piece {
    Options options;
    std::string position;
    bool operator<(const Piece& o) const {
        if (options != o.options) return std::less<Options>()(options, o.options);
        return position < o.position;
    }
    bool operator==(const Piece& o) const { return options == o.options && position == o.position; }
};

template <class Rules>
Piece piece(const std::string& position) {
    Piece p = {&Rules::options, position};
    return p;
}

typedef std::vector<Piece> Sum;

// The number m/2^e as the game of its definition: 0 = {|}, n = {n-1|} for an
// integer n > 0, -n = {|-n+1}, and m/2^e = {(m-1)/2^e | (m+1)/2^e} for m odd,
// e >= 1. The position is "m/e" (m/2^e, reduced: m odd or e = 0).
struct NumberRules {
    static std::string make(long long m, int e) {
        while (e > 0 && m % 2 == 0) {
            m /= 2;
            --e;
        }
        return std::to_string(m) + "/" + std::to_string(e);
    }
    static std::vector<std::string> options(const std::string& p, bool left) {
        const std::size_t slash = p.find('/');
        const long long m = std::stoll(p.substr(0, slash));
        const int e = std::stoi(p.substr(slash + 1));
        std::vector<std::string> out;
        if (e == 0) {
            if (left && m > 0) out.push_back(make(m - 1, 0));
            if (!left && m < 0) out.push_back(make(m + 1, 0));
        } else {
            out.push_back(make(left ? m - 1 : m + 1, e));
        }
        return out;
    }
};

inline Piece number(long long m, int e = 0) {
    Piece p = {&NumberRules::options, NumberRules::make(m, e)};
    return p;
}

class Solver {
public:
    // True iff the player to move (Left if left) wins the sum.
    bool mover_wins(Sum sum, bool left) {
        std::sort(sum.begin(), sum.end());
        const std::pair<Sum, bool> key(sum, left);
        const std::map<std::pair<Sum, bool>, bool>::const_iterator it = memo_.find(key);
        if (it != memo_.end()) return it->second;
        bool wins = false;
        for (std::size_t k = 0; k < sum.size() && !wins; ++k) {
            const std::vector<std::string> next = sum[k].options(sum[k].position, left);
            for (std::size_t m = 0; m < next.size() && !wins; ++m) {
                Sum after = sum;
                after[k].position = next[m];
                wins = !mover_wins(after, !left);
            }
        }
        memo_[key] = wins;
        return wins;
    }

    // 'L' (Left wins whoever starts), 'R', 'N' (the first player wins) or 'P' (the second).
    char outcome(const Sum& sum) {
        const bool left_first = mover_wins(sum, true), right_first = mover_wins(sum, false);
        return left_first ? (right_first ? 'N' : 'L') : (right_first ? 'R' : 'P');
    }

    std::size_t memo_size() const { return memo_.size(); }

private:
    std::map<std::pair<Sum, bool>, bool> memo_;
};

// A Domineering board (rows joined by '/') with rows and columns exchanged: its negative
// (Left's vertical moves become horizontal).
inline std::string transposed_board(const std::string& b) {
    std::vector<std::string> rows;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= b.size(); ++i)
        if (i == b.size() || b[i] == '/') rows.push_back(b.substr(start, i - start)), start = i + 1;
    std::string t;
    for (std::size_t c = 0; c < rows[0].size(); ++c) {
        if (c) t += '/';
        for (std::size_t r = 0; r < rows.size(); ++r) t += rows[r][c];
    }
    return t;
}

}  // namespace partizan_brute

#endif  // NIMKIT_TESTS_PARTIZAN_BRUTE_HPP
