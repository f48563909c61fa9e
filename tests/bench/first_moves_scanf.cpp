// Baseline: the plain scanf solution of HDU 1850.
#include <cstdio>
#include <vector>
int main() {
    int m;
    std::vector<unsigned long long> a;
    while (std::scanf("%d", &m) == 1 && m) {
        a.resize(m);
        unsigned long long x = 0;
        for (int i = 0; i < m; ++i) std::scanf("%llu", &a[i]), x ^= a[i];
        int count = 0;
        for (int i = 0; i < m; ++i) count += (a[i] ^ x) < a[i];
        std::printf("%d\n", count);
    }
}
