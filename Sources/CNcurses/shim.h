// ncurses (wide-character build) for `fittoday train`: the full-screen terminal trainer. Swift cannot use the
// library's function-like macros (getmaxyx, COLOR_PAIR, attributes), so the few FitToday needs are inline
// functions here.
#ifndef FITTODAY_CNCURSES_SHIM_H
#define FITTODAY_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <signal.h>
#include <unistd.h>

static inline int fittoday_rows(void) { return getmaxy(stdscr); }
static inline int fittoday_columns(void) { return getmaxx(stdscr); }
static inline int fittoday_color_pair(int pair) { return (int)COLOR_PAIR(pair); }
static inline int fittoday_bold(void) { return (int)A_BOLD; }
static inline int fittoday_reverse(void) { return (int)A_REVERSE; }
static inline int fittoday_dim(void) { return (int)A_DIM; }
static inline int fittoday_key_resize(void) { return KEY_RESIZE; }
static inline int fittoday_key_up(void) { return KEY_UP; }
static inline int fittoday_key_down(void) { return KEY_DOWN; }
static inline int fittoday_key_left(void) { return KEY_LEFT; }
static inline int fittoday_key_right(void) { return KEY_RIGHT; }
static inline int fittoday_key_backspace(void) { return KEY_BACKSPACE; }
static inline int fittoday_key_enter(void) { return KEY_ENTER; }

// The trainer's screen: cbreak (Ctrl-C still signals), no echo, keypad keys, a read that waits at most
// `timeout_ms`, no cursor, a short Esc delay, and three colour pairs on the terminal's own background
// (1 alert, 2 accent, 3 title). Returns whether colours are on.
static inline int fittoday_start(int timeout_ms) {
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    timeout(timeout_ms);
    curs_set(0);
    set_escdelay(25);
    if (!has_colors()) return 0;
    start_color();
    use_default_colors();
    init_pair(1, COLOR_YELLOW, -1);
    init_pair(2, COLOR_GREEN, -1);
    init_pair(3, COLOR_CYAN, -1);
    return 1;
}

// One key: 0 when none came in time, 1 a character (in *key), 2 a function key (KEY_*, in *key).
static inline int fittoday_read_key(int *key) {
    wint_t c = 0;
    int kind = get_wch(&c);
    if (kind == ERR) return 0;
    *key = (int)c;
    return kind == KEY_CODE_YES ? 2 : 1;
}

// UTF-8 text at (y, x) with `attributes`.
static inline void fittoday_put(int y, int x, const char *text, int attributes) {
    attrset(attributes);
    mvaddstr(y, x, text);
    attrset(A_NORMAL);
}

static inline void fittoday_erase(void) { erase(); }
static inline void fittoday_refresh(void) { refresh(); }
static inline void fittoday_end(void) { if (!isendwin()) endwin(); }

// SIGINT, SIGTERM and SIGHUP put the terminal back as it was, then end the process with 128 + the signal.
static inline void fittoday_on_signal(int number) {
    if (!isendwin()) endwin();
    _exit(128 + number);
}

static inline void fittoday_catch_signals(void) {
    signal(SIGINT, fittoday_on_signal);
    signal(SIGTERM, fittoday_on_signal);
    signal(SIGHUP, fittoday_on_signal);
}

#endif
