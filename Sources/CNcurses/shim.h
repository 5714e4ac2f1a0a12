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
#include <wchar.h>
#include <ncurses.h>
#include <term.h>

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
static inline int notes_key_f(int n) { return KEY_F(n); }

#endif
