// misere_bench [SECONDS] [GAME...] - for each game (default 0.07 0.77 0.137):
// the largest N whose misère quotient (heaps 1..N, each heap proved) is built
// within SECONDS (default 60), its order and check size; then every sum of up
// to 4 heaps of 1..N answered twice - by the quotient (multiplying elements)
// and by a plain memoised misère search of the sums themselves (at most
// SECONDS; how far it got if it runs out) - the answers compared.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "nimkit/misere.hpp"

namespace {

double since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
    const double seconds = argc > 1 ? std::atof(argv[1]) : 60;
    std::vector<std::string> games;
    for (int i = 2; i < argc; ++i) games.push_back(argv[i]);
    if (games.empty()) games = {"0.07", "0.77", "0.137"};
    for (std::size_t g = 0; g < games.size(); ++g) {
        nimkit::TakeBreak rules;
        std::string why;
        if (!nimkit::parse_octal(games[g], rules, why)) {
            std::fprintf(stderr, "misere_bench: %s: %s\n", games[g].c_str(), why.c_str());
            return 2;
        }
        const std::size_t cap = 400;
        const nimkit::MisereOptions o = nimkit::misere_take_break_options(rules, cap);
        nimkit::MisereLimits lim = nimkit::misere_default_limits();
        lim.seconds = seconds;
        std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
        const nimkit::MisereQuotient q = nimkit::misere_quotient(o, cap, lim);
        const double built = since(t0);
        std::printf("%s: heaps 1..%zu proved in %.1f s, order %zu, %s, last check %zu states, %zu candidates; stopped: %s\n",
                    games[g].c_str(), q.heaps, built, q.order, q.tame ? "tame" : "wild", q.check_states, q.candidates,
                    q.stopped.c_str());
        // Every sum of up to 4 heaps of 1..N, fewer heaps first.
        std::vector<nimkit::MiserePosition> sums(1);
        const std::uint32_t n = static_cast<std::uint32_t>(q.heaps);
        for (std::size_t from = 0, heaps = 1; heaps <= 4; ++heaps) {
            const std::size_t to = sums.size();
            for (std::size_t i = from; i < to; ++i)
                for (std::uint32_t h = sums[i].empty() ? 1 : sums[i].back(); h <= n; ++h) {
                    nimkit::MiserePosition p = sums[i];
                    p.push_back(h);
                    sums.push_back(p);
                }
            from = to;
        }
        t0 = std::chrono::steady_clock::now();
        std::size_t p_by_quotient = 0;
        for (std::size_t i = 0; i < sums.size(); ++i) p_by_quotient += q.p_position(sums[i]);
        const double by_quotient = since(t0);
        nimkit::MisereSearch search(o);
        search.set_deadline(std::chrono::steady_clock::now() +
                            std::chrono::microseconds(static_cast<long long>(seconds * 1e6)));
        t0 = std::chrono::steady_clock::now();
        std::size_t done = 0, disagree = 0;
        try {
            for (; done < sums.size(); ++done) disagree += search.p_position(sums[done]) != q.p_position(sums[done]);
        } catch (const nimkit::MisereSearch::Late&) {
        }
        const double by_search = since(t0);
        std::printf("%s: %zu sums of up to 4 heaps of 1..%u (%zu P): quotient %.4f s; plain misère search %s%zu of them in "
                    "%.1f s (%zu positions searched), %zu disagreements\n",
                    games[g].c_str(), sums.size(), n, p_by_quotient, by_quotient,
                    done == sums.size() ? "all " : "stopped at the time limit after ", done, by_search, search.memo_size(),
                    disagree);
        std::fflush(stdout);
    }
    return 0;
}
