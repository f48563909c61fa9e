// tests/explicit_games.hpp - explicit game trees and the definition of winning, as an oracle for
// the partizan library: a game is its Left and Right option lists; a player who cannot move loses.
// Sums are searched as one joint position (a multiset of components), by minimax, memoized.
#ifndef NIMKIT_TESTS_EXPLICIT_GAMES_HPP
#define NIMKIT_TESTS_EXPLICIT_GAMES_HPP

#include <algorithm>
#include <map>
#include <random>
#include <vector>

namespace explicit_games {

struct Form {
    std::vector<int> L, R;  // indices into the pool
};

class Pool {
public:
    std::vector<Form> forms;

    int add(const std::vector<int>& l, const std::vector<int>& r) {
        Form f;
        f.L = l;
        f.R = r;
        forms.push_back(f);
        return static_cast<int>(forms.size()) - 1;
    }
    // the form -G: sides swapped and negated
    int negate(int g) {
        std::map<int, int>::iterator it = neg_.find(g);
        if (it != neg_.end()) return it->second;
        std::vector<int> l, r;
        for (int o : forms[static_cast<std::size_t>(g)].R) l.push_back(negate(o));
        for (int o : forms[static_cast<std::size_t>(g)].L) r.push_back(negate(o));
        int n = add(l, r);
        neg_[g] = n;
        return n;
    }
    // Does the player to move (Left if left_moves) win the sum of the components?
    bool mover_wins(std::vector<int> sum, bool left_moves) {
        std::sort(sum.begin(), sum.end());
        std::pair<std::vector<int>, bool> key(sum, left_moves);
        std::map<std::pair<std::vector<int>, bool>, bool>::iterator it = memo_.find(key);
        if (it != memo_.end()) return it->second;
        bool win = false;
        for (std::size_t i = 0; i < sum.size() && !win; ++i) {
            const std::vector<int>& opts = left_moves ? forms[static_cast<std::size_t>(sum[i])].L : forms[static_cast<std::size_t>(sum[i])].R;
            for (std::size_t j = 0; j < opts.size() && !win; ++j) {
                std::vector<int> next = sum;
                next[i] = opts[j];
                win = !mover_wins(next, !left_moves);
            }
        }
        memo_[key] = win;
        return win;
    }
    // 'L', 'R', 'N' or 'P' from the two searches
    char outcome(const std::vector<int>& sum) {
        bool l = mover_wins(sum, true), r = mover_wins(sum, false);
        return l ? (r ? 'N' : 'L') : (r ? 'R' : 'P');
    }
    // G = H iff G - H is a second-player win, searched jointly
    bool equal(int g, int h) {
        std::vector<int> s;
        s.push_back(g);
        s.push_back(negate(h));
        return outcome(s) == 'P';
    }
    // G <= H iff Left, moving second, ... i.e. Right moving first loses H - G
    bool leq(int g, int h) {
        std::vector<int> s;
        s.push_back(h);
        s.push_back(negate(g));
        return !mover_wins(s, false);
    }

private:
    std::map<int, int> neg_;
    std::map<std::pair<std::vector<int>, bool>, bool> memo_;
};

// Every form born by day 2 (the 4 subsets of day 0..1 forms as each side: 0, {0|}, {|0}, {0|0}
// on day 1, then every pair of subsets of those 4), then `extra` random forms of day 3 whose
// sides are random subsets (size 0..max_side) of the day-2 forms. Returns the indices of all.
inline std::vector<int> small_forms(Pool& pool, int extra, int max_side, unsigned seed) {
    std::vector<int> day1;
    int zero = pool.add(std::vector<int>(), std::vector<int>());
    day1.push_back(zero);
    std::vector<int> z(1, zero), none;
    day1.push_back(pool.add(z, none));
    day1.push_back(pool.add(none, z));
    day1.push_back(pool.add(z, z));
    std::vector<int> day2;
    for (int a = 0; a < 16; ++a)
        for (int b = 0; b < 16; ++b) {
            std::vector<int> l, r;
            for (int i = 0; i < 4; ++i) {
                if (a >> i & 1) l.push_back(day1[static_cast<std::size_t>(i)]);
                if (b >> i & 1) r.push_back(day1[static_cast<std::size_t>(i)]);
            }
            day2.push_back(pool.add(l, r));
        }
    std::vector<int> all(day2);
    std::mt19937 rng(seed);
    for (int k = 0; k < extra; ++k) {
        std::vector<int> l, r;
        int nl = static_cast<int>(rng() % static_cast<unsigned>(max_side + 1));
        int nr = static_cast<int>(rng() % static_cast<unsigned>(max_side + 1));
        for (int i = 0; i < nl; ++i) l.push_back(day2[rng() % day2.size()]);
        for (int i = 0; i < nr; ++i) r.push_back(day2[rng() % day2.size()]);
        all.push_back(pool.add(l, r));
    }
    return all;
}

}  // namespace explicit_games

#endif
