// misere_bench - misère quotients (nimkit/misere.hpp), timed.
//   misere_bench upto CODE N [SECONDS]   the quotient of heaps 1..N (or complete
//       first), SECONDS at most (default 60): one line, the seconds to it
//   misere_bench census SECONDS [CODE...]   every octal code 0.d1 and 0.d1d2 (or
//       the CODEs) for SECONDS each: heaps proved, order, P-portion, complete
//       (period, start, certified) and the seconds taken, one line a code
//   misere_bench sums CODE N [SECONDS]   the quotient of heaps 1..N, then every
//       sum of up to 4 heaps of 1..N answered by it and by a plain memoised
//       misère search of the sums (SECONDS at most), the answers compared
// CODE: an octal code, or "subtract:1,3,4". Nothing here asserts: the figures
// go into docs/misere.md and docs/benchmarks.md.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "nimkit/misere.hpp"
#include "nimkit/misere_search.hpp"
#include "nimkit/octal.hpp"

namespace {

double since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

bool game_of(const std::string& code, nimkit::MisereGame& g) {
    if (code.compare(0, 9, "subtract:") == 0) {
        std::vector<std::uint64_t> set;
        for (std::size_t i = 9; i < code.size();) {
            set.push_back(std::strtoull(code.c_str() + i, 0, 10));
            i = code.find(',', i);
            if (i == std::string::npos) break;
            ++i;
        }
        g = nimkit::misere_subtraction_game(set, false);
        return true;
    }
    nimkit::TakeBreak rules;
    std::string why;
    if (!nimkit::parse_octal(code, rules, why)) {
        std::fprintf(stderr, "misere_bench: %s: %s\n", code.c_str(), why.c_str());
        return false;
    }
    g = nimkit::misere_take_break_game(rules);
    return true;
}

// code, heaps proved, order, |P|, complete?, seconds
void line(const std::string& code, const nimkit::MisereQuotient& q, double s) {
    std::size_t p = 0;
    for (std::size_t a = 0; a < q.order; ++a) p += q.p[a] != 0;
    std::printf("%s heaps %zu order %zu P %zu", code.c_str(), q.heaps, q.order, p);
    if (q.complete)
        std::printf(" complete period %zu from %zu certified %zu", q.period, q.start, q.certified);
    else
        std::printf(" %s", q.stopped.empty() ? "incomplete" : "stopped");
    std::printf(" %s presentations %zu trials %zu seconds %.3f\n", q.tame ? "tame" : q.wild ? "wild" : "undecided",
                q.presentations, q.trials, s);
    std::fflush(stdout);
}

nimkit::MisereLimits limits(double seconds) {
    nimkit::MisereLimits lim = nimkit::misere_default_limits();
    lim.seconds = seconds;
    lim.max_elements = 65536;
    lim.max_bytes = std::size_t(6144) << 20;
    return lim;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "upto" && argc >= 4) {
        nimkit::MisereGame g;
        if (!game_of(argv[2], g)) return 2;
        const std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
        const nimkit::MisereQuotient q =
            nimkit::misere_quotient(g, std::strtoull(argv[3], 0, 10), limits(argc > 4 ? std::atof(argv[4]) : 60));
        line(argv[2], q, since(t0));
        return 0;
    }
    if (mode == "census" && argc >= 3) {
        std::vector<std::string> codes;
        for (int i = 3; i < argc; ++i) codes.push_back(argv[i]);
        for (int d1 = 0; codes.size() < 63 && argc == 3 && d1 < 8; ++d1)
            for (int d2 = -1; d2 < 8; ++d2)
                if (d2 != 0 && (d1 || d2 > 0))
                    codes.push_back("0." + std::to_string(d1) + (d2 > 0 ? std::to_string(d2) : std::string()));
        for (std::size_t c = 0; c < codes.size(); ++c) {
            nimkit::MisereGame g;
            if (!game_of(codes[c], g)) return 2;
            const std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
            const nimkit::MisereQuotient q = nimkit::misere_quotient(g, std::size_t(1) << 40, limits(std::atof(argv[2])));
            line(codes[c], q, since(t0));
        }
        return 0;
    }
    if (mode == "sums" && argc >= 4) {
        nimkit::MisereGame g;
        if (!game_of(argv[2], g)) return 2;
        const double seconds = argc > 4 ? std::atof(argv[4]) : 60;
        std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
        const nimkit::MisereQuotient q = nimkit::misere_quotient(g, std::strtoull(argv[3], 0, 10), limits(seconds));
        line(argv[2], q, since(t0));
        const std::uint32_t n = static_cast<std::uint32_t>(q.heaps);
        std::vector<nimkit::MiserePosition> sums(1);
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
        nimkit::MisereOptions o(n + 1);
        for (std::size_t h = 1; h <= n; ++h) o[h] = g.moves(h);
        nimkit::MisereSearch search(o);
        search.set_deadline(std::chrono::steady_clock::now() +
                            std::chrono::microseconds(static_cast<long long>(seconds * 1e6)));
        t0 = std::chrono::steady_clock::now();
        std::size_t done = 0, disagree = 0;
        try {
            for (; done < sums.size(); ++done) disagree += search.p_position(sums[done]) != q.p_position(sums[done]);
        } catch (const nimkit::MisereSearch::Late&) {
        }
        std::printf("%s: %zu sums of up to 4 heaps of 1..%u (%zu P): quotient %.4f s; plain misere search %s%zu of them in "
                    "%.1f s (%zu positions), %zu disagreements\n",
                    argv[2], sums.size(), n, p_by_quotient, by_quotient,
                    done == sums.size() ? "all " : "stopped at the time limit after ", done, since(t0), search.memo_size(),
                    disagree);
        return 0;
    }
    std::fprintf(stderr, "usage: misere_bench upto CODE N [SECONDS] | census SECONDS [CODE...] | sums CODE N [SECONDS]\n");
    return 2;
}
