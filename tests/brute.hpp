// tests/brute.hpp - the P/N definition, and nothing else, as an oracle.
// A position is winning iff some move reaches a losing position; a terminal
// position (no move) is losing in normal play and winning in misère play.
// Positions are multisets of pile sizes, kept sorted so the memo is small.
#ifndef NIMKIT_TESTS_BRUTE_HPP
#define NIMKIT_TESTS_BRUTE_HPP

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <vector>

namespace brute {

typedef std::vector<std::uint64_t> Position;

inline Position canonical(Position p) {
    p.erase(std::remove(p.begin(), p.end(), 0u), p.end());
    std::sort(p.begin(), p.end());
    return p;
}

// `moves(p)` lists the positions reachable in one move.
class Solver {
public:
    Solver(std::function<std::vector<Position>(const Position&)> moves, bool misere)
        : moves_(moves), misere_(misere) {}
    bool wins(const Position& raw) {
        Position p = canonical(raw);
        std::map<Position, bool>::iterator it = memo_.find(p);
        if (it != memo_.end()) return it->second;
        std::vector<Position> next = moves_(p);
        bool w = next.empty() ? misere_ : false;
        for (std::size_t i = 0; i < next.size() && !w; ++i) w = !wins(next[i]);
        memo_[p] = w;
        return w;
    }

private:
    std::function<std::vector<Position>(const Position&)> moves_;
    bool misere_;
    std::map<Position, bool> memo_;
};

// Nim: take any positive number of stones from one pile.
inline std::vector<Position> nim_moves(const Position& p) {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i)
        for (std::uint64_t t = 0; t < p[i]; ++t) {
            Position q = p;
            q[i] = t;
            out.push_back(q);
        }
    return out;
}

// Calls f(position) for every position of 0..max_piles piles with sizes 0..max_size (ordered).
template <class F>
void for_each_position(int max_piles, std::uint64_t max_size, F f) {
    for (int k = 0; k <= max_piles; ++k) {
        Position p(k, 0);
        for (;;) {
            f(p);
            int i = 0;
            while (i < k && p[i] == max_size) p[i++] = 0;
            if (i == k) break;
            ++p[i];
        }
    }
}

}  // namespace brute

#endif
