#ifndef KBSIM_CXKB_SHIM_H
#define KBSIM_CXKB_SHIM_H
/* libxkbcommon 1.5 (Debian's libxkbcommon-dev): keymaps, state and Compose. */
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-names.h>
#include <xkbcommon/xkbcommon-keysyms.h>

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Frees memory libxkbcommon allocated for the caller (xkb_keymap_get_as_string) with the free its own
 * malloc pairs with: the one the global scope gives. That is the process's free, except in an executable
 * linked with -static-stdlib and a sanitizer, whose interceptors are local (--exclude-libs ALL): there the
 * shared libxkbcommon allocates with libc's malloc, and the executable's free would be the sanitizer's.
 */
static inline void kbsim_xkb_free(void *pointer) {
    /* RTLD_DEFAULT is ((void *) 0) in glibc; spelled out, since it needs _GNU_SOURCE. */
    void (*library_free)(void *) = (void (*)(void *))dlsym((void *)0, "free");
    if (library_free) library_free(pointer); else free(pointer);
}

/*
 * Log capture: xkbcommon logs through a printf-style callback taking a va_list, which Swift cannot
 * format. These helpers format each message into a growable buffer attached to the context as its
 * user data, so that the Swift side can pass xkbcommon's own messages (file and line) on in errors.
 */

/** Messages captured from one xkb_context, each line prefixed with its level. */
struct kbsim_xkb_log {
    char *text;       /* NUL-terminated, never NULL after kbsim_xkb_log_new */
    size_t length;    /* bytes used, excluding the NUL */
    size_t capacity;  /* bytes allocated */
};

static inline struct kbsim_xkb_log *kbsim_xkb_log_new(void) {
    struct kbsim_xkb_log *log = (struct kbsim_xkb_log *)calloc(1, sizeof *log);
    if (!log) return NULL;
    log->capacity = 1024;
    log->text = (char *)calloc(1, log->capacity);
    if (!log->text) { free(log); return NULL; }
    return log;
}

static inline void kbsim_xkb_log_free(struct kbsim_xkb_log *log) {
    if (!log) return;
    free(log->text);
    free(log);
}

static inline void kbsim_xkb_log_clear(struct kbsim_xkb_log *log) {
    log->length = 0;
    log->text[0] = '\0';
}

static inline const char *kbsim_xkb_log_text(const struct kbsim_xkb_log *log) {
    return log->text;
}

/** Appends one formatted message; keeps at most 64 KiB so a pathological keymap cannot exhaust memory. */
static inline void kbsim_xkb_log_append(struct kbsim_xkb_log *log, const char *prefix,
                                        const char *format, va_list args) {
    va_list copy;
    va_copy(copy, args);
    int needed = vsnprintf(NULL, 0, format, copy);
    va_end(copy);
    if (needed < 0) return;
    size_t prefix_length = strlen(prefix);
    size_t want = log->length + prefix_length + (size_t)needed + 1;
    if (want > 65536) return;
    if (want > log->capacity) {
        size_t capacity = log->capacity;
        while (capacity < want) capacity *= 2;
        char *grown = (char *)realloc(log->text, capacity);
        if (!grown) return;
        log->text = grown;
        log->capacity = capacity;
    }
    memcpy(log->text + log->length, prefix, prefix_length);
    log->length += prefix_length;
    vsnprintf(log->text + log->length, log->capacity - log->length, format, args);
    log->length += (size_t)needed;
}

static inline void kbsim_xkb_log_fn(struct xkb_context *context, enum xkb_log_level level,
                                    const char *format, va_list args) {
    struct kbsim_xkb_log *log = (struct kbsim_xkb_log *)xkb_context_get_user_data(context);
    if (!log) return;
    const char *prefix = level <= XKB_LOG_LEVEL_CRITICAL ? "critical: "
                       : level <= XKB_LOG_LEVEL_ERROR ? "error: "
                       : level <= XKB_LOG_LEVEL_WARNING ? "warning: " : "info: ";
    kbsim_xkb_log_append(log, prefix, format, args);
}

/** Routes the context's log messages at `level` and above into `log` (instead of stderr). */
static inline void kbsim_xkb_context_capture_log(struct xkb_context *context, struct kbsim_xkb_log *log,
                                                 enum xkb_log_level level) {
    xkb_context_set_user_data(context, log);
    xkb_context_set_log_level(context, level);
    xkb_context_set_log_fn(context, kbsim_xkb_log_fn);
}

#endif
