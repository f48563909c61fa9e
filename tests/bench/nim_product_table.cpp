// Baseline for library-checker-nim_product_64, the judge's reference approach:
// a 64x64 table of the products 2^i (x) 2^j, and a (x) b as the xor of
// table[i][j] over the set bits i of a and j of b (distributivity); scanf, printf.
#include <cstdint>
#include <cstdio>

#include "nimkit/nim_product.hpp"

static std::uint64_t table[64][64];

int main() {
    for (unsigned i = 0; i < 64; ++i)
        for (unsigned j = 0; j < 64; ++j) table[i][j] = nimkit::nim_product_recursive(1ULL << i, 1ULL << j);
    unsigned long long t, a, b;
    if (std::scanf("%llu", &t) != 1) return 0;
    for (unsigned long long k = 0; k < t; ++k) {
        if (std::scanf("%llu %llu", &a, &b) != 2) return 1;
        std::uint64_t r = 0;
        for (std::uint64_t x = a; x; x &= x - 1)  // the set bits, lowest first: no branch per bit to mispredict
            for (std::uint64_t y = b; y; y &= y - 1) r ^= table[__builtin_ctzll(x)][__builtin_ctzll(y)];
        std::printf("%llu\n", static_cast<unsigned long long>(r));
    }
}
