/* muster-action-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "widgets/muster-action-bar.h"

struct _MusterActionBar
{
  GtkWidget    parent_instance;

  MusterState *state;
  GStrv        prominent;
  char        *action_name;
  int          lines;     /* at most this many lines of buttons, 0: any */
  GHashTable  *buttons;   /* id -> GtkWidget (borrowed) */
  GHashTable  *pinned;    /* buttons that never go into the menu (borrowed) */
  GPtrArray   *infos;     /* the listing the buttons show */
  GPtrArray   *overflow;  /* ids of the buttons with no room, in order */
  char        *key;       /* what the buttons were last built for */
  GMenu       *menu;

  /* Template widgets */
  GtkWidget   *more_button;   /* the last child; the buttons come before */
};

#define SPACING 4

G_DEFINE_FINAL_TYPE (MusterActionBar, muster_action_bar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STATE,
  PROP_PROMINENT,
  PROP_ACTION_NAME,
  PROP_LINES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GVariant *
target (const char *id,
        const char *arg)
{
  const char *args[] = { arg, NULL };

  return g_variant_new ("(s^as)", id, args);
}

/* Parameters that are all optional words: the action goes with one of
 * them or none, so a menu can hold every way to take it. */
static gboolean
takes_only_words (const MusterActionInfo *info)
{
  if (info->params->len == 0)
    return FALSE;
  for (guint i = 0; i < info->params->len; i++)
    {
      MusterParam *param = g_ptr_array_index (info->params, i);

      if (param->kind != MUSTER_PARAM_FLAG || !param->optional || param->choices == NULL)
        return FALSE;
    }
  return TRUE;
}

static void
append_item (GMenu      *menu,
             const char *label,
             const char *action_name,
             const char *id,
             const char *arg)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, action_name, target (id, arg));
  g_menu_append_item (menu, item);
}

static void
append_ways (GMenu                  *menu,
             const MusterActionInfo *info,
             const char             *action_name)
{
  append_item (menu, info->label, action_name, info->id, NULL);
  for (guint i = 0; i < info->params->len; i++)
    {
      MusterParam *param = g_ptr_array_index (info->params, i);

      for (guint c = 0; param->choices[c]; c++)
        {
          /* Translators: an action and one way to take it, “Pass: Spend
           * an action doing nothing”. */
          g_autofree char *label = g_strdup_printf (_("%s: %s"), info->label,
                                                    muster_param_choice_label (param, param->choices[c]));

          append_item (menu, label, action_name, info->id, param->choices[c]);
        }
    }
}

static GtkWidget *
make_button (MusterActionBar        *self,
             const MusterActionInfo *info)
{
  GtkWidget *button;

  if (takes_only_words (info))
    {
      g_autoptr(GMenu) ways = g_menu_new ();

      append_ways (ways, info, self->action_name);
      button = gtk_menu_button_new ();
      gtk_menu_button_set_label (GTK_MENU_BUTTON (button), info->label);
      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (ways));
    }
  else
    {
      button = gtk_button_new_with_label (info->label);
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target (info->id, NULL));
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, info->label, -1);
  return button;
}

/* Open or not, and why, with the rule. */
static void
set_listing (MusterActionBar        *self,
             GtkWidget              *button,
             const MusterActionInfo *info)
{
  g_autofree char *tip = NULL;

  /* A button with an action takes its sensitivity from the action: a
   * closed one has none. */
  if (!GTK_IS_MENU_BUTTON (button))
    gtk_actionable_set_action_name (GTK_ACTIONABLE (button), info->legal ? self->action_name : NULL);
  gtk_widget_set_sensitive (button, info->legal);
  if (info->legal && info->section != NULL)
    /* Translators: an action's summary and its rule section. */
    tip = g_strdup_printf (_("%s (rule %s)"), info->summary ? info->summary : info->label, info->section);
  else if (info->legal)
    tip = g_strdup (info->summary ? info->summary : info->label);
  else
    /* Translators: why an action is closed now; the reason names its
     * rule. */
    tip = g_strdup_printf (_("Not now: %s"), info->reason ? info->reason : "");
  /* Only what changed: a tooltip set again is measured again. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (button), tip) != 0)
    {
      gtk_widget_set_tooltip_text (button, tip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
    }
  /* A step of the procedure that is due is the thing to do next. */
  if (info->legal && info->kind == MUSTER_ACTION_STEP)
    gtk_widget_add_css_class (button, "suggested-action");
  else
    gtk_widget_remove_css_class (button, "suggested-action");
}

/* Where an action goes: 0 a button, 1 the menu, -1 nowhere. Plays always
 * show, so the bar keeps its shape from turn to turn; steps and set-up
 * only while they are open; answers belong to the decision bar. */
static int
placement (MusterActionBar        *self,
           const MusterActionInfo *info)
{
  switch (info->kind)
    {
    case MUSTER_ACTION_PLAY:
    case MUSTER_ACTION_STEP:
    case MUSTER_ACTION_SETUP:
      if (info->kind != MUSTER_ACTION_PLAY && !info->legal)
        return -1;
      if (self->prominent == NULL || g_strv_contains ((const char * const *) self->prominent, info->id))
        return 0;
      return info->legal ? 1 : -1;
    case MUSTER_ACTION_CORRECTION:
      return info->legal ? 1 : -1;
    case MUSTER_ACTION_ANSWER:
    default:
      return -1;
    }
}

static guint
group_of (const MusterActionInfo *info)
{
  switch (info->kind)
    {
    case MUSTER_ACTION_PLAY:
      return 0;
    case MUSTER_ACTION_STEP:
      return 1;
    case MUSTER_ACTION_SETUP:
      return 2;
    case MUSTER_ACTION_CORRECTION:
    case MUSTER_ACTION_ANSWER:
    default:
      return 3;
    }
}

/* The menu: the buttons that found no room, what the board keeps off the
 * bar, and the corrections; only what is open now. */
static void
fill_menu (MusterActionBar *self)
{
  g_autoptr(GMenu) others = g_menu_new ();
  g_autoptr(GMenu) corrections = g_menu_new ();

  g_menu_remove_all (self->menu);
  for (guint i = 0; self->infos != NULL && i < self->infos->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (self->infos, i);
      int where = placement (self, info);
      gboolean overflowed = FALSE;

      for (guint o = 0; o < self->overflow->len && !overflowed; o++)
        overflowed = g_str_equal (g_ptr_array_index (self->overflow, o), info->id);
      if (!info->legal || where < 0 || (where == 0 && !overflowed))
        continue;
      if (info->kind == MUSTER_ACTION_CORRECTION)
        append_item (corrections, info->label, self->action_name, info->id, NULL);
      else if (takes_only_words (info))
        append_ways (others, info, self->action_name);
      else
        append_item (others, info->label, self->action_name, info->id, NULL);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (others)) > 0)
    g_menu_append_section (self->menu, NULL, G_MENU_MODEL (others));
  if (g_menu_model_get_n_items (G_MENU_MODEL (corrections)) > 0)
    g_menu_append_section (self->menu, _("Corrections"), G_MENU_MODEL (corrections));
}

static void
more_popup_cb (GtkMenuButton *button,
               gpointer       user_data)
{
  fill_menu (MUSTER_ACTION_BAR (user_data));
}

static void
refresh (MusterActionBar *self)
{
  g_autoptr(GPtrArray) on_bar = g_ptr_array_new ();
  GString *key = g_string_new (self->action_name);
  gboolean any_menu = FALSE;
  GtkWidget *child;

  g_clear_pointer (&self->infos, g_ptr_array_unref);
  self->infos = self->state ? muster_state_list_actions (self->state)
                            : g_ptr_array_new_with_free_func ((GDestroyNotify) muster_action_info_free);
  for (guint group = 0; group < 4; group++)
    for (guint i = 0; i < self->infos->len; i++)
      {
        MusterActionInfo *info = g_ptr_array_index (self->infos, i);
        int where = placement (self, info);

        if (group_of (info) != group || where < 0)
          continue;
        if (where == 0)
          {
            g_ptr_array_add (on_bar, info);
            g_string_append_printf (key, "|%s%d", info->id, takes_only_words (info));
          }
        else
          any_menu = TRUE;
      }

  /* Rebuilding buttons under the pointer only on a real change. */
  if (g_strcmp0 (key->str, self->key) != 0)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != self->more_button)
        gtk_widget_unparent (child);
      g_hash_table_remove_all (self->buttons);
      g_hash_table_remove_all (self->pinned);
      for (guint i = 0; i < on_bar->len; i++)
        {
          MusterActionInfo *info = g_ptr_array_index (on_bar, i);
          GtkWidget *button = make_button (self, info);

          gtk_widget_insert_before (button, GTK_WIDGET (self), self->more_button);
          g_hash_table_insert (self->buttons, g_strdup (info->id), button);
          /* Steps and set-up are what is due: they keep their buttons. */
          if (info->kind != MUSTER_ACTION_PLAY)
            g_hash_table_add (self->pinned, button);
        }
      g_free (self->key);
      self->key = g_string_free (g_steal_pointer (&key), FALSE);
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  if (key != NULL)
    g_string_free (key, TRUE);
  for (guint i = 0; i < on_bar->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (on_bar, i);
      GtkWidget *button = g_hash_table_lookup (self->buttons, info->id);
      gboolean was_open = gtk_widget_get_sensitive (button);

      set_listing (self, button, info);
      /* With a limit on lines, what opened or closed may change which
       * plays have room. */
      if (self->lines > 0 && was_open != info->legal)
        gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
  /* The menu is filled when it opens (more_popup_cb). With a limit on
   * lines, buttons may lack room: the menu is always there for them. */
  gtk_widget_set_visible (self->more_button, self->state != NULL && (any_menu || self->lines > 0));
}

/* ---- layout: the buttons in lines, as many to a line as fit ---------------- */

/* Places the children of @self for which @keep holds in lines of @width;
 * allocates them when @allocate. Returns the height, and the number of
 * lines in @n_lines. */
static int
place (MusterActionBar *self,
       int              width,
       const gboolean  *keep,
       gboolean         allocate,
       int             *n_lines)
{
  int x = 0, y = 0, line_height = 0, lines = 0;
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      int nat_w, h;

      if (!gtk_widget_get_visible (child) || !keep[i])
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_w, NULL, NULL);
      nat_w = MIN (nat_w, width);
      if (lines == 0)
        lines = 1;
      else if (x > 0 && x + nat_w > width)
        {
          y += line_height + SPACING;
          x = 0;
          line_height = 0;
          lines++;
        }
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, nat_w, NULL, &h, NULL, NULL);
      if (allocate)
        {
          GtkAllocation a = { x, y, nat_w, h };

          gtk_widget_size_allocate (child, &a, -1);
        }
      line_height = MAX (line_height, h);
      x += nat_w + SPACING;
    }
  *n_lines = lines;
  return y + line_height;
}

/* Lays the children out in @width within the limit on lines: the plays
 * as long as they fit with the steps and the menu button, the rest left
 * for the menu; the closed plays give up their room first, from the
 * last, then the open ones. Returns the height. */
static int
lay_out (MusterActionBar *self,
         int              width,
         gboolean         allocate)
{
  guint n = 0, n_plays = 0, dropped;
  g_autofree gboolean *keep = NULL;
  g_autofree guint *order = NULL;   /* the plays' indices, first to drop first */
  GtkWidget *child;
  int lines = 0, height;
  guint i;

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self)); child; child = gtk_widget_get_next_sibling (child))
    n++;
  keep = g_new (gboolean, n);
  order = g_new (guint, n);
  for (int open = 0; open < 2; open++)
    {
      i = n;
      for (child = gtk_widget_get_last_child (GTK_WIDGET (self)); child; child = gtk_widget_get_prev_sibling (child))
        {
          i--;
          if (child != self->more_button && !g_hash_table_contains (self->pinned, child) &&
              gtk_widget_get_sensitive (child) == (open == 1))
            order[n_plays++] = i;
        }
    }
  /* Fewer and fewer plays until the lines are few enough. */
  for (dropped = 0;; dropped++)
    {
      for (i = 0; i < n; i++)
        keep[i] = TRUE;
      for (i = 0; i < dropped; i++)
        keep[order[i]] = FALSE;
      height = place (self, width, keep, FALSE, &lines);
      if (self->lines <= 0 || lines <= self->lines || dropped == n_plays)
        break;
    }
  if (allocate)
    {
      g_ptr_array_set_size (self->overflow, 0);
      for (i = 0, child = gtk_widget_get_first_child (GTK_WIDGET (self)); child;
           child = gtk_widget_get_next_sibling (child), i++)
        {
          gtk_widget_set_child_visible (child, keep[i]);
          if (!keep[i])
            {
              GHashTableIter iter;
              gpointer id, button;

              g_hash_table_iter_init (&iter, self->buttons);
              while (g_hash_table_iter_next (&iter, &id, &button))
                if (button == child)
                  g_ptr_array_add (self->overflow, g_strdup (id));
            }
        }
      place (self, width, keep, TRUE, &lines);
    }
  return height;
}

static void
muster_action_bar_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  MusterActionBar *self = MUSTER_ACTION_BAR (widget);

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At least the widest button; at best all on one line. */
      int n = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
        {
          int min_w, nat_w;

          if (!gtk_widget_get_visible (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
          *minimum = MAX (*minimum, min_w);
          *natural += nat_w + (n++ > 0 ? SPACING : 0);
        }
    }
  else
    {
      int width = for_size, min_w;

      if (width < 0)
        muster_action_bar_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &width, NULL, NULL);
      *minimum = *natural = lay_out (self, width, FALSE);
    }
}

static GtkSizeRequestMode
muster_action_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
muster_action_bar_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  lay_out (MUSTER_ACTION_BAR (widget), width, TRUE);
}

/* ---- public ------------------------------------------------------------------ */

MusterState *
muster_action_bar_get_state (MusterActionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_BAR (self), NULL);
  return self->state;
}

void
muster_action_bar_set_state (MusterActionBar *self,
                             MusterState     *state)
{
  g_return_if_fail (MUSTER_IS_ACTION_BAR (self));
  g_return_if_fail (state == NULL || MUSTER_IS_STATE (state));

  /* The same state may have moved on: read it again either way. */
  if (g_set_object (&self->state, state))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  refresh (self);
}

const char * const *
muster_action_bar_get_prominent (MusterActionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_BAR (self), NULL);
  return (const char * const *) self->prominent;
}

void
muster_action_bar_set_prominent (MusterActionBar    *self,
                                 const char * const *ids)
{
  g_return_if_fail (MUSTER_IS_ACTION_BAR (self));

  g_strfreev (self->prominent);
  self->prominent = g_strdupv ((char **) ids);
  g_clear_pointer (&self->key, g_free);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROMINENT]);
}

const char *
muster_action_bar_get_action_name (MusterActionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_BAR (self), NULL);
  return self->action_name;
}

void
muster_action_bar_set_action_name (MusterActionBar *self,
                                   const char      *name)
{
  g_return_if_fail (MUSTER_IS_ACTION_BAR (self));
  g_return_if_fail (name != NULL);

  if (g_strcmp0 (name, self->action_name) == 0)
    return;
  g_free (self->action_name);
  self->action_name = g_strdup (name);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTION_NAME]);
}

int
muster_action_bar_get_lines (MusterActionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_BAR (self), 0);
  return self->lines;
}

void
muster_action_bar_set_lines (MusterActionBar *self,
                             int              lines)
{
  g_return_if_fail (MUSTER_IS_ACTION_BAR (self));

  lines = MAX (lines, 0);
  if (lines == self->lines)
    return;
  self->lines = lines;
  refresh (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES]);
}

GtkWidget *
muster_action_bar_get_button (MusterActionBar *self,
                              const char      *id)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_BAR (self), NULL);
  return g_hash_table_lookup (self->buttons, id);
}

GMenuModel *
muster_action_bar_get_menu (MusterActionBar *self)
{
  g_return_val_if_fail (MUSTER_IS_ACTION_BAR (self), NULL);
  fill_menu (self);
  return g_menu_model_get_n_items (G_MENU_MODEL (self->menu)) > 0 ? G_MENU_MODEL (self->menu) : NULL;
}

static void
muster_action_bar_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  MusterActionBar *self = MUSTER_ACTION_BAR (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_object (value, self->state);
      break;
    case PROP_PROMINENT:
      g_value_set_boxed (value, self->prominent);
      break;
    case PROP_ACTION_NAME:
      g_value_set_string (value, self->action_name);
      break;
    case PROP_LINES:
      g_value_set_int (value, self->lines);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_action_bar_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  MusterActionBar *self = MUSTER_ACTION_BAR (object);

  switch (prop_id)
    {
    case PROP_STATE:
      muster_action_bar_set_state (self, g_value_get_object (value));
      break;
    case PROP_PROMINENT:
      muster_action_bar_set_prominent (self, g_value_get_boxed (value));
      break;
    case PROP_ACTION_NAME:
      muster_action_bar_set_action_name (self, g_value_get_string (value));
      break;
    case PROP_LINES:
      muster_action_bar_set_lines (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_action_bar_dispose (GObject *object)
{
  MusterActionBar *self = MUSTER_ACTION_BAR (object);
  GtkWidget *child;

  while (self->more_button != NULL && (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != self->more_button)
    gtk_widget_unparent (child);
  if (self->buttons != NULL)
    g_hash_table_remove_all (self->buttons);
  if (self->pinned != NULL)
    g_hash_table_remove_all (self->pinned);
  gtk_widget_dispose_template (GTK_WIDGET (object), MUSTER_TYPE_ACTION_BAR);
  G_OBJECT_CLASS (muster_action_bar_parent_class)->dispose (object);
}

static void
muster_action_bar_finalize (GObject *object)
{
  MusterActionBar *self = MUSTER_ACTION_BAR (object);

  g_clear_object (&self->state);
  g_strfreev (self->prominent);
  g_free (self->action_name);
  g_free (self->key);
  g_hash_table_unref (self->buttons);
  g_hash_table_unref (self->pinned);
  g_clear_pointer (&self->infos, g_ptr_array_unref);
  g_ptr_array_unref (self->overflow);
  g_clear_object (&self->menu);
  G_OBJECT_CLASS (muster_action_bar_parent_class)->finalize (object);
}

static void
muster_action_bar_class_init (MusterActionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = muster_action_bar_get_property;
  object_class->set_property = muster_action_bar_set_property;
  object_class->dispose = muster_action_bar_dispose;
  object_class->finalize = muster_action_bar_finalize;

  properties[PROP_STATE] =
    g_param_spec_object ("state", NULL, NULL, MUSTER_TYPE_STATE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROMINENT] =
    g_param_spec_boxed ("prominent", NULL, NULL, G_TYPE_STRV,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTION_NAME] =
    g_param_spec_string ("action-name", NULL, NULL, "session.perform",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LINES] =
    g_param_spec_int ("lines", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/muster/Muster/ui/muster-action-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MusterActionBar, more_button);
  widget_class->measure = muster_action_bar_measure;
  widget_class->get_request_mode = muster_action_bar_get_request_mode;
  widget_class->size_allocate = muster_action_bar_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "musteractionbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);
}

static void
muster_action_bar_init (MusterActionBar *self)
{
  self->action_name = g_strdup ("session.perform");
  self->buttons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->pinned = g_hash_table_new (NULL, NULL);
  self->overflow = g_ptr_array_new_with_free_func (g_free);
  self->menu = g_menu_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->more_button), G_MENU_MODEL (self->menu));
  /* What has no room is known once the bar is laid out. */
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->more_button), more_popup_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Actions"), -1);
  refresh (self);
}

GtkWidget *
muster_action_bar_new (void)
{
  return g_object_new (MUSTER_TYPE_ACTION_BAR, NULL);
}
