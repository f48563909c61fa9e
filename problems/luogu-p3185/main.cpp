// luogu-p3185 - Luogu P3185 "[HNOI2007] 分裂游戏": take a bean from bottle i, put one into bottles j and k, i < j <= k.
// Statement, format and limits: problems/luogu-p3185/README.md.
#include <vector>

#include "nimkit/cases.hpp"
#include "nimkit/solver.hpp"
#include "nimkit/split_beans.hpp"

static const char kHelp[] =
    "usage: luogu-p3185 < input\n"
    "Game: bean splitting (one bean from bottle i to bottles j and k, i < j <= k).\n"
    "Luogu P3185 (HNOI2007). Input: T, then T cases, each n (0..500 bottles),\n"
    "then the bean counts of bottles 0..n-1 (0..2^63-1). A move takes a bean\n"
    "from bottle i and puts one into bottle j and one into bottle k, i < j <= k;\n"
    "who cannot move loses.\n"
    "Output: per case two lines: the first winning move i j k in lexicographic\n"
    "order (-1 -1 -1 if the first player loses), then the number of winning moves.\n";

static const std::uint64_t kMaxBottles = 500;  // O(n^3) a case: about 2 * 10^7 steps at 500

int main(int argc, char** argv) {
    return nimkit::run_solver(argc, argv, "luogu-p3185", kHelp, {}, [](nimkit::Reader& in, nimkit::Writer& out) {
        const std::uint64_t cases = nimkit::read_case_count(in);
        std::vector<std::uint64_t> beans;
        for (std::uint64_t t = 0; t < cases; ++t) {
            const std::uint64_t n = in.read_uint("the number of bottles", kMaxBottles);
            beans.clear();
            in.read_uints(n, "a bean count", nimkit::kMaxInt64, [&beans](std::uint64_t b) { beans.push_back(b); });
            const nimkit::SplitBeanMoves m = nimkit::split_bean_winning_moves(beans);
            if (m.count == 0) {
                out.put("-1 -1 -1\n");
            } else {
                out.put_uint(m.i);
                out.put(' ');
                out.put_uint(m.j);
                out.put(' ');
                out.put_uint(m.k);
                out.put('\n');
            }
            out.put_uint(m.count);
            out.put('\n');
        }
    });
}
