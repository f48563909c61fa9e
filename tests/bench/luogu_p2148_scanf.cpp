// Luogu P2148 (E&D) as a contestant writes it: scanf; a pair (a, b) is worth
// the lowest 0 bit of (a - 1) | (b - 1); YES iff the xor is not 0.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (std::scanf("%d", &n) != 1) return 1;
        unsigned x = 0;
        for (int i = 0; i < n / 2; ++i) {
            unsigned long long a, b;
            if (std::scanf("%llu %llu", &a, &b) != 2) return 1;
            const unsigned long long s = (a - 1) | (b - 1);
            unsigned g = 0;
            while (s >> g & 1) ++g;
            x ^= g;
        }
        std::puts(x ? "YES" : "NO");
    }
}
