// explore.hpp at full size, against the std::map memo a contestant would write.
//   explore_bench [N HEAPS]   (default N = 1499: positions (a, b) with a, b <= N;
//                              HEAPS = 1000000)
// 1. Memoised search of a small position type: two heaps, a move takes 1, 2 or
//    3 from one of them; every (a, b) <= N searched from (N, N) by
//    GameExplorer (PairHash) and by a recursive std::map<pair, int> memo; the
//    values compared; positions a minute.
// 2. A heap game given as code: Kayles in words (knock down 1 or 2 adjacent
//    pins). octal_game_of + GrundySequence (grundy's engine) to HEAPS heaps;
//    heap_game_table (every option listed, O(n^2)) and the contestant's
//    std::map memo over heaps at 2^11 and 2^12, extrapolated to HEAPS by n^2.
// Times are CPU seconds (std::clock).
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "nimkit/explore.hpp"
#include "nimkit/heap_game.hpp"

typedef std::pair<int, int> Two;
typedef std::uint64_t u64;

static double now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// The contestant's search: recursion, std::map, a std::set for the mex.
static std::map<Two, int> memo;
static int contestant(int a, int b) {
    std::map<Two, int>::iterator it = memo.find(Two(a, b));
    if (it != memo.end()) return it->second;
    std::set<int> seen;
    for (int k = 1; k <= 3; ++k) {
        if (a >= k) seen.insert(contestant(a - k, b));
        if (b >= k) seen.insert(contestant(a, b - k));
    }
    int g = 0;
    while (seen.count(g)) ++g;
    return memo[Two(a, b)] = g;
}

static void kayles(u64 n, std::vector<std::vector<u64> >& out) {
    for (u64 k = 1; k <= 2 && k <= n; ++k)
        for (u64 left = 0; left + k <= n; ++left) {
            std::vector<u64> rows;
            if (left) rows.push_back(left);
            if (n - k - left) rows.push_back(n - k - left);
            out.push_back(rows);
        }
}

static std::map<int, int> heap_memo;
static int contestant_kayles(int n) {
    std::map<int, int>::iterator it = heap_memo.find(n);
    if (it != heap_memo.end()) return it->second;
    std::set<int> seen;
    for (int k = 1; k <= 2 && k <= n; ++k)
        for (int left = 0; left + k <= n; ++left) seen.insert(contestant_kayles(left) ^ contestant_kayles(n - k - left));
    int g = 0;
    while (seen.count(g)) ++g;
    return heap_memo[n] = g;
}

int main(int argc, char** argv) {
    const int n = argc > 1 ? std::atoi(argv[1]) : 1499;
    const std::size_t heaps = argc > 2 ? static_cast<std::size_t>(std::atoll(argv[2])) : 1000000;
    const double positions = (n + 1.0) * (n + 1.0);

    auto moves = [](const Two& p, std::vector<Two>& out) {
        for (int k = 1; k <= 3; ++k) {
            if (p.first >= k) out.push_back(Two(p.first - k, p.second));
            if (p.second >= k) out.push_back(Two(p.first, p.second - k));
        }
    };
    double t = now();
    nimkit::GameExplorer<Two, decltype(moves), nimkit::PairHash> e(moves);
    const unsigned ge = e.grundy(Two(n, n));
    const double explorer = now() - t;
    t = now();
    const int gc = contestant(n, n);
    const double map_memo = now() - t;
    bool same = memo.size() == e.size();
    for (int a = 0; a <= n && same; a += 7)
        for (int b = 0; b <= n && same; b += 5) same = static_cast<int>(e.grundy(Two(a, b))) == memo[Two(a, b)];
    std::printf("search     (a, b) <= %d, take 1..3: %.0f positions\n", n, positions);
    std::printf("  GameExplorer   %7.3f CPU s  %6.1f M positions/min\n", explorer, positions / explorer * 60 / 1e6);
    std::printf("  std::map memo  %7.3f CPU s  %6.1f M positions/min  (%.1fx slower)  values %s\n", map_memo,
                positions / map_memo * 60 / 1e6, map_memo / explorer, same && static_cast<int>(ge) == gc ? "equal" : "DIFFER");

    t = now();
    nimkit::HeapGame game;
    game.kind = nimkit::HeapGame::take_break;
    std::string why;
    if (!nimkit::octal_game_of(kayles, 2, 20, game.rules, why)) return std::printf("%s\n", why.c_str()), 1;
    nimkit::GrundySequence seq(game);
    seq.compute(heaps);
    const double engine = now() - t;
    std::printf("heap table Kayles in words, %zu heaps\n", heaps);
    std::printf("  octal_game_of + GrundySequence  %7.3f CPU s  (period %zu from heap %zu certified)\n", engine,
                seq.period().period, seq.period().start);
    double last_table = 0, last_map = 0;
    std::size_t last = 0;
    for (std::size_t m = 1 << 11; m <= (1 << 12); m *= 2) {
        t = now();
        const std::vector<unsigned> g = nimkit::heap_game_table(kayles, m);
        const double table = now() - t;
        heap_memo.clear();
        t = now();
        for (std::size_t h = 0; h <= m; ++h) contestant_kayles(static_cast<int>(h));  // bottom up: no deep recursion
        const double map_heaps = now() - t;
        bool equal = true;
        for (std::size_t h = 0; h <= m; ++h) equal = equal && g[h] == seq.value(h) && heap_memo[static_cast<int>(h)] == static_cast<int>(g[h]);
        std::printf("  at %zu heaps: heap_game_table %7.3f CPU s, std::map memo %7.3f CPU s, values %s\n", m, table, map_heaps,
                    equal ? "equal" : "DIFFER");
        last_table = table, last_map = map_heaps, last = m;
    }
    const double scale = (static_cast<double>(heaps) / last) * (static_cast<double>(heaps) / last);
    std::printf("  extrapolated to %zu heaps by n^2: heap_game_table %.0f CPU s (%.0fx), std::map memo %.0f CPU s (%.0fx)\n",
                heaps, last_table * scale, last_table * scale / engine, last_map * scale, last_map * scale / engine);
}
