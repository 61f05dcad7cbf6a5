/* muster-text-print.h: printing plain text (an army list, the sheets),
 * paginated, through the GTK print dialog or straight to a PDF file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Opens the print dialog for @text, titled @title (the job's name). */
void     muster_text_print        (GtkWindow   *parent,
                                   const char  *title,
                                   const char  *text);
/* Writes @text to the PDF file @path without a dialog; the number of
 * pages in @n_pages (may be NULL). */
gboolean muster_text_print_to_pdf (const char  *title,
                                   const char  *text,
                                   const char  *path,
                                   int         *n_pages,
                                   GError     **error);

G_END_DECLS
