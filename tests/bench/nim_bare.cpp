// Not a solution: the cost of parsing alone. Folds every digit run into a number
// and xors them, with no checks; handles only one case (n, then n sizes).
#include <cstdint>
#include <cstdio>
#include <vector>
int main() {
    std::vector<char> buf(1 << 20);
    std::uint64_t x = 0, v = 0, numbers = 0;
    bool in = false;
    std::size_t n;
    while ((n = std::fread(buf.data(), 1, buf.size(), stdin)) > 0)
        for (const char *p = buf.data(), *e = p + n; p != e; ++p) {
            unsigned d = static_cast<unsigned char>(*p) - '0';
            if (d < 10) {
                v = v * 10 + d;
                in = true;
            } else if (in) {
                x ^= numbers++ ? v : 0;  // the first number is the count
                v = 0;
                in = false;
            }
        }
    if (in) x ^= v;
    std::puts(x ? "Yes" : "No");
}
