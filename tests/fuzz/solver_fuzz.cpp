// libFuzzer harness for one solver's whole input-to-output path: its main()
// (NIMKIT_SOLVER_MAIN names the source) runs on the bytes as stdin.
// Invariants: exit status 0 with nothing on stderr, or status 1 with exactly
// one stderr line "<name>: line N: ...", or status 3 (a bound stopped the work,
// nimkit::kExitStopped) with one stderr line; and no sanitizer report.
//
// Arguments: problems/<name>/fuzz-args (NIMKIT_FUZZ_ARGS; optional, read at
//   start-up) holds one argument set per line, words separated by blanks; a
//   line starting with '#' is a comment, a blank line is the set without
//   arguments. The first input byte picks the set (byte % sets). A word "@"
//   stands for the next line of the input: without its '\n', at most 16 bytes
//   (so that an octal code or a subtraction set stays short) and only up to a
//   NUL byte (where the argument ends for the solver anyway). "@N" is the same
//   line as a number mod N + 1 when it is all digits (so "--upto @300" stays
//   <= 300), else as it is. The rest of the input is stdin. Only a set with an
//   "@" word may end in a usage error: status 2 and one line
//   "<name>: ... (try <name> --help)".
// Bounds: tests/fuzz/hooks/<name>.hpp (NIMKIT_FUZZ_HOOK; optional) is included
//   before the solver and defines fuzz_keep(stdin, arguments), the number of
//   bytes of stdin to run, for solvers whose cost grows with the values they
//   read; each hook says what it cuts and why (and what covers the rest).
//   The aim: every harness runs well over 1,000 inputs a second under
//   ASan + UBSan on one core (scripts/fuzz --all prints the rates).

// Small blocks: tokens straddle block boundaries, the 64-byte fast path runs
// in every block, and no 1 MiB buffer is allocated per run.
#define NIMKIT_READ_BLOCK 173
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "nimkit/reader.hpp"  // is_space: the solvers' own whitespace

// The offset of the first whitespace-separated token of `text` at or after
// `from`, and its end; false at the end of the text.
static bool next_token(const std::string& text, std::size_t& from, std::size_t& end) {
    while (from < text.size() && nimkit::is_space(static_cast<unsigned char>(text[from]))) ++from;
    end = from;
    while (end < text.size() && !nimkit::is_space(static_cast<unsigned char>(text[end]))) ++end;
    return from < text.size();
}

// The value of an all-digit token (leading zeros allowed; UINT64_MAX when it
// does not fit); false if it is not a number, which ends a numeric solver's run.
static bool token_value(const std::string& text, std::size_t from, std::size_t end, std::uint64_t& v) {
    v = 0;
    for (std::size_t i = from; i < end; ++i) {
        unsigned d = static_cast<unsigned char>(text[i]) - static_cast<unsigned>('0');
        if (d > 9) return false;
        v = v > (UINT64_MAX - d) / 10 ? UINT64_MAX : v * 10 + d;
    }
    return true;
}

// For hooks: where the first number in (above, upto] stands, or text.size()
// (also when a token that is not a number comes first: the run ends there).
static std::size_t cut_before_number_in(const std::string& text, std::uint64_t above, std::uint64_t upto) {
    std::uint64_t v;
    for (std::size_t at = 0, end; next_token(text, at, end); at = end) {
        if (!token_value(text, at, end, v)) break;
        if (v > above && v <= upto) return at;
    }
    return text.size();
}

#ifdef NIMKIT_FUZZ_HOOK
#include NIMKIT_FUZZ_HOOK
#else
static std::size_t fuzz_keep(const std::string& text, const std::vector<std::string>&) { return text.size(); }
#endif

#define main nimkit_solver_main
#include NIMKIT_SOLVER_MAIN
#undef main

static std::vector<std::vector<std::string> > arg_sets;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
#ifdef NIMKIT_FUZZ_ARGS
    std::ifstream file(NIMKIT_FUZZ_ARGS);
    if (!file) {
        std::fprintf(stderr, "cannot read %s\n", NIMKIT_FUZZ_ARGS);
        std::exit(2);
    }
    for (std::string line; std::getline(file, line);) {
        if (!line.empty() && line[0] == '#') continue;
        std::vector<std::string> words;
        for (std::size_t at = 0, end; next_token(line, at, end); at = end) words.push_back(line.substr(at, end - at));
        arg_sets.push_back(words);
    }
#endif
    if (arg_sets.empty()) arg_sets.push_back(std::vector<std::string>());
    return 0;
}

// Takes the next line of [data, data + size) (its '\n' too) for an "@" word.
static std::string take_line(const unsigned char*& data, std::size_t& size) {
    const void* nl = std::memchr(data, '\n', size);
    std::size_t len = nl ? static_cast<const unsigned char*>(nl) - data : size;
    std::string line(reinterpret_cast<const char*>(data), len < 16 ? len : 16);
    line.resize(std::strlen(line.c_str()));  // what the solver sees of it: "@N" bounds that
    data += nl ? len + 1 : len;
    size -= nl ? len + 1 : len;
    return line;
}

// "@N": an all-digit line becomes its value mod N + 1, anything else stays.
static std::string bounded(const std::string& line, std::uint64_t n) {
    if (line.empty() || line.find_first_not_of("0123456789") != std::string::npos) return line;
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < line.size(); ++i) v = (v * 10 + static_cast<unsigned>(line[i] - '0')) % (n + 1);
    return std::to_string(v);
}

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::vector<std::string> args;
    bool from_input = false;
    if (arg_sets.size() > 1 || !arg_sets[0].empty()) {
        if (size == 0) return 0;
        const std::vector<std::string>& set = arg_sets[data[0] % arg_sets.size()];
        ++data;
        --size;
        for (std::size_t i = 0; i < set.size(); ++i) {
            if (set[i][0] != '@') {
                args.push_back(set[i]);
                continue;
            }
            from_input = true;
            std::string line = take_line(data, size);
            args.push_back(set[i].size() > 1 ? bounded(line, std::strtoull(set[i].c_str() + 1, 0, 10)) : line);
        }
    }
    std::string bytes(reinterpret_cast<const char*>(data), size);
    bytes.resize(fuzz_keep(bytes, args));
    std::FILE* in = bytes.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&bytes[0], bytes.size(), "rb");
    char* err_text = 0;
    std::size_t err_size = 0;
    std::FILE* saved_in = stdin;
    std::FILE* saved_out = stdout;
    std::FILE* saved_err = stderr;
    stdin = in;
    static std::FILE* devnull = std::fopen("/dev/null", "w");
    stdout = devnull;
    stderr = open_memstream(&err_text, &err_size);
    std::vector<std::vector<char> > arg_text(1, std::vector<char>(7));
    std::strcpy(arg_text[0].data(), "solver");
    for (std::size_t i = 0; i < args.size(); ++i) arg_text.push_back(std::vector<char>(args[i].c_str(), args[i].c_str() + args[i].size() + 1));
    std::vector<char*> argv;
    for (std::size_t i = 0; i < arg_text.size(); ++i) argv.push_back(arg_text[i].data());
    argv.push_back(0);
    int status = nimkit_solver_main(static_cast<int>(arg_text.size()), argv.data());
    std::fclose(stderr);
    std::fclose(in);
    stdin = saved_in;
    stdout = saved_out;
    stderr = saved_err;
    std::string err(err_text, err_size);
    std::free(err_text);
    bool one_line = !err.empty() && err.find('\n') == err.size() - 1;
    // 3: a tool's bound stopped its work (nimkit::kExitStopped: cgt's --max-games, grundy's
    // --seconds ...), said in one line after the answers owed
    bool ok = (status == 0 && err.empty()) || (status == 1 && one_line && err.find(": line ") != std::string::npos) ||
              (status == 2 && one_line && from_input && err.find(" --help)\n") != std::string::npos) ||
              (status == 3 && one_line);
    if (!ok) {
        std::fprintf(stderr, "status %d, stderr %s\n", status, err.c_str());
        std::abort();
    }
    return 0;
}
