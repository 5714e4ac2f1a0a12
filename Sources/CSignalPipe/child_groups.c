#include "child_groups.h"

#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

enum { SLOTS = 64 };
static _Atomic pid_t groups[SLOTS];
static atomic_flag armed = ATOMIC_FLAG_INIT;

int notes_child_group_add(pid_t group) {
    for (int i = 0; i < SLOTS; i++) {
        pid_t empty = 0;
        if (atomic_compare_exchange_strong(&groups[i], &empty, group)) return 1;
    }
    return 0;
}

void notes_child_group_remove(pid_t group) {
    for (int i = 0; i < SLOTS; i++) {
        pid_t expected = group;
        if (atomic_compare_exchange_strong(&groups[i], &expected, 0)) return;
    }
}

void notes_child_groups_kill_all(void) {
    for (int i = 0; i < SLOTS; i++) {
        pid_t group = atomic_load(&groups[i]);
        if (group > 0) kill(-group, SIGKILL);
    }
}

static void kill_then_die(int signo) {
    notes_child_groups_kill_all();
    signal(signo, SIG_DFL);
    raise(signo);
}

void notes_child_groups_end_with_process(void) {
    if (atomic_flag_test_and_set(&armed)) return;
    atexit(notes_child_groups_kill_all);
    const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction current;
        if (sigaction(signals[i], NULL, &current) != 0 || current.sa_handler != SIG_DFL) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = kill_then_die;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, NULL);
    }
}
