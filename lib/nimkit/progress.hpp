// nimkit/progress.hpp - a progress line on stderr for long work, and only when
// stderr is a terminal: a pipe or a file (a judge, a test) never sees one.
//
// Progress p("grundy");  ...  p.update([&] { return "heap " + std::to_string(h); });
//   Prints "\rgrundy: heap 25, 12 s, 812 MiB" over itself at most twice a
//   second once the work has run `after` seconds (default 2); done() erases
//   the line. update() costs one clock read per call, so call it per heap or
//   per block of work, not per option; the text is built only when shown.
//   phase(text) names a step that reports nothing while it runs (shown at once
//   once the work has run `after` seconds). NIMKIT_PROGRESS_AFTER=S in the
//   environment sets `after` for every line (the tests use 0).
// stdin_notice(name, text): when stdin is a terminal (a program waiting for
//   input that nobody pipes in looks hung), one stderr line "name: text"
//   ("reading positions from stdin ..."); nothing when stdin is a pipe or a file.
// resident_bytes(): the process's resident memory (Linux /proc/self/statm;
//   0 elsewhere), for the line and for memory bounds.
// Proved by: tests/script_manners_test.py (check-samples, a long grundy table
//   and a misere quotient under a pseudo-terminal show the line and erase it;
//   the same runs into a pipe show none and print the same answer; grundy
//   waiting for positions on a terminal says so, and not on a pipe).
#ifndef NIMKIT_PROGRESS_HPP
#define NIMKIT_PROGRESS_HPP

#include <chrono>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>

#if defined(_WIN32)
#include <io.h>
#define NIMKIT_STDERR_IS_TTY() (_isatty(_fileno(stderr)) != 0)
#define NIMKIT_STDIN_IS_TTY() (_isatty(_fileno(stdin)) != 0)
#elif defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define NIMKIT_STDERR_IS_TTY() (isatty(2) != 0)
#define NIMKIT_STDIN_IS_TTY() (isatty(0) != 0)
#else
#define NIMKIT_STDERR_IS_TTY() false
#define NIMKIT_STDIN_IS_TTY() false
#endif

namespace nimkit {

inline void stdin_notice(const char* name, const std::string& text) {
    if (NIMKIT_STDIN_IS_TTY()) std::fprintf(stderr, "%s: %s\n", name, text.c_str());
}

inline std::size_t resident_bytes() {
#if defined(__linux__)
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f) return 0;
    unsigned long size = 0, resident = 0;
    const int got = std::fscanf(f, "%lu %lu", &size, &resident);
    std::fclose(f);
    return got == 2 ? static_cast<std::size_t>(resident) * static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) : 0;
#else
    return 0;
#endif
}

class Progress {
public:
    typedef std::chrono::steady_clock Clock;
    explicit Progress(const char* name, double after = 2.0)
        : name_(name), on_(NIMKIT_STDERR_IS_TTY()), shown_(false), after_(to_duration(delay(after))), start_(Clock::now()),
          next_(start_ + after_) {}
    ~Progress() { done(); }

    bool enabled() const { return on_; }
    double seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

    template <class Text>
    void update(Text text) {
        if (!on_) return;
        const Clock::time_point now = Clock::now();
        if (now < next_) return;
        next_ = now + to_duration(0.5);
        char tail[64];
        std::snprintf(tail, sizeof tail, ", %.0f s, %.0f MiB", seconds(), static_cast<double>(resident_bytes()) / 1048576.0);
        const std::string line = name_ + ": " + std::string(text()) + tail;
        std::fprintf(stderr, "\r%s\033[K", line.c_str());
        std::fflush(stderr);
        shown_ = true;
    }

    // The start of a step that reports nothing while it runs: shown at once if
    // the work has already run `after` seconds (so a long step is named).
    void phase(const std::string& text) {
        if (!on_ || Clock::now() - start_ < after_) return;
        next_ = Clock::now();
        update([&] { return text; });
    }

    // Erases the line (the terminal's cursor back at the start of an empty line).
    void done() {
        if (!shown_) return;
        std::fprintf(stderr, "\r\033[K");
        std::fflush(stderr);
        shown_ = false;
    }

private:
    // NIMKIT_PROGRESS_AFTER=S in the environment replaces `after` (tests see the line on short runs).
    static double delay(double after) {
        const char* env = std::getenv("NIMKIT_PROGRESS_AFTER");
        return env && *env ? std::atof(env) : after;
    }
    static Clock::duration to_duration(double s) {
        return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
    }
    std::string name_;
    bool on_, shown_;
    Clock::duration after_;
    Clock::time_point start_, next_;
};

}  // namespace nimkit

#endif
