// kayles --play: a person against the perfect player, in a terminal or through a pipe.
// The blog post "12 硬币小游戏" (docs/theory.md) remembers a Turbo C program that
// played the 12-coin game and said "You are a dead man." once its opponent had
// walked into a lost position.
#ifndef NIMKIT_KAYLES_PLAY_HPP
#define NIMKIT_KAYLES_PLAY_HPP

#include <cstdlib>
#include <string>

#include "nimkit/reader.hpp"
#include "nimkit/writer.hpp"
#include "nimkit/kayles_move.hpp"
#include "nimkit/kayles_variants.hpp"

namespace kayles_play {

const std::size_t kMaxPins = 99;  // two-digit pin numbers under the picture

// The picture with pin numbers under it, 25 pins (75 columns) to a row, so
// that 99 pins still fit an 80-column terminal.
inline void show(const std::string& pins, nimkit::Writer& out) {
    const std::size_t per_row = 25;
    for (std::size_t first = 0; first < pins.size(); first += per_row) {
        const std::size_t last = first + per_row < pins.size() ? first + per_row : pins.size();
        out.put('\n');
        for (std::size_t i = first; i < last; ++i) out.put(pins[i] == 'I' ? "  I" : "  .");
        out.put('\n');
        for (std::size_t i = first; i < last; ++i) {
            out.put(i + 1 < 10 ? "  " : " ");
            out.put_uint(i + 1);
        }
        out.put('\n');
    }
}

inline bool mover_wins(const std::string& pins, bool misere) {
    std::vector<std::uint64_t> rows = nimkit::kayles_rows_of_pins(pins);
    return nimkit::kayles_counts(rows.begin(), rows.end()).mover_wins(misere);
}

// Reads "6" or "6 7" into a legal move on pins, or says why not (empty on success).
inline std::string parse_move(const std::string& line, const std::string& pins, std::size_t& pin, int& count) {
    std::vector<std::uint64_t> nums;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (nimkit::is_space(static_cast<unsigned char>(line[i])) || line[i] == ',')) ++i;
        std::size_t j = i;
        while (j < line.size() && !nimkit::is_space(static_cast<unsigned char>(line[j])) && line[j] != ',') ++j;
        if (j == i) break;
        std::string tok = line.substr(i, j - i);
        if (tok.find_first_not_of("0123456789") != std::string::npos || tok.size() > 3)
            return "\"" + tok + "\" is not a pin number";
        nums.push_back(std::strtoull(tok.c_str(), 0, 10));
        i = j;
    }
    if (nums.empty() || nums.size() > 2) return "type one pin number, or two adjacent ones (e.g. 6 or 6 7)";
    if (nums.size() == 2 && nums[1] < nums[0]) std::swap(nums[0], nums[1]);
    for (std::size_t k = 0; k < nums.size(); ++k) {
        if (nums[k] < 1 || nums[k] > pins.size())
            return "there is no pin " + std::to_string(nums[k]) + " (pins are 1 to " + std::to_string(pins.size()) + ")";
        if (pins[nums[k] - 1] != 'I') return "pin " + std::to_string(nums[k]) + " is already down";
    }
    if (nums.size() == 2 && nums[1] != nums[0] + 1) return "two pins must be neighbours";
    pin = static_cast<std::size_t>(nums[0]);
    count = static_cast<int>(nums.size());
    return "";
}

inline void knock(std::string& pins, std::size_t pin, int count) {
    for (int c = 0; c < count; ++c) pins[pin - 1 + c] = 'X';
}

inline std::string describe(std::size_t pin, int count) {
    return count == 1 ? "pin " + std::to_string(pin) : "pins " + std::to_string(pin) + " and " + std::to_string(pin + 1);
}

// Plays from `pins`; the person moves first unless machine_first. Returns at the
// end of the game or of the input.
inline void play(std::string pins, bool misere, bool machine_first, nimkit::Reader& in, nimkit::Writer& out) {
    out.put(misere ? "Kayles, misere play: whoever knocks down the last pin LOSES.\n"
                   : "Kayles, normal play: whoever knocks down the last pin wins.\n");
    out.put("Knock one pin or two neighbouring pins: type 6, or 6 7; q or quit ends the game.\n");
    bool person = !machine_first, warned = false;
    for (;;) {
        show(pins, out);
        if (pins.find('I') == std::string::npos) {
            // The player to move has no pin: in misère play the other one took the last.
            bool person_wins = person == misere;
            out.put(person_wins ? "No pins left. You win.\n" : "No pins left. I win.\n");
            out.flush();
            return;
        }
        std::size_t pin = 0;
        int count = 0;
        if (person) {
            if (!warned && !mover_wins(pins, misere)) {
                out.put("You are a dead man. (This position is lost: whatever you play, I have a winning reply.)\n");
                warned = true;
            }
            std::string line, why;
            do {
                out.put("Your move: ");
                out.flush();
                if (!in.read_line(line)) {
                    out.put("\nEnd of input: the game is left unfinished.\n");
                    out.flush();
                    return;
                }
                const std::size_t b = line.find_first_not_of(" \t"), e = line.find_last_not_of(" \t");
                const std::string word = b == std::string::npos ? "" : line.substr(b, e - b + 1);
                if (word == "q" || word == "quit") {
                    out.put("You quit: the game is left unfinished.\n");
                    out.flush();
                    return;
                }
                why = parse_move(line, pins, pin, count);
                if (!why.empty()) out.put("Not a move: " + why + ".\n");
            } while (!why.empty());
            out.put("You knock " + describe(pin, count) + ".\n");
        } else {
            if (!nimkit::kayles_winning_pins(pins, misere, pin, count)) {
                pin = pins.find('I') + 1;  // lost anyway: take the lowest pin and hope
                count = 1;
            }
            out.put("I knock " + describe(pin, count) + ".\n");
        }
        knock(pins, pin, count);
        person = !person;
    }
}

}  // namespace kayles_play

#endif
