// libFuzzer harness for the reader: the numbers and the error it gives for any
// bytes, read in blocks of 1..16 bytes, must equal a plain reference parse.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "nimkit/io.hpp"

// Reference: split on whitespace; a token must be all digits and at most max.
static std::string reference(const std::string& text, std::uint64_t max, std::vector<std::uint64_t>& out) {
    std::size_t i = 0;
    unsigned long line = 1;
    for (;;) {
        while (i < text.size() && nimkit::is_space(static_cast<unsigned char>(text[i]))) line += text[i++] == '\n';
        if (i == text.size()) return "ok";
        std::size_t j = i;
        while (j < text.size() && !nimkit::is_space(static_cast<unsigned char>(text[j]))) ++j;
        std::string tok = text.substr(i, j - i);
        std::size_t nz = tok.find_first_not_of('0');
        std::string digits = nz == std::string::npos ? "0" : tok.substr(nz);
        if (tok.find_first_not_of("0123456789") != std::string::npos || digits.size() > 19 ||
            std::strtoull(digits.c_str(), 0, 10) > max)
            return "error at line " + std::to_string(line);
        out.push_back(std::strtoull(digits.c_str(), 0, 10));
        i = j;
    }
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    std::size_t block = 1 + data[0] % 16;
    std::uint64_t max = data[0] & 0x80 ? 1000 : nimkit::kMaxInt64;
    std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::vector<std::uint64_t> want, got;
    std::string expected = reference(text, max, want), result = "ok";
    std::FILE* f = text.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&text[0], text.size(), "rb");
    {
        nimkit::Reader in(f, block);
        try {
            while (!in.at_eof()) got.push_back(in.read_uint("a number", max));
        } catch (const nimkit::input_error& e) {
            result = "error at line " + std::to_string(e.line);
        }
    }
    std::fclose(f);
    if (result != expected || got != want) {
        std::fprintf(stderr, "reader: %s, reference: %s\n", result.c_str(), expected.c_str());
        std::abort();
    }
    // read_line must agree with a plain split on '\n' (one trailing '\r' dropped).
    nimkit::Reader lines(text);
    std::string line;
    std::size_t start = 0, count = 0;
    while (lines.read_line(line)) {
        std::size_t nl = text.find('\n', start);
        std::string plain = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        if (!plain.empty() && plain[plain.size() - 1] == '\r') plain.erase(plain.size() - 1);
        if (plain != line) std::abort();
        start = nl == std::string::npos ? text.size() : nl + 1;
        ++count;
    }
    if (start != text.size()) std::abort();
    return 0;
}
