/* muster-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "muster-error.h"

G_DEFINE_QUARK (muster-error-quark, muster_error)
