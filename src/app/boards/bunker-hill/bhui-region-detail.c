/* bhui-region-detail.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "bhui-map-paint.h"
#include "bhui-region-detail.h"
#include "widgets/muster-offer-list.h"
#include "bhui-dropdown.h"
#include "bhui-words.h"
#include "bunker-hill/bh-view.h"

struct _BhuiRegionDetail
{
  GtkWidget      parent_instance;

  MusterSession *session;
  char          *region;
  char          *target;
  GHashTable    *rows;        /* action id -> MusterActionRow (a reference) */
  GPtrArray     *added;       /* (group, row) pairs to remove on refresh */
  GStrv          shown;       /* the actions listed, in order */
  char          *key;         /* what the counters, sight, terrain and borders show */

  /* Template widgets */
  GtkWidget     *scroller;
  GtkWidget     *empty_label;
  GtkWidget     *content;
  GtkWidget     *title_label;
  GtkWidget     *terrain_label;
  GtkWidget     *target_label;
  GtkWidget     *offers;
  GtkWidget     *actions_group;
  GtkListBox    *actions_list;
  GtkWidget     *stack_group;
  GtkWidget     *sight_group;
  GtkWidget     *terrain_group;
  GtkWidget     *borders_group;
};

G_DEFINE_FINAL_TYPE (BhuiRegionDetail, bhui_region_detail, GTK_TYPE_WIDGET)


static BhState *
get_state (BhuiRegionDetail *self)
{
  MusterState *state = self->session ? muster_session_get_state (self->session) : NULL;

  return state != NULL && BH_IS_STATE (state) ? BH_STATE (state) : NULL;
}

static void
perform (BhuiRegionDetail *self,
         const char       *action,
         const char       *a,
         const char       *b,
         const char       *c)
{
  const char *args[] = { a, b, c, NULL };

  muster_perform (GTK_WIDGET (self), self->session, action, args, NULL, NULL);
}

static void
add_row (BhuiRegionDetail *self,
         GtkWidget        *group,
         GtkWidget        *row)
{
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_ptr_array_add (self->added, group);
  g_ptr_array_add (self->added, row);
}

static void
clear_added (BhuiRegionDetail *self)
{
  for (guint i = 0; i + 1 < self->added->len; i += 2)
    adw_preferences_group_remove (g_ptr_array_index (self->added, i), g_ptr_array_index (self->added, i + 1));
  g_ptr_array_set_size (self->added, 0);
}

static GtkWidget *
pill (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "bhui-reconstructed");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

/* ---- actions ---------------------------------------------------------------- */

static gboolean
is_region_param (BhState           *state,
                 const MusterParam *param)
{
  return param->kind == MUSTER_PARAM_PLACE && param->choices && param->choices[0] &&
         bh_view_find_region (state, param->choices[0]) >= 0;
}

static gboolean
has_region_param (BhState                *state,
                  const MusterActionInfo *info)
{
  for (guint i = 0; i < info->params->len; i++)
    if (is_region_param (state, g_ptr_array_index (info->params, i)))
      return TRUE;
  return FALSE;
}

/* Fills @row with what the engine offers for the selection: from the
 * selected region to the target, else aimed at the target alone (Snipe,
 * Bombard), else from the selection alone. */
static void
prefill (BhuiRegionDetail       *self,
         BhState                *state,
         MusterActionRow        *row,
         const MusterActionInfo *info)
{
  MusterState *s = MUSTER_STATE (state);
  g_autoptr(GPtrArray) offers = muster_offers_for_selection (s, self->region, self->target, NULL, info->id, 1);

  if (offers->len == 0 && self->target != NULL)
    {
      g_ptr_array_unref (offers);
      offers = muster_offers_for_selection (s, self->target, NULL, NULL, info->id, 1);
    }
  if (offers->len == 0 && self->target != NULL)
    {
      g_ptr_array_unref (offers);
      offers = muster_offers_for_selection (s, self->region, NULL, NULL, info->id, 1);
    }
  if (offers->len > 0)
    muster_action_row_set_args (row, (const char * const *) ((MusterOffer *) g_ptr_array_index (offers, 0))->args);
}


static gboolean
is_fire_action (const char *id)
{
  return g_str_equal (id, "volley-fire") || g_str_equal (id, "assault") || g_str_equal (id, "cannonade") ||
         g_str_equal (id, "bombard");
}

static MusterActionRow *
make_row (BhuiRegionDetail       *self,
          const MusterActionInfo *info)
{
  MusterActionRow *row = muster_action_row_new (self->session, info);

  if (is_fire_action (info->id))
    {
      GtkWidget *odds = gtk_button_new_from_icon_name ("muster-dice-symbolic");

      gtk_widget_set_tooltip_text (odds, _("Dice and odds in the combat calculator"));
      gtk_widget_add_css_class (odds, "flat");
      gtk_widget_set_valign (odds, GTK_ALIGN_CENTER);
      /* The board's calculator, set on the selection and the target. */
      gtk_actionable_set_action_name (GTK_ACTIONABLE (odds), "board.calculate");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (odds), "s", info->id);
      adw_expander_row_add_action (ADW_EXPANDER_ROW (row), odds);
    }
  return g_object_ref_sink (row);
}

/* The acting side's actions that start in a region, legal ones first. */
static void
fill_actions (BhuiRegionDetail *self,
              BhState          *state,
              gboolean          refill)
{
  g_autoptr(GPtrArray) list = muster_state_list_actions (MUSTER_STATE (state));
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  const char *acting = muster_state_get_acting_side (MUSTER_STATE (state));
  GtkWidget *child;

  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < list->len; i++)
      {
        MusterActionInfo *info = g_ptr_array_index (list, i);

        if (info->legal != (pass == 0) || info->kind == MUSTER_ACTION_ANSWER ||
            info->kind == MUSTER_ACTION_CORRECTION || !has_region_param (state, info) ||
            (info->side != NULL && acting != NULL && g_strcmp0 (info->side, acting) != 0))
          continue;
        /* Set-up steps only while they are open. */
        if (!info->legal && !g_strv_contains ((const char * const[]) {
                "volley-fire", "assault", "cannonade", "bombard", "land-move", "naval-move", "rally",
                "reorganize", "snipe", "land-troops", NULL }, info->id))
          continue;
        g_ptr_array_add (order, info);
      }

  /* The same actions as shown: their rows follow in place. */
  if (self->shown != NULL && g_strv_length (self->shown) == order->len)
    {
      gboolean same = TRUE;

      for (guint i = 0; i < order->len && same; i++)
        {
          MusterActionInfo *info = g_ptr_array_index (order, i);
          MusterActionRow *row = g_hash_table_lookup (self->rows, info->id);

          same = g_str_equal (self->shown[i], info->id) && row != NULL && muster_action_row_update (row, info);
          if (same && refill)
            prefill (self, state, row, info);
        }
      if (same)
        return;
    }

  /* The panel keeps a reference to each row, so taking them out of the
   * list keeps their forms as the players left them. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->actions_list))) != NULL)
    gtk_list_box_remove (self->actions_list, child);
  g_clear_pointer (&self->shown, g_strfreev);
  self->shown = g_new0 (char *, order->len + 1);
  for (guint i = 0; i < order->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (order, i);
      MusterActionRow *row = g_hash_table_lookup (self->rows, info->id);
      gboolean fresh = FALSE;

      if (row == NULL || !muster_action_row_update (row, info))
        {
          row = make_row (self, info);
          g_hash_table_replace (self->rows, g_strdup (info->id), row);
          fresh = TRUE;
        }
      if (fresh || refill)
        prefill (self, state, row, info);
      gtk_list_box_append (self->actions_list, GTK_WIDGET (row));
      self->shown[i] = g_strdup (info->id);
    }
  gtk_widget_set_visible (self->actions_group, order->len > 0);
}

/* What the selection makes possible now, each a click away. */
static void
fill_offers (BhuiRegionDetail *self,
             BhState          *state)
{
  g_autoptr(GPtrArray) offers = muster_offers_for_selection (MUSTER_STATE (state), self->region, self->target,
                                                             NULL, NULL, 6);

  muster_offer_list_set_offers (MUSTER_OFFER_LIST (self->offers), offers,
                                offers->len == 0 ? _("Nothing the side to act may do starts here now; "
                                                     "the forms below say why each action is closed.")
                                                 : NULL);
}

/* ---- counters -------------------------------------------------------------------- */

static void
draw_counter_cb (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        data)
{
  BhViewCounter *c = data;
  BhuiPalette palette;
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);

  bhui_palette_init (&palette, adw_style_manager_get_dark (adw_style_manager_get_default ()));
  bhui_paint_counter (cr, layout, &palette, c, 2, 2, MIN (width, height) - 5);
}

static GtkWidget *
counter_image (const BhViewCounter *c)
{
  GtkWidget *area = gtk_drawing_area_new ();
  BhViewCounter *copy = g_memdup2 (c, sizeof *c);

  /* The strings it points to live in the state, which the detail reads
   * again before the state goes; only the flags and numbers are drawn. */
  copy->id = copy->name = copy->region = NULL;
  copy->side = g_str_equal (c->side, "british") ? "british" : "patriot";
  copy->kind = g_str_equal (c->kind, "leader") ? "leader" : g_str_equal (c->kind, "cannon") ? "cannon" : "unit";
  copy->face = NULL;
  copy->place = NULL;
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 26);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 26);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_counter_cb, copy, g_free);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, c->name, -1);
  return area;
}

static void
fill_stack (BhuiRegionDetail   *self,
            BhState            *state,
            const BhViewRegion *r)
{
  g_autoptr(GArray) stack = bh_view_stack (state, r->id);
  int british = bhui_count_military (state, r->id, "british");
  int patriot = bhui_count_military (state, r->id, "patriot");
  g_autofree char *description = NULL;

  if (g_str_equal (r->kind, "land"))
    {
      g_autofree char *b = NULL;

      /* 3.0 and 3.5: three military units a side; the British have no limit
       * in staging areas. */
      if (r->zone != NULL)
        b = g_strdup_printf (_("British %d (no limit in a staging area)"), british);
      else
        b = g_strdup_printf (_("British %d of 3"), british);
      description = g_strdup_printf (_("Stacking (3.0): %s · Patriot %d of 3 military units; leaders do not count"),
                                     b, patriot);
    }
  else if (g_str_equal (r->kind, "zone"))
    description = g_strdup_printf (_("No limit for the British in a landing zone (3.5): %d units"), british);
  else if (g_str_equal (r->kind, "muster-box"))
    description = g_strdup_printf (_("Any number of Patriot counters (3.2): %d units"), patriot);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->stack_group), description);

  if (stack->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No counters here"));
      add_row (self, self->stack_group, row);
    }
  for (guint i = 0; i < stack->len; i++)
    {
      BhViewCounter c;
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *words = NULL;
      g_autofree char *subtitle = NULL;
      const char *colon;

      bh_view_counter (state, g_array_index (stack, int, i), &c);
      words = bhui_counter_describe (&c);
      colon = strstr (words, ": ");
      subtitle = g_strdup_printf ("%s · %s", bhui_side_name (c.side), colon ? colon + 2 : words);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), c.name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), counter_image (&c));
      add_row (self, self->stack_group, row);
    }
}

/* ---- Line of Sight ----------------------------------------------------------------- */

static void
sight_button_cb (GtkButton        *button,
                 BhuiRegionDetail *self)
{
  const char *what = g_object_get_data (G_OBJECT (button), "bhui-sight");

  if (g_str_equal (what, "roll"))
    perform (self, "sight-roll", self->region, self->target, NULL);
  else
    perform (self, "set-sight", self->region, self->target, what);
}

static GtkWidget *
sight_button (BhuiRegionDetail *self,
              const char       *label,
              const char       *what,
              const char       *tooltip)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data (G_OBJECT (button), "bhui-sight", (gpointer) what);
  g_signal_connect (button, "clicked", G_CALLBACK (sight_button_cb), self);
  return button;
}

static void
fill_sight (BhuiRegionDetail   *self,
            BhState            *state,
            const BhViewRegion *r,
            const BhViewRegion *t)
{
  gboolean reconstructed = FALSE;
  g_autofree char *why = NULL;
  gboolean clear;
  GtkWidget *row, *box;
  g_autofree char *title = NULL;

  gtk_widget_set_visible (self->sight_group, t != NULL && g_str_equal (r->kind, "land") && g_str_equal (t->kind, "land"));
  if (!gtk_widget_get_visible (self->sight_group))
    return;
  clear = bh_view_sight (state, r->id, t->id, &reconstructed, &why);
  title = g_strdup_printf (clear ? _("%s sees %s") : _("%s does not see %s"), r->name, t->name);
  row = adw_action_row_new ();
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), why ? why : "");
  if (reconstructed)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), pill (_("proposed")));
  add_row (self, self->sight_group, row);

  if (!reconstructed)
    return;
  /* 7.2: the players settle a sight the drawing cannot, for good. */
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Settle it at the table"));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), sight_button (self, _("Clear"), "clear", _("The players agree the regions see each other (7.2)")));
  gtk_box_append (GTK_BOX (box), sight_button (self, _("Blocked"), "blocked", _("The players agree the regions do not see each other (7.2)")));
  gtk_box_append (GTK_BOX (box), sight_button (self, _("Roll"), "roll", _("A friendly die settles it: 4-6 clear (7.2)")));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
  add_row (self, self->sight_group, row);
}

/* ---- terrain corrections --------------------------------------------------------- */

static void
correct_cb (GtkWidget        *widget,
            BhuiRegionDetail *self)
{
  GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);
  GtkEditable *entry = g_object_get_data (G_OBJECT (popover), "bhui-entry");
  const char *key = g_object_get_data (G_OBJECT (popover), "bhui-key");
  g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  gtk_popover_popdown (GTK_POPOVER (popover));
  if (*value != '\0')
    perform (self, "set-region", self->region, key, value);
}

static GtkWidget *
correction_button (BhuiRegionDetail *self,
                   const char       *title,
                   const char       *key,
                   const char       *value,
                   const char       *hint)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading, *entry, *help, *apply;
  g_autofree char *heading_text = g_strdup_printf (_("Correct “%s”"), title);
  g_autofree char *tooltip = g_strdup_printf (_("Correct “%s” to match your board"), title);

  heading = gtk_label_new (heading_text);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), value);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect (entry, "activate", G_CALLBACK (correct_cb), self);
  help = gtk_label_new (hint);
  gtk_label_set_wrap (GTK_LABEL (help), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (help), 32);
  gtk_label_set_xalign (GTK_LABEL (help), 0);
  gtk_widget_add_css_class (help, "dim-label");
  apply = gtk_button_new_with_label (_("Correct"));
  gtk_widget_add_css_class (apply, "suggested-action");
  gtk_widget_set_halign (apply, GTK_ALIGN_END);
  g_signal_connect (apply, "clicked", G_CALLBACK (correct_cb), self);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), help);
  gtk_box_append (GTK_BOX (box), apply);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_object_set_data (G_OBJECT (popover), "bhui-entry", entry);
  g_object_set_data_full (G_OBJECT (popover), "bhui-key", g_strdup (key), g_free);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_tooltip_text (button, tooltip);
  {
    /* Named after what it corrects, for tests and for CSS. */
    g_autofree char *name = g_strdup_printf ("correct-%s", key);
    gtk_widget_set_name (button, name);
  }
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static void
terrain_row (BhuiRegionDetail *self,
             const char       *title,
             const char       *shown,
             const char       *key,
             const char       *value,
             const char       *hint,
             gboolean          reconstructed)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), shown);
  if (reconstructed)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), pill (_("reconstructed")));
  if (key != NULL)
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), correction_button (self, title, key, value, hint));
  add_row (self, self->terrain_group, row);
}

static void
fill_terrain (BhuiRegionDetail   *self,
              const BhViewRegion *r)
{
  g_autofree char *elevation = g_strdup_printf ("%d", r->elevation);
  g_autofree char *volley = g_strdup_printf ("%d", r->volley);
  g_autofree char *assault = g_strdup_printf ("%d", r->assault);

  gtk_widget_set_visible (self->terrain_group, g_str_equal (r->kind, "land") || g_str_equal (r->kind, "zone"));
  if (g_str_equal (r->kind, "zone"))
    {
      g_autofree char *transport = g_strdup_printf ("%d", r->transport);
      g_autofree char *staging = g_strdup_printf ("%d", r->staging);

      terrain_row (self, _("Transport number (3.5)"), transport, "transport", transport,
                   _("Units that land in one Land Troops action"), r->zone_reconstructed);
      terrain_row (self, _("Staging number (3.5)"), staging, "staging", staging,
                   _("Units a staging area must hold before they may move out"), r->zone_reconstructed);
      return;
    }
  if (!g_str_equal (r->kind, "land"))
    return;

  terrain_row (self, _("Terrain (3.0)"), bhui_terrain_name (r->terrain), "terrain", r->terrain,
               _("open, town, hilltop, slope, ridge or neck"), r->terrain_reconstructed);
  terrain_row (self, _("Hill (3.0)"), bhui_hill_name (r->hill) ? bhui_hill_name (r->hill) : _("None"), "hill",
               r->hill, _("none, moulton, breeds or bunker"), r->terrain_reconstructed);
  terrain_row (self, _("Defences (3.1)"), bhui_feature_name (r->feature) ? bhui_feature_name (r->feature) : _("None"),
               "feature", r->feature, _("none, redoubt, rail-fence, stone-wall or breastwork"), r->terrain_reconstructed);
  terrain_row (self, _("Elevation (7.2)"), elevation, "elevation", elevation, _("0, 1 or 2"),
               r->elevation_reconstructed);
  if (r->has_modifiers)
    {
      g_autofree char *mods = bhui_modifiers_text (r);

      terrain_row (self, _("Volley Fire modifier (3.1)"), mods, "volley", volley,
                   _("Dice added to a volley into the region, -5 to 5"), r->modifiers_reconstructed);
      terrain_row (self, _("Assault modifier (3.1)"), mods, "assault", assault,
                   _("Dice added to the defenders in an assault, -5 to 5"), r->modifiers_reconstructed);
    }
  else
    terrain_row (self, _("Terrain modifiers (3.1)"), _("None"), "volley", "0",
                 _("A volley modifier, -5 to 5 (then correct the assault modifier)"), r->modifiers_reconstructed);
  terrain_row (self, _("Modifier colour (3.1)"), r->modifier_color, "modifier-color", r->modifier_color,
               _("none, normal, yellow (rail fence and stone wall) or orange (the Redoubt)"),
               r->modifiers_reconstructed);
  if (r->zone != NULL)
    terrain_row (self, _("Staging area of (3.5)"), r->zone, "zone", r->zone,
                 _("The landing zone it belongs to, such as zone-2, or none"), r->zone_reconstructed);
}

/* ---- borders -------------------------------------------------------------------------- */

static void
add_border_cb (GtkButton        *button,
               BhuiRegionDetail *self)
{
  GtkDropDown *drop = g_object_get_data (G_OBJECT (button), "bhui-drop");
  GStrv ids = g_object_get_data (G_OBJECT (button), "bhui-ids");
  guint i = gtk_drop_down_get_selected (drop);

  if (ids != NULL && i < g_strv_length (ids))
    perform (self, "set-border", self->region, ids[i], "yes");
}

static void
fill_borders (BhuiRegionDetail   *self,
              BhState            *state,
              const BhViewRegion *r)
{
  g_auto(GStrv) near = bh_view_neighbours (state, r->id);
  g_autoptr(GStrvBuilder) others = g_strv_builder_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *row, *drop, *add;
  g_auto(GStrv) other_ids = NULL;

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->borders_group),
                                         _("The regions next to this one (3.0); choose one to select it"));
  for (guint i = 0; near[i]; i++)
    {
      BhViewRegion n;
      GtkWidget *remove;
      g_autofree char *tooltip = NULL;
      int k = bh_view_find_region (state, near[i]);

      if (k < 0 || !bh_view_region (state, (guint) k, &n))
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), n.name);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "board.select");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", n.id);
      if (bh_view_border_reconstructed (state, r->id, n.id))
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), pill (_("reconstructed")));
      remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
      tooltip = g_strdup_printf (_("Correct: %s and %s do not share a border"), r->name, n.name);
      gtk_widget_set_tooltip_text (remove, tooltip);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "session.perform");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (remove),
                                              g_variant_new ("(s^as)", "set-border",
                                                             (const char * const[]) { r->id, n.id, "no", NULL }));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      add_row (self, self->borders_group, row);
    }

  /* A border the reconstruction missed. */
  for (guint i = 0; i < bh_view_n_regions (state); i++)
    {
      BhViewRegion o;

      if (bh_view_region (state, i, &o) && !g_str_equal (o.id, r->id) &&
          !g_strv_contains ((const char * const *) near, o.id))
        {
          g_strv_builder_add (others, o.id);
          gtk_string_list_append (names, o.name);
        }
    }
  other_ids = g_strv_builder_end (others);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Add a border"));
  drop = bhui_drop_down_new (G_LIST_MODEL (g_object_ref (names)));
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Region"), -1);
  add = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_widget_set_tooltip_text (add, _("Correct: the chosen region shares a border with this one"));
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (add), "bhui-drop", drop);
  g_object_set_data_full (G_OBJECT (add), "bhui-ids", g_steal_pointer (&other_ids), (GDestroyNotify) g_strfreev);
  g_signal_connect (add, "clicked", G_CALLBACK (add_border_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), add);
  add_row (self, self->borders_group, row);
}

/* What the counters, sight, terrain and borders groups show, in a string:
 * they are built again only when it changes. */
static char *
shown_key (BhuiRegionDetail   *self,
           BhState            *state,
           const BhViewRegion *r,
           const BhViewRegion *t)
{
  GString *key = g_string_new (NULL);
  g_autofree char *describe = bhui_region_describe (state, r);
  g_autofree char *terrain = bhui_region_terrain (r);
  g_autoptr(GArray) stack = bh_view_stack (state, r->id);
  g_auto(GStrv) near = bh_view_neighbours (state, r->id);

  g_string_append_printf (key, "%s\n%s\n%s\n%s\n", r->id, t ? t->id : "", describe, terrain);
  for (guint i = 0; i < stack->len; i++)
    {
      BhViewCounter c;

      bh_view_counter (state, (guint) g_array_index (stack, int, i), &c);
      g_string_append_printf (key, "%s %s %d %d %d %d %d %d|", c.id, c.face, c.flipped, c.moved, c.fired,
                              c.panicked, c.rallied, c.strength);
    }
  g_string_append_c (key, '\n');
  for (guint i = 0; near != NULL && near[i] != NULL; i++)
    g_string_append_printf (key, "%s %d|", near[i], bh_view_border_reconstructed (state, r->id, near[i]));
  if (t != NULL && g_str_equal (r->kind, "land") && g_str_equal (t->kind, "land"))
    {
      g_autofree char *why = NULL;
      gboolean reconstructed = FALSE;
      gboolean clear = bh_view_sight (state, r->id, t->id, &reconstructed, &why);

      g_string_append_printf (key, "\nsight %d %d %s", clear, reconstructed, why ? why : "");
    }
  return g_string_free (key, FALSE);
}

/* ---- the whole ------------------------------------------------------------------------ */

static void
refresh (BhuiRegionDetail *self,
         gboolean          refill)
{
  BhState *state = get_state (self);
  BhViewRegion r, t;
  int ri, ti;
  g_autofree char *terrain = NULL;
  g_autofree char *key = NULL;

  ri = state && self->region ? bh_view_find_region (state, self->region) : -1;
  gtk_widget_set_visible (self->empty_label, ri < 0);
  gtk_widget_set_visible (self->content, ri >= 0);
  if (ri < 0 || !bh_view_region (state, (guint) ri, &r))
    return;
  ti = self->target ? bh_view_find_region (state, self->target) : -1;
  if (ti >= 0)
    bh_view_region (state, (guint) ti, &t);

  gtk_label_set_text (GTK_LABEL (self->title_label), r.name);
  terrain = bhui_region_terrain (&r);
  gtk_label_set_text (GTK_LABEL (self->terrain_label), terrain);
  if (ti >= 0)
    {
      g_autofree char *text = g_markup_printf_escaped (_("Target: <b>%s</b> (right click or Shift+Enter on the map to change it, Escape to clear it)"),
                                                       t.name);
      gtk_label_set_markup (GTK_LABEL (self->target_label), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->target_label),
                        _("No target: right click a region, or Shift+Enter on it, to aim an action there"));

  fill_offers (self, state);
  fill_actions (self, state, refill);
  /* The rest is built again only when what it shows changed. */
  key = shown_key (self, state, &r, ti >= 0 ? &t : NULL);
  if (g_strcmp0 (key, self->key) == 0)
    return;
  g_free (self->key);
  self->key = g_steal_pointer (&key);
  clear_added (self);
  fill_stack (self, state, &r);
  fill_sight (self, state, &r, ti >= 0 ? &t : NULL);
  fill_terrain (self, &r);
  fill_borders (self, state, &r);
}

void
bhui_region_detail_set_session (BhuiRegionDetail *self,
                                MusterSession    *session)
{
  g_return_if_fail (BHUI_IS_REGION_DETAIL (self));
  g_set_object (&self->session, session);
  g_hash_table_remove_all (self->rows);
  refresh (self, TRUE);
}

void
bhui_region_detail_show (BhuiRegionDetail *self,
                         const char       *region,
                         const char       *target)
{
  g_return_if_fail (BHUI_IS_REGION_DETAIL (self));

  g_free (self->region);
  self->region = g_strdup (region);
  g_free (self->target);
  self->target = g_strdup (target);
  refresh (self, TRUE);
}

void
bhui_region_detail_update (BhuiRegionDetail *self)
{
  g_return_if_fail (BHUI_IS_REGION_DETAIL (self));
  refresh (self, FALSE);
}

MusterActionRow *
bhui_region_detail_get_action_row (BhuiRegionDetail *self,
                                   const char       *action)
{
  MusterActionRow *row;

  g_return_val_if_fail (BHUI_IS_REGION_DETAIL (self), NULL);
  row = g_hash_table_lookup (self->rows, action);
  return row != NULL && gtk_widget_get_parent (GTK_WIDGET (row)) != NULL ? row : NULL;
}

void
bhui_region_detail_open_action (BhuiRegionDetail *self,
                                const char       *action)
{
  MusterActionRow *row;

  g_return_if_fail (BHUI_IS_REGION_DETAIL (self));

  row = bhui_region_detail_get_action_row (self, action);
  if (row == NULL)
    return;
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (row));
}

const char *
bhui_region_detail_get_title (BhuiRegionDetail *self)
{
  g_return_val_if_fail (BHUI_IS_REGION_DETAIL (self), NULL);
  return gtk_widget_get_visible (self->content) ? gtk_label_get_text (GTK_LABEL (self->title_label)) : NULL;
}

static void
bhui_region_detail_dispose (GObject *object)
{
  BhuiRegionDetail *self = BHUI_REGION_DETAIL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BHUI_TYPE_REGION_DETAIL);
  g_clear_object (&self->session);
  g_hash_table_remove_all (self->rows);
  G_OBJECT_CLASS (bhui_region_detail_parent_class)->dispose (object);
}

static void
bhui_region_detail_finalize (GObject *object)
{
  BhuiRegionDetail *self = BHUI_REGION_DETAIL (object);

  g_hash_table_unref (self->rows);
  g_ptr_array_unref (self->added);
  g_free (self->region);
  g_free (self->target);
  g_strfreev (self->shown);
  g_free (self->key);
  G_OBJECT_CLASS (bhui_region_detail_parent_class)->finalize (object);
}

static void
bhui_region_detail_class_init (BhuiRegionDetailClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bhui_region_detail_dispose;
  object_class->finalize = bhui_region_detail_finalize;

  /* The combat calculator for an action from the selection: action, from,
   * to (either may be NULL). */


  g_type_ensure (MUSTER_TYPE_OFFER_LIST);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/muster/Muster/boards/bunker-hill/bhui-region-detail.ui");
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, scroller);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, empty_label);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, content);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, title_label);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, terrain_label);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, target_label);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, offers);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, actions_group);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, actions_list);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, stack_group);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, sight_group);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, terrain_group);
  gtk_widget_class_bind_template_child (widget_class, BhuiRegionDetail, borders_group);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bhui_region_detail_init (BhuiRegionDetail *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->added = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
bhui_region_detail_new (void)
{
  return g_object_new (BHUI_TYPE_REGION_DETAIL, NULL);
}
