// Baseline: HDU 2176 with iostreams, sync_with_stdio(false).
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
        if (!x) {
            std::cout << "No\n";
            continue;
        }
        std::cout << "Yes\n";
        for (int i = 0; i < m; ++i)
            if ((a[i] ^ x) < a[i]) std::cout << a[i] << ' ' << (a[i] ^ x) << '\n';
    }
}
