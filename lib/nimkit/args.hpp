// nimkit/args.hpp - values of command-line options: numbers and sets of numbers.
//
// number_arg(text, what, max): text as an integer in [0, max], else a
//   usage_error (`--row: expected an integer, got "x"`, `--row 5000 is too
//   large (at most 1000)`). O(length).
// number_set_arg(text, what): "1,3,4" (one word: braces, brackets or blanks are
//   a usage_error that says how to write it), every member >= 1, sorted, repeats
//   dropped; an empty member or a 0 is a usage_error. `what` names the option.
//   A member may name a set (nimkit/subtraction.hpp): squares:N, primes:N,
//   powers:B:N, fibonacci:N - its members up to N (primes: N <= 10^7, the
//   sieve's bytes; squares: N <= 10^12, 10^6 members; B >= 2). The whole set
//   must not be empty.
// comma_items(text): the members of a comma-separated value, blanks trimmed.
// write_file(path, text, option): text into a file, or a usage_error with the reason.
// Proved by: tests/hostile/grundy.py (every refusal's message and exit status 2).
#ifndef NIMKIT_ARGS_HPP
#define NIMKIT_ARGS_HPP

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <string>
#include <vector>

#include "nimkit/solver.hpp"
#include "nimkit/subtraction.hpp"
#include "nimkit/token.hpp"

namespace nimkit {

inline std::uint64_t number_arg(const std::string& text, const char* what, std::uint64_t max) {
    try {
        return parse_uint(text, "an integer", max, 0);
    } catch (const input_error&) {
        if (!text.empty() && text.size() <= 40 && text.find_first_not_of("0123456789") == std::string::npos)
            throw usage_error(std::string(what) + " " + text + " is too large (at most " + std::to_string(max) + ")");
        throw usage_error(std::string(what) + ": expected an integer, got " + quote(text.substr(0, 40), text.size()));
    }
}

const std::uint64_t kMaxPrimesArg = 10000000;         // primes:N - a sieve of N bytes
const std::uint64_t kMaxSquaresArg = 1000000000000ULL;  // squares:N - 10^6 members

// The members of a named set "name:N" or "powers:B:N" (see the header).
inline std::vector<std::uint64_t> named_set_arg(const std::string& item, const char* what) {
    const std::size_t colon = item.find(':');
    const std::string name = item.substr(0, colon), rest = item.substr(colon + 1);
    if (name == "powers") {
        const std::size_t second = rest.find(':');
        if (second == std::string::npos) throw usage_error(std::string(what) + ": " + item + ": powers:B:N names a base and a bound");
        const std::uint64_t base = number_arg(rest.substr(0, second), "powers:B", kMaxInt64);
        if (base < 2) throw usage_error(std::string(what) + ": " + item + ": the base B is at least 2");
        return power_moves(base, number_arg(rest.substr(second + 1), "powers:B:N", kMaxInt64));
    }
    if (name == "squares") return square_moves(number_arg(rest, "squares:N", kMaxSquaresArg));
    if (name == "primes") return prime_moves(static_cast<std::size_t>(number_arg(rest, "primes:N", kMaxPrimesArg)));
    if (name == "fibonacci") return fibonacci_moves(number_arg(rest, "fibonacci:N", kMaxInt64));
    throw usage_error(std::string(what) + ": unknown set " + quote(item.substr(0, 40), item.size()) +
                      " (a number, squares:N, primes:N, powers:B:N or fibonacci:N)");
}

// The comma-separated members of an option's value, blanks around each dropped
// ("1, 3,4" -> "1", "3", "4"; an empty member stays empty).
inline std::vector<std::string> comma_items(const std::string& text) {
    std::vector<std::string> items;
    for (std::size_t i = 0; i <= text.size();) {
        std::size_t j = text.find(',', i);
        if (j == std::string::npos) j = text.size();
        std::string item = text.substr(i, j - i);
        item.erase(0, item.find_first_not_of(" \t"));
        item.erase(item.find_last_not_of(" \t") + 1);
        items.push_back(item);
        i = j + 1;
    }
    return items;
}

inline std::vector<std::uint64_t> number_set_arg(const std::string& text, const char* what) {
    std::vector<std::uint64_t> s;
    if (text.find_first_of("{}[]() ") != std::string::npos)
        throw usage_error(std::string(what) + " " + quote(text.substr(0, 40), text.size()) +
                          ": write a set as one word, no braces or spaces: 1,3,4");
    const std::vector<std::string> items = comma_items(text);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string& item = items[i];
        if (item.empty()) throw usage_error(std::string("empty member in ") + what + " \"" + text + "\"");
        if (item.find(':') != std::string::npos) {
            const std::vector<std::uint64_t> named = named_set_arg(item, what);
            s.insert(s.end(), named.begin(), named.end());
        } else {
            std::uint64_t v = number_arg(item, what, kMaxInt64);
            if (v == 0) throw usage_error(std::string(what) + " has 0 (a move removes at least one token)");
            s.push_back(v);
        }
    }
    if (s.empty()) throw usage_error(std::string(what) + " " + text + " has no members");
    std::sort(s.begin(), s.end());
    s.erase(std::unique(s.begin(), s.end()), s.end());
    return s;
}

// Writes text to the file named by an option's value (--svg FILE); a file that
// cannot be written is a usage_error naming the option and the system's reason.
inline void write_file(const std::string& path, const std::string& text, const char* option) {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    bool ok = f && std::fwrite(text.data(), 1, text.size(), f) == text.size();
    const int err = errno;
    if (f && std::fclose(f) != 0) ok = false;
    if (!ok) throw usage_error(std::string(option) + " " + path + ": cannot write: " + std::strerror(f ? errno : err));
}

}  // namespace nimkit

#endif
