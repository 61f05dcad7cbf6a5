/* solui-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "sons-of-liberty/sol-view.h"
#include "widgets/muster-action-dialog.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-sheet-view.h"
#include "solui-board.h"
#include "solui-table.h"
#include "muster-widget-helpers.h"

struct _SoluiBoard
{
  GtkWidget         parent_instance;

  MusterSession    *session;

  /* Template widgets */
  MusterBoardShell *shell;
  SoluiTable       *table;
  GtkWidget        *objectives;
  GtkWidget        *sheets;
  GtkWidget        *score;
  GtkWidget        *campaign;
  AdwViewStackPage *campaign_page;
  AdwViewStackPage *objectives_page;   /* Battle and Campaign Mode only: a bout */
  AdwViewStackPage *score_page;        /* has its sheet and its score there */
};

G_DEFINE_FINAL_TYPE (SoluiBoard, solui_board, GTK_TYPE_WIDGET)

/* From the resource compiled in this folder's meson.build. */
void solui_resources_register_resource (void);

static SolState *
get_state (SoluiBoard *self)
{
  MusterState *state = muster_session_get_state (self->session);

  return SOL_IS_STATE (state) ? SOL_STATE (state) : NULL;
}

/* ---- the Objectives Sheet ------------------------------------------------------------- */

static void
update_objectives (gpointer data)
{
  SoluiBoard *self = data;
  SolState *state = get_state (self);
  g_autoptr(GPtrArray) objectives = NULL;
  static const struct
  {
    const char *words;
    const char *style;
  } progress[] = {
    [SOL_VIEW_WAITING] = { N_("Not played yet"), "dim-label" },
    [SOL_VIEW_CURRENT] = { N_("Being played"), "accent" },
    [SOL_VIEW_COMPLETED] = { N_("Completed"), "success" },
    [SOL_VIEW_FAILED] = { N_("Failed"), "error" },
  };
  static const char *classes[] = { "waiting", "current", "completed", "failed" };

  if (state == NULL)
    return;
  muster_remove_children (self->objectives);
  gtk_box_append (GTK_BOX (self->objectives), muster_wrapped_label (_("Objectives Sheet"), "title-4"));
  gtk_box_append (GTK_BOX (self->objectives),
                  muster_wrapped_label (_("The Whist Code read into sentences: the route of the Travel Hand, then the objectives "
                          "the cut scenes choose from."), "dim-label"));
  objectives = sol_view_objectives (state);
  for (guint i = 0; i < objectives->len; i++)
    {
      SolViewObjective *o = g_ptr_array_index (objectives, i);
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *name = muster_wrapped_label (o->name, "heading");
      g_autofree char *title = g_utf8_strup (o->name, 1);
      g_autofree char *heading = NULL;

      /* The name as a heading: “The Primary Objective”. */
      heading = g_strconcat (title, g_utf8_offset_to_pointer (o->name, 1), NULL);
      gtk_label_set_label (GTK_LABEL (name), heading);
      gtk_widget_set_hexpand (name, TRUE);
      gtk_widget_add_css_class (card, "card");
      gtk_widget_add_css_class (card, "solui-objective");
      gtk_widget_add_css_class (card, classes[o->progress]);
      gtk_box_append (GTK_BOX (top), name);
      gtk_box_append (GTK_BOX (top), muster_wrapped_label (_(progress[o->progress].words), progress[o->progress].style));
      gtk_box_append (GTK_BOX (card), top);
      gtk_box_append (GTK_BOX (card), muster_wrapped_label (o->text, NULL));
      gtk_box_append (GTK_BOX (self->objectives), card);
    }
}

/* ---- the sheets --------------------------------------------------------------------- */

static void
update_sheets (gpointer data)
{
  SoluiBoard *self = data;
  SolState *state = get_state (self);
  g_autoptr(GPtrArray) sheets = NULL;
  GtkWidget *child;

  if (state == NULL)
    return;
  sheets = muster_state_get_sheets (MUSTER_STATE (state), NULL);
  child = gtk_widget_get_first_child (self->sheets);
  for (guint i = 0; i < sheets->len; i++)
    {
      const MusterSheet *sheet = g_ptr_array_index (sheets, i);

      /* The Objectives Sheet has its own page. */
      if (g_str_equal (sheet->id, "objectives"))
        continue;
      /* Rows are kept and filled again, so the page does not jump. */
      if (child == NULL)
        {
          child = muster_sheet_view_new (sheet);
          gtk_box_append (GTK_BOX (self->sheets), child);
        }
      else
        muster_sheet_view_set_sheet (MUSTER_SHEET_VIEW (child), sheet);
      child = gtk_widget_get_next_sibling (child);
    }
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_box_remove (GTK_BOX (self->sheets), child);
      child = next;
    }
  if (gtk_widget_get_first_child (self->sheets) == NULL)
    gtk_box_append (GTK_BOX (self->sheets),
                    muster_wrapped_label (_("The Patriot Sheets and the Tory Sheet are filled in once the identities are revealed."),
                          "dim-label"));
}

/* ---- the score ------------------------------------------------------------------------- */

static void
add_score_rows (GtkWidget  *box,
                const char *side,
                const char *how,
                GPtrArray  *rows,
                int         total,
                const char *none)
{
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *total_text = total >= 0 ? g_strdup_printf ("%d", total) : g_strdup (_("see above"));
  guint r = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_box_append (GTK_BOX (box), muster_wrapped_label (side, "heading"));
  gtk_box_append (GTK_BOX (box), muster_wrapped_label (how, "dim-label"));
  for (; r < rows->len; r++)
    {
      SolViewScoreRow *row = g_ptr_array_index (rows, r);
      GtkWidget *label = muster_wrapped_label (row->label, NULL);
      g_autofree char *points = row->points >= 0 ? g_strdup_printf ("%d", row->points) : g_strdup (_("counted"));
      GtkWidget *value = muster_wrapped_label (points, "numeric");

      gtk_widget_set_hexpand (label, TRUE);
      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), value, 1, (int) r, 1, 1);
    }
  if (rows->len == 0)
    {
      GtkWidget *label = muster_wrapped_label (none, "dim-label");

      gtk_widget_set_hexpand (label, TRUE);
      gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
      r = 1;
    }
  {
    GtkWidget *label = muster_wrapped_label (_("Total"), "solui-total");
    GtkWidget *value = muster_wrapped_label (total_text, "solui-total");

    gtk_label_set_xalign (GTK_LABEL (value), 1);
    gtk_grid_attach (GTK_GRID (grid), label, 0, (int) r, 1, 1);
    gtk_grid_attach (GTK_GRID (grid), value, 1, (int) r, 1, 1);
  }
  {
    GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

    gtk_widget_add_css_class (frame, "card");
    gtk_widget_set_margin_top (grid, 10);
    gtk_widget_set_margin_bottom (grid, 10);
    gtk_widget_set_margin_start (grid, 12);
    gtk_widget_set_margin_end (grid, 12);
    gtk_box_append (GTK_BOX (frame), grid);
    gtk_box_append (GTK_BOX (box), frame);
  }
}

static void
update_score (gpointer data)
{
  SoluiBoard *self = data;
  SolState *state = get_state (self);
  g_autoptr(SolViewScore) score = NULL;

  if (state == NULL)
    return;
  muster_remove_children (self->score);
  gtk_box_append (GTK_BOX (self->score), muster_wrapped_label (_("Score"), "title-4"));
  score = sol_view_score (state);
  if (score == NULL)
    {
      gtk_box_append (GTK_BOX (self->score),
                      muster_wrapped_label (_("The hands are scored when the question is called, once the Travel Hand is dealt."),
                            "dim-label"));
      return;
    }
  gtk_box_append (GTK_BOX (self->score), muster_wrapped_label (score->title, score->called ? "heading" : "dim-label"));
  add_score_rows (self->score, _("Patriot Score"), _("A point for each card in a straight or in a set of three or more."),
                  score->patriots, score->patriot_total, _("No meld counts yet."));
  if (score->tory_secret)
    {
      gtk_box_append (GTK_BOX (self->score), muster_wrapped_label (_("Tory Score"), "heading"));
      gtk_box_append (GTK_BOX (self->score),
                      muster_wrapped_label (_("The Tory's hand stays secret until the question is called."), "dim-label"));
      gtk_box_append (GTK_BOX (self->score), muster_wrapped_label (score->rule, "dim-label"));
    }
  else
    add_score_rows (self->score, _("Tory Score"), score->rule, score->tory, score->tory_total,
                    _("The Tory holds no cards."));
}

/* ---- the campaign ---------------------------------------------------------------------- */

static void
update_campaign (gpointer data)
{
  SoluiBoard *self = data;
  SolState *state = get_state (self);
  int stage = 0;
  gboolean moves_on = FALSE;

  if (state == NULL || !sol_view_campaign (state, &stage, &moves_on))
    return;
  muster_remove_children (self->campaign);
  gtk_box_append (GTK_BOX (self->campaign), muster_wrapped_label (_("Campaign Stages"), "title-4"));
  for (guint i = 0; i < sol_view_n_stages (); i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *years = g_strdup_printf ("%s · %s", sol_view_stage_years (state, i),
                                                (int) i == stage ? _("this battle")
                                                : (int) i < stage ? _("behind the campaign")
                                                : _("ahead"));

      gtk_widget_add_css_class (box, "solui-stage");
      if ((int) i == stage)
        gtk_widget_add_css_class (box, "current");
      gtk_box_append (GTK_BOX (box), muster_wrapped_label (sol_view_stage_name (state, i), "heading"));
      gtk_box_append (GTK_BOX (box), muster_wrapped_label (years, (int) i == stage ? "accent" : "dim-label"));
      if ((int) i == stage)
        gtk_box_append (GTK_BOX (box), muster_wrapped_label (sol_view_stage_reminder (state, i), NULL));
      gtk_box_append (GTK_BOX (self->campaign), box);
    }
  {
    g_autofree char *secret = sol_view_secret_text (state);

    gtk_box_append (GTK_BOX (self->campaign), muster_wrapped_label (_("Secret Objective"), "heading"));
    gtk_box_append (GTK_BOX (self->campaign), muster_wrapped_label (secret, NULL));
  }
  if (moves_on && stage + 1 < (int) sol_view_n_stages ())
    {
      /* Translators: the stage the campaign's next battle is fought in. */
      g_autofree char *next = g_strdup_printf (_("The Patriots completed the Secret Objective: the next battle is "
                                                 "fought in %s."), sol_view_stage_name (state, (guint) stage + 1));

      gtk_box_append (GTK_BOX (self->campaign), muster_wrapped_label (next, NULL));
    }
  else
    gtk_box_append (GTK_BOX (self->campaign),
                    muster_wrapped_label (_("The next battle moves on a stage only if the Patriots complete the Secret Objective."),
                          "dim-label"));
  {
    g_autoptr(MusterSheet) record = sol_view_campaign_record (state);

    gtk_box_append (GTK_BOX (self->campaign), muster_wrapped_label (_("Campaign Record"), "title-4"));
    for (guint i = 0; record != NULL && i < record->rows->len; i++)
      {
        MusterSheetRow *row = g_ptr_array_index (record->rows, i);

        gtk_box_append (GTK_BOX (self->campaign), muster_wrapped_label (row->label, "heading"));
        gtk_box_append (GTK_BOX (self->campaign), muster_wrapped_label (row->value, NULL));
      }
  }
}

/* ---- the game changed ------------------------------------------------------------------ */

static void
session_changed_cb (SoluiBoard *self)
{
  SolState *state = get_state (self);
  g_autofree char *status = NULL;

  if (state == NULL)
    return;
  solui_table_update (self->table);
  muster_decision_bar_update (muster_board_shell_get_decision_bar (self->shell), muster_session_get_system (self->session),
                              MUSTER_STATE (state));
  muster_action_bar_set_state (muster_board_shell_get_action_bar (self->shell), MUSTER_STATE (state));
  status = muster_state_get_status (MUSTER_STATE (state));
  muster_board_shell_set_status (self->shell, status, NULL);
  muster_board_shell_set_check_state (self->shell, MUSTER_STATE (state));
  adw_view_stack_page_set_visible (self->campaign_page, sol_view_campaign (state, NULL, NULL));
  adw_view_stack_page_set_visible (self->objectives_page, !sol_view_versus (state));
  adw_view_stack_page_set_visible (self->score_page, !sol_view_versus (state));
  if (sol_view_versus (state) && !adw_view_stack_page_get_visible (
        adw_view_stack_get_page (muster_board_shell_get_inspector (self->shell),
                                 adw_view_stack_get_visible_child (muster_board_shell_get_inspector (self->shell)))))
    adw_view_stack_set_visible_child_name (muster_board_shell_get_inspector (self->shell), "sheets");
  muster_board_shell_update_page (self->shell, "objectives", update_objectives, self);
  muster_board_shell_update_page (self->shell, "sheets", update_sheets, self);
  muster_board_shell_update_page (self->shell, "score", update_score, self);
  muster_board_shell_update_page (self->shell, "campaign", update_campaign, self);
}

/* board.act((action, args)): what the action bar's and the table's
 * buttons do (the kit's muster_board_shell_act). */
static void
act_action (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  SoluiBoard *self = SOLUI_BOARD (widget);

  muster_board_shell_act (self->shell, self->session, param, NULL, NULL, NULL, NULL);
}

/* board.form((action, args)): the action's form, filled with @args. */
static void
form_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  muster_action_dialog_present_target (widget, SOLUI_BOARD (widget)->session, param);
}

/* ---- public ----------------------------------------------------------------------------- */

GtkWidget *
solui_board_get_part (SoluiBoard *self,
                      const char *name)
{
  g_return_val_if_fail (SOLUI_IS_BOARD (self), NULL);

  if (g_str_equal (name, "shell"))
    return GTK_WIDGET (self->shell);
  if (g_str_equal (name, "table"))
    return GTK_WIDGET (self->table);
  if (g_str_equal (name, "objectives"))
    return self->objectives;
  if (g_str_equal (name, "sheets"))
    return self->sheets;
  if (g_str_equal (name, "score"))
    return self->score;
  if (g_str_equal (name, "campaign"))
    return self->campaign;
  if (g_str_equal (name, "decision"))
    return GTK_WIDGET (muster_board_shell_get_decision_bar (self->shell));
  if (g_str_equal (name, "actions"))
    return GTK_WIDGET (muster_board_shell_get_action_bar (self->shell));
  return NULL;
}

void
solui_board_show_page (SoluiBoard *self,
                       const char *name)
{
  g_return_if_fail (SOLUI_IS_BOARD (self));
  muster_board_shell_show_page (self->shell, name);
}

static void
solui_board_dispose (GObject *object)
{
  SoluiBoard *self = SOLUI_BOARD (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), SOLUI_TYPE_BOARD);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (solui_board_parent_class)->dispose (object);
}

static void
solui_board_class_init (SoluiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = solui_board_dispose;

  g_type_ensure (MUSTER_TYPE_BOARD_SHELL);
  g_type_ensure (SOLUI_TYPE_TABLE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/muster/Muster/boards/sons-of-liberty/solui-board.ui");
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, shell);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, table);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, objectives);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, sheets);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, score);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, campaign);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, campaign_page);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, objectives_page);
  gtk_widget_class_bind_template_child (widget_class, SoluiBoard, score_page);
  gtk_widget_class_install_action (widget_class, "board.act", "(sas)", act_action);
  gtk_widget_class_install_action (widget_class, "board.form", "(sas)", form_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "soluiboard");
}

static void
solui_board_init (SoluiBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_decision_bar_set_form_action (muster_board_shell_get_decision_bar (self->shell), "board.form");
}

/* The board's resources and style, once per process. */
static void
ensure_resources (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

      solui_resources_register_resource ();
      gtk_css_provider_load_from_resource (css, "/org/muster/Muster/boards/sons-of-liberty/solui-board.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_once_init_leave (&done, 1);
    }
}

GtkWidget *
solui_board_new (MusterSession *session)
{
  SoluiBoard *self;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  ensure_resources ();
  self = g_object_new (SOLUI_TYPE_BOARD, NULL);
  self->session = g_object_ref (session);
  solui_table_set_session (self->table, session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  session_changed_cb (self);
  return GTK_WIDGET (self);
}
