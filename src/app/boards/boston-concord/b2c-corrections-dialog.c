/* b2c-corrections-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "b2c-board.h"
#include "b2c-corrections-dialog.h"
#include "b2c-counters.h"
#include "muster-perform.h"
#include "revroad/revroad-cards.h"
#include "muster-rule-link.h"

#define VP_RESOURCE MUSTER_RESOURCE_PREFIX "/games/boston-concord/vp.xml"

typedef struct
{
  char          *id;
  GtkWidget     *row;
  GtkSpinButton *spins[3];
} CardRow;

struct _B2cCorrectionsDialog
{
  AdwPreferencesWindow  parent_instance;

  MusterSession        *session;
  GPtrArray            *cards;      /* CardRow* */
  GArray               *regions;    /* region index per combo item */
  GtkWidget            *region_a;
  GtkWidget            *region_b;
  GtkWidget            *kind_row;
  GtkWidget            *current_row;
  GtkWidget            *borders_label;
  GPtrArray            *vp_rows;    /* AdwEntryRow*, award id in data */
  GtkWidget            *pages[3];
};

G_DEFINE_FINAL_TYPE (B2cCorrectionsDialog, b2c_corrections_dialog, ADW_TYPE_PREFERENCES_WINDOW)

static const char * const kinds[] = { "road", "land", "stream", "stream-road", "river-road", "none", NULL };

static void
card_row_free (CardRow *row)
{
  g_free (row->id);
  g_free (row);
}

static B2cState *
current_state (B2cCorrectionsDialog *self)
{
  return B2C_STATE (muster_session_get_state (self->session));
}

static void
performed_cb (MusterEntry  *entry,
              const GError *error,
              gpointer      user_data)
{
  B2cCorrectionsDialog *self = user_data;

  const char *text = error != NULL ? error->message : entry != NULL ? muster_entry_get_text (entry) : NULL;

  if (text != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (text, -1);

      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (escaped));
    }
  g_object_unref (self);
}

static void
perform (B2cCorrectionsDialog *self,
         const char           *action,
         const char * const   *args)
{
  muster_perform (GTK_WIDGET (self), self->session, action, args, performed_cb, g_object_ref (self));
}

/* Cards */

static MusterCardSet *
card_set (B2cState *state)
{
  g_autoptr(GPtrArray) decks = muster_state_get_decks (MUSTER_STATE (state));

  return decks->len > 0 ? muster_deck_get_card_set (g_ptr_array_index (decks, 0)) : NULL;
}

static char *
card_subtitle (const MusterCard *card)
{
  const char *source = muster_card_get_source (card, "british");
  const char *from;

  if (revroad_card_is_reconstructed (card))
    from = _("reconstructed: check your card");
  else if (g_strcmp0 (source, "user") == 0)
    from = _("as printed on your card");
  else
    from = source ? source : "";
  return g_strdup_printf (_("British %d · Patriot %d · %d hash marks — %s"), revroad_card_british (card),
                          revroad_card_patriot (card), revroad_card_hash (card), from);
}

static void
record_card_cb (GtkButton            *button,
                B2cCorrectionsDialog *self)
{
  CardRow *row = g_object_get_data (G_OBJECT (button), "b2c-card");
  g_autofree char *b = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (row->spins[0]));
  g_autofree char *p = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (row->spins[1]));
  g_autofree char *h = g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (row->spins[2]));
  const char *args[] = { row->id, b, p, h, NULL };

  perform (self, "set-card", args);
}

static GtkWidget *
build_cards_page (B2cCorrectionsDialog *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  MusterCardSet *set = card_set (current_state (self));
  static const char * const names[] = { N_("British actions (red circle)"), N_("Patriot actions (blue circle)"),
                                        N_("Hash marks (black oval)") };
  static const char * const keys[] = { "british", "patriot", "hash" };

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Cards"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "view-paged-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("The Values Printed on Your Cards"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The rulebook does not print the cards: Muster's values are reconstructed. "
                                           "Enter what your cards show; each entry is logged and kept."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  for (guint i = 0; set && i < muster_card_set_get_n_cards (set); i++)
    {
      const MusterCard *card = muster_card_set_get_card (set, i);
      CardRow *row = g_new0 (CardRow, 1);
      g_autofree char *title = g_strdup_printf (_("Card %s"), card->id);
      g_autofree char *subtitle = card_subtitle (card);
      GtkWidget *record_row, *record;

      row->id = g_strdup (card->id);
      row->row = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), title);
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row->row), subtitle);
      for (int v = 0; v < 3; v++)
        {
          GtkWidget *spin_row = adw_action_row_new ();

          row->spins[v] = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, v == 2 ? REVROAD_CARD_MAX_HASH
                                                                                     : REVROAD_CARD_MAX_ACTIONS, 1));
          gtk_spin_button_set_value (row->spins[v], muster_card_get_int (card, keys[v], 0));
          gtk_widget_set_valign (GTK_WIDGET (row->spins[v]), GTK_ALIGN_CENTER);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (spin_row), _(names[v]));
          adw_action_row_add_suffix (ADW_ACTION_ROW (spin_row), GTK_WIDGET (row->spins[v]));
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (spin_row), GTK_WIDGET (row->spins[v]));
          adw_expander_row_add_row (ADW_EXPANDER_ROW (row->row), spin_row);
        }
      record_row = adw_action_row_new ();
      record = gtk_button_new_with_mnemonic (_("_Record"));
      gtk_widget_add_css_class (record, "suggested-action");
      gtk_widget_set_valign (record, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (record), "b2c-card", row);
      g_signal_connect (record, "clicked", G_CALLBACK (record_card_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (record_row), record);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row->row), record_row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row->row);
      g_ptr_array_add (self->cards, row);
    }
  return page;
}

/* Map borders */

static int
combo_region (B2cCorrectionsDialog *self,
              GtkWidget            *combo)
{
  guint i = adw_combo_row_get_selected (ADW_COMBO_ROW (combo));

  return i < self->regions->len ? g_array_index (self->regions, int, i) : -1;
}

static const char *
kind_of (const B2cBorderView *b)
{
  if (b == NULL)
    return "none";
  switch (b->water)
    {
    case REVROAD_WATER_RIVER:
      return b->road ? "river-road" : "none";
    case REVROAD_WATER_STREAM:
      return b->road ? "stream-road" : "stream";
    case REVROAD_WATER_NONE:
    default:
      return b->road ? "road" : "land";
    }
}

static const char *
kind_text (const char *kind)
{
  if (g_str_equal (kind, "road")) return _("Road");
  if (g_str_equal (kind, "land")) return _("Land, no road");
  if (g_str_equal (kind, "stream")) return _("Light blue stream, no road");
  if (g_str_equal (kind, "stream-road")) return _("Light blue stream with a road");
  if (g_str_equal (kind, "river-road")) return _("Dark blue water with a road");
  return _("Not adjacent");
}

static void
update_border (B2cCorrectionsDialog *self)
{
  B2cState *state = current_state (self);
  int a = combo_region (self, self->region_a), b = combo_region (self, self->region_b);
  g_autofree char *borders = NULL;
  const char *kind = "none";
  const char *source = NULL;
  g_autofree char *subtitle = NULL;

  if (a < 0 || b < 0)
    return;
  {
    g_autoptr(GArray) list = b2c_view_borders (state, a);

    for (guint i = 0; i < list->len; i++)
      {
        B2cBorderView *v = &g_array_index (list, B2cBorderView, i);

        if (v->region == b)
          {
            kind = v->adjacent ? kind_of (v) : "none";
            source = v->source;
          }
      }
  }
  if (source == NULL)
    subtitle = g_strdup_printf (_("%s — no border on Muster's map"), kind_text (kind));
  else if (b2c_source_is_reconstructed (source))
    subtitle = g_strdup_printf (_("%s — reconstructed"), kind_text (kind));
  else if (g_str_equal (source, "user"))
    subtitle = g_strdup_printf (_("%s — as you entered it"), kind_text (kind));
  else
    subtitle = g_strdup_printf ("%s — %s", kind_text (kind), source);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->current_row), subtitle);
  for (guint k = 0; kinds[k]; k++)
    if (g_str_equal (kinds[k], kind))
      adw_combo_row_set_selected (ADW_COMBO_ROW (self->kind_row), k);
  borders = b2c_region_borders_text (state, a);
  gtk_label_set_text (GTK_LABEL (self->borders_label), borders);
}

static void
record_border_cb (GtkButton            *button,
                  B2cCorrectionsDialog *self)
{
  B2cState *state = current_state (self);
  int a = combo_region (self, self->region_a), b = combo_region (self, self->region_b);
  guint k = adw_combo_row_get_selected (ADW_COMBO_ROW (self->kind_row));
  B2cRegionView ra, rb;

  if (a < 0 || b < 0 || k >= g_strv_length ((char **) kinds))
    return;
  b2c_view_region (state, a, &ra);
  b2c_view_region (state, b, &rb);
  {
    const char *args[] = { ra.id, rb.id, kinds[k], NULL };

    perform (self, "correct-border", args);
  }
}

static GtkWidget *
build_map_page (B2cCorrectionsDialog *self)
{
  B2cState *state = current_state (self);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *list_group = adw_preferences_group_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) kind_names = gtk_string_list_new (NULL);
  GtkWidget *record, *record_row;

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Map"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "mark-location-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("How Two Regions Meet on Your Board"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Muster's map is reconstructed. Correct a border from your board: "
                                           "the change is logged and the map draws it solid."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  for (guint r = 0; r < b2c_view_n_regions (state); r++)
    {
      B2cRegionView view;

      b2c_view_region (state, (int) r, &view);
      gtk_string_list_append (names, view.name);
      g_array_append_val (self->regions, r);
    }
  for (guint k = 0; kinds[k]; k++)
    gtk_string_list_append (kind_names, kind_text (kinds[k]));

  self->region_a = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->region_a), _("Region"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->region_a), G_LIST_MODEL (names));
  self->region_b = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->region_b), _("Neighbour"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->region_b), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->region_b), 1);
  self->current_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->current_row), _("Now"));
  self->kind_row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->kind_row), _("On your board"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->kind_row), G_LIST_MODEL (kind_names));
  record_row = adw_action_row_new ();
  record = gtk_button_new_with_mnemonic (_("_Record the Border"));
  gtk_widget_add_css_class (record, "suggested-action");
  gtk_widget_set_valign (record, GTK_ALIGN_CENTER);
  g_signal_connect (record, "clicked", G_CALLBACK (record_border_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (record_row), record);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->region_a);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->region_b);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->current_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->kind_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), record_row);
  g_signal_connect_swapped (self->region_a, "notify::selected", G_CALLBACK (update_border), self);
  g_signal_connect_swapped (self->region_b, "notify::selected", G_CALLBACK (update_border), self);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (list_group), _("Borders of the Region"));
  self->borders_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->borders_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->borders_label), 0);
  gtk_label_set_selectable (GTK_LABEL (self->borders_label), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (list_group), self->borders_label);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (list_group));
  update_border (self);
  return page;
}

/* VP schedule */

static void
vp_apply_cb (AdwEntryRow          *row,
             B2cCorrectionsDialog *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "b2c-award");
  g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  const char *args[] = { id, value, NULL };

  perform (self, "set-vp", args);
}

/* The value the players entered for @id so far, from the corrections. */
static char *
corrected_vp (B2cState   *state,
              const char *id)
{
  g_auto(GStrv) lines = b2c_view_corrections (state);
  g_autofree char *prefix = g_strdup_printf ("set-vp %s ", id);
  char *out = NULL;

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      {
        g_free (out);
        out = g_strdup (lines[i] + strlen (prefix));
      }
  return out;
}

static GtkWidget *
build_vp_page (B2cCorrectionsDialog *self)
{
  B2cState *state = current_state (self);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  const char *scenario = muster_session_get_scenario (self->session);
  const char *schedule = g_strcmp0 (scenario, "two-player") == 0 ? "two-player" : "solitaire";
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = muster_xml_parse_resource (VP_RESOURCE, &error);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Victory Points"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "starred-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("The VP Schedule of Your Player's Aid"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Awards the rulebook does not print are reconstructed. Type the value "
                                           "from your Player's Aid (halves allowed, such as 0.5) and press Enter."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  if (doc == NULL)
    return page;
  muster_xml_foreach_element (node, xmlDocGetRootElement (doc))
    {
      g_autofree char *id = muster_xml_get (node, "id");

      if (g_strcmp0 (id, schedule) != 0)
        continue;
      muster_xml_foreach_element (award, node)
        {
          g_autofree char *aid = muster_xml_get (award, "id");
          g_autofree char *name = muster_xml_get (award, "name");
          g_autofree char *value = muster_xml_get (award, "value");
          g_autofree char *source = muster_xml_get (award, "source");
          g_autofree char *side = muster_xml_get (award, "side");
          g_autofree char *corrected = corrected_vp (state, aid);
          g_autofree char *title = NULL;
          RevroadSide s = REVROAD_NO_SIDE;
          GtkWidget *row = adw_entry_row_new ();
          const char *from;

          revroad_side_from_id (side, &s);
          if (corrected != NULL)
            from = _("as on your Player's Aid");
          else if (b2c_source_is_reconstructed (source))
            from = _("reconstructed");
          else
            from = source;
          /* Translators: a VP award: its name, who scores it, where its value comes from. */
          title = g_strdup_printf (_("%s (%s; %s)"), name ? name : aid,
                                   s != REVROAD_NO_SIDE ? revroad_side_name (s) : _("the opponent"), from ? from : "");
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          gtk_editable_set_text (GTK_EDITABLE (row), corrected ? corrected : value);
          adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
          g_object_set_data_full (G_OBJECT (row), "b2c-award", g_strdup (aid), g_free);
          g_signal_connect (row, "apply", G_CALLBACK (vp_apply_cb), self);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          g_ptr_array_add (self->vp_rows, row);
        }
    }
  return page;
}

static void
session_changed_cb (B2cCorrectionsDialog *self)
{
  MusterCardSet *set = card_set (current_state (self));

  for (guint i = 0; set && i < self->cards->len; i++)
    {
      CardRow *row = g_ptr_array_index (self->cards, i);
      const MusterCard *card = muster_card_set_lookup (set, row->id);
      g_autofree char *subtitle = card ? card_subtitle (card) : NULL;

      if (subtitle)
        adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row->row), subtitle);
    }
  update_border (self);
}

static void
b2c_corrections_dialog_dispose (GObject *object)
{
  B2cCorrectionsDialog *self = B2C_CORRECTIONS_DIALOG (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (b2c_corrections_dialog_parent_class)->dispose (object);
}

static void
b2c_corrections_dialog_finalize (GObject *object)
{
  B2cCorrectionsDialog *self = B2C_CORRECTIONS_DIALOG (object);

  g_ptr_array_unref (self->cards);
  g_ptr_array_unref (self->vp_rows);
  g_array_unref (self->regions);

  G_OBJECT_CLASS (b2c_corrections_dialog_parent_class)->finalize (object);
}

static void
b2c_corrections_dialog_class_init (B2cCorrectionsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = b2c_corrections_dialog_dispose;
  object_class->finalize = b2c_corrections_dialog_finalize;
}

static void
b2c_corrections_dialog_init (B2cCorrectionsDialog *self)
{
  self->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) card_row_free);
  self->vp_rows = g_ptr_array_new ();
  self->regions = g_array_new (FALSE, FALSE, sizeof (int));
}

B2cCorrectionsDialog *
b2c_corrections_dialog_new (GtkWidget     *source,
                            MusterSession *session,
                            const char    *page)
{
  B2cCorrectionsDialog *self;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  self = g_object_new (B2C_TYPE_CORRECTIONS_DIALOG, "title", _("Corrections"), "default-width", 560,
                       "default-height", 640, "search-enabled", FALSE, NULL);
  self->session = g_object_ref (session);
  muster_dialog_attach (GTK_WINDOW (self), source);
  self->pages[0] = build_cards_page (self);
  self->pages[1] = build_map_page (self);
  self->pages[2] = build_vp_page (self);
  for (int i = 0; i < 3; i++)
    adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (self->pages[i]));
  if (g_strcmp0 (page, "map") == 0)
    adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (self->pages[1]));
  else if (g_strcmp0 (page, "vp") == 0)
    adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (self->pages[2]));
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  return self;
}

void
b2c_corrections_dialog_show_border (B2cCorrectionsDialog *self,
                                    int                   a,
                                    int                   b)
{
  g_return_if_fail (B2C_IS_CORRECTIONS_DIALOG (self));

  for (guint i = 0; i < self->regions->len; i++)
    {
      if (g_array_index (self->regions, int, i) == a)
        adw_combo_row_set_selected (ADW_COMBO_ROW (self->region_a), i);
      if (g_array_index (self->regions, int, i) == b)
        adw_combo_row_set_selected (ADW_COMBO_ROW (self->region_b), i);
    }
  update_border (self);
}
