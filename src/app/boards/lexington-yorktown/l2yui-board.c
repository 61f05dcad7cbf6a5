/* l2yui-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "muster-perform.h"
#include "widgets/muster-action-dialog.h"
#include "widgets/muster-board-shell.h"
#include "widgets/muster-calculator.h"
#include "widgets/muster-offer-list.h"
#include "widgets/muster-sheet-view.h"
#include "lexington-yorktown/l2y-view.h"
#include "l2yui-battle-view.h"
#include "l2yui-board.h"
#include "l2yui-list-view.h"

/* The most offers a selected unit lists. */
#define MAX_OFFERS 12

struct _L2yuiBoard
{
  GtkWidget         parent_instance;

  MusterSession    *session;
  L2yuiBattleView  *battle;   /* a battle's cards, or NULL */
  L2yuiListView    *list;     /* an army list's editor, or NULL */

  /* Template widgets */
  MusterBoardShell *shell;
  AdwViewStackPage *unit_page;
  AdwViewStackPage *odds_page;
  GtkWidget        *unit_title;
  GtkWidget        *unit_hint;
  MusterOfferList  *offers;
  MusterSheetView  *sheet;
  MusterCalculator *calculator;
};

G_DEFINE_FINAL_TYPE (L2yuiBoard, l2yui_board, GTK_TYPE_WIDGET)

/* From the resource compiled in this folder's meson.build. */
void l2yui_resources_register_resource (void);

static L2yState *
get_state (L2yuiBoard *self)
{
  MusterState *state = muster_session_get_state (self->session);

  return L2Y_IS_STATE (state) ? L2Y_STATE (state) : NULL;
}

/* The sheet of @id among @sheets, or NULL. */
static const MusterSheet *
find_sheet (GPtrArray  *sheets,
            const char *id)
{
  for (guint i = 0; id != NULL && i < sheets->len; i++)
    if (g_str_equal (((MusterSheet *) g_ptr_array_index (sheets, i))->id, id))
      return g_ptr_array_index (sheets, i);
  return NULL;
}

/* ---- the selected unit ------------------------------------------------------------ */

static void
update_unit (gpointer data)
{
  L2yuiBoard *self = data;
  L2yState *state = get_state (self);
  const char *selected = l2yui_battle_view_get_selected (self->battle);
  const char *target = l2yui_battle_view_get_target (self->battle);
  g_autoptr(GPtrArray) offers = NULL;
  g_autoptr(GPtrArray) sheets = NULL;
  g_autofree char *title = NULL;
  const MusterSheet *sheet, *against;

  if (state == NULL)
    return;
  if (selected == NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->unit_title), _("No Unit Selected"));
      gtk_label_set_label (GTK_LABEL (self->unit_hint),
                           _("Click a unit's card to see what it can do. Shift+click or right-click another "
                             "to make it the target: the unit's shooting and combat against it come first."));
      muster_offer_list_set_offers (self->offers, NULL, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->sheet), FALSE);
      return;
    }
  /* The unit's card, and the names on the cards. */
  sheets = muster_state_get_sheets (MUSTER_STATE (state), NULL);
  sheet = find_sheet (sheets, selected);
  against = find_sheet (sheets, target);
  if (sheet != NULL && against != NULL)
    /* Translators: the selected unit, then its target. */
    title = g_strdup_printf (_("%s → %s"), sheet->title, against->title);
  else
    title = g_strdup (sheet ? sheet->title : "");
  gtk_label_set_label (GTK_LABEL (self->unit_title), title);
  gtk_label_set_label (GTK_LABEL (self->unit_hint),
                       target ? _("What it can do to the target now, as the rules allow; Change… sets what "
                                  "you measured before it is done.")
                              : _("What it can do now. Shift+click or right-click an enemy unit to make it the "
                                  "target."));
  offers = muster_offers_for_selection (MUSTER_STATE (state), selected, target, NULL, NULL, MAX_OFFERS);
  muster_offer_list_set_offers (self->offers, offers,
                                offers->len == 0 ? _("Nothing it can do in this phase.") : NULL);
  if (sheet != NULL)
    muster_sheet_view_set_sheet (self->sheet, sheet);
  gtk_widget_set_visible (GTK_WIDGET (self->sheet), sheet != NULL);
}

/* @action's units from the selection: its first unit parameters take the
 * selected unit, then the target; NULL without a selection. */
static GStrv
selection_args (L2yState   *state,
                const char *action,
                const char *selected,
                const char *target)
{
  g_autoptr(MusterActionInfo) info = muster_state_find_action (MUSTER_STATE (state), action);
  g_autoptr(GStrvBuilder) builder = NULL;
  const char *picks[] = { selected, target, NULL };
  guint n = 0;

  if (info == NULL || selected == NULL)
    return NULL;
  builder = g_strv_builder_new ();
  for (guint p = 0; p < info->params->len && picks[n] != NULL; p++)
    {
      const MusterParam *param = g_ptr_array_index (info->params, p);

      if (param->optional || param->kind != MUSTER_PARAM_PIECE)
        break;
      g_strv_builder_add (builder, picks[n++]);
    }
  return g_strv_builder_end (builder);
}

/* The odds of @action for the selected unit against the target, in the
 * calculator. */
static void
show_odds (L2yuiBoard *self,
           const char *action)
{
  L2yState *state = get_state (self);
  const char *selected = self->battle ? l2yui_battle_view_get_selected (self->battle) : NULL;
  const char *target = self->battle ? l2yui_battle_view_get_target (self->battle) : NULL;
  g_autoptr(GPtrArray) offers = NULL;

  if (state == NULL)
    return;
  offers = muster_offers_for_selection (MUSTER_STATE (state), selected, target, NULL, action, 1);
  if (offers->len > 0)
    muster_calculator_set_action (self->calculator, action,
                                  (const char * const *) ((MusterOffer *) g_ptr_array_index (offers, 0))->args);
  else
    {
      /* Nothing the engine offers: the selection as it is, so the
       * calculator says why not (or the engine's first use without one). */
      g_auto(GStrv) args = selection_args (state, action, selected, target);

      muster_calculator_set_action (self->calculator, action, (const char * const *) args);
    }
  muster_board_shell_show_page (self->shell, "odds");
}

/* A unit chosen: what it can do, in the pane (which a narrow window folds
 * over the cards until it is closed). */
static void
selected_cb (L2yuiBoard *self)
{
  muster_board_shell_update_page (self->shell, "unit", update_unit, self);
  muster_board_shell_show_page (self->shell, "unit");
}

/* A target chosen: the unit's offers against it, and the calculator's
 * action against it, on the page shown. */
static void
target_cb (L2yuiBoard *self)
{
  const char *action = muster_calculator_get_action (self->calculator);
  const char *target = l2yui_battle_view_get_target (self->battle);

  muster_board_shell_update_page (self->shell, "unit", update_unit, self);
  if (target != NULL && action != NULL && g_str_equal (muster_board_shell_get_page (self->shell), "odds"))
    show_odds (self, action);
  else
    muster_board_shell_show_page (self->shell, "unit");
}

/* ---- the game changed ------------------------------------------------------------- */

/* Whose phase it is, or what the list costs. */
static void
update_status (L2yuiBoard *self,
               L2yState   *state)
{
  g_autofree char *text = NULL;

  if (l2y_view_is_battle (state))
    {
      const char *phase, *active;
      const char *acting = muster_state_get_acting_side (MUSTER_STATE (state));
      int turn;

      l2y_view_turn (state, &turn, &phase, &active);
      /* Translators: who acts and the phase: “British: shooting”; the
       * turn is in the session's status above. */
      text = g_strdup_printf (_("%s: %s"), acting ? l2y_view_side_name (acting) : _("Both sides"), phase);
      muster_board_shell_set_status (self->shell, text, acting);
    }
  else
    muster_board_shell_set_status (self->shell, l2yui_list_view_get_total (self->list), NULL);
}

static void
session_changed_cb (L2yuiBoard *self)
{
  L2yState *state = get_state (self);

  if (state == NULL)
    return;
  if (self->battle != NULL)
    l2yui_battle_view_set_state (self->battle, MUSTER_STATE (state));
  if (self->list != NULL)
    l2yui_list_view_set_state (self->list, MUSTER_STATE (state));
  muster_decision_bar_update (muster_board_shell_get_decision_bar (self->shell), muster_session_get_system (self->session),
                              MUSTER_STATE (state));
  muster_action_bar_set_state (muster_board_shell_get_action_bar (self->shell), MUSTER_STATE (state));
  update_status (self, state);
  if (self->battle != NULL)
    muster_board_shell_update_page (self->shell, "unit", update_unit, self);
}

/* ---- actions ---------------------------------------------------------------------- */

static void
show_odds_cb (gpointer    data,
              const char *action)
{
  show_odds (L2YUI_BOARD (data), action);
}

/* board.act((action, args)): what the action bar's buttons do (the kit's
 * muster_board_shell_act): in a battle, an action with odds opens the
 * calculator for the selected unit against the target. */
static void
act_action (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  L2yuiBoard *self = L2YUI_BOARD (widget);

  if (self->battle != NULL)
    muster_board_shell_act (self->shell, self->session, param, l2yui_battle_view_get_selected (self->battle),
                            l2yui_battle_view_get_target (self->battle), show_odds_cb, self);
  else
    muster_board_shell_act (self->shell, self->session, param, NULL, NULL, NULL, NULL);
}

/* board.form((action, args)): the action's form, filled with @args. */
static void
form_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  muster_action_dialog_present_target (widget, L2YUI_BOARD (widget)->session, param);
}

/* board.combat: the calculator. */
static void
combat_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  muster_board_shell_show_page (L2YUI_BOARD (widget)->shell, "odds");
}

/* board.calculate(action): its odds for the selected unit and target. */
static void
calculate_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  g_autofree char *action = g_variant_dup_string (param, NULL);

  show_odds (L2YUI_BOARD (widget), action);
}

/* ---- public ----------------------------------------------------------------------- */

GtkWidget *
l2yui_board_get_part (L2yuiBoard *self,
                      const char *name)
{
  g_return_val_if_fail (L2YUI_IS_BOARD (self), NULL);

  if (g_str_equal (name, "shell"))
    return GTK_WIDGET (self->shell);
  if (g_str_equal (name, "list"))
    return GTK_WIDGET (self->list);
  if (g_str_equal (name, "battle"))
    return GTK_WIDGET (self->battle);
  if (g_str_equal (name, "offers"))
    return GTK_WIDGET (self->offers);
  if (g_str_equal (name, "sheet"))
    return GTK_WIDGET (self->sheet);
  if (g_str_equal (name, "calculator"))
    return GTK_WIDGET (self->calculator);
  if (g_str_equal (name, "unit-title"))
    return self->unit_title;
  if (g_str_equal (name, "decision"))
    return GTK_WIDGET (muster_board_shell_get_decision_bar (self->shell));
  if (g_str_equal (name, "actions"))
    return GTK_WIDGET (muster_board_shell_get_action_bar (self->shell));
  return NULL;
}

void
l2yui_board_show_page (L2yuiBoard *self,
                       const char *name)
{
  g_return_if_fail (L2YUI_IS_BOARD (self));
  muster_board_shell_show_page (self->shell, name);
}

static void
l2yui_board_dispose (GObject *object)
{
  L2yuiBoard *self = L2YUI_BOARD (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), L2YUI_TYPE_BOARD);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (l2yui_board_parent_class)->dispose (object);
}

static void
l2yui_board_class_init (L2yuiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = l2yui_board_dispose;

  g_type_ensure (MUSTER_TYPE_BOARD_SHELL);
  g_type_ensure (MUSTER_TYPE_CALCULATOR);
  g_type_ensure (MUSTER_TYPE_OFFER_LIST);
  g_type_ensure (MUSTER_TYPE_SHEET_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/muster/Muster/boards/lexington-yorktown/l2yui-board.ui");
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, shell);
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, unit_page);
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, odds_page);
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, unit_title);
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, unit_hint);
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, offers);
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, sheet);
  gtk_widget_class_bind_template_child (widget_class, L2yuiBoard, calculator);
  gtk_widget_class_install_action (widget_class, "board.act", "(sas)", act_action);
  gtk_widget_class_install_action (widget_class, "board.form", "(sas)", form_action);
  gtk_widget_class_install_action (widget_class, "board.combat", NULL, combat_action);
  gtk_widget_class_install_action (widget_class, "board.calculate", "s", calculate_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "l2yuiboard");
}

static void
l2yui_board_init (L2yuiBoard *self)
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

      l2yui_resources_register_resource ();
      gtk_css_provider_load_from_resource (css, "/org/muster/Muster/boards/lexington-yorktown/l2yui-board.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_once_init_leave (&done, 1);
    }
}

GtkWidget *
l2yui_board_new (MusterSession *session)
{
  L2yuiBoard *self;
  L2yState *state;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  ensure_resources ();
  self = g_object_new (L2YUI_TYPE_BOARD, NULL);
  self->session = g_object_ref (session);
  state = get_state (self);
  if (state != NULL && l2y_view_is_battle (state))
    {
      self->battle = L2YUI_BATTLE_VIEW (l2yui_battle_view_new ());
      muster_board_shell_set_map (self->shell, GTK_WIDGET (self->battle));
      g_signal_connect_swapped (self->battle, "notify::selected", G_CALLBACK (selected_cb), self);
      g_signal_connect_swapped (self->battle, "notify::target", G_CALLBACK (target_cb), self);
      muster_calculator_set_session (self->calculator, session);
    }
  else
    {
      /* A list has nothing to inspect beside its rows. */
      self->list = L2YUI_LIST_VIEW (l2yui_list_view_new ());
      l2yui_list_view_set_session (self->list, session);
      muster_board_shell_set_map (self->shell, GTK_WIDGET (self->list));
      adw_view_stack_page_set_visible (self->unit_page, FALSE);
      adw_view_stack_page_set_visible (self->odds_page, FALSE);
      muster_board_shell_set_plain (self->shell, TRUE);
    }
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  session_changed_cb (self);
  if (self->battle != NULL)
    update_unit (self);
  return GTK_WIDGET (self);
}
