// Moves in ranges, the P-position sieve, counting positions by xor, floor and
// Beatty sums, each at contest size and beside the way it is done without them.
//   counting_bench [N]   (N = the range game's table, default 880000: the
//                         square root of Codeforces 255E's largest heap)
// 1. x -> [x^(1/4), x^(1/2)] (Codeforces 255E): RangeGame against
//    heap_game_table with every option listed and a contestant's prefix-count
//    loop (counts of each value up to each heap, values below 8); 10^5 heaps up
//    to 7.7 * 10^11 answered through the table.
// 2. Three heaps, the same amount from any non-empty set of them: the
//    symmetric HeapSieve at 100 and 999 a heap (999: 1.67 * 10^8 sorted
//    cells) against GameExplorer's search at 100.
// 3. Positions of k = 10^18 heaps counted by xor modulo m, the heaps' values
//    below V, each value taken by a random number (below 10^6) of heap sizes
//    (so the transform has about V distinct values: the costly case):
//    xor_tuples_mod at V = 2^10, 2^16, 2^20 against repeated squaring of a
//    direct xor convolution at 2^10 (O(V^2 log k)); multisets of 3 and 20 heaps.
// 4. floor_sum and beatty_sum_mod per call.
// Times are CPU seconds (std::clock). Results are compared where two methods run.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <vector>

#include "nimkit/explore.hpp"
#include "nimkit/floor_sum.hpp"
#include "nimkit/heap_sieve.hpp"
#include "nimkit/range_game.hpp"
#include "nimkit/xor_count.hpp"

typedef std::uint64_t u64;

static double now() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

static u64 root(u64 x, int k) {  // floor(x^(1/k))
    u64 r = static_cast<u64>(std::pow(static_cast<double>(x), 1.0 / k));
    auto above = [&](u64 b) {
        long double p = 1;
        for (int i = 0; i < k; ++i) p *= b;
        return p > x;
    };
    while (r > 0 && above(r)) --r;
    while (!above(r + 1)) ++r;
    return r;
}

struct Furlo {  // Codeforces 255E's range
    void operator()(u64 x, std::vector<nimkit::HeapRange>& out) const {
        if (x < 2) return;
        const u64 lo = root(x, 4), hi = root(x, 2);
        out.push_back(nimkit::HeapRange(lo * lo * lo * lo == x ? lo : lo + 1, hi));
    }
};

int main(int argc, char** argv) {
    const std::size_t n = argc > 1 ? static_cast<std::size_t>(std::atoll(argv[1])) : 880000;
    std::printf("| task | nimkit | compared with | note |\n|---|--:|--:|---|\n");

    // 1. moves in ranges
    double t = now();
    const Furlo furlo;
    nimkit::RangeGame<Furlo> game(furlo, n);
    const double range_s = now() - t;
    t = now();
    std::vector<unsigned> prefix_g(n + 1, 0);
    {
        std::vector<std::vector<unsigned> > count(8, std::vector<unsigned>(n + 2, 0));  // count[v][i]: heaps < i of value v
        std::vector<nimkit::HeapRange> r;
        for (u64 x = 0; x <= n; ++x) {
            r.clear();
            furlo(x, r);
            unsigned v = 0;
            while (!r.empty() && r[0].first <= r[0].second && count[v][r[0].second + 1] - count[v][r[0].first] > 0) ++v;
            prefix_g[x] = v;
            for (unsigned w = 0; w < 8; ++w) count[w][x + 1] = count[w][x] + (prefix_g[x] == w);
        }
    }
    const double prefix_s = now() - t;
    t = now();
    auto listed = [&furlo](u64 x, std::vector<std::vector<u64> >& out) {
        std::vector<nimkit::HeapRange> r;
        furlo(x, r);
        for (std::size_t i = 0; i < r.size(); ++i)
            for (u64 y = r[i].first; y <= r[i].second; ++y) out.push_back(std::vector<u64>(1, y));
    };
    const std::vector<unsigned> listed_g = nimkit::heap_game_table(listed, n);
    const double listed_s = now() - t;
    std::printf("| x -> [x^(1/4), x^(1/2)], g(0..%zu) | %.3f s (`RangeGame`) | %.3f s every option listed (`heap_game_table`), "
                "%.3f s a contestant's prefix counts | values %s |\n",
                n, range_s, listed_s, prefix_s, game.values() == listed_g && listed_g == prefix_g ? "equal" : "DIFFER");
    std::mt19937_64 rng(38);
    t = now();
    unsigned x = 0;
    const u64 top = std::min<u64>(770000000000ULL, static_cast<u64>(n - 1) * (n - 1));  // roots inside the table
    for (int i = 0; i < 100000; ++i) x ^= game.value(1 + rng() % top);
    std::printf("| the same game, 10^5 heaps up to 7.7·10^11 through that table | %.3f s | | xor of the values %u |\n", now() - t, x);

    // 2. the sieve
    std::vector<nimkit::HeapSieve::Direction> any;
    for (unsigned mask = 1; mask < 8; ++mask) any.push_back({mask & 1, mask >> 1 & 1, mask >> 2 & 1});
    typedef std::vector<u64> Heaps;
    auto moves = [&any](const Heaps& p, std::vector<Heaps>& out) {
        for (std::size_t k = 0; k < any.size(); ++k)
            for (u64 s = 1;; ++s) {
                Heaps q = p;
                bool ok = true;
                for (int i = 0; i < 3 && ok; ++i) ok = q[i] >= s * any[k][i], q[i] -= ok ? s * any[k][i] : 0;
                if (!ok) break;
                std::sort(q.begin(), q.end());
                out.push_back(q);
            }
    };
    t = now();
    const nimkit::HeapSieve small = nimkit::HeapSieve::symmetric(any, 3, 100);
    const double sieve_small = now() - t;
    t = now();
    nimkit::GameExplorer<Heaps, decltype(moves), nimkit::SequenceHash> e(moves);
    u64 lost = 0;
    for (u64 c = 0; c <= 100; ++c)
        for (u64 b = 0; b <= c; ++b)
            for (u64 a = 0; a <= b; ++a) lost += e.grundy(Heaps{a, b, c}) == 0;
    const double search_small = now() - t;
    std::printf("| three heaps, the same amount from any non-empty set, a <= b <= c <= 100 (%llu cells) | %.3f s "
                "(`HeapSieve::symmetric`) | %.3f s `GameExplorer`'s search | P-positions %s (%llu) |\n",
                static_cast<unsigned long long>(small.cells()), sieve_small, search_small,
                lost == small.lost_count() ? "equal" : "DIFFER", static_cast<unsigned long long>(lost));
    t = now();
    const nimkit::HeapSieve big = nimkit::HeapSieve::symmetric(any, 3, 999);
    std::printf("| the same, a <= b <= c <= 999 (%llu cells, %llu MB of bits) | %.2f s | | %llu P-positions |\n",
                static_cast<unsigned long long>(big.cells()), static_cast<unsigned long long>(big.cells() / 8 / 1000000), now() - t,
                static_cast<unsigned long long>(big.lost_count()));

    // 3. counting
    const u64 k = 1000000000000000000ULL, p = 998244353;
    for (unsigned bits = 10; bits <= 20; bits += bits == 10 ? 6 : 4) {
        std::vector<u64> counts(static_cast<std::size_t>(1) << bits);
        for (u64& c : counts) c = rng() % 1000000;
        t = now();
        const std::vector<u64> got = nimkit::xor_tuples_mod(counts, k, p);
        const double wht = now() - t;
        t = now();
        const std::vector<u64> even = nimkit::xor_tuples_mod(counts, k, 1000000000000000000ULL);
        const double wht_even = now() - t;
        (void)even;  // timed only
        if (bits == 10) {
            const std::size_t v = counts.size();
            const nimkit::ModRing ring = {p};
            auto conv = [&](const std::vector<u64>& a, const std::vector<u64>& b) {
                std::vector<u64> r(v, 0);
                for (std::size_t i = 0; i < v; ++i)
                    for (std::size_t j = 0; j < v; ++j) r[i ^ j] = ring.add(r[i ^ j], ring.mul(a[i], b[j]));
                return r;
            };
            t = now();
            std::vector<u64> result(v, 0), base = counts;
            result[0] = 1;
            for (u64 e = k; e; e >>= 1, base = conv(base, base))
                if (e & 1) result = conv(result, base);
            std::printf("| 10^18 heaps, values below 2^%u, counted by xor modulo 998244353 | %.4f s (`xor_tuples_mod`; "
                        "%.4f s modulo 10^18, even) | %.2f s repeated squaring of a direct xor convolution | counts %s |\n",
                        bits, wht, wht_even, now() - t, result == got ? "equal" : "DIFFER");
        } else {
            std::printf("| the same, values below 2^%u | %.3f s (%.3f s modulo 10^18) | | %llu lost, modulo 998244353 |\n", bits, wht,
                        wht_even, static_cast<unsigned long long>(got[0]));
        }
    }
    {
        std::vector<u64> counts(static_cast<std::size_t>(1) << 16);
        for (u64& c : counts) c = rng() % 1000000;
        for (u64 heaps = 3; heaps <= 20; heaps += 17) {
            t = now();
            const std::vector<u64> got = nimkit::xor_multisets_mod(counts, heaps, p);
            std::printf("| multisets of %llu heaps, values below 2^16 (random counts), by xor modulo 998244353 | %.3f s "
                        "(`xor_multisets_mod`) | | %llu lost |\n",
                        static_cast<unsigned long long>(heaps), now() - t, static_cast<unsigned long long>(got[0]));
        }
    }

    // 4. floor sums
    std::vector<long long> args(4 * 1000000);
    for (std::size_t i = 0; i < args.size(); i += 4) {
        args[i] = static_cast<long long>(rng() % 1000000000), args[i + 1] = 1 + static_cast<long long>(rng() % 1000000000);
        args[i + 2] = static_cast<long long>(rng() % 1000000000), args[i + 3] = static_cast<long long>(rng() % 1000000000);
    }
    t = now();
    u64 sum = 0;
    for (std::size_t i = 0; i < args.size(); i += 4) sum += static_cast<u64>(nimkit::floor_sum(args[i], args[i + 1], args[i + 2], args[i + 3]));
    const double floor_s = now() - t;
    t = now();
    u64 beatty = 0;
    for (u64 i = 0; i < 1000; ++i) beatty ^= nimkit::beatty_sum_mod(nimkit::golden_ratio(), k - i, p);
    const double beatty_s = now() - t;
    t = now();
    for (u64 i = 0; i < 1000; ++i) beatty ^= nimkit::beatty_sum_mod(nimkit::square_root(1000003), k - i, p);
    const double beatty_root = now() - t;
    std::printf("| `floor_sum`, 10^6 calls, n, m, a, b < 10^9 | %.3f s (%.2f µs a call) | | checksum %llu |\n", floor_s, floor_s,
                static_cast<unsigned long long>(sum));
    std::printf("| `beatty_sum_mod`, n near 10^18, 1000 calls | %.3f s for phi, %.3f s for sqrt(1000003) | | checksum %llu |\n",
                beatty_s, beatty_root, static_cast<unsigned long long>(beatty));
    return 0;
}
