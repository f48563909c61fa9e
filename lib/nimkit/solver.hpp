// nimkit/solver.hpp - the harness every solver's main runs in.
//
// run_solver(argc, argv, name, help, flags, body): --help prints `help`; an
//   unknown option is a usage error (exit 2); then body(reader, writer) runs on
//   stdin/stdout. Whatever goes wrong, the answers already owed are written
//   first, then ONE stderr line, then the exit status:
//     "name: line N: what was wrong"      bad input (input_error), status 1
//     "name: ... (try name --help)"       bad command line (usage_error), status 2
//     "name: cannot write output: why"    a failed write (output_error), status 1
// Proved by: tests/hostile_input.py (every solver: bad input, --help, unknown
//   options, /dev/full) and the fuzz harnesses (tests/fuzz/solver_fuzz.cpp).
#ifndef NIMKIT_SOLVER_HPP
#define NIMKIT_SOLVER_HPP

#include <cstdio>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/reader.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

// A bad command line, found after option parsing: exit status 2.
struct usage_error : std::runtime_error {
    explicit usage_error(const std::string& what) : std::runtime_error(what) {}
};

// A boolean command-line switch a solver accepts, e.g. {"--normal", &normal}.
struct Flag {
    const char* name;
    bool* value;
};

// Runs body(reader, writer) with the error conventions every solver shares.
// Positional arguments are refused unless `positional` is given to collect them.
template <class Body>
int run_solver(int argc, char** argv, const char* name, const char* help, std::vector<Flag> flags,
               Body body, std::vector<std::string>* positional = 0) {
    bool show_help = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        bool known = a == "--help" || a == "-h";
        show_help = show_help || known;
        for (std::size_t k = 0; k < flags.size(); ++k)
            if (a == flags[k].name) *flags[k].value = known = true;
        if (!known && positional && (a.empty() || a[0] != '-')) {
            positional->push_back(a);
            known = true;
        }
        if (!known && !show_help) {
            std::fprintf(stderr, "%s: unknown argument \"%s\" (try %s --help)\n", name, a.c_str(), name);
            return 2;
        }
    }
    Writer out;
    int status = 0;
    std::string message;
    try {
        if (show_help) {
            out.put(help);
        } else {
            Reader in;
            try {
                body(in, out);
            } catch (const input_error& e) {
                status = 1;
                message = "line " + std::to_string(e.line) + ": " + e.what();
            } catch (const usage_error& e) {
                status = 2;
                message = std::string(e.what()) + " (try " + name + " --help)";
            } catch (const std::bad_alloc&) {
                status = 1;
                message = "line " + std::to_string(in.line()) + ": out of memory";
            }
        }
        out.flush();  // the answers owed come before the complaint
    } catch (const output_error& e) {
        status = 1;
        message = std::string("cannot write output: ") + e.what();
    }
    if (status) std::fprintf(stderr, "%s: %s\n", name, message.c_str());
    return status;
}

}  // namespace nimkit

#endif
