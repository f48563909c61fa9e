// nimkit/thermograph.hpp - thermographs with exact dyadic breakpoints; mean, temperature,
// cooling and heating.
//
// What: Wall is a piecewise-linear function of the temperature t >= -1 (integer slopes, dyadic
//   breakpoints). Thermograph(g) has a left and a right wall, the mean (the mast's value) and the
//   temperature (where the mast starts). cool(g, t), heat(g, t) in canonical form.
// Cost: one thermograph per game met (memoized), each the max / min of its options' walls,
//   linear in their breakpoints.
// Theorem (Winning Ways ch. 6; Lessons in Play ch. 6; Siegel, CGT ch. II.5): for an integer n
//   the thermograph is the mast at n (temperature -1); otherwise (m/2^k too, as CGSuite: its
//   walls meet at -1/2^k) the left scaffold is max over G^L of (right wall of G^L) - t, the right scaffold min over
//   G^R of (left wall of G^R) + t, the temperature is the least t where they meet, the mean
//   their value there, and above it both walls are the mast. Cooling: G_t = {G^L_t - t |
//   G^R_t + t} up to the temperature, the mean above it; heating: {t + G^L | G^R - t}.
// Proved by: tests/test_thermograph.cpp (mean and temperature against a second, plain
//   implementation that cools by the definition until the game is infinitely close to a
//   number, on every game born by day 2 and random games of day 3; walls against the stops of
//   cooling by the definition; textbook values and CGSuite's printed form).
#ifndef NIMKIT_THERMOGRAPH_HPP
#define NIMKIT_THERMOGRAPH_HPP

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/canonical_game.hpp"

namespace nimkit {

// v(t) for t >= -1: knots (t_i, v_i) with t_0 = -1, slope[i] from t_i on (the last to infinity).
struct Wall {
    std::vector<Dyadic> t, v;
    std::vector<int> slope;

    static Wall constant(const Dyadic& x) {
        Wall w;
        w.t.push_back(Dyadic(-1));
        w.v.push_back(x);
        w.slope.push_back(0);
        return w;
    }
    std::size_t piece(const Dyadic& at) const {
        std::size_t i = 0;
        while (i + 1 < t.size() && t[i + 1] <= at) ++i;
        return i;
    }
    Dyadic at(const Dyadic& x) const {
        std::size_t i = piece(x);
        return v[i] + times(slope[i], x - t[i]);
    }
    // v(t) + s * t
    Wall tilted(int s) const {
        Wall w = *this;
        for (std::size_t i = 0; i < t.size(); ++i) {
            w.v[i] = v[i] + times(s, t[i]);
            w.slope[i] = slope[i] + s;
        }
        return w;
    }
    // equal up to `at`, then constant
    Wall cut(const Dyadic& x) const {
        Wall w;
        for (std::size_t i = 0; i < t.size() && t[i] < x; ++i) w.add(t[i], v[i], slope[i]);
        w.add(x, at(x), 0);
        return w;
    }
    static Dyadic times(int s, const Dyadic& x) {
        Dyadic r;
        for (int k = 0; k < (s < 0 ? -s : s); ++k) r += x;
        return s < 0 ? -r : r;
    }
    // a knot, unless it continues the last piece
    void add(const Dyadic& at, const Dyadic& value, int s) {
        if (!t.empty() && slope.back() == s && value == v.back() + times(s, at - t.back())) return;
        t.push_back(at);
        v.push_back(value);
        slope.push_back(s);
    }
    // max (want_max) or min of two walls
    static Wall extreme(const Wall& a, const Wall& b, bool want_max) {
        std::vector<Dyadic> ts(a.t);
        ts.insert(ts.end(), b.t.begin(), b.t.end());
        std::sort(ts.begin(), ts.end());
        ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
        Wall w;
        for (std::size_t i = 0; i < ts.size(); ++i) {
            Dyadic x = ts[i];
            std::size_t ia = a.piece(x), ib = b.piece(x);
            Dyadic va = a.at(x), vb = b.at(x);
            int sa = a.slope[ia], sb = b.slope[ib];
            bool a_first = want_max ? (vb < va || (va == vb && sa >= sb)) : (va < vb || (va == vb && sa <= sb));
            w.add(x, a_first ? va : vb, a_first ? sa : sb);
            // do they cross before the next knot?
            int ds = a_first ? sb - sa : sa - sb;  // the other's slope minus the leader's
            bool gains = want_max ? ds > 0 : ds < 0;
            if (gains) {
                Dyadic gap = va - vb;
                if (gap.sign() < 0) gap = -gap;
                int d = ds < 0 ? -ds : ds;
                Dyadic dt = d == 1 ? gap : d == 2 ? gap.half() : d == 4 ? gap.half().half() : Dyadic(-1);
                if (dt.sign() < 0) throw std::logic_error("thermograph: slopes differ by more than 2");
                Dyadic cross = x + dt;
                if (i + 1 == ts.size() || cross < ts[i + 1])
                    if (dt.sign() > 0) w.add(cross, a_first ? a.at(cross) : b.at(cross), a_first ? sb : sa);
            }
        }
        return w;
    }
    std::string str() const {
        std::string s;
        for (std::size_t i = 0; i < t.size(); ++i)
            s += (i ? " " : "") + t[i].str() + ":" + v[i].str() + (slope[i] ? (slope[i] > 0 ? "+" : "-") : "");
        return s;
    }
};

struct Thermograph {
    Wall left, right;
    Dyadic mean, temperature;

    // As CGSuite prints a thermograph: Thermograph(M,[c1,..],[s0,s1,..],M,[..],[..]), the left
    // wall then the right: the mast's value, the critical points from the top down (strictly
    // above -1), the slopes dv/dt from the mast (0) down, one more than the points.
    std::string str() const { return "Thermograph(" + wall_text(left) + "," + wall_text(right) + ")"; }

private:
    static std::string wall_text(const Wall& w) {
        std::string points, slopes = std::to_string(w.slope.back());
        for (std::size_t i = w.t.size() - 1; i > 0; --i) {
            points += (points.empty() ? "" : ",") + w.t[i].str();
            slopes += "," + std::to_string(w.slope[i - 1]);
        }
        return w.v.back().str() + ",[" + points + "],[" + slopes + "]";
    }
};

class Thermography {
public:
    explicit Thermography(GameStore& s) : s_(s) {}

    const Thermograph& of(GameId g) {
        std::map<GameId, Thermograph>::iterator it = memo_.find(g);
        if (it != memo_.end()) return it->second;
        Thermograph th;
        if (s_.is_number(g) && s_.number_value(g).is_integer()) {
            th.mean = s_.number_value(g);
            th.left = th.right = Wall::constant(th.mean);
            th.temperature = Dyadic(-1);
        } else {  // m/2^k too, from its options, as CGSuite: the walls meet at -1/2^k
            const std::vector<GameId> l = s_.left(g), r = s_.right(g);
            Wall ls, rs;
            for (std::size_t i = 0; i < l.size(); ++i) {
                Wall w = of(l[i]).right.tilted(-1);
                ls = i == 0 ? w : Wall::extreme(ls, w, true);
            }
            for (std::size_t i = 0; i < r.size(); ++i) {
                Wall w = of(r[i]).left.tilted(1);
                rs = i == 0 ? w : Wall::extreme(rs, w, false);
            }
            const Dyadic tau = meeting_point(ls, rs);
            th.temperature = tau;
            th.mean = ls.at(tau);
            th.left = ls.cut(tau);
            th.right = rs.cut(tau);
        }
        return memo_[g] = th;
    }
    Dyadic mean(GameId g) { return of(g).mean; }
    Dyadic temperature(GameId g) { return of(g).temperature; }

    // G cooled by t (t >= -1); numbers are left as they are
    GameId cool(GameId g, const Dyadic& t) {
        if (s_.is_number(g)) return g;
        const Thermograph& th = of(g);
        if (th.temperature < t) return s_.number(th.mean);
        std::vector<GameId> l, r;
        const std::vector<GameId> gl = s_.left(g), gr = s_.right(g);
        GameId shift = s_.number(t);
        for (GameId o : gl) l.push_back(s_.sub(cool(o, t), shift));
        for (GameId o : gr) r.push_back(s_.add(cool(o, t), shift));
        return s_.make(l, r);
    }
    // G heated by t; numbers are left as they are
    GameId heat(GameId g, const Dyadic& t) {
        if (s_.is_number(g)) return g;
        std::vector<GameId> l, r;
        const std::vector<GameId> gl = s_.left(g), gr = s_.right(g);
        GameId shift = s_.number(t);
        for (GameId o : gl) l.push_back(s_.add(heat(o, t), shift));
        for (GameId o : gr) r.push_back(s_.sub(heat(o, t), shift));
        return s_.make(l, r);
    }

private:
    GameStore& s_;
    std::map<GameId, Thermograph> memo_;

    // The least t >= -1 with ls(t) <= rs(t): ls - rs does not increase.
    static Dyadic meeting_point(const Wall& ls, const Wall& rs) {
        std::vector<Dyadic> ts(ls.t);
        ts.insert(ts.end(), rs.t.begin(), rs.t.end());
        std::sort(ts.begin(), ts.end());
        ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
        for (std::size_t i = 0; i < ts.size(); ++i) {
            Dyadic gap = ls.at(ts[i]) - rs.at(ts[i]);
            if (gap.sign() <= 0) return ts[i];
            int slope = ls.slope[ls.piece(ts[i])] - rs.slope[rs.piece(ts[i])];
            if (slope >= 0) continue;
            Dyadic dt = slope == -1 ? gap : slope == -2 ? gap.half() : Dyadic(-1);
            if (dt.sign() < 0) throw std::logic_error("thermograph: scaffold slopes out of range");
            Dyadic cross = ts[i] + dt;
            if (i + 1 == ts.size() || cross <= ts[i + 1]) return cross;
        }
        throw std::logic_error("thermograph: scaffolds never meet");
    }
};

}  // namespace nimkit

#endif
