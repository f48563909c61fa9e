// Baseline: nim with iostreams, sync_with_stdio(false).
#include <iostream>
int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n;
    while (std::cin >> n) {
        unsigned long long x = 0, a;
        for (long long i = 0; i < n; ++i) {
            std::cin >> a;
            x ^= a;
        }
        std::cout << (x ? "Yes\n" : "No\n");
    }
}
