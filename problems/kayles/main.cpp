// kayles - Kayles boards (the 12-coin puzzle, docs/theory.md): who wins, and a winning move, misère or normal play.
// Statement, format and limits: problems/kayles/README.md.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "nimkit/kayles.hpp"
#include "nimkit/solver.hpp"
#include "play.hpp"

static const char kHelp[] =
    "usage: kayles [--normal] < boards\n"
    "       kayles --play [--normal] [--machine-first] [N | board]\n"
    "Kayles: a move removes one coin or two adjacent coins. One board per line:\n"
    "  row lengths (0..10^18): 12   2 9   [2,9]   [12]   []   (brackets, commas optional)\n"
    "  or a pin picture, I standing and X down: IXIIIIIIIIIII\n"
    "Play is misere (whoever takes the last coin loses, the puzzle's f) unless --normal.\n"
    "Output per board: 0 if the player to move loses; otherwise 1 and a winning\n"
    "move: for row lengths the board after it, e.g. 1 [1,3,7]; for a picture the\n"
    "pin number(s) to knock, lowest first, e.g. 1 6 or 1 6 7. In misere play a\n"
    "board with no coin left is 1 with no move: the mover has already won.\n"
    "Blank lines are skipped.\n"
    "--play: play against the machine from N coins in a row (default 12), a pin\n"
    "picture or row lengths; you move first unless --machine-first.\n";

static const std::uint64_t kMaxRow = 1000000000000000000ULL;

struct Board {
    bool pins;                        // given as a pin picture
    std::string picture;              // when pins
    std::vector<std::uint64_t> rows;  // otherwise, ascending
};

static bool all_of(const std::string& s, const char* allowed) {
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!std::strchr(allowed, s[i]) || s[i] == 0) return false;
    return true;
}

// The number of leading decimal digits among the 8 bytes at p, and the value
// of 8 digits at p (SWAR, as in simdjson: pairs, fours, eight by multiplies;
// little-endian, where the first byte is the lowest).
static std::size_t leading_digits(const char* p) {
    std::uint64_t c;
    std::memcpy(&c, p, 8);
    const std::uint64_t not_digit = ((c + 0x4646464646464646ULL) | (c - 0x3030303030303030ULL)) & 0x8080808080808080ULL;
    if (!not_digit) return 8;
    std::size_t k = 0;
    while (!(not_digit >> (8 * k + 7) & 1)) ++k;
    return k;
}

static std::uint64_t eight_digits(const char* p) {
    std::uint64_t c;
    std::memcpy(&c, p, 8);
    c -= 0x3030303030303030ULL;
    c = (c * 10) + (c >> 8);
    return (((c & 0x000000ff000000ffULL) * (100 + (1000000ULL << 32))) +
            (((c >> 16) & 0x000000ff000000ffULL) * (1 + (10000ULL << 32)))) >> 32;
}

// The usual line - row lengths of at most 19 digits and 10^18, separated by
// commas and blanks, in one optional pair of brackets - in one pass over
// [p, e) (already trimmed); false, with nothing decided, for anything else,
// which parse_board's general path then reads (and blames).
static bool parse_plain_rows(const char* p, const char* e, std::vector<std::uint64_t>& rows) {
    const bool open = *p == '[', close = e[-1] == ']';
    if (open != close) return false;
    p += open;
    e -= close;
    rows.clear();
    while (p != e) {
        unsigned char c = static_cast<unsigned char>(*p);
        if (c == ',' || c == ' ' || c == '\t') {
            ++p;
            continue;
        }
        std::uint64_t v = 0;
        const char* first = p;
        unsigned d;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        while (p + 8 <= e && p - first < 16 && leading_digits(p) == 8) {  // eight digits at a time
            v = v * 100000000 + eight_digits(p);
            p += 8;
        }
#endif
        while (p != e && (d = static_cast<unsigned char>(*p) - '0') < 10) {
            v = v * 10 + d;
            if (++p - first > 19) return false;
        }
        if (p == first || p - first > 19 || v > kMaxRow) return false;  // the general path says what is wrong
        if (v) rows.push_back(v);
    }
    std::sort(rows.begin(), rows.end());
    return true;
}

// Parses one line; false for a blank line. Throws input_error naming `line`.
static bool parse_board(const std::string& text, unsigned long line, Board& board) {
    std::size_t b = 0, e = text.size();
    while (b < e && nimkit::is_space(static_cast<unsigned char>(text[b]))) ++b;
    while (e > b && nimkit::is_space(static_cast<unsigned char>(text[e - 1]))) --e;
    if (b == e) return false;
    board.pins = false;
    if (parse_plain_rows(text.data() + b, text.data() + e, board.rows)) return true;
    std::string s = text.substr(b, e - b);
    board.pins = all_of(s, "IX");
    if (board.pins) {
        board.picture = s;
        return true;
    }
    if (all_of(s, "IX \t\v\f"))
        throw nimkit::input_error(line, "expected one pin picture per line, got several words");
    // Letters and no digit: a picture with a typo, not row lengths.
    if (s.find_first_of("0123456789[],") == std::string::npos && s.find_first_of("IXix") != std::string::npos) {
        std::size_t bad = s.find_first_not_of("IX");
        throw nimkit::input_error(line, "a pin picture has only I (standing) and X (down); " +
                                            nimkit::quote(s, s.size()) + " has " + nimkit::quote(s.substr(bad, 1), 1) +
                                            " at column " + std::to_string(bad + 1));
    }
    bool open = s[0] == '[', close = s[s.size() - 1] == ']';
    const char* p = s.data() + open;
    const char* end = s.data() + s.size() - close;
    if (open != close || std::find(p, end, '[') != end || std::find(p, end, ']') != end)
        throw nimkit::input_error(line, "unbalanced brackets in " + nimkit::quote(s, s.size()));
    board.rows.clear();
    while (p != end) {
        const char* q = p;
        while (q != end && *q != ',' && !nimkit::is_space(static_cast<unsigned char>(*q))) ++q;
        if (q != p) board.rows.push_back(nimkit::parse_uint(p, q, "a row length", kMaxRow, line));
        p = q == end ? q : q + 1;
    }
    board.rows.erase(std::remove(board.rows.begin(), board.rows.end(), 0u), board.rows.end());
    std::sort(board.rows.begin(), board.rows.end());
    return true;
}

static void put_rows(nimkit::Writer& out, const std::vector<std::uint64_t>& rows) {
    out.put('[');
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i) out.put(',');
        out.put_uint(rows[i]);
    }
    out.put(']');
}

static void answer(const Board& board, bool misere, nimkit::Writer& out) {
    if (board.pins) {
        std::size_t pin = 0;
        int count = 0;
        if (!nimkit::kayles_winning_pins(board.picture, misere, pin, count)) {
            out.put(misere && board.picture.find('I') == std::string::npos ? "1\n" : "0\n");
            return;
        }
        out.put("1 ");
        out.put_uint(pin);
        if (count == 2) {
            out.put(' ');
            out.put_uint(pin + 1);
        }
        out.put('\n');
        return;
    }
    nimkit::KaylesMove m;
    if (!nimkit::kayles_winning_move(board.rows, misere, m)) {
        out.put(misere && board.rows.empty() ? "1\n" : "0\n");
        return;
    }
    static std::vector<std::uint64_t> after;  // kept between boards: no allocation per board
    after.assign(board.rows.begin(), board.rows.end());
    after.erase(after.begin() + static_cast<std::ptrdiff_t>(m.row));
    if (m.left) after.push_back(m.left);
    if (m.right) after.push_back(m.right);
    std::sort(after.begin(), after.end());
    out.put("1 ");
    put_rows(out, after);
    out.put('\n');
}

// The start of a game: a pin picture, or rows laid out with one fallen pin
// between them; "" when the arguments are no board of 1 to kMaxPins pins.
static std::string start_picture(const std::vector<std::string>& args) {
    if (args.empty()) return std::string(12, 'I');  // the puzzle's 12 coins
    Board board;
    try {
        if (args.size() > 1 || !parse_board(args[0], 0, board)) return "";
    } catch (const nimkit::input_error&) {
        return "";
    }
    if (board.pins) return board.picture.size() <= kayles_play::kMaxPins ? board.picture : "";
    std::string pins;
    for (std::size_t i = 0; i < board.rows.size(); ++i) {
        if (board.rows[i] > kayles_play::kMaxPins) return "";
        pins += (i ? "X" : "") + std::string(static_cast<std::size_t>(board.rows[i]), 'I');
    }
    return pins.size() <= kayles_play::kMaxPins ? pins : "";
}

int main(int argc, char** argv) {
    bool normal = false, play = false, machine_first = false;
    std::vector<std::string> args;
    return nimkit::run_solver(
        argc, argv, "kayles", kHelp, {{"--normal", &normal}, {"--play", &play}, {"--machine-first", &machine_first}},
        [&](nimkit::Reader& in, nimkit::Writer& out) {
            if (play) {
                std::string pins = start_picture(args);
                if (pins.empty())
                    throw nimkit::usage_error("--play takes one board of 1 to 99 pins: 12, [2,9] or IXIIIIIIIIIII");
                // fread waits to fill its block: on a terminal, read a byte at a time
                // (stdio still fetches a line per system call) so each move is answered.
                nimkit::Reader keyboard(stdin, 1);
                kayles_play::play(pins, !normal, machine_first, keyboard, out);
                return;
            }
            if (!args.empty() || machine_first) throw nimkit::usage_error("a board argument and --machine-first go with --play");
            std::string text;
            Board board;
            while (in.read_line(text))
                if (parse_board(text, in.last_line(), board)) answer(board, !normal, out);
        },
        &args);
}
