#ifndef NOTES_TUI_CHILD_GROUPS_H
#define NOTES_TUI_CHILD_GROUPS_H

#include <sys/types.h>

/// The process groups of the programs this process started and still
/// waits for (git, under timeout). Kept in a fixed table of atomics so
/// that a signal handler may read it.

/// Remembers a running child's process group; 0 when the table is full
/// (the child is then only stopped by its own time limit), 1 otherwise.
int notes_child_group_add(pid_t group);

/// Forgets a child's group once it has been waited for.
void notes_child_group_remove(pid_t group);

/// Sends SIGKILL to every remembered group. Async-signal-safe.
void notes_child_groups_kill_all(void);

/// Arms, once: an atexit hook that kills every remembered group, and for
/// SIGINT, SIGTERM and SIGHUP, where their action is still the default,
/// a handler that kills them and then dies of the signal as before. A
/// process's children then end with it (the app's own signal handling,
/// which ends in exit(), is left in place).
void notes_child_groups_end_with_process(void);

#endif
