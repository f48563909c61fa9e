// The partizan engine's benchmark (scripts/bench --partizan): canonical forms of Domineering
// rectangles, Toads and Frogs rows and random sums, each line the name, a 64-bit hash of the
// canonical form and the seconds since the start. tests/bench/cgsuite/.../NimkitBenchDriver.java
// builds the same positions on CGSuite's engine and prints the same lines, so equal hashes mean
// equal canonical forms. The hash: a number by its numerator and exponent; any other game by its
// options' hashes, each side sorted (as signed 64-bit), Left's then Right's.
//
//   partizan_bench domineering CELLS   every rectangle of 2..CELLS cells, by cells, then rows
//   partizan_bench toads LENGTH        rows T^a .^b F^c (a, b, c >= 1) of 3..LENGTH cells
//   partizan_bench sums FILE           "g L.. | R.." games (indices of earlier ones; 0 is 0), "s A B .." sums
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

#include "nimkit/canonical_game.hpp"
#include "nimkit/domineering.hpp"
#include "nimkit/partizan_explore.hpp"
#include "nimkit/toads_frogs.hpp"

namespace {

using namespace nimkit;

std::uint64_t mix(std::uint64_t h, std::uint64_t x) {
    std::uint64_t z = (h ^ x) + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::unordered_map<GameId, std::uint64_t> hashes;

std::uint64_t hash_of(GameStore& s, GameId g) {
    auto it = hashes.find(g);
    if (it != hashes.end()) return it->second;
    std::uint64_t h;
    if (s.is_number(g)) {
        const Dyadic& x = s.number_value(g);
        h = mix(mix(mix(0, 1), static_cast<std::uint64_t>(x.numerator())), static_cast<std::uint64_t>(x.exponent()));
    } else {
        std::vector<std::int64_t> l, r;
        for (GameId o : std::vector<GameId>(s.left(g))) l.push_back(static_cast<std::int64_t>(hash_of(s, o)));
        for (GameId o : std::vector<GameId>(s.right(g))) r.push_back(static_cast<std::int64_t>(hash_of(s, o)));
        std::sort(l.begin(), l.end());
        std::sort(r.begin(), r.end());
        h = mix(mix(0, 2), l.size());
        for (std::int64_t x : l) h = mix(h, static_cast<std::uint64_t>(x));
        h = mix(h, r.size());
        for (std::int64_t x : r) h = mix(h, static_cast<std::uint64_t>(x));
    }
    hashes[g] = h;
    return h;
}

std::chrono::steady_clock::time_point start;

void report(GameStore& s, const std::string& name, GameId g) {
    double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%s %016llx %.3f\n", name.c_str(), static_cast<unsigned long long>(hash_of(s, g)), t);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    start = std::chrono::steady_clock::now();
    if (argc < 3) {
        std::fprintf(stderr, "usage: partizan_bench domineering CELLS | toads LENGTH | sums FILE\n");
        return 2;
    }
    GameStore& s = games();
    const std::string mode = argv[1];
    if (mode == "domineering") {
        const int max_cells = std::atoi(argv[2]);
        PartizanExplorer<DomineeringRules> e(s);
        for (int cells = 2; cells <= max_cells; ++cells)
            for (int rows = 1; rows <= cells; ++rows) {
                if (cells % rows) continue;
                const int cols = cells / rows;
                std::string b;
                for (int r = 0; r < rows; ++r) b += (r ? "/" : "") + std::string(static_cast<std::size_t>(cols), '.');
                report(s, std::to_string(rows) + "x" + std::to_string(cols), e.value(b));
            }
    } else if (mode == "toads") {
        const int max_length = std::atoi(argv[2]);
        PartizanExplorer<ToadsFrogsRules> e(s);
        for (int n = 3; n <= max_length; ++n)
            for (int t = 1; t + 2 <= n; ++t)
                for (int f = 1; t + f + 1 <= n; ++f) {
                    const std::string row = std::string(static_cast<std::size_t>(t), 'T') +
                                            std::string(static_cast<std::size_t>(n - t - f), '.') +
                                            std::string(static_cast<std::size_t>(f), 'F');
                    report(s, row, e.value(ToadsFrogsRules::internal_normalise(row)));
                }
    } else if (mode == "sums") {
        std::ifstream in(argv[2]);
        std::vector<GameId> pool(1, s.zero());
        int sums = 0;
        for (std::string line; std::getline(in, line);) {
            std::istringstream words(line);
            std::string kind, w;
            words >> kind;
            if (kind == "g") {
                std::vector<GameId> l, r;
                bool right = false;
                while (words >> w) {
                    if (w == "|") right = true;
                    else (right ? r : l).push_back(pool[std::stoul(w)]);
                }
                pool.push_back(s.make(l, r));
            } else if (kind == "s") {
                GameId g = s.zero();
                while (words >> w) g = s.add(g, pool[std::stoul(w)]);
                report(s, "sum" + std::to_string(++sums), g);
            }
        }
    }
    return 0;
}
