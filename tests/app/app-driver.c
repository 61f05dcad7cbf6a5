/* app-driver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include <glib/gstdio.h>

#include "app-driver.h"
#include "widgets/muster-action-bar.h"
#include "widgets/muster-decision-bar.h"

/* Far more than anything here takes; only a hang reaches it. */
#define WAIT_LIMIT_US (60 * G_USEC_PER_SEC)

MusterApplication *
driver_start_app (void)
{
  MusterApplication *app = muster_application_new ();
  g_autoptr(GError) error = NULL;

  /* No D-Bus name: tests run side by side and under xvfb-run without a bus. */
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (muster_application_get_registry (app));
  /* Closing the last window must not end the run. */
  g_application_hold (G_APPLICATION (app));
  return app;
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
driver_wait (gboolean    (*cond) (gpointer data),
             gpointer      data,
             const char   *what)
{
  gint64 deadline = g_get_monotonic_time () + WAIT_LIMIT_US;
  /* Wakes the blocking iteration now and then, so the deadline is seen. */
  guint wake = g_timeout_add (50, wake_cb, NULL);

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        {
          g_source_remove (wake);
          g_error ("Timed out waiting for %s", what);
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

void
driver_settle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

GtkWidget *
driver_find_widget (GtkWidget *widget,
                    GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = driver_find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
driver_find_all (GtkWidget *widget,
                 GType      type,
                 GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    driver_find_all (child, type, out);
}

GtkWidget *
driver_find_button (GtkWidget  *widget,
                    const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  driver_find_all (widget, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0)
      return g_ptr_array_index (buttons, i);
  return NULL;
}

guint
driver_assert_reachable (GtkWidget *widget,
                         GtkWidget *window)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  guint n = 0;

  driver_find_all (widget, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      GtkWidget *scroller;
      graphene_rect_t bounds;
      gboolean scrolls_down = FALSE;

      GtkWidget *up;
      gboolean laid_aside = FALSE;

      /* Hidden, or set aside by its container (into a menu). */
      for (up = button; up != NULL && up != widget; up = gtk_widget_get_parent (up))
        laid_aside |= !gtk_widget_get_child_visible (up);
      if (!gtk_widget_is_visible (button) || laid_aside)
        continue;
      g_assert_true (gtk_widget_get_mapped (button));
      g_assert_true (gtk_widget_compute_bounds (button, window, &bounds));
      for (scroller = gtk_widget_get_ancestor (button, GTK_TYPE_SCROLLED_WINDOW); scroller != NULL;
           scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (scroller), GTK_TYPE_SCROLLED_WINDOW))
        {
          GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));

          if (gtk_adjustment_get_upper (h) - gtk_adjustment_get_lower (h) > gtk_adjustment_get_page_size (h) + 0.5)
            g_error ("“%s” is in a window that scrolls sideways", gtk_button_get_label (GTK_BUTTON (button)));
          scrolls_down = TRUE;
        }
      if (bounds.size.width < 1 || bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > width + 0.5 ||
          (!scrolls_down && (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > height + 0.5)))
        g_error ("“%s” lies at %.0f,%.0f %.0f×%.0f, outside the %d×%d window",
                 gtk_button_get_label (GTK_BUTTON (button)), bounds.origin.x, bounds.origin.y,
                 bounds.size.width, bounds.size.height, width, height);
      n++;
    }
  return n;
}

/* Whether @menu or one of its sections has an item for @action. */
static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action)
{
  for (int i = 0; menu != NULL && i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      const char *id = NULL;

      if (section != NULL && menu_has_action (section, action))
        return TRUE;
      if (target == NULL || !g_variant_is_of_type (target, G_VARIANT_TYPE ("(sas)")))
        continue;
      g_variant_get_child (target, 0, "&s", &id);
      if (g_str_equal (id, action))
        return TRUE;
    }
  return FALSE;
}

void
driver_assert_actions_reachable (MusterActionBar *bar,
                                 GtkWidget       *window)
{
  g_autoptr(GPtrArray) infos = muster_state_list_actions (muster_action_bar_get_state (bar));
  GMenuModel *menu;

  driver_assert_reachable (GTK_WIDGET (bar), window);
  menu = muster_action_bar_get_menu (bar);
  if (menu != NULL)
    {
      g_autoptr(GPtrArray) menu_buttons = g_ptr_array_new ();
      gboolean more = FALSE;

      driver_find_all (GTK_WIDGET (bar), GTK_TYPE_MENU_BUTTON, menu_buttons);
      for (guint i = 0; i < menu_buttons->len; i++)
        more |= g_strcmp0 (gtk_menu_button_get_label (g_ptr_array_index (menu_buttons, i)), "More") == 0 &&
                gtk_widget_get_mapped (g_ptr_array_index (menu_buttons, i));
      g_assert_true (more);
    }
  for (guint i = 0; i < infos->len; i++)
    {
      MusterActionInfo *info = g_ptr_array_index (infos, i);
      GtkWidget *button = muster_action_bar_get_button (bar, info->id);

      if (!info->legal || info->kind == MUSTER_ACTION_ANSWER)
        continue;
      if ((button == NULL || !gtk_widget_get_mapped (button)) && !menu_has_action (menu, info->id))
        g_error ("%s (%s) has neither a button in sight nor a place in the menu", info->label, info->id);
    }
}

/* How many entries of @menu (and its sections) are labelled @label and
 * carry @action_name with @target. */
static guint
menu_count_item (GMenuModel *menu,
                 const char *label,
                 const char *action_name,
                 GVariant   *target)
{
  guint n = 0;

  for (int i = 0; menu != NULL && i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autoptr(GVariant) item_target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      g_autofree char *item_label = NULL;
      g_autofree char *item_action = NULL;

      if (section != NULL)
        n += menu_count_item (section, label, action_name, target);
      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &item_label);
      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action);
      if (item_target != NULL && g_variant_equal (item_target, target) && g_strcmp0 (item_action, action_name) == 0 &&
          (label == NULL || g_strcmp0 (item_label, label) == 0))
        n++;
    }
  return n;
}

static gboolean
button_in_sight (GtkWidget *button)
{
  return gtk_widget_is_visible (button) && gtk_widget_get_mapped (button);
}

guint
driver_assert_answers_reachable (MusterDecisionBar *bar,
                                 MusterState       *state,
                                 GtkWidget         *window)
{
  g_autoptr(MusterPending) pending = muster_state_get_pending (state);
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *scroller = driver_find_widget (GTK_WIDGET (bar), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GMenuModel *menu = muster_decision_bar_get_menu (bar);
  guint in_menu = 0;

  g_assert_nonnull (pending);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (bar)));
  if (gtk_adjustment_get_upper (v) - gtk_adjustment_get_lower (v) > gtk_adjustment_get_page_size (v) + 0.5)
    g_error ("the answers scroll: %.0f px of them in %.0f px", gtk_adjustment_get_upper (v) - gtk_adjustment_get_lower (v),
             gtk_adjustment_get_page_size (v));
  driver_assert_reachable (GTK_WIDGET (bar), window);

  /* Every answer button: in sight inside the answers' room, or in the
   * menu, once. */
  driver_find_all (scroller, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));
      const char *action_name = gtk_actionable_get_action_name (GTK_ACTIONABLE (button));
      guint listed;

      if (GTK_IS_MENU_BUTTON (gtk_widget_get_parent (button)) || target == NULL ||
          !g_variant_is_of_type (target, G_VARIANT_TYPE ("(sas)")))
        continue;
      listed = menu_count_item (menu, gtk_button_get_label (GTK_BUTTON (button)), action_name, target);
      if (button_in_sight (button))
        {
          graphene_rect_t bounds;

          g_assert_true (gtk_widget_compute_bounds (button, scroller, &bounds));
          if (bounds.origin.y < -0.5 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller) + 0.5)
            g_error ("“%s” lies at %.0f–%.0f, outside the answers' %d px", gtk_button_get_label (GTK_BUTTON (button)),
                     bounds.origin.y, bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
          if (listed != 0)
            g_error ("“%s” is both on the bar and in its menu", gtk_button_get_label (GTK_BUTTON (button)));
        }
      else if (listed != 1)
        g_error ("“%s” is neither in sight nor once in the menu", gtk_button_get_label (GTK_BUTTON (button)));
      else
        in_menu++;
    }

  /* What the engine suggests, read from the engine, not from the bar. */
  for (guint i = 0; pending->suggestions != NULL && i < pending->suggestions->len; i++)
    {
      const MusterSuggestion *s = g_ptr_array_index (pending->suggestions, i);
      const char * const none[] = { NULL };
      g_autoptr(GVariant) target = g_variant_ref_sink (g_variant_new ("(s^as)", s->action,
                                                                      s->args ? (const char * const *) s->args : none));
      gboolean found = menu_count_item (menu, NULL, "session.perform", target) > 0;

      for (guint b = 0; b < buttons->len && !found; b++)
        {
          GtkWidget *button = g_ptr_array_index (buttons, b);
          GVariant *button_target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button));

          found = button_in_sight (button) && button_target != NULL && g_variant_equal (button_target, target) &&
                  g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "session.perform") == 0;
        }
      if (!found)
        g_error ("the answer “%s” is neither a button in sight nor in the menu", s->label);
    }

  /* The menu, when there is one, is in sight. */
  if (menu != NULL)
    {
      g_autoptr(GPtrArray) more = g_ptr_array_new ();

      driver_find_all (GTK_WIDGET (bar), GTK_TYPE_MENU_BUTTON, more);
      g_assert_cmpuint (more->len, ==, 1);
      g_assert_true (button_in_sight (g_ptr_array_index (more, 0)));
      g_assert_true (gtk_menu_button_get_menu_model (g_ptr_array_index (more, 0)) == menu);
    }
  return in_menu;
}

GtkWindow *
driver_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

GtkWidget *
driver_find_in_toplevels (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
      GtkWidget *found;

      if (gtk_widget_get_visible (GTK_WIDGET (window)) &&
          (found = driver_find_widget (GTK_WIDGET (window), type)) != NULL)
        return found;
    }
  return NULL;
}

gboolean
driver_has_in_toplevels (gpointer type)
{
  return driver_find_in_toplevels ((GType) GPOINTER_TO_SIZE (type)) != NULL;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

void
driver_wait_drawn (GtkWidget *window)
{
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong id;

  driver_wait (is_mapped, window, "the window to be shown");
  clock = gtk_widget_get_frame_clock (window);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (window);
  driver_wait (is_true, &painted, "the window to be drawn");
  g_signal_handler_disconnect (clock, id);
}

gboolean
driver_has_toplevel (gpointer type)
{
  return driver_find_toplevel ((GType) GPOINTER_TO_SIZE (type)) != NULL;
}

MusterWindow *
driver_open_session (MusterApplication *app,
                     MusterSession     *session,
                     int                width,
                     int                height)
{
  g_autoptr(MusterCampaign) campaign = muster_campaign_new ();
  MusterWindow *window = muster_window_new (app);

  muster_campaign_add_session (campaign, session);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  muster_window_set_campaign (window, campaign, NULL);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (GTK_WIDGET (window));
  driver_settle ();
  return window;
}

MusterWindow *
driver_open_file (MusterApplication *app,
                  const char        *path,
                  int                width,
                  int                height)
{
  MusterWindow *window = muster_window_new (app);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  if (!muster_window_open_file (window, file))
    g_error ("Could not open %s", path);
  driver_wait_drawn (GTK_WIDGET (window));
  driver_settle ();
  return window;
}

void
driver_close_window (MusterWindow *window)
{
  /* Nothing here is saved: the campaign was never written to a file. */
  muster_campaign_set_dirty (muster_window_get_campaign (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

void
driver_perform (MusterSession *session,
                const char    *action,
                ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list ap;

  va_start (ap, action);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  if (muster_session_perform (session, action, (const char * const *) args->pdata, 0, &error) == NULL)
    g_error ("%s: %s", action, error->message);
}

MusterEntry *
driver_last_entry (MusterSession *session)
{
  g_assert_cmpuint (muster_session_get_cursor (session), >, 0);
  return muster_session_get_entry (session, muster_session_get_cursor (session) - 1);
}

gboolean
driver_press_key (GtkWidget       *widget,
                  guint            keyval,
                  GdkModifierType  state)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, state, &handled);
    }
  return handled;
}

void
driver_shoot (GtkWidget  *widget,
              const char *dir,
              const char *name)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  GskRenderNode *node;
  GtkSnapshot *snapshot;
  int width, height;

  driver_wait_drawn (widget);
  driver_settle ();
  /* A board keeps its map's first centre for a moment after the layout
   * settles; the picture shows where it ends up. */
  g_usleep (100000);
  driver_settle ();
  driver_wait_drawn (widget);

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  path = g_strdup_printf ("%s/%s.png", dir, name);
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("Could not write %s", path);
  g_print ("%s (%dx%d)\n", path, width, height);
}

void
driver_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        driver_remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

void
driver_shot (const DriverShots *shots,
             GtkWidget         *widget,
             const char        *what)
{
  g_autofree char *name = g_strdup_printf ("%s-%dx%d-%s%s", shots->prefix, shots->width, shots->height, what,
                                           shots->dark ? "-dark" : "");

  driver_shoot (widget, shots->outdir, name);
}

int
driver_board_main (int                  argc,
                   char               **argv,
                   const char          *prefix,
                   MusterApplication  **app,
                   void               (*add_tests) (void),
                   void               (*shoot) (const DriverShots *shots))
{
  g_autofree char *tmp = g_strdup_printf ("muster-%s-board-XXXXXX", prefix);
  g_autofree char *tmpdir = g_dir_make_tmp (tmp, NULL);
  g_autofree char *state = g_build_filename (tmpdir, "state", NULL);
  int ret = 0;

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (argc > 1 && g_str_equal (argv[1], "--shoot"))
    {
      DriverShots shots = { NULL, prefix, 0, 0, FALSE };

      if (argc < 5)
        {
          g_printerr ("usage: %s --shoot OUTDIR WIDTH HEIGHT [dark]\n", argv[0]);
          driver_remove_tree (tmpdir);
          return 2;
        }
      shots.outdir = argv[2];
      shots.width = atoi (argv[3]);
      shots.height = atoi (argv[4]);
      shots.dark = argc > 5 && g_str_equal (argv[5], "dark");
      g_mkdir_with_parents (shots.outdir, 0755);
      gtk_init ();
      *app = driver_start_app ();
      g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
      g_settings_set_string (muster_application_get_settings (*app), "style-variant", shots.dark ? "dark" : "light");
      shoot (&shots);
    }
  else
    {
      g_test_init (&argc, &argv, NULL);
      *app = driver_start_app ();
      add_tests ();
      ret = g_test_run ();
    }
  g_application_release (G_APPLICATION (*app));
  g_clear_object (app);
  driver_remove_tree (tmpdir);
  return ret;
}
