// ncurses (wide-character build) for `fittoday train`: the full-screen terminal trainer. Swift cannot use the
// library's function-like macros (getmaxyx, COLOR_PAIR, attributes), so the few FitToday needs are inline
// functions here.
#ifndef FITTODAY_CNCURSES_SHIM_H
#define FITTODAY_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>

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

#endif
