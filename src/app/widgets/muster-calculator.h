/* muster-calculator.h: the odds of an action before the dice, for any
 * system: pick the action and its arguments among those the engine lists,
 * tick its optional flags, set the players' hypothetical choices the
 * engine's preview takes (a defender who retreats or stands), and read the
 * engine's preview (muster_state_preview) in a MusterPreviewView. While the
 * game waits for a decision that an action with odds answers, it shows
 * that answer's odds instead, so it follows a sequence to its end. Its
 * button carries the action and arguments as the target of
 * “session.perform” (“(sas)”). Part of the table kit (src/app/widgets).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_CALCULATOR (muster_calculator_get_type ())
G_DECLARE_FINAL_TYPE (MusterCalculator, muster_calculator, MUSTER, CALCULATOR, GtkWidget)

GtkWidget           *muster_calculator_new         (void);
/* Follows @session's changes from now on. Also the "session" property. */
void                 muster_calculator_set_session (MusterCalculator   *self,
                                                    MusterSession      *session);
/* Shows @action with @args (NULL: the first the engine lists). Also the
 * "action" and "args" properties; the players' choices are cleared. */
void                 muster_calculator_set_action  (MusterCalculator   *self,
                                                    const char         *action,
                                                    const char * const *args);
/* Shows @action where a map selection points: its place parameters take
 * @from then @to in order (one place alone takes @to, else @from), its
 * choices their first; the engine's first argument list that names those
 * places is taken instead when there is one. */
void                 muster_calculator_set_places  (MusterCalculator   *self,
                                                    const char         *action,
                                                    const char         *from,
                                                    const char         *to);
/* The action asked for, and the one shown (an answer while a decision
 * waits). */
const char          *muster_calculator_get_action  (MusterCalculator   *self);
const char          *muster_calculator_get_shown   (MusterCalculator   *self);
/* The arguments the button performs with. */
const char * const  *muster_calculator_get_args    (MusterCalculator   *self);
/* The heading: the name of the action shown. */
const char          *muster_calculator_get_title   (MusterCalculator   *self);
/* The preview shown, or NULL. Also the "preview" property. */
const MusterPreview *muster_calculator_get_preview (MusterCalculator   *self);

/* The players' choices the preview takes as arguments after the action's
 * own (not performed): one switch each, named @label, adding @arg while
 * on. Cleared whenever the action or its arguments change, when the
 * "args" property is notified. */
void                 muster_calculator_set_choices_title (MusterCalculator *self,
                                                          const char       *title,
                                                          const char       *description);
void                 muster_calculator_add_choice  (MusterCalculator   *self,
                                                    const char         *arg,
                                                    const char         *label);
void                 muster_calculator_set_choice  (MusterCalculator   *self,
                                                    const char         *arg,
                                                    gboolean            on);

G_END_DECLS
