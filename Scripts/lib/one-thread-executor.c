// A global executor of exactly one thread for Swift test processes, loaded with LD_PRELOAD by
// Scripts/test-one-thread.sh. Under `taskset -c 0` libdispatch's pool is one thread wide, but its Linux stall monitor
// adds a thread when that one is blocked, so a blocking call costs a stall instead of stopping the process. Here every
// job Swift gives the global executor (tasks, and Task.sleep's wake-ups) runs on one thread, in order: a task that
// blocks that thread (a semaphore, waitUntilExit, a blocking read) stops every other task at once, and the phase's
// time limit (Scripts/lib/run-phase.sh) then prints where.
//
// It installs itself only in a process whose executable name ends in ".xctest" (the test bundle), so SwiftPM and the
// programs the tests start keep their own executor. Built with the toolchain's clang:
//   clang -shared -fPIC -O2 one-thread-executor.c -o one-thread-executor.so \
//     -L/opt/swift/usr/lib/swift/linux -lswift_Concurrency -lpthread
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct SwiftJob SwiftJob;
#define SWIFTCALL __attribute__((swiftcall))

typedef SWIFTCALL void (*EnqueueOriginal)(SwiftJob *);
typedef SWIFTCALL void (*DelayOriginal)(unsigned long long, SwiftJob *);
typedef SWIFTCALL void (*DeadlineOriginal)(long long, long long, long long, long long, int, SwiftJob *);

// The Swift runtime's hooks (libswift_Concurrency) and the call that runs a job on the generic executor.
extern SWIFTCALL void (*swift_task_enqueueGlobal_hook)(SwiftJob *, EnqueueOriginal);
extern SWIFTCALL void (*swift_task_enqueueGlobalWithDelay_hook)(unsigned long long, SwiftJob *, DelayOriginal);
extern SWIFTCALL void (*swift_task_enqueueGlobalWithDeadline_hook)(
    long long, long long, long long, long long, int, SwiftJob *, DeadlineOriginal);
extern SWIFTCALL void swift_job_run(SwiftJob *job, void *executorIdentity, uintptr_t executorImplementation);

struct Item {
    SwiftJob *job;
    uint64_t due;  // CLOCK_MONOTONIC nanoseconds; 0 for "now"
    struct Item *next;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wake;
static struct Item *readyHead, *readyTail;  // in order of arrival
static struct Item *timed;                  // by due time

static uint64_t nanoseconds(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
}

static void add(SwiftJob *job, uint64_t due) {
    struct Item *item = malloc(sizeof *item);
    if (!item) abort();
    item->job = job;
    item->due = due;
    item->next = NULL;
    pthread_mutex_lock(&lock);
    if (due == 0) {
        if (readyTail) readyTail->next = item; else readyHead = item;
        readyTail = item;
    } else {
        struct Item **place = &timed;
        while (*place && (*place)->due <= due) place = &(*place)->next;
        item->next = *place;
        *place = item;
    }
    pthread_cond_signal(&wake);
    pthread_mutex_unlock(&lock);
}

static void *worker(void *unused) {
    (void)unused;
    pthread_mutex_lock(&lock);
    for (;;) {
        uint64_t now = nanoseconds(CLOCK_MONOTONIC);
        while (timed && timed->due <= now) {
            struct Item *item = timed;
            timed = item->next;
            item->next = NULL;
            if (readyTail) readyTail->next = item; else readyHead = item;
            readyTail = item;
        }
        if (readyHead) {
            struct Item *item = readyHead;
            readyHead = item->next;
            if (!readyHead) readyTail = NULL;
            pthread_mutex_unlock(&lock);
            swift_job_run(item->job, NULL, 0);
            free(item);
            pthread_mutex_lock(&lock);
        } else if (timed) {
            struct timespec until = {(time_t)(timed->due / 1000000000ull), (long)(timed->due % 1000000000ull)};
            pthread_cond_timedwait(&wake, &lock, &until);
        } else {
            pthread_cond_wait(&wake, &lock);
        }
    }
    return NULL;
}

static SWIFTCALL void enqueue(SwiftJob *job, EnqueueOriginal original) {
    (void)original;
    add(job, 0);
}

static SWIFTCALL void enqueueAfter(unsigned long long delay, SwiftJob *job, DelayOriginal original) {
    (void)original;
    add(job, nanoseconds(CLOCK_MONOTONIC) + delay + 1);
}

// `clock`: 1 continuous (CLOCK_BOOTTIME), 2 suspending (CLOCK_MONOTONIC), as the runtime numbers them.
static SWIFTCALL void enqueueAt(long long sec, long long nsec, long long toleranceSec, long long toleranceNsec,
                                int clock, SwiftJob *job, DeadlineOriginal original) {
    (void)toleranceSec; (void)toleranceNsec; (void)original;
    int64_t deadline = (int64_t)sec * 1000000000ll + nsec;
    int64_t left = deadline - (int64_t)nanoseconds(clock == 1 ? CLOCK_BOOTTIME : CLOCK_MONOTONIC);
    add(job, nanoseconds(CLOCK_MONOTONIC) + (uint64_t)(left > 0 ? left : 0) + 1);
}

__attribute__((constructor)) static void install(void) {
    char path[4096];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) return;
    path[length] = 0;
    size_t size = (size_t)length;
    if (size < 7 || strcmp(path + size - 7, ".xctest") != 0) return;
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&wake, &attributes);
    pthread_t thread;
    if (pthread_create(&thread, NULL, worker, NULL) != 0) return;
    swift_task_enqueueGlobal_hook = enqueue;
    swift_task_enqueueGlobalWithDelay_hook = enqueueAfter;
    swift_task_enqueueGlobalWithDeadline_hook = enqueueAt;
}
