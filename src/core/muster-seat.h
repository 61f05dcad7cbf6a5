/* muster-seat.h: who sits at the table, and what each of them may see.
 *
 * A system's sides are fixed (system.xml: British and Patriot); the seats
 * are the people of one session, each playing a side. A side may have
 * several seats, and seats may change between the sessions of a campaign.
 * A session without seats of its own has one seat per side, with the
 * side's id and name.
 *
 * What a state tells people is public unless a viewer is given: then it
 * adds what that seat may see and the others may not (its hand, the cards
 * it peeked at, its secret objective). A NULL viewer is the whole table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct
{
  char *id;    /* unique in the session: “british”, “ann” */
  char *name;  /* what people read: “British”, “Ann” */
  char *side;  /* the side played, a side id of the system, or NULL */
} MusterSeat;

#define MUSTER_TYPE_SEAT (muster_seat_get_type ())
GType       muster_seat_get_type (void) G_GNUC_CONST;
MusterSeat *muster_seat_new      (const char       *id,
                                  const char       *name,
                                  const char       *side);
MusterSeat *muster_seat_copy     (const MusterSeat *seat);
void        muster_seat_free     (MusterSeat       *seat);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterSeat, muster_seat_free)

/* May @viewer see what belongs to @owner (a seat id or a side id)? The
 * whole table (NULL) sees only what has no owner. */
gboolean    muster_seat_may_see  (const MusterSeat *viewer,
                                  const char       *owner);

G_END_DECLS
