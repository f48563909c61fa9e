// Baseline: HDU 1850 with iostreams, sync_with_stdio(false).
#include <iostream>
#include <vector>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    int m;
    std::vector<unsigned long long> a;
    while (std::cin >> m && m) {
        a.resize(m);
        unsigned long long x = 0;
        for (int i = 0; i < m; ++i) std::cin >> a[i], x ^= a[i];
        int count = 0;
        for (int i = 0; i < m; ++i) count += (a[i] ^ x) < a[i];
        std::cout << count << '\n';
    }
}
