/* fuzz-load.c: libFuzzer target for the campaign loader. Any bytes may be
 * refused with an error, never crash, hang or leak; what loads must save,
 * load again with the same sessions broken (if any) and save to the same
 * bytes, and its broken sessions must go on from their last good entry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>

#include "fuzz-common.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(MusterCampaign) campaign = NULL;
  g_autoptr(GError) error = NULL;

  campaign = muster_campaign_load_data (fuzz_registry (), (const char *) data, size, "input", &error);
  if (campaign == NULL)
    {
      if (error == NULL || error->message == NULL)
        fuzz_fail ("a refused campaign gave no error");
      return 0;
    }
  if (error != NULL)
    fuzz_fail ("a loaded campaign also set an error: %s", error->message);

  fuzz_check_round_trip (campaign);

  /* Sessions that no longer replay can go on from their last entry that
   * applies, as the app and muster-cli salvage do; then every session
   * replays. */
  for (guint i = 0; i < muster_campaign_get_n_sessions (campaign); i++)
    if (muster_session_is_read_only (muster_campaign_get_session (campaign, i)))
      {
        if (!muster_campaign_continue_from_breaks (campaign, &error))
          fuzz_fail ("cannot go on from the breaks: %s", error->message);
        for (guint j = 0; j < muster_campaign_get_n_sessions (campaign); j++)
          if (muster_session_is_read_only (muster_campaign_get_session (campaign, j)))
            fuzz_fail ("session %u is still read-only after going on from the breaks", j + 1);
        fuzz_check_round_trip (campaign);
        break;
      }
  return 0;
}
