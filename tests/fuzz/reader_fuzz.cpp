// libFuzzer harness for the reader: the numbers and the error it gives for any
// bytes must equal plain_tokens (tests/plain_tokens.hpp). The first byte picks the block
// (1..16 bytes, or 64..184 so the 64-byte fast path runs), the maximum, and
// whether numbers are taken one at a time or by read_uints in chunks of 1..40.
#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/reader.hpp"
#include "../plain_tokens.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0) return 0;
    std::size_t block = data[0] & 0x40 ? 64 + 8 * (data[0] % 16) : 1 + data[0] % 16;
    std::uint64_t max = data[0] & 0x80 ? 1000 : nimkit::kMaxInt64;
    bool chunks = data[0] & 0x20;
    std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    std::vector<std::uint64_t> want, got;
    std::vector<unsigned long> want_lines;
    // A byte-order mark at the start is skipped by any reader whose first block holds it.
    const bool bom = text.compare(0, 3, "\xEF\xBB\xBF") == 0;
    const std::string body = bom ? text.substr(3) : text;
    std::string expected = plain_tokens(block >= 3 ? body : text, max, want, want_lines), result = "ok";
    std::FILE* f = text.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&text[0], text.size(), "rb");
    {
        nimkit::Reader in(f, block);
        try {
            if (!chunks) {
                while (!in.at_eof()) got.push_back(in.read_uint("a number", max));
            } else {  // exactly the good numbers in chunks, then one more that must fail
                for (std::size_t chunk = 1; got.size() < want.size(); chunk = chunk % 40 + 1) {
                    std::size_t ask = std::min(chunk, want.size() - got.size()), had = got.size();
                    in.read_uints(ask, "a number", max, [&got](std::uint64_t v) { got.push_back(v); });
                    if (got.size() != had + ask) std::abort();
                }
                if (expected == "ok") {
                    if (!in.at_eof()) std::abort();
                } else {
                    in.read_uints(1, "a number", max, [](std::uint64_t) { std::abort(); });
                }
            }
        } catch (const nimkit::input_error& e) {
            result = "line " + std::to_string(e.line);
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
    std::vector<std::uint64_t> rows, fast;
    while (lines.read_line(line)) {
        std::size_t nl = body.find('\n', start);
        std::string plain = body.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        if (!plain.empty() && plain[plain.size() - 1] == '\r') plain.erase(plain.size() - 1);
        if (plain != line) std::abort();
        // A row list: the one-pass path, when it takes the line, agrees with the general one.
        std::size_t b = line.find_first_not_of(" \t"), e = line.find_last_not_of(" \t");
        if (b != std::string::npos && nimkit::parse_row_list_fast(line.data() + b, line.data() + e + 1, max, fast)) {
            nimkit::parse_row_list_general(line.data() + b, line.data() + e + 1, "a row", max, 1, rows);
            if (rows != fast) std::abort();
        }
        start = nl == std::string::npos ? body.size() : nl + 1;
        ++count;
    }
    if (start != body.size()) std::abort();
    return 0;
}
