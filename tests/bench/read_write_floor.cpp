// The I/O floor: read(2) stdin into a 1 MiB buffer, touching nothing (the
// kernel's copy), then write(2) as many bytes as the first argument says (the
// size of the solver's output for the same input; none without an argument).
// No parsing, no computing: what moving the same bytes in and out costs.
#include <cstdlib>
#include <vector>
#include <unistd.h>
int main(int argc, char** argv) {
    std::vector<char> buf(1 << 20, '\n');
    while (read(0, buf.data(), buf.size()) > 0) {
    }
    unsigned long long left = argc > 1 ? std::strtoull(argv[1], 0, 10) : 0;
    while (left) {
        const std::size_t n = left < buf.size() ? static_cast<std::size_t>(left) : buf.size();
        const ssize_t w = write(1, buf.data(), n);
        if (w <= 0) return 1;
        left -= static_cast<unsigned long long>(w);
    }
}
