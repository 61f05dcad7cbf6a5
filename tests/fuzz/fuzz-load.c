/* fuzz-load.c: libFuzzer target for the campaign loader. Any bytes may be
 * refused with an error, never crash, hang or leak; what loads must save,
 * load again without a warning and save to the same bytes.
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

  /* A log that no longer replays loads with a warning and stops before
   * the entry that failed; saving keeps the rest undone, so the saved
   * campaign must load cleanly. */
  fuzz_check_round_trip (campaign);
  return 0;
}
