// Baseline: the plain scanf solution of HDU 3032 (Lasker's Nim).
#include <cstdio>
int main() {
    int t, n;
    unsigned long long s;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        if (std::scanf("%d", &n) != 1) return 1;
        unsigned long long x = 0;
        for (int i = 0; i < n; ++i) {
            if (std::scanf("%llu", &s) != 1) return 1;
            x ^= s % 4 == 3 ? s + 1 : s % 4 == 0 ? s - 1 : s;
        }
        std::printf(x ? "Alice\n" : "Bob\n");
    }
}
