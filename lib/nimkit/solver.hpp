// nimkit/solver.hpp - the harness every solver's main runs in.
//
// run_solver(argc, argv, name, help, flags, body): --help prints `help`,
//   --version the name and nimkit's version; switches and options with a value
//   (Flag: --opt value or --opt=value, anywhere) are parsed here; an unknown
//   option, an option without its value or a stray word (`name < FILE` is
//   suggested) is a usage error (exit 2); then body(reader, writer) runs on
//   stdin/stdout, its int result (if any) the exit status - kExitStopped (3)
//   for a construction stopped by a bound. The reader is tied to the writer
//   (flushed before each read), so a solver can play against an interactive
//   judge as written. Whatever goes wrong, the answers
//   already owed are written first, then ONE stderr line, then the exit status:
//     "name: line N: what was wrong"      bad input (input_error), status 1
//     "name: [line N: ]where it stopped"  a bound stopped a construction (stopped_error), status 3
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
#include <type_traits>
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

// The exit status of a construction stopped by a bound (--seconds,
// --max-positions, a memory limit): what it proved is printed, and says where it stopped.
// (An enumerator: a bundle that never uses it compiles without an unused-variable warning.)
enum ExitStatus { kExitStopped = 3 };

// A construction stopped by a bound, thrown after what it proved is written:
// the answers owed, then one stderr line "name: what" ("name: line N: what"
// when tied to an input line), exit status kExitStopped.
struct stopped_error : std::runtime_error {
    unsigned long line;  // 0: not tied to an input line
    explicit stopped_error(const std::string& what, unsigned long at = 0) : std::runtime_error(what), line(at) {}
};

// A word that is never taken as an option's value: --name (use --opt=--x for such a value).
inline bool internal_is_long_option(const std::string& a) { return a.size() > 2 && a[0] == '-' && a[1] == '-'; }
// Digits and commas: a piece of a set typed with spaces ("1, 3, 4") or spread by the shell ({1,3,4}).
inline bool internal_is_set_word(const std::string& a) {
    return !a.empty() && a.find_first_not_of("0123456789,") == std::string::npos;
}

// body's result as the exit status: a void body ends with 0.
template <class Body>
int internal_call_body(Body& body, Reader& in, Writer& out, std::true_type) {
    body(in, out);
    return 0;
}
template <class Body>
int internal_call_body(Body& body, Reader& in, Writer& out, std::false_type) {
    return static_cast<int>(body(in, out));
}

// Argument i, not --help nor --version: a switch set, or an option's value
// (or a positional argument) recorded, i past the value when it is the next
// word; what is wrong with it in one line ("": nothing).
inline std::string internal_take_argument(int argc, char** argv, int& i, const std::vector<Flag>& flags,
                                          std::vector<std::string>* positional, const char* name) {
    const std::string a = argv[i];
    const std::size_t eq = internal_is_long_option(a) ? a.find('=') : std::string::npos;
    const std::string key = a.substr(0, eq);
    const Flag* flag = 0;
    for (std::size_t k = 0; k < flags.size() && !flag; ++k)
        if (key == flags[k].name) flag = &flags[k];
    std::string why;
    if (flag && flag->value) {
        if (eq != std::string::npos)
            why = key + " takes no value";
        else
            *flag->value = true;
    } else if (flag) {
        if (eq != std::string::npos && eq + 1 < a.size())
            flag->values->push_back(a.substr(eq + 1));
        else if (eq == std::string::npos && i + 1 < argc && !internal_is_long_option(argv[i + 1]))
            flag->values->push_back(argv[++i]);
        else
            why = key + " needs a value";
    } else if (!a.empty() && a[0] == '-' && a != "-") {
        why = "unknown option \"" + a + "\"";
    } else if (positional) {
        positional->push_back(a);
    } else if (i >= 2 && internal_is_set_word(a) && internal_is_set_word(argv[i - 1]) &&
               internal_is_long_option(argv[i - 2])) {  // --subtract 1, 3, 4 or --subtract {1,3,4} in a shell
        why = "unexpected argument \"" + a + "\" after " + argv[i - 2] + " " + argv[i - 1] +
              ": a value is one word, no spaces in a set (--subtract 1,3,4)";
    } else {
        why = "unexpected argument \"" + a + "\": " + name + " reads stdin (" + name + " < " +
              (a.empty() ? std::string("FILE") : a) + ")";
    }
    return why;
}

// body on stdin and out: its exit status; a bad input, a bound or a bad
// option found late, or no memory: the status and the line `message`.
template <class Body>
int internal_run_body(Body& body, Writer& out, const char* name, std::string& message) {
    Reader in;
    in.tie(&out);  // answers go out before the reader waits: interactive judges need it
    try {
        return internal_call_body(body, in, out, std::is_void<decltype(body(in, out))>());
    } catch (const stopped_error& e) {
        message = (e.line ? "line " + std::to_string(e.line) + ": " : std::string()) + e.what();
        return kExitStopped;
    } catch (const input_error& e) {
        message = "line " + std::to_string(e.line) + ": " + e.what();
        return 1;
    } catch (const usage_error& e) {
        message = std::string(e.what()) + " (try " + name + " --help)";
        return 2;
    } catch (const std::bad_alloc&) {
        message = "line " + std::to_string(in.line()) + ": out of memory";
        return 1;
    }
}

// Runs body(reader, writer) with the error conventions every solver shares.
// Options may come anywhere, as --opt value or --opt=value. Positional
// arguments are refused (with the hint `name < FILE`) unless `positional` is
// given to collect them. body may return an int: the exit status (kExitStopped).
template <class Body>
int run_solver(int argc, char** argv, const char* name, const char* help, std::vector<Flag> flags,
               Body body, std::vector<std::string>* positional = 0) {
    assert(name && help && "run_solver: a name and a help text");
    bool show_help = false, show_version = false;
    std::string fault;  // the first bad argument, said in one line
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--help" || a == "-h") {
            show_help = true;
            continue;
        }
        if (a == "--version") {
            show_version = true;
            continue;
        }
        const std::string why = internal_take_argument(argc, argv, i, flags, positional, name);
        if (!why.empty() && fault.empty()) fault = why;
    }
    if (!fault.empty() && !show_help && !show_version) {
        std::fprintf(stderr, "%s: %s (try %s --help)\n", name, fault.c_str(), name);
        return 2;
    }
    Writer out;
    int status = 0;
    std::string message;
    try {
        if (show_help) {
            out.put(help);
        } else if (show_version) {
            out.put(std::string(name) + " (nimkit " NIMKIT_VERSION ")\n");
        } else {
            status = internal_run_body(body, out, name, message);
        }
        out.flush();  // the answers owed come before the complaint
    } catch (const output_error& e) {
        status = 1;
        message = std::string("cannot write output: ") + e.what();
    }
    if (status && !message.empty()) std::fprintf(stderr, "%s: %s\n", name, message.c_str());
    return status;
}

}  // namespace nimkit

#endif
