// libFuzzer harness for one solver's whole input-to-output path: its main() runs
// on the bytes as stdin (NIMKIT_SOLVER_MAIN names the source; NIMKIT_FUZZ_FLAG,
// if defined, is passed when the first byte is odd). Invariants: exit status 0
// with nothing on stderr, or status 1 with exactly one stderr line
// "<name>: line N: ..."; and no sanitizer report.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

// Small blocks: tokens straddle block boundaries, the 64-byte fast path runs
// in every block, and no 1 MiB buffer is allocated per run.
#define NIMKIT_READ_BLOCK 173
#define main nimkit_solver_main
#include NIMKIT_SOLVER_MAIN
#undef main

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    const char* flag = 0;
#ifdef NIMKIT_FUZZ_FLAG
    if (size > 0) {
        if (data[0] & 1) flag = NIMKIT_FUZZ_FLAG;
        ++data;
        --size;
    }
#endif
    std::string bytes(reinterpret_cast<const char*>(data), size);
    std::FILE* in = size ? fmemopen(&bytes[0], size, "rb") : std::fopen("/dev/null", "rb");
    char* err_text = 0;
    std::size_t err_size = 0;
    std::FILE* saved_in = stdin;
    std::FILE* saved_out = stdout;
    std::FILE* saved_err = stderr;
    stdin = in;
    static std::FILE* devnull = std::fopen("/dev/null", "w");
    stdout = devnull;
    stderr = open_memstream(&err_text, &err_size);
    char name[] = "solver";
    char flag_buf[32] = {0};
    char* argv[3] = {name, 0, 0};
    int argc = 1;
    if (flag) {
        std::strncpy(flag_buf, flag, sizeof flag_buf - 1);
        argv[argc++] = flag_buf;
    }
    int status = nimkit_solver_main(argc, argv);
    std::fclose(stderr);
    std::fclose(in);
    stdin = saved_in;
    stdout = saved_out;
    stderr = saved_err;
    std::string err(err_text, err_size);
    std::free(err_text);
    bool one_line = !err.empty() && err.find('\n') == err.size() - 1 && err.find(": line ") != std::string::npos;
    if (!((status == 0 && err.empty()) || (status == 1 && one_line))) {
        std::fprintf(stderr, "status %d, stderr %s\n", status, err.c_str());
        std::abort();
    }
    return 0;
}
