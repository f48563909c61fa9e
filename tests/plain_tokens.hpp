// The reader's oracle, for tests/test_io.cpp and tests/fuzz/reader_fuzz.cpp:
// split on whitespace by hand; a token must be all digits, at most 2^64-1
// (compared as text), and at most max. Returns "ok" or "line N" (where the first bad
// token stands), with each good number and the line it stands on.
// O(length of text); written for clarity, not speed.
#ifndef NIMKIT_TESTS_PLAIN_TOKENS_HPP
#define NIMKIT_TESTS_PLAIN_TOKENS_HPP

#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/reader.hpp"  // is_space only: the one definition of whitespace

inline std::string plain_tokens(const std::string& text, std::uint64_t max, std::vector<std::uint64_t>& values,
                                std::vector<unsigned long>& lines) {
    unsigned long line = 1;
    for (std::size_t i = 0;;) {
        while (i < text.size() && nimkit::is_space(static_cast<unsigned char>(text[i]))) line += text[i++] == '\n';
        if (i == text.size()) return "ok";
        std::size_t j = i;
        while (j < text.size() && !nimkit::is_space(static_cast<unsigned char>(text[j]))) ++j;
        std::string tok = text.substr(i, j - i);
        std::size_t nz = tok.find_first_not_of('0');
        std::string digits = nz == std::string::npos ? "0" : tok.substr(nz);
        bool fits = digits.size() < 20 || (digits.size() == 20 && digits <= "18446744073709551615");
        if (tok.find_first_not_of("0123456789") != std::string::npos || !fits || std::stoull(digits) > max)
            return "line " + std::to_string(line);
        values.push_back(std::stoull(digits));
        lines.push_back(line);
        i = j;
    }
}

#endif
