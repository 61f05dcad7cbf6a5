/* revroad-types.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "revroad-types.h"

static const char * const side_ids[REVROAD_N_SIDES] = { "british", "patriot" };

const char *
revroad_side_id (RevroadSide side)
{
  if (side != REVROAD_BRITISH && side != REVROAD_PATRIOT)
    return "none";
  return side_ids[side];
}

const char *
revroad_side_people (RevroadSide side)
{
  switch (side)
    {
    case REVROAD_BRITISH:
      return _("British");
    case REVROAD_PATRIOT:
      return _("Patriots");
    case REVROAD_NO_SIDE:
    default:
      return _("players");
    }
}

const char *
revroad_side_name (RevroadSide side)
{
  switch (side)
    {
    case REVROAD_BRITISH:
      return _("British");
    case REVROAD_PATRIOT:
      return _("Patriot");
    case REVROAD_NO_SIDE:
    default:
      return _("Nobody");
    }
}

gboolean
revroad_side_from_id (const char  *id,
                      RevroadSide *side)
{
  for (int i = 0; i < REVROAD_N_SIDES; i++)
    if (g_strcmp0 (id, side_ids[i]) == 0)
      {
        *side = (RevroadSide) i;
        return TRUE;
      }
  return FALSE;
}

RevroadSide
revroad_side_other (RevroadSide side)
{
  if (side == REVROAD_BRITISH)
    return REVROAD_PATRIOT;
  if (side == REVROAD_PATRIOT)
    return REVROAD_BRITISH;
  return REVROAD_NO_SIDE;
}

static const char * const kind_ids[REVROAD_N_KINDS] = {
  "regular", "marine", "cannon", "minuteman", "militia",
  "leader", "rider", "sol", "fleet", "battery",
};

const char *
revroad_kind_id (RevroadKind kind)
{
  if ((int) kind < 0 || kind >= REVROAD_N_KINDS)
    return "unknown";
  return kind_ids[kind];
}

const char *
revroad_kind_name (RevroadKind kind)
{
  switch (kind)
    {
    case REVROAD_KIND_REGULAR:
      return _("British Regular");
    case REVROAD_KIND_MARINE:
      return _("British Marine");
    case REVROAD_KIND_CANNON:
      return _("Field Cannon");
    case REVROAD_KIND_MINUTEMAN:
      return _("Minutemen");
    case REVROAD_KIND_MILITIA:
      return _("Militia");
    case REVROAD_KIND_LEADER:
      return _("Leader");
    case REVROAD_KIND_RIDER:
      return _("Nightrider");
    case REVROAD_KIND_SOL:
      return _("Son of Liberty");
    case REVROAD_KIND_FLEET:
      return _("Fleet");
    case REVROAD_KIND_BATTERY:
      return _("Battery");
    case REVROAD_N_KINDS:
    default:
      return _("Counter");
    }
}

gboolean
revroad_kind_from_id (const char  *id,
                      RevroadKind *kind)
{
  for (int i = 0; i < REVROAD_N_KINDS; i++)
    if (g_strcmp0 (id, kind_ids[i]) == 0)
      {
        *kind = (RevroadKind) i;
        return TRUE;
      }
  return FALSE;
}

