// libFuzzer harness for the reader as an interactive solver uses it (the
// solver side of scripts/interact, which is Python): input that arrives in
// pieces, each read(2) of the descriptor returning one piece, with the reader
// tied to a writer. The bytes after the first go through an AF_UNIX
// SOCK_SEQPACKET socket pair, one message a piece, so every read returns
// exactly the piece the fuzzer cut (1 to 16 bytes, or 1 to 200, by the first
// byte's bits; at most 128 pieces). The reader takes numbers one at a time
// (read_uint, at most 1000 or 2^63 - 1), or lines (read_line), and before each
// it writes one byte to its tied writer (flushed before every read), as a
// solver prints its move before it reads the reply.
// Invariants: the numbers and the error line equal tests/plain_tokens.hpp's
// (a byte-order mark is skipped when the first piece holds it), the lines a
// plain split on '\n' (one '\r' dropped). No sanitizer report.
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "nimkit/reader.hpp"
#include "nimkit/writer.hpp"
#include "../plain_tokens.hpp"

static const std::size_t kMostPieces = 128;

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    if (size == 0 || size > 8192) return 0;
    const unsigned mode = data[0] % 3;  // 0, 1: read_uint, 2: read_line
    const std::size_t widest = data[0] & 0x80 ? 200 : 16;
    const std::uint64_t max = data[0] & 0x40 ? 1000 : nimkit::kMaxInt64;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);

    int fds[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET, 0, fds) != 0) std::abort();
    int room = 1 << 20;
    setsockopt(fds[1], SOL_SOCKET, SO_SNDBUF, &room, sizeof room);
    // The pieces: lengths from a small generator seeded by the first byte, at
    // least text/kMostPieces so that the socket's buffer holds them all.
    std::size_t first_piece = 0, least = (text.size() + kMostPieces - 1) / kMostPieces;
    std::uint32_t seed = data[0] * 2654435761u + 1;
    for (std::size_t at = 0; at < text.size();) {
        seed = seed * 1103515245u + 12345u;
        std::size_t len = 1 + (seed >> 16) % widest;
        if (len < least) len = least;
        if (len > text.size() - at) len = text.size() - at;
        if (at == 0) first_piece = len;
        if (send(fds[1], text.data() + at, len, MSG_DONTWAIT) != static_cast<ssize_t>(len)) std::abort();
        at += len;
    }
    shutdown(fds[1], SHUT_WR);
    std::FILE* in_file = fdopen(fds[0], "rb");
    char* sent = 0;
    std::size_t sent_size = 0;
    std::FILE* out_file = open_memstream(&sent, &sent_size);

    const bool bom = first_piece >= 3 && text.compare(0, 3, "\xEF\xBB\xBF") == 0;
    const std::string body = bom ? text.substr(3) : text;
    {
        nimkit::Writer out(out_file);
        nimkit::Reader in(in_file, 4096);  // a piece is at most 200 bytes: never cut by the block
        in.tie(&out);
        if (mode < 2) {
            std::vector<std::uint64_t> want, got;
            std::vector<unsigned long> want_lines;
            const std::string expected = plain_tokens(body, max, want, want_lines);
            std::string result = "ok";
            try {
                for (;;) {
                    out.put('m');
                    if (in.at_eof()) break;
                    got.push_back(in.read_uint("a number", max));
                }
            } catch (const nimkit::input_error& e) {
                result = "line " + std::to_string(e.line);
            }
            if (result != expected || got != want) {
                std::fprintf(stderr, "reader: %s, reference: %s\n", result.c_str(), expected.c_str());
                std::abort();
            }
        } else {
            std::string line;
            std::size_t start = 0;
            for (;;) {
                out.put('m');
                if (!in.read_line(line)) break;
                std::size_t nl = body.find('\n', start);
                std::string plain = body.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
                if (!plain.empty() && plain[plain.size() - 1] == '\r') plain.erase(plain.size() - 1);
                if (plain != line) std::abort();
                start = nl == std::string::npos ? body.size() : nl + 1;
            }
            if (start != body.size()) std::abort();
        }
    }
    std::fclose(out_file);
    std::free(sent);
    std::fclose(in_file);
    close(fds[1]);
    return 0;
}
