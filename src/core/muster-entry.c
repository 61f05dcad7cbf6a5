/* muster-entry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "muster-entry.h"
#include "muster-error.h"
#include "muster-set-str.h"

struct _MusterEntry
{
  GObject    parent_instance;

  char      *action;
  GStrv      args;
  GPtrArray *outcomes;
  guint      number;
  GString   *text;
  char      *rule;
  char      *side;
  char      *time;
  GPtrArray *overridden;
  char      *annotation;
  /* What only one seat may read (the cards it saw): owner, text. */
  char      *secret_owner;
  GString   *secret;
  guint      revision;   /* moves on with every change a file would show */
  MusterEntryWatch watch;
  gpointer   watch_data;
  GDestroyNotify watch_destroy;
  guint      override : 1;
  guint      bookmarked : 1;
  guint      undone : 1;
};

G_DEFINE_FINAL_TYPE (MusterEntry, muster_entry, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ACTION,
  PROP_NUMBER,
  PROP_TEXT,
  PROP_RULE,
  PROP_SIDE,
  PROP_BOOKMARKED,
  PROP_ANNOTATION,
  PROP_UNDONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
muster_entry_finalize (GObject *object)
{
  MusterEntry *self = MUSTER_ENTRY (object);

  g_free (self->action);
  g_strfreev (self->args);
  g_ptr_array_unref (self->outcomes);
  g_string_free (self->text, TRUE);
  g_free (self->rule);
  g_free (self->side);
  g_free (self->time);
  g_ptr_array_unref (self->overridden);
  g_free (self->annotation);
  g_free (self->secret_owner);
  if (self->secret)
    g_string_free (self->secret, TRUE);
  if (self->watch_destroy != NULL)
    self->watch_destroy (self->watch_data);

  G_OBJECT_CLASS (muster_entry_parent_class)->finalize (object);
}

static void
muster_entry_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  MusterEntry *self = MUSTER_ENTRY (object);

  switch (prop_id)
    {
    case PROP_ACTION:
      g_value_set_string (value, self->action);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text->str);
      break;
    case PROP_RULE:
      g_value_set_string (value, self->rule);
      break;
    case PROP_SIDE:
      g_value_set_string (value, self->side);
      break;
    case PROP_BOOKMARKED:
      g_value_set_boolean (value, self->bookmarked);
      break;
    case PROP_ANNOTATION:
      g_value_set_string (value, self->annotation);
      break;
    case PROP_UNDONE:
      g_value_set_boolean (value, self->undone);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_entry_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  MusterEntry *self = MUSTER_ENTRY (object);

  switch (prop_id)
    {
    case PROP_BOOKMARKED:
      muster_entry_set_bookmarked (self, g_value_get_boolean (value));
      break;
    case PROP_ANNOTATION:
      muster_entry_set_annotation (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_entry_class_init (MusterEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = muster_entry_finalize;
  object_class->get_property = muster_entry_get_property;
  object_class->set_property = muster_entry_set_property;

  properties[PROP_ACTION] =
    g_param_spec_string ("action", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULE] =
    g_param_spec_string ("rule", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE] =
    g_param_spec_string ("side", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOOKMARKED] =
    g_param_spec_boolean ("bookmarked", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANNOTATION] =
    g_param_spec_string ("annotation", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNDONE] =
    g_param_spec_boolean ("undone", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
muster_entry_init (MusterEntry *self)
{
  self->outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) muster_outcome_free);
  self->text = g_string_new (NULL);
  self->overridden = g_ptr_array_new_with_free_func (g_free);
}

MusterEntry *
muster_entry_new (const char         *action,
                  const char * const *args)
{
  MusterEntry *self = g_object_new (MUSTER_TYPE_ENTRY, NULL);
  static const char * const no_args[] = { NULL };

  self->action = g_strdup (action);
  self->args = g_strdupv ((char **) (args ? args : no_args));
  return self;
}

const char *
muster_entry_get_action (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->action;
}

const char * const *
muster_entry_get_args (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return (const char * const *) self->args;
}

GPtrArray *
muster_entry_get_outcomes (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->outcomes;
}

void
muster_entry_set_outcomes (MusterEntry *self,
                           GPtrArray   *outcomes)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  g_ptr_array_ref (outcomes);
  g_ptr_array_unref (self->outcomes);
  self->outcomes = outcomes;
  self->revision++;
}

guint
muster_entry_get_number (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), 0);
  return self->number;
}

void
muster_entry_set_number (MusterEntry *self,
                         guint        number)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  if (self->number == number)
    return;
  self->number = number;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
}

const char *
muster_entry_get_text (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->text->str;
}

void
muster_entry_set_text (MusterEntry *self,
                       const char  *text)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  if (g_strcmp0 (self->text->str, text) == 0)
    return;
  g_string_assign (self->text, text ? text : "");
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

void
muster_entry_append_text (MusterEntry *self,
                          const char  *format,
                          ...)
{
  va_list args;

  g_return_if_fail (MUSTER_IS_ENTRY (self));

  if (self->text->len > 0)
    g_string_append_c (self->text, ' ');
  va_start (args, format);
  g_string_append_vprintf (self->text, format, args);
  va_end (args);
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

const char *
muster_entry_get_rule (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->rule;
}

void
muster_entry_set_rule (MusterEntry *self,
                       const char  *section)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  if (!muster_set_str (&self->rule, section))
    return;
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULE]);
}

const char *
muster_entry_get_side (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->side;
}

void
muster_entry_set_side (MusterEntry *self,
                       const char  *side)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  if (!muster_set_str (&self->side, side))
    return;
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

const char *
muster_entry_get_time (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->time;
}

void
muster_entry_set_time (MusterEntry *self,
                       const char  *iso8601)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  if (muster_set_str (&self->time, iso8601))
    self->revision++;
}

/* @value's last @n decimal digits at @out. */
static void
put_digits (char *out,
            int   value,
            int   n)
{
  for (int i = n - 1; i >= 0; i--, value /= 10)
    out[i] = (char) ('0' + value % 10);
}

char *
muster_now_iso8601 (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  char text[] = "0000-00-00T00:00:00Z";
  int year, month, day;

  /* What g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ") writes (years
   * 1000 to 9999), for a fraction of its cost: every action performed is
   * stamped. */
  g_date_time_get_ymd (now, &year, &month, &day);
  put_digits (text, year, 4);
  put_digits (text + 5, month, 2);
  put_digits (text + 8, day, 2);
  put_digits (text + 11, g_date_time_get_hour (now), 2);
  put_digits (text + 14, g_date_time_get_minute (now), 2);
  put_digits (text + 17, g_date_time_get_second (now), 2);
  return g_strdup (text);
}

gboolean
muster_entry_get_override (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), FALSE);
  return self->override;
}

void
muster_entry_set_override (MusterEntry *self,
                           gboolean     override)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  self->override = !!override;
  self->revision++;
}

GPtrArray *
muster_entry_get_overridden (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->overridden;
}

void
muster_entry_add_overridden (MusterEntry *self,
                             const char  *what)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  g_ptr_array_add (self->overridden, g_strdup (what));
  self->revision++;
}

gboolean
muster_entry_get_bookmarked (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), FALSE);
  return self->bookmarked;
}

void
muster_entry_set_bookmarked (MusterEntry *self,
                             gboolean     bookmarked)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  bookmarked = !!bookmarked;
  if (self->bookmarked == (guint) bookmarked)
    return;
  self->bookmarked = bookmarked;
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOOKMARKED]);
  if (self->watch != NULL)
    self->watch (self, "bookmarked", self->watch_data);
}

const char *
muster_entry_get_annotation (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  return self->annotation;
}

void
muster_entry_set_annotation (MusterEntry *self,
                             const char  *annotation)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  if (annotation != NULL && *annotation == '\0')
    annotation = NULL;
  if (!muster_set_str (&self->annotation, annotation))
    return;
  self->revision++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANNOTATION]);
  if (self->watch != NULL)
    self->watch (self, "annotation", self->watch_data);
}

gboolean
muster_entry_get_undone (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), FALSE);
  return self->undone;
}

void
muster_entry_set_undone (MusterEntry *self,
                         gboolean     undone)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  undone = !!undone;
  if (self->undone == (guint) undone)
    return;
  self->undone = undone;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDONE]);
}

void
muster_entry_reset_result (MusterEntry *self)
{
  g_return_if_fail (MUSTER_IS_ENTRY (self));
  g_string_truncate (self->text, 0);
  g_clear_pointer (&self->rule, g_free);
  g_clear_pointer (&self->side, g_free);
  g_ptr_array_set_size (self->overridden, 0);
  g_clear_pointer (&self->secret_owner, g_free);
  if (self->secret)
    g_string_truncate (self->secret, 0);
  self->revision++;
}

void
muster_entry_append_secret (MusterEntry *self,
                            const char  *owner,
                            const char  *format,
                            ...)
{
  va_list args;

  g_return_if_fail (MUSTER_IS_ENTRY (self));
  g_return_if_fail (owner != NULL);
  if (self->secret == NULL)
    self->secret = g_string_new (NULL);
  if (g_strcmp0 (self->secret_owner, owner) != 0)
    {
      g_free (self->secret_owner);
      self->secret_owner = g_strdup (owner);
    }
  if (self->secret->len > 0)
    g_string_append_c (self->secret, ' ');
  va_start (args, format);
  g_string_append_vprintf (self->secret, format, args);
  va_end (args);
  self->revision++;
}

const char *
muster_entry_get_secret (MusterEntry  *self,
                         const char  **owner)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), NULL);
  if (owner)
    *owner = self->secret_owner;
  return self->secret && self->secret->len > 0 ? self->secret->str : NULL;
}

guint
muster_entry_get_revision (MusterEntry *self)
{
  g_return_val_if_fail (MUSTER_IS_ENTRY (self), 0);
  return self->revision;
}

void
muster_entry_set_watch (MusterEntry      *self,
                        MusterEntryWatch  watch,
                        gpointer          data,
                        GDestroyNotify    destroy)
{
  gpointer old_data;
  GDestroyNotify old_destroy;

  g_return_if_fail (MUSTER_IS_ENTRY (self));
  old_data = self->watch_data;
  old_destroy = self->watch_destroy;
  self->watch = watch;
  self->watch_data = data;
  self->watch_destroy = destroy;
  if (old_destroy != NULL)
    old_destroy (old_data);
}

gboolean
muster_entry_check_args (const char * const  *args,
                         GError             **error)
{
  guint n = args ? g_strv_length ((char **) args) : 0;

  if (n > MUSTER_ENTRY_MAX_ARGS)
    {
      g_set_error (error, MUSTER_ERROR, MUSTER_ERROR_INVALID_ARGS,
                   _("An action takes at most %u words or arguments; this one has %u"),
                   MUSTER_ENTRY_MAX_ARGS, n);
      return FALSE;
    }
  /* The characters of each are checked when the action is applied
   * (muster_args_check_text()), in replays too. */
  return TRUE;
}
