#ifndef NOTES_TUI_SIGNAL_PIPE_H
#define NOTES_TUI_SIGNAL_PIPE_H

/// Installs async-signal-safe handlers for SIGTSTP, SIGTERM, SIGHUP and
/// SIGINT that only write the signal number to a non-blocking pipe, so the
/// event loop can handle them as ordinary events. Returns the pipe's read
/// end, or -1 with errno set. Safe to call again (after a suspend).
int notes_signal_pipe_install(void);

/// Puts one signal back to its default action (used to really stop on
/// SIGTSTP after the app has saved and left curses).
void notes_signal_pipe_default(int signo);

/// Reads one pending signal number from the pipe, or 0 when none is pending.
int notes_signal_pipe_next(void);

/// Stops this process's whole process group (this process included) with
/// SIGTSTP and blocks until it is continued.
void notes_signal_pipe_stop_group(void);

#endif
