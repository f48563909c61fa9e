// Baseline: the plain scanf solution of HDU 2176.
#include <cstdio>
#include <vector>
int main() {
    int m;
    std::vector<unsigned long long> a;
    while (std::scanf("%d", &m) == 1 && m) {
        a.resize(m);
        unsigned long long x = 0;
        for (int i = 0; i < m; ++i) std::scanf("%llu", &a[i]), x ^= a[i];
        if (!x) {
            std::printf("No\n");
            continue;
        }
        std::printf("Yes\n");
        for (int i = 0; i < m; ++i)
            if ((a[i] ^ x) < a[i]) std::printf("%llu %llu\n", a[i], a[i] ^ x);
    }
}
