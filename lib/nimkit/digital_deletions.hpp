// nimkit/digital_deletions.hpp - Digital Deletions (Conway, On Numbers and
// Games; HDU 1404, ZOJ 1104): a string of decimal digits; a move lowers one
// digit to any smaller digit, or erases a 0 together with every digit right of
// it; whoever erases the last digit wins (the empty string: the mover loses).
//
// Positions are numbered for DenseExplorer (nimkit/dense_explorer.hpp): the
// strings of length L come after the shorter ones, in the order of their
// value: number(s) = (10^L - 1) / 9 + value(s), so the empty string is 0, "0"
// .. "9" are 1..10, "00" is 11, and the strings of at most 6 digits are
// 0..1111110. digital_deletions_options lists a string's options by number
// (at most 9 per digit, O(L) each); DigitalDeletions answers strings of up to
// max_length (<= 8) digits through one DenseExplorer (win/lose only: a string
// is won at its first lost option), every position searched at most once.
// Theorem: Sprague-Grundy on the options above (every move shortens the
//   string or lowers its digit sum, so play ends).
// Proved by: tests/test_dense_explorer.cpp - the numbering round trip for
//   every string of at most 4 digits, the options against moves made on the
//   text, the verdicts against a recursive search over the strings themselves
//   (every string of at most 4 digits, and 2000 random ones of 5 and 6
//   digits), and HDU 1404's sample.
#ifndef NIMKIT_DIGITAL_DELETIONS_HPP
#define NIMKIT_DIGITAL_DELETIONS_HPP

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/dense_explorer.hpp"

namespace nimkit {

namespace digital_deletions_detail {
// 10^k for k <= 19.
inline std::uint64_t power10(unsigned k) {
    std::uint64_t p = 1;
    while (k--) p *= 10;
    return p;
}
}  // namespace digital_deletions_detail

// The number of a digit string (at most 18 digits, '0'..'9' only).
inline std::size_t digital_deletions_number(const std::string& s) {
    assert(s.size() <= 18 && "digital_deletions_number: at most 18 digits");
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        assert(s[i] >= '0' && s[i] <= '9' && "digital_deletions_number: digits only");
        value = value * 10 + static_cast<std::uint64_t>(s[i] - '0');
    }
    return static_cast<std::size_t>((digital_deletions_detail::power10(static_cast<unsigned>(s.size())) - 1) / 9 + value);
}

// The string of a number (the inverse of digital_deletions_number).
inline std::string digital_deletions_string(std::size_t number) {
    unsigned length = 0;
    std::uint64_t first = 0;  // the number of the first string of `length` digits
    for (;;) {
        const std::uint64_t next = first + digital_deletions_detail::power10(length);
        if (number < next) break;
        first = next;
        ++length;
    }
    std::string s(length, '0');
    std::uint64_t value = number - first;
    for (unsigned i = length; i-- > 0; value /= 10) s[i] = static_cast<char>('0' + value % 10);
    return s;
}

// The options of the string numbered `number`, by number, in `out` (cleared
// first): each digit lowered to each smaller digit, and each 0 erased with
// everything to its right.
inline void digital_deletions_options(std::size_t number, std::vector<std::size_t>& out) {
    using digital_deletions_detail::power10;
    out.clear();
    unsigned length = 0;
    std::uint64_t first = 0, size = 1;  // strings of `length` digits: [first, first + size)
    while (number >= first + size) first += size, size *= 10, ++length;
    std::uint64_t rest = number - first;  // the value, then the digits left of digit k
    // Digit k from the right end, place 10^k, lowered to 0 first; a 0 erased
    // with what follows leaves the prefix of length - 1 - k digits, numbered
    // (its first) + rest / 10, and (its first) = (first - 1) / 10^(k + 1).
    std::uint64_t place = 1;
    for (unsigned k = 0; k < length; ++k, place *= 10) {
        const std::uint64_t above = rest / 10;
        const unsigned digit = static_cast<unsigned>(rest - 10 * above);
        for (std::uint64_t d = digit; d > 0; --d) out.push_back(static_cast<std::size_t>(number - d * place));
        if (digit == 0) out.push_back(static_cast<std::size_t>((first - 1) / (10 * place) + above));
        rest = above;
    }
}

// The options as a functor, for DenseExplorer.
struct DigitalDeletionsOptions {
    void operator()(std::size_t number, std::vector<std::size_t>& out) const { digital_deletions_options(number, out); }
};

// Verdicts on strings of at most max_length digits (1..8), the positions
// searched once each and kept: 4 bytes a string up to the longest length asked.
class DigitalDeletions {
public:
    explicit DigitalDeletions(unsigned max_length = 6)
        : explorer_(DigitalDeletionsOptions(), strings_up_to(max_length), dense_verdicts), max_length_(max_length) {}

    // True iff the player to move on s (digits only, at most max_length) wins.
    bool mover_wins(const std::string& s) {
        assert(s.size() <= max_length_ && "DigitalDeletions: at most max_length digits");
        return explorer_.mover_wins(digital_deletions_number(s));
    }

    DenseExplorer<DigitalDeletionsOptions>& explorer() { return explorer_; }

private:
    // How many strings have at most max_length digits.
    static std::size_t strings_up_to(unsigned max_length) {
        assert(max_length >= 1 && max_length <= 8 && "DigitalDeletions: 1 <= max_length <= 8");
        return static_cast<std::size_t>((digital_deletions_detail::power10(max_length + 1) - 1) / 9);
    }

    DenseExplorer<DigitalDeletionsOptions> explorer_;
    unsigned max_length_;
};

}  // namespace nimkit

#endif
