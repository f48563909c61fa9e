// nimkit/game_notation.hpp - canonical forms printed and read in CGSuite's plain-text notation.
//
// What: game_text(g) prints a canonical form as one expression: numbers (`3`, `-5/4`), nimbers
//   (`*`, `*2`), number + ups + star (`^`, `^^`, `^3`, `v`, `v2`, `^*`, `1*`, `1/2^*`), `+-G` and
//   `+-{A,B}` for {A,B | -A,-B}, `Tiny(x)` / `Miny(x)`, otherwise braces with stacked bars
//   (`{3|2||1}` is {{3|2}|1}). parse_game(text) reads all of that back, and also `v*`, `vv`,
//   `*0`, `*1`, improper fractions, nested braces, empty sides (`{|}`, `{0|}`), `-G`, sums `A + B`
//   and `x+-G` (x plus +-G); errors throw std::invalid_argument("column N: what"), and ^n, *n
//   past kMaxUps, kMaxNimber GameLimitError.
// Cost: printing names number + n.^ + *k from the parts the store recognised when it made the
//   value, else by comparing ids with the few candidates its options suggest (memoized);
//   parsing is linear in the text plus the canonical-form work.
// Theorem: none beyond canonical_game.hpp's; the notation is CGSuite's (Siegel's CGSuite
//   documentation), ^ = {0|*}, Tiny(x) = {0||0|-x}, Miny(x) = {x|0||0}.
// Proved by: tests/test_game_notation.cpp (every game stored after random sums prints, reads
//   back to the same id; the shorthands against their definitions; malformed text refused).
#ifndef NIMKIT_GAME_NOTATION_HPP
#define NIMKIT_GAME_NOTATION_HPP

#include <cctype>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/canonical_game.hpp"

namespace nimkit {

// number x + ups.^ + *star
struct NusValue {
    Dyadic x;
    long long ups = 0;
    std::uint64_t star = 0;
};

class GameNotation {
public:
    // ^n and *n beyond these are refused with GameLimitError (their canonical forms grow as n^2)
    static const long long kMaxUps = 1000;
    static const std::uint64_t kMaxNimber = 4096;
    static const int kMaxNesting = 1000;  // braces within braces

    explicit GameNotation(GameStore& s) : s_(s) {}

    // x + n.^ + *k in canonical form
    GameId nus(const Dyadic& x, long long n, std::uint64_t k) { return s_.nus(x, n, k); }
    GameId up_times(long long n) { return s_.nus(Dyadic(), n, 0); }

    // Is g = x + n.^ + *k? (numbers and nimbers included)
    bool as_nus(GameId g, NusValue& out) {
        std::map<GameId, std::pair<bool, NusValue>>::iterator it = nus_memo_.find(g);
        if (it != nus_memo_.end()) {
            out = it->second.second;
            return it->second.first;
        }
        NusValue v;
        bool ok = find_nus(g, v);
        nus_memo_[g] = std::make_pair(ok, v);
        out = v;
        return ok;
    }

    std::string text(GameId g) {
        int bars = 0;
        std::string t;
        if (shorthand(g, t)) return t;
        return "{" + inner(g, bars) + "}";
    }

    // One expression (a sum allowed); throws std::invalid_argument("column N: ...").
    GameId parse(const std::string& text) {
        src_ = &text;
        std::size_t pos = 0;
        GameId g = parse_sum(pos, text.size());
        skip_spaces(pos, text.size());
        if (pos != text.size()) fail(pos, "unexpected " + quoted(pos));
        return g;
    }

private:
    GameStore& s_;
    std::map<GameId, std::pair<bool, NusValue>> nus_memo_;
    const std::string* src_ = nullptr;
    int nesting_ = 0;

    bool find_nus(GameId g, NusValue& v) {
        long long ups = 0, star = 0;
        if (s_.nus_parts(g, v.x, ups, star)) {  // recognised when made: no sums to build (*k + ^ costs ~k^3)
            v.ups = ups;
            v.star = static_cast<std::uint64_t>(star);
            return true;
        }
        if (s_.is_number(g)) {
            v.x = s_.number_value(g);
            return true;
        }
        if (s_.nimber_value(g) >= 0) {
            v.star = static_cast<std::uint64_t>(s_.nimber_value(g));
            return true;
        }
        Dyadic x = s_.left_stop(g);
        if (!(x == s_.right_stop(g))) return false;
        GameId h = s_.sub(g, s_.number(x));
        v.x = x;
        if (s_.nimber_value(h) >= 0) {
            v.star = static_cast<std::uint64_t>(s_.nimber_value(h));
            return true;
        }
        std::vector<long long> ns;
        std::vector<std::uint64_t> ks(1, 0);
        ks.push_back(1);
        const std::vector<GameId> l = s_.left(h), r = s_.right(h);
        std::vector<GameId> all(l);
        all.insert(all.end(), r.begin(), r.end());
        for (GameId o : all) {
            NusValue w;
            if (!as_nus(o, w) || w.x.sign() != 0) return false;
            for (long long d = -1; d <= 1; ++d) ns.push_back(w.ups + d);
            ks.push_back(w.star);
            ks.push_back(w.star ^ 1);
        }
        for (long long n : ns)
            for (std::uint64_t k : ks)
                if (n != 0 && n < 1000 && n > -1000 && nus(Dyadic(), n, k) == h) {
                    v.ups = n;
                    v.star = k;
                    return true;
                }
        return false;
    }

    static std::string nus_text(const NusValue& v) {
        std::string t;
        if (v.x.sign() != 0 || (v.ups == 0 && v.star == 0)) t = v.x.str();
        if (v.ups == 1) t += "^";
        else if (v.ups == 2) t += "^^";
        else if (v.ups > 2) t += "^" + std::to_string(v.ups);
        else if (v.ups == -1) t += "v";
        else if (v.ups < -1) t += "v" + std::to_string(-v.ups);
        if (v.star == 1) t += "*";
        else if (v.star > 1) t += "*" + std::to_string(v.star);
        return t;
    }

    // the text of g if a shorthand (not braces) names it
    bool shorthand(GameId g, std::string& t) {
        NusValue v;
        if (as_nus(g, v)) {
            t = nus_text(v);
            return true;
        }
        const std::vector<GameId> l = s_.left(g), r = s_.right(g);
        // Tiny(x) = {0 || 0 | -x}, Miny(x) = {x | 0 || 0}, x a positive number
        if (l.size() == 1 && r.size() == 1 && l[0] == s_.zero() && s_.left(r[0]).size() == 1 &&
            s_.right(r[0]).size() == 1 && s_.left(r[0])[0] == s_.zero() && s_.is_number(s_.right(r[0])[0]) &&
            s_.number_value(s_.right(r[0])[0]).sign() < 0) {
            t = "Tiny(" + s_.number_value(s_.right(r[0])[0]).operator-().str() + ")";
            return true;
        }
        if (l.size() == 1 && r.size() == 1 && r[0] == s_.zero() && s_.left(l[0]).size() == 1 &&
            s_.right(l[0]).size() == 1 && s_.right(l[0])[0] == s_.zero() && s_.is_number(s_.left(l[0])[0]) &&
            s_.number_value(s_.left(l[0])[0]).sign() > 0) {
            t = "Miny(" + s_.number_value(s_.left(l[0])[0]).str() + ")";
            return true;
        }
        // +-G: the Right options are the negatives of the Left ones
        if (!l.empty() && l.size() == r.size()) {
            std::vector<GameId> nr;
            for (GameId o : l) nr.push_back(s_.neg(o));
            std::sort(nr.begin(), nr.end());
            if (nr == r) {
                if (l.size() == 1) {
                    t = "+-" + text(l[0]);
                } else {
                    t = "+-{";
                    for (std::size_t i = 0; i < l.size(); ++i) t += (i ? "," : "") + text(l[i]);
                    t += "}";
                }
                return true;
            }
        }
        return false;
    }

    // g's braces without the outer pair, stacked bars for single braced options; bars: its bar count
    std::string inner(GameId g, int& bars) {
        int lb = 0, rb = 0;
        std::string ls = side(s_.left(g), lb), rs = side(s_.right(g), rb);
        bars = std::max(lb, rb) + 1;
        return ls + std::string(static_cast<std::size_t>(bars), '|') + rs;
    }
    std::string side(const std::vector<GameId> opts, int& bars) {
        bars = 0;
        std::string t;
        if (opts.size() == 1 && !shorthand(opts[0], t)) return inner(opts[0], bars);
        t.clear();
        for (std::size_t i = 0; i < opts.size(); ++i) t += (i ? "," : "") + text(opts[i]);
        return t;
    }

    // ---- parsing: [pos, end) of *src_ ----
    [[noreturn]] void fail(std::size_t pos, const std::string& what) const {
        throw std::invalid_argument("column " + std::to_string(pos + 1) + ": " + what);
    }
    void skip_spaces(std::size_t& pos, std::size_t end) const {
        while (pos < end && ((*src_)[pos] == ' ' || (*src_)[pos] == '\t')) ++pos;
    }
    char at(std::size_t pos, std::size_t end) const { return pos < end ? (*src_)[pos] : '\0'; }
    // the character at pos, quoted for a message (bytes outside printable ASCII as \xNN)
    std::string quoted(std::size_t pos) const {
        unsigned char c = static_cast<unsigned char>((*src_)[pos]);
        if (c >= 32 && c < 127) return "\"" + std::string(1, static_cast<char>(c)) + "\"";
        const char* hex = "0123456789abcdef";
        return std::string("\"\\x") + hex[c >> 4] + hex[c & 15] + "\"";
    }

    GameId parse_sum(std::size_t& pos, std::size_t end) {
        GameId g = parse_term(pos, end);
        for (;;) {
            skip_spaces(pos, end);
            if (at(pos, end) != '+') return g;
            if (at(pos + 1, end) == '-') {  // x+-G: plus +-G
                g = s_.add(g, parse_term(pos, end));
                continue;
            }
            ++pos;
            g = s_.add(g, parse_term(pos, end));
        }
    }

    // the index of the '}' matching the '{' at pos
    std::size_t matching(std::size_t pos, std::size_t end) const {
        int depth = 0;
        for (std::size_t i = pos; i < end; ++i) {
            char c = (*src_)[i];
            if (c == '{' || c == '(') ++depth;
            if (c == '}' || c == ')') {
                --depth;
                if (depth == 0) {
                    if (c != ((*src_)[pos] == '{' ? '}' : ')')) fail(i, "mismatched \"" + std::string(1, c) + "\"");
                    return i;
                }
            }
        }
        fail(pos, std::string("unclosed \"") + (*src_)[pos] + "\"");
        return end;
    }

    GameId parse_term(std::size_t& pos, std::size_t end) {
        skip_spaces(pos, end);
        char c = at(pos, end);
        if (c == '+' && at(pos + 1, end) == '-') {
            pos += 2;
            skip_spaces(pos, end);
            std::vector<GameId> l;
            if (at(pos, end) == '{') {
                std::size_t close = matching(pos, end);
                if (depth0_bars(pos + 1, close).longest == 0) {
                    l = parse_list(pos + 1, close);
                    pos = close + 1;
                } else {
                    l.push_back(parse_term(pos, end));
                }
            } else {
                l.push_back(parse_term(pos, end));
            }
            std::vector<GameId> r;
            for (GameId o : l) r.push_back(s_.neg(o));
            return s_.make(l, r);
        }
        if (c == '-' && !std::isdigit(static_cast<unsigned char>(at(pos + 1, end)))) {
            ++pos;
            return s_.neg(parse_term(pos, end));
        }
        if (c == '{') {
            std::size_t close = matching(pos, end);
            GameId g = parse_braces(pos + 1, close);
            pos = close + 1;
            return g;
        }
        if (src_->compare(pos, 5, "Tiny(") == 0 || src_->compare(pos, 5, "Miny(") == 0) {
            bool tiny = (*src_)[pos] == 'T';
            std::size_t open = pos + 4, close = matching(open, end);
            std::size_t p = open + 1;
            GameId x = parse_sum(p, close);
            skip_spaces(p, close);
            if (p != close) fail(p, "unexpected " + quoted(p));
            pos = close + 1;
            if (tiny) {
                GameId inner_g = s_.make(std::vector<GameId>(1, s_.zero()), std::vector<GameId>(1, s_.neg(x)));
                return s_.make(std::vector<GameId>(1, s_.zero()), std::vector<GameId>(1, inner_g));
            }
            GameId inner_g = s_.make(std::vector<GameId>(1, x), std::vector<GameId>(1, s_.zero()));
            return s_.make(std::vector<GameId>(1, inner_g), std::vector<GameId>(1, s_.zero()));
        }
        return parse_nus(pos, end);
    }

    // [number][^..|v..][*[n]]
    GameId parse_nus(std::size_t& pos, std::size_t end) {
        std::size_t start = pos;
        Dyadic x;
        char c = at(pos, end);
        if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
            bool negative = c == '-';
            if (negative) ++pos;
            std::int64_t p = read_count(pos, end, "a number");
            int k = 0;
            if (at(pos, end) == '/') {
                ++pos;
                std::size_t dpos = pos;
                std::int64_t q = read_count(pos, end, "a denominator");
                while (q > 1 && q % 2 == 0) q /= 2, ++k;
                if (q != 1) fail(dpos, "the denominator is not a power of 2 (only dyadic fractions are game values)");
            }
            try {
                x = Dyadic::fraction(negative ? -p : p, k);
            } catch (const std::exception&) {
                fail(start, "number out of range (|numerator| below 2^62, denominator up to 2^62)");
            }
        }
        long long ups = 0;
        c = at(pos, end);
        if (c == '^' || c == 'v') {
            int count = 0;
            while (at(pos, end) == c) ++pos, ++count;
            if (count == 1 && std::isdigit(static_cast<unsigned char>(at(pos, end))))
                ups = read_count(pos, end, "a count");
            else
                ups = count;
            if (ups > kMaxUps) throw GameLimitError("column " + std::to_string(start + 1) + ": more than " + std::to_string(kMaxUps) + " ups");
            if (c == 'v') ups = -ups;
        }
        std::uint64_t star = 0;
        if (at(pos, end) == '*') {
            ++pos;
            star = 1;
            if (std::isdigit(static_cast<unsigned char>(at(pos, end)))) star = static_cast<std::uint64_t>(read_count(pos, end, "a nimber"));
            if (star > kMaxNimber) throw GameLimitError("column " + std::to_string(start + 1) + ": a nimber above *" + std::to_string(kMaxNimber));
        }
        if (pos == start) {
            if (pos >= end) fail(pos, "expected a game, got the end");
            fail(pos, "expected a game, got " + quoted(pos));
        }
        return nus(x, ups, star);
    }
    std::int64_t read_count(std::size_t& pos, std::size_t end, const char* what) {
        std::size_t start = pos;
        std::int64_t v = 0;
        while (std::isdigit(static_cast<unsigned char>(at(pos, end)))) {
            if (v > (std::int64_t(1) << 62) / 10) fail(start, std::string(what) + " out of range");
            v = v * 10 + ((*src_)[pos] - '0');
            ++pos;
        }
        if (pos == start) fail(pos, std::string("expected ") + what);
        return v;
    }

    // the longest run of '|' at depth 0 in [b, e): its length, how many runs that long, where the first starts
    struct Bars {
        int longest = 0, count = 0;
        std::size_t at = 0;
    };
    Bars depth0_bars(std::size_t b, std::size_t e) const {
        Bars bars;
        int depth = 0;
        for (std::size_t i = b; i < e; ++i) {
            char c = (*src_)[i];
            if (c == '{' || c == '(') ++depth;
            else if (c == '}' || c == ')') --depth;
            else if (c == '|' && depth == 0) {
                std::size_t start = i;
                int run = 0;
                while (i < e && (*src_)[i] == '|') ++run, ++i;
                --i;
                if (run > bars.longest) bars.longest = run, bars.count = 1, bars.at = start;
                else if (run == bars.longest) ++bars.count;
            }
        }
        return bars;
    }

    // the inside of braces [b, e)
    GameId parse_braces(std::size_t b, std::size_t e) {
        struct Depth {  // nesting, bounded: the parser recurses once per level
            int& d;
            explicit Depth(int& x) : d(x) { ++d; }
            ~Depth() { --d; }
        } depth(nesting_);
        if (nesting_ > kMaxNesting)
            throw GameLimitError("column " + std::to_string(b) + ": braces nested deeper than " + std::to_string(kMaxNesting));
        Bars bars = depth0_bars(b, e);
        if (bars.longest == 0) fail(b, "expected \"|\" between Left's and Right's options");
        if (bars.count > 1) fail(b, "two separators of " + std::to_string(bars.longest) + " bars at one level");
        std::vector<GameId> l = parse_side(b, bars.at), r = parse_side(bars.at + static_cast<std::size_t>(bars.longest), e);
        return s_.make(l, r);
    }
    std::vector<GameId> parse_side(std::size_t b, std::size_t e) {
        if (depth0_bars(b, e).longest > 0) return std::vector<GameId>(1, parse_braces(b, e));
        return parse_list(b, e);
    }
    // comma-separated sums in [b, e); blank: none
    std::vector<GameId> parse_list(std::size_t b, std::size_t e) {
        std::vector<GameId> out;
        std::size_t pos = b;
        skip_spaces(pos, e);
        if (pos == e) return out;
        for (;;) {
            out.push_back(parse_sum(pos, e));
            skip_spaces(pos, e);
            if (pos == e) return out;
            if ((*src_)[pos] != ',') fail(pos, "expected \",\", \"|\" or \"}\", got " + quoted(pos));
            ++pos;
        }
    }
};

}  // namespace nimkit

#endif
