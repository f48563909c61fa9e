// The batch runner of the sanitizer build (tests/hostile_input.py --batch): one
// process runs a solver's main (tests/batch/solver_as_function.cpp) on many
// inputs, so that the thousands of cut inputs of tests/hostile_input.py cost one
// process start and one LeakSanitizer scan at exit instead of one each: a block
// leaked by any run is unreachable at exit and reported there.
//
// usage: RUNNER BATCH   BATCH holds records "ARGC\n", ARGC lines of arguments,
// "SIZE\n" and SIZE bytes of stdin. For each, stdout gets
// "STATUS OUTSIZE ERRSIZE\n", the output and the stderr text, and is flushed, so
// that a crash or a hang (SIGALRM after 20 s: "hangs" on stderr, exit 124)
// names its input by the records before it. The solver's stdin is the bytes in
// memory, its stdout and stderr memory streams.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

int nimkit_solver_main(int argc, char** argv);

namespace {

void on_alarm(int) {
    const char text[] = "runner: an input hangs (20 s)\n";
    ssize_t ignored = write(2, text, sizeof text - 1);
    (void)ignored;
    _exit(124);
}

bool read_line(std::FILE* f, std::string& line) {
    line.clear();
    for (int c; (c = std::getc(f)) != EOF;) {
        if (c == '\n') return true;
        line += static_cast<char>(c);
    }
    return !line.empty();
}

bool fail(const char* why) {
    std::fprintf(stderr, "runner: %s\n", why);
    return false;
}

bool run_all(std::FILE* batch, std::FILE* results) {
    std::string line;
    while (read_line(batch, line)) {
        const long argc = std::strtol(line.c_str(), 0, 10);
        if (argc < 0 || argc > 1000) return fail("bad record");
        std::vector<std::string> args(1, "solver");
        for (long i = 0; i < argc; ++i) {
            if (!read_line(batch, line)) return fail("truncated record");
            args.push_back(line);
        }
        if (!read_line(batch, line)) return fail("truncated record");
        std::string input(std::strtoul(line.c_str(), 0, 10), '\0');
        if (!input.empty() && std::fread(&input[0], 1, input.size(), batch) != input.size()) return fail("truncated input");

        std::vector<std::vector<char> > text;
        std::vector<char*> argv;
        for (std::size_t i = 0; i < args.size(); ++i) text.push_back(std::vector<char>(args[i].begin(), args[i].end()));
        for (std::size_t i = 0; i < text.size(); ++i) {
            text[i].push_back('\0');
            argv.push_back(text[i].data());
        }
        argv.push_back(0);

        char *out_text = 0, *err_text = 0;
        std::size_t out_size = 0, err_size = 0;
        std::FILE* saved_in = stdin;
        std::FILE* saved_out = stdout;
        std::FILE* saved_err = stderr;
        stdin = input.empty() ? std::fopen("/dev/null", "rb") : fmemopen(&input[0], input.size(), "rb");
        stdout = open_memstream(&out_text, &out_size);
        stderr = open_memstream(&err_text, &err_size);
        alarm(20);
        const int status = nimkit_solver_main(static_cast<int>(args.size()), argv.data());
        alarm(0);
        std::fclose(stdin);
        std::fclose(stdout);
        std::fclose(stderr);
        stdin = saved_in;
        stdout = saved_out;
        stderr = saved_err;
        std::fprintf(results, "%d %zu %zu\n", status, out_size, err_size);
        std::fwrite(out_text, 1, out_size, results);
        std::fwrite(err_text, 1, err_size, results);
        std::fflush(results);
        std::free(out_text);
        std::free(err_text);
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: runner BATCH\n");
        return 2;
    }
    std::FILE* batch = std::fopen(argv[1], "rb");
    if (!batch) {
        std::fprintf(stderr, "runner: cannot read %s\n", argv[1]);
        return 2;
    }
    std::signal(SIGALRM, on_alarm);
    // The results go to a duplicate of fd 1: the solver's stdout is a memory stream.
    std::FILE* results = fdopen(dup(1), "wb");
    const bool ok = results && run_all(batch, results);
    std::fclose(batch);
    if (results) std::fclose(results);
    return ok ? 0 : 2;
}
