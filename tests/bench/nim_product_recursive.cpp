// Baseline for library-checker-nim_product_64: scanf, the plain recursion over
// Fermat 2-powers (nimkit::nim_product_recursive: three half-size products and a
// product by F/2 at each of six levels, no tables), printf.
#include <cstdio>

#include "nimkit/nim_product.hpp"

int main() {
    unsigned long long t, a, b;
    if (std::scanf("%llu", &t) != 1) return 0;
    for (unsigned long long i = 0; i < t; ++i) {
        if (std::scanf("%llu %llu", &a, &b) != 2) return 1;
        std::printf("%llu\n", static_cast<unsigned long long>(nimkit::nim_product_recursive(a, b)));
    }
}
