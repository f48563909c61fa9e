// Grundy sequences of take-and-break games, the rare/common engine against the
// direct mex computation (scripts/bench --grundy).
//   grundy_bench compare GAME N   times both to g(0..N), says whether the
//                                 sequences agree: "direct S sparse S same|DIFFERENT"
//   grundy_bench sparse GAME N    the engine alone: "sparse S" and the figures
//   grundy_bench steps GAME K1 K2 ..   one table grown to 2^K1, 2^K2, .. heaps
//                                 (g(0..2^K - 1), as tczajka's analyzer counts):
//                                 a line "2^K S figures" at each, S seconds so far
//   grundy_bench long GAME SECONDS [MAX]  extends by 2^20 heaps while the time
//                                 lasts (up to MAX heaps, default 2^28): heaps
//                                 reached, seconds, the figures
// --threads T first: the engine's threads (1 or 2; 1 by default).
// GAME: an octal code (0.6) or "grundy" (Grundy's game). Figures: largest value
// and its first heap, the rare/common split (mask, rare heaps, last rare heap).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "nimkit/octal.hpp"
#include "nimkit/sparse_grundy.hpp"

static double now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static void figures(const std::vector<std::uint16_t>& g) {
    unsigned largest = 0;
    std::size_t at = 0;
    for (std::size_t n = 0; n < g.size(); ++n)
        if (g[n] > largest) largest = g[n], at = n;
    nimkit::RareCommon split = nimkit::rare_common_split(g);
    std::printf("largest %u at %zu; mask %x, %zu rare, last rare %zu%s\n", largest, at, split.mask, split.rare,
                split.last_rare, split.found ? "" : " (no split)");
}

int main(int argc, char** argv) {
    unsigned threads = 1;
    if (argc > 2 && std::string(argv[1]) == "--threads") {
        threads = static_cast<unsigned>(std::atoi(argv[2]));
        argc -= 2;
        argv += 2;
    }
    if (argc < 4) return 2;
    const std::string mode = argv[1], code = argv[2];
    nimkit::TakeBreak game;
    std::string why;
    if (code == "grundy")
        game = nimkit::grundys_game();
    else if (!nimkit::parse_octal(code, game, why))
        return 2;
    if (mode == "long") {
        const double seconds = std::atof(argv[3]);
        const std::size_t max = argc > 4 ? std::strtoull(argv[4], 0, 10) : std::size_t(1) << 28;
        nimkit::SparseGrundy s(game);
        s.set_threads(threads);
        s.reserve(max);  // pages are touched only as heaps are computed
        const double start = now();
        std::size_t n = 0;
        while (n < max && now() - start < seconds) {
            n = std::min(max, n + (std::size_t(1) << 20));
            s.extend(n - 1);
        }
        std::printf("heaps %zu seconds %.1f ", n, now() - start);
        figures(s.values());
        return 0;
    }
    if (mode == "steps") {
        nimkit::SparseGrundy s(game);
        s.set_threads(threads);
        const double start = now();
        for (int i = 3; i < argc; ++i) {
            const int k = std::atoi(argv[i]);
            s.extend((std::size_t(1) << k) - 1);
            std::printf("2^%d %.2f ", k, now() - start);
            figures(s.values());
            std::fflush(stdout);
        }
        return 0;
    }
    const std::size_t n = std::strtoull(argv[3], 0, 10);
    double t0 = now();
    nimkit::SparseGrundy s(game);
    s.set_threads(threads);
    s.extend(n);
    const double sparse = now() - t0;
    if (mode == "sparse") {
        std::printf("sparse %.3f ", sparse);
        figures(s.values());
        return 0;
    }
    t0 = now();
    std::vector<unsigned> d = nimkit::take_break_table(game, n);
    const double direct = now() - t0;
    bool same = true;
    for (std::size_t i = 0; i <= n; ++i) same = same && d[i] == s[i];
    std::printf("direct %.3f sparse %.3f %s\n", direct, sparse, same ? "same" : "DIFFERENT");
    return same ? 0 : 1;
}
