/* empui-board.c
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
#include "empui-board.h"
#include "empui-map-view.h"
#include "empui-place-editor.h"
#include "empui-purchase-view.h"
#include "empui-what-if.h"

/* The most offers a selected place lists. */
#define MAX_OFFERS 12

struct _EmpuiBoard
{
  GtkWidget         parent_instance;

  MusterSession    *session;

  /* Template widgets */
  MusterBoardShell *shell;
  EmpuiMapView     *map;
  GtkWidget        *place_title;
  GtkWidget        *place_text;
  GtkWidget        *place_hint;
  MusterOfferList  *offers;
  EmpuiPlaceEditor *editor;
  MusterCalculator *calculator;
  EmpuiPurchaseView *purchases;
  EmpuiWhatIf      *what_if;
  GtkWidget        *politics;
  GtkWidget        *war;
};

G_DEFINE_FINAL_TYPE (EmpuiBoard, empui_board, GTK_TYPE_WIDGET)

/* From the resource compiled in this folder's meson.build. */
void empui_resources_register_resource (void);

static EmpState *
get_state (EmpuiBoard *self)
{
  MusterState *state = muster_session_get_state (self->session);

  return EMP_IS_STATE (state) ? EMP_STATE (state) : NULL;
}

static int
place_index (EmpState   *state,
             const char *id)
{
  for (guint i = 0; id != NULL && i < emp_view_n_places (state); i++)
    {
      EmpViewPlace place;

      emp_view_place (state, i, &place);
      if (g_str_equal (place.id, id))
        return (int) i;
    }
  return -1;
}

/* ---- the selected place ----------------------------------------------------------- */

static void
update_place (gpointer data)
{
  EmpuiBoard *self = data;
  EmpState *state = get_state (self);
  MusterMapView *map = MUSTER_MAP_VIEW (self->map);
  const char *selected = muster_map_view_get_selected (map);
  const char *target = muster_map_view_get_target (map);
  int s, t;
  g_autoptr(GPtrArray) offers = NULL;
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;
  EmpViewPlace from, to;

  if (state == NULL)
    return;
  s = place_index (state, selected);
  t = place_index (state, target);
  empui_place_editor_set (self->editor, self->session, s, t);
  if (s < 0)
    {
      gtk_label_set_label (GTK_LABEL (self->place_title), _("No Place Selected"));
      gtk_label_set_label (GTK_LABEL (self->place_text), "");
      gtk_widget_set_visible (self->place_text, FALSE);
      gtk_label_set_label (GTK_LABEL (self->place_hint),
                           _("Click a territory or a sea on the map to see what stands there and what can be "
                             "done from it. Shift+click or right-click another place to make it the target."));
      muster_offer_list_set_offers (self->offers, NULL, NULL);
      return;
    }
  emp_view_place (state, (guint) s, &from);
  if (t >= 0)
    {
      emp_view_place (state, (guint) t, &to);
      /* Translators: the selected place, then the target. */
      title = g_strdup_printf (_("%s → %s"), from.name, to.name);
    }
  else
    title = g_strdup (from.name);
  gtk_label_set_label (GTK_LABEL (self->place_title), title);
  text = emp_view_describe (state, (guint) s);
  gtk_label_set_label (GTK_LABEL (self->place_text), text);
  gtk_widget_set_visible (self->place_text, TRUE);
  gtk_label_set_label (GTK_LABEL (self->place_hint),
                       t >= 0 ? _("What can be done from here to the target now, as the rules allow.")
                              : _("What can be done from here now. Shift+click or right-click another place to "
                                  "make it the target."));
  offers = muster_offers_for_selection (MUSTER_STATE (state), selected, target, NULL, NULL, MAX_OFFERS);
  muster_offer_list_set_offers (self->offers, offers,
                                offers->len == 0 ? _("Nothing can be done from here in this phase.") : NULL);
}

/* ---- the war: politics; ledgers and the chart ------------------------------------ */

/* The war's sheets in @box: the politics sheet alone, or all the others. */
static void
fill_sheets (EmpuiBoard *self,
             GtkWidget  *box,
             gboolean    politics)
{
  EmpState *state = get_state (self);
  g_autoptr(GPtrArray) sheets = NULL;
  GtkWidget *child;

  if (state == NULL)
    return;
  sheets = muster_state_get_sheets (MUSTER_STATE (state), NULL);
  child = gtk_widget_get_first_child (box);
  for (guint i = 0; i < sheets->len; i++)
    {
      const MusterSheet *sheet = g_ptr_array_index (sheets, i);

      if (g_str_equal (sheet->id, "politics") != politics)
        continue;
      /* Rows are kept and filled again, so the page does not jump. */
      if (child == NULL)
        {
          child = muster_sheet_view_new (sheet);
          gtk_box_append (GTK_BOX (box), child);
        }
      else
        muster_sheet_view_set_sheet (MUSTER_SHEET_VIEW (child), sheet);
      child = gtk_widget_get_next_sibling (child);
    }
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      gtk_box_remove (GTK_BOX (box), child);
      child = next;
    }
}

static void
update_politics (gpointer data)
{
  fill_sheets (data, EMPUI_BOARD (data)->politics, TRUE);
}

static void
update_war (gpointer data)
{
  fill_sheets (data, EMPUI_BOARD (data)->war, FALSE);
}

static void
update_purchases (gpointer data)
{
  empui_purchase_view_update (EMPUI_BOARD (data)->purchases);
}

/* ---- the game changed ------------------------------------------------------------- */

static void
session_changed_cb (EmpuiBoard *self)
{
  EmpState *state = get_state (self);
  g_autoptr(MusterPending) pending = NULL;
  g_autofree char *status = NULL;
  const char *side = NULL;

  if (state == NULL)
    return;
  empui_map_view_set_state (self->map, state);
  pending = muster_state_get_pending (MUSTER_STATE (state));
  muster_map_view_set_pending (MUSTER_MAP_VIEW (self->map), pending ? pending->place : NULL);
  muster_decision_bar_update (muster_board_shell_get_decision_bar (self->shell), muster_session_get_system (self->session),
                              MUSTER_STATE (state));
  muster_action_bar_set_state (muster_board_shell_get_action_bar (self->shell), MUSTER_STATE (state));
  status = emp_view_turn (state, &side);
  muster_board_shell_set_status (self->shell, status, side);
  muster_board_shell_set_check_state (self->shell, MUSTER_STATE (state));
  muster_board_shell_update_page (self->shell, "place", update_place, self);
  muster_board_shell_update_page (self->shell, "politics", update_politics, self);
  muster_board_shell_update_page (self->shell, "war", update_war, self);
  muster_board_shell_update_page (self->shell, "build", update_purchases, self);
}

/* ---- selection and actions ---------------------------------------------------------- */

static void
selection_cb (EmpuiBoard *self)
{
  const char *action = muster_calculator_get_action (self->calculator);
  MusterMapView *map = MUSTER_MAP_VIEW (self->map);

  muster_board_shell_update_page (self->shell, "place", update_place, self);
  if (action != NULL && g_str_equal (muster_board_shell_get_page (self->shell), "odds"))
    muster_calculator_set_places (self->calculator, action, muster_map_view_get_selected (map),
                                  muster_map_view_get_target (map));
  else if (muster_map_view_get_selected (map) != NULL)
    muster_board_shell_show_page (self->shell, "place");
}

static void
region_activated_cb (EmpuiBoard *self)
{
  muster_board_shell_show_page (self->shell, "place");
}

/* The odds of @action in the calculator, from the selection to the
 * target (a battle: the selected place). */
static void
show_odds (EmpuiBoard *self,
           const char *action)
{
  MusterMapView *map = MUSTER_MAP_VIEW (self->map);
  EmpState *state = get_state (self);
  g_autoptr(GPtrArray) offers = NULL;

  if (state == NULL)
    return;
  offers = muster_offers_for_selection (MUSTER_STATE (state), muster_map_view_get_selected (map),
                                        muster_map_view_get_target (map), NULL, action, 1);
  if (offers->len == 0)
    {
      g_clear_pointer (&offers, g_ptr_array_unref);
      offers = muster_offers_for_action (MUSTER_STATE (state), action, 1);
    }
  if (offers->len > 0)
    muster_calculator_set_action (self->calculator, action,
                                  (const char * const *) ((MusterOffer *) g_ptr_array_index (offers, 0))->args);
  else
    muster_calculator_set_places (self->calculator, action, muster_map_view_get_selected (map),
                                  muster_map_view_get_target (map));
  muster_board_shell_show_page (self->shell, "odds");
}

static void
show_odds_cb (gpointer    data,
              const char *action)
{
  show_odds (EMPUI_BOARD (data), action);
}

/* board.act((action, args)): what the action bar's buttons do (the kit's
 * muster_board_shell_act), the odds for the selection. */
static void
act_action (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  EmpuiBoard *self = EMPUI_BOARD (widget);
  MusterMapView *map = MUSTER_MAP_VIEW (self->map);

  muster_board_shell_act (self->shell, self->session, param, muster_map_view_get_selected (map),
                          muster_map_view_get_target (map), show_odds_cb, self);
}

/* board.form((action, args)): the action's form, filled with @args. */
static void
form_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  muster_action_dialog_present_target (widget, EMPUI_BOARD (widget)->session, param);
}

/* board.combat: the calculator. */
static void
combat_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  muster_board_shell_show_page (EMPUI_BOARD (widget)->shell, "odds");
}

/* board.calculate(action): its odds for the selection. */
static void
calculate_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  g_autofree char *action = g_variant_dup_string (param, NULL);

  show_odds (EMPUI_BOARD (widget), action);
}

/* ---- public ----------------------------------------------------------------------- */

GtkWidget *
empui_board_get_part (EmpuiBoard *self,
                      const char *name)
{
  g_return_val_if_fail (EMPUI_IS_BOARD (self), NULL);

  if (g_str_equal (name, "shell"))
    return GTK_WIDGET (self->shell);
  if (g_str_equal (name, "map"))
    return GTK_WIDGET (self->map);
  if (g_str_equal (name, "offers"))
    return GTK_WIDGET (self->offers);
  if (g_str_equal (name, "place-title"))
    return self->place_title;
  if (g_str_equal (name, "calculator"))
    return GTK_WIDGET (self->calculator);
  if (g_str_equal (name, "war"))
    return self->war;
  if (g_str_equal (name, "politics"))
    return self->politics;
  if (g_str_equal (name, "editor"))
    return GTK_WIDGET (self->editor);
  if (g_str_equal (name, "what-if"))
    return GTK_WIDGET (self->what_if);
  if (g_str_equal (name, "purchases"))
    return GTK_WIDGET (self->purchases);
  if (g_str_equal (name, "decision"))
    return GTK_WIDGET (muster_board_shell_get_decision_bar (self->shell));
  if (g_str_equal (name, "actions"))
    return GTK_WIDGET (muster_board_shell_get_action_bar (self->shell));
  return NULL;
}

void
empui_board_show_page (EmpuiBoard *self,
                       const char *name)
{
  g_return_if_fail (EMPUI_IS_BOARD (self));
  muster_board_shell_show_page (self->shell, name);
}

static void
empui_board_dispose (GObject *object)
{
  EmpuiBoard *self = EMPUI_BOARD (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), EMPUI_TYPE_BOARD);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (empui_board_parent_class)->dispose (object);
}

static void
empui_board_class_init (EmpuiBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = empui_board_dispose;

  g_type_ensure (MUSTER_TYPE_BOARD_SHELL);
  g_type_ensure (EMPUI_TYPE_MAP_VIEW);
  g_type_ensure (MUSTER_TYPE_CALCULATOR);
  g_type_ensure (MUSTER_TYPE_OFFER_LIST);
  g_type_ensure (EMPUI_TYPE_PURCHASE_VIEW);
  g_type_ensure (EMPUI_TYPE_WHAT_IF);
  g_type_ensure (EMPUI_TYPE_PLACE_EDITOR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/muster/Muster/boards/empires-revolution/empui-board.ui");
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, shell);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, map);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, place_title);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, place_text);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, place_hint);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, offers);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, calculator);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, purchases);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, what_if);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, war);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, politics);
  gtk_widget_class_bind_template_child (widget_class, EmpuiBoard, editor);
  gtk_widget_class_install_action (widget_class, "board.act", "(sas)", act_action);
  gtk_widget_class_install_action (widget_class, "board.form", "(sas)", form_action);
  gtk_widget_class_install_action (widget_class, "board.combat", NULL, combat_action);
  gtk_widget_class_install_action (widget_class, "board.calculate", "s", calculate_action);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "empuiboard");
}

static void
empui_board_init (EmpuiBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  muster_decision_bar_set_form_action (muster_board_shell_get_decision_bar (self->shell), "board.form");
  muster_board_shell_fit_first (self->shell, 0.72);
  g_signal_connect_swapped (self->map, "notify::selected", G_CALLBACK (selection_cb), self);
  g_signal_connect_swapped (self->map, "notify::target", G_CALLBACK (selection_cb), self);
  g_signal_connect_swapped (self->map, "region-activated", G_CALLBACK (region_activated_cb), self);
}

/* The board's resources, once per process. */
static void
ensure_resources (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      empui_resources_register_resource ();
      g_once_init_leave (&done, 1);
    }
}

GtkWidget *
empui_board_new (MusterSession *session)
{
  EmpuiBoard *self;

  g_return_val_if_fail (MUSTER_IS_SESSION (session), NULL);

  ensure_resources ();
  self = g_object_new (EMPUI_TYPE_BOARD, NULL);
  self->session = g_object_ref (session);
  muster_calculator_set_session (self->calculator, session);
  empui_purchase_view_set_session (self->purchases, session);
  g_signal_connect_object (session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  session_changed_cb (self);
  update_place (self);
  return GTK_WIDGET (self);
}
