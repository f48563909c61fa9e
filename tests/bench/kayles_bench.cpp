// Kayles benchmark: boards per second of the library's verdict + winning move on
// 10^6 random boards of 10 rows up to 10^18, beside the 12-coin puzzle's exponential
// memoized search (the puzzle's f, in C++) on single rows of 12, 30, 40, 50 coins.
// Prints figures only; nothing here is asserted.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <vector>

#include "nimkit/kayles_move.hpp"
#include "nimkit/kayles_variants.hpp"

typedef std::vector<int> Board;
static std::map<Board, bool> memo;

// The 12-coin puzzle's f(s) = 1 if some next board has f = 0; the empty board is 1 (misère).
static bool seed_f(const Board& s) {
    if (s.empty()) return true;
    std::map<Board, bool>::iterator it = memo.find(s);
    if (it != memo.end()) return it->second;
    bool result = false;
    for (std::size_t i = 0; i < s.size() && !result; ++i)
        for (int removed = 1; removed <= 2 && removed <= s[i] && !result; ++removed)
            for (int a = 0; 2 * a <= s[i] - removed && !result; ++a) {
                Board t(s);
                t.erase(t.begin() + static_cast<long>(i));
                if (a) t.push_back(a);
                if (s[i] - removed - a) t.push_back(s[i] - removed - a);
                std::sort(t.begin(), t.end());
                result = !seed_f(t);
            }
    return memo[s] = result;
}

static double seconds_since(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

int main(int argc, char** argv) {
    int boards = argc > 1 ? std::atoi(argv[1]) : 1000000;
    int max_seed = argc > 2 ? std::atoi(argv[2]) : 50;
    std::mt19937_64 rng(12);
    std::vector<std::vector<std::uint64_t> > all(static_cast<std::size_t>(boards), std::vector<std::uint64_t>(10));
    for (std::size_t b = 0; b < all.size(); ++b) {
        for (std::size_t r = 0; r < 10; ++r) all[b][r] = 1 + rng() % 1000000000000000000ULL;
        std::sort(all[b].begin(), all[b].end());
    }
    for (int misere = 1; misere >= 0; --misere) {
        std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
        long wins = 0;
        for (std::size_t b = 0; b < all.size(); ++b) {
            nimkit::KaylesMove m;
            wins += nimkit::kayles_winning_move(all[b], misere == 1, m);
        }
        double s = seconds_since(t0);
        std::printf("library %-7s %d boards of 10 rows <= 1e18: %.3f s, %.0f boards/s (%ld won)\n",
                    misere ? "misere" : "normal", boards, s, boards / s, wins);
    }
    int sizes[] = {12, 30, 40, 50};
    for (int k = 0; k < 4; ++k) {
        if (sizes[k] > max_seed) break;
        memo.clear();
        std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
        bool f = seed_f(Board(1, sizes[k]));
        double s = seconds_since(t0);
        std::uint64_t n = static_cast<std::uint64_t>(sizes[k]);
        bool rule = nimkit::kayles_counts(&n, &n + 1).mover_wins(true);
        std::printf("the puzzle's memoized search, row of %d: f = %d in %.3f s, %zu boards memoized (rule says %d)\n",
                    sizes[k], f ? 1 : 0, s, memo.size(), rule ? 1 : 0);
    }
}
