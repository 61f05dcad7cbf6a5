/* test-widgets.c: the table kit's widgets (src/app/widgets), each fed by
 * the core's model as a system would feed it, and what they show.
 *
 *   /widgets/preview-view: a preview's rolls, modifiers with their rule
 *     sections (reconstructed ones said so), the chart's exact odds for hits
 *     and for totals, the outcomes of the sequence, and a refusal.
 *   /widgets/decision-bar: a pending decision with who answers, its rule,
 *     a button per suggested answer carrying it as session.perform's target,
 *     the Actions page named when nothing is suggested, hidden when nothing
 *     is pending.
 *   /widgets/decision-bar-crowded: seven long answers in a compact bar
 *     800 px wide: the first of each answer and what fits as buttons in
 *     about two rows, the rest in a “More” menu carrying the same (forms
 *     first), none scrolled or cut, Tab through the answers in order then
 *     the menu; wider, fewer in the menu; in a short window the map gives
 *     way; one short answer's row without a gap under it; not compact, a
 *     button each.
 *   /widgets/decision-bar-forms: hits named counter by counter, the
 *     answer carrying them once all are named; an answer's form through
 *     the holder's form action; a card's value edited in place.
 *   /widgets/sheet-view: a unit card's rows, where a value comes from, and
 *     a track's − and + buttons carrying the adjust action, each disabled
 *     at its end of the range.
 *   /widgets/action-form: every parameter kind gets its field: several
 *     pieces ticked by name (no “separate with commas”), hits spread over
 *     counters with a count each (refused until they add up), a length in
 *     inches by half inches, a way through places step by step in order;
 *     the arguments come out as the engine reads them, and go in the same
 *     way.
 *   /widgets/action-bar: a state's actions as buttons in the order and
 *     kinds the engine gives: plays always (closed ones greyed with their
 *     reason), steps only while due, answers never, corrections and what
 *     the board keeps off the bar in the “More” menu, an action taken with
 *     a word or without as a menu of both; a click activates the bar's
 *     action with the action and its arguments; in an 800 px window the
 *     buttons wrap and every one lies inside the window; held to two
 *     lines, the last plays go into the menu, steps keep their buttons.
 *   /widgets/calculator: an action's odds as the engine previews them with
 *     the arguments asked for, headed by the action's name; the players'
 *     choices go to the preview only, the button carries the action and
 *     its own arguments as session.perform's target; once a decision
 *     waits that an answer with odds settles, that answer's odds; what
 *     the combat did, entry by entry, gone again on undo; out of sight,
 *     the odds follow the game only once shown again.
 *   /widgets/board-shell: the frame of a board: the status pill in its
 *     side's colour, a map zoomed by the tools and the keys within its
 *     limits, the legend and the corrections shown only once given, the
 *     inspector's pages with the Board Check last, revealed on a page; a
 *     page out of sight brought up to date only once shown; a map fitted
 *     to its room fitted again when the room changes, until zoomed.
 *   /widgets/map-view: a map as a system subclasses it: its regions named
 *     and read row by row, its size from the zoom within its limits, set
 *     in the middle of its room; a click selects, arrows move by where the
 *     regions lie, Enter selects and activates, Shift+Enter targets and
 *     untargets, Escape drops the target; candidates and the pending
 *     region marked and the system told; the selection kept while the
 *     regions stay and dropped when they go.
 *   /widgets/offer-list: what a selection offers: each offer's Do It
 *     carrying its action and arguments to board.act, Change… to
 *     board.form, its arguments in words; nothing shown for nothing, the
 *     reason alone when there is one.
 *   /widgets/hidden-page: a page of the session no one looks at (the
 *     Actions page behind the Log) does not follow each action; shown
 *     again, it shows the game as it stands.
 *   /widgets/in-session: in a Dice & Cards window, a roll's row offers its
 *     odds, session.preview opens them, session.perform performs.
 *
 * MUSTER_SHOOT_DIR=DIR saves what each shows as PNGs there, to look at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "app-driver.h"
#include "boards/common/muster-odds-chart.h"
#include "muster-action-panel.h"
#include "muster-action-row.h"
#include "muster-session-view.h"
#include "muster-window.h"
#include "widgets/muster-action-bar.h"
#include "widgets/muster-board-shell.h"
#include "muster-perform.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-decision-bar.h"
#include "widgets/muster-map-view.h"
#include "widgets/muster-offer-list.h"
#include "widgets/muster-preview-view.h"
#include "widgets/muster-roster-view.h"
#include "widgets/muster-sheet-view.h"

static MusterApplication *app;

/* A state that waits for one decision, as a system's would. */
#define TEST_TYPE_STATE (test_state_get_type ())
G_DECLARE_FINAL_TYPE (TestState, test_state, TEST, STATE, MusterState)

struct _TestState
{
  MusterState parent_instance;
  gboolean    pending;
  gboolean    suggest;
  gboolean    many;     /* list the actions of a whole turn */
  gboolean    count;     /* two hits to name, counter by counter */
  gboolean    values;    /* a correction answers: the values on a card */
  gboolean    crowd;     /* seven answers with long names: fall back or stand */
};

G_DEFINE_FINAL_TYPE (TestState, test_state, MUSTER_TYPE_STATE)

static MusterPending *
test_state_get_pending (MusterState *state)
{
  TestState *self = TEST_STATE (state);
  MusterPending *pending;
  const char *mil4[] = { "mil-4", NULL };

  if (!self->pending)
    return NULL;
  if (self->crowd)
    {
      static const char * const places[] = { "Fiske Hill", "Bedford", "Woburn" };
      const char *none[] = { NULL };
      const char *both[] = { "mil-3", "mil-4", NULL };

      pending = muster_pending_new ("patriot", "7.1", "The militia in Lexington fall back before the fight, or stand.");
      muster_pending_add_action (pending, "fall-back");
      muster_pending_add_action (pending, "stand");
      for (guint i = 0; i < G_N_ELEMENTS (places); i++)
        {
          g_autofree char *label = g_strdup_printf ("Fall back before the fight: %s, Minutemen 3, Minutemen 4",
                                                    places[i]);
          const char *args[] = { places[i], "mil-3", "mil-4", NULL };

          muster_pending_suggest (pending, "fall-back", args, label);
        }
      muster_pending_suggest (pending, "stand", both, "Stand, with these fighting: Minutemen 3, Minutemen 4");
      muster_pending_suggest (pending, "stand", none, "Stand, with these fighting: none");
      return pending;
    }
  pending = muster_pending_new ("patriot", "6.3", "Two hits land on the militia in Lexington: choose who takes them.");
  muster_pending_add_action (pending, "take-hits");
  muster_pending_add_action (pending, "retreat");
  if (self->suggest)
    muster_pending_suggest (pending, "take-hits", mil4, "Minutemen 4 takes both hits");
  if (self->count)
    {
      pending->count = 2;
      muster_pending_add_item (pending, "mil-4", "Minutemen 4");
      muster_pending_add_item (pending, "mil-5", "Militia 5");
    }
  if (self->values)
    {
      const char *printed[] = { "card-7", "2", NULL };

      muster_pending_add_action (pending, "set-values");
      muster_pending_suggest (pending, "set-values", printed, "Card 7 shows 2");
    }
  return pending;
}

static MusterActionInfo *
add_action (GPtrArray        *list,
            const char       *id,
            const char       *label,
            MusterActionKind  kind,
            gboolean          legal)
{
  MusterActionInfo *info = muster_action_info_new (id, label, "6.1");

  info->kind = kind;
  info->summary = g_strdup_printf ("What %s does", label);
  info->legal = legal;
  if (!legal)
    muster_action_info_set_illegal (info, "Not while the other side acts (5.2)");
  g_ptr_array_add (list, info);
  return info;
}

/* A turn's actions: plays open and closed, a step due and one not, an
 * answer, a correction, and a pass that may spend an action. */
static GPtrArray *
turn_actions (void)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_action_info_free);
  MusterActionInfo *pass;
  MusterParam *spend;

  add_action (list, "volley", "Volley Fire", MUSTER_ACTION_PLAY, TRUE);
  muster_action_info_add_param (add_action (list, "march", "March", MUSTER_ACTION_PLAY, TRUE),
                                "REGION", "Region", MUSTER_PARAM_PLACE);
  add_action (list, "snipe", "Snipe", MUSTER_ACTION_PLAY, FALSE);
  pass = add_action (list, "pass", "Pass", MUSTER_ACTION_PLAY, TRUE);
  spend = muster_action_info_add_param (pass, "SPEND", "Spend an action", MUSTER_PARAM_FLAG);
  spend->optional = TRUE;
  muster_param_take_choices (spend, g_strsplit ("spend", " ", -1), g_strsplit ("Spend an action doing nothing", "|", -1));
  add_action (list, "draw-card", "Draw a Card", MUSTER_ACTION_STEP, FALSE);
  add_action (list, "end-turn", "End the Turn", MUSTER_ACTION_STEP, TRUE);
  add_action (list, "take-hits", "Take the Hits", MUSTER_ACTION_ANSWER, TRUE);
  add_action (list, "set-vp", "Set the Victory Points", MUSTER_ACTION_CORRECTION, TRUE);
  /* Many more plays, to fill a narrow window. */
  for (guint i = 0; i < 14; i++)
    {
      g_autofree char *id = g_strdup_printf ("manoeuvre-%u", i);
      g_autofree char *label = g_strdup_printf ("Manoeuvre Number %u", i);

      add_action (list, id, label, MUSTER_ACTION_PLAY, i % 2 == 0);
    }
  return list;
}

static GPtrArray *
test_state_list_actions (MusterState *state)
{
  GPtrArray *list;
  MusterActionInfo *hits, *values;
  MusterParam *param;

  if (TEST_STATE (state)->many)
    return turn_actions ();
  list = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_action_info_free);
  if (TEST_STATE (state)->crowd)
    {
      MusterActionInfo *back = muster_action_info_new ("fall-back", "Fall back before the fight", "7.1");
      MusterActionInfo *stand = muster_action_info_new ("stand", "Stand, with these fighting", "7.1");

      back->kind = stand->kind = MUSTER_ACTION_ANSWER;
      muster_action_info_add_param (back, "REGION", "To", MUSTER_PARAM_PLACE);
      muster_action_info_add_param (back, "UNIT", "Who falls back", MUSTER_PARAM_PIECE)->repeated = TRUE;
      muster_action_info_add_param (stand, "UNIT", "Who fights", MUSTER_PARAM_PIECE)->repeated = TRUE;
      g_ptr_array_add (list, back);
      g_ptr_array_add (list, stand);
      return list;
    }
  hits = muster_action_info_new ("take-hits", "Take the Hits", "6.3");
  values = muster_action_info_new ("set-values", "Enter the Values", "5.1");

  muster_action_info_add_param (hits, "UNIT", "Hits on", MUSTER_PARAM_ALLOCATION)->repeated = TRUE;
  g_ptr_array_add (list, hits);
  g_ptr_array_add (list, muster_action_info_new ("retreat", "Fall Back", "6.4"));
  values->kind = MUSTER_ACTION_CORRECTION;
  muster_action_info_add_param (values, "CARD", "Card", MUSTER_PARAM_CARD);
  param = muster_action_info_add_param (values, "BRITISH", "British actions", MUSTER_PARAM_NUMBER);
  param->min = 0;
  param->max = 5;
  g_ptr_array_add (list, values);
  return list;
}

static void
test_state_class_init (TestStateClass *klass)
{
  MUSTER_STATE_CLASS (klass)->get_pending = test_state_get_pending;
  MUSTER_STATE_CLASS (klass)->list_actions = test_state_list_actions;
}

static void
test_state_init (TestState *self)
{
}

/* The titles of the AdwPreferencesRows under @widget, joined by “|”. */
static char *
row_titles (GtkWidget *widget)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  driver_find_all (widget, ADW_TYPE_PREFERENCES_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    g_string_append_printf (out, "%s|", adw_preferences_row_get_title (g_ptr_array_index (rows, i)));
  return g_string_free (out, FALSE);
}

/* Every label's text under @widget, joined by “|”. */
static char *
label_texts (GtkWidget *widget)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  driver_find_all (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_is_visible (g_ptr_array_index (labels, i)))
      g_string_append_printf (out, "%s|", gtk_label_get_text (g_ptr_array_index (labels, i)));
  return g_string_free (out, FALSE);
}

static void
test_preview_view (void)
{
  g_autoptr(MusterPreview) preview = muster_preview_new ();
  g_autoptr(MusterDiceExpr) expr = muster_dice_expr_parse ("2d6", NULL);
  g_autoptr(GPtrArray) charts = g_ptr_array_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = muster_preview_view_new ();
  MusterRollPreview *roll;
  g_autofree char *hits_words = NULL;
  g_autofree char *total_words = NULL;
  g_autofree char *titles = NULL;
  g_autofree char *texts = NULL;
  g_autofree char *refused = NULL;

  /* Three dice hitting on 5-6, one more die for the slope. */
  preview->legal = TRUE;
  roll = muster_preview_add_roll (preview, "patriot", "Patriot fire into Lexington", 3, 6, "5-6",
                                  muster_dist_new_hits (3, 6, 5, 6));
  muster_roll_add_modifier (roll, 1, "Firing downhill", "6.2", TRUE);
  muster_preview_add_roll (preview, NULL, "Casualty roll", 2, 0, NULL, muster_dist_new_for_expr (expr));
  muster_preview_add_outcome (preview, "The British fall back", 0.25, NULL);

  gtk_window_set_child (GTK_WINDOW (window), view);
  muster_preview_view_set_preview (MUSTER_PREVIEW_VIEW (view), preview);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 600);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "preview-view");

  titles = row_titles (view);
  g_assert_nonnull (strstr (titles, "Firing downhill|"));
  g_assert_nonnull (strstr (titles, "The British fall back|"));
  texts = label_texts (view);
  g_assert_nonnull (strstr (texts, "+1|"));
  g_assert_nonnull (strstr (texts, "25%|"));
  g_assert_nonnull (strstr (texts, "Rests on reconstructed data"));
  g_assert_nonnull (strstr (texts, "3 dice of 6 sides, hitting on 5-6"));
  g_assert_nonnull (driver_find_button (view, "§6.2"));

  driver_find_all (view, MUSTER_TYPE_ODDS_CHART, charts);
  g_assert_cmpuint (charts->len, ==, 2);
  /* (2/3)³ = 29.6% no hit; 1 - 29.6% at least one. */
  hits_words = muster_odds_chart_get_words (g_ptr_array_index (charts, 0));
  g_assert_nonnull (strstr (hits_words, "no hit 30%"));
  g_assert_nonnull (strstr (hits_words, "at least one hit 70%"));
  /* 2d6: 7 comes 6 times in 36. */
  total_words = muster_odds_chart_get_words (g_ptr_array_index (charts, 1));
  g_assert_nonnull (strstr (total_words, "2: 3%"));
  g_assert_nonnull (strstr (total_words, "7: 17%"));
  g_assert_nonnull (strstr (total_words, "average 7.0"));
  g_assert_null (strstr (total_words, "hit"));

  /* A refused action says why, and shows no old rolls. */
  {
    g_autoptr(MusterPreview) no = muster_preview_new ();
    g_autoptr(GError) error = g_error_new_literal (MUSTER_ERROR, MUSTER_ERROR_ILLEGAL,
                                                   "The British have no unit there (6.1)");

    muster_preview_refuse (no, error);
    muster_preview_view_set_preview (MUSTER_PREVIEW_VIEW (view), no);
    driver_settle ();
    refused = label_texts (view);
    g_assert_nonnull (strstr (refused, "Not possible now: The British have no unit there (6.1)"));
    g_assert_null (strstr (refused, "Firing downhill"));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_decision_bar (void)
{
  g_autoptr(TestState) state = g_object_new (TEST_TYPE_STATE, NULL);
  g_autoptr(GError) error = NULL;
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "boston-concord");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bar = muster_decision_bar_new ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autofree char *texts = NULL;
  g_autofree char *elsewhere = NULL;
  GVariant *target;
  const char *action = NULL;
  g_autofree const char **args = NULL;
  GtkWidget *answer = NULL;

  g_assert_nonnull (system);
  gtk_window_set_child (GTK_WINDOW (window), bar);
  gtk_window_present (GTK_WINDOW (window));

  /* Nothing pending: hidden. */
  muster_decision_bar_update (MUSTER_DECISION_BAR (bar), system, MUSTER_STATE (state));
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_null (muster_decision_bar_get_text (MUSTER_DECISION_BAR (bar)));

  state->pending = TRUE;
  state->suggest = TRUE;
  muster_decision_bar_update (MUSTER_DECISION_BAR (bar), system, MUSTER_STATE (state));
  driver_wait_drawn (window);
  g_assert_true (gtk_widget_get_visible (bar));
  texts = label_texts (bar);
  /* The side by its name, never its id. */
  g_assert_nonnull (strstr (texts, "Patriot to decide|"));
  g_assert_null (strstr (texts, "patriot"));
  g_assert_nonnull (strstr (texts, "choose who takes them."));
  g_assert_nonnull (driver_find_button (bar, "§6.3"));
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "decision-bar");

  answer = driver_find_button (bar, "Minutemen 4 takes both hits");
  g_assert_nonnull (answer);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (answer)), ==, "session.perform");
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (answer));
  g_variant_get (target, "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "take-hits");
  g_assert_cmpstr (args[0], ==, "mil-4");
  g_assert_null (args[1]);

  /* Nothing suggested: the answers are named for the Actions page. */
  state->suggest = FALSE;
  muster_decision_bar_update (MUSTER_DECISION_BAR (bar), system, MUSTER_STATE (state));
  driver_settle ();
  elsewhere = label_texts (bar);
  g_assert_nonnull (strstr (elsewhere, "Answer with Take the Hits or Fall Back on the Actions page."));
  g_assert_null (driver_find_button (bar, "Minutemen 4 takes both hits"));
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The (action, args) a click sent to test.act. */
static void
record_cb (GSimpleAction *action,
           GVariant      *param,
           gpointer       user_data)
{
  GVariant **out = user_data;

  g_clear_pointer (out, g_variant_unref);
  *out = g_variant_ref (param);
}

static gboolean
menu_has (GMenuModel *menu,
          const char *label,
          const char *id,
          const char *arg)
{
  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);
      GMenuModel *items = section ? section : menu;

      for (int i = 0; i < g_menu_model_get_n_items (items); i++)
        {
          g_autofree char *text = NULL;
          g_autoptr(GVariant) target = g_menu_model_get_item_attribute_value (items, i, G_MENU_ATTRIBUTE_TARGET, NULL);
          const char *action = NULL;
          g_autofree const char **args = NULL;

          g_menu_model_get_item_attribute (items, i, G_MENU_ATTRIBUTE_LABEL, "s", &text);
          if (target == NULL || g_strcmp0 (text, label) != 0)
            continue;
          g_variant_get (target, "(&s^a&s)", &action, &args);
          if (g_str_equal (action, id) && g_strcmp0 (args[0], arg) == 0)
            return TRUE;
        }
    }
  return FALSE;
}

/* A window @width × @height with @bar above a room for the map, as a
 * board holds it, showing what @state waits for. */
static GtkWidget *
crowd_window (GtkWidget      *bar,
              TestState      *state,
              int             width,
              int             height)
{
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "boston-concord");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *map = gtk_scrolled_window_new ();
  GtkWidget *paper = gtk_drawing_area_new ();

  /* A map as tall as a board's would be, in a scroller that would take
   * all the room it can get from the bar. */
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (paper), 2000);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (map), paper);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (map), TRUE);
  gtk_widget_set_vexpand (map, TRUE);
  gtk_box_append (GTK_BOX (box), bar);
  gtk_box_append (GTK_BOX (box), map);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  muster_decision_bar_set_form_action (MUSTER_DECISION_BAR (bar), "test.form");
  muster_decision_bar_update (MUSTER_DECISION_BAR (bar), system, MUSTER_STATE (state));
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  /* The answers are fitted to their width once laid out. */
  driver_settle ();
  driver_wait_drawn (window);
  return window;
}

/* The answer buttons in sight under @bar (not the menu's own). */
static GPtrArray *
answers_in_sight (GtkWidget *bar)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GPtrArray *out = g_ptr_array_new ();

  driver_find_all (bar, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (buttons, i);
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (b));

      if (gtk_widget_get_mapped (b) && target != NULL && g_variant_is_of_type (target, G_VARIANT_TYPE ("(sas)")))
        g_ptr_array_add (out, b);
    }
  return out;
}

/* The answers' room in @bar is theirs to the pixel: no gap under them
 * (a scroll bar's own least height would leave one under a short row). */
static void
assert_no_gap (GtkWidget *bar)
{
  GtkWidget *scroller = driver_find_widget (bar, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *answers = driver_find_widget (bar, GTK_TYPE_FLOW_BOX);

  g_assert_cmpint (gtk_widget_get_height (answers), >, 0);
  g_assert_cmpint (gtk_widget_get_height (scroller), ==, gtk_widget_get_height (answers));
}

/* Seven answers with long names (three places to fall back to, two ways
 * to stand, a form for each) in an 800 px window: the compact bar keeps
 * the first of each answer and what else fits in its room, the rest in
 * its “More” menu, carrying the same; nothing scrolls, nothing is cut,
 * the keyboard goes through the answers in order, then the menu. Wider,
 * more have buttons; in a short window the map gives way; one short
 * answer leaves no gap; a bar that is not compact shows all. */
static void
test_decision_bar_crowded (void)
{
  g_autoptr(TestState) state = g_object_new (TEST_TYPE_STATE, NULL);
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) form = g_simple_action_new ("form", G_VARIANT_TYPE ("(sas)"));
  g_autoptr(GSimpleActionGroup) session = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) perform = g_simple_action_new ("perform", G_VARIANT_TYPE ("(sas)"));
  g_autoptr(GVariant) sent = NULL;
  GtkWidget *bar = muster_decision_bar_new ();
  GtkWidget *window, *more, *answer;
  g_autoptr(GPtrArray) shown = NULL;
  g_autoptr(GPtrArray) menu_buttons = g_ptr_array_new ();
  GMenuModel *menu;
  const char *action = NULL;
  g_autofree const char **args = NULL;
  guint in_sight;

  state->pending = TRUE;
  state->crowd = TRUE;
  g_signal_connect (form, "activate", G_CALLBACK (record_cb), &sent);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (form));
  g_action_map_add_action (G_ACTION_MAP (session), G_ACTION (perform));
  muster_decision_bar_set_compact (MUSTER_DECISION_BAR (bar), TRUE);
  window = crowd_window (bar, state, 800, 600);
  /* Answers open as they would be in a session. */
  gtk_widget_insert_action_group (window, "test", G_ACTION_GROUP (group));
  gtk_widget_insert_action_group (window, "session", G_ACTION_GROUP (session));
  driver_settle ();
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "decision-bar-crowded");

  /* Some in the menu, every one reachable once, none scrolled or cut. */
  g_assert_cmpuint (driver_assert_answers_reachable (MUSTER_DECISION_BAR (bar), MUSTER_STATE (state), window), >, 0);
  menu = muster_decision_bar_get_menu (MUSTER_DECISION_BAR (bar));
  g_assert_nonnull (menu);
  assert_no_gap (bar);
  /* The forms give up their buttons first. */
  g_assert_true (menu_has (menu, "Fall back before the fight…", "fall-back", "Fiske Hill"));
  g_assert_true (menu_has (menu, "Stand, with these fighting…", "stand", "mil-3"));
  /* The first answer keeps its button and is the one to take; so does
   * the first way to stand, the other answer. */
  shown = answers_in_sight (bar);
  in_sight = shown->len;
  g_assert_cmpuint (shown->len, >=, 2);
  g_assert_cmpuint (shown->len, <, 7);
  answer = driver_find_button (bar, "Fall back before the fight: Fiske Hill, Minutemen 3, Minutemen 4");
  g_assert_true (g_ptr_array_index (shown, 0) == answer);
  g_assert_true (gtk_widget_has_css_class (answer, "suggested-action"));
  g_assert_true (gtk_widget_get_mapped (driver_find_button (bar, "Stand, with these fighting: Minutemen 3, Minutemen 4")));
  g_assert_false (menu_has (menu, "Stand, with these fighting: Minutemen 3, Minutemen 4", "stand", "mil-3"));

  /* The menu button is named for what it holds; its entry does what the
   * button did (here, the form). */
  driver_find_all (bar, GTK_TYPE_MENU_BUTTON, menu_buttons);
  g_assert_cmpuint (menu_buttons->len, ==, 1);
  more = g_ptr_array_index (menu_buttons, 0);
  g_assert_cmpstr (gtk_menu_button_get_label (GTK_MENU_BUTTON (more)), ==, "More");
  {
    g_autofree char *tip = g_strdup_printf ("%u more answers", 7 - shown->len);

    g_assert_cmpstr (gtk_widget_get_tooltip_text (more), ==, tip);
  }
  {
    const char *to[] = { "Fiske Hill", "mil-3", "mil-4", NULL };

    g_assert_true (gtk_widget_activate_action (more, "test.form", "(s^as)", "fall-back", to));
    g_assert_nonnull (sent);
    g_variant_get (sent, "(&s^a&s)", &action, &args);
    g_assert_cmpstr (action, ==, "fall-back");
    g_assert_cmpstr (args[0], ==, "Fiske Hill");
  }

  /* Tab: the rule, the answers in sight in their order, then the menu;
   * the answers in the menu never take the focus. */
  {
    g_autoptr(GPtrArray) order = g_ptr_array_new ();
    GtkWidget *focus;

    gtk_window_set_focus (GTK_WINDOW (window), NULL);
    for (guint i = 0; i < 12 && gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD); i++)
      {
        focus = gtk_root_get_focus (GTK_ROOT (window));
        if (focus == NULL || !gtk_widget_is_ancestor (focus, bar) ||
            (order->len > 0 && focus == g_ptr_array_index (order, 0)))
          break;
        g_ptr_array_add (order, focus);
      }
    g_assert_cmpuint (order->len, ==, 1 + shown->len + 1);
    g_assert_cmpstr (gtk_button_get_label (g_ptr_array_index (order, 0)), ==, "§7.1");
    for (guint i = 0; i < shown->len; i++)
      g_assert_true (g_ptr_array_index (order, 1 + i) == g_ptr_array_index (shown, i));
    g_assert_true (gtk_widget_is_ancestor (g_ptr_array_index (order, order->len - 1), more));
  }
  gtk_window_destroy (GTK_WINDOW (window));

  /* Wider (the 1280 px screen's whole width): fewer answers in the menu. */
  bar = muster_decision_bar_new ();
  muster_decision_bar_set_compact (MUSTER_DECISION_BAR (bar), TRUE);
  window = crowd_window (bar, state, 1280, 600);
  g_assert_cmpint (gtk_widget_get_width (window), >, 1000);
  g_assert_cmpuint (driver_assert_answers_reachable (MUSTER_DECISION_BAR (bar), MUSTER_STATE (state), window), <,
                    7 - in_sight);
  gtk_window_destroy (GTK_WINDOW (window));

  /* A short window: the map gives way, the answers are not cut. */
  bar = muster_decision_bar_new ();
  muster_decision_bar_set_compact (MUSTER_DECISION_BAR (bar), TRUE);
  window = crowd_window (bar, state, 800, 240);
  driver_assert_answers_reachable (MUSTER_DECISION_BAR (bar), MUSTER_STATE (state), window);
  gtk_window_destroy (GTK_WINDOW (window));

  /* One short answer: a row as tall as its button, and no more. */
  state->crowd = FALSE;
  state->suggest = TRUE;
  bar = muster_decision_bar_new ();
  muster_decision_bar_set_compact (MUSTER_DECISION_BAR (bar), TRUE);
  window = crowd_window (bar, state, 800, 600);
  g_assert_cmpuint (driver_assert_answers_reachable (MUSTER_DECISION_BAR (bar), MUSTER_STATE (state), window), ==, 0);
  assert_no_gap (bar);
  gtk_window_destroy (GTK_WINDOW (window));
  state->suggest = FALSE;
  state->crowd = TRUE;

  /* Not compact: every answer has its button (scrolled, if need be). */
  bar = muster_decision_bar_new ();
  window = crowd_window (bar, state, 800, 600);
  g_assert_null (muster_decision_bar_get_menu (MUSTER_DECISION_BAR (bar)));
  g_clear_pointer (&shown, g_ptr_array_unref);
  shown = answers_in_sight (bar);
  g_assert_cmpuint (shown->len, ==, 7);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_action_bar (void)
{
  g_autoptr(TestState) state = g_object_new (TEST_TYPE_STATE, NULL);
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) act = g_simple_action_new ("act", G_VARIANT_TYPE ("(sas)"));
  g_autoptr(GVariant) sent = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bar = muster_action_bar_new ();
  MusterActionBar *self = MUSTER_ACTION_BAR (bar);
  GtkWidget *button;
  GMenuModel *menu;
  const char *action = NULL;
  g_autofree const char **args = NULL;
  const char *prominent[] = { "volley", "end-turn", NULL };
  char *on_bar[] = { "volley", "march", "snipe", "pass", "end-turn", NULL };

  state->many = TRUE;
  g_signal_connect (act, "activate", G_CALLBACK (record_cb), &sent);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (act));
  gtk_widget_insert_action_group (window, "test", G_ACTION_GROUP (group));
  gtk_window_set_child (GTK_WINDOW (window), bar);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 100);
  g_assert_cmpstr (muster_action_bar_get_action_name (self), ==, "session.perform");
  muster_action_bar_set_action_name (self, "test.act");
  g_object_set (bar, "state", state, NULL);
  g_assert_true (muster_action_bar_get_state (self) == MUSTER_STATE (state));
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "action-bar");

  /* Plays open and closed, the step that is due; not the step that is
   * not, nor the answer (the decision bar's), nor the correction. */
  for (guint i = 0; on_bar[i]; i++)
    g_assert_nonnull (muster_action_bar_get_button (self, on_bar[i]));
  g_assert_null (muster_action_bar_get_button (self, "draw-card"));
  g_assert_null (muster_action_bar_get_button (self, "take-hits"));
  g_assert_null (muster_action_bar_get_button (self, "set-vp"));
  g_assert_nonnull (driver_find_button (bar, "Volley Fire"));
  g_assert_true (gtk_widget_has_css_class (muster_action_bar_get_button (self, "end-turn"), "suggested-action"));
  g_assert_false (gtk_widget_has_css_class (muster_action_bar_get_button (self, "volley"), "suggested-action"));

  /* A closed play: greyed, with the engine's reason and its rule. */
  button = muster_action_bar_get_button (self, "snipe");
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Not now: Not while the other side acts (5.2)");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (muster_action_bar_get_button (self, "volley")), ==,
                   "What Volley Fire does (rule 6.1)");

  /* A click sends the action and its arguments. */
  g_signal_emit_by_name (muster_action_bar_get_button (self, "march"), "clicked");
  g_assert_nonnull (sent);
  g_variant_get (sent, "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "march");
  g_assert_null (args[0]);

  /* Pass with or without spending an action: a menu of both. */
  button = muster_action_bar_get_button (self, "pass");
  g_assert_true (GTK_IS_MENU_BUTTON (button));
  menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_true (menu_has (menu, "Pass", "pass", NULL));
  g_assert_true (menu_has (menu, "Pass: Spend an action doing nothing", "pass", "spend"));

  /* Corrections in the menu, named. */
  menu = muster_action_bar_get_menu (self);
  g_assert_nonnull (menu);
  g_assert_true (menu_has (menu, "Set the Victory Points", "set-vp", NULL));
  g_assert_false (menu_has (menu, "Take the Hits", "take-hits", NULL));

  /* 800 px: the buttons wrap, each inside the window, none scrolled. */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    graphene_rect_t bounds;
    double top = G_MAXDOUBLE, bottom = 0;

    driver_find_all (bar, GTK_TYPE_BUTTON, buttons);
    g_assert_cmpuint (buttons->len, >=, 19);
    for (guint i = 0; i < buttons->len; i++)
      {
        GtkWidget *b = g_ptr_array_index (buttons, i);

        if (!gtk_widget_get_mapped (b) || GTK_IS_MENU_BUTTON (gtk_widget_get_parent (b)))
          continue;
        g_assert_null (gtk_widget_get_ancestor (b, GTK_TYPE_SCROLLED_WINDOW));
        g_assert_true (gtk_widget_compute_bounds (b, window, &bounds));
        g_assert_cmpfloat (bounds.size.width, >, 10);
        g_assert_cmpfloat (bounds.origin.x, >=, 0);
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
        top = MIN (top, bounds.origin.y);
        bottom = MAX (bottom, bounds.origin.y);
      }
    g_assert_cmpint (gtk_widget_get_width (window), <=, 800);
    /* More than one line. */
    g_assert_cmpfloat (bottom, >, top);
  }

  /* Two lines at most: the last plays go into the menu, the open ones
   * named there; the step that is due and the menu keep their buttons. */
  muster_action_bar_set_lines (self, 2);
  driver_wait_drawn (window);
  driver_settle ();
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "action-bar-two-lines");
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
    g_autoptr(GHashTable) tops = g_hash_table_new (NULL, NULL);
    graphene_rect_t bounds;

    driver_find_all (bar, GTK_TYPE_BUTTON, buttons);
    for (guint i = 0; i < buttons->len; i++)
      if (gtk_widget_get_mapped (g_ptr_array_index (buttons, i)) &&
          gtk_widget_compute_bounds (g_ptr_array_index (buttons, i), bar, &bounds))
        g_hash_table_add (tops, GINT_TO_POINTER ((int) bounds.origin.y));
    g_assert_cmpuint (g_hash_table_size (tops), ==, 2);
  }
  g_assert_true (gtk_widget_get_mapped (muster_action_bar_get_button (self, "end-turn")));
  g_assert_true (gtk_widget_get_mapped (muster_action_bar_get_button (self, "volley")));
  g_assert_false (gtk_widget_get_mapped (muster_action_bar_get_button (self, "manoeuvre-12")));
  menu = muster_action_bar_get_menu (self);
  g_assert_true (menu_has (menu, "Manoeuvre Number 12", "manoeuvre-12", NULL));
  g_assert_false (menu_has (menu, "Manoeuvre Number 13", "manoeuvre-13", NULL));
  g_assert_false (menu_has (menu, "Volley Fire", "volley", NULL));
  {
    /* The closed plays give up their room before any open one does. */
    gboolean open_hidden = FALSE, closed_shown = FALSE;

    for (guint i = 0; i < 14; i++)
      {
        g_autofree char *id = g_strdup_printf ("manoeuvre-%u", i);
        GtkWidget *b = muster_action_bar_get_button (self, id);

        if (gtk_widget_get_sensitive (b))
          open_hidden |= !gtk_widget_get_mapped (b);
        else
          closed_shown |= gtk_widget_get_mapped (b);
      }
    g_assert_true (open_hidden);
    g_assert_false (closed_shown);
  }
  muster_action_bar_set_lines (self, 0);

  /* The board keeps some actions off the bar: they go to the menu, the
   * open ones only; the step that is due keeps its button. */
  muster_action_bar_set_prominent (self, prominent);
  g_assert_nonnull (muster_action_bar_get_button (self, "volley"));
  g_assert_nonnull (muster_action_bar_get_button (self, "end-turn"));
  g_assert_null (muster_action_bar_get_button (self, "march"));
  g_assert_null (muster_action_bar_get_button (self, "snipe"));
  menu = muster_action_bar_get_menu (self);
  g_assert_true (menu_has (menu, "March", "march", NULL));
  g_assert_false (menu_has (menu, "Snipe", "snipe", NULL));
  g_assert_true (menu_has (menu, "Pass: Spend an action doing nothing", "pass", "spend"));

  /* No state: nothing. */
  muster_action_bar_set_state (self, NULL);
  g_assert_null (muster_action_bar_get_button (self, "volley"));
  g_assert_null (muster_action_bar_get_menu (self));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What a decision bar adds for boards: two hits named counter by counter
 * (a counter may be named twice), the answer only once both are; a form
 * for an answer's arguments through the holder's action; a card's value
 * edited in place, the answer carrying what was typed. */
static void
test_decision_bar_forms (void)
{
  g_autoptr(TestState) state = g_object_new (TEST_TYPE_STATE, NULL);
  MusterSystem *system = muster_registry_lookup (muster_application_get_registry (app), "boston-concord");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bar = muster_decision_bar_new ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  g_autofree char *texts = NULL;
  GtkWidget *apply, *form, *record;
  const char *action = NULL;
  g_autofree const char **args = NULL;
  guint items = 0;

  gtk_window_set_child (GTK_WINDOW (window), bar);
  gtk_window_present (GTK_WINDOW (window));
  state->pending = TRUE;
  state->count = TRUE;
  muster_decision_bar_update (MUSTER_DECISION_BAR (bar), system, MUSTER_STATE (state));
  driver_wait_drawn (window);

  /* A button for each counter, by name; the answer waits for two. */
  driver_find_all (bar, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "decision.name-item") == 0)
      items++;
  g_assert_cmpuint (items, ==, 2);
  g_assert_nonnull (driver_find_button (bar, "Militia 5"));
  apply = driver_find_button (bar, "Take the Hits");
  g_assert_nonnull (apply);
  g_assert_false (gtk_widget_get_sensitive (apply));
  g_assert_true (gtk_widget_activate_action (bar, "decision.name-item", "s", "mil-4"));
  g_assert_true (gtk_widget_activate_action (bar, "decision.name-item", "s", "mil-4"));
  /* A third is one too many. */
  g_assert_true (gtk_widget_activate_action (bar, "decision.name-item", "s", "mil-5"));
  texts = label_texts (bar);
  g_assert_nonnull (strstr (texts, "Named 2 of 2: Minutemen 4, Minutemen 4|"));
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (apply)), "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "take-hits");
  g_assert_cmpstr (args[0], ==, "mil-4");
  g_assert_cmpstr (args[1], ==, "mil-4");
  g_assert_null (args[2]);
  g_clear_pointer (&args, g_free);
  /* Updating with the same question keeps what was named. */
  muster_decision_bar_update (MUSTER_DECISION_BAR (bar), system, MUSTER_STATE (state));
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_assert_true (gtk_widget_activate_action (bar, "decision.clear", NULL));
  g_assert_false (gtk_widget_get_sensitive (apply));

  /* With a form action, answers that take arguments open a form. */
  muster_decision_bar_set_form_action (MUSTER_DECISION_BAR (bar), "test.form");
  state->count = FALSE;
  state->values = TRUE;
  muster_decision_bar_update (MUSTER_DECISION_BAR (bar), system, MUSTER_STATE (state));
  driver_settle ();
  form = driver_find_button (bar, "Take the Hits…");
  g_assert_nonnull (form);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (form)), ==, "test.form");
  g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (form)), "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "take-hits");
  g_clear_pointer (&args, g_free);

  /* The card's value, filled as suggested, then as typed. */
  driver_find_all (bar, GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 1);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (g_ptr_array_index (spins, 0)), ==, 2);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), 4);
  record = driver_find_button (bar, "_Record These Values");
  g_assert_nonnull (record);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (record)), ==, "session.perform");
  g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (record)), "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "set-values");
  g_assert_cmpstr (args[0], ==, "card-7");
  g_assert_cmpstr (args[1], ==, "4");
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "decision-bar-forms");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_sheet_view (void)
{
  g_autoptr(MusterSheet) sheet = muster_sheet_new ("unit-3", "3rd Virginia", "patriot", FALSE);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view, *less, *more;
  MusterSheetRow *row;
  g_autofree char *titles = NULL;
  g_autofree char *texts = NULL;
  g_autofree const char **args = NULL;
  const char *action = NULL;

  muster_sheet_add_row (sheet, "Grade", "C");
  row = muster_sheet_add_row (sheet, "Cost", "66 points");
  row->source = g_strdup ("reconstructed");
  row = muster_sheet_add_track (sheet, "Models", 18, 0, 18, "adjust-unit");
  row->section = g_strdup ("9.2");
  view = muster_sheet_view_new (sheet);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "sheet-view");

  titles = row_titles (view);
  g_assert_cmpstr (titles, ==, "Grade|Cost|Models|");
  texts = label_texts (view);
  g_assert_nonnull (strstr (texts, "3rd Virginia|"));
  g_assert_nonnull (strstr (texts, "Reconstructed: the printed game does not give it"));
  g_assert_nonnull (driver_find_button (view, "§9.2"));

  /* At its top, the track can go down and not up. */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    driver_find_all (view, GTK_TYPE_BUTTON, buttons);
    less = more = NULL;
    for (guint i = 0; i < buttons->len; i++)
      {
        GtkWidget *b = g_ptr_array_index (buttons, i);
        const char *tip = gtk_widget_get_tooltip_text (b);

        if (g_strcmp0 (tip, "One Less: Models") == 0)
          less = b;
        else if (g_strcmp0 (tip, "One More: Models") == 0)
          more = b;
      }
  }
  g_assert_nonnull (less);
  g_assert_nonnull (more);
  g_assert_false (gtk_widget_get_sensitive (more));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (less)), ==, "session.perform");
  g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (less)), "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "adjust-unit");
  g_assert_cmpstr (args[0], ==, "unit-3");
  g_assert_cmpstr (args[1], ==, "Models");
  g_assert_cmpstr (args[2], ==, "-1");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Counts the players give (a keyed parameter, “models=12”): after the
 * positional arguments whatever their order, given only when ticked, a new
 * value ticking it; filled from “key=value” arguments. */
/* The arguments the form @row gives now, joined by spaces (it must give
 * some). */
static char *
form_args_text (MusterActionRow *row)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) args = muster_action_row_get_args (row, &error);

  g_assert_no_error (error);
  return g_strjoinv (" ", args);
}

static void
test_action_form_keyed (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(MusterActionInfo) info = muster_action_info_new ("shoot", "Shoot", "9.1");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  MusterActionRow *row;
  MusterParam *param;
  const char *units[] = { "b1", "b2", NULL };
  const char *unit_names[] = { "1st Foot", "Royal Artillery", NULL };
  const char *words[] = { "moved", "dense", NULL };
  const char *word_names[] = { "Firers moved", "Dense target", NULL };
  const char *given[] = { "b2", "models=12", "dense", NULL };

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                "default", NULL, chance, &error);
  g_assert_no_error (error);
  info->legal = TRUE;
  param = muster_action_info_add_param (info, "UNIT", "Unit", MUSTER_PARAM_PIECE);
  muster_param_take_choices (param, g_strdupv ((char **) units), g_strdupv ((char **) unit_names));
  param = muster_action_info_add_param (info, "FACTOR", "Factors", MUSTER_PARAM_CHOICE);
  param->optional = param->repeated = TRUE;
  muster_param_take_choices (param, g_strdupv ((char **) words), g_strdupv ((char **) word_names));
  param = muster_action_info_add_param (info, "MODELS", "Models that can shoot", MUSTER_PARAM_NUMBER);
  param->optional = TRUE;
  param->key = g_strdup ("models");
  param->min = 1;
  param->max = 200;
  param = muster_action_info_add_param (info, "GAP", "Gap", MUSTER_PARAM_NUMBER);
  param->optional = TRUE;
  param->key = g_strdup ("gap");
  param->min = 0;
  param->max = 100;

  row = muster_action_row_new (session, info);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (row));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);

  /* Nothing given: the positional arguments alone. */
  {
    g_autofree char *joined = form_args_text (row);

    g_assert_cmpstr (joined, ==, "b1");
  }

  /* Filled from arguments with the count among the words. */
  muster_action_row_set_args (row, given);
  {
    g_autofree char *joined = form_args_text (row);

    g_assert_cmpstr (joined, ==, "b2 dense models=12");
  }

  /* A new gap ticks it. */
  driver_find_all (GTK_WIDGET (row), GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 2);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 1), 3);
  {
    g_autofree char *joined = form_args_text (row);

    g_assert_cmpstr (joined, ==, "b2 dense models=12 gap=3");
  }

  /* Unticked: not given. */
  driver_find_all (GTK_WIDGET (row), GTK_TYPE_CHECK_BUTTON, checks);
  for (guint i = 0; i < checks->len; i++)
    if (gtk_check_button_get_label (g_ptr_array_index (checks, i)) == NULL)
      gtk_check_button_set_active (g_ptr_array_index (checks, i), FALSE);
  {
    g_autofree char *joined = form_args_text (row);

    g_assert_cmpstr (joined, ==, "b2 dense");
  }
  {
    g_autofree char *usage = muster_action_info_get_usage (info);
    g_autofree char *words_of = muster_action_info_describe_keyed (info, "models=12");

    g_assert_cmpstr (usage, ==, "shoot UNIT [FACTOR...] [models=MODELS] [gap=GAP]");
    g_assert_cmpstr (words_of, ==, "Models that can shoot: 12");
    g_assert_null (muster_action_info_describe_keyed (info, "dense"));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_action_form (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(MusterActionInfo) info = muster_action_info_new ("ambush", "Ambush", "7.2");
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  g_autoptr(GPtrArray) spins = g_ptr_array_new ();
  g_auto(GStrv) args = NULL;
  g_auto(GStrv) none = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  MusterActionRow *row;
  MusterParam *param;
  const char *regulars[] = { "reg-1", "reg-2", "reg-3", NULL };
  const char *regular_names[] = { "1st Regulars", "2nd Regulars", "3rd Regulars", NULL };
  const char *militia[] = { "mil-1", "mil-2", NULL };
  const char *militia_names[] = { "Minutemen 1", "Minutemen 2", NULL };

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                "default", NULL, chance, &error);
  g_assert_no_error (error);
  info->legal = TRUE;
  param = muster_action_info_add_param (info, "UNIT", "Regulars", MUSTER_PARAM_PIECE);
  param->repeated = TRUE;
  muster_param_take_choices (param, g_strdupv ((char **) regulars), g_strdupv ((char **) regular_names));
  param = muster_action_info_add_param (info, "HITS", "Hits", MUSTER_PARAM_ALLOCATION);
  param->repeated = TRUE;
  param->total = 3;
  param->per_item = 2;
  muster_param_take_choices (param, g_strdupv ((char **) militia), g_strdupv ((char **) militia_names));
  param = muster_action_info_add_param (info, "RANGE", "Range", MUSTER_PARAM_LENGTH);
  param->min = 0;
  param->max = 24;
  param->unit = g_strdup ("in");

  row = muster_action_row_new (session, info);
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (row));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_set_default_size (GTK_WINDOW (window), 520, -1);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);

  /* Names, never ids, and no typing of several values. */
  {
    g_autofree char *texts = label_texts (GTK_WIDGET (row));

    g_assert_null (strstr (texts, "separate with commas"));
    g_assert_null (strstr (texts, "reg-"));
    g_assert_nonnull (strstr (texts, "Hits: 3 in all|"));
    g_assert_nonnull (strstr (texts, "inches|"));
  }
  driver_find_all (GTK_WIDGET (row), GTK_TYPE_CHECK_BUTTON, checks);
  g_assert_cmpuint (checks->len, ==, 3);
  g_assert_cmpstr (gtk_check_button_get_label (g_ptr_array_index (checks, 1)), ==, "2nd Regulars");
  driver_find_all (GTK_WIDGET (row), GTK_TYPE_SPIN_BUTTON, spins);
  g_assert_cmpuint (spins->len, ==, 3);  /* two counters and the range */

  /* Nothing ticked: refused, saying what to do. */
  none = muster_action_row_get_args (row, &error);
  g_assert_null (none);
  g_assert_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS);
  g_assert_nonnull (strstr (error->message, "Regulars"));
  g_clear_error (&error);

  /* Two Regulars; the hits add up to 2 of 3: refused. */
  gtk_check_button_set_active (g_ptr_array_index (checks, 0), TRUE);
  gtk_check_button_set_active (g_ptr_array_index (checks, 2), TRUE);
  gtk_spin_button_set_value (g_ptr_array_index (spins, 0), 2);
  g_assert_cmpfloat (gtk_spin_button_get_adjustment (g_ptr_array_index (spins, 0)) ?
                     gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (g_ptr_array_index (spins, 0))) : 0, ==, 2);
  g_assert_null (muster_action_row_get_args (row, &error));
  g_assert_nonnull (strstr (error->message, "add up to 2"));
  g_clear_error (&error);

  /* The third hit on the other counter, 7.5 inches. */
  muster_action_row_set_arg (row, 1, "mil-2");
  gtk_spin_button_set_value (g_ptr_array_index (spins, 2), 7.5);
  args = muster_action_row_get_args (row, &error);
  g_assert_no_error (error);
  {
    g_autofree char *joined = g_strjoinv (" ", args);

    g_assert_cmpstr (joined, ==, "reg-1 reg-3 mil-1 mil-1 mil-2 7.5");
  }
  {
    /* Several places are a way, kept in the order given: a step each,
     * filled from the engine's arguments, the rest left at “—”. */
    g_autoptr(MusterActionInfo) march = muster_action_info_new ("march", "March", "6.2");
    const char *places[] = { "lexington", "concord", "lincoln", NULL };
    const char *place_names[] = { "Lexington", "Concord", "Lincoln", NULL };
    const char *way[] = { "reg-2", "concord", "lexington", NULL };
    g_autoptr(GPtrArray) dropdowns = g_ptr_array_new ();
    g_auto(GStrv) march_args = NULL;
    MusterActionRow *march_row;

    march->legal = TRUE;
    param = muster_action_info_add_param (march, "UNIT", "Regulars", MUSTER_PARAM_PIECE);
    muster_param_take_choices (param, g_strdupv ((char **) regulars), g_strdupv ((char **) regular_names));
    param = muster_action_info_add_param (march, "TO", "The way", MUSTER_PARAM_PLACE);
    param->repeated = TRUE;
    muster_param_take_choices (param, g_strdupv ((char **) places), g_strdupv ((char **) place_names));
    march_row = muster_action_row_new (session, march);
    gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (march_row));
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (march_row), TRUE);
    muster_action_row_set_args (march_row, way);
    driver_find_all (GTK_WIDGET (march_row), GTK_TYPE_DROP_DOWN, dropdowns);
    g_assert_cmpuint (dropdowns->len, ==, 4);  /* the counter and three steps */
    march_args = muster_action_row_get_args (march_row, &error);
    g_assert_no_error (error);
    {
      g_autofree char *joined = g_strjoinv (" ", march_args);

      g_assert_cmpstr (joined, ==, "reg-2 concord lexington");
    }
  }
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "action-form");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
preview_window_shown (gpointer data)
{
  GList *windows = gtk_window_list_toplevels ();
  gboolean found = FALSE;

  for (GList *l = windows; l && !found; l = l->next)
    found = driver_find_widget (l->data, MUSTER_TYPE_PREVIEW_VIEW) != NULL && gtk_widget_get_visible (l->data);
  g_list_free (windows);
  return found;
}

static gboolean
same_dist (const MusterDist *a,
           const MusterDist *b)
{
  if (muster_dist_get_max (a) != muster_dist_get_max (b))
    return FALSE;
  for (int k = 0; k <= muster_dist_get_max (a); k++)
    if (ABS (muster_dist_prob (a, k) - muster_dist_prob (b, k)) > 1e-12)
      return FALSE;
  return TRUE;
}

/* The calculator on a From Boston to Concord game: two Regulars and an
 * active Minuteman in Lexington, the British to act (7.0, 7.1). */
static void
test_calculator (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (4);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  const char * const where[] = { "lexington", NULL };
  const char * const retreating[] = { "lexington", "mm-3", NULL };
  g_autoptr(MusterPreview) stand = NULL;
  g_autoptr(MusterPreview) retreat = NULL;
  const MusterPreview *shown;
  GtkWidget *window, *calc, *resolve;
  GVariant *target;
  const char *action = NULL;
  g_autofree const char **args = NULL;

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "boston-concord"),
                                "two-player", NULL, chance, &error);
  g_assert_no_error (error);
  driver_perform (session, "call-to-arms", NULL);
  driver_perform (session, "call-done", NULL);
  driver_perform (session, "draw-card", NULL);
  driver_perform (session, "correct-track", "turn", "2", NULL);
  driver_perform (session, "correct-track", "actions-british", "3", NULL);
  driver_perform (session, "correct-track", "actions-patriot", "3", NULL);
  driver_perform (session, "correct-acting", "british", NULL);
  driver_perform (session, "correct-counter", "reg-1", "lexington", "unbroken", "fresh", NULL);
  driver_perform (session, "correct-counter", "reg-2", "lexington", "unbroken", "fresh", NULL);
  driver_perform (session, "correct-counter", "mm-3", "lexington", "unbroken", "fresh", NULL);
  stand = muster_state_preview (muster_session_get_state (session), "attack", where);
  retreat = muster_state_preview (muster_session_get_state (session), "attack", retreating);

  window = gtk_window_new ();
  calc = muster_calculator_new ();
  gtk_window_set_child (GTK_WINDOW (window), calc);
  muster_perform_insert_actions (window, session);
  muster_calculator_set_session (MUSTER_CALCULATOR (calc), session);
  muster_calculator_set_action (MUSTER_CALCULATOR (calc), "attack", where);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);

  /* Headed by the action's name, the engine's preview of it. */
  g_assert_cmpstr (muster_calculator_get_title (MUSTER_CALCULATOR (calc)), ==, "Attack");
  shown = muster_calculator_get_preview (MUSTER_CALCULATOR (calc));
  g_assert_nonnull (shown);
  g_assert_true (shown->legal);
  g_assert_cmpuint (shown->rolls->len, ==, stand->rolls->len);
  g_assert_true (same_dist (((MusterRollPreview *) g_ptr_array_index (shown->rolls, 1))->dist,
                            ((MusterRollPreview *) g_ptr_array_index (stand->rolls, 1))->dist));

  /* The players' choice: the Minuteman retreats. The preview takes it; the
   * action performed does not. */
  muster_calculator_add_choice (MUSTER_CALCULATOR (calc), "mm-3", "Minutemen 3");
  muster_calculator_set_choice (MUSTER_CALCULATOR (calc), "mm-3", TRUE);
  shown = muster_calculator_get_preview (MUSTER_CALCULATOR (calc));
  g_assert_cmpuint (shown->rolls->len, ==, retreat->rolls->len);
  g_assert_cmpuint (shown->outcomes->len, ==, retreat->outcomes->len);
  g_assert_cmpstr (((MusterRollPreview *) g_ptr_array_index (shown->rolls, 0))->label, ==,
                   ((MusterRollPreview *) g_ptr_array_index (retreat->rolls, 0))->label);
  resolve = driver_find_button (calc, "_Resolve with These Odds");
  g_assert_nonnull (resolve);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (resolve)), ==, "session.perform");
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (resolve));
  g_variant_get (target, "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "attack");
  g_assert_cmpstrv (args, where);
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "calculator");

  /* Its button attacks; the defender is then asked (7.1), and where an
   * answer has odds, the calculator shows that answer's. */
  g_signal_emit_by_name (resolve, "clicked");
  driver_settle ();
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "attack");
  {
    g_autoptr(MusterPending) pending = muster_state_get_pending (muster_session_get_state (session));
    gboolean previews = FALSE;

    g_assert_nonnull (pending);
    for (guint i = 0; pending->actions[i]; i++)
      {
        g_autoptr(MusterActionInfo) info = muster_state_find_action (muster_session_get_state (session),
                                                                     pending->actions[i]);

        previews |= info != NULL && info->previews;
      }
    if (previews)
      g_assert_true (muster_pending_answers (pending, muster_calculator_get_shown (MUSTER_CALCULATOR (calc))));
    else
      g_assert_cmpstr (muster_calculator_get_shown (MUSTER_CALCULATOR (calc)), ==, "attack");
    /* The action asked for is still the Attack. */
    g_assert_cmpstr (muster_calculator_get_action (MUSTER_CALCULATOR (calc)), ==, "attack");
  }
  {
    /* What happened, entry by entry, under the button; gone on undo. */
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    GtkWidget *group = NULL;
    gboolean listed = FALSE;
    g_autoptr(GPtrArray) groups = g_ptr_array_new ();

    driver_find_all (calc, ADW_TYPE_PREFERENCES_GROUP, groups);
    for (guint i = 0; i < groups->len; i++)
      if (g_strcmp0 (adw_preferences_group_get_title (g_ptr_array_index (groups, i)), "What Happened") == 0)
        group = g_ptr_array_index (groups, i);
    g_assert_nonnull (group);
    g_assert_true (gtk_widget_get_visible (group));
    driver_find_all (group, ADW_TYPE_ACTION_ROW, rows);
    for (guint i = 0; i < rows->len; i++)
      listed |= g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)),
                           muster_entry_get_text (driver_last_entry (session))) == 0;
    g_assert_true (listed);
    g_assert_true (muster_session_undo (session, NULL));
    driver_settle ();
    g_assert_false (gtk_widget_get_visible (group));
  }
  /* Out of sight the odds wait: the game changed, they follow once shown. */
  {
    g_autoptr(MusterPreview) now = NULL;
    const MusterPreview *seen;

    muster_calculator_set_choice (MUSTER_CALCULATOR (calc), "mm-3", FALSE);
    gtk_widget_set_visible (calc, FALSE);
    driver_perform (session, "correct-counter", "mm-4", "lexington", "unbroken", "fresh", NULL);
    driver_settle ();
    now = muster_state_preview (muster_session_get_state (session), "attack", where);
    g_assert_false (same_dist (((MusterRollPreview *) g_ptr_array_index (now->rolls, 1))->dist,
                               ((MusterRollPreview *) g_ptr_array_index (stand->rolls, 1))->dist));
    seen = muster_calculator_get_preview (MUSTER_CALCULATOR (calc));
    g_assert_true (same_dist (((MusterRollPreview *) g_ptr_array_index (seen->rolls, 1))->dist,
                              ((MusterRollPreview *) g_ptr_array_index (stand->rolls, 1))->dist));
    gtk_widget_set_visible (calc, TRUE);
    driver_wait_drawn (window);
    driver_settle ();
    seen = muster_calculator_get_preview (MUSTER_CALCULATOR (calc));
    g_assert_true (same_dist (((MusterRollPreview *) g_ptr_array_index (seen->rolls, 1))->dist,
                              ((MusterRollPreview *) g_ptr_array_index (now->rolls, 1))->dist));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

static void
test_in_session (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  const char * const roll[] = { "3d6", NULL };
  MusterActionRow *roll_row = NULL;
  GtkWidget *view, *odds;
  MusterWindow *window;
  GList *windows;

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                "default", NULL, chance, &error);
  g_assert_no_error (error);
  window = driver_open_session (app, session, 1280, 800);
  view = driver_find_widget (GTK_WIDGET (window), MUSTER_TYPE_SESSION_VIEW);
  g_assert_nonnull (view);

  /* Dice & Cards keeps no sheets: no Sheets page. */
  g_assert_false (muster_session_has_sheets (session));
  g_assert_false (adw_view_stack_page_get_visible (
    adw_view_stack_get_page (ADW_VIEW_STACK (driver_find_widget (view, ADW_TYPE_VIEW_STACK)),
                             driver_find_widget (view, MUSTER_TYPE_ROSTER_VIEW))));

  /* The roll's row offers its odds; rows without a preview do not. */
  muster_session_view_show_page (MUSTER_SESSION_VIEW (view), "actions");
  driver_wait_drawn (GTK_WIDGET (window));
  driver_settle ();
  driver_find_all (view, MUSTER_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      MusterActionRow *row = g_ptr_array_index (rows, i);

      odds = driver_find_button (GTK_WIDGET (row), "_Odds…");
      g_assert_nonnull (odds);
      if (g_strcmp0 (muster_action_row_get_id (row), "roll") == 0)
        roll_row = row;
      else
        g_assert_false (gtk_widget_get_visible (odds));
    }
  g_assert_nonnull (roll_row);
  g_assert_true (gtk_widget_get_visible (driver_find_button (GTK_WIDGET (roll_row), "_Odds…")));

  /* session.preview opens the odds in a window of their own. */
  g_assert_true (gtk_widget_activate_action (view, "session.preview", "(s^as)", "roll", roll));
  driver_wait (preview_window_shown, NULL, "the odds window");
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l; l = l->next)
    {
      GtkWidget *pv = driver_find_widget (l->data, MUSTER_TYPE_PREVIEW_VIEW);

      if (pv != NULL)
        {
          const MusterPreview *p = muster_preview_view_get_preview (MUSTER_PREVIEW_VIEW (pv));

          if (g_getenv ("MUSTER_SHOOT_DIR"))
            driver_shoot (l->data, g_getenv ("MUSTER_SHOOT_DIR"), "odds-window");
          g_assert_cmpuint (p->rolls->len, ==, 1);
          g_assert_cmpfloat_with_epsilon (muster_dist_mean (((MusterRollPreview *) g_ptr_array_index (p->rolls, 0))->dist),
                                          10.5, 1e-9);
          gtk_window_destroy (l->data);
        }
    }
  g_list_free (windows);

  /* session.perform performs, as the decision bar's buttons do. */
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 0);
  g_assert_true (gtk_widget_activate_action (view, "session.perform", "(s^as)", "roll", roll));
  driver_settle ();
  g_assert_cmpuint (muster_session_get_cursor (session), ==, 1);
  g_assert_cmpstr (muster_entry_get_action (driver_last_entry (session)), ==, "roll");
  driver_close_window (window);
}

/* A map as a board gives the shell: its size grows with its zoom. */
#define TEST_TYPE_MAP (test_map_get_type ())
G_DECLARE_FINAL_TYPE (TestMap, test_map, TEST, MAP, GtkWidget)

struct _TestMap
{
  GtkWidget parent_instance;
  double    zoom;
};

G_DEFINE_FINAL_TYPE (TestMap, test_map, GTK_TYPE_WIDGET)

static void
test_map_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  double extent = orientation == GTK_ORIENTATION_HORIZONTAL ? 2000 : 1000;

  *minimum = *natural = (int) ceil (extent * TEST_MAP (widget)->zoom);
}

static void
test_map_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  g_value_set_double (value, TEST_MAP (object)->zoom);
}

static void
test_map_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  TestMap *self = TEST_MAP (object);

  if (self->zoom == g_value_get_double (value))
    return;
  self->zoom = g_value_get_double (value);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (object, pspec);
}

static void
test_map_class_init (TestMapClass *klass)
{
  G_OBJECT_CLASS (klass)->get_property = test_map_get_property;
  G_OBJECT_CLASS (klass)->set_property = test_map_set_property;
  GTK_WIDGET_CLASS (klass)->measure = test_map_measure;
  g_object_class_install_property (G_OBJECT_CLASS (klass), 1,
                                   g_param_spec_double ("zoom", NULL, NULL, 0.25, 4.0, 1.0,
                                                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY));
}

static void
test_map_init (TestMap *self)
{
  self->zoom = 1.0;
}

/* ---- /widgets/offer-list ------------------------------------------------ */

/* The label under @widget that reads @text, or NULL. */
static GtkWidget *
label_with_text (GtkWidget  *widget,
                 const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  driver_find_all (widget, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
      return g_ptr_array_index (labels, i);
  return NULL;
}

static void
test_offer_list (void)
{
  GtkWidget *window = gtk_window_new ();
  MusterOfferList *list = MUSTER_OFFER_LIST (muster_offer_list_new ());
  g_autoptr(GPtrArray) offers = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_offer_free);
  MusterOffer march = { "march", "Move: March", "6.4.2", (GStrv) (const char *[]) { "boston", "roxbury", "reg-5", NULL },
                        "Boston → Roxbury · Regular 5", FALSE };
  MusterOffer attack = { "attack", "Attack", "7.0", (GStrv) (const char *[]) { "lexington", NULL }, "Lexington", TRUE };
  GtkWidget *go;
  const char *action = NULL;
  g_autofree const char **args = NULL;

  g_ptr_array_add (offers, muster_offer_copy (&march));
  g_ptr_array_add (offers, muster_offer_copy (&attack));
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (list));
  gtk_window_present (GTK_WINDOW (window));

  /* Nothing offered and nothing to say: nothing shown. */
  g_assert_cmpuint (muster_offer_list_get_n_offers (list), ==, 0);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_first_child (GTK_WIDGET (list))));

  /* Each offer's Do It carries its action and arguments to board.act,
   * Change… the same to board.form; the words name, never ids. */
  muster_offer_list_set_offers (list, offers, NULL);
  g_assert_cmpuint (muster_offer_list_get_n_offers (list), ==, 2);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_first_child (GTK_WIDGET (list))));
  go = muster_offer_list_get_button (list, 0);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (go)), ==, "board.act");
  g_variant_get (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (go)), "(&s^a&s)", &action, &args);
  g_assert_cmpstr (action, ==, "march");
  g_assert_cmpuint (g_strv_length ((char **) args), ==, 3);
  g_assert_cmpstr (args[2], ==, "reg-5");
  g_assert_nonnull (driver_find_button (GTK_WIDGET (list), "Change…"));
  {
    GtkWidget *change = driver_find_button (GTK_WIDGET (list), "Change…");

    g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (change)), ==, "board.form");
  }
  g_assert_nonnull (label_with_text (GTK_WIDGET (list), "Boston → Roxbury · Regular 5"));
  g_assert_null (muster_offer_list_get_button (list, 2));
  if (g_getenv ("MUSTER_SHOOT_DIR") != NULL)
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "widget-offer-list");

  /* None, with a reason: the reason alone. */
  muster_offer_list_set_offers (list, NULL, "Nothing starts here now.");
  g_assert_cmpuint (muster_offer_list_get_n_offers (list), ==, 0);
  g_assert_true (gtk_widget_get_visible (gtk_widget_get_first_child (GTK_WIDGET (list))));
  g_assert_nonnull (label_with_text (GTK_WIDGET (list), "Nothing starts here now."));
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

/* ---- /widgets/map-view ---------------------------------------------------- */

/* A map as a system would subclass it: nine regions in three rows, each a
 * 100-unit box, that counts its drawing and the marks it was told of. */
#define TEST_TYPE_GRID (test_grid_get_type ())
G_DECLARE_FINAL_TYPE (TestGrid, test_grid, TEST, GRID, MusterMapView)

struct _TestGrid
{
  MusterMapView  parent_instance;
  guint          draws;
  MusterMapMarks told[9];
};

G_DEFINE_FINAL_TYPE (TestGrid, test_grid, MUSTER_TYPE_MAP_VIEW)

static void
test_grid_draw (MusterMapView *map,
                cairo_t       *cr,
                double         scale)
{
  TEST_GRID (map)->draws++;
  cairo_set_source_rgb (cr, 0.9, 0.85, 0.7);
  cairo_paint (cr);
  for (guint i = 0; i < muster_map_view_get_n_regions (map); i++)
    {
      MusterMapRegion r;

      muster_map_view_get_region (map, i, &r);
      cairo_rectangle (cr, r.x - r.width / 2 + 2, r.y - r.height / 2 + 2, r.width - 4, r.height - 4);
      if (muster_map_view_get_marks (map, i) & MUSTER_MAP_SELECTED)
        cairo_set_source_rgb (cr, 0.2, 0.4, 0.9);
      else if (muster_map_view_get_marks (map, i) & MUSTER_MAP_TARGET)
        cairo_set_source_rgb (cr, 0.9, 0.3, 0.2);
      else
        cairo_set_source_rgb (cr, 0.6, 0.55, 0.4);
      cairo_fill (cr);
    }
}

static void
test_grid_marks_changed (MusterMapView *map,
                         guint          i,
                         GtkWidget     *widget,
                         MusterMapMarks marks)
{
  TEST_GRID (map)->told[i] = marks;
}

static void
test_grid_class_init (TestGridClass *klass)
{
  MUSTER_MAP_VIEW_CLASS (klass)->draw = test_grid_draw;
  MUSTER_MAP_VIEW_CLASS (klass)->marks_changed = test_grid_marks_changed;
}

static void
test_grid_init (TestGrid *self)
{
}

static void
count_cb (GObject *object,
          gpointer pspec_or_id,
          guint   *count)
{
  (*count)++;
}

static void
activated_cb (MusterMapView *map,
              const char    *id,
              char         **out)
{
  g_free (*out);
  *out = g_strdup (id);
}

static void
test_map_view (void)
{
  GtkWidget *window = gtk_window_new ();
  TestGrid *grid = g_object_new (TEST_TYPE_GRID, NULL);
  MusterMapView *map = MUSTER_MAP_VIEW (grid);
  MusterMapRegion regions[9];
  char ids[9][3];
  guint selected_notes = 0;
  g_autofree char *activated = NULL;
  GtkGesture *click = NULL;
  double x, y;
  int nat;

  for (guint i = 0; i < 9; i++)
    {
      g_snprintf (ids[i], sizeof ids[i], "%c%u", 'a' + i / 3, i % 3 + 1);
      regions[i] = (MusterMapRegion) { ids[i], 100 + 100 * (i % 3), 100 + 100 * (i / 3), 100, 100 };
    }
  muster_map_view_set_regions (map, regions, 9);
  g_assert_cmpuint (muster_map_view_get_n_regions (map), ==, 9);
  g_assert_cmpint (muster_map_view_find_region (map, "b2"), ==, 4);
  g_assert_cmpint (muster_map_view_find_region (map, "z9"), ==, -1);
  for (guint i = 0; i < 9; i++)
    {
      g_autofree char *label = g_strdup_printf ("Square %s", ids[i]);
      GtkWidget *spot = muster_map_view_get_region_widget (map, i);

      muster_map_view_set_region_label (map, i, label);
      g_assert_cmpstr (muster_map_view_get_region_label (map, i), ==, label);
      g_assert_true (gtk_widget_get_focusable (spot));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (spot)), ==, GTK_ACCESSIBLE_ROLE_BUTTON);
    }
  /* Tab reads the map row by row, west to east. */
  {
    GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (map));

    g_assert_true (child == muster_map_view_get_region_widget (map, 0));
    child = gtk_widget_get_next_sibling (child);
    g_assert_true (child == muster_map_view_get_region_widget (map, 1));
  }

  /* The map's size: the boxes with their margin, times the zoom, which
   * keeps within its limits. */
  gtk_widget_measure (GTK_WIDGET (map), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 300 + 2 * 12);
  muster_map_view_set_zoom (map, 2.0);
  gtk_widget_measure (GTK_WIDGET (map), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 2 * (300 + 2 * 12));
  muster_map_view_set_zoom (map, 100);
  g_assert_cmpfloat (muster_map_view_get_zoom (map), ==, MUSTER_MAP_ZOOM_MAX);
  muster_map_view_set_zoom (map, 1.0);

  g_signal_connect (map, "notify::selected", G_CALLBACK (count_cb), &selected_notes);
  g_signal_connect (map, "region-activated", G_CALLBACK (activated_cb), &activated);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (map));
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 500);
  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  g_assert_cmpuint (grid->draws, >, 0);

  /* A map smaller than its room sits in its middle; points go both ways. */
  muster_map_view_map_to_view (map, 200, 200, &x, &y);
  g_assert_cmpfloat (fabs (x - gtk_widget_get_width (GTK_WIDGET (map)) / 2.0), <, 1);
  g_assert_cmpfloat (fabs (y - gtk_widget_get_height (GTK_WIDGET (map)) / 2.0), <, 1);
  {
    double mx, my;

    muster_map_view_view_to_map (map, x, y, &mx, &my);
    g_assert_cmpfloat (fabs (mx - 200), <, 1e-6);
    g_assert_cmpfloat (fabs (my - 200), <, 1e-6);
  }

  /* A click on a region selects it; on the water, nothing. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (map));

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && click == NULL; i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_GESTURE_CLICK (controller))
          click = GTK_GESTURE (controller);
      }
  }
  g_assert_nonnull (click);
  muster_map_view_map_to_view (map, 300, 100, &x, &y);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_assert_cmpstr (muster_map_view_get_selected (map), ==, "a3");
  g_assert_cmpuint (selected_notes, ==, 1);
  g_assert_true (grid->told[2] & MUSTER_MAP_SELECTED);
  g_assert_cmpstr (muster_map_view_get_focused (map), ==, "a3");
  muster_map_view_map_to_view (map, 20, 380, &x, &y);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_assert_cmpstr (muster_map_view_get_selected (map), ==, "a3");
  g_assert_cmpuint (selected_notes, ==, 1);

  /* The arrows go by where regions lie; Enter selects and activates,
   * Shift+Enter makes a target (again: none), Escape drops it. */
  muster_map_view_focus_region (map, "a1");
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Right, 0));
  g_assert_cmpstr (muster_map_view_get_focused (map), ==, "a2");
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Down, 0));
  g_assert_cmpstr (muster_map_view_get_focused (map), ==, "b2");
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, 0));
  g_assert_cmpstr (muster_map_view_get_selected (map), ==, "b2");
  g_assert_cmpstr (activated, ==, "b2");
  g_assert_false (grid->told[2] & MUSTER_MAP_SELECTED);
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Down, 0));
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, GDK_SHIFT_MASK));
  g_assert_cmpstr (muster_map_view_get_target (map), ==, "c2");
  g_assert_cmpstr (muster_map_view_get_selected (map), ==, "b2");
  g_assert_true (muster_map_view_get_marks (map, 7) & MUSTER_MAP_TARGET);
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, GDK_SHIFT_MASK));
  g_assert_null (muster_map_view_get_target (map));
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Return, GDK_SHIFT_MASK));
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_Escape, 0));
  g_assert_null (muster_map_view_get_target (map));
  g_assert_false (driver_press_key (GTK_WIDGET (map), GDK_KEY_Escape, 0));
  /* A new selection starts without a target. */
  muster_map_view_set_target (map, "c3");
  muster_map_view_set_selected (map, "a1");
  g_assert_null (muster_map_view_get_target (map));
  /* + and − zoom. */
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_plus, 0));
  g_assert_cmpfloat (fabs (muster_map_view_get_zoom (map) - 1.25), <, 1e-6);
  g_assert_true (driver_press_key (GTK_WIDGET (map), GDK_KEY_minus, 0));
  g_assert_cmpfloat (fabs (muster_map_view_get_zoom (map) - 1.0), <, 1e-6);

  /* Candidates and the pending region are marks the system is told of. */
  muster_map_view_set_candidates (map, (const char * const[]) { "b1", "c1", NULL });
  muster_map_view_set_pending (map, "c3");
  g_assert_true (grid->told[3] & MUSTER_MAP_CANDIDATE);
  g_assert_true (grid->told[6] & MUSTER_MAP_CANDIDATE);
  g_assert_false (grid->told[4] & MUSTER_MAP_CANDIDATE);
  g_assert_true (grid->told[8] & MUSTER_MAP_PENDING);
  muster_map_view_set_candidates (map, NULL);
  g_assert_false (muster_map_view_get_marks (map, 3) & MUSTER_MAP_CANDIDATE);
  if (g_getenv ("MUSTER_SHOOT_DIR") != NULL)
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "widget-map-view");

  /* The same regions moved keep the selection; other regions drop it. */
  regions[0].x = 90;
  muster_map_view_set_regions (map, regions, 9);
  g_assert_cmpstr (muster_map_view_get_selected (map), ==, "a1");
  regions[0].id = "zz";
  muster_map_view_set_regions (map, regions, 9);
  g_assert_null (muster_map_view_get_selected (map));
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
}

/* For driver_wait: the monotonic time is past *@until. */
static gboolean
past (gpointer until)
{
  return g_get_monotonic_time () > *(gint64 *) until;
}

static void
count_update (gpointer data)
{
  (*(guint *) data)++;
}

static void
test_board_shell (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *widget = muster_board_shell_new ();
  MusterBoardShell *shell = MUSTER_BOARD_SHELL (widget);
  GtkWidget *map = g_object_new (TEST_TYPE_MAP, NULL);
  g_autoptr(GMenu) corrections = g_menu_new ();
  GtkWidget *legend_button, *label;
  AdwViewStack *inspector;
  g_autoptr(GListModel) pages = NULL;

  /* The side pane shows and hides at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  muster_board_shell_set_map (shell, map);
  g_assert_true (muster_board_shell_get_map (shell) == map);

  /* The pill: the words, and its side's colour, changed with the side. */
  muster_board_shell_set_status (shell, "Turn 3 · the British to act", "british");
  {
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();

    label = NULL;
    driver_find_all (widget, GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len && label == NULL; i++)
      if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), "Turn 3 · the British to act") == 0)
        label = g_ptr_array_index (labels, i);
    g_assert_nonnull (label);
    g_assert_true (gtk_widget_get_visible (label));
  }
  g_assert_true (gtk_widget_has_css_class (label, "side-british"));
  muster_board_shell_set_status (shell, "Turn 3 · the Patriots to act", "patriot");
  g_assert_false (gtk_widget_has_css_class (label, "side-british"));
  g_assert_true (gtk_widget_has_css_class (label, "side-patriot"));
  g_assert_cmpstr (muster_board_shell_get_status (shell), ==, "Turn 3 · the Patriots to act");

  /* The legend and the corrections only once the board gives them. */
  {
    g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

    legend_button = NULL;
    driver_find_all (widget, GTK_TYPE_MENU_BUTTON, buttons);
    for (guint i = 0; i < buttons->len && legend_button == NULL; i++)
      if (g_strcmp0 (gtk_menu_button_get_label (g_ptr_array_index (buttons, i)), "Legend") == 0)
        legend_button = g_ptr_array_index (buttons, i);
    g_assert_nonnull (legend_button);
  }
  g_assert_false (gtk_widget_get_visible (legend_button));
  muster_board_shell_set_legend (shell, gtk_label_new ("Red: the British"));
  g_assert_true (gtk_widget_get_visible (legend_button));
  g_assert_null (muster_board_shell_get_corrections (shell));
  g_menu_append (corrections, "Card Values", "board.corrections::cards");
  muster_board_shell_set_corrections (shell, G_MENU_MODEL (corrections));
  g_assert_true (muster_board_shell_get_corrections (shell) == G_MENU_MODEL (corrections));

  /* The inspector: the board's pages, then the Board Check. */
  muster_board_shell_add_page (shell, gtk_label_new ("Cambridge"), "region", "Region", "mark-location-symbolic");
  muster_board_shell_add_page (shell, gtk_label_new ("Turn 3"), "tracks", "Tracks", "view-list-bullet-symbolic");
  muster_board_shell_set_check (shell, "Boston: 7 Regulars");
  inspector = muster_board_shell_get_inspector (shell);
  pages = G_LIST_MODEL (adw_view_stack_get_pages (inspector));
  g_assert_cmpuint (g_list_model_get_n_items (pages), ==, 3);
  {
    g_autoptr(AdwViewStackPage) last = g_list_model_get_item (pages, 2);

    g_assert_cmpstr (adw_view_stack_page_get_name (last), ==, "check");
    g_assert_cmpstr (adw_view_stack_page_get_title (last), ==, "Check");
  }
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (muster_board_shell_get_check_label (shell))), ==,
                   "Boston: 7 Regulars");
  muster_board_shell_set_check (shell, "Boston: 6 Regulars");
  g_assert_cmpuint (g_list_model_get_n_items (pages), ==, 3);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (muster_board_shell_get_check_label (shell))), ==,
                   "Boston: 6 Regulars");

  gtk_window_present (GTK_WINDOW (window));
  driver_wait_drawn (window);
  /* No odds page on this board: no Odds button over its map. */
  {
    GtkWidget *odds = driver_find_button (widget, "Odds");

    g_assert_nonnull (odds);
    g_assert_false (gtk_widget_get_visible (odds));
  }
  muster_board_shell_set_reveal_inspector (shell, FALSE);
  muster_board_shell_show_page (shell, "tracks");
  g_assert_true (muster_board_shell_get_reveal_inspector (shell));
  g_assert_cmpstr (muster_board_shell_get_page (shell), ==, "tracks");
  driver_wait_drawn (window);
  {
    guint runs = 0;

    /* A page out of sight is brought up to date once shown, not before;
     * the page in sight at once. */
    muster_board_shell_update_page (shell, "region", count_update, &runs);
    muster_board_shell_update_page (shell, "region", count_update, &runs);
    g_assert_cmpuint (runs, ==, 0);
    g_assert_true (muster_board_shell_is_page_pending (shell, "region"));
    muster_board_shell_update_page (shell, "tracks", count_update, &runs);
    g_assert_cmpuint (runs, ==, 1);
    muster_board_shell_show_page (shell, "region");
    driver_wait_drawn (window);
    driver_settle ();
    g_assert_cmpuint (runs, ==, 2);
    g_assert_false (muster_board_shell_is_page_pending (shell, "region"));
    /* Hidden and shown again and again, the page is followed by one
     * handler, not one more each time. */
    for (guint k = 0; k < 3; k++)
      {
        muster_board_shell_show_page (shell, "tracks");
        driver_wait_drawn (window);
        muster_board_shell_update_page (shell, "region", count_update, &runs);
        muster_board_shell_show_page (shell, "region");
        driver_wait_drawn (window);
        driver_settle ();
      }
    g_assert_cmpuint (runs, ==, 5);
    {
      GtkWidget *page = adw_view_stack_get_child_by_name (inspector, "region");
      guint handlers = g_signal_handlers_block_matched (page, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, shell);

      g_signal_handlers_unblock_matched (page, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, shell);
      g_assert_cmpuint (handlers, ==, 1);
    }
    muster_board_shell_show_page (shell, "tracks");
    driver_wait_drawn (window);
  }

  /* Zoom: by the tools and the keys, within the map's limits, the button
   * saying how far. */
  g_assert_cmpfloat (muster_board_shell_get_zoom (shell), ==, 1.0);
  g_assert_true (gtk_widget_activate_action (widget, "map.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (TEST_MAP (map)->zoom, 1.25, 1e-9);
  g_assert_nonnull (driver_find_button (widget, "125%"));
  for (guint i = 0; i < 20; i++)
    gtk_widget_activate_action (widget, "map.zoom-in", NULL);
  g_assert_cmpfloat (TEST_MAP (map)->zoom, ==, 4.0);
  muster_board_shell_zoom_to (shell, 0.01);
  g_assert_cmpfloat (TEST_MAP (map)->zoom, ==, 0.25);
  driver_wait_drawn (window);
  /* The whole map: 2000 by 1000 at zoom 1 fits the view's width. */
  muster_board_shell_set_reveal_inspector (shell, FALSE);
  driver_wait_drawn (window);
  g_assert_true (gtk_widget_activate_action (widget, "map.zoom-fit", NULL));
  {
    int width = gtk_widget_get_width (muster_board_shell_get_map_scroller (shell));

    g_assert_cmpfloat_with_epsilon (TEST_MAP (map)->zoom, (width - 4) / 2000.0, 1e-9);
  }
  g_assert_true (muster_board_shell_get_fitted (shell));
  /* Its room shrinks (the side pane back): the whole map is fitted again. */
  {
    double before = TEST_MAP (map)->zoom;
    int width;

    muster_board_shell_set_reveal_inspector (shell, TRUE);
    driver_wait_drawn (window);
    driver_settle ();
    driver_wait_drawn (window);
    width = gtk_widget_get_width (muster_board_shell_get_map_scroller (shell));
    g_assert_cmpfloat (TEST_MAP (map)->zoom, <, before);
    g_assert_cmpfloat_with_epsilon (TEST_MAP (map)->zoom, (width - 4) / 2000.0, 1e-9);
    g_assert_true (muster_board_shell_get_fitted (shell));
  }
  /* Once the players zoom, the map keeps their zoom. */
  g_assert_true (gtk_widget_activate_action (widget, "map.zoom-in", NULL));
  g_assert_false (muster_board_shell_get_fitted (shell));
  {
    double zoomed = TEST_MAP (map)->zoom;
    GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (muster_board_shell_get_map_scroller (shell)));
    double seen;

    /* The players zoom further in and scroll; the room widens; what they
     * looked at stays in the middle. */
    g_assert_true (gtk_widget_activate_action (widget, "map.zoom-in", NULL));
    g_assert_true (gtk_widget_activate_action (widget, "map.zoom-in", NULL));
    zoomed = TEST_MAP (map)->zoom;
    driver_wait_drawn (window);
    /* The zoom keeps its middle for a moment; the players scroll after. */
    {
      gint64 until = g_get_monotonic_time () + 600 * G_TIME_SPAN_MILLISECOND;

      driver_wait (past, &until, "the zoom to settle");
    }
    driver_settle ();
    gtk_adjustment_set_value (h, gtk_adjustment_get_upper (h) / 3);
    driver_settle ();
    seen = gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h) / 2;
    muster_board_shell_set_reveal_inspector (shell, FALSE);
    driver_wait_drawn (window);
    driver_settle ();
    driver_wait_drawn (window);
    g_assert_cmpfloat (TEST_MAP (map)->zoom, ==, zoomed);
    g_assert_cmpfloat (fabs (gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h) / 2 - seen), <, 2);
  }
  if (g_getenv ("MUSTER_SHOOT_DIR"))
    driver_shoot (window, g_getenv ("MUSTER_SHOOT_DIR"), "board-shell");
  gtk_window_destroy (GTK_WINDOW (window));
  driver_settle ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

/* Whether @panel's row for @id says the action is open now (its rows as
 * they stand, without asking the panel to catch up). */
static gboolean
row_says_legal (GtkWidget  *panel,
                const char *id)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  driver_find_all (panel, MUSTER_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (muster_action_row_get_id (g_ptr_array_index (rows, i)), id) == 0)
      return muster_action_row_get_legal (g_ptr_array_index (rows, i));
  return FALSE;
}

static void
test_hidden_page (void)
{
  g_autoptr(MusterChance) chance = muster_chance_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSession) session = NULL;
  MusterWindow *window;
  MusterSessionView *view;
  GtkWidget *panel;

  session = muster_session_new (muster_registry_lookup (muster_application_get_registry (app), "dice-and-cards"),
                                "default", NULL, chance, &error);
  g_assert_no_error (error);
  window = driver_open_session (app, session, 1280, 800);
  view = muster_window_get_session_view (window);
  muster_session_view_show_page (view, "actions");
  driver_wait_drawn (GTK_WIDGET (window));
  panel = driver_find_widget (GTK_WIDGET (view), MUSTER_TYPE_ACTION_PANEL);
  g_assert_false (row_says_legal (panel, "draw"));

  /* With the Log in front, an action that opens Draw leaves the hidden
   * Actions page as it was: it does its work when shown. */
  muster_session_view_show_page (view, "log");
  driver_wait_drawn (GTK_WIDGET (window));
  driver_perform (session, "deck-add", "Orders", "March", "Halt", NULL);
  driver_settle ();
  g_assert_false (gtk_widget_get_mapped (panel));
  g_assert_false (row_says_legal (panel, "draw"));
  muster_session_view_show_page (view, "actions");
  driver_wait_drawn (GTK_WIDGET (window));
  g_assert_true (row_says_legal (panel, "draw"));
  driver_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *tmpdir = g_dir_make_tmp ("muster-widgets-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (tmpdir, "state", NULL);
  int ret;

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  app = driver_start_app ();
  g_test_add_func ("/widgets/preview-view", test_preview_view);
  g_test_add_func ("/widgets/decision-bar", test_decision_bar);
  g_test_add_func ("/widgets/decision-bar-crowded", test_decision_bar_crowded);
  g_test_add_func ("/widgets/action-bar", test_action_bar);
  g_test_add_func ("/widgets/sheet-view", test_sheet_view);
  g_test_add_func ("/widgets/action-form", test_action_form);
  g_test_add_func ("/widgets/action-form-keyed", test_action_form_keyed);
  g_test_add_func ("/widgets/decision-bar-forms", test_decision_bar_forms);
  g_test_add_func ("/widgets/calculator", test_calculator);
  g_test_add_func ("/widgets/board-shell", test_board_shell);
  g_test_add_func ("/widgets/map-view", test_map_view);
  g_test_add_func ("/widgets/offer-list", test_offer_list);
  g_test_add_func ("/widgets/in-session", test_in_session);
  g_test_add_func ("/widgets/hidden-page", test_hidden_page);
  ret = g_test_run ();
  driver_remove_tree (tmpdir);
  return ret;
}
