/* muster-seat.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "muster-seat.h"

G_DEFINE_BOXED_TYPE (MusterSeat, muster_seat, muster_seat_copy, muster_seat_free)

MusterSeat *
muster_seat_new (const char *id,
                 const char *name,
                 const char *side)
{
  MusterSeat *seat = g_new0 (MusterSeat, 1);

  seat->id = g_strdup (id);
  seat->name = g_strdup (name ? name : id);
  seat->side = g_strdup (side);
  return seat;
}

MusterSeat *
muster_seat_copy (const MusterSeat *seat)
{
  return muster_seat_new (seat->id, seat->name, seat->side);
}

void
muster_seat_free (MusterSeat *seat)
{
  if (seat == NULL)
    return;
  g_free (seat->id);
  g_free (seat->name);
  g_free (seat->side);
  g_free (seat);
}

gboolean
muster_seat_may_see (const MusterSeat *viewer,
                     const char       *owner)
{
  if (owner == NULL)
    return TRUE;
  if (viewer == NULL)
    return FALSE;
  return g_strcmp0 (viewer->id, owner) == 0 || g_strcmp0 (viewer->side, owner) == 0;
}
