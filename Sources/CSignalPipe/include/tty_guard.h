#ifndef NOTES_TUI_TTY_GUARD_H
#define NOTES_TUI_TTY_GUARD_H

/// Remembers the terminal modes of `fd` as they are now (call it before
/// curses starts) and arms a guard that restores them if the process exits
/// through exit() without shutting the terminal down: it writes
/// `leave_sequence` (e.g. bracketed paste off, keypad off, cursor on, leave
/// the alternate screen; at most 255 bytes) and resets the saved modes.
/// The atexit hook is registered once. Returns 0, or -1 with errno set.
int notes_tty_guard_arm(int fd, const char *leave_sequence);

/// Replaces the sequence written on restore (once terminfo is loaded).
void notes_tty_guard_set_leave(const char *leave_sequence);

/// Disarms the guard after a normal shutdown. Idempotent.
void notes_tty_guard_disarm(void);

/// Restores the saved modes now if the guard is armed, then disarms it.
/// Idempotent; uses only write() and tcsetattr().
void notes_tty_guard_restore(void);

#endif
