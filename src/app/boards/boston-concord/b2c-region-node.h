/* b2c-region-node.h: one region of the Boston to Concord map as a child
 * widget of the map view: it draws the region (its name, markers and the
 * chips of the counters in it, and how the map marks it) and is what the
 * keyboard focuses and what screen readers read, with a label naming the
 * region and its contents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "boston-concord/b2c-view.h"
#include "widgets/muster-map-view.h"

G_BEGIN_DECLS

/* A region's size in map units (the map is a 0..1000 box). The layout
 * positions keep regions at least this far apart. */
#define B2C_NODE_WIDTH  62.0
#define B2C_NODE_HEIGHT 44.0

#define B2C_TYPE_REGION_NODE (b2c_region_node_get_type ())
G_DECLARE_FINAL_TYPE (B2cRegionNode, b2c_region_node, B2C, REGION_NODE, GtkWidget)

GtkWidget   *b2c_region_node_new        (int            region);
int          b2c_region_node_get_region (B2cRegionNode *self);
/* Reads the region's contents from @state and updates the drawing, the
 * tooltip and the accessible label. */
void         b2c_region_node_update     (B2cRegionNode *self,
                                         B2cState      *state);
void         b2c_region_node_set_scale  (B2cRegionNode *self,
                                         double         scale);
void         b2c_region_node_set_marks  (B2cRegionNode *self,
                                         MusterMapMarks   marks);
MusterMapMarks b2c_region_node_get_marks  (B2cRegionNode *self);
/* The label screen readers get: the region's name and contents. */
const char  *b2c_region_node_get_label  (B2cRegionNode *self);
const char  *b2c_region_node_get_name   (B2cRegionNode *self);

G_END_DECLS
