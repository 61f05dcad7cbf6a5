/* muster-ledger.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "muster-chance.h"
#include "muster-ledger.h"
#include "muster-xml.h"

struct _MusterLedger
{
  GPtrArray *rows;  /* MusterLedgerRow*, in order of first appearance */
};

static void
row_free (MusterLedgerRow *row)
{
  g_free (row->side);
  g_free (row);
}

MusterLedger *
muster_ledger_new (void)
{
  MusterLedger *ledger = g_new0 (MusterLedger, 1);

  ledger->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  return ledger;
}

void
muster_ledger_free (MusterLedger *ledger)
{
  if (ledger == NULL)
    return;
  g_ptr_array_unref (ledger->rows);
  g_free (ledger);
}

const MusterLedgerRow *
muster_ledger_lookup (MusterLedger *ledger,
                      const char   *side)
{
  for (guint i = 0; i < ledger->rows->len; i++)
    {
      MusterLedgerRow *row = g_ptr_array_index (ledger->rows, i);
      if (g_strcmp0 (row->side, side) == 0)
        return row;
    }
  return NULL;
}

static MusterLedgerRow *
row_for (MusterLedger *ledger,
         const char   *side)
{
  MusterLedgerRow *row = (MusterLedgerRow *) muster_ledger_lookup (ledger, side);

  if (row == NULL)
    {
      row = g_new0 (MusterLedgerRow, 1);
      row->side = g_strdup (side);
      g_ptr_array_add (ledger->rows, row);
    }
  return row;
}

void
muster_ledger_add_outcomes (MusterLedger *ledger,
                            GPtrArray    *outcomes)
{
  for (guint i = 0; i < outcomes->len; i++)
    {
      const MusterOutcome *o = g_ptr_array_index (outcomes, i);
      MusterLedgerRow *row;

      if (o->kind != MUSTER_OUTCOME_DIE || o->sides == 0)
        continue;
      row = row_for (ledger, o->side);
      row->n_dice++;
      row->total += o->value;
      row->expected_total += (o->sides + 1) / 2.0;
      if (o->hit_min > 0)
        {
          guint lo = MAX (o->hit_min, 1), hi = MIN (o->hit_max, o->sides);
          double p = hi >= lo ? (double) (hi - lo + 1) / o->sides : 0.0;

          row->n_hit_dice++;
          row->expected_hits += p;
          row->hits_variance += p * (1.0 - p);
          if (muster_outcome_is_hit (o))
            row->hits++;
        }
    }
}

void
muster_ledger_add (MusterLedger       *ledger,
                   const MusterLedger *other)
{
  for (guint i = 0; i < other->rows->len; i++)
    {
      const MusterLedgerRow *from = g_ptr_array_index (other->rows, i);
      MusterLedgerRow *row = row_for (ledger, from->side);

      row->n_dice += from->n_dice;
      row->total += from->total;
      row->expected_total += from->expected_total;
      row->n_hit_dice += from->n_hit_dice;
      row->hits += from->hits;
      row->expected_hits += from->expected_hits;
      row->hits_variance += from->hits_variance;
    }
}

guint
muster_ledger_get_n_rows (MusterLedger *ledger)
{
  return ledger->rows->len;
}

const MusterLedgerRow *
muster_ledger_get_row (MusterLedger *ledger,
                       guint         i)
{
  g_return_val_if_fail (i < ledger->rows->len, NULL);
  return g_ptr_array_index (ledger->rows, i);
}

double
muster_ledger_row_hits_z (const MusterLedgerRow *row)
{
  if (row->hits_variance <= 0)
    return 0.0;
  return (row->hits - row->expected_hits) / sqrt (row->hits_variance);
}

static void
format_double (char   *buf,
               gsize   len,
               double  value)
{
  g_ascii_formatd (buf, (int) len, "%.2f", value);
}

void
muster_ledger_write (MusterLedger    *ledger,
                     MusterXmlWriter *writer)
{
  muster_xml_writer_start (writer, "ledger");
  for (guint i = 0; i < ledger->rows->len; i++)
    {
      MusterLedgerRow *row = g_ptr_array_index (ledger->rows, i);
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      muster_xml_writer_start (writer, "luck");
      muster_xml_writer_attr (writer, "side", row->side, MUSTER_XML_SHORT);
      muster_xml_writer_attr_int (writer, "dice", row->n_dice);
      muster_xml_writer_attr_int (writer, "total", row->total);
      format_double (buf, sizeof buf, row->expected_total);
      muster_xml_writer_attr (writer, "expected-total", buf, MUSTER_XML_TEXT);
      muster_xml_writer_attr_int (writer, "hit-dice", row->n_hit_dice);
      muster_xml_writer_attr_int (writer, "hits", row->hits);
      format_double (buf, sizeof buf, row->expected_hits);
      muster_xml_writer_attr (writer, "expected-hits", buf, MUSTER_XML_TEXT);
      muster_xml_writer_end (writer);
    }
  muster_xml_writer_end (writer);
}

char *
muster_ledger_to_string (MusterLedger *ledger)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ledger->rows->len; i++)
    {
      MusterLedgerRow *row = g_ptr_array_index (ledger->rows, i);

      /* The total goes through %s: a format macro inside _() cannot be
       * translated. */
      g_autofree char *total = g_strdup_printf ("%" G_GINT64_FORMAT, row->total);

      g_string_append_printf (out, _("%s: %u dice, total %s (expected %.1f)"),
                              row->side ? row->side : _("Unassigned"),
                              row->n_dice, total, row->expected_total);
      if (row->n_hit_dice > 0)
        g_string_append_printf (out, _("; %u hits from %u dice (expected %.1f)"),
                                row->hits, row->n_hit_dice, row->expected_hits);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
