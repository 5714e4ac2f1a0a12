#ifndef NOTES_TUI_CNCURSES_SHIM_H
#define NOTES_TUI_CNCURSES_SHIM_H

// The wide-character API (get_wch, cchar_t, setcchar) is only declared with
// these; SwiftPM drops pkg-config's cflags, so they must be set here.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdlib.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>
#include <sys/ioctl.h>

/// The kernel's idea of the terminal size on `fd`; 0 on success.
static inline int notes_window_size(int fd, int *out_rows, int *out_cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *out_rows = size.ws_row;
    *out_cols = size.ws_col;
    return 0;
}

// glibc hides wcwidth from Swift unless it is declared.
extern int wcwidth(wchar_t c);

// Swift cannot import these macros and C globals (or rejects the globals as
// not concurrency-safe), so each gets a small accessor.
static inline WINDOW *notes_stdscr(void) { return stdscr; }
static inline WINDOW *notes_curscr(void) { return curscr; }
static inline int notes_lines(void) { return LINES; }
static inline int notes_cols(void) { return COLS; }
static inline int notes_colors(void) { return COLORS; }
static inline attr_t notes_a_normal(void) { return A_NORMAL; }
static inline attr_t notes_a_bold(void) { return A_BOLD; }
static inline attr_t notes_a_reverse(void) { return A_REVERSE; }
static inline attr_t notes_a_underline(void) { return A_UNDERLINE; }
static inline attr_t notes_a_dim(void) { return A_DIM; }
static inline attr_t notes_a_italic(void) { return A_ITALIC; }
static inline int notes_key_f(int n) { return KEY_F(n); }

/// Whether terminfo knows `name`, without printing anything or exiting
/// (newterm/initscr would do both): 0 unknown, 1 usable, 2 known but
/// unable to move the cursor (such as "dumb"). Frees what the check loaded.
static inline int notes_terminal_known(const char *name) {
    int status = 0;
    if (setupterm((char *)name, 1, &status) != OK) return 0;
    char *move_sequence = tigetstr("cup");
    int usable = move_sequence != NULL && move_sequence != (char *)-1;
    TERMINAL *loaded = cur_term;
    set_curterm(NULL);
    del_curterm(loaded);
    return usable ? 1 : 2;
}

/// newterm on the process' stdout and stdin (Swift rejects those globals).
static inline SCREEN *notes_newterm(const char *type) {
    return newterm((char *)type, stdout, stdin);
}

/// The keycode curses reports for the key terminfo names `capname` (an
/// extended one such as "kLFT3"), or 0 when the terminal has none.
static inline int notes_key_code_for(const char *capname) {
    char *sequence = tigetstr((char *)capname);
    if (sequence == NULL || sequence == (char *)-1) return 0;
    int code = key_defined(sequence);
    return code > 0 ? code : 0;
}

/// The sequence curses decodes as key `code`, copied into `out` (at most
/// `size` bytes); its length, or 0 when no sequence is bound to the code.
static inline int notes_key_sequence(int code, char *out, int size) {
    char *sequence = keybound(code, 0);
    if (sequence == NULL) return 0;
    int length = 0;
    while (sequence[length] != 0 && length < size) { out[length] = sequence[length]; length++; }
    free(sequence);
    return length;
}

/// A terminfo string capability, or NULL when the terminal has none.
static inline const char *notes_terminfo_string(const char *capname) {
    char *value = tigetstr((char *)capname);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

#endif
