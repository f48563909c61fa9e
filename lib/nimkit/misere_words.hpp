// nimkit/misere_words.hpp - a misère quotient's presentation in words, as the
// papers write it: the generators named a..z, then g27, g28, ...
// (misere_generator_name), a word of exponents as "a^2bc", "1" when empty
// (misere_word). O(length of the word).
// Apart from nimkit/misere_quotient.hpp (which fills the presentation as
//   numbers) so that a solution that answers outcomes bundles without text it
//   does not print; nimkit/misere_report.hpp prints with it.
// Proved by: tests/test_misere.cpp ("misere: the presentation, 0.07 heaps 1..9
//   is misere Nim's order 6 with a^2 = 1 and b^3 = b").
#ifndef NIMKIT_MISERE_WORDS_HPP
#define NIMKIT_MISERE_WORDS_HPP

#include <cstddef>
#include <string>
#include <vector>

namespace nimkit {

// The name of generator i: a..z, then g27, g28, ...
inline std::string misere_generator_name(std::size_t i) {
    return i < 26 ? std::string(1, static_cast<char>('a' + i)) : "g" + std::to_string(i + 1);
}

// A word in the generators as the papers write it: "a^2bc", "1" when empty.
inline std::string misere_word(const std::vector<unsigned>& e) {
    std::string s;
    for (std::size_t i = 0; i < e.size(); ++i)
        if (e[i]) {
            if (!s.empty() && i >= 26) s += ' ';
            s += misere_generator_name(i);
            if (e[i] > 1) s += "^" + std::to_string(e[i]);
        }
    return s.empty() ? "1" : s;
}

}  // namespace nimkit

#endif
