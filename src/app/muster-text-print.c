/* muster-text-print.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "muster-text-print.h"

typedef struct
{
  char        *text;
  PangoLayout *layout;
  GArray      *page_starts;   /* int: the first layout line of each page */
} Job;

static void
job_free (Job *job)
{
  g_free (job->text);
  g_clear_object (&job->layout);
  g_array_unref (job->page_starts);
  g_free (job);
}

static double
line_height (PangoLayoutLine *line)
{
  PangoRectangle logical;

  pango_layout_line_get_extents (line, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

/* Lays the text out at the page's width and cuts it into pages. */
static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                Job               *job)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Sans 10");
  double page_height = gtk_print_context_get_height (context), used = 0;
  int n_lines;

  g_clear_object (&job->layout);
  job->layout = gtk_print_context_create_pango_layout (context);
  pango_layout_set_font_description (job->layout, font);
  pango_layout_set_width (job->layout, (int) (gtk_print_context_get_width (context) * PANGO_SCALE));
  pango_layout_set_wrap (job->layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (job->layout, job->text, -1);

  g_array_set_size (job->page_starts, 0);
  n_lines = pango_layout_get_line_count (job->layout);
  for (int i = 0; i < n_lines; i++)
    {
      double h = line_height (pango_layout_get_line_readonly (job->layout, i));

      if (i == 0 || used + h > page_height)
        {
          g_array_append_val (job->page_starts, i);
          used = 0;
        }
      used += h;
    }
  gtk_print_operation_set_n_pages (operation, MAX (1, (int) job->page_starts->len));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              Job               *job)
{
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  int first, last;
  double y = 0;

  if (job->page_starts->len == 0)
    return;
  first = g_array_index (job->page_starts, int, page);
  last = (guint) page + 1 < job->page_starts->len ? g_array_index (job->page_starts, int, page + 1)
                                                   : pango_layout_get_line_count (job->layout);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (int i = first; i < last; i++)
    {
      PangoLayoutLine *line = pango_layout_get_line_readonly (job->layout, i);
      PangoRectangle logical;

      pango_layout_line_get_extents (line, NULL, &logical);
      /* A line is drawn from its baseline. */
      cairo_move_to (cr, (double) logical.x / PANGO_SCALE, y - (double) logical.y / PANGO_SCALE);
      pango_cairo_show_layout_line (cr, line);
      y += (double) logical.height / PANGO_SCALE;
    }
}

static GtkPrintOperation *
operation_new (const char *title,
               const char *text)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  Job *job = g_new0 (Job, 1);

  job->text = g_strdup (text);
  job->page_starts = g_array_new (FALSE, FALSE, sizeof (int));
  gtk_print_operation_set_job_name (operation, title);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_object_set_data_full (G_OBJECT (operation), "muster-job", job, (GDestroyNotify) job_free);
  return operation;
}

static void
done_cb (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         GtkWindow               *parent)
{
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  if (error != NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (parent, _("Could Not Print"), error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

void
muster_text_print (GtkWindow  *parent,
                   const char *title,
                   const char *text)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_if_fail (text != NULL);

  operation = operation_new (title, text);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_signal_connect_object (operation, "done", G_CALLBACK (done_cb), parent, 0);
  gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, NULL);
}

gboolean
muster_text_print_to_pdf (const char  *title,
                          const char  *text,
                          const char  *path,
                          int         *n_pages,
                          GError     **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  Job *job;

  g_return_val_if_fail (text != NULL && path != NULL, FALSE);

  operation = operation_new (title, text);
  gtk_print_operation_set_export_filename (operation, path);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    return FALSE;
  job = g_object_get_data (G_OBJECT (operation), "muster-job");
  if (n_pages != NULL)
    *n_pages = MAX (1, (int) job->page_starts->len);
  return TRUE;
}
