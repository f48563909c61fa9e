// A contestant's solution of AcWing 891 (Nim) with the library, as README.md
// shows it: n, then n pile sizes; "Yes" if the first player wins.
#include <cstdint>
#include <cstdio>
#include <vector>
#include <nimkit/nim.hpp>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<std::uint64_t> piles(n);
    for (auto& p : piles) {
        unsigned long long a;
        if (std::scanf("%llu", &a) != 1) return 1;
        p = a;
    }
    std::puts(nimkit::nim_mover_wins(nimkit::nim_sum(piles.begin(), piles.end())) ? "Yes" : "No");
}
