// AtCoder AGC017 D as a contestant writes it: scanf, adjacency lists, an
// explicit-stack DFS from vertex 1, g(v) = xor of (g(child) + 1).
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    std::vector<std::vector<int> > adj(n + 1);
    for (int i = 0; i + 1 < n; ++i) {
        int x, y;
        if (std::scanf("%d %d", &x, &y) != 2) return 1;
        adj[x].push_back(y);
        adj[y].push_back(x);
    }
    std::vector<int> order, parent(n + 1, 0), stack(1, 1);
    parent[1] = -1;
    while (!stack.empty()) {
        const int v = stack.back();
        stack.pop_back();
        order.push_back(v);
        for (int u : adj[v])
            if (u != parent[v]) parent[u] = v, stack.push_back(u);
    }
    std::vector<unsigned> g(n + 1, 0);
    for (int i = n - 1; i > 0; --i) g[parent[order[i]]] ^= g[order[i]] + 1;
    std::puts(g[1] ? "Alice" : "Bob");
}
