// grundy - explore a heap game from the shell: its Grundy sequence with a
// certified period, and the value (and a winning move) of any position.
// Usage and output: problems/grundy/README.md.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "nimkit/heap_game.hpp"
#include "nimkit/solver.hpp"

static const char kHelp[] =
    "usage: grundy GAME --upto N [--row K] [--summary]\n"
    "       grundy GAME [--move] [--range N] < positions\n"
    "GAME is one of:\n"
    "  --octal CODE              an octal game, 0.d1d2... or 4.d1d2... (0.77 is Kayles)\n"
    "  --subtract S              remove s tokens, s in S (e.g. 1,3,4)\n"
    "  --subtract-all-but E      remove any number of tokens except those in E\n"
    "  --grundys-game            split a heap into two unequal non-empty heaps\n"
    "--upto N: g(0..N) in rows of K (default: the period if one of at most 40 is\n"
    "  certified, else 10), each row led by its first heap; then the period and\n"
    "  preperiod when g(0..N) PROVES them (or 'no period certified'), the largest\n"
    "  value, and for take-and-break games the rare/common split if one holds.\n"
    "  --summary prints only those lines.\n"
    "Positions on stdin, one per line as heap sizes (5 7 12; blank lines skipped):\n"
    "  the Grundy value of their sum; with --move also a winning move, e.g.\n"
    "  '3 move heap 2: 12 -> 4 7' (heap 2, of 12, leaves heaps 4 and 7). Heaps up\n"
    "  to 10^18 once a period is certified; otherwise up to the computed range\n"
    "  (--range, default 1048576).\n";

static const std::uint64_t kMaxHeap = 1000000000000000000ULL;

struct Options {
    nimkit::HeapGame game;
    int games;
    std::string name;  // the game as given, for messages
    bool table, move, summary;
    std::uint64_t upto, range, row;
};

static std::uint64_t number(const std::string& text, const char* what, std::uint64_t max) {
    try {
        return nimkit::parse_uint(text, what, max, 0);
    } catch (const nimkit::input_error& e) {
        throw nimkit::usage_error(e.what());
    }
}

// "1,3,4" (blanks allowed), each member >= 1, sorted and without repeats.
static std::vector<std::uint64_t> number_set(const std::string& text, const char* what) {
    std::vector<std::uint64_t> s;
    std::size_t i = 0;
    while (i <= text.size()) {
        std::size_t j = text.find(',', i);
        if (j == std::string::npos) j = text.size();
        std::string item = text.substr(i, j - i);
        item.erase(0, item.find_first_not_of(" \t"));
        item.erase(item.find_last_not_of(" \t") + 1);
        if (item.empty()) throw nimkit::usage_error(std::string("empty member in ") + what + " \"" + text + "\"");
        std::uint64_t v = number(item, what, nimkit::kMaxInt64);
        if (v == 0) throw nimkit::usage_error(std::string(what) + " has 0 (a move removes at least one token)");
        s.push_back(v);
        i = j + 1;
    }
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    return s;
}

static void check(const Options& o) {
    if (o.games != 1) throw nimkit::usage_error("name exactly one game (--octal, --subtract, --subtract-all-but or --grundys-game)");
    if (o.table && (o.move || o.range)) throw nimkit::usage_error("--upto prints a table; --move and --range go with positions");
    if (!o.table && (o.summary || o.row)) throw nimkit::usage_error("--summary and --row go with --upto");
}

static void put_period(nimkit::Writer& out, const nimkit::GrundySequence& seq, const nimkit::HeapGame& game,
                       std::uint64_t upto) {
    const nimkit::Period& p = seq.period();
    if (!p.found) {
        out.put("no period certified up to ");
        out.put_uint(upto);
    } else {
        out.put("period ");
        out.put_uint(p.period);
        out.put(" from heap ");
        out.put_uint(p.start);
        out.put(" (certified by g(0..");
        out.put_uint(p.certified);
        out.put(game.splits() ? "), the Guy-Smith theorem)" : "): a window of the largest move)");
    }
}

static void table(const Options& o, nimkit::Writer& out) {
    nimkit::GrundySequence seq(o.game);
    const std::size_t n = static_cast<std::size_t>(o.upto);
    seq.compute(n + 1);
    // Only what g(0..n) proves: a longer table computed by doubling is cut back.
    nimkit::Period p = seq.period();
    unsigned largest = 0;
    std::size_t largest_at = 0;
    for (std::size_t h = 0; h <= n; ++h)
        if (seq.value(h) > largest) largest = seq.value(h), largest_at = h;
    const bool proved = p.found && p.certified <= n;
    if (!o.summary) {
        const std::size_t row = o.row ? static_cast<std::size_t>(o.row) : proved && p.period <= 40 ? p.period : 10;
        std::string first = std::to_string(n - n % row), value = std::to_string(largest);
        for (std::size_t h = 0; h <= n; h += row) {
            std::string index = std::to_string(h);
            out.put(std::string(first.size() - index.size(), ' ') + index + ":");
            for (std::size_t k = h; k < h + row && k <= n; ++k) {
                std::string v = std::to_string(seq.value(k));
                out.put(std::string(value.size() + 1 - v.size(), ' ') + v);
            }
            out.put('\n');
        }
    }
    if (proved) {
        put_period(out, seq, o.game, o.upto);
    } else {
        out.put("no period certified up to ");
        out.put_uint(o.upto);
    }
    out.put("; largest value ");
    out.put_uint(largest);
    out.put(", first at heap ");
    out.put_uint(largest_at);
    out.put('\n');
    if (o.game.kind == nimkit::HeapGame::take_break) {
        std::vector<std::uint16_t> g(n + 1);
        for (std::size_t h = 0; h <= n; ++h) g[h] = static_cast<std::uint16_t>(seq.value(h));
        nimkit::RareCommon split = nimkit::rare_common_split(g);
        if (split.found) {
            out.put("rare/common split: mask ");
            static const char hex[] = "0123456789abcdef";
            std::string m;
            for (unsigned v = split.mask; v; v >>= 4) m.insert(m.begin(), hex[v & 15]);
            out.put(m);
            out.put(", ");
            out.put_uint(split.rare);
            out.put(" rare values (heaps whose g & mask has even parity), the last at heap ");
            out.put_uint(split.last_rare);
            out.put('\n');
        }
    }
}

static void positions(const Options& o, nimkit::Reader& in, nimkit::Writer& out) {
    nimkit::GrundySequence seq(o.game);
    const std::uint64_t range = o.range ? o.range : 1048576;
    seq.compute(static_cast<std::size_t>(std::min<std::uint64_t>(range, 1024)));
    std::string line;
    std::vector<std::uint64_t> heaps;
    while (in.read_line(line)) {
        const unsigned long at = in.last_line();
        heaps.clear();
        for (std::size_t i = 0; i < line.size();) {
            while (i < line.size() && nimkit::is_space(static_cast<unsigned char>(line[i]))) ++i;
            std::size_t j = i;
            while (j < line.size() && !nimkit::is_space(static_cast<unsigned char>(line[j]))) ++j;
            if (j > i) heaps.push_back(nimkit::parse_uint(line.data() + i, line.data() + j, "a heap size", kMaxHeap, at));
            i = j;
        }
        if (heaps.empty()) continue;
        unsigned x = 0;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            // Grow the table (by doubling) until the heap is known or the range is spent.
            while (!seq.known(heaps[i]) && seq.size() < range)
                seq.compute(static_cast<std::size_t>(std::min<std::uint64_t>(range, 2 * seq.size())));
            if (!seq.known(heaps[i]))
                throw nimkit::input_error(at, "heap " + std::to_string(heaps[i]) + " is beyond the computed range (g(0.." +
                                                  std::to_string(seq.size() - 1) + ")) and no period is certified for " +
                                                  o.name + " (--range N computes further)");
            x ^= seq.value(heaps[i]);
        }
        out.put_uint(x);
        if (o.move && x) {
            std::size_t i = 0;
            while ((seq.value(heaps[i]) ^ x) >= seq.value(heaps[i])) ++i;  // g(h) has x's top bit
            nimkit::HeapMove m = seq.move_to(heaps[i], seq.value(heaps[i]) ^ x);
            out.put(" move heap ");
            out.put_uint(i + 1);
            out.put(": ");
            out.put_uint(heaps[i]);
            out.put(" ->");
            if (!m.left && !m.right) out.put(" nothing");
            if (m.left) {
                out.put(' ');
                out.put_uint(m.left);
            }
            if (m.right) {
                out.put(' ');
                out.put_uint(m.right);
            }
        }
        out.put('\n');
    }
}

// Applies one option with its value; a bad value is a usage error.
static void apply(Options& o, const std::string& a, const std::string& v) {
    if (a == "--octal" || a == "--subtract" || a == "--subtract-all-but" || a == "--grundys-game") {
        ++o.games;
        o.name = a == "--grundys-game" ? "Grundy's game" : a.substr(2) + " " + v;
    }
    if (a == "--octal") {
        std::string why;
        o.game.kind = nimkit::HeapGame::take_break;
        if (!nimkit::parse_octal(v, o.game.rules, why)) throw nimkit::usage_error("--octal " + v + ": " + why);
    } else if (a == "--grundys-game") {
        o.game.kind = nimkit::HeapGame::take_break;
        o.game.rules = nimkit::grundys_game();
    } else if (a == "--subtract" || a == "--subtract-all-but") {
        o.game.kind = a == "--subtract" ? nimkit::HeapGame::subtract : nimkit::HeapGame::all_but;
        o.game.set = number_set(v, a == "--subtract" ? "S" : "E");
    } else if (a == "--upto") {
        o.table = true;
        o.upto = number(v, "--upto", 4294967293ULL);  // the engine's limit: 2^32 - 2 heaps
    } else if (a == "--range") {
        o.range = number(v, "--range", 4294967294ULL);
        if (o.range == 0) throw nimkit::usage_error("--range 0 computes nothing");
    } else if (a == "--row") {
        o.row = number(v, "--row", 1000);
        if (o.row == 0) throw nimkit::usage_error("--row 0 holds nothing");
    }
}

int main(int argc, char** argv) {
    Options o;
    o.games = 0;
    o.table = o.move = o.summary = false;
    o.upto = o.range = o.row = 0;
    o.game.kind = nimkit::HeapGame::take_break;
    o.game.rules.unequal = false;
    std::vector<std::pair<std::string, std::string> > given;  // game and value options, in order
    std::vector<char*> rest(1, argv[0]);                       // --help and anything unknown: the harness's
    std::string missing;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--octal" || a == "--subtract" || a == "--subtract-all-but" || a == "--upto" || a == "--range" ||
            a == "--row") {
            if (i + 1 < argc)
                given.push_back(std::make_pair(a, std::string(argv[++i])));
            else if (missing.empty())
                missing = a;
        } else if (a == "--grundys-game") {
            given.push_back(std::make_pair(a, std::string()));
        } else if (a == "--move" || a == "--summary") {
            (a == "--move" ? o.move : o.summary) = true;
        } else {
            rest.push_back(argv[i]);
        }
    }
    return nimkit::run_solver(static_cast<int>(rest.size()), rest.data(), "grundy", kHelp, {},
                              [&](nimkit::Reader& in, nimkit::Writer& out) {
                                  if (!missing.empty()) throw nimkit::usage_error(missing + " needs a value");
                                  for (std::size_t i = 0; i < given.size(); ++i) apply(o, given[i].first, given[i].second);
                                  check(o);
                                  if (o.table)
                                      table(o, out);
                                  else
                                      positions(o, in, out);
                              });
}
