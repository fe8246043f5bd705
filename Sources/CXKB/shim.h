#ifndef KBSIM_CXKB_SHIM_H
#define KBSIM_CXKB_SHIM_H
/* libxkbcommon 1.5 (Debian's libxkbcommon-dev): keymaps, state and Compose. */
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-names.h>
#include <xkbcommon/xkbcommon-keysyms.h>
#endif
