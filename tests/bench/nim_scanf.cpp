// Baseline: the plain scanf solution of nim (cases n a1..an until EOF).
#include <cstdio>
int main() {
    long long n;
    while (std::scanf("%lld", &n) == 1) {
        unsigned long long x = 0, a;
        for (long long i = 0; i < n; ++i) {
            if (std::scanf("%llu", &a) != 1) return 1;
            x ^= a;
        }
        std::printf(x ? "Yes\n" : "No\n");
    }
}
