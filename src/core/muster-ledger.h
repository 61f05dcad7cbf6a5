/* muster-ledger.h: the luck ledger. Every die thrown is kept in the log
 * with the faces it could show and which of them hit, so expected results
 * can be set against actual ones, per side, for a session or a campaign.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "muster-xml-writer.h"

G_BEGIN_DECLS

typedef struct
{
  char   *side;            /* NULL collects rolls nobody owned */
  guint   n_dice;
  gint64  total;           /* sum of faces */
  double  expected_total;  /* sum of (sides + 1) / 2 */
  guint   n_hit_dice;      /* dice thrown against a hit range */
  guint   hits;
  double  expected_hits;
  double  hits_variance;
} MusterLedgerRow;

typedef struct _MusterLedger MusterLedger;

MusterLedger          *muster_ledger_new          (void);
void                   muster_ledger_free         (MusterLedger *ledger);
/* Adds MusterOutcome*; cards and picks are ignored. */
void                   muster_ledger_add_outcomes (MusterLedger *ledger,
                                                   GPtrArray    *outcomes);
/* Adds up @other's rows into @ledger's. */
void                   muster_ledger_add          (MusterLedger       *ledger,
                                                   const MusterLedger *other);
guint                  muster_ledger_get_n_rows   (MusterLedger *ledger);
const MusterLedgerRow *muster_ledger_get_row      (MusterLedger *ledger,
                                                   guint         i);
const MusterLedgerRow *muster_ledger_lookup       (MusterLedger *ledger,
                                                   const char   *side);
/* How far actual hits lie from expected, in standard deviations. */
double                 muster_ledger_row_hits_z   (const MusterLedgerRow *row);
void                   muster_ledger_write        (MusterLedger *ledger,
                                                   MusterXmlWriter *writer);
char                  *muster_ledger_to_string    (MusterLedger *ledger);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterLedger, muster_ledger_free)

G_END_DECLS
