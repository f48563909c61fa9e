// The floor: read stdin in 1 MiB blocks and sum the bytes; no parsing at all.
#include <cstdio>
#include <vector>
int main() {
    std::vector<unsigned char> buf(1 << 20);
    unsigned long long sum = 0;
    std::size_t n;
    while ((n = std::fread(buf.data(), 1, buf.size(), stdin)) > 0)
        for (std::size_t i = 0; i < n; ++i) sum += buf[i];
    std::printf("%llu\n", sum);
}
