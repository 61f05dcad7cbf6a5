/* revroad-tracks.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "revroad-tracks.h"

void
revroad_tracks_init (RevroadTracks *t,
                     int            first_turn,
                     int            last_turn)
{
  memset (t, 0, sizeof *t);
  t->turn = first_turn;
  t->first_turn = first_turn;
  t->last_turn = last_turn;
  t->acting = REVROAD_NO_SIDE;
  t->first = REVROAD_NO_SIDE;
}

gboolean
revroad_tracks_deal (RevroadTracks *t,
                     int            british,
                     int            patriot)
{
  t->actions[REVROAD_BRITISH] = t->dealt[REVROAD_BRITISH] = CLAMP (british, 0, REVROAD_MAX_ACTIONS);
  t->actions[REVROAD_PATRIOT] = t->dealt[REVROAD_PATRIOT] = CLAMP (patriot, 0, REVROAD_MAX_ACTIONS);
  t->reserve_armed = FALSE;
  if (t->actions[REVROAD_BRITISH] == t->actions[REVROAD_PATRIOT])
    {
      t->acting = REVROAD_NO_SIDE;
      t->first = REVROAD_NO_SIDE;
      /* Two empty tracks need no die: the phase is already over. */
      return t->actions[REVROAD_BRITISH] > 0;
    }
  t->acting = t->actions[REVROAD_BRITISH] > t->actions[REVROAD_PATRIOT] ? REVROAD_BRITISH : REVROAD_PATRIOT;
  t->first = t->acting;
  return FALSE;
}

RevroadSide
revroad_tracks_first_from_die (RevroadTracks *t,
                               guint          die)
{
  t->acting = die % 2 == 0 ? REVROAD_PATRIOT : REVROAD_BRITISH;
  t->first = t->acting;
  return t->acting;
}

int
revroad_tracks_spent (const RevroadTracks *t,
                      RevroadSide          side)
{
  return t->dealt[side] - t->actions[side];
}

void
revroad_tracks_redeal (RevroadTracks *t,
                       int            british,
                       int            patriot)
{
  int values[REVROAD_N_SIDES] = { british, patriot };

  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      int spent = revroad_tracks_spent (t, (RevroadSide) s);

      t->dealt[s] = CLAMP (values[s], 0, REVROAD_MAX_ACTIONS);
      t->actions[s] = MAX (0, t->dealt[s] - spent);
      /* Actions already taken stay taken even if the card allowed fewer. */
      if (spent > t->dealt[s])
        t->dealt[s] = spent;
    }
  if (t->acting != REVROAD_NO_SIDE && t->actions[t->acting] == 0)
    {
      RevroadSide other = revroad_side_other (t->acting);
      t->acting = t->actions[other] > 0 ? other : REVROAD_NO_SIDE;
    }
}

gboolean
revroad_tracks_reserve_usable (const RevroadTracks *t,
                               RevroadSide          side,
                               char               **reason)
{
  RevroadSide other = revroad_side_other (side);

  if (t->acting != side)
    {
      if (reason)
        *reason = g_strdup (_("5.2 Reserve Actions: only the side whose action it is may spend one"));
      return FALSE;
    }
  if (t->reserve[side] <= 0)
    {
      if (reason)
        *reason = g_strdup (_("5.2 Reserve Actions: no Reserve Action is on the track"));
      return FALSE;
    }
  if (t->actions[side] > t->actions[other] && t->actions[side] != 1)
    {
      if (reason)
        *reason = g_strdup (_("5.2 Reserve Actions: usable only with no more actions than the opponent, or with one action left"));
      return FALSE;
    }
  return TRUE;
}

void
revroad_tracks_spend (RevroadTracks *t)
{
  RevroadSide side = t->acting;
  RevroadSide other;

  if (side == REVROAD_NO_SIDE)
    return;
  other = revroad_side_other (side);
  if (t->reserve_armed)
    {
      t->reserve[side] = MAX (0, t->reserve[side] - 1);
      t->reserve_armed = FALSE;
    }
  else
    t->actions[side] = MAX (0, t->actions[side] - 1);

  if (t->actions[other] > 0)
    t->acting = other;
  else if (t->actions[side] > 0)
    t->acting = side;
  else
    t->acting = REVROAD_NO_SIDE;
}

gboolean
revroad_tracks_phase_over (const RevroadTracks *t)
{
  return t->actions[REVROAD_BRITISH] == 0 && t->actions[REVROAD_PATRIOT] == 0;
}

void
revroad_tracks_add_vp (RevroadTracks *t,
                       RevroadSide    side,
                       int            vp)
{
  t->vp[side] = MAX (0, t->vp[side] + vp);
}

GPtrArray *
revroad_tracks_to_muster (const RevroadTracks *t,
                          int                  vp_max)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_track_free);
  MusterTrack *track;

  track = muster_track_new ("turn", _("Turn"), t->first_turn, t->last_turn,
                            CLAMP (t->turn, t->first_turn, t->last_turn));
  g_ptr_array_add (out, track);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      const char *id = revroad_side_id ((RevroadSide) s);
      g_autofree char *vp_id = g_strdup_printf ("vp-%s", id);
      g_autofree char *act_id = g_strdup_printf ("actions-%s", id);
      g_autofree char *res_id = g_strdup_printf ("reserve-%s", id);
      g_autofree char *vp_name = g_strdup_printf (_("%s VP"), revroad_side_name ((RevroadSide) s));
      g_autofree char *act_name = g_strdup_printf (_("%s actions"), revroad_side_name ((RevroadSide) s));
      g_autofree char *res_name = g_strdup_printf (_("%s reserve actions"), revroad_side_name ((RevroadSide) s));

      track = muster_track_new (vp_id, vp_name, 0, MAX (vp_max, t->vp[s]), t->vp[s]);
      track->side = g_strdup (id);
      g_ptr_array_add (out, track);
      track = muster_track_new (act_id, act_name, 0, REVROAD_MAX_ACTIONS, t->actions[s]);
      track->side = g_strdup (id);
      g_ptr_array_add (out, track);
      track = muster_track_new (res_id, res_name, 0, REVROAD_MAX_RESERVE, t->reserve[s]);
      track->side = g_strdup (id);
      g_ptr_array_add (out, track);
    }
  return out;
}

void
revroad_tracks_write (const RevroadTracks *t,
                      xmlNode             *parent)
{
  xmlNode *node = muster_xml_add (parent, "tracks");

  muster_xml_set_int (node, "turn", t->turn);
  muster_xml_set_int (node, "first-turn", t->first_turn);
  muster_xml_set_int (node, "last-turn", t->last_turn);
  muster_xml_set (node, "acting", revroad_side_id (t->acting));
  muster_xml_set (node, "first", revroad_side_id (t->first));
  muster_xml_set_bool (node, "reserve-armed", t->reserve_armed);
  for (int s = 0; s < REVROAD_N_SIDES; s++)
    {
      xmlNode *sn = muster_xml_add (node, "side");

      muster_xml_set (sn, "id", revroad_side_id ((RevroadSide) s));
      muster_xml_set_int (sn, "vp", t->vp[s]);
      muster_xml_set_int (sn, "actions", t->actions[s]);
      muster_xml_set_int (sn, "dealt", t->dealt[s]);
      muster_xml_set_int (sn, "reserve", t->reserve[s]);
    }
}

gboolean
revroad_roll_d6 (MusterChance *chance,
                 RevroadSide   side,
                 const char   *purpose,
                 guint         hit_min,
                 guint        *value,
                 GError      **error)
{
  MusterRollSpec spec = { revroad_side_id (side), purpose, hit_min, hit_min ? 6 : 0 };

  if (side == REVROAD_NO_SIDE)
    spec.side = NULL;
  return muster_chance_roll (chance, 1, 6, &spec, value, error);
}
