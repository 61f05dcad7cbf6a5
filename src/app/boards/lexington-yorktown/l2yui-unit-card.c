/* l2yui-unit-card.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "l2yui-unit-card.h"

struct _L2yuiUnitCard
{
  GtkWidget  parent_instance;

  char      *id;
  char      *text;
  GtkWidget *box;
  GtkWidget *name;
  GtkWidget *summary;
  GtkWidget *strength;
  GtkWidget *level;
  GtkWidget *alerts;
  GtkWidget *marks;
};

G_DEFINE_FINAL_TYPE (L2yuiUnitCard, l2yui_unit_card, GTK_TYPE_WIDGET)

/* A mark on the card: an alert (what the players must act on or not miss)
 * or how it stands. */
static void
add_mark (GString    *marks,
          GString    *text,
          const char *words)
{
  g_string_append_printf (marks, "%s%s", marks->len ? " · " : "", words);
  g_string_append_printf (text, ", %s", words);
}

static void
show_marks (GtkWidget *label,
            GString   *marks)
{
  gtk_label_set_label (GTK_LABEL (label), marks->str);
  gtk_widget_set_visible (label, marks->len > 0);
}

void
l2yui_unit_card_update (L2yuiUnitCard     *self,
                        const L2yViewUnit *unit)
{
  g_autoptr(GString) text = g_string_new (unit->name);
  g_autoptr(GString) alerts = g_string_new (NULL);
  g_autoptr(GString) marks = g_string_new (NULL);

  g_return_if_fail (L2YUI_IS_UNIT_CARD (self));

  gtk_label_set_label (GTK_LABEL (self->name), unit->name);
  gtk_label_set_label (GTK_LABEL (self->summary), unit->summary);

  gtk_widget_set_visible (self->strength, !unit->general && !unit->gone);
  gtk_widget_set_visible (self->level, !unit->general && !unit->gone && unit->start > 0);
  if (!unit->general && !unit->gone)
    {
      g_autofree char *strength = NULL;

      if (unit->gun)
        /* Translators: gunners left of the start, the shatter line, then
         * the gun models working: “5 of 6 gunners · shattered at 1 · 2 of 2 guns working”. */
        strength = g_strdup_printf (ngettext ("%d of %d gunners · shattered at %d · %d of %d gun working",
                                              "%d of %d gunners · shattered at %d · %d of %d guns working",
                                              unit->gun_models),
                                    unit->strength, unit->start, unit->shatter_line, unit->guns, unit->gun_models);
      else
        /* Translators: models left of the start, and the shatter line. */
        strength = g_strdup_printf (ngettext ("%d of %d model · shattered at %d",
                                              "%d of %d models · shattered at %d", unit->start),
                                    unit->strength, unit->start, unit->shatter_line);
      gtk_label_set_label (GTK_LABEL (self->strength), strength);
      gtk_level_bar_set_max_value (GTK_LEVEL_BAR (self->level), MAX (unit->start, 1));
      gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->level), "shatter");
      gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (self->level), "shatter", unit->shatter_line);
      gtk_level_bar_set_value (GTK_LEVEL_BAR (self->level), CLAMP (unit->strength, 0, unit->start));
      g_string_append_printf (text, ", %s", strength);
    }

  if (unit->gone)
    add_mark (marks, text, unit->fate);
  if (unit->must_retreat)
    add_mark (alerts, text, _("Retreats now, or is captured"));
  if (unit->owes != NULL)
    add_mark (alerts, text, g_str_equal (unit->owes, "fire-test") ? _("Owes a fire test") : _("Owes a rally test"));
  if (!unit->gone && !unit->general)
    {
      add_mark (unit->shaken ? alerts : marks, text, unit->shaken ? _("Shaken") : _("Good morale"));
      add_mark (unit->disordered ? alerts : marks, text, unit->order);
      add_mark (marks, text, unit->formation);
      if (unit->rout_hits > 0)
        {
          g_autofree char *hits = g_strdup_printf (ngettext ("%d rout hit", "%d rout hits", unit->rout_hits),
                                                   unit->rout_hits);

          add_mark (alerts, text, hits);
        }
      if (unit->carried)
        add_mark (marks, text, _("A hit carried"));
    }
  if (unit->general_with != NULL)
    {
      /* Translators: a general with the unit. */
      g_autofree char *with = g_strdup_printf (_("With %s"), unit->general_with);

      add_mark (marks, text, with);
    }
  if (unit->foes != NULL)
    {
      /* Translators: the units it fights. */
      g_autofree char *foes = g_strdup_printf (_("In combat with %s"), unit->foes);

      add_mark (alerts, text, foes);
    }
  show_marks (self->alerts, alerts);
  show_marks (self->marks, marks);
  if (unit->gone)
    gtk_widget_add_css_class (GTK_WIDGET (self), "gone");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "gone");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "british");
  gtk_widget_remove_css_class (GTK_WIDGET (self), "american");
  if (unit->side != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), unit->side);

  g_free (self->text);
  self->text = g_string_free (g_steal_pointer (&text), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->text, -1);
}

const char *
l2yui_unit_card_get_id (L2yuiUnitCard *self)
{
  g_return_val_if_fail (L2YUI_IS_UNIT_CARD (self), NULL);
  return self->id;
}

const char *
l2yui_unit_card_get_text (L2yuiUnitCard *self)
{
  g_return_val_if_fail (L2YUI_IS_UNIT_CARD (self), NULL);
  return self->text;
}

void
l2yui_unit_card_set_role (L2yuiUnitCard *self,
                          gboolean       selected,
                          gboolean       target)
{
  g_return_if_fail (L2YUI_IS_UNIT_CARD (self));

  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected-unit");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected-unit");
  if (target)
    gtk_widget_add_css_class (GTK_WIDGET (self), "target-unit");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "target-unit");
}

static void
l2yui_unit_card_dispose (GObject *object)
{
  L2yuiUnitCard *self = L2YUI_UNIT_CARD (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (l2yui_unit_card_parent_class)->dispose (object);
}

static void
l2yui_unit_card_finalize (GObject *object)
{
  L2yuiUnitCard *self = L2YUI_UNIT_CARD (object);

  g_free (self->id);
  g_free (self->text);
  G_OBJECT_CLASS (l2yui_unit_card_parent_class)->finalize (object);
}

static void
l2yui_unit_card_class_init (L2yuiUnitCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = l2yui_unit_card_dispose;
  object_class->finalize = l2yui_unit_card_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "l2yuiunitcard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
l2yui_unit_card_init (L2yuiUnitCard *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");

  self->name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->name), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->name, "heading");
  gtk_box_append (GTK_BOX (self->box), self->name);

  self->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->summary), 0);
  gtk_label_set_wrap (GTK_LABEL (self->summary), TRUE);
  gtk_label_set_lines (GTK_LABEL (self->summary), 2);
  gtk_label_set_ellipsize (GTK_LABEL (self->summary), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->summary, "caption");
  gtk_widget_add_css_class (self->summary, "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->summary);

  self->level = gtk_level_bar_new ();
  gtk_level_bar_set_mode (GTK_LEVEL_BAR (self->level), GTK_LEVEL_BAR_MODE_CONTINUOUS);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->level), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->level), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->level), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_widget_set_margin_top (self->level, 4);
  gtk_box_append (GTK_BOX (self->box), self->level);

  self->strength = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->strength), 0);
  gtk_label_set_wrap (GTK_LABEL (self->strength), TRUE);
  gtk_widget_add_css_class (self->strength, "caption");
  gtk_widget_add_css_class (self->strength, "numeric");
  gtk_box_append (GTK_BOX (self->box), self->strength);

  self->alerts = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->alerts), 0);
  gtk_label_set_wrap (GTK_LABEL (self->alerts), TRUE);
  gtk_widget_add_css_class (self->alerts, "caption-heading");
  gtk_widget_add_css_class (self->alerts, "l2yui-alerts");
  gtk_box_append (GTK_BOX (self->box), self->alerts);

  self->marks = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->marks), 0);
  gtk_label_set_wrap (GTK_LABEL (self->marks), TRUE);
  gtk_widget_add_css_class (self->marks, "caption");
  gtk_widget_add_css_class (self->marks, "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->marks);
}

GtkWidget *
l2yui_unit_card_new (const L2yViewUnit *unit)
{
  L2yuiUnitCard *self = g_object_new (L2YUI_TYPE_UNIT_CARD, NULL);

  self->id = g_strdup (unit->id);
  l2yui_unit_card_update (self, unit);
  return GTK_WIDGET (self);
}
