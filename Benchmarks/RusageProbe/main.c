// rusage-probe PROGRAM [ARG...]: runs PROGRAM with its input and output on /dev/null and prints
// "SECONDS PEAK_RSS_KIB EXIT_STATUS" for it.
//
// Why a separate C program: a child started by posix_spawn or fork reports in ru_maxrss at least
// the resident size of the process that started it (Linux carries the old address space's high-water
// mark across exec). Started from the benchmark, which holds a 50 MB menu, every child would look
// that big. Started from this ~1 MB program, the number is the child's own.
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: rusage-probe PROGRAM [ARG...]\n");
        return 2;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);

    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid;
    int spawned = posix_spawn(&pid, argv[1], &actions, NULL, argv + 1, environ);
    if (spawned != 0) {
        fprintf(stderr, "rusage-probe: cannot start %s: %s\n", argv[1], strerror(spawned));
        return 127;
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "rusage-probe: wait4: %s\n", strerror(errno));
            return 127;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    int exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
    printf("%.9f %ld %d\n", seconds, usage.ru_maxrss, exitStatus);
    return 0;
}
