// kayles - Kayles boards (the 12-coin puzzle, docs/theory.md): who wins, and a winning move, misère or normal play.
// Statement, format and limits: problems/kayles/README.md.
#include <algorithm>
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/kayles_move.hpp"
#include "nimkit/kayles_variants.hpp"
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
    "picture or row lengths; you move first unless --machine-first. Type q or quit\n"
    "(or end the input, Ctrl-D) to stop.\n";

static void put_rows(nimkit::Writer& out, const std::vector<std::uint64_t>& rows) {
    out.put('[');
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i) out.put(',');
        out.put_uint(rows[i]);
    }
    out.put(']');
}

static void answer(const nimkit::KaylesBoard& board, bool misere, nimkit::Writer& out) {
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
    nimkit::KaylesBoard board;
    try {
        if (args.size() > 1 || !nimkit::parse_kayles_line(args[0], 0, board)) return "";
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
                // The reader returns each line as it is typed (and flushes `out` first).
                kayles_play::play(pins, !normal, machine_first, in, out);
                return;
            }
            if (!args.empty())
                throw nimkit::usage_error("unexpected argument \"" + args[0] + "\": kayles reads stdin (kayles < " + args[0] +
                                          "); a board argument goes with --play");
            if (machine_first) throw nimkit::usage_error("--machine-first goes with --play");
            std::string text;
            nimkit::KaylesBoard board;
            while (in.read_line(text))
                if (nimkit::parse_kayles_line(text, in.last_line(), board)) answer(board, !normal, out);
        },
        &args);
}
