// Codeforces 1498F as a contestant writes it: scanf, xor of a by depth mod 2k
// in each subtree, then rerooting; a root wins iff the xor over depths with
// floor(depth / k) odd is not 0.
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (std::scanf("%d %d", &n, &k) != 2) return 1;
    std::vector<std::vector<int> > adj(n + 1);
    for (int i = 0; i + 1 < n; ++i) {
        int x, y;
        if (std::scanf("%d %d", &x, &y) != 2) return 1;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    const int m = 2 * k;
    std::vector<unsigned> a(n + 1);
    for (int i = 1; i <= n; ++i)
        if (std::scanf("%u", &a[i]) != 1) return 1;
    std::vector<int> order, parent(n + 1, 0), stack(1, 1);
    parent[1] = -1;
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        order.push_back(v);
        for (int u : adj[v])
            if (u != parent[v]) parent[u] = v, stack.push_back(u);
    }
    std::vector<unsigned> down((n + 1) * m, 0), all((n + 1) * m, 0);
    for (int i = n - 1; i >= 0; --i) {
        const int v = order[i];
        down[v * m] ^= a[v];
        if (i) {
            const int p = parent[v];
            for (int d = 0; d < m; ++d) down[p * m + (d + 1) % m] ^= down[v * m + d];
        }
    }
    for (int d = 0; d < m; ++d) all[1 * m + d] = down[1 * m + d];
    for (int i = 1; i < n; ++i) {
        const int v = order[i], p = parent[v];
        // up part: all[p] without v's contribution, shifted by one more
        for (int d = 0; d < m; ++d) {
            const unsigned without = all[p * m + d] ^ down[v * m + (d - 1 + m) % m];
            all[v * m + (d + 1) % m] = down[v * m + (d + 1) % m] ^ without;
        }
    }
    std::vector<char> out;
    out.reserve(2 * n);
    for (int v = 1; v <= n; ++v) {
        unsigned x = 0;
        for (int d = k; d < m; ++d) x ^= all[v * m + d];
        out.push_back(x ? '1' : '0');
        out.push_back(v < n ? ' ' : '\n');
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
}
