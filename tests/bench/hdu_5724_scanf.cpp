// HDU 5724 as a contestant writes it: scanf, an SG table of the 2^20 row masks
// (a chessman at column c is bit 20 - c: moving right lowers the mask), mex
// with a small seen array, the xor of the rows.
#include <cstdio>
#include <cstring>

static unsigned char sg[1 << 20];

int main() {
    for (int s = 0; s < (1 << 20); ++s) {
        bool seen[21];
        std::memset(seen, 0, sizeof seen);
        int empty = -1;  // the nearest empty cell to the right (lower bit) of the current one
        for (int j = 0; j < 20; ++j) {
            if (!(s >> j & 1)) {
                empty = j;
            } else if (empty != -1) {
                seen[sg[(s ^ 1 << j) | 1 << empty]] = true;
            }
        }
        int g = 0;
        while (seen[g]) ++g;
        sg[s] = static_cast<unsigned char>(g);
    }
    int t;
    if (std::scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n, x = 0;
        if (std::scanf("%d", &n) != 1) return 1;
        while (n--) {
            int m, s = 0;
            if (std::scanf("%d", &m) != 1) return 1;
            while (m--) {
                int c;
                if (std::scanf("%d", &c) != 1) return 1;
                s |= 1 << (20 - c);
            }
            x ^= sg[s];
        }
        std::puts(x ? "YES" : "NO");
    }
}
