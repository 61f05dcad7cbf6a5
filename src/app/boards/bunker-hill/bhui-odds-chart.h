/* bhui-odds-chart.h: the exact odds of a roll before it is made, as bars:
 * the chance of each number of hits, and of at least one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define BHUI_TYPE_ODDS_CHART (bhui_odds_chart_get_type ())
G_DECLARE_FINAL_TYPE (BhuiOddsChart, bhui_odds_chart, BHUI, ODDS_CHART, GtkWidget)

GtkWidget *bhui_odds_chart_new      (void);
/* @hits may be NULL: nothing to show. */
void       bhui_odds_chart_set_dist (BhuiOddsChart *self,
                                     MusterDist    *hits);
/* The words the chart stands for: “no hit 44%, 1 hit 44%, …; at least one
 * hit 56%”. */
char      *bhui_odds_describe       (MusterDist    *hits);

G_END_DECLS
