#include "signal_pipe.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Written by the handler, read by the loop; an int is enough for the fds.
static int pipe_fds[2] = {-1, -1};

static void on_signal(int signo) {
    int saved = errno;  // a handler must not disturb errno
    unsigned char byte = (unsigned char)signo;
    if (pipe_fds[1] >= 0) {
        (void)write(pipe_fds[1], &byte, 1);
    }
    errno = saved;
}

static int make_pipe(void) {
    if (pipe_fds[0] >= 0) return 0;
    if (pipe(pipe_fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        int flags = fcntl(pipe_fds[i], F_GETFL);
        fcntl(pipe_fds[i], F_SETFL, flags | O_NONBLOCK);
        fcntl(pipe_fds[i], F_SETFD, FD_CLOEXEC);
    }
    return 0;
}

int notes_signal_pipe_install(void) {
    if (make_pipe() != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: poll() must wake up
    const int signals[] = {SIGTSTP, SIGTERM, SIGHUP, SIGINT};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
    }
    // Writing to a terminal that went away must not kill us before we save.
    signal(SIGPIPE, SIG_IGN);
    return pipe_fds[0];
}

void notes_signal_pipe_default(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signo, &action, NULL);
}

int notes_signal_pipe_next(void) {
    if (pipe_fds[0] < 0) return 0;
    unsigned char byte;
    ssize_t n;
    do {
        n = read(pipe_fds[0], &byte, 1);
    } while (n < 0 && errno == EINTR);
    return n == 1 ? (int)byte : 0;
}

void notes_signal_pipe_stop_group(void) {
    notes_signal_pipe_default(SIGTSTP);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    // The whole process group, as vim does: a wrapper that started the app
    // (`make run`, a script) stops too, so its shell gets the terminal back.
    // kill(0, …) reaches this process before it returns.
    kill(0, SIGTSTP);
    // Execution continues here after SIGCONT (or at once when the session
    // has no job control and the kernel discards the stop).
    notes_signal_pipe_install();
}
