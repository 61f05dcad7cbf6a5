/* b2c-odds-chart.h: a small bar chart of the exact chance of each number
 * of hits a side scores, with the percentages written on the bars and read
 * out to screen readers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "revroad/b2c/b2c-view.h"

G_BEGIN_DECLS

#define B2C_TYPE_ODDS_CHART (b2c_odds_chart_get_type ())
G_DECLARE_FINAL_TYPE (B2cOddsChart, b2c_odds_chart, B2C, ODDS_CHART, GtkWidget)

GtkWidget *b2c_odds_chart_new      (void);
/* Shows @dist (may be NULL: nothing) in @side's colour. */
void       b2c_odds_chart_set_dist (B2cOddsChart *self,
                                    MusterDist   *dist,
                                    RevroadSide   side);
/* “0 hits 29.6%, 1 hit 44.4%, ...” */
char      *b2c_odds_describe       (MusterDist   *dist);

G_END_DECLS
