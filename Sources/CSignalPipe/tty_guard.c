#include "tty_guard.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_modes;
static int saved_fd = -1;
static volatile sig_atomic_t armed = 0;
static char leave[256];
static size_t leave_length = 0;

static void restore_at_exit(void) { notes_tty_guard_restore(); }

/// A crash (a fatal signal, a Swift trap) would leave the shell's terminal
/// in raw mode: restore it, then let the signal do what it does by default
/// (SA_RESETHAND has already put the default action back).
static void restore_on_crash(int signo) {
    notes_tty_guard_restore();
    raise(signo);
}

static void install_crash_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = restore_on_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    const int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        sigaction(signals[i], &action, NULL);
    }
}

int notes_tty_guard_arm(int fd, const char *leave_sequence) {
    static int registered = 0;
    if (tcgetattr(fd, &saved_modes) != 0) return -1;
    saved_fd = fd;
    notes_tty_guard_set_leave(leave_sequence);
    if (!registered) {
        if (atexit(restore_at_exit) != 0) return -1;
        install_crash_handlers();
        registered = 1;
    }
    armed = 1;
    return 0;
}

void notes_tty_guard_set_leave(const char *leave_sequence) {
    size_t length = leave_sequence == NULL ? 0 : strlen(leave_sequence);
    if (length >= sizeof leave) length = 0;  // a cut-off sequence would do harm
    memcpy(leave, leave_sequence == NULL ? "" : leave_sequence, length);
    leave_length = length;
}

void notes_tty_guard_disarm(void) { armed = 0; }

void notes_tty_guard_restore(void) {
    if (!armed || saved_fd < 0) return;
    armed = 0;
    int saved_errno = errno;
    size_t done = 0;
    while (done < leave_length) {
        ssize_t n = write(saved_fd, leave + done, leave_length - done);
        if (n > 0) {
            done += (size_t)n;
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            break;
        }
    }
    while (tcsetattr(saved_fd, TCSADRAIN, &saved_modes) != 0 && errno == EINTR) {
    }
    errno = saved_errno;
}
