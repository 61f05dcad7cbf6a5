/* muster-odds-chart.h: the exact chance of each number of hits a roll
 * scores, shown before the dice are thrown as bars with their percentages
 * (the tallest bar fills the chart; no hit is drawn in grey), and read out
 * to screen readers in words. Both boards' combat calculators use it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "muster-core.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_ODDS_CHART (muster_odds_chart_get_type ())
G_DECLARE_FINAL_TYPE (MusterOddsChart, muster_odds_chart, MUSTER, ODDS_CHART, GtkWidget)

GtkWidget *muster_odds_chart_new      (void);
/* Shows @hits, the chance of each number of hits, with bars in @color
 * (@dark_color while the dark style is on). With @hits NULL there is
 * nothing to show and the chart hides. */
void       muster_odds_chart_set_dist (MusterOddsChart *self,
                                       MusterDist      *hits,
                                       const GdkRGBA   *color,
                                       const GdkRGBA   *dark_color);
/* With @totals the chart shows the sums of a roll (“2” to “12”), every
 * one in the roll's colour, instead of numbers of hits. */
void       muster_odds_chart_set_totals (MusterOddsChart *self,
                                         gboolean         totals);
/* The words it reads out to screen readers. */
char      *muster_odds_chart_get_words (MusterOddsChart *self);
/* A chance as players read it: “17%”, “<1%”, “>99%”. */
char      *muster_odds_percent        (double           p);
/* The words the chart stands for: “no hit 30%, 1 hit 44%, …; at least one
 * hit 70%”. */
char      *muster_odds_describe       (MusterDist      *hits);

G_END_DECLS
