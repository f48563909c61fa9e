// nimkit/solver.hpp - the harness every solver's main runs in.
//
// run_solver(argc, argv, name, help, flags, body): --help prints `help`,
//   --version the name and nimkit's version; switches and options with a value
//   (Flag) are parsed here; an unknown option, or an option without its value,
//   is a usage error (exit 2); then body(reader, writer) runs on
//   stdin/stdout. Whatever goes wrong, the answers already owed are written
//   first, then ONE stderr line, then the exit status:
//     "name: line N: what was wrong"      bad input (input_error), status 1
//     "name: ... (try name --help)"       bad command line (usage_error), status 2
//     "name: cannot write output: why"    a failed write (output_error), status 1
// Proved by: tests/hostile_input.py (every solver: bad input, --help, unknown
//   options, /dev/full) and the fuzz harnesses (tests/fuzz/solver_fuzz.cpp).
#ifndef NIMKIT_SOLVER_HPP
#define NIMKIT_SOLVER_HPP

#include <cassert>
#include <cstdio>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "nimkit/reader.hpp"
#include "nimkit/version.hpp"
#include "nimkit/writer.hpp"

namespace nimkit {

// A bad command line, found after option parsing: exit status 2.
struct usage_error : std::runtime_error {
    explicit usage_error(const std::string& what) : std::runtime_error(what) {}
};

// A command-line option a solver accepts: a switch, {"--normal", &normal}, set
// to true when given; or an option with a value, {"--upto", &upto}, whose
// values (the next word after each use) are appended in order.
struct Flag {
    const char* name;
    bool* value;
    std::vector<std::string>* values;
    Flag(const char* n, bool* b) : name(n), value(b), values(0) {}
    Flag(const char* n, std::vector<std::string>* v) : name(n), value(0), values(v) {}
};

// Runs body(reader, writer) with the error conventions every solver shares.
// Positional arguments are refused unless `positional` is given to collect them.
template <class Body>
int run_solver(int argc, char** argv, const char* name, const char* help, std::vector<Flag> flags,
               Body body, std::vector<std::string>* positional = 0) {
    assert(name && help && "run_solver: a name and a help text");
    bool show_help = false, show_version = false;
    std::string missing;  // an option given last, without its value
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        bool known = a == "--help" || a == "-h" || a == "--version";
        show_help = show_help || a == "--help" || a == "-h";
        show_version = show_version || a == "--version";
        for (std::size_t k = 0; k < flags.size() && !known; ++k) {
            if (a != flags[k].name) continue;
            known = true;
            if (flags[k].value) {
                *flags[k].value = true;
            } else if (i + 1 < argc) {
                flags[k].values->push_back(argv[++i]);
            } else if (missing.empty()) {
                missing = a;
            }
        }
        if (!known && positional && (a.empty() || a[0] != '-')) {
            positional->push_back(a);
            known = true;
        }
        if (!known && !show_help && !show_version) {
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
        } else if (show_version) {
            out.put(std::string(name) + " (nimkit " NIMKIT_VERSION ")\n");
        } else if (!missing.empty()) {
            status = 2;
            message = missing + " needs a value (try " + name + " --help)";
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
