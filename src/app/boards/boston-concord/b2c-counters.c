/* b2c-counters.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include <adwaita.h>

#include "b2c-counters.h"
#include "boards/common/muster-paint.h"

#define RGB(r, g, b) { (r) / 255.0f, (g) / 255.0f, (b) / 255.0f, 1.0f }

static const B2cPalette light = {
  .paper = RGB (0xee, 0xe6, 0xd3),
  .town = RGB (0xff, 0xfc, 0xf4),
  .land = RGB (0xf6, 0xf0, 0xe1),
  .ink = RGB (0x2e, 0x25, 0x1b),
  .faint = RGB (0x9a, 0x8e, 0x76),
  .road = RGB (0x8b, 0x55, 0x24),
  .river = RGB (0x1d, 0x4a, 0x8a),
  .stream = RGB (0x6f, 0xb3, 0xe8),
  .accent = RGB (0x1c, 0x71, 0xd8),
  .warning = RGB (0xe5, 0xa5, 0x0a),
  .side = { RGB (0xb5, 0x2b, 0x27), RGB (0x2a, 0x5c, 0xaa) },
  .side_light = { RGB (0xa5, 0x1d, 0x2d), RGB (0x1a, 0x4c, 0x9a) },
  .marker = RGB (0xe0, 0x9a, 0x1c),
  .arms = RGB (0x6b, 0x4a, 0x22),
  .hinder = RGB (0x76, 0x4a, 0xa8),
  .other = RGB (0x3d, 0x38, 0x46),
};

static const B2cPalette dark = {
  .paper = RGB (0x26, 0x24, 0x21),
  .town = RGB (0x3d, 0x39, 0x33),
  .land = RGB (0x33, 0x30, 0x2b),
  .ink = RGB (0xf0, 0xe8, 0xd8),
  .faint = RGB (0x8a, 0x80, 0x6e),
  .road = RGB (0xc8, 0x8f, 0x55),
  .river = RGB (0x3b, 0x6f, 0xc2),
  .stream = RGB (0x7f, 0xc0, 0xf0),
  .accent = RGB (0x78, 0xae, 0xed),
  .warning = RGB (0xf6, 0xd3, 0x2d),
  .side = { RGB (0xc0, 0x35, 0x30), RGB (0x35, 0x68, 0xc0) },
  .side_light = { RGB (0xf6, 0x8a, 0x80), RGB (0x8f, 0xb6, 0xf5) },
  .marker = RGB (0xe8, 0xa8, 0x30),
  .arms = RGB (0x9c, 0x73, 0x3e),
  .hinder = RGB (0x9b, 0x6f, 0xd0),
  .other = RGB (0x6a, 0x64, 0x74),
};

const B2cPalette *
b2c_palette (gboolean is_dark)
{
  return is_dark ? &dark : &light;
}

gboolean
b2c_style_is_dark (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

gboolean
b2c_source_is_reconstructed (const char *source)
{
  return source != NULL && strstr (source, "reconstructed") != NULL;
}

/* Chips */

static int
kind_order (RevroadKind kind)
{
  switch (kind)
    {
    case REVROAD_KIND_REGULAR: return 0;
    case REVROAD_KIND_CANNON: return 1;
    case REVROAD_KIND_MINUTEMAN: return 2;
    case REVROAD_KIND_MILITIA: return 3;
    case REVROAD_KIND_LEADER: return 4;
    case REVROAD_KIND_RIDER: return 5;
    case REVROAD_KIND_SOL: return 6;
    case REVROAD_KIND_MARINE:
    case REVROAD_KIND_FLEET:
    case REVROAD_KIND_BATTERY:
    case REVROAD_N_KINDS:
    default:
      return 7;
    }
}

static int
chip_compare (gconstpointer a,
              gconstpointer b)
{
  const B2cChip *x = a, *y = b;

  if (x->side != y->side)
    return x->side - y->side;
  if (kind_order (x->kind) != kind_order (y->kind))
    return kind_order (x->kind) - kind_order (y->kind);
  if (x->inactive != y->inactive)
    return x->inactive - y->inactive;
  if (x->flipped != y->flipped)
    return x->flipped - y->flipped;
  if (x->strength != y->strength)
    return y->strength - x->strength;
  return x->first - y->first;
}

GArray *
b2c_chips_for_region (B2cState *state,
                      int       region)
{
  g_autoptr(GArray) units = b2c_view_units_in (state, region);
  GArray *chips = g_array_new (FALSE, TRUE, sizeof (B2cChip));

  for (guint i = 0; i < units->len; i++)
    {
      B2cUnitView u;
      B2cChip chip = { 0 };
      gboolean merged = FALSE;

      b2c_view_unit (state, g_array_index (units, int, i), &u);
      chip.side = u.side;
      chip.kind = u.kind;
      chip.flipped = u.flipped;
      chip.moved = u.moved;
      chip.fired = u.fired;
      chip.inactive = u.inactive;
      chip.strength = u.kind == REVROAD_KIND_MILITIA && !u.flipped ? u.strength : -1;
      chip.count = 1;
      chip.first = g_array_index (units, int, i);
      for (guint c = 0; c < chips->len && !merged; c++)
        {
          B2cChip *other = &g_array_index (chips, B2cChip, c);

          if (other->side == chip.side && other->kind == chip.kind && other->flipped == chip.flipped &&
              other->moved == chip.moved && other->fired == chip.fired &&
              other->inactive == chip.inactive && other->strength == chip.strength)
            {
              other->count++;
              merged = TRUE;
            }
        }
      if (!merged)
        g_array_append_val (chips, chip);
    }
  g_array_sort (chips, chip_compare);
  return chips;
}

char *
b2c_chip_text (const B2cChip *chip)
{
  const char *letter;

  switch (chip->kind)
    {
    /* Translators: the letter on a map chip for British Regulars. */
    case REVROAD_KIND_REGULAR: letter = C_("chip", "R"); break;
    /* Translators: the letter on a map chip for the Field Cannon. */
    case REVROAD_KIND_CANNON: letter = C_("chip", "C"); break;
    /* Translators: the letters on a map chip for Minutemen. */
    case REVROAD_KIND_MINUTEMAN: letter = C_("chip", "MM"); break;
    /* Translators: the letter on a map chip for Militia (the strength follows). */
    case REVROAD_KIND_MILITIA: letter = C_("chip", "M"); break;
    /* Translators: the letter on a map chip for leaders. */
    case REVROAD_KIND_LEADER: letter = C_("chip", "L"); break;
    /* Translators: the letters on a map chip for Nightriders. */
    case REVROAD_KIND_RIDER: letter = C_("chip", "NR"); break;
    /* Translators: the letters on a map chip for the Sons of Liberty. */
    case REVROAD_KIND_SOL: letter = C_("chip", "SL"); break;
    case REVROAD_KIND_MARINE:
    case REVROAD_KIND_FLEET:
    case REVROAD_KIND_BATTERY:
    case REVROAD_N_KINDS:
    default:
      letter = "?";
      break;
    }
  if (chip->kind == REVROAD_KIND_MILITIA && !chip->flipped)
    {
      if (chip->strength < 0)
        return chip->count > 1 ? g_strdup_printf ("%s?×%u", letter, chip->count) : g_strdup_printf ("%s?", letter);
      return chip->count > 1 ? g_strdup_printf ("%s%d×%u", letter, chip->strength, chip->count)
                             : g_strdup_printf ("%s%d", letter, chip->strength);
    }
  return chip->count > 1 ? g_strdup_printf ("%s×%u", letter, chip->count) : g_strdup (letter);
}

static PangoLayout *
small_layout (cairo_t    *cr,
              const char *text,
              double      size,
              gboolean    bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_font_description_free (font);
  return layout;
}

static double
text_width (PangoLayout *layout)
{
  PangoRectangle ink, logical;

  pango_layout_get_extents (layout, &ink, &logical);
  return logical.width / (double) PANGO_SCALE;
}

double
b2c_chip_width (cairo_t       *cr,
                const B2cChip *chip,
                double         height)
{
  g_autofree char *text = b2c_chip_text (chip);
  g_autoptr(PangoLayout) layout = small_layout (cr, text, height * 0.62, TRUE);

  return text_width (layout) + height * 0.55;
}

double
b2c_chip_draw (cairo_t          *cr,
               const B2cChip    *chip,
               double            x,
               double            y,
               double            height,
               const B2cPalette *palette)
{
  g_autofree char *text = b2c_chip_text (chip);
  g_autoptr(PangoLayout) layout = small_layout (cr, text, height * 0.62, TRUE);
  int side = chip->side == REVROAD_PATRIOT ? REVROAD_PATRIOT : REVROAD_BRITISH;
  double w = text_width (layout) + height * 0.55;
  double alpha = chip->inactive ? 0.72 : 1.0;
  double radius = chip->kind == REVROAD_KIND_LEADER ? height / 2 : height * 0.22;
  PangoRectangle ink, logical;

  cairo_save (cr);
  muster_paint_round_rect (cr, x, y, w, height, radius);
  if (chip->flipped)
    {
      /* The back of the counter: hollow, with a slash. */
      muster_paint_set_color (cr, &palette->town, alpha);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, &palette->side_light[side], alpha);
      cairo_set_line_width (cr, height * 0.12);
      cairo_stroke (cr);
      cairo_move_to (cr, x + height * 0.15, y + height * 0.85);
      cairo_line_to (cr, x + w - height * 0.15, y + height * 0.15);
      cairo_set_line_width (cr, height * 0.06);
      cairo_stroke (cr);
      muster_paint_set_color (cr, &palette->side_light[side], alpha);
    }
  else
    {
      muster_paint_set_color (cr, &palette->side[side], alpha);
      cairo_fill_preserve (cr);
      if (chip->inactive)
        {
          static const double dashes[] = { 1.2, 1.0 };

          cairo_set_dash (cr, dashes, 2, 0);
          muster_paint_set_color (cr, &palette->ink, 0.8);
          cairo_set_line_width (cr, height * 0.08);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
      else
        cairo_new_path (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
    }
  pango_layout_get_extents (layout, &ink, &logical);
  cairo_move_to (cr, x + (w - logical.width / (double) PANGO_SCALE) / 2,
                 y + (height - logical.height / (double) PANGO_SCALE) / 2);
  pango_cairo_show_layout (cr, layout);

  /* Moved: a triangle in the top right corner; Fired: bottom right. */
  if (chip->moved)
    {
      cairo_move_to (cr, x + w - height * 0.45, y);
      cairo_line_to (cr, x + w, y);
      cairo_line_to (cr, x + w, y + height * 0.45);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.98, 0.84, 0.2);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, &palette->ink, 1);
      cairo_set_line_width (cr, height * 0.05);
      cairo_stroke (cr);
    }
  if (chip->fired)
    {
      cairo_move_to (cr, x + w - height * 0.45, y + height);
      cairo_line_to (cr, x + w, y + height);
      cairo_line_to (cr, x + w, y + height * 0.55);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, height * 0.05);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  return w;
}

/* Tokens */

GArray *
b2c_tokens_for_region (const B2cRegionView *r)
{
  GArray *tokens = g_array_new (FALSE, TRUE, sizeof (B2cToken));
  B2cToken t;

#define ADD(k, v) G_STMT_START { t.kind = (k); t.value = (v); g_array_append_val (tokens, t); } G_STMT_END
  if (r->gather == B2C_VIEW_GATHER)
    ADD (B2C_TOKEN_GATHER, 0);
  else if (r->gather == B2C_VIEW_MUSTER)
    ADD (B2C_TOKEN_MUSTER, 0);
  if (r->alert)
    ADD (B2C_TOKEN_ALERT, 0);
  if (r->hidden_arms >= 0)
    ADD (r->searched ? B2C_TOKEN_SEARCHED : B2C_TOKEN_ARMS, r->hidden_arms);
  if (r->hinder_move)
    ADD (B2C_TOKEN_HINDER_MOVE, r->hinder_move);
  if (r->hinder_search)
    ADD (B2C_TOKEN_HINDER_SEARCH, r->hinder_search);
  if (r->hinder_muster)
    ADD (B2C_TOKEN_HINDER_MUSTER, r->hinder_muster);
  if (r->ambush)
    ADD (B2C_TOKEN_AMBUSH, 0);
  if (r->snipe)
    ADD (B2C_TOKEN_SNIPE, 0);
#undef ADD
  return tokens;
}

char *
b2c_token_text (const B2cToken *token)
{
  switch (token->kind)
    {
    /* Translators: a map token for a Gather marker. */
    case B2C_TOKEN_GATHER: return g_strdup (C_("token", "Gather"));
    /* Translators: a map token for a Muster marker. */
    case B2C_TOKEN_MUSTER: return g_strdup (C_("token", "Muster"));
    /* Translators: a map token for an Alert marker. */
    case B2C_TOKEN_ALERT: return g_strdup (C_("token", "Alert"));
    case B2C_TOKEN_ARMS:
      /* Translators: a map token for a Hidden Arms marker (“ha”, then its number). */
      return token->value > 0 ? g_strdup_printf (C_("token", "ha%d"), token->value) : g_strdup (C_("token", "ha"));
    /* Translators: a map token for a searched Hidden Arms marker. */
    case B2C_TOKEN_SEARCHED: return g_strdup (C_("token", "searched"));
    /* Translators: a map token for the Hinder Movement marker and its face. */
    case B2C_TOKEN_HINDER_MOVE: return g_strdup_printf (C_("token", "H·mv %d"), token->value);
    /* Translators: a map token for the Hinder Search marker and its face. */
    case B2C_TOKEN_HINDER_SEARCH: return g_strdup_printf (C_("token", "H·sr %d"), token->value);
    /* Translators: a map token for the Hinder Muster marker and its face. */
    case B2C_TOKEN_HINDER_MUSTER: return g_strdup_printf (C_("token", "H·mu %d"), token->value);
    /* Translators: a map token for an Ambush marker. */
    case B2C_TOKEN_AMBUSH: return g_strdup (C_("token", "Amb"));
    /* Translators: a map token for a Snipe marker. */
    case B2C_TOKEN_SNIPE: return g_strdup (C_("token", "Snp"));
    default:
      return g_strdup ("?");
    }
}

char *
b2c_token_describe (const B2cToken *token)
{
  switch (token->kind)
    {
    case B2C_TOKEN_GATHER: return g_strdup (_("Gather marker"));
    case B2C_TOKEN_MUSTER: return g_strdup (_("Muster marker"));
    case B2C_TOKEN_ALERT: return g_strdup (_("Alert marker"));
    case B2C_TOKEN_ARMS:
      return token->value > 0 ? g_strdup_printf (_("Hidden Arms marker %d"), token->value)
                              : g_strdup (_("unnumbered Hidden Arms marker"));
    case B2C_TOKEN_SEARCHED: return g_strdup (_("Hidden Arms marker, searched"));
    case B2C_TOKEN_HINDER_MOVE:
      return g_strdup_printf (_("Hinder Movement marker (%d side up)"), token->value);
    case B2C_TOKEN_HINDER_SEARCH:
      return g_strdup_printf (_("Hinder Search marker (%d side up)"), token->value);
    case B2C_TOKEN_HINDER_MUSTER:
      return g_strdup_printf (_("Hinder Muster marker (%d side up)"), token->value);
    case B2C_TOKEN_AMBUSH: return g_strdup (_("Ambush marker"));
    case B2C_TOKEN_SNIPE: return g_strdup (_("Snipe marker"));
    default:
      return g_strdup ("?");
    }
}

double
b2c_token_draw (cairo_t          *cr,
                const B2cToken   *token,
                double            x,
                double            y,
                double            height,
                const B2cPalette *palette)
{
  g_autofree char *text = b2c_token_text (token);
  g_autoptr(PangoLayout) layout = small_layout (cr, text, height * 0.66, token->kind != B2C_TOKEN_SEARCHED);
  double w = text_width (layout) + height * 0.5;
  const GdkRGBA *fill;
  gboolean dark_text = FALSE;
  PangoRectangle ink, logical;

  switch (token->kind)
    {
    case B2C_TOKEN_GATHER:
    case B2C_TOKEN_MUSTER:
    case B2C_TOKEN_ALERT:
      fill = &palette->marker;
      dark_text = TRUE;
      break;
    case B2C_TOKEN_ARMS:
      fill = &palette->arms;
      break;
    case B2C_TOKEN_SEARCHED:
      fill = &palette->faint;
      break;
    case B2C_TOKEN_HINDER_MOVE:
    case B2C_TOKEN_HINDER_SEARCH:
    case B2C_TOKEN_HINDER_MUSTER:
      fill = &palette->hinder;
      break;
    case B2C_TOKEN_AMBUSH:
    case B2C_TOKEN_SNIPE:
    default:
      fill = &palette->other;
      break;
    }

  cairo_save (cr);
  if (token->kind == B2C_TOKEN_ALERT)
    {
      /* The Alert icon is a diamond on the board: pointed ends. */
      double cy = y + height / 2;

      w += height * 0.4;
      cairo_move_to (cr, x, cy);
      cairo_line_to (cr, x + height * 0.35, y);
      cairo_line_to (cr, x + w - height * 0.35, y);
      cairo_line_to (cr, x + w, cy);
      cairo_line_to (cr, x + w - height * 0.35, y + height);
      cairo_line_to (cr, x + height * 0.35, y + height);
      cairo_close_path (cr);
    }
  else if (token->kind == B2C_TOKEN_GATHER)
    muster_paint_round_rect (cr, x, y, w, height, height / 2);
  else
    muster_paint_round_rect (cr, x, y, w, height, height * 0.15);
  muster_paint_set_color (cr, fill, 1);
  if (token->kind == B2C_TOKEN_GATHER)
    {
      /* The Gather side: an outline; the Muster side: filled. */
      muster_paint_set_color (cr, &palette->town, 1);
      cairo_fill_preserve (cr);
      muster_paint_set_color (cr, fill, 1);
      cairo_set_line_width (cr, height * 0.12);
      cairo_stroke (cr);
      muster_paint_set_color (cr, &palette->ink, 1);
    }
  else
    {
      cairo_fill (cr);
      if (dark_text)
        cairo_set_source_rgb (cr, 0.12, 0.09, 0.02);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
    }
  pango_layout_get_extents (layout, &ink, &logical);
  cairo_move_to (cr, x + (w - logical.width / (double) PANGO_SCALE) / 2,
                 y + (height - logical.height / (double) PANGO_SCALE) / 2);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
  return w;
}

/* Words */

char *
b2c_unit_state_text (const B2cUnitView *u)
{
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  char *out;

  if (u->flipped)
    g_ptr_array_add (parts, g_strdup (u->face));
  if (u->kind == REVROAD_KIND_MILITIA && !u->flipped)
    g_ptr_array_add (parts, u->strength < 0 ? g_strdup (_("strength hidden"))
                                            : g_strdup_printf (_("strength %d"), u->strength));
  if (u->moved && u->fired)
    g_ptr_array_add (parts, g_strdup (_("Moved/Fired")));
  else if (u->moved)
    g_ptr_array_add (parts, g_strdup (_("Moved")));
  else if (u->fired)
    g_ptr_array_add (parts, g_strdup (_("Fired")));
  if (u->rallied)
    g_ptr_array_add (parts, g_strdup (_("Rallied")));
  if (u->inactive)
    g_ptr_array_add (parts, g_strdup (_("under the marker, not active")));
  if (g_strcmp0 (u->group, "percy") == 0)
    g_ptr_array_add (parts, g_strdup (_("Percy's column")));
  g_ptr_array_add (parts, NULL);
  out = g_strjoinv (", ", (char **) parts->pdata);
  g_ptr_array_unref (parts);
  return out;
}

char *
b2c_unit_describe (const B2cUnitView *u)
{
  g_autofree char *state = b2c_unit_state_text (u);

  if (*state == '\0')
    return g_strdup (u->name);
  /* Translators: a counter and its state: “Regular 3 (broken, Moved)”. */
  return g_strdup_printf (_("%s (%s)"), u->name, state);
}

static const char *
region_kind_text (const B2cRegionView *r)
{
  if (r->flags & B2C_REGION_ALERT_BOX)
    return _("Alert box off the map");
  if (r->flags & B2C_REGION_RIDER_BOX)
    return _("Nightrider box off the map");
  if (r->flags & B2C_REGION_TOWN)
    return _("town");
  return _("countryside");
}

char *
b2c_region_describe (B2cState *state,
                     int       region)
{
  B2cRegionView r;
  g_autoptr(GArray) tokens = NULL;
  g_autoptr(GArray) units = NULL;
  GString *out = g_string_new (NULL);

  b2c_view_region (state, region, &r);
  /* Translators: the start of a region's description for screen readers:
   * its name and its kind (“Lexington, town”). */
  g_string_append_printf (out, _("%s, %s"), r.name, region_kind_text (&r));
  tokens = b2c_tokens_for_region (&r);
  for (guint i = 0; i < tokens->len; i++)
    {
      g_autofree char *text = b2c_token_describe (&g_array_index (tokens, B2cToken, i));

      g_string_append_printf (out, i == 0 ? ". %s" : ", %s", text);
    }
  units = b2c_view_units_in (state, region);
  for (int side = REVROAD_BRITISH; side <= REVROAD_PATRIOT; side++)
    {
      gboolean first = TRUE;

      for (guint i = 0; i < units->len; i++)
        {
          B2cUnitView u;
          g_autofree char *text = NULL;

          b2c_view_unit (state, g_array_index (units, int, i), &u);
          if ((int) u.side != side)
            continue;
          text = b2c_unit_describe (&u);
          if (first)
            g_string_append_printf (out, ". %s: %s", revroad_side_name ((RevroadSide) side), text);
          else
            g_string_append_printf (out, ", %s", text);
          first = FALSE;
        }
    }
  if (units->len == 0)
    g_string_append_printf (out, ". %s", _("No counters"));
  g_string_append (out, ".");
  return g_string_free (out, FALSE);
}

char *
b2c_region_borders_text (B2cState *state,
                         int       region)
{
  g_autoptr(GArray) borders = b2c_view_borders (state, region);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < borders->len; i++)
    {
      B2cBorderView *b = &g_array_index (borders, B2cBorderView, i);
      B2cRegionView other;
      const char *how;

      b2c_view_region (state, b->region, &other);
      if (!b->adjacent)
        how = _("not adjacent: dark water without a road");
      else if (b->water == REVROAD_WATER_RIVER)
        how = _("road across dark water");
      else if (b->water == REVROAD_WATER_STREAM)
        how = b->road ? _("road across a stream") : _("across a stream");
      else
        how = b->road ? _("road") : _("land");
      g_string_append_printf (out, "%s%s (%s%s%s)", out->len ? "; " : "", other.name, how,
                              b->water_name ? ", " : "", b->water_name ? b->water_name : "");
      if (b2c_source_is_reconstructed (b->source))
        g_string_append_printf (out, " [%s]", _("reconstructed"));
      else if (g_strcmp0 (b->source, "user") == 0)
        g_string_append_printf (out, " [%s]", _("as entered"));
    }
  return g_string_free (out, FALSE);
}

char *
b2c_args_describe (B2cState           *state,
                   const char * const *args)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    {
      int region = b2c_view_find_region (state, args[i]);
      int unit = region < 0 ? b2c_view_find_unit (state, args[i]) : -1;
      const char *word = args[i];
      B2cRegionView r;
      B2cUnitView u;

      if (region >= 0)
        {
          b2c_view_region (state, region, &r);
          word = r.name;
        }
      else if (unit >= 0)
        {
          b2c_view_unit (state, unit, &u);
          word = u.name;
        }
      g_string_append_printf (out, "%s%s", i ? ", " : "", word);
    }
  return g_string_free (out, FALSE);
}
