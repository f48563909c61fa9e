// The shared reader: what it accepts, and the line and words of every refusal.
#include <doctest/doctest.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "nimkit/board_input.hpp"
#include "nimkit/cases.hpp"
#include "nimkit/reader.hpp"
#include "nimkit/writer.hpp"
#include "plain_tokens.hpp"

using nimkit::Reader;

// Reads every token as an integer; returns them, or the error as "line N: message".
static std::string read_all(const std::string& text, std::vector<std::uint64_t>* values = 0) {
    Reader in(text);
    try {
        while (!in.at_eof()) {
            std::uint64_t v = in.read_uint("a number");
            if (values) values->push_back(v);
        }
    } catch (const nimkit::input_error& e) {
        return "line " + std::to_string(e.line) + ": " + e.what();
    }
    return "ok";
}

TEST_CASE("reader: any whitespace separates, CRLF and no final newline are fine") {
    std::vector<std::uint64_t> v;
    CHECK(read_all("1 2\t3\r\n4\n\n\n5\v6\f7", &v) == "ok");
    CHECK(v == std::vector<std::uint64_t>{1, 2, 3, 4, 5, 6, 7});
    v.clear();
    CHECK(read_all("", &v) == "ok");
    CHECK(read_all(" \r\n\t ", &v) == "ok");
    CHECK(v.empty());
    CHECK(read_all("0007 0", &v) == "ok");
    CHECK(v == std::vector<std::uint64_t>{7, 0});
}

TEST_CASE("reader: 2^63-1 is the largest size, 2^63 and 2^64 do not fit") {
    std::vector<std::uint64_t> v;
    CHECK(read_all("9223372036854775807", &v) == "ok");
    CHECK(v == std::vector<std::uint64_t>{9223372036854775807ULL});
    CHECK(read_all("1\n9223372036854775808") ==
          "line 2: a number \"9223372036854775808\" is too large (at most 9223372036854775807)");
    CHECK(read_all("18446744073709551616") ==
          "line 1: a number \"18446744073709551616\" is too large (at most 9223372036854775807)");
    CHECK(read_all("99999999999999999999999999") ==
          "line 1: a number \"99999999999999999999999999\" is too large (at most 9223372036854775807)");
    // Leading zeros do not count against the width.
    CHECK(read_all("0000000000000000000000009223372036854775807", &v) == "ok");
}

TEST_CASE("reader: a caller's maximum is enforced") {
    Reader in(std::string("10 11"));
    CHECK(in.read_uint("a size", 10) == 10);
    CHECK_THROWS_WITH(in.read_uint("a size", 10), "a size \"11\" is too large (at most 10)");
}

TEST_CASE("reader: non-numbers, signs, decimals, exponents and control bytes are refused with their line") {
    CHECK(read_all("1 2\n3 x\n") == "line 2: expected a number, got \"x\"");
    CHECK(read_all("\n\n-5") == "line 3: expected a number, got negative number \"-5\"");
    CHECK(read_all("+5") == "line 1: expected a number, got \"+5\"");
    CHECK(read_all("1.5") == "line 1: expected a number, got \"1.5\"");
    CHECK(read_all("1e9") == "line 1: expected a number, got \"1e9\"");
    CHECK(read_all("12abc") == "line 1: expected a number, got \"12abc\"");
    CHECK(read_all(std::string("1\n2\0003", 5)) == "line 2: expected a number, got \"2\\x003\"");
    CHECK(read_all(std::string("\0", 1)) == "line 1: expected a number, got \"\\x00\"");
    CHECK(read_all("\x1b[0m") == "line 1: expected a number, got \"\\x1b[0m\"");
}

TEST_CASE("reader: a very long token is cut in the message") {
    std::string digits(1000000, '7');
    std::string msg = read_all(digits);
    CHECK(msg.find("line 1: a number \"7777") == 0);
    CHECK(msg.find("...\" (1000000 characters) is too large") != std::string::npos);
}

TEST_CASE("reader: end of input where a number is owed names the last line with a token") {
    Reader in(std::string("3\n1 2\n\n\n"));
    CHECK(in.read_uint("a count") == 3);
    in.read_uint("a size");
    in.read_uint("a size");
    try {
        in.read_uint("a size");
        FAIL("no error at end of input");
    } catch (const nimkit::input_error& e) {
        CHECK(e.line == 2);
        CHECK(std::string(e.what()) == "expected a size, got end of input");
    }
}

TEST_CASE("reader: read_line strips LF and CRLF and keeps a last line without newline") {
    Reader in(std::string("ab\r\n\ncd"));
    std::string s;
    REQUIRE(in.read_line(s));
    CHECK(s == "ab");
    REQUIRE(in.read_line(s));
    CHECK(s == "");
    REQUIRE(in.read_line(s));
    CHECK(s == "cd");
    CHECK(in.line() == 3);
    CHECK_FALSE(in.read_line(s));
}

// The same text through a file read in blocks of `block` bytes.
static std::string read_file(const std::string& text, std::size_t block, std::vector<std::uint64_t>* values) {
    std::FILE* f = std::tmpfile();
    std::fwrite(text.data(), 1, text.size(), f);
    std::rewind(f);
    Reader in(f, block);
    std::string result = "ok";
    try {
        while (!in.at_eof()) values->push_back(in.read_uint("a number"));
    } catch (const nimkit::input_error& e) {
        result = "line " + std::to_string(e.line) + ": " + e.what();
    }
    std::fclose(f);
    return result;
}

TEST_CASE("reader: blocks of 1 to 24 bytes give the same numbers, errors and lines as one block") {
    const char* texts[] = {"12 345\r\n6789 0000000000000000000000042\n\n9223372036854775807 5",
                           "1 2 3\n\n  18446744073709551616 4", "77\n88\n-99\n", "5 6 7x 8", "1\n2\n3\n"};
    for (const char* t : texts)
        for (std::size_t block = 1; block <= 24; ++block) {
            std::vector<std::uint64_t> whole, blocks;
            CHECK(read_file(t, block, &blocks) == read_all(t, &whole));
            CHECK(blocks == whole);
        }
}

TEST_CASE("reader: numbers of every width 1..20, at every offset and before every separator, read exactly, one at "
          "a time and 64 bytes at a time (max 2^64-1)") {
    std::uint64_t seed = 88172645463325252ULL;
    for (int width = 1; width <= 20; ++width)
        for (int trial = 0; trial < 80; ++trial) {
            seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
            std::string digits = std::to_string(seed % 10000000000000000000ULL);
            digits = (digits + digits).substr(0, static_cast<std::size_t>(width));
            if (trial % 5 == 0) digits[0] = '0';  // leading zeros too
            if (width == 20 && trial % 5 != 0) digits[0] = '1';  // 20 digits: mostly below 2^64
            std::vector<std::uint64_t> want, got, one;
            std::vector<unsigned long> lines;
            // Small numbers first, so the long one lands at every offset of a 64-byte window.
            std::string text = std::string(static_cast<std::size_t>(trial % 9), ' ');
            for (int k = 0; k < trial % 37; ++k) text += "9 ";
            text += digits + " \t\n\r"[trial % 4] + "7 " + std::string(70, ' ') + "5";
            const std::string expected = plain_tokens(text, nimkit::kMaxUint64, want, lines);
            Reader bulk(text), scalar(text);
            std::string result = "ok";
            try {
                bulk.read_uints(want.size() + (expected == "ok" ? 0 : 1), "a number", nimkit::kMaxUint64,
                                [&got](std::uint64_t v) { got.push_back(v); });
            } catch (const nimkit::input_error& e) {
                result = "line " + std::to_string(e.line);
            }
            try {
                while (!scalar.at_eof()) one.push_back(scalar.read_uint("a number", nimkit::kMaxUint64));
            } catch (const nimkit::input_error&) {
            }
            INFO(text);
            CHECK(result == expected);
            CHECK(got == want);
            CHECK(one == want);
        }
}

TEST_CASE("writer: put_uint prints 0, 2^64-1, every power of ten with its neighbours, and 20 random numbers of "
          "every bit length as std::to_string does") {
    std::vector<std::uint64_t> values = {0, 18446744073709551615ULL};
    for (std::uint64_t t = 1;; t *= 10) {
        values.push_back(t - 1);
        values.push_back(t);
        values.push_back(t + 1);
        if (t == 10000000000000000000ULL) break;
    }
    std::uint64_t seed = 0x2545f4914f6cdd1dULL;
    for (int bits = 1; bits <= 64; ++bits)
        for (int k = 0; k < 20; ++k) {
            seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
            values.push_back(bits == 64 ? seed | 1ULL << 63 : (seed & ((1ULL << bits) - 1)) | 1ULL << (bits - 1));
        }
    std::FILE* f = std::tmpfile();
    {
        nimkit::Writer out(f);
        for (std::uint64_t v : values) {
            out.put_uint(v);
            out.put('\n');
        }
    }
    std::rewind(f);
    std::string expected, got;
    for (std::uint64_t v : values) expected += std::to_string(v) + "\n";
    char buf[4096];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) got.append(buf, n);
    std::fclose(f);
    CHECK(got == expected);
}

// Random judge-like text: numbers of 1..22 characters (leading zeros too),
// around max, separated by runs of blanks, tabs, LF, CRLF; sometimes one bad token.
static std::string random_text(std::uint64_t& seed, std::uint64_t max) {
    auto next = [&seed](std::uint64_t n) {
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        return seed % n;
    };
    static const char* const seps[] = {" ", " ", " ", " ", "\n", "\r\n", "\t", "  ", " \n\n", "\v", "\f"};
    static const char* const bad[] = {"x", "-5", "1.5", "12a", "+3", "\x80", "1e9"};
    std::string text;
    std::size_t tokens = next(120);
    for (std::size_t t = 0; t < tokens; ++t) {
        if (next(400) == 0) {
            text += bad[next(7)];
        } else if (next(6) == 0) {
            std::uint64_t k = next(5);  // max-2 .. max+2; above 2^64-1 written out by hand
            if (max == nimkit::kMaxUint64 && k > 2)
                text += k == 3 ? "18446744073709551616" : "18446744073709551617";
            else
                text += std::to_string(max - std::min<std::uint64_t>(max, 2) + k);
        } else {
            std::size_t width = 1 + next(22);
            for (std::size_t k = 0; k < width; ++k) text += static_cast<char>('0' + (k == 0 && next(3) ? 0 : next(10)));
        }
        text += seps[next(11)];
    }
    if (next(4) == 0 && !text.empty()) text.erase(text.size() - 1);  // no final separator
    if (next(50) == 0) text += std::string(1, '\0');
    return text;
}

TEST_CASE("reader: read_uints gives the numbers, error lines and messages of one read_uint per number "
          "(oracle: plain_tokens, 3600 random texts, blocks 1..200 and 1 MiB, counts 1..80)") {
    std::uint64_t seed = 0x9e3779b97f4a7c15ULL;
    const std::uint64_t maxes[] = {nimkit::kMaxInt64, 1000, 99999999, 9999999999999999ULL, 10000000000000000ULL,
                                   nimkit::kMaxUint64};
    const std::size_t blocks[] = {1, 7, 63, 64, 65, 100, 200, 1 << 20};
    for (int trial = 0; trial < 3600; ++trial) {
        std::uint64_t max = maxes[trial % 6];
        std::string text = random_text(seed, max);
        std::vector<std::uint64_t> want;
        std::vector<unsigned long> lines;
        std::string expected = plain_tokens(text, max, want, lines);
        std::size_t block = blocks[(trial / 6) % 8];
        std::FILE* f = std::tmpfile();
        std::fwrite(text.data(), 1, text.size(), f);
        std::rewind(f);
        Reader in(f, block);
        std::vector<std::uint64_t> got;
        std::string result = "ok", message;
        bool chunks_read = false;
        std::size_t count = 1 + static_cast<std::size_t>(seed % 80);
        try {
            // Exactly the good numbers, in chunks; then one more, which must fail.
            for (std::size_t done = 0; done < want.size(); done += count, count = 1 + (count * 7) % 80) {
                std::size_t ask = std::min(count, want.size() - done);
                in.read_uints(ask, "a number", max, [&got](std::uint64_t v) { got.push_back(v); });
                REQUIRE(got.size() == done + ask);  // no more, no fewer
            }
            chunks_read = true;
            CHECK(in.last_line() == (lines.empty() ? 1 : lines.back()));
            in.read_uints(1 + count % 3, "a number", max, [&got](std::uint64_t v) { got.push_back(v); });
            result = "no error";
        } catch (const nimkit::input_error& e) {
            result = "line " + std::to_string(e.line);
            message = e.what();
        }
        std::fclose(f);
        INFO("trial " << trial << ", block " << block << ", text \"" << text << "\"");
        CHECK(got == want);
        CHECK(chunks_read);  // the good numbers were read without an error
        if (expected == "ok") {  // asking past the last number: end of input, blamed on the last number's line
            CHECK(result == "line " + std::to_string(lines.empty() ? 1 : lines.back()));
            CHECK(message == "expected a number, got end of input");
        } else {
            CHECK(result == expected);
            std::vector<std::uint64_t> scalar;  // the one-number-at-a-time reader words it the same
            Reader one(text);
            try {
                while (!one.at_eof()) scalar.push_back(one.read_uint("a number", max));
            } catch (const nimkit::input_error& e) {
                CHECK(message == e.what());
            }
        }
    }
}

TEST_CASE("reader: with max = 2^64-1 every 64-bit number is read, 2^64 and 20 nines are not") {
    Reader in(std::string("18446744073709551615 018446744073709551614 9223372036854775808 "
                          "18446744073709551616 99999999999999999999"));
    CHECK(in.read_uint("a number", nimkit::kMaxUint64) == 18446744073709551615ULL);
    CHECK(in.read_uint("a number", nimkit::kMaxUint64) == 18446744073709551614ULL);
    CHECK(in.read_uint("a number", nimkit::kMaxUint64) == 9223372036854775808ULL);
    CHECK_THROWS_WITH(in.read_uint("a number", nimkit::kMaxUint64),
                      "a number \"18446744073709551616\" is too large (at most 18446744073709551615)");
    CHECK_THROWS_WITH(in.read_uint("a number", nimkit::kMaxUint64),
                      "a number \"99999999999999999999\" is too large (at most 18446744073709551615)");
}

TEST_CASE("reader: read_token returns words whole across blocks, and names what is owed at the end") {
    std::string text = "..X.X\r\n  IXXI\n\n" + std::string(3000, 'I') + "\n";
    for (std::size_t block : {1, 2, 7, 64, 1 << 20}) {
        std::FILE* f = std::tmpfile();
        std::fwrite(text.data(), 1, text.size(), f);
        std::rewind(f);
        Reader in(f, block);
        std::string w;
        in.read_token(w, "a board");
        CHECK(w == "..X.X");
        in.read_token(w, "a board");
        CHECK(w == "IXXI");
        CHECK(in.last_line() == 2);
        in.read_token(w, "a board");
        CHECK(w == std::string(3000, 'I'));
        CHECK(in.last_line() == 4);
        CHECK_THROWS_WITH(in.read_token(w, "a board"), "expected a board, got end of input");
        std::fclose(f);
    }
}

TEST_CASE("read_case_count: T, or 0 on an empty input") {
    Reader empty(std::string(" \n"));
    CHECK(nimkit::read_case_count(empty) == 0);
    Reader three(std::string("3\n1 2"));
    CHECK(nimkit::read_case_count(three) == 3);
    Reader bad(std::string("x"));
    CHECK_THROWS_WITH(nimkit::read_case_count(bad), "expected the number of cases, got \"x\"");
}

TEST_CASE("writer: a refused write (/dev/full) throws output_error once, with the system's reason") {
    std::FILE* full = std::fopen("/dev/full", "w");
    REQUIRE(full);
    {
        nimkit::Writer out(full);
        out.put("Yes\n");
        CHECK_THROWS_AS(out.flush(), nimkit::output_error);
        out.put("No\n");
        CHECK_NOTHROW(out.flush());  // reported once; the destructor stays quiet too
    }
    std::fclose(full);
    std::FILE* f = std::fopen("/dev/full", "w");
    nimkit::Writer big(f);
    bool thrown = false;
    try {
        for (int i = 0; i < 100000; ++i) big.put_uint(123456789);  // more than one buffer: put() flushes
    } catch (const nimkit::output_error& e) {
        thrown = true;
        CHECK(std::string(e.what()) == std::strerror(ENOSPC));
    }
    CHECK(thrown);
    std::fclose(f);
}

// Numbers, tokens and lines of a reader over a temporary file holding `text`,
// read from byte `from` on, with the given block.
static std::string read_tmp(const std::string& text, std::size_t from, std::size_t block) {
    std::FILE* f = std::tmpfile();
    std::fwrite(text.data(), 1, text.size(), f);
    std::fflush(f);
    std::fseek(f, static_cast<long>(from), SEEK_SET);
    std::string result;
    {
        Reader in(f, block);
        try {
            std::string word;
            while (!in.at_eof()) {
                if (result.size() % 3 == 0) {
                    in.read_token(word, "a word");
                    result += "[" + word + "]";
                } else {
                    std::vector<std::uint64_t> v;
                    in.read_uints(1 + result.size() % 4, "a number", nimkit::kMaxUint64,
                                  [&v](std::uint64_t x) { v.push_back(x); });
                    for (std::uint64_t x : v) result += std::to_string(x) + ",";
                }
                result += "@" + std::to_string(in.last_line()) + " ";
            }
        } catch (const nimkit::input_error& e) {
            result += "line " + std::to_string(e.line) + ": " + e.what();
        }
    }
    std::fclose(f);
    return result;
}

TEST_CASE("reader: 1 MiB blocks read words and numbers exactly as blocks of 1..70 bytes do - from any offset of a "
          "file, sizes on and off page boundaries, with or without a final newline, with faults") {
    std::uint64_t seed = 0x5eed;
    auto next = [&seed](std::uint64_t n) {
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        return seed % n;
    };
    std::vector<std::string> texts;
    for (int t = 0; t < 60; ++t) {
        std::string text;
        const std::size_t target = t < 20 ? 4096 * (1 + t % 3) : 1 + next(9000);  // some exactly on a page
        while (text.size() < target) {
            text += std::to_string(next(3) ? next(1000) : seed) + (next(5) ? " " : next(2) ? "\n" : "\r\n");
            if (next(500) == 0) text += "x ";
        }
        text.resize(target);
        if (t % 2) text[text.size() - 1] = '7';  // no final newline: a number up to the last byte
        texts.push_back(text);
    }
    for (std::size_t t = 0; t < texts.size(); ++t) {
        const std::size_t from = t % 4 == 0 ? 0 : next(texts[t].size());
        INFO("text " << t << " from " << from);
        CHECK(read_tmp(texts[t], from, NIMKIT_READ_BLOCK) == read_tmp(texts[t], from, 1 + next(70)));
    }
    CHECK(read_tmp("", 0, NIMKIT_READ_BLOCK).empty());
}

TEST_CASE("reader: a UTF-8 byte-order mark before the first byte is skipped, from a string and from files read in "
          "blocks of 3..24 bytes, and is refused anywhere else") {
    const std::string bom = "\xEF\xBB\xBF";
    std::vector<std::uint64_t> v;
    CHECK(read_all(bom + "12 7\n", &v) == "ok");
    CHECK(v == std::vector<std::uint64_t>{12, 7});
    for (std::size_t block = 3; block <= 24; ++block) {
        std::vector<std::uint64_t> w;
        CHECK(read_file(bom + "1\n2 3\n", block, &w) == "ok");
        CHECK(w == std::vector<std::uint64_t>{1, 2, 3});
    }
    v.clear();
    CHECK(read_all("5\n" + bom + "6\n", &v) == "line 2: expected a number, got \"\\xef\\xbb\\xbf6\"");
    Reader lines(bom + "IXI\n");
    std::string s;
    REQUIRE(lines.read_line(s));
    CHECK(s == "IXI");
}

TEST_CASE("reader: read_uint with a least value refuses a smaller one with the caller's message, on its line") {
    Reader in("3\n\n0 5");
    CHECK(in.read_uint("a take", 1, 10, "too small") == 3);
    try {
        in.read_uint("a take", 1, 10, "the take is 0 (at least 1)");
        FAIL("0 was accepted");
    } catch (const nimkit::input_error& e) {
        CHECK(e.line == 3);
        CHECK(std::string(e.what()) == "the take is 0 (at least 1)");
    }
    CHECK_THROWS_AS(in.read_uint("a take", 1, 4, "x"), nimkit::input_error);  // 5 is above the maximum
}

// The general row-list path alone: tokens cut at blanks and commas, one pair of brackets.
static std::string rows_general(const std::string& text, std::uint64_t max, std::vector<std::uint64_t>& rows) {
    rows.clear();
    std::size_t b = text.find_first_not_of(" \t"), e = text.find_last_not_of(" \t");
    if (b == std::string::npos) return "ok";
    std::string s = text.substr(b, e - b + 1);
    bool open = s[0] == '[', close = s.size() > open && s[s.size() - 1] == ']';
    if (open != close) return "unbalanced";
    s = s.substr(open, s.size() - open - close);
    if (s.find_first_of("[]") != std::string::npos) return "unbalanced";
    std::size_t i = 0;
    while (i < s.size()) {
        std::size_t j = s.find_first_of(", \t", i);
        if (j == std::string::npos) j = s.size();
        if (j > i) {
            try {
                rows.push_back(nimkit::parse_uint(s.substr(i, j - i), "a row", max, 1));
            } catch (const nimkit::input_error& err) {
                return err.what();
            }
        }
        i = j + 1;
    }
    return "ok";
}

TEST_CASE("parse_row_list: the one-pass eight-digit path and the general path agree on 20000 random row lists "
          "(numbers of 0..22 digits, maxima 10^18 and 2^63-1, brackets, commas, blanks, stray bytes)") {
    std::uint64_t seed = 12345;
    auto next = [&seed]() {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return seed >> 33;
    };
    const char* pieces[] = {",", " ", "\t", ", ", "[", "]", "x", "-", "0"};
    int fast_taken = 0;
    for (int t = 0; t < 20000; ++t) {
        const std::uint64_t max = t % 2 ? 1000000000000000000ULL : nimkit::kMaxInt64;
        std::string text = next() % 3 ? "[" : "";
        for (int k = static_cast<int>(next() % 6); k > 0; --k) {
            std::size_t digits = next() % 23;
            for (std::size_t d = 0; d < digits; ++d) text += static_cast<char>('0' + next() % 10);
            text += pieces[next() % (next() % 8 ? 4 : 9)];
        }
        if (!text.empty() && text[0] == '[' && next() % 4) text += "]";
        std::vector<std::uint64_t> general, fast, parsed;
        const std::string want = rows_general(text, max, general);
        std::string got = "ok";
        try {
            nimkit::parse_row_list(text.data(), text.data() + text.size(), "a row", max, 1, parsed);
        } catch (const nimkit::input_error& e) {
            got = std::string(e.what()).find("unbalanced") == 0 ? "unbalanced" : e.what();
        }
        INFO(text);
        CHECK(got == want);
        if (want == "ok") CHECK(parsed == general);
        std::size_t b = text.find_first_not_of(" \t"), e = text.find_last_not_of(" \t");
        if (b != std::string::npos && nimkit::parse_row_list_fast(text.data() + b, text.data() + e + 1, max, fast)) {
            ++fast_taken;
            std::vector<std::uint64_t> twin;
            nimkit::parse_row_list_general(text.data() + b, text.data() + e + 1, "a row", max, 1, twin);
            CHECK(want == "ok");
            CHECK(fast == twin);
            CHECK(fast == general);
        }
    }
    CHECK(fast_taken > 5000);  // the fast path is exercised, not skipped
}

// read_int's oracle: the token's text alone decides - a sign and digits, compared with the
// bounds as decimal strings (no arithmetic that could overflow); the messages as read_uint words them.
static std::string plain_int(const std::string& tok, std::int64_t least, std::int64_t max) {
    const bool minus = !tok.empty() && tok[0] == '-';
    const std::string digits = tok.substr(minus);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
        return "expected a reply, got " + nimkit::quote(tok, tok.size());
    std::size_t nz = digits.find_first_not_of('0');
    const std::string mag = nz == std::string::npos ? "0" : digits.substr(nz);
    const bool negative = minus && mag != "0";
    // -1, 0, 1: the token against a bound, by sign, then length, then text.
    auto compare = [&](std::int64_t bound) {
        const bool bneg = bound < 0;
        std::string b = std::to_string(bound);
        if (bneg) b = b.substr(1);
        if (negative != bneg) return negative ? -1 : 1;
        int c = mag.size() != b.size() ? (mag.size() < b.size() ? -1 : 1) : mag.compare(b) < 0 ? -1 : mag.compare(b) > 0;
        return negative ? -c : c;
    };
    if (compare(least) < 0) return "a reply " + nimkit::quote(tok, tok.size()) + " is too small (at least " + std::to_string(least) + ")";
    if (compare(max) > 0) return "a reply " + nimkit::quote(tok, tok.size()) + " is too large (at most " + std::to_string(max) + ")";
    return (negative ? "-" : "") + mag;
}

TEST_CASE("reader: read_int takes -1 and every integer in [least, max], refuses the rest as the oracle words it, "
          "from a string and from files in blocks of 1..24 bytes (bounds near 0, +-2^63, 18..21 digits)") {
    const std::int64_t lo = -9223372036854775807LL - 1, hi = 9223372036854775807LL;
    const std::int64_t bounds[][2] = {{-1, 2000}, {lo, hi}, {0, 10}, {-5, -3}, {3, 3}, {lo, -1}, {1, hi}, {-1, 0}};
    std::vector<std::string> tokens = {"-1", "0", "-0", "-", "--1", "+1", "1-", "-x", "x", "1.5", "-00001", "0003",
                                       "-9223372036854775808", "-9223372036854775809", "9223372036854775807",
                                       "9223372036854775808", "-99999999999999999999999", "18446744073709551616",
                                       "999999999999999999", "-999999999999999999", "1000000000000000000",
                                       "-1000000000000000000", std::string("-1\0", 3), "2000", "2001", "-6", "-2"};
    for (int v = -8; v <= 12; ++v) tokens.push_back(std::to_string(v));
    for (const auto& b : bounds) {
        std::string text;
        for (const std::string& t : tokens) text += t + (text.size() % 3 ? " " : "\r\n");
        for (std::size_t block : {std::size_t(0), std::size_t(1), std::size_t(2), std::size_t(5), std::size_t(24)}) {
            // One token after another; each failure is reported and the next token read.
            std::FILE* f = 0;
            if (block) {
                f = std::tmpfile();
                std::fwrite(text.data(), 1, text.size(), f);
                std::rewind(f);
            }
            Reader from_file(f ? f : stdin, block ? block : 1), from_text(text);
            Reader& in = block ? from_file : from_text;
            for (const std::string& t : tokens) {
                std::string got;
                try {
                    got = std::to_string(in.read_int("a reply", b[0], b[1]));
                } catch (const nimkit::input_error& e) {
                    got = e.what();
                }
                INFO("token \"" << t << "\" in [" << b[0] << ", " << b[1] << "], block " << block);
                CHECK(got == plain_int(t, b[0], b[1]));
            }
            CHECK(in.at_eof());
            if (f) std::fclose(f);
        }
    }
    Reader end(std::string("3\n\n"));
    CHECK(end.read_int("a reply", -1, 5) == 3);
    CHECK_THROWS_WITH(end.read_int("a reply", -1, 5), "expected a reply, got end of input");
    CHECK(end.last_line() == 1);
}

#if defined(__unix__)
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <poll.h>
#include <thread>
#include <unistd.h>

// Two pipes between this test (the solver's side, a Reader tied to a Writer) and
// a thread playing the judge. The judge waits at most 10 s for each line it is owed,
// so a reader that waits for a full block, or a writer not flushed before the
// reader waits, fails the test (no reply, then end of input) instead of hanging it.
struct PipeJudge {
    int to_solver[2], to_judge[2];
    std::thread judge;
    std::vector<std::string> heard;
    bool timed_out = false;

    // The judge says `first`, then for each line it hears, the next of `replies`.
    PipeJudge(const std::string& first, std::vector<std::string> replies) {
        REQUIRE(pipe(to_solver) == 0);
        REQUIRE(pipe(to_judge) == 0);
        judge = std::thread([this, first, replies]() {
            say(first);
            std::string pending;
            for (const std::string& reply : replies) {
                for (std::size_t nl; (nl = pending.find('\n')) == std::string::npos;) {
                    pollfd p = {to_judge[0], POLLIN, 0};
                    char buf[256];
                    ssize_t n = poll(&p, 1, 10000) == 1 ? read(to_judge[0], buf, sizeof buf) : -1;
                    if (n <= 0) {
                        timed_out = n < 0;
                        close(to_solver[1]);  // the solver now meets the end of its input
                        return;
                    }
                    pending.append(buf, static_cast<std::size_t>(n));
                }
                heard.push_back(pending.substr(0, pending.find('\n')));
                pending.erase(0, pending.find('\n') + 1);
                say(reply);
            }
            close(to_solver[1]);
        });
    }
    void say(const std::string& s) { CHECK(write(to_solver[1], s.data(), s.size()) == static_cast<ssize_t>(s.size())); }
    void finish() {
        judge.join();
        close(to_judge[0]);
    }
};

TEST_CASE("reader: against a judge over pipes, each reply is read as it arrives (no full block awaited) and the "
          "tied writer's move is sent before the reader waits, read_int taking the judge's -1") {
    PipeJudge j("7 2 3\n", {"1 2\n", "-1 -1\n"});
    std::FILE* in_file = fdopen(j.to_solver[0], "r");
    std::FILE* out_file = fdopen(j.to_judge[1], "w");
    std::vector<std::int64_t> got;
    std::string error;
    {
        nimkit::Writer out(out_file);
        Reader in(in_file);  // a 1 MiB block: the reply is a few bytes
        in.tie(&out);
        try {
            for (int k = 0; k < 3; ++k) got.push_back(in.read_int("N, L or R", 1, 2000));
            out.put("First\n");  // no flush here: the tie sends it
            for (int k = 0; k < 2; ++k) got.push_back(in.read_int("a card", -1, 7));
            out.put("3 1\n");
            for (int k = 0; k < 2; ++k) got.push_back(in.read_int("a card", -1, 7));
        } catch (const nimkit::input_error& e) {
            error = e.what();
        }
    }
    std::fclose(out_file);
    j.finish();
    std::fclose(in_file);
    CHECK(error == "");
    CHECK_FALSE(j.timed_out);
    CHECK(got == std::vector<std::int64_t>{7, 2, 3, 1, 2, -1, -1});
    CHECK(j.heard == std::vector<std::string>{"First", "3 1"});
}

TEST_CASE("reader: text arriving over a pipe in random pieces (1..300 bytes, with pauses) reads as plain_tokens "
          "splits it, numbers one at a time and 64 bytes at a time (200 random texts)") {
    std::uint64_t seed = 0xfeedULL;
    for (int trial = 0; trial < 200; ++trial) {
        std::string text = random_text(seed, nimkit::kMaxUint64);
        std::vector<std::uint64_t> want, got;
        std::vector<unsigned long> lines;
        const std::string expected = plain_tokens(text, nimkit::kMaxUint64, want, lines);
        int fds[2];
        REQUIRE(pipe(fds) == 0);
        std::thread sender([&text, fds, trial]() {
            std::uint64_t s = 0x1234567ULL + static_cast<std::uint64_t>(trial);
            for (std::size_t at = 0; at < text.size();) {
                s ^= s << 13, s ^= s >> 7, s ^= s << 17;
                std::size_t piece = std::min<std::size_t>(text.size() - at, 1 + s % 300);
                if (write(fds[1], text.data() + at, piece) != static_cast<ssize_t>(piece)) break;
                at += piece;
                if (s % 4 == 0) std::this_thread::sleep_for(std::chrono::microseconds(50));
            }
            close(fds[1]);
        });
        std::FILE* f = fdopen(fds[0], "r");
        std::string result = "ok";
        {
            Reader in(f);
            try {
                if (trial % 2)
                    while (!in.at_eof()) got.push_back(in.read_uint("a number", nimkit::kMaxUint64));
                else
                    in.read_uints(want.size() + (expected == "ok" ? 0 : 1), "a number", nimkit::kMaxUint64,
                                  [&got](std::uint64_t v) { got.push_back(v); });
            } catch (const nimkit::input_error& e) {
                result = "line " + std::to_string(e.line);
            }
        }
        sender.join();
        std::fclose(f);
        INFO("trial " << trial << ", text \"" << text << "\"");
        CHECK(result == expected);
        CHECK(got == want);
    }
}

TEST_CASE("reader: a FILE without a descriptor (fmemopen) is read a line at a time, with the numbers, errors and "
          "lines of a string reader (blocks 1..24 and 1 MiB)") {
    std::uint64_t seed = 0xabcdefULL;
    for (int trial = 0; trial < 100; ++trial) {
        std::string text = random_text(seed, 1000);
        for (std::size_t block : {std::size_t(1), std::size_t(7), std::size_t(24), std::size_t(1) << 20}) {
            std::vector<std::uint64_t> a, b;
            std::string ra = "ok", rb = "ok";
            std::FILE* f = text.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&text[0], text.size(), "rb");
            {
                Reader mem(f, block), str(text);
                try {
                    while (!mem.at_eof()) a.push_back(mem.read_uint("a number", 1000));
                } catch (const nimkit::input_error& e) {
                    ra = "line " + std::to_string(e.line) + ": " + e.what();
                }
                try {
                    while (!str.at_eof()) b.push_back(str.read_uint("a number", 1000));
                } catch (const nimkit::input_error& e) {
                    rb = "line " + std::to_string(e.line) + ": " + e.what();
                }
            }
            std::fclose(f);
            INFO("trial " << trial << ", block " << block);
            CHECK(ra == rb);
            CHECK(a == b);
        }
    }
}
#endif
