// Runs a command and prints its CPU time and peak resident memory on stderr as
// "cpu SECONDS maxrss KIB" (its last line), and exits as the command did (128 +
// the signal number if a signal ended it). A small launcher, so the memory figure is not
// inflated by whoever forks it (Linux counts the pre-exec image too). CPU time
// (user + system) is steadier than wall time on a shared virtual machine.
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
    double cpu = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    std::fprintf(stderr, "cpu %.6f maxrss %ld\n", cpu, usage.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
