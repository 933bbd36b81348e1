// first_touch: what touching fresh anonymous memory costs on this host, in small and in huge pages.
//
//     cc -O2 -o /tmp/first_touch scripts/first_touch.c
//     for i in 1 2 3; do sleep 3; taskset -c 1 /tmp/first_touch 64 huge; sleep 3; taskset -c 1 /tmp/first_touch 64 small; done
//
// Maps SIZE MiB on a 2 MiB boundary, advises it MADV_HUGEPAGE ("huge") or MADV_NOHUGEPAGE
// ("small"), writes one byte per 4 KiB page and prints the time, then the time of a memset over
// the same, now present, memory. Run back to back (warm) and after a few idle seconds (cold): on
// a VM that reports free memory to its hypervisor the two differ (BENCHMARKS.md, "Known to be slow, and why").
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

static double milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    if (argc != 3 || (strcmp(argv[2], "huge") != 0 && strcmp(argv[2], "small") != 0)) {
        fprintf(stderr, "usage: first_touch SIZE_MIB huge|small\n");
        return 2;
    }
    size_t size = (size_t)atoi(argv[1]) << 20;
    size_t huge = (size_t)2 << 20;
    int wantsHuge = strcmp(argv[2], "huge") == 0;
    char *mapping = mmap(NULL, size + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (size == 0 || mapping == MAP_FAILED) {
        fprintf(stderr, "first_touch: cannot map %s MiB\n", argv[1]);
        return 1;
    }
    char *start = (char *)(((size_t)mapping + huge - 1) & ~(huge - 1));
    madvise(start, size, wantsHuge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
    double begin = milliseconds();
    for (size_t offset = 0; offset < size; offset += 4096) start[offset] = 1;
    double touched = milliseconds();
    memset(start, 2, size);
    double written = milliseconds();
    printf("%s pages, %zu MiB: first touch %.1f ms (%.2f ms a MiB), memset afterwards %.1f ms\n",
           wantsHuge ? "huge" : "small", size >> 20, touched - begin, (touched - begin) / (double)(size >> 20), written - touched);
    return 0;
}
