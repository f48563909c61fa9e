// Runs a command and prints its peak resident memory (KiB) on stderr as
// "maxrss KIB". A small launcher, so the figure is not inflated by the memory
// of whoever forks it (Linux counts the pre-exec image too).
#include <cstdio>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char** argv) {
    if (argc < 2) return 2;
    pid_t pid = fork();
    if (pid == 0) {
        execv(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    wait4(pid, &status, 0, &usage);
    std::fprintf(stderr, "maxrss %ld\n", usage.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}
